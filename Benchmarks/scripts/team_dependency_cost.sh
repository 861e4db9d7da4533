#!/usr/bin/env bash
# What depending on layout-render costs a team (issue 40), against what swift-snapshot-testing
# alone costs: a cold `swift build --build-tests` of examples/team-package on Linux (ViewKit,
# LayoutSnapshotTesting and the uikit-adapter plugin) and of the same package shape depending only
# on swift-snapshot-testing (plain Swift sources, `.lines` snapshots: that library builds on
# Linux without its image strategies). Each from a fresh copy and an empty scratch folder under
# .build/team-dependency-cost; packages resolved, modules built (those with objects), wall and
# CPU seconds. It prints one line per side and the ratios; nothing is asserted (a time).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$root/.build/team-dependency-cost"
rm -rf "$work"
# The team package's copy and scratch folder are named as scripts/check_team_package.sh names them,
# so `TEAM_PACKAGE_SCRATCH=.build/team-dependency-cost scripts/check_team_package.sh` then runs warm.
mkdir -p "$work/team-package" "$work/snapshot-only/Sources/Profile" "$work/snapshot-only/Tests/ProfileTests"
(cd "$root/examples/team-package" && git ls-files -z . | tar --null -T - -cf -) | (cd "$work/team-package" && tar -xf -)
# SwiftPM looks for a manifest in the parent folders: an empty copy would build layout-render itself.
test -f "$work/team-package/Package.swift" || { echo "error: examples/team-package has no committed Package.swift" >&2; exit 1; }

cat > "$work/snapshot-only/Package.swift" <<'SWIFT'
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "snapshot-only",
    dependencies: [.package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7")],
    targets: [
        .target(name: "Profile"),
        .testTarget(name: "ProfileTests", dependencies: ["Profile", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
    ])
SWIFT
cat > "$work/snapshot-only/Sources/Profile/Profile.swift" <<'SWIFT'
public struct Profile { public var name: String; public init(name: String) { self.name = name } }
SWIFT
cat > "$work/snapshot-only/Tests/ProfileTests/ProfileTests.swift" <<'SWIFT'
import SnapshotTesting
import XCTest
@testable import Profile
final class ProfileTests: XCTestCase {
    func testProfile() { assertSnapshot(of: Profile(name: "Jane"), as: .dump, record: .missing) }
}
SWIFT

# side name folder scratch: prints "name packages modules wall cpu"
measure() {
    local name=$1 folder=$2 scratch=$3
    local start end cpu
    cd "$folder"
    start=$(date +%s.%N)
    # CPU seconds of the build and its children (user + system), from bash's `times` in a subshell.
    cpu=$( ( LAYOUT_RENDER_PATH="$root" swift build --build-tests --scratch-path "$scratch" >"$work/$name.log" 2>&1 \
             || { echo "error: $name did not build, see $work/$name.log" >&2; exit 1; }; times ) | tail -1 \
        | awk '{ split($1, u, /[ms]/); split($2, s, /[ms]/); print u[1]*60 + u[2] + s[1]*60 + s[2] }')
    end=$(date +%s.%N)
    local packages modules
    packages=$(find "$scratch/checkouts" -mindepth 1 -maxdepth 1 -type d | wc -l)
    modules=$(cd "$scratch/debug" && for d in *.build; do ls "$d" | grep -q '\.o$' && echo "$d"; done | wc -l)
    echo "$name $packages $modules $(echo "$end - $start" | bc) $cpu"
}

a=$(measure viewkit "$work/team-package" "$work/scratch")
b=$(measure snapshot-only "$work/snapshot-only" "$work/snapshot-only-scratch")
echo "side packages modules wall_s cpu_s"
echo "$a"
echo "$b"
echo "$a" "$b" | awk '{ printf "ratios (viewkit / snapshot-only): packages %.1fx, modules %.1fx, wall %.1fx, cpu %.1fx\n", $2/$7, $3/$8, $4/$9, $5/$10 }'
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
