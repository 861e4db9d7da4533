#!/usr/bin/env python3
"""Peers of Benchmarks/TextBenchmarks, on the same corpus in the same run.

Lays out 10,000 paragraphs of 35-45 words (drawn from text_words.txt by the same 64-bit LCG as
TextBenchmarks/TextCorpus.swift) at width 160, DejaVu Sans 14, with:
  - ours: the TextBenchmarks "warm word cache" benchmark (package-benchmark, release build),
  - SkParagraph through skia-python (skia.textlayout), fonts from the same file,
  - text_hb_wrap.c: HarfBuzz shaping of whole paragraphs plus a greedy wrap (compiled here with gcc -O2).
Prints the median time per paragraph of each and the ratios peer / ours.

Usage: python3 Benchmarks/peers/text_peers.py [--ours-us N]   (N skips running the Swift benchmark)
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
SIZE, WIDTH, COUNT = 14.0, 160.0, 10_000


def corpus():
    with open(os.path.join(HERE, "text_words.txt"), encoding="utf-8") as f:
        words = [w for w in f.read().split("\n") if w]
    state = 0x2545F4914F6CDD1D

    def next_value():
        nonlocal state
        state = (state * 6364136223846793005 + 1442695040888963407) % 2**64
        return state >> 33

    return [" ".join(words[next_value() % len(words)] for _ in range(35 + next_value() % 11)) for _ in range(COUNT)]


def skparagraph_us(paragraphs, rounds=5):
    import skia
    from skia import textlayout
    provider = textlayout.TypefaceFontProvider()
    provider.registerTypeface(skia.Typeface.MakeFromFile(FONT), "DejaVu Sans")
    fonts = textlayout.FontCollection()
    fonts.setDefaultFontManager(provider)
    text_style = textlayout.TextStyle()
    text_style.setFontSize(SIZE)
    text_style.setFontFamilies(["DejaVu Sans"])
    paragraph_style = textlayout.ParagraphStyle()
    paragraph_style.setTextStyle(text_style)
    unicode = skia.Unicode()
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        for text in paragraphs:
            builder = textlayout.ParagraphBuilder(paragraph_style, fonts, unicode)
            builder.pushStyle(text_style)
            builder.addText(text)
            paragraph = builder.Build()
            paragraph.layout(WIDTH)
            paragraph.Height
        times.append((time.perf_counter() - start) * 1e6 / len(paragraphs))
    return statistics.median(times)


def harfbuzz_wrap_us(paragraphs, directory, rounds=5):
    binary = os.path.join(directory, "text_hb_wrap")
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "harfbuzz"], check=True, capture_output=True,
                           text=True).stdout.split()
    subprocess.run(["gcc", "-O2", "-o", binary, os.path.join(HERE, "text_hb_wrap.c")] + flags, check=True)
    corpus_file = os.path.join(directory, "corpus.txt")
    with open(corpus_file, "w", encoding="utf-8") as f:
        f.write("\n".join(paragraphs) + "\n")
    output = subprocess.run([binary, FONT, str(SIZE), str(WIDTH), corpus_file, str(rounds)], check=True,
                            capture_output=True, text=True).stdout.split()
    return float(output[0])


def ours_us(directory):
    """Runs the Swift benchmark and reads its median wall-clock time for the whole corpus."""
    subprocess.run(["swift", "package", "--allow-writing-to-package-directory", "benchmark", "--target",
                    "TextBenchmarks", "--filter", "word cache warm", "--format", "jmh", "--path", directory,
                    "--no-progress"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    for name in os.listdir(directory):
        if name.endswith(".json"):
            with open(os.path.join(directory, name), encoding="utf-8") as f:
                for entry in json.load(f):
                    if "warm" in entry["benchmark"] and "2 threads" not in entry["benchmark"] \
                            and "Time (wall clock)" in entry["primaryMetric"].get("scoreUnit", "") + entry.get("mode", "") \
                            or ("warm" in entry["benchmark"] and "2 threads" not in entry["benchmark"]
                                and entry["primaryMetric"]["scoreUnit"] in ("ms", "us", "ns", "s")):
                        metric = entry["primaryMetric"]
                        scale = {"s": 1e6, "ms": 1e3, "us": 1.0, "ns": 1e-3}[metric["scoreUnit"]]
                        return metric["scorePercentiles"]["50.0"] * scale / COUNT
    raise SystemExit("no TextBenchmarks result found in " + directory)


def main():
    paragraphs = corpus()
    with tempfile.TemporaryDirectory() as directory:
        if "--ours-us" in sys.argv:
            ours = float(sys.argv[sys.argv.index("--ours-us") + 1])
        else:
            ours = ours_us(directory)
        harfbuzz = harfbuzz_wrap_us(paragraphs, directory)
        try:
            skia = skparagraph_us(paragraphs)
        except ImportError:
            skia = None
    print(f"{'layout 10k paragraphs, 160 pt, DejaVu Sans 14':<48} {'median us/paragraph':>20} {'peer / ours':>12}")
    print(f"{'ours (TextEngine, warm word cache)':<48} {ours:>20.2f} {'1.00':>12}")
    print(f"{'HarfBuzz shape + greedy wrap (C, gcc -O2)':<48} {harfbuzz:>20.2f} {harfbuzz / ours:>12.2f}")
    if skia is None:
        print("SkParagraph: skia-python not installed (pip install skia-python)")
    else:
        print(f"{'SkParagraph (skia-python textlayout)':<48} {skia:>20.2f} {skia / ours:>12.2f}")


if __name__ == "__main__":
    main()
