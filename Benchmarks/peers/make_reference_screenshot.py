"""Writes reference_screenshot.png: the 1170x2532 reference scene of issue 2 (a 3x iPhone
screen: 200 small rounded cards and 22 hairlines under a black overlay at alpha 0.3, and a white
810x600 rounded rectangle of radius 48 in the middle), drawn with numpy and anti-aliased by
signed distance (coverage = clamp(0.5 - distance, 0, 1)). The PNG and diff benchmarks, Swift and
Python alike, read this one file, so every peer works on the same pixels.

Run: python3 Benchmarks/peers/make_reference_screenshot.py
"""
import os

import numpy as np
from PIL import Image

WIDTH, HEIGHT = 1170, 2532
HERE = os.path.dirname(os.path.abspath(__file__))


def rounded_rect_coverage(x, y, w, h, r):
    """Coverage of a rounded rectangle over the whole canvas, 0..1 (pixel centers at +0.5)."""
    ys, xs = np.mgrid[0:HEIGHT, 0:WIDTH].astype(np.float64) + 0.5
    cx, cy = x + w / 2, y + h / 2
    qx = np.abs(xs - cx) - (w / 2 - r)
    qy = np.abs(ys - cy) - (h / 2 - r)
    outside = np.hypot(np.maximum(qx, 0), np.maximum(qy, 0))
    inside = np.minimum(np.maximum(qx, qy), 0)
    return np.clip(0.5 - (outside + inside - r), 0, 1)


def over(canvas, color, coverage):
    alpha = coverage[..., None] * (color[3] / 255.0)
    canvas[:] = canvas * (1 - alpha) + np.array(color[:3], dtype=np.float64) * alpha


def main():
    canvas = np.full((HEIGHT, WIDTH, 3), 242.0)  # iOS grouped background #F2F2F7
    canvas[..., 2] = 247.0
    palette = [(255, 255, 255, 255), (0, 122, 255, 255), (52, 199, 89, 255), (255, 149, 0, 255), (175, 82, 222, 255)]
    # 200 cards: 4 columns x 50 rows of 258x40 at 3x, 12 apart, radius 10.5 (fractional edges).
    for i in range(200):
        col, row = i % 4, i // 4
        over(canvas, palette[i % len(palette)], rounded_rect_coverage(27 + col * 282.25, 40.5 + row * 49.5, 258, 40, 10.5))
    # 22 hairlines, one device pixel high, on the pixel grid.
    for k in range(22):
        y = 100 + k * 110
        canvas[y, 30:WIDTH - 30] = canvas[y, 30:WIDTH - 30] * 0.75 + np.array([198.0, 198.0, 200.0]) * 0.25
    ones = np.ones((HEIGHT, WIDTH))
    over(canvas, (0, 0, 0, 77), ones)  # the dim: black at alpha 0.3
    over(canvas, (255, 255, 255, 255), rounded_rect_coverage((WIDTH - 810) / 2, (HEIGHT - 600) / 2, 810, 600, 48))
    image = Image.fromarray(np.round(canvas).astype(np.uint8), "RGB")
    image.save(os.path.join(HERE, "reference_screenshot.png"), optimize=True)


if __name__ == "__main__":
    main()
