#!/bin/sh
# Runs the i-th of n slices of a package's snapshot tests, for a CI matrix:
#   examples/ci/snapshot-shard.sh INDEX COUNT ARTIFACTS_DIR
# The test suites that `swift test list` names (those matching $SNAPSHOT_TESTS, a grep -E pattern;
# all by default) are sorted and dealt round-robin, so shards 1..n cover every suite once on any
# machine. Failures leave their images and report in ARTIFACTS_DIR (LAYOUT_SNAPSHOT_ARTIFACTS) for
# `layout-render report merge`; with CI=true nothing is recorded. Exit status: the tests'.
# $SWIFT_TEST replaces `swift test` (the package's own test of this workflow runs its built bundle).
set -eu
if [ $# -ne 3 ]; then echo "usage: $0 INDEX COUNT ARTIFACTS_DIR" >&2; exit 2; fi
index=$1 count=$2 artifacts=$3
case "$index/$count" in
    *[!0-9/]* | /* | */) echo "$0: INDEX and COUNT must be numbers, got $index/$count" >&2; exit 2 ;;
esac
if [ "$index" -lt 1 ] || [ "$index" -gt "$count" ]; then echo "$0: shard $index/$count does not exist" >&2; exit 2; fi
swift_test=${SWIFT_TEST:-swift test}
# `Module.Suite/test()` lines; a suite is everything before the first slash.
suites=$($swift_test list --skip-build | grep -E "${SNAPSHOT_TESTS:-.}" | sed 's|/.*||' | LC_ALL=C sort -u \
    | awk -v i="$index" -v n="$count" '(NR - 1) % n == i - 1')
if [ -z "$suites" ]; then echo "shard $index/$count: no suite to run"; exit 0; fi
filter=$(echo "$suites" | sed 's/[.]/\\./g' | paste -sd '|' -)
echo "shard $index/$count:" $suites
rm -rf "$artifacts"
mkdir -p "$artifacts"
LAYOUT_SNAPSHOT_ARTIFACTS=$(cd "$artifacts" && pwd) CI=true $swift_test --skip-build --filter "^($filter)/"
