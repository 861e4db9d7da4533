"""Shared by the PNG and diff peer scripts: the reference input, medians, and our numbers.

Our side comes from package-benchmark's text output (`swift package benchmark --target
DiffBenchmarks`), saved to a file and passed with --ours FILE; each table there is headed by
the benchmark's name and its p50 column holds the median. Without --ours only the peers print.
"""
import os
import re
import statistics
import time

import numpy as np
from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))
REFERENCE = os.path.join(HERE, "reference_screenshot.png")


def reference_rgba():
    """The reference screenshot as an H x W x 4 uint8 array (straight alpha)."""
    return np.ascontiguousarray(np.asarray(Image.open(REFERENCE).convert("RGBA")))


def changed_rgba(reference):
    """The same 350-pixel edit DiffBenchmarks makes: a 25x14 block at (600, 1300) set to #333333."""
    changed = reference.copy()
    changed[1300:1314, 600:625, :3] = 51
    return changed


def median_ms(function, repeat=15, warmup=2, clock=time.perf_counter):
    """Median milliseconds of `function` by `clock` (wall clock; time.process_time for CPU time,
    which a loaded machine disturbs far less)."""
    for _ in range(warmup):
        function()
    samples = []
    for _ in range(repeat):
        start = clock()
        function()
        samples.append((clock() - start) * 1000)
    return statistics.median(samples)


def our_medians(path, metric="Time (wall clock)"):
    """{benchmark name: p50 in ms} of `metric` (a row label of the tables, whose unit is in
    parentheses: (ns), (us), (ms), (s)) parsed from package-benchmark's text output."""
    if not path:
        return {}
    medians, name, unit = {}, None, 1.0
    for line in open(path, encoding="utf-8", errors="replace"):
        heading = re.match(r"^([A-Za-z].*\S)\s*$", line)
        if heading and "│" not in line and "|" not in line and not line.startswith(("Host", "Build", "=")):
            name = heading.group(1)
        if metric in line:
            unit = {"(ns)": 1e-6, "(μs)": 1e-3, "(us)": 1e-3, "(ms)": 1.0, "(s)": 1000.0}.get(
                next((u for u in ("(ns)", "(μs)", "(us)", "(ms)", "(s)") if u in line), "(ms)"))
            # A custom metric's large values are shown in thousands or millions, said in the label.
            unit *= 1e3 if "(K)" in line else 1e6 if "(M)" in line else 1.0
            cells = [c.strip() for c in re.split(r"[│|]", line) if c.strip()]
            numbers = [c for c in cells[1:] if re.match(r"^[\d.,]+[KM]?$", c)]
            if name and len(numbers) >= 3:
                medians[name] = parse_number(numbers[2]) * unit  # p0, p25, p50, ...
    return medians


def parse_number(text):
    scale = {"K": 1e3, "M": 1e6}.get(text[-1], 1)
    return float(text.rstrip("KM").replace(",", "")) * scale


def report(rows, ours, our_name):
    """Prints each peer's median and how many times slower than ours it is."""
    mine = ours.get(our_name)
    print(f"ours ({our_name}): " + (f"{mine:.2f} ms" if mine else "not given (--ours FILE)"))
    for peer, ms in rows:
        ratio = f"{ms / mine:6.2f}x ours" if mine else ""
        print(f"  {peer:48s} {ms:9.2f} ms  {ratio}")
