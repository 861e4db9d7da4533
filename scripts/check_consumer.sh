#!/usr/bin/env bash
# Builds scripts/consumer, a package that depends on the LayoutEngine product alone, and fails if
# building it built any module of Yams, swift-snapshot-testing or swift-syntax (issue: a user who
# wants the layout math must not pay for the scene-file reader or the snapshot strategies).
set -euo pipefail
cd "$(dirname "$0")/consumer"
scratch="${CONSUMER_SCRATCH:-../../.build/consumer}"
swift build --scratch-path "$scratch" --product consumer
"$scratch/debug/consumer"
# SwiftPM plans every module of the graph (empty folders); a module was built when it has objects.
built=$(cd "$scratch/debug/" && for d in *.build; do
    if ls "$d" | grep -q '\.o$'; then echo "${d%.build}"; fi
done | sort)
if echo "$built" | grep -E -i '^(Yams|CYaml|SnapshotTesting|InlineSnapshotTesting|Swift(Syntax|Parser|CompilerPlugin).*)$'; then
    echo "error: a LayoutEngine-only consumer built the modules above" >&2
    exit 1
fi
echo "LayoutEngine-only consumer built:" $built
