#!/usr/bin/env bash
# Builds and tests examples/team-package from a fresh copy as a team's Linux CI would (issue 40:
# zero edits): its iOS sources and swift-snapshot-testing tests compile through layout-render's
# uikit-adapter plugin, its snapshots match the Linux references committed beside the tests, and
# the run leaves the team's folders exactly as they were (nothing recorded, nothing rewritten).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="${TEAM_PACKAGE_SCRATCH:-$root/.build/team-package-check}"
rm -rf "$work/team-package"
mkdir -p "$work"
# A fresh copy: what git tracks, without any build folder of the example.
(cd "$root/examples/team-package" && git ls-files -z . | tar --null -T - -cf -) | (mkdir -p "$work/team-package" && cd "$work/team-package" && tar -xf -)
# SwiftPM looks for a manifest in the parent folders: an empty copy would build layout-render itself.
test -f "$work/team-package/Package.swift" || { echo "error: examples/team-package has no committed Package.swift" >&2; exit 1; }
cd "$work/team-package"
export LAYOUT_RENDER_PATH="$root"
swift build --build-tests --scratch-path "$work/scratch"
swift test --skip-build --scratch-path "$work/scratch"
if ! diff -r "$root/examples/team-package/Sources" Sources || ! diff -r "$root/examples/team-package/Tests" Tests; then
    echo "error: the team package's Linux run changed its own files (above)" >&2
    exit 1
fi
echo "team-package: built and tested on Linux with no edit to its sources or tests"
