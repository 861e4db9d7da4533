#!/usr/bin/env python3
"""Live preview latency (issue 15): from a scene file's change to the new picture in a browser.

Starts `layout-render preview SCENE --port 0 --verbose` on a copy of the scene, opens its page in
headless Chromium, then edits the scene RUNS times (its first "title" gets a counter appended,
written in place as an editor saves) and times, for each edit, from just before the write to the
moment the page reports the new picture shown: decoded, swapped in, in the frame that paints it
(the page's `shown` acknowledgement, which the server prints with --verbose). Each edit waits a
random 50-150 ms first so edits fall at every phase of the watcher's 20 ms poll.

Prints the median, 90th percentile, minimum and maximum of the whole latency, and the medians of its
parts: from the write to the server's drawing (the poll's wait), the drawing itself (layout, pixels,
PNG; the server's own timing), and from the drawing to the page's acknowledgement (the WebSocket
push, the browser's decode and the frame).

Usage: python3 scripts/preview_latency.py [--binary .build/cli/release/layout-render]
                                          [--scene examples/alert-modal.json] [--runs 40]
"""
import argparse
import json
import os
import queue
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def lines_of(process, sink):
    """Puts (monotonic time, line) for each line the server prints."""
    for line in process.stdout:
        sink.put((time.monotonic(), line.rstrip("\n")))


def wait_for(sink, pattern, timeout=60, accept=lambda match: True):
    deadline = time.monotonic() + timeout
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            sys.exit(f"no line matching {pattern!r} within {timeout} s")
        try:
            stamp, line = sink.get(timeout=left)
        except queue.Empty:
            continue
        match = re.search(pattern, line)
        if match and accept(match):
            return stamp, match


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/cli/release/layout-render"))
    parser.add_argument("--scene", default=os.path.join(ROOT, "examples/alert-modal.json"))
    parser.add_argument("--runs", type=int, default=40)
    parser.add_argument("--chromium", default=shutil.which("chromium") or "chromium")
    arguments = parser.parse_args()

    work = tempfile.mkdtemp(prefix="preview-latency-")
    scene_path = os.path.join(work, os.path.basename(arguments.scene))
    with open(arguments.scene, encoding="utf-8") as source:
        scene = json.load(source)
    title = scene["content"][0]["title"]

    def write(counter):
        scene["content"][0]["title"] = f"{title} {counter}"
        text = json.dumps(scene, ensure_ascii=False)
        with open(scene_path, "w", encoding="utf-8") as out:
            out.write(text)

    write(0)
    server = subprocess.Popen([arguments.binary, "preview", scene_path, "--port", "0", "--verbose"],
                              stdout=subprocess.PIPE, text=True, bufsize=1)
    browser = None
    try:
        sink = queue.Queue()
        threading.Thread(target=lines_of, args=(server, sink), daemon=True).start()
        _, match = wait_for(sink, r"Previewing at (http://\S+)")
        url = match.group(1)
        browser = subprocess.Popen([arguments.chromium, "--headless", "--no-sandbox", "--disable-gpu",
                                    f"--user-data-dir={work}/profile", "--remote-debugging-port=0", url],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for(sink, r"shown \(version \d+\)")
        totals, drawing, waiting, showing = [], [], [], []
        for run in range(1, arguments.runs + 1):
            time.sleep(random.uniform(0.05, 0.15))
            # Lines still queued belong to the previous edit (a second drawing of a half-written file).
            while not sink.empty():
                sink.get_nowait()
            started = time.monotonic()
            write(run)
            drawn_at, drawn = wait_for(sink, r"drawn \(version (\d+), ([\d.]+) ms\)")
            # A file caught half-written is drawn twice (versions N, N+1); the page may only get N+1.
            shown_at = wait_for(sink, r"shown \(version (\d+)\)",
                                accept=lambda match: int(match.group(1)) >= int(drawn.group(1)))[0]
            totals.append((shown_at - started) * 1000)
            drawing.append(float(drawn.group(2)))
            waiting.append((drawn_at - started) * 1000 - float(drawn.group(2)))
            showing.append((shown_at - drawn_at) * 1000)
        totals.sort()
        p90 = totals[int(0.9 * (len(totals) - 1))]
        print(f"preview latency, {os.path.basename(arguments.scene)}, {arguments.runs} edits: "
              f"median {statistics.median(totals):.1f} ms, p90 {p90:.1f} ms, "
              f"min {totals[0]:.1f} ms, max {totals[-1]:.1f} ms; "
              f"medians of its parts: noticing the change {statistics.median(waiting):.1f} ms, "
              f"drawing (layout, pixels, PNG) {statistics.median(drawing):.1f} ms, "
              f"push, decode and frame in the browser {statistics.median(showing):.1f} ms")
    finally:
        if browser:
            browser.terminate()
            browser.wait()
        server.terminate()
        server.wait()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
