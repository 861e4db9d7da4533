"""The benchmarks' word corpus: text_words.txt drawn by the 64-bit LCG the Swift corpora use
(TextBenchmarks/TextCorpus.swift, JournalBenchmarks/JournalCorpus.swift), so a peer lays out
exactly the texts ours does."""
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def words():
    with open(os.path.join(HERE, "text_words.txt"), encoding="utf-8") as f:
        return [w for w in f.read().split("\n") if w]


class LCG:
    """Knuth's MMIX LCG; `next()` returns the high 31 bits of the state, as the Swift corpora do."""

    def __init__(self, seed):
        self.state = seed

    def next(self):
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) % 2**64
        return self.state >> 33
