"""Times PNG encoders on two pictures and prints their medians, sizes and ratios: the reference
screenshot (the input DiffBenchmarks encodes, 1170x2532) and a gallery picture, issue 6's alert
modal on iPhone 15 at 3x (alert_modal_3x.png, 1179x2556, written by `layout-render render
examples/alert-modal.json`).

Ours come from DiffBenchmarks' text output (--ours: wall time and the process's CPU time per
run) and the sizes it writes to .build/benchmarks/png_sizes.txt (--sizes); peers are timed here
in wall and CPU time. Issue 16's goal is read against libpng's own defaults
run inside DiffBenchmarks ("libpng defaults (zlib 6, adaptive)"), so the same libpng build is
compared: at least 10 times faster, files at most 1.6 times its size.
Peers in this process: Pillow (its default, zlib 6, and compress_level=1), skia-python's PNG
encoder and pycairo's write_to_png when installed (both libpng with default settings).

Run:  swift package --allow-writing-to-package-directory benchmark --target DiffBenchmarks | tee /tmp/ours.txt
      python3 Benchmarks/peers/png_peers.py --ours /tmp/ours.txt
"""
import argparse
import io
import os
import time

import numpy as np
from PIL import Image

from peer_timing import HERE, median_ms, our_medians

PICTURES = [("reference screenshot", "reference_screenshot.png", ""),
            ("alert modal 3x", "alert_modal_3x.png", "alert modal 3x, ")]
DEFAULT = "default (own coder, 1 thread)"
LIBPNG = "libpng defaults (zlib 6, adaptive)"


CPU = "CPU time of the process (us)"


def peers(rgba, repeat):
    """(name, median wall ms, median CPU ms, bytes) of each peer encoder installed."""
    opaque = bool((rgba[..., 3] == 255).all())
    image = Image.fromarray(rgba[..., :3].copy(), "RGB") if opaque else Image.fromarray(rgba, "RGBA")
    rows = []

    def timed(name, function):
        rows.append((name, median_ms(function, repeat=repeat),
                     median_ms(function, repeat=repeat, clock=time.process_time), len(function())))

    def pillow(level):
        buffer = io.BytesIO()
        image.save(buffer, "PNG", compress_level=level)
        return buffer.getvalue()

    for level in (6, 1):
        timed(f"Pillow zlib {level}", lambda: pillow(level))
    try:
        import skia

        sk = skia.Image.fromarray(rgba, colorType=skia.kRGBA_8888_ColorType)
        timed("skia-python encodeToData PNG", lambda: bytes(sk.encodeToData(skia.kPNG, 100)))
    except ImportError:
        print("skia-python not installed (pip install skia-python)")
    try:
        import cairo

        bgra = rgba[..., [2, 1, 0, 3]].copy()
        surface = cairo.ImageSurface.create_for_data(memoryview(bgra), cairo.FORMAT_ARGB32, rgba.shape[1], rgba.shape[0])

        def cairo_png():
            buffer = io.BytesIO()
            surface.write_to_png(buffer)
            return buffer.getvalue()
        timed("pycairo write_to_png", cairo_png)
    except ImportError:
        print("pycairo not installed (apt-get install libcairo2-dev; pip install pycairo)")
    return rows


def read_sizes(path):
    sizes = {}
    if path and os.path.exists(path):
        for line in open(path, encoding="utf-8"):
            name, _, value = line.rpartition(": ")
            if name and value.strip().isdigit():
                sizes[name] = int(value)
    return sizes


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ours", help="package-benchmark text output of DiffBenchmarks")
    parser.add_argument("--sizes", default=os.path.join(HERE, "..", "..", ".build", "benchmarks", "png_sizes.txt"),
                        help="the sizes DiffBenchmarks wrote")
    parser.add_argument("--repeat", type=int, default=9)
    args = parser.parse_args()
    ours = our_medians(args.ours)
    ours_cpu = our_medians(args.ours, metric=CPU)
    sizes = read_sizes(args.sizes)
    for title, file, prefix in PICTURES:
        rgba = np.ascontiguousarray(np.asarray(Image.open(os.path.join(HERE, file)).convert("RGBA")))
        print(f"\n{title} ({rgba.shape[1]}x{rgba.shape[0]}); medians, ratios are libpng defaults' time / the row's")
        key = f"PNG encode, {prefix}"
        rows = []
        for name, ms in ours.items():
            if name.startswith(key) and (prefix or "alert modal" not in name):
                rows.append((f"layout-render {name[len(key):]}", ms, ours_cpu.get(name), sizes.get(name)))
        rows += peers(rgba, args.repeat)
        libpng = ours.get(key + LIBPNG)
        libpng_cpu = ours_cpu.get(key + LIBPNG)
        libpng_size = sizes.get(key + LIBPNG)
        print(f"  {'encoder':50s} {'wall ms':>8s} {'ratio':>6s} {'CPU ms':>8s} {'ratio':>6s} {'bytes':>8s} {'/ libpng':>8s}")
        for name, ms, cpu, size in rows:
            cells = [f"{ms:8.2f}", f"{libpng / ms:6.2f}" if libpng else " " * 6,
                     f"{cpu:8.2f}" if cpu else " " * 8, f"{libpng_cpu / cpu:6.2f}" if cpu and libpng_cpu else " " * 6,
                     f"{size:8d}" if size else " " * 8, f"{size / libpng_size:8.2f}" if size and libpng_size else ""]
            print(f"  {name:50s} " + " ".join(cells))
        mine, mine_cpu, mine_size = ours.get(key + DEFAULT), ours_cpu.get(key + DEFAULT), sizes.get(key + DEFAULT)
        if mine and libpng:
            cpu_note = f", {libpng_cpu / mine_cpu:.1f}x in CPU time" if mine_cpu and libpng_cpu else ""
            size_note = f"; file {mine_size / libpng_size:.2f}x its size (goal at most 1.6x)" if mine_size and libpng_size else ""
            print(f"  goal: our default is {libpng / mine:.1f}x faster than libpng's defaults in wall time{cpu_note}"
                  f" (goal at least 10x){size_note}")


if __name__ == "__main__":
    main()
