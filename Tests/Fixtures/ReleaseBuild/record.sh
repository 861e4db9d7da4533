#!/bin/sh
# Draws the pictures ReleaseBuildIdentityTests compares with: the static release binary (`make
# release`: optimized, the Swift runtime linked in) renders examples/<scene> to <scene>.png here.
# Run from the package folder after a change that is meant to change these pictures.
set -eu
binary=${LAYOUT_RENDER:-.build/cli/release/layout-render}
for scene in raw-nodes.json images.json world-text.json sheet.yaml; do
    "$binary" render "examples/$scene" -o "Tests/Fixtures/ReleaseBuild/$scene.png"
done
# alert-modal.json.png and, for the traits path, alert-modal.json.dark-ax5-rtl.png
"$binary" render examples/alert-modal.json -o Tests/Fixtures/ReleaseBuild/alert-modal.json.png --variants dark+ax5+rtl
