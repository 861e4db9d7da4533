#!/usr/bin/env python3
"""Peers of Benchmarks/TextBenchmarks, on the same corpus in the same run.

Lays out 10,000 paragraphs of 35-45 words (drawn from text_words.txt by the same 64-bit LCG as
TextBenchmarks/TextCorpus.swift) at width 160, DejaVu Sans 14, with:
  - ours: the TextBenchmarks "word cache warm" benchmark (package-benchmark, release build),
  - SkParagraph through skia-python (skia.textlayout), fonts from the same file,
  - text_hb_wrap.c: HarfBuzz shaping of whole paragraphs plus a greedy wrap (compiled here with gcc -O2).
Prints the median time per paragraph of each and the ratios peer / ours.

Usage: python3 Benchmarks/peers/text_peers.py [--ours-us N]   (N skips running the Swift benchmark)
"""
import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from word_corpus import LCG, words  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
SIZE, WIDTH, COUNT = 14.0, 160.0, 10_000


def corpus():
    vocabulary = words()
    next_value = LCG(0x2545F4914F6CDD1D).next
    return [" ".join(vocabulary[next_value() % len(vocabulary)] for _ in range(35 + next_value() % 11)) for _ in range(COUNT)]


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


OURS = "Layout 10k paragraphs (word cache warm)"
VARIANTS = ["Layout 10k paragraphs (new engine, cold word cache)", "Layout 10k paragraphs on 2 threads (word cache warm)"]


def ours_us():
    """Runs the Swift benchmarks (release, in .build-release) and reads each one's median wall-clock time
    per paragraph from package-benchmark's text table (columns p0 p25 p50 ...)."""
    output = subprocess.run(["swift", "package", "--scratch-path", ".build-release",
                             "--allow-writing-to-package-directory", "benchmark", "--target", "TextBenchmarks",
                             "--no-progress"],
                            cwd=ROOT, check=True, capture_output=True, text=True).stdout
    lines = output.splitlines()
    medians = {}
    for name in [OURS] + VARIANTS:
        if name not in lines:
            raise SystemExit("benchmark '" + name + "' missing from the output")
        for line in lines[lines.index(name):]:
            if "Time (wall clock)" in line:
                cells = [cell.strip() for cell in line.split("\u2502") if cell.strip()]
                unit = cells[0][cells[0].rindex("(") + 1:cells[0].rindex(")")]
                scale = {"s": 1e6, "ms": 1e3, "us": 1.0, "\u03bcs": 1.0, "ns": 1e-3}[unit]
                medians[name] = float(cells[3]) * scale / COUNT
                break
    return medians


def main():
    paragraphs = corpus()
    with tempfile.TemporaryDirectory() as directory:
        if "--ours-us" in sys.argv:
            variants = {OURS: float(sys.argv[sys.argv.index("--ours-us") + 1])}
        else:
            variants = ours_us()
        ours = variants[OURS]
        harfbuzz = harfbuzz_wrap_us(paragraphs, directory)
        try:
            skia = skparagraph_us(paragraphs)
        except ImportError:
            skia = None
    print(f"{'layout 10k paragraphs, 160 pt, DejaVu Sans 14':<48} {'median us/paragraph':>20} {'peer / ours':>12}")
    print(f"{'ours (TextEngine, warm word cache)':<48} {ours:>20.2f} {'1.00':>12}")
    for name in VARIANTS:
        if name in variants:
            label = "ours, " + name[len("Layout 10k paragraphs "):]
            print(f"{label:<48} {variants[name]:>20.2f} {variants[name] / ours:>12.2f}")
    print(f"{'HarfBuzz shape + greedy wrap (C, gcc -O2)':<48} {harfbuzz:>20.2f} {harfbuzz / ours:>12.2f}")
    if skia is None:
        print("SkParagraph: skia-python not installed (pip install skia-python)")
    else:
        print(f"{'SkParagraph (skia-python textlayout)':<48} {skia:>20.2f} {skia / ours:>12.2f}")


if __name__ == "__main__":
    main()
