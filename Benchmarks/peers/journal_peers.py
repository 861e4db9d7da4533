#!/usr/bin/env python3
"""Peer of Benchmarks/JournalBenchmarks: the same 100,000 journal cards' text through SkParagraph.

The cards come from text_words.txt by the LCG of JournalBenchmarks/JournalCorpus.swift (title 2-6
words, an edited date, a one-word tag, a memo of 4-40 words). Each card's four labels are laid out
as ours are: DejaVu Sans bold 15 (at most 2 lines), 11 (1 line), 11 (1 line), 13 (every line), at
the label width of an iPhone 15 grid column (526/3 - 14 points). SkParagraph only measures here;
ours also places every card in the masonry grid, so the ratio favours the peer.

Usage: python3 Benchmarks/peers/journal_peers.py --ours FILE   (FILE: JournalBenchmarks' text output)
"""
import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from peer_timing import our_medians, report  # noqa: E402
from word_corpus import LCG, words  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
WIDTH = 526 / 3 - 14
OURS = "Place 100k journal cards, text measured (word cache warm)"


def cards(count=100_000):
    vocabulary = words()
    lcg = LCG(0x9E3779B97F4A7C15)
    next_value = lcg.next

    def phrase(n):
        return " ".join(vocabulary[next_value() % len(vocabulary)] for _ in range(n))

    result = []
    for i in range(count):
        title = phrase(2 + next_value() % 5)
        edited = f"2024.{1 + i % 12}.{1 + i % 28} edited"
        tag = "#" + vocabulary[next_value() % len(vocabulary)]
        result.append((title, edited, tag, phrase(4 + next_value() % 37)))
    return result


def skparagraph_ms(all_cards):
    import skia
    from skia import textlayout
    fonts = textlayout.FontCollection()
    fonts.setDefaultFontManager(skia.FontMgr())
    unicode = skia.Unicode()
    styles = []
    # skia-python's ParagraphStyle has no setMaxLines: the peer lays out every line of each label
    # (the titles of 2-6 words rarely pass two lines, the one-line labels never do).
    for size, bold in ((15, True), (11, False), (11, False), (13, False)):
        text_style = textlayout.TextStyle()
        text_style.setFontFamilies(["DejaVu Sans"])
        text_style.setFontSize(size)
        if bold:
            text_style.setFontStyle(skia.FontStyle.Bold())
        paragraph_style = textlayout.ParagraphStyle()
        paragraph_style.setTextStyle(text_style)
        styles.append((paragraph_style, text_style))
    start = time.perf_counter()
    total = 0.0
    for card in all_cards:
        for text, (paragraph_style, text_style) in zip(card, styles):
            builder = textlayout.ParagraphBuilder(paragraph_style, fonts, unicode)
            builder.pushStyle(text_style)
            builder.addText(text)
            paragraph = builder.Build()
            paragraph.layout(WIDTH)
            total += paragraph.Height
    return (time.perf_counter() - start) * 1000


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ours", help="JournalBenchmarks' package-benchmark text output")
    args = parser.parse_args()
    ours = our_medians(args.ours)
    try:
        peer = skparagraph_ms(cards())  # one round: 400,000 paragraphs take long enough to time
    except ImportError:
        print("SkParagraph: skia-python not installed (pip install skia-python)")
        return
    report([("SkParagraph, the same 400,000 labels (measure only)", peer)], ours, OURS)
    query = ours.get("Viewport query on 100k placed cards (1000 queries)")
    if query:
        print(f"viewport query: {query * 1000 / 1000:.2f} us per query (goal: under 10 us)")


if __name__ == "__main__":
    main()
