#!/bin/sh
# The reference writer against `optipng -o2` (Debian's optipng), in one run, on copies of every
# PNG under Snapshots/ (file names flattened, so a copy of each is written once): total bytes, and
# CPU time (user + system) of each. Run from the package folder. The writer's files must decode
# to the same pixels as the originals: `cmp` of their decoded RGBA is left to the test suite
# (ReferenceEncoderTests); this script checks the sizes and the time.
set -eu
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/in" "$work/ours" "$work/optipng"
find Snapshots -name '*.png' | sort | while read -r f; do cp "$f" "$work/in/$(echo "$f" | tr '/' '_')"; done
cp "$work"/in/*.png "$work/optipng/"
clang -O2 -ISources/CPNG/include -o "$work/reference_png" Benchmarks/peers/reference_png.c \
    Sources/CPNG/png_reference.c Sources/CPNG/png_fast.c Sources/CPNG/png_codec.c -lpng16 -lz -ldeflate -lpthread
ours=$("$work/reference_png" "$work/ours" "$work"/in/*.png)
opt=$( { /usr/bin/time -f '%U %S' optipng -quiet -o2 "$work"/optipng/*.png; } 2>&1 | tail -1)
in_bytes=$(echo "$ours" | awk '{print $4}')
our_bytes=$(echo "$ours" | awk '{print $6}')
our_ms=$(echo "$ours" | awk '{print $8}')
opt_bytes=$(cat "$work"/optipng/*.png | wc -c)
opt_ms=$(echo "$opt" | awk '{print ($1 + $2) * 1000}')
echo "files: $(ls "$work/in" | wc -l), $in_bytes bytes as committed"
echo "optipng -o2:      $opt_bytes bytes, ${opt_ms} ms CPU"
echo "reference writer: $our_bytes bytes, ${our_ms} ms CPU (encoding from decoded pixels)"
awk -v a="$our_bytes" -v b="$opt_bytes" -v x="$our_ms" -v y="$opt_ms" \
    'BEGIN { printf "size: %.4f x optipng (goal: at most 1.02); time: optipng takes %.1f x ours (goal: at least 10)\n", a / b, y / x }'
