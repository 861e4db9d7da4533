"""Times the peers of `ImageComparator` on the inputs DiffBenchmarks uses and prints ratios.

Peers: a memcmp of the two pixel buffers (Python's bytes equality), pybind11-pixelmatch (the
C++ port of mapbox/pixelmatch; the JS original cannot be installed here: npm is unreachable),
and the pure-Python PyPI pixelmatch on a 200-row crop (it is for correctness, far too slow for
the whole screen; its time is scaled up by the row count).

Run:  swift package --allow-writing-to-package-directory benchmark --target DiffBenchmarks | tee /tmp/ours.txt
      python3 Benchmarks/peers/diff_peers.py --ours /tmp/ours.txt
"""
import argparse

import numpy as np

from peer_timing import changed_rgba, median_ms, our_medians, reference_rgba, report


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ours", help="package-benchmark text output of DiffBenchmarks")
    args = parser.parse_args()
    ours = our_medians(args.ours)
    reference = reference_rgba()
    copy = reference.copy()
    changed = changed_rgba(reference)
    a, b = reference.tobytes(), copy.tobytes()
    report([("memcmp (bytes ==)", median_ms(lambda: a == b, repeat=51))], ours, "memcmp of two 1170x2532 RGBA buffers")
    rows = []
    try:
        import pybind11_pixelmatch as pm

        output = np.zeros_like(reference)
        options = pm.Options()
        options.threshold = 0.1
        count = pm.pixelmatch(reference, changed, output=output, options=options)
        print(f"pybind11-pixelmatch counts {count} changed pixels")
        rows.append(("pybind11-pixelmatch, identical", median_ms(lambda: pm.pixelmatch(reference, copy, options=options))))
        rows.append(("pybind11-pixelmatch, 350 changed + diff image",
                     median_ms(lambda: pm.pixelmatch(reference, changed, output=output, options=options))))
    except ImportError:
        print("pybind11-pixelmatch not installed (pip install pybind11-pixelmatch)")
    try:
        from pixelmatch import pixelmatch

        rows_cropped = 200
        crop_a = reference[1200:1200 + rows_cropped].tobytes()
        crop_b = changed[1200:1200 + rows_cropped].tobytes()
        out = bytearray(len(crop_a))
        ms = median_ms(lambda: pixelmatch(crop_a, crop_b, reference.shape[1], rows_cropped, out), repeat=1, warmup=0)
        rows.append(("PyPI pixelmatch (pure Python), scaled to full", ms * reference.shape[0] / rows_cropped))
    except ImportError:
        print("PyPI pixelmatch not installed (make peers)")
    report([r for r in rows if "identical" in r[0]], ours, "diff identical 1170x2532")
    report([r for r in rows if "identical" not in r[0]], ours, "diff 350 changed pixels with difference image")


if __name__ == "__main__":
    main()
