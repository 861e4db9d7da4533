"""Issue 16's and 17's input goals as whole processes, the way a user meets them.

Usage: python3 Benchmarks/peers/input_peers.py [--binary .build/cli/release/layout-render] [--runs 11]

Writes, into a temporary folder, the inputs Benchmarks/SceneFileBenchmarks builds in memory: a
`solve` case of a 1000-view chain (10,000 constraints) and raw scenes of 10,000 and 100,000 nodes.
Then it times, as separate processes, medians of --runs runs:
- `layout-render solve chain.json` (goal: under 0.1 s), beside kiwisolver reading and solving the
  same file through Benchmarks/peers/solver_case_kiwi.py (the peer, one process too);
- `layout-render render raw-10000.json` and `raw-100000.json` (issue 17: 100,000 nodes under 1 s);
- `layout-render render` of issue 2's reference scene (raster_scene.json's 224 operations as a raw
  scene file: rectangles, rounded rectangles, hairlines as one-pixel rectangles) against pycairo
  drawing the same operations and writing the PNG in process (issue 16: under 25 ms, 5x pycairo).
Needs only Python; kiwisolver and pycairo for the peer rows (skipped without them).
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


class Numbers:
    """The benchmarks' 64-bit LCG (Knuth's MMIX constants)."""

    def __init__(self):
        self.state = 0x2545F4914F6CDD1D

    def next(self, low, high):
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        return low + (self.state >> 11) / float(1 << 53) * (high - low)


def raw_scene(count):
    numbers = Numbers()

    def n(low, high):
        return "%.2f" % numbers.next(low, high)

    parts = ['{\n "size": {"width": 390, "height": 844},\n "scale": 1,\n "nodes": [\n']
    for i in range(count):
        color = "#%06XFF" % int(numbers.next(0, 16777215))
        node = ('  {\n   "id": "n%d",\n   "frame": {\n    "x": %s,\n    "y": %s,\n' % (i, n(0, 380), n(0, 840))
                + '    "width": %s,\n    "height": %s\n   },\n   "fill": "%s"' % (n(1, 30), n(1, 30), color))
        if i % 3 == 0:
            node += ',\n   "cornerRadius": 4'
        if i % 5 == 0:
            node += ',\n   "border": {"width": 1, "color": "#000000FF"}'
        if i % 7 == 0:
            node += ',\n   "opacity": 0.5'
        parts.append(node + ("\n  }\n" if i == count - 1 else "\n  },\n"))
    return "".join(parts) + " ]\n}\n"


def chain_case(views):
    variables, constraints = [], []

    def add(terms, constant, op, strength=1001001000):
        term_text = ", ".join('["%s", %s]' % (name, coefficient) for name, coefficient in terms)
        constraints.append('{"id": %d, "terms": [%s], "constant": %s, "op": "%s", "strength": %s}'
                           % (len(constraints), term_text, constant, op, strength))

    for i in range(views):
        top, height, left, width = "top_%d" % i, "height_%d" % i, "left_%d" % i, "width_%d" % i
        variables += [top, height, left, width]
        if i == 0:
            add([(top, 1)], 0, "==")
        else:
            add([(top, 1), ("top_%d" % (i - 1), -1), ("height_%d" % (i - 1), -1)], -8, ">=")
        add([(height, 1)], -44, "==")
        add([(left, 1)], -16, ">=")
        add([(left, 1), (width, 1)], -374, "<=")
        add([(width, 1)], -100, ">=")
        add([(width, 1)], -358, "==", 1000)
        add([(left, 1)], -16, "==", 1)
        add([(height, 1), (width, -0.25)], 0, ">=", 1)
        add([(top, 1)], -100000, "<=")
        add([(width, 1), (height, -1)], 0, ">=")
    names = ", ".join('"%s"' % v for v in variables)
    return ('{"variables": [%s],\n"edit_variables": [{"name": "width_0", "strength": 1000000}],\n' % names
            + '"constraints": [\n' + ",\n".join(constraints) + "\n],\n"
            + '"steps": [{"suggest": {"width_0": 300}}, {"suggest": {"width_0": 200}}]}\n')


def reference_scene():
    """raster_scene.json's operations as a raw scene file (device pixels, scale 1)."""
    sys.path.insert(0, HERE)
    import raster_peers
    scene = raster_peers.load_scene()
    nodes = []
    for op in scene["ops"]:
        kind = op["kind"]
        if kind == "line":
            half = op["width"] / 2
            if op["y0"] == op["y1"]:
                frame = {"x": op["x0"], "y": op["y0"] - half, "width": op["x1"] - op["x0"], "height": op["width"]}
            else:
                frame = {"x": op["x0"] - half, "y": op["y0"], "width": op["width"], "height": op["y1"] - op["y0"]}
            nodes.append({"frame": frame, "fill": op["color"]})
            continue
        node = {"frame": {k: op[k] for k in ("x", "y", "width", "height")}, "fill": op["color"]}
        if kind == "roundedRect":
            node["cornerRadius"] = op["radius"]
        nodes.append(node)
    return scene, {"size": {"width": scene["width"], "height": scene["height"]}, "scale": 1,
                   "background": scene["background"], "nodes": nodes}


def median_seconds(command, runs):
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        samples.append(time.perf_counter() - start)
        if result.returncode != 0:
            raise SystemExit("%s failed: %s" % (" ".join(command), result.stderr.decode()))
    return statistics.median(samples)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/cli/release/layout-render")
    parser.add_argument("--runs", type=int, default=11)
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="input-peers-")
    files = {"chain.json": chain_case(1000), "raw-10000.json": raw_scene(10000), "raw-100000.json": raw_scene(100000)}
    for name, text in files.items():
        with open(os.path.join(folder, name), "w") as handle:
            handle.write(text)
    chain = os.path.join(folder, "chain.json")
    print("| process | median s | goal | peer | peer / ours |")
    print("|---|---|---|---|---|")
    ours = median_seconds([args.binary, "solve", chain], args.runs)
    try:
        import kiwisolver  # noqa: F401
        kiwi = median_seconds([sys.executable, os.path.join(HERE, "solver_case_kiwi.py"), chain], 3)
        peer = "kiwisolver %.3f s" % kiwi
        ratio = "%.1f" % (kiwi / ours)
    except ImportError:
        peer, ratio = "kiwisolver not installed", ""
    print("| `solve` 1000-view chain (%d KB, 10,000 constraints) | %.3f | 0.1 | %s | %s |"
          % (len(files["chain.json"]) // 1000, ours, peer, ratio))
    for count in (10000, 100000):
        scene = os.path.join(folder, "raw-%d.json" % count)
        seconds = median_seconds([args.binary, "render", scene, "-o", os.path.join(folder, "out.png")],
                                 args.runs if count == 10000 else max(3, args.runs // 3))
        goal = "1" if count == 100000 else ""
        print("| `render` %d raw nodes (%d KB) | %.3f | %s | | |" % (count, len(files["raw-%d.json" % count]) // 1000, seconds, goal))
    operations, scene = reference_scene()
    path = os.path.join(folder, "reference-scene.json")
    with open(path, "w") as handle:
        json.dump(scene, handle)
    ours = median_seconds([args.binary, "render", path, "-o", os.path.join(folder, "reference.png")], args.runs * 2)
    try:
        sys.path.insert(0, HERE)
        import raster_peers

        def cairo_draw_and_write():
            raster_peers.draw_cairo(operations).write_to_png(os.path.join(folder, "cairo.png"))
        cairo_draw_and_write()
        samples = []
        for _ in range(args.runs):
            start = time.perf_counter()
            cairo_draw_and_write()
            samples.append(time.perf_counter() - start)
        cairo = statistics.median(samples)
        peer, ratio = "pycairo draw + write_to_png, in process, %.3f s" % cairo, "%.1f" % (cairo / ours)
    except ImportError:
        peer, ratio = "pycairo not installed", ""
    print("| `render` issue 2's reference scene (224 nodes, 1170x2532) | %.3f | 0.025 | %s | %s |" % (ours, peer, ratio))
    if ratio:
        # The same as a process, as ours is measured: Python's start, the import, drawing and writing.
        script = ("import sys; sys.path.insert(0, %r); import raster_peers; "
                  "raster_peers.draw_cairo(raster_peers.load_scene()).write_to_png(%r)" % (HERE, os.path.join(folder, "cairo.png")))
        process = median_seconds([sys.executable, "-c", script], args.runs)
        print("| same, pycairo as a process too | | | pycairo process %.3f s | %.1f |" % (process, process / ours))


if __name__ == "__main__":
    main()
