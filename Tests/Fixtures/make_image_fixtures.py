"""Writes the image decoder's fixtures (Tests/Fixtures/Images/): small JPEGs of each kind
(baseline, progressive, grayscale, CMYK, EXIF-rotated), WebPs (lossy, lossless, lossless with
alpha, truncated), GIFs (still, interlaced with a transparent index, animated, truncated), SVG icons (plain, with an external reference, with a billion-laughs entity)
and hostile files (a JPEG header claiming 65535 x 65535, a PNG that is all ancillary chunks, a
text file named .png). Pixels are drawn here from formulas, so the files are of our own making;
the tests compare our decoding with Pillow's on them.

Run: python3 Tests/Fixtures/make_image_fixtures.py   (needs Pillow; rewrites Tests/Fixtures/Images/)
"""
import io
import json
import os
import struct
import zlib

from PIL import Image

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Images")


def scene(width, height, mode="RGB"):
    """A photo-like picture: two crossing gradients, a disc and fine stripes."""
    image = Image.new("RGB", (width, height))
    pixels = image.load()
    for y in range(height):
        for x in range(width):
            r = 40 + 180 * x // max(1, width - 1)
            g = 60 + 150 * y // max(1, height - 1)
            b = 200 - 120 * (x + y) // max(1, width + height - 2)
            if (x - width * 0.6) ** 2 + (y - height * 0.4) ** 2 < (min(width, height) * 0.25) ** 2:
                r, g, b = 230, 200 - x % 7 * 9, 40
            if x % 11 < 2:
                r, g, b = r // 2, g // 2, b // 2
            pixels[x, y] = (r, g, b)
    return image.convert(mode) if mode != "RGB" else image


def write(name, data):
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(data)


def saved(image, fmt, **options):
    out = io.BytesIO()
    image.save(out, fmt, **options)
    return out.getvalue()


def png_chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def main():
    os.makedirs(HERE, exist_ok=True)
    photo = scene(61, 43)
    write("baseline.jpg", saved(photo, "JPEG", quality=90))
    write("progressive.jpg", saved(photo, "JPEG", quality=85, progressive=True))
    write("gray.jpg", saved(scene(61, 43, "L"), "JPEG", quality=90))
    write("cmyk.jpg", saved(scene(61, 43, "CMYK"), "JPEG", quality=90))
    exif = Image.Exif()
    exif[0x0112] = 6
    write("rotated6.jpg", saved(scene(40, 24), "JPEG", quality=90, exif=exif))
    exif[0x0112] = 3
    write("rotated3.jpg", saved(scene(40, 24), "JPEG", quality=90, exif=exif))
    write("large.jpg", saved(scene(320, 240), "JPEG", quality=85))
    write("lossy.webp", saved(photo, "WEBP", quality=80))
    write("lossless.webp", saved(photo, "WEBP", lossless=True))
    alpha = scene(33, 21).convert("RGBA")
    alpha.putalpha(Image.linear_gradient("L").resize((33, 21)))
    write("alpha.webp", saved(alpha, "WEBP", lossless=True))
    paletted = scene(33, 21).convert("P", palette=Image.Palette.ADAPTIVE, colors=64)
    write("still.gif", saved(paletted, "GIF", interlace=False))
    write("interlaced.gif", saved(paletted, "GIF", interlace=True, transparency=0))
    second = scene(33, 21).rotate(180).convert("P", palette=Image.Palette.ADAPTIVE, colors=64)
    write("animated.gif", saved(paletted, "GIF", save_all=True, append_images=[second], duration=100, loop=0))
    gif = saved(paletted, "GIF", interlace=False)
    write("truncated.gif", gif[: len(gif) * 2 // 3])
    lossless = saved(photo, "WEBP", lossless=True)
    write("truncated.webp", lossless[: len(lossless) // 2])
    # A real JPEG whose SOF0 is patched to claim 65535 x 65535: a decoder must refuse it by size
    # before allocating 16 GiB.
    # libjpeg-turbo itself refuses sides past 65500; a 30000 x 30000 header is within its limit
    # and must be refused by ours.
    for name, side in [("huge.jpg", 65535), ("big.jpg", 30000)]:
        small = bytearray(saved(scene(8, 8), "JPEG", quality=90))
        sof = small.index(b"\xff\xc0")
        small[sof + 5:sof + 9] = struct.pack(">HH", side, side)
        write(name, bytes(small))
    # A PNG bomb: a valid 4 x 4 image behind 2,000 text chunks and a zTXt chunk that inflates to
    # 64 MiB. libpng's default limits (chunk cache, decompressed chunk size) must stop it from
    # inflating or keeping them; the image itself still reads.
    ihdr = png_chunk(b"IHDR", struct.pack(">IIBBBBB", 4, 4, 8, 6, 0, 0, 0))
    bomb = b"".join(png_chunk(b"tEXt", b"k\x00" + b"v" * 16) for _ in range(2000))
    ztxt = png_chunk(b"zTXt", b"bomb\x00\x00" + zlib.compress(b"\x00" * (64 << 20), 9))
    idat = png_chunk(b"IDAT", zlib.compress(b"".join(b"\x00" + b"\xff" * 16 for _ in range(4))))
    write("chunkbomb.png", b"\x89PNG\r\n\x1a\n" + ihdr + bomb + ztxt + idat + png_chunk(b"IEND", b""))
    write("notimage.png", b"This is a text file that only has a .png name.\n")
    write("icon.svg", b'<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">'
          b'<path d="M12 2l3 7h7l-5.5 4.5L18.5 21 12 16.8 5.5 21l2-7.5L2 9h7z" fill="#000"/></svg>\n')
    write("external.svg", b'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
          b'width="16" height="16"><image width="16" height="16" xlink:href="file:///etc/hostname"/>'
          b'<image width="16" height="16" href="baseline.jpg"/></svg>\n')
    laughs = b'<?xml version="1.0"?>\n<!DOCTYPE svg [\n<!ENTITY a "lol">\n'
    for i in range(1, 10):
        prev = chr(ord("a") + i - 1)
        laughs += b"<!ENTITY " + chr(ord("a") + i).encode() + b' "' + (b"&" + prev.encode() + b";") * 10 + b'">\n'
    laughs += b']>\n<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><text>&j;</text></svg>\n'
    write("laughs.svg", laughs)
    catalog()


def catalog():
    """An asset catalog as Xcode writes one: an image set with 1x and 3x files (no 2x), an image
    set of a single-scale vector PDF, a namespaced folder, and a color set with a dark appearance
    in Xcode's three component notations."""
    root = os.path.join(HERE, "Assets.xcassets")
    info = {"info": {"author": "xcode", "version": 1}}

    def contents(folder, body):
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "Contents.json"), "w") as f:
            json.dump(dict(body, **info), f, indent=2, sort_keys=True)

    contents(root, {})
    avatar = os.path.join(root, "avatar.imageset")
    contents(avatar, {"images": [
        {"idiom": "universal", "filename": "avatar.png", "scale": "1x"},
        {"idiom": "universal", "scale": "2x"},
        {"idiom": "universal", "filename": "avatar-big.png", "scale": "3x"}]})
    Image.new("RGBA", (10, 10), (255, 0, 0, 255)).save(os.path.join(avatar, "avatar.png"))
    Image.new("RGBA", (30, 30), (0, 0, 255, 255)).save(os.path.join(avatar, "avatar-big.png"))
    logo = os.path.join(root, "logo.imageset")
    contents(logo, {"images": [{"idiom": "universal", "filename": "logo.pdf"}],
                    "properties": {"preserves-vector-representation": True}})
    write(os.path.join(logo, "logo.pdf"), b"%PDF-1.4\n%%EOF\n")
    icons = os.path.join(root, "Icons")
    contents(icons, {"properties": {"provides-namespace": True}})
    star = os.path.join(icons, "star.imageset")
    contents(star, {"images": [{"idiom": "universal", "filename": "star.svg"}]})
    with open(os.path.join(HERE, "icon.svg"), "rb") as f:
        write(os.path.join(star, "star.svg"), f.read())
    contents(os.path.join(root, "brand.colorset"), {"colors": [
        {"idiom": "universal", "color": {"color-space": "srgb", "components":
            {"red": "0x0A", "green": "132", "blue": "1.000", "alpha": "1.000"}}},
        {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
         "color": {"color-space": "srgb", "components": {"red": "0.039", "green": "0.518", "blue": "0.502", "alpha": "0.500"}}}]})
    contents(os.path.join(root, "ink.colorset"), {"colors": [
        {"idiom": "universal", "color": {"color-space": "gray-gamma-22", "components": {"white": "0.200", "alpha": "1.000"}}}]})


if __name__ == "__main__":
    main()
