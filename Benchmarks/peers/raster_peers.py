"""Draws issue 2's reference scene (raster_scene.json, 1170x2532 px) with pycairo and
skia-python, times each (median of --runs), runs our RasterizerBenchmarks on the same file in
the same run, and prints the ratios peer / ours (above 1: we are faster).

Usage: raster_peers.py [--runs 30] [--ours-ms MEDIAN] [--save DIR]

Ours comes from the RasterizerBenchmarks executable (built here with `swift build -c release
--scratch-path .build-release --product RasterizerBenchmarks`, run with `--filter
ReferenceSceneDraw$`, package-benchmark's own timing) unless --ours-ms gives a median already
measured. --save writes each peer's picture as PNG beside ours for a look.
Install the peers with `pip install pycairo skia-python` (pycairo needs libcairo2-dev).
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def load_scene():
    with open(os.path.join(HERE, "raster_scene.json")) as handle:
        return json.load(handle)


def rgba(hex_color):
    value = hex_color.lstrip("#")
    return tuple(int(value[i:i + 2], 16) for i in (0, 2, 4, 6))


def draw_cairo(scene):
    import cairo
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, scene["width"], scene["height"])
    cr = cairo.Context(surface)
    cr.set_antialias(cairo.ANTIALIAS_GRAY)

    def source(color):
        r, g, b, a = rgba(color)
        cr.set_source_rgba(r / 255, g / 255, b / 255, a / 255)

    source(scene["background"])
    cr.paint()
    for op in scene["ops"]:
        source(op["color"])
        kind = op["kind"]
        if kind == "rect":
            cr.rectangle(op["x"], op["y"], op["width"], op["height"])
            cr.fill()
        elif kind == "roundedRect":
            x, y, w, h, r = op["x"], op["y"], op["width"], op["height"], op["radius"]
            cr.new_sub_path()
            cr.arc(x + w - r, y + r, r, -1.5707963267948966, 0)
            cr.arc(x + w - r, y + h - r, r, 0, 1.5707963267948966)
            cr.arc(x + r, y + h - r, r, 1.5707963267948966, 3.141592653589793)
            cr.arc(x + r, y + r, r, 3.141592653589793, 4.71238898038469)
            cr.close_path()
            cr.fill()
        elif kind == "line":
            cr.set_line_width(op["width"])
            cr.move_to(op["x0"], op["y0"])
            cr.line_to(op["x1"], op["y1"])
            cr.stroke()
    surface.flush()
    return surface


def draw_skia(scene):
    import skia
    surface = skia.Surface(scene["width"], scene["height"])
    canvas = surface.getCanvas()
    canvas.clear(skia.Color(*[rgba(scene["background"])[i] for i in (0, 1, 2, 3)]))
    paint = skia.Paint(AntiAlias=True)
    for op in scene["ops"]:
        r, g, b, a = rgba(op["color"])
        paint.setColor(skia.Color(r, g, b, a))
        kind = op["kind"]
        if kind == "rect":
            paint.setStyle(skia.Paint.kFill_Style)
            canvas.drawRect(skia.Rect.MakeXYWH(op["x"], op["y"], op["width"], op["height"]), paint)
        elif kind == "roundedRect":
            paint.setStyle(skia.Paint.kFill_Style)
            rect = skia.Rect.MakeXYWH(op["x"], op["y"], op["width"], op["height"])
            canvas.drawRRect(skia.RRect.MakeRectXY(rect, op["radius"], op["radius"]), paint)
        elif kind == "line":
            paint.setStyle(skia.Paint.kStroke_Style)
            paint.setStrokeWidth(op["width"])
            canvas.drawLine(op["x0"], op["y0"], op["x1"], op["y1"], paint)
    surface.flushAndSubmit()
    return surface


def median_seconds(draw, scene, runs):
    draw(scene)  # warm up: imports, allocator, caches
    samples = []
    for _ in range(runs):
        begin = time.perf_counter()
        draw(scene)
        samples.append(time.perf_counter() - begin)
    return statistics.median(samples)


def our_median_seconds():
    """Median wall clock of ReferenceSceneDraw, from the release benchmark executable's own
    timing (package-benchmark's runner prints an HdrHistogram percentile table in ns)."""
    subprocess.run(["swift", "build", "-c", "release", "--scratch-path", ".build-release",
                    "--product", "RasterizerBenchmarks"], cwd=ROOT, check=True, capture_output=True)
    binary = os.path.join(ROOT, ".build-release", "release", "RasterizerBenchmarks")
    output = subprocess.run([binary, "--filter", "ReferenceSceneDraw$"], cwd=ROOT,
                            capture_output=True, text=True, check=True).stdout
    in_wall_clock = False
    for line in output.splitlines():
        if line.startswith("Time (wall clock)"):
            in_wall_clock = True
            continue
        cells = line.split()
        if in_wall_clock and len(cells) >= 3 and re.match(r"^[0-9.]+$", cells[0]) and float(cells[1]) >= 0.5:
            return float(cells[0]) * 1e-9
    raise SystemExit("could not find the ReferenceSceneDraw wall clock median in:\n" + output)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--ours-ms", type=float)
    parser.add_argument("--save")
    args = parser.parse_args()
    scene = load_scene()
    results = {}
    for name, draw in (("pycairo", draw_cairo), ("skia-python", draw_skia)):
        try:
            results[name] = median_seconds(draw, scene, args.runs)
        except ImportError as error:
            print("%s unavailable: %s" % (name, error), file=sys.stderr)
    if args.save:
        os.makedirs(args.save, exist_ok=True)
        if "pycairo" in results:
            draw_cairo(scene).write_to_png(os.path.join(args.save, "cairo.png"))
        if "skia-python" in results:
            draw_skia(scene).makeImageSnapshot().save(os.path.join(args.save, "skia.png"))
    ours = args.ours_ms / 1000 if args.ours_ms else our_median_seconds()
    print("reference scene 1170x2532, median of %d runs" % args.runs)
    print("%-14s %10s %14s" % ("renderer", "median ms", "peer / ours"))
    print("%-14s %10.2f %14s" % ("ours", ours * 1000, "1.00"))
    for name, seconds in results.items():
        print("%-14s %10.2f %14.2f" % (name, seconds * 1000, seconds / ours))


if __name__ == "__main__":
    main()
