"""Draws the example images of examples/images.json from formulas (so they are ours to ship):
an avatar, two news thumbnails, a chat bubble at 2x for a resizable image, and an icon (SVG,
written by hand). Needs Pillow. Run: python3 examples/images/make_images.py
"""
import math
import os

from PIL import Image, ImageDraw

HERE = os.path.dirname(os.path.abspath(__file__))


def gradient(size, top, bottom):
    w, h = size
    image = Image.new("RGB", size)
    draw = ImageDraw.Draw(image)
    for y in range(h):
        t = y / max(1, h - 1)
        draw.line([(0, y), (w, y)], fill=tuple(round(a + (b - a) * t) for a, b in zip(top, bottom)))
    return image


def avatar():
    """A person's silhouette on a warm background, 4:3 so aspect fill has something to cut."""
    image = gradient((320, 240), (255, 196, 140), (236, 120, 96))
    draw = ImageDraw.Draw(image)
    draw.ellipse([110, 150, 210, 300], fill=(60, 72, 110))
    draw.ellipse([122, 50, 198, 140], fill=(250, 218, 190))
    draw.pieslice([118, 40, 202, 120], 180, 360, fill=(70, 50, 40))
    image.save(os.path.join(HERE, "avatar.jpg"), quality=88)


def thumbnail(name, sky, ground, sun):
    image = gradient((240, 160), sky, (250, 250, 255))
    draw = ImageDraw.Draw(image)
    draw.ellipse([sun[0] - 18, sun[1] - 18, sun[0] + 18, sun[1] + 18], fill=(255, 214, 90))
    hills = [(x, 110 + 18 * math.sin(x / 23.0)) for x in range(0, 241, 4)]
    draw.polygon(hills + [(240, 160), (0, 160)], fill=ground)
    image.save(os.path.join(HERE, name), quality=85)


def bubble():
    """A 40 x 32 point chat bubble with a tail at the bottom left, drawn at 2x: its 16-point
    corners are the cap insets, the middle stretches."""
    scale = 2
    image = Image.new("RGBA", (40 * scale, 32 * scale), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle([6 * scale, 0, 40 * scale - 1, 32 * scale - 1], radius=14 * scale, fill=(10, 132, 255, 255))
    draw.polygon([(0, 32 * scale - 1), (10 * scale, 22 * scale), (14 * scale, 31 * scale)], fill=(10, 132, 255, 255))
    image.save(os.path.join(HERE, "bubble@2x.png"))


def icon():
    with open(os.path.join(HERE, "heart.svg"), "w") as f:
        f.write('<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">'
                '<path d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.6 5c2.2 0 3.8 1.3 5.4 3.2C13.6 6.3 15.2 5 17.4 5 '
                '21 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21z" fill="#000"/></svg>\n')


if __name__ == "__main__":
    avatar()
    thumbnail("thumbnail-dawn.jpg", (120, 160, 230), (70, 130, 80), (180, 60))
    thumbnail("thumbnail-dusk.jpg", (250, 150, 110), (90, 80, 120), (60, 80))
    bubble()
    icon()
