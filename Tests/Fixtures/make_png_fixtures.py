"""Writes the PNG decoder's fixtures: one small image per PNG color type, bit depth,
transparency form and interlace method, plus the RGBA8 straight-alpha bytes a correct decoder
must return for it (`NAME.rgba`). The PNG writer is written out here (PNG spec, sections 7-9:
chunks, filters, Adam7) so that no third-party encoder decides what the files contain, and every
filter type is used (the row index picks it).

Run: python3 Tests/Fixtures/make_png_fixtures.py   (rewrites Tests/Fixtures/PNG/)
"""
import os
import struct
import zlib

WIDTH, HEIGHT = 13, 11  # odd sizes: partial bytes at low bit depths, partial Adam7 passes
HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "PNG")
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def pack_row(samples, depth):
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    if depth == 8:
        return bytes(samples)
    out, acc, bits = bytearray(), 0, 0
    for s in samples:
        acc = (acc << depth) | s
        bits += depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else (b if pb <= pc else c)


def filter_row(kind, row, prior, bpp):
    out = bytearray([kind])
    for i, x in enumerate(row):
        a = row[i - bpp] if i >= bpp else 0
        b = prior[i] if prior else 0
        c = prior[i - bpp] if prior and i >= bpp else 0
        predictor = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
        out.append((x - predictor) & 0xFF)
    return bytes(out)


def image_data(pixels, color_type, depth, interlaced):
    """pixels[y][x] is a tuple of samples; returns the filtered scanlines of every pass."""
    bpp = max(1, depth * CHANNELS[color_type] // 8)
    passes = ADAM7 if interlaced else [(0, 0, 1, 1)]
    raw = bytearray()
    row_index = 0
    for x0, y0, dx, dy in passes:
        xs, ys = range(x0, WIDTH, dx), range(y0, HEIGHT, dy)
        if not xs or not ys:
            continue
        prior = None
        for y in ys:
            row = pack_row([s for x in xs for s in pixels[y][x]], depth)
            raw += filter_row(row_index % 5, row, prior, bpp)
            prior = row
            row_index += 1
    return bytes(raw)


def write_png(name, pixels, color_type, depth, interlaced, extra=b"", expected=None):
    ihdr = struct.pack(">IIBBBBB", WIDTH, HEIGHT, depth, color_type, 0, 0, 1 if interlaced else 0)
    data = image_data(pixels, color_type, depth, interlaced)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + extra + chunk(b"IDAT", zlib.compress(data, 9)) + chunk(b"IEND", b"")
    with open(os.path.join(HERE, name + ".png"), "wb") as f:
        f.write(png)
    with open(os.path.join(HERE, name + ".rgba"), "wb") as f:
        f.write(bytes(b for y in range(HEIGHT) for x in range(WIDTH) for b in expected(x, y)))


def sample(x, y, c, depth):
    top = (1 << depth) - 1
    return (x * 37 + y * 91 + c * 53 + x * y * 7) % (top + 1) if depth < 16 else (x * 9973 + y * 7919 + c * 4999 + x * y * 611) % 65536


def to8(v, depth):
    """The 8-bit value of a sample: low depths replicate bits (v * 255 / max, exact for 1, 2 and 4
    bits); 16-bit is scaled with rounding, round(v * 255 / 65535)."""
    top = (1 << depth) - 1
    return (v * 255 * 2 + top) // (2 * top)


def main():
    os.makedirs(HERE, exist_ok=True)
    for f in os.listdir(HERE):
        os.remove(os.path.join(HERE, f))
    for interlaced in (False, True):
        suffix = "_interlaced" if interlaced else ""
        # Gray at every depth, and gray with a tRNS key color.
        for depth in (1, 2, 4, 8, 16):
            px = [[(sample(x, y, 0, depth),) for x in range(WIDTH)] for y in range(HEIGHT)]
            gray = lambda x, y, d=depth, p=px: (to8(p[y][x][0], d),) * 3 + (255,)
            write_png(f"gray{depth}{suffix}", px, 0, depth, interlaced, expected=gray)
            key = px[2][3][0]
            keyed = lambda x, y, d=depth, p=px, k=key: (to8(p[y][x][0], d),) * 3 + (0 if p[y][x][0] == k else 255,)
            trns = chunk(b"tRNS", struct.pack(">H", key))
            write_png(f"gray{depth}_trns{suffix}", px, 0, depth, interlaced, extra=trns, expected=keyed)
        # Gray + alpha, RGB, RGBA at 8 and 16 bits; RGB with a tRNS key color.
        for depth in (8, 16):
            for color_type, name in ((4, "grayalpha"), (2, "rgb"), (6, "rgba")):
                n = CHANNELS[color_type]
                px = [[tuple(sample(x, y, c, depth) for c in range(n)) for x in range(WIDTH)] for y in range(HEIGHT)]

                def rgba(x, y, d=depth, p=px, ct=color_type):
                    s = [to8(v, d) for v in p[y][x]]
                    if ct == 4:
                        return (s[0], s[0], s[0], s[1])
                    return tuple(s) if ct == 6 else tuple(s) + (255,)
                write_png(f"{name}{depth}{suffix}", px, color_type, depth, interlaced, expected=rgba)
            px = [[tuple(sample(x, y, c, depth) for c in range(3)) for x in range(WIDTH)] for y in range(HEIGHT)]
            key = px[4][5]
            trns = chunk(b"tRNS", struct.pack(">HHH", *key))
            keyed = lambda x, y, d=depth, p=px, k=key: tuple(to8(v, d) for v in p[y][x]) + (0 if p[y][x] == k else 255,)
            write_png(f"rgb{depth}_trns{suffix}", px, 2, depth, interlaced, extra=trns, expected=keyed)
        # Palette at every depth, opaque and with per-entry alpha (tRNS shorter than the palette).
        for depth in (1, 2, 4, 8):
            count = min(1 << depth, 23)
            palette = [((i * 71) % 256, (i * 151 + 40) % 256, (i * 29 + 200) % 256) for i in range(count)]
            alphas = [(i * 97) % 256 for i in range(max(1, count // 2))]
            px = [[((x + 3 * y) % count,) for x in range(WIDTH)] for y in range(HEIGHT)]
            plte = chunk(b"PLTE", bytes(c for entry in palette for c in entry))
            opaque = lambda x, y, p=px, pal=palette: pal[p[y][x][0]] + (255,)
            write_png(f"palette{depth}{suffix}", px, 3, depth, interlaced, extra=plte, expected=opaque)
            alpha = lambda x, y, p=px, pal=palette, a=alphas: pal[p[y][x][0]] + (a[p[y][x][0]] if p[y][x][0] < len(a) else 255,)
            write_png(f"palette{depth}_trns{suffix}", px, 3, depth, interlaced,
                      extra=plte + chunk(b"tRNS", bytes(alphas)), expected=alpha)


if __name__ == "__main__":
    main()
