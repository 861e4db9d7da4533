#!/bin/sh
# Issue 22's "no slower than today's path", counted instead of timed: the instructions, retains and
# releases of one alert modal's layout (`ComponentScene.makeScene`, the benchmark's "layout") on the
# old two-tree path (see old_path_side_by_side.sh for its worktree) and on this checkout's view tree,
# under callgrind. Counts do not move with this shared host's load as times do; they do not see
# cache misses or the price of an atomic retain, which is why retains and releases are printed too.
#
# Each CLI renders the modal once and 21 times in one process (`render DIR --jobs 1`): the difference
# over 20 is a warm layout, without start-up, fonts or the first shaping.
#
# Usage: Benchmarks/peers/old_path_instructions.sh (OLD_WORKTREE as in old_path_side_by_side.sh).
# Needs valgrind; the binaries are copied without their DWARF 5, which valgrind 3.19 cannot read.
set -eu
here=$(cd "$(dirname "$0")/../.." && pwd)
old=${OLD_WORKTREE:-$here/../wt-old22}
if [ ! -d "$old" ]; then
    git -C "$here" worktree add --detach "$old" 22548aa
    git -C "$old" apply "$here/Benchmarks/peers/old-path-typography.patch"
fi
(cd "$old" && swift build -c release --product layout-render)
(cd "$here" && swift build -c release --product layout-render)

work=$(mktemp -d)
mkdir -p "$work/1" "$work/21"
cp "$here/examples/alert-modal.json" "$work/1/m01.json"
for i in $(seq -w 1 21); do cp "$here/examples/alert-modal.json" "$work/21/m$i.json"; done
make_scene='$s12DesignSystem14ComponentSceneV04makeD010textEngine06LayoutG00D0VAF04TextG0C_tKF'

# Instructions and calls of the runtime's retain, release and malloc inside makeScene, per layout.
measure() {
    who=$1 cli=$2
    objcopy --strip-debug "$cli" "$work/$who"
    for n in 1 21; do
        valgrind --tool=callgrind --callgrind-out-file="$work/$who.$n.out" --toggle-collect="$make_scene" \
            "$work/$who" render "$work/$n" -o "$work/out-$who-$n" --jobs 1 >/dev/null 2>&1
    done
    python3 - "$who" "$work/$who.1.out" "$work/$who.21.out" <<'EOF'
import re, sys
def totals(path):
    names, counts, total, fn, cfn = {}, {}, 0, None, None
    def name(token):
        m = re.match(r'\((\d+)\)(?: (.*))?', token)
        if not m: return token
        if m.group(2): names[m.group(1)] = m.group(2)
        return names.get(m.group(1), token)
    for line in open(path, errors='replace'):
        if line.startswith('summary:') or line.startswith('totals:'): total = int(line.split()[1])
        elif line.startswith('fn='): fn, cfn = name(line[3:].strip()), None
        elif line.startswith('cfn='): cfn = name(line[4:].strip())
        elif line.startswith('calls=') and cfn in ('swift_retain', 'swift_release', 'malloc'):
            counts[cfn] = counts.get(cfn, 0) + int(line[6:].split()[0])
    return total, counts
(a, ca), (b, cb) = totals(sys.argv[2]), totals(sys.argv[3])
per = lambda x, y: (y - x) / 20
print(f"{sys.argv[1]:6s} instructions {per(a, b):12,.0f}  " +
      "  ".join(f"{k} {per(ca.get(k, 0), cb.get(k, 0)):7,.0f}" for k in ('swift_retain', 'swift_release', 'malloc')))
print(per(a, b), file=open(sys.argv[2] + '.per', 'w'))
EOF
}
measure old "$old/.build/release/layout-render"
measure views "$here/.build/release/layout-render"
if cmp -s "$work/out-old-1/m01.png" "$work/out-views-1/m01.png"; then echo "pictures: the same bytes"; else echo "pictures differ"; fi
python3 -c "import sys; o=float(open(sys.argv[1]).read()); v=float(open(sys.argv[2]).read()); print(f'views / old: {v / o:.3f}x the instructions')" \
    "$work/old.1.out.per" "$work/views.1.out.per"
