#!/bin/sh
# Issue 22's "no slower than today's path": the alert modal of ComponentBenchmarks (layout, draw,
# PNG encode, the whole picture) on the old two-tree path beside this checkout's view tree, in
# alternating rounds, and whether the two draw the same bytes.
#
# The old path is commit 22548aa (the parent of 06b78e1, which made the components view trees),
# checked out detached in its own worktree with old-path-typography.patch applied: the modal's
# title and message in today's typography (17 pt regular, seed 000's UILabel default; the old
# theme had a 17 pt bold title and a 15 pt message), and the benchmark writing its picture where
# COMPONENT_BENCHMARK_PICTURE says, as this checkout's does.
#
# Usage: Benchmarks/peers/old_path_side_by_side.sh [rounds] (default 3; OLD_WORKTREE sets where
# the old path's worktree goes, default ../wt-old22 beside this checkout).
set -eu
here=$(cd "$(dirname "$0")/../.." && pwd)
old=${OLD_WORKTREE:-$here/../wt-old22}
rounds=${1:-3}
if [ ! -d "$old" ]; then
    git -C "$here" worktree add --detach "$old" 22548aa
    git -C "$old" apply "$here/Benchmarks/peers/old-path-typography.patch"
fi
(cd "$old" && swift build -c release --product ComponentBenchmarks)
(cd "$here" && swift build -c release --product ComponentBenchmarks)

out=$(mktemp -d)
COMPONENT_BENCHMARK_PICTURE="$out/old.png" "$old/.build/release/ComponentBenchmarks" --filter 'Alert modal iphone15@3x: layout' >/dev/null 2>&1
COMPONENT_BENCHMARK_PICTURE="$out/views.png" "$here/.build/release/ComponentBenchmarks" --filter 'Alert modal iphone15@3x: layout' >/dev/null 2>&1
if cmp -s "$out/old.png" "$out/views.png"; then echo "pictures: the same bytes"; else echo "pictures differ: $out/old.png $out/views.png"; fi

# Min and median (µs) of each benchmark's wall clock and its allocations, from the executable's
# own report (run without the plugin it prints each histogram: percentile 0 is the min).
summarize() {
    awk -v who="$1" '
        /^Debug results for / { name = substr($0, 19); sub(/:$/, "", name) }
        /^Time \(wall clock\)/ { metric = "time" }
        /^Malloc \(total\)/ { metric = "malloc" }
        $2 == "0.000000000000" && metric != "" { low = $1 }
        $2 == "0.500000000000" && metric != "" {
            if (metric == "time") printf "%-6s %-45s min %8.1f us  median %8.1f us\n", who, name, low / 1000, $1 / 1000
            else printf "%-6s %-45s allocations %d\n", who, name, $1
            metric = ""
        }'
}
for round in $(seq "$rounds"); do
    echo "round $round, load $(cut -d' ' -f1-3 /proc/loadavg)"
    "$old/.build/release/ComponentBenchmarks" --filter 'Alert modal iphone15@3x: .*' 2>&1 | summarize old
    "$here/.build/release/ComponentBenchmarks" --filter 'Alert modal iphone15@3x: .*' 2>&1 | summarize views
done
