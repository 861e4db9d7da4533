#!/usr/bin/env python3
"""Peers of Benchmarks/TextBenchmarks, on the same corpus in the same run.

Lays out 10,000 paragraphs of 35-45 words (drawn from text_words.txt by the same 64-bit LCG as
TextBenchmarks/TextCorpus.swift) at width 160, DejaVu Sans 14, with:
  - ours: the TextBenchmarks "word cache warm" benchmark (package-benchmark, release build),
  - SkParagraph through skia-python (skia.textlayout), fonts from the same file,
  - text_hb_wrap.c: HarfBuzz shaping of whole paragraphs plus a greedy wrap (compiled here with gcc -O2).
Prints the median time per paragraph of each and the ratios peer / ours.

The mixed-script set (issue 23): 1,000 paragraphs of 8-12 phrases of Arabic, Japanese, Thai and emoji
(text_world_phrases.txt, the same LCG) through the default fallback list's font files, ours against
SkParagraph with the same files in the same order.

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


# The default fallback list's files, in order (TextEngine's FontRegistry.worldFallback after DejaVu Sans).
WORLD_FONTS = [
    FONT,
    "/usr/share/fonts/truetype/nanum/NanumGothic.ttf",
    "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf",
    "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf",
    "/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf",
    "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf",
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
]
MIXED_COUNT = 1_000


def mixed_corpus():
    with open(os.path.join(HERE, "text_world_phrases.txt"), encoding="utf-8") as f:
        phrases = [p for p in f.read().split("\n") if p]
    next_value = LCG(0x2545F4914F6CDD1D).next
    return [" ".join(phrases[next_value() % len(phrases)] for _ in range(8 + next_value() % 5)) for _ in range(MIXED_COUNT)]


def skparagraph_us(paragraphs, font_files=(FONT,), rounds=5):
    import skia
    from skia import textlayout
    provider = textlayout.TypefaceFontProvider()
    families = []
    for index, path in enumerate(font_files):
        families.append(f"F{index}")
        provider.registerTypeface(skia.Typeface.MakeFromFile(path), families[-1])
    fonts = textlayout.FontCollection()
    fonts.setDefaultFontManager(provider)
    text_style = textlayout.TextStyle()
    text_style.setFontSize(SIZE)
    text_style.setFontFamilies(families)
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
MIXED = "Layout 1k mixed-script paragraphs (word cache warm)"


def ours_us():
    """Runs the Swift benchmarks (release, in .build-release) and reads each one's median wall-clock time
    per paragraph from package-benchmark's text table (columns p0 p25 p50 ...)."""
    output = subprocess.run(["swift", "package", "--scratch-path", ".build-release",
                             "--allow-writing-to-package-directory", "benchmark", "--target", "TextBenchmarks",
                             "--no-progress"],
                            cwd=ROOT, check=True, capture_output=True, text=True).stdout
    lines = output.splitlines()
    medians = {}
    for name in [OURS, MIXED] + VARIANTS:
        if name not in lines:
            raise SystemExit("benchmark '" + name + "' missing from the output")
        for line in lines[lines.index(name):]:
            if "Time (wall clock)" in line:
                cells = [cell.strip() for cell in line.split("\u2502") if cell.strip()]
                unit = cells[0][cells[0].rindex("(") + 1:cells[0].rindex(")")]
                scale = {"s": 1e6, "ms": 1e3, "us": 1.0, "\u03bcs": 1.0, "ns": 1e-3}[unit]
                medians[name] = float(cells[3]) * scale / (MIXED_COUNT if name == MIXED else COUNT)
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
            skia_mixed = skparagraph_us(mixed_corpus(), WORLD_FONTS)
        except ImportError:
            skia = skia_mixed = None
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
    if MIXED in variants:
        mixed = variants[MIXED]
        print(f"{'mixed-script 1k paragraphs (Arabic, Japanese, Thai, emoji)':<60} {'us/paragraph':>12} {'peer / ours':>12}")
        print(f"{'ours (TextEngine, world fallback list)':<60} {mixed:>12.2f} {'1.00':>12}")
        if skia_mixed is not None:
            print(f"{'SkParagraph, the same font files':<60} {skia_mixed:>12.2f} {skia_mixed / mixed:>12.2f}")


if __name__ == "__main__":
    main()
