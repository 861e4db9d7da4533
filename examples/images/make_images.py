"""Draws the example images of examples/images.json from formulas (so they are ours to ship):
an avatar, two news thumbnails, a chat bubble at 2x for a resizable image, and an icon (SVG,
written by hand); and the news cell's two article pictures at Open Graph's 1.91:1, large enough
for a card across an iPhone at 3x. Needs Pillow. Run: python3 examples/images/make_images.py
[FILE ...] (with file names, only those are drawn again).
"""
import math
import os
import sys

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


def news_picture(name, draw_scene):
    """A 764 x 400 article picture (1.91:1), drawn at 2x and reduced with Lanczos for smooth edges."""
    size = (764 * 2, 400 * 2)
    image = draw_scene(size)
    image.resize((764, 400), Image.LANCZOS).save(os.path.join(HERE, name), quality=80)


def harbor(size):
    """A harbor at dawn: a warm sky over a calm sea, the sun on the horizon, a sailboat."""
    w, h = size
    horizon = int(h * 0.58)
    image = gradient(size, (255, 170, 120), (250, 226, 200))
    draw = ImageDraw.Draw(image)
    draw.ellipse([w * 0.62, horizon - 90, w * 0.62 + 180, horizon + 90], fill=(255, 220, 120))
    for y in range(horizon, h):
        t = (y - horizon) / (h - horizon)
        draw.line([(0, y), (w, y)], fill=(round(70 - 30 * t), round(120 - 40 * t), round(170 - 40 * t)))
    for i in range(12):
        y = horizon + 20 + i * 26
        draw.line([(w * 0.62 + 20 - i * 6, y), (w * 0.62 + 160 + i * 6, y)], fill=(250, 200, 130), width=4)
    boat = w * 0.24
    draw.polygon([(boat - 120, horizon + 60), (boat + 140, horizon + 60), (boat + 100, horizon + 110), (boat - 90, horizon + 110)],
                 fill=(60, 50, 60))
    draw.polygon([(boat, horizon + 50), (boat, horizon - 260), (boat + 150, horizon + 50)], fill=(250, 248, 240))
    draw.polygon([(boat - 10, horizon + 50), (boat - 10, horizon - 200), (boat - 110, horizon + 50)], fill=(236, 230, 220))
    draw.line([(boat - 5, horizon + 60), (boat - 5, horizon - 270)], fill=(60, 50, 60), width=8)
    return image


def city(size):
    """A city at dusk: a violet sky, a skyline of towers with lit windows."""
    w, h = size
    image = gradient(size, (70, 60, 130), (250, 150, 110))
    draw = ImageDraw.Draw(image)
    x, i = 0, 0
    while x < w:
        width = 110 + (i * 37) % 90
        top = int(h * (0.35 + 0.3 * (0.5 + 0.5 * math.sin(i * 1.7))))
        draw.rectangle([x, top, x + width - 12, h], fill=(40 + (i % 3) * 8, 36, 60 + (i % 2) * 10))
        for wy in range(top + 24, h - 20, 44):
            for wx in range(x + 16, x + width - 36, 34):
                if (wx * 7 + wy * 13 + i) % 5 < 2:
                    draw.rectangle([wx, wy, wx + 14, wy + 20], fill=(255, 214, 120))
        x += width
        i += 1
    return image


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


DRAWINGS = {
    "avatar.jpg": avatar,
    "thumbnail-dawn.jpg": lambda: thumbnail("thumbnail-dawn.jpg", (120, 160, 230), (70, 130, 80), (180, 60)),
    "thumbnail-dusk.jpg": lambda: thumbnail("thumbnail-dusk.jpg", (250, 150, 110), (90, 80, 120), (60, 80)),
    "news-harbor.jpg": lambda: news_picture("news-harbor.jpg", harbor),
    "news-city.jpg": lambda: news_picture("news-city.jpg", city),
    "bubble@2x.png": bubble,
    "heart.svg": icon,
}

if __name__ == "__main__":
    for name in sys.argv[1:] or DRAWINGS:
        DRAWINGS[name]()
