"""Times PNG encoders on two pictures and prints their medians, sizes and ratios: the reference
screenshot (the input DiffBenchmarks encodes, 1170x2532) and a gallery picture, issue 6's alert
modal on iPhone 15 at 3x (alert_modal_3x.png, 1179x2556, written by `layout-render render
examples/alert-modal.json`).

Ours come from DiffBenchmarks' text output (--ours) and the sizes it writes to
.build/benchmarks/png_sizes.txt (--sizes). Issue 16's goal is read against libpng's own defaults
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

import numpy as np
from PIL import Image

from peer_timing import HERE, median_ms, our_medians

PICTURES = [("reference screenshot", "reference_screenshot.png", ""),
            ("alert modal 3x", "alert_modal_3x.png", "alert modal 3x, ")]
DEFAULT = "default (own coder, 1 thread)"
LIBPNG = "libpng defaults (zlib 6, adaptive)"


def peers(rgba, repeat):
    """(name, median ms, bytes) of each peer encoder installed."""
    opaque = bool((rgba[..., 3] == 255).all())
    image = Image.fromarray(rgba[..., :3].copy(), "RGB") if opaque else Image.fromarray(rgba, "RGBA")
    rows = []

    def pillow(level):
        buffer = io.BytesIO()
        image.save(buffer, "PNG", compress_level=level)
        return buffer.getvalue()

    for level in (6, 1):
        rows.append((f"Pillow zlib {level}", median_ms(lambda: pillow(level), repeat=repeat), len(pillow(level))))
    try:
        import skia

        sk = skia.Image.fromarray(rgba, colorType=skia.kRGBA_8888_ColorType)
        rows.append(("skia-python encodeToData PNG", median_ms(lambda: sk.encodeToData(skia.kPNG, 100), repeat=repeat),
                     len(bytes(sk.encodeToData(skia.kPNG, 100)))))
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
        rows.append(("pycairo write_to_png", median_ms(cairo_png, repeat=repeat), len(cairo_png())))
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
    sizes = read_sizes(args.sizes)
    for title, file, prefix in PICTURES:
        rgba = np.ascontiguousarray(np.asarray(Image.open(os.path.join(HERE, file)).convert("RGBA")))
        print(f"\n{title} ({rgba.shape[1]}x{rgba.shape[0]})")
        mine = ours.get(f"PNG encode, {prefix}{DEFAULT}")
        libpng = ours.get(f"PNG encode, {prefix}{LIBPNG}")
        libpng_size = sizes.get(f"PNG encode, {prefix}{LIBPNG}")
        rows = []
        for name, ms in ours.items():
            if name.startswith("PNG encode, ") and (prefix or "alert modal" not in name) and name.startswith(f"PNG encode, {prefix}"):
                rows.append((f"layout-render {name[len('PNG encode, ' + prefix):]}", ms, sizes.get(name)))
        rows += peers(rgba, args.repeat)
        print(f"  {'encoder':44s} {'median ms':>10s} {'/ ours':>8s} {'libpng / it':>12s} {'bytes':>9s} {'/ libpng':>9s}")
        for name, ms, size in rows:
            ratio = f"{ms / mine:8.2f}" if mine else f"{'':8s}"
            speed = f"{libpng / ms:12.2f}" if libpng else f"{'':12s}"
            size_text = f"{size:9d}" if size else f"{'':9s}"
            size_ratio = f"{size / libpng_size:9.2f}" if size and libpng_size else ""
            print(f"  {name:44s} {ms:10.2f} {ratio} {speed} {size_text} {size_ratio}")
        if mine and libpng:
            mine_size = sizes.get(f"PNG encode, {prefix}{DEFAULT}")
            size_note = f", file {mine_size / libpng_size:.2f}x its size (goal at most 1.6x)" if mine_size and libpng_size else ""
            print(f"  goal: our default is {libpng / mine:.1f}x faster than libpng's defaults (goal at least 10x){size_note}")


if __name__ == "__main__":
    main()
