#!/usr/bin/env python3
"""The live preview's idle cost against the number of files it watches (issue 37).

For each count (1,000 and 10,000 by default) this writes that many small scene files, 100 to a
folder, starts `layout-render preview FOLDER --port 0`, waits until the first drawing of every
scene is done (a second in which the process uses under 2% of a core), then measures the process
for --seconds of idle: its CPU time (utime + stime, /proc/PID/stat) and how often its threads
woke (voluntary context switches summed over /proc/PID/task/*/status). Idle cost should be flat
in the number of files: the watcher sleeps on inotify and wakes every 250 ms only to check for a
stop. Times depend on the machine; the wakeups do not.

    python3 Benchmarks/peers/preview_idle.py --binary .build/debug/layout-render
"""
import argparse
import os
import shutil
import subprocess
import tempfile
import time

TICK = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK


def wakeups(pid):
    total = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/status") as f:
                for line in f:
                    if line.startswith("voluntary_ctxt_switches:"):
                        total += int(line.split()[1])
        except FileNotFoundError:
            pass
    return total


def measure(binary, count, seconds):
    folder = tempfile.mkdtemp(prefix="preview-idle-")
    try:
        for index in range(count):
            group = os.path.join(folder, f"group-{index // 100}")
            os.makedirs(group, exist_ok=True)
            with open(os.path.join(group, f"s{index}.json"), "w") as f:
                f.write('{"size": {"width": 8, "height": 8}, "nodes": []}')
        process = subprocess.Popen([binary, "preview", folder, "--port", "0"],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            started = time.monotonic()
            while True:
                before = cpu_seconds(process.pid)
                time.sleep(1)
                if cpu_seconds(process.pid) - before < 0.02 or time.monotonic() - started > 1200:
                    break
            drawn = time.monotonic() - started
            cpu, woke = cpu_seconds(process.pid), wakeups(process.pid)
            time.sleep(seconds)
            cpu, woke = cpu_seconds(process.pid) - cpu, wakeups(process.pid) - woke
        finally:
            process.terminate()
            process.wait()
        return drawn, cpu, woke
    finally:
        shutil.rmtree(folder)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/debug/layout-render")
    parser.add_argument("--counts", default="1000,10000")
    parser.add_argument("--seconds", type=float, default=20)
    arguments = parser.parse_args()
    print(f"{'files':>7} {'first drawing s':>16} {'idle CPU ms/s':>14} {'% of a core':>12} {'wakeups/s':>10}")
    for count in [int(c) for c in arguments.counts.split(",")]:
        drawn, cpu, woke = measure(arguments.binary, count, arguments.seconds)
        per_second = cpu / arguments.seconds
        print(f"{count:>7} {drawn:>16.1f} {per_second * 1000:>14.1f} {per_second * 100:>11.2f}% {woke / arguments.seconds:>10.1f}")


if __name__ == "__main__":
    main()
