"""kiwisolver (nucleic/kiwi, C++) on the systems of Benchmarks/SolverBenchmarks, in the same
run as ours, with the ratio kiwi / ours.

Usage: solver_peers.py [--ours RESULTS.json] [--limit SECONDS] [--sizes 100,1000,5000]

The systems (keep in step with SolverBenchmarks.swift):
  chain(N): top_0 == 0; height_i == 44; top_i >= top_{i-1} + height_{i-1} + 8 (required)
            and top_i == top_{i-1} + height_{i-1} + 8 (medium).
  grid(N):  rows of 10 views tied to the edit variable container.width (strong, suggested 1024
            before the views are added); width_i == (container.width - 104) / 10 (strong),
            width_i <= 200, height_i == 0.75 width_i, left and top chained with 8-point gaps
            from 16.
  resize:   on one grid built once, a cycle of suggestions container.width 320, 1024, 2400,
            each followed by updateVariables; one sample is one cycle (three resizes), timed
            back to back (ours runs ten cycles per sample and is divided by ten).

Each kiwi case runs in a child process killed after --limit seconds (kiwi needs minutes for a
5000-view chain); such a case prints "> limit". Our medians come from package-benchmark's
JMH export of the same run:

  swift package --allow-writing-to-package-directory benchmark --target SolverBenchmarks \
      --format jmh --path .build/solver-bench
  python3 Benchmarks/peers/solver_peers.py --ours .build/solver-bench/Current_run.jmh.json

Without --ours only kiwi's column is filled.
"""
import argparse
import json
import multiprocessing
import statistics
import sys
import time

WIDTHS = [320.0, 1024.0, 2400.0]
# Our resize samples run this many cycles back to back (resizeCyclesPerSample in
# SolverBenchmarks.swift); kiwi's samples are single cycles timed back to back.
RESIZE_CYCLES_PER_SAMPLE = 10


def chain(kiwi, count):
    solver = kiwi.Solver()
    previous = None
    for index in range(count):
        top, height = kiwi.Variable("v%d.top" % index), kiwi.Variable("v%d.height" % index)
        solver.addConstraint(height == 44)
        if previous is None:
            solver.addConstraint(top == 0)
        else:
            solver.addConstraint(top >= previous[0] + previous[1] + 8)
            solver.addConstraint((top == previous[0] + previous[1] + 8) | "medium")
        previous = (top, height)
    solver.updateVariables()
    return solver


def grid(kiwi, count):
    solver = kiwi.Solver()
    container = kiwi.Variable("container.width")
    solver.addEditVariable(container, "strong")
    solver.suggestValue(container, 1024)
    lefts, tops, widths, heights = [], [], [], []
    for index in range(count):
        left, top = kiwi.Variable("v%d.left" % index), kiwi.Variable("v%d.top" % index)
        width, height = kiwi.Variable("v%d.width" % index), kiwi.Variable("v%d.height" % index)
        solver.addConstraint((width == (container - 104) / 10) | "strong")
        solver.addConstraint(width <= 200)
        solver.addConstraint(height == width * 0.75)
        if index % 10 == 0:
            solver.addConstraint(left == 16)
        else:
            solver.addConstraint(left == lefts[index - 1] + widths[index - 1] + 8)
        if index < 10:
            solver.addConstraint(top == 16)
        else:
            solver.addConstraint(top == tops[index - 10] + heights[index - 10] + 8)
        lefts.append(left); tops.append(top); widths.append(width); heights.append(height)
    solver.updateVariables()
    return solver, container


def measure(case, count, budget, queue):
    import kiwisolver as kiwi
    samples = []
    started = time.perf_counter()
    if case == "resize":
        solver, container = grid(kiwi, count)
        queue.put("built")
        started = time.perf_counter()
        while (time.perf_counter() - started < budget and len(samples) < 1000) or len(samples) < 3:
            begin = time.perf_counter()
            for width in WIDTHS:
                solver.suggestValue(container, width)
                solver.updateVariables()
            samples.append(time.perf_counter() - begin)
    else:
        build = chain if case == "chain" else lambda k, n: grid(k, n)[0]
        while (time.perf_counter() - started < budget and len(samples) < 20) or not samples:
            begin = time.perf_counter()
            build(kiwi, count)
            samples.append(time.perf_counter() - begin)
    queue.put(statistics.median(samples))


def kiwi_median(case, count, limit):
    queue = multiprocessing.Queue()
    process = multiprocessing.Process(target=measure, args=(case, count, min(5.0, limit), queue))
    process.start()
    try:
        result = queue.get(timeout=limit)
        if result == "built":  # a resize case: the grid is built, now time the resizes
            result = queue.get(timeout=limit)
    except Exception:  # queue.Empty: over the limit
        result = None
    if process.is_alive():
        process.kill()
    process.join()
    return result


def our_medians(path):
    """Medians in seconds by benchmark name, from package-benchmark's jmh export."""
    if not path:
        return {}
    with open(path) as handle:
        data = json.load(handle)
    medians = {}
    for entry in data:
        # The wall clock is a secondary metric beside the throughput the format requires.
        metric = next((m for key, m in entry.get("secondaryMetrics", {}).items() if "wall clock" in key.lower()),
                      entry.get("primaryMetric", {}))
        value = metric.get("scorePercentiles", {}).get("50.0", metric.get("score"))
        unit = metric.get("scoreUnit", "μs")
        scale = {"ns": 1e-9, "us": 1e-6, "μs": 1e-6, "ms": 1e-3, "s": 1.0}.get(unit, 1e-6)
        # package-benchmark names entries "package.benchmark.TARGET.NAME" with spaces as "_".
        name = entry["benchmark"].split("SolverBenchmarks.", 1)[-1].replace("_", " ")
        medians[name] = value * scale
    return medians


def show(seconds):
    if seconds is None:
        return "n/a"
    return "%.3f ms" % (seconds * 1e3) if seconds < 1 else "%.2f s" % seconds


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ours", help="package-benchmark jmh export of SolverBenchmarks")
    parser.add_argument("--limit", type=float, default=60.0)
    parser.add_argument("--sizes", default="100,1000,5000")
    args = parser.parse_args()
    try:
        import kiwisolver  # noqa: F401
    except ImportError:
        print("kiwisolver is not installed (pip install kiwisolver); nothing to compare")
        return 1
    ours = our_medians(args.ours)
    names = {"chain": "chain build+solve N=%d", "grid": "grid build+solve N=%d",
             "resize": "grid resize x%d N=%%d" % RESIZE_CYCLES_PER_SAMPLE}
    print("| case | N | ours (median) | kiwi (median) | kiwi / ours |  (resize: one cycle of 3 resizes)")
    print("|---|---|---|---|---|")
    for count in [int(s) for s in args.sizes.split(",")]:
        for case in ["chain", "grid", "resize"]:
            kiwi = kiwi_median(case, count, args.limit)
            mine = ours.get(names[case] % count)
            if mine and case == "resize":
                mine /= RESIZE_CYCLES_PER_SAMPLE
            kiwi_text = show(kiwi) if kiwi is not None else "> %g s (limit)" % args.limit
            if kiwi is not None and mine:
                ratio = "%.1fx" % (kiwi / mine)
            elif kiwi is None and mine:
                ratio = "> %.0fx" % (args.limit / mine)
            else:
                ratio = "n/a"
            print("| %s | %d | %s | %s | %s |" % (case, count, show(mine), kiwi_text, ratio))
            sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
