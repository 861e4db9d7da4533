"""Times PNG encoders on the reference screenshot (the input DiffBenchmarks encodes) and
prints their sizes, medians and ratios against our default encoder.

Peers: Pillow (its default, zlib 6, and compress_level=1), skia-python's PNG encoder and
pycairo's write_to_png when installed (both libpng with default settings). libpng's own
defaults run inside DiffBenchmarks ("PNG encode, libpng defaults") so the same libpng build is
compared.

Run:  swift package --allow-writing-to-package-directory benchmark --target DiffBenchmarks | tee /tmp/ours.txt
      python3 Benchmarks/peers/png_peers.py --ours /tmp/ours.txt
"""
import argparse
import io

from PIL import Image

from peer_timing import median_ms, our_medians, reference_rgba, report


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ours", help="package-benchmark text output of DiffBenchmarks")
    args = parser.parse_args()
    ours = our_medians(args.ours)
    rgba = reference_rgba()
    rgb = Image.fromarray(rgba[..., :3].copy(), "RGB")
    rows = []

    def pillow(level):
        buffer = io.BytesIO()
        rgb.save(buffer, "PNG", compress_level=level)
        return buffer.getvalue()

    for level in (6, 1):
        rows.append((f"Pillow zlib {level} ({len(pillow(level))} bytes)", median_ms(lambda: pillow(level), repeat=9)))
    try:
        import skia

        image = skia.Image.fromarray(rgba, colorType=skia.kRGBA_8888_ColorType)
        size = len(bytes(image.encodeToData(skia.kPNG, 100)))
        rows.append((f"skia-python encodeToData PNG ({size} bytes)",
                     median_ms(lambda: image.encodeToData(skia.kPNG, 100), repeat=9)))
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
        rows.append((f"pycairo write_to_png ({len(cairo_png())} bytes)", median_ms(cairo_png, repeat=9)))
    except ImportError:
        print("pycairo not installed (apt-get install libcairo2-dev; pip install pycairo)")
    libpng = ours.get("PNG encode, libpng defaults (zlib 6, adaptive)")
    if libpng:
        rows.append(("libpng defaults in-process (DiffBenchmarks)", libpng))
    report(rows, ours, "PNG encode, default (zlib 2, Up)")


if __name__ == "__main__":
    main()
