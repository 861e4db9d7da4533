"""Writes the color profile fixtures (Tests/Fixtures/Images/ColorProfiles/): a Display P3 ICC
profile of our own making (ICC.1:2001 version 2, matrix/TRC: Display P3's primaries adapted
to D50 and a 2.2 gamma), and the same pixels with it embedded in each container that carries
one: a PNG iCCP chunk, JPEG APP2 segments (split in two, to test their reassembly) and a WebP
ICCP chunk; plus a PNG tagged with an sRGB profile, whose pixels must stay as they are.

Gray and CMYK (issue 24): a gray profile (gamma 1.8 to D50's white) on a gray PNG, a gray PNG
with alpha and an RGB PNG (which it does not describe); and a CMYK printer profile whose A2B0
table (lut16, a 2-point grid) is an affine map from ink to XYZ, so that any interpolation lcms2
uses gives the same XYZ as the formula the test computes independently (`CMYK_TO_XYZ`). The
CMYK and YCCK JPEGs that embed it are written by make_cmyk_jpegs.c (libjpeg), which reads
cmyk-affine.icc from here.

Run: python3 Tests/Fixtures/make_color_profile_fixtures.py   (Python's standard library only)
"""
import os
import struct
import zlib

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Images")
OUT = os.path.join(HERE, "ColorProfiles")

# Colorants adapted to D50 (ICC's PCS), as Apple's Display P3 and the ICC's sRGB profiles give them.
DISPLAY_P3 = [(0.515102, 0.241182, -0.001050), (0.291965, 0.692236, 0.041881), (0.157153, 0.066581, 0.784378)]
SRGB = [(0.436075, 0.222504, 0.013932), (0.385065, 0.716879, 0.097105), (0.143080, 0.060617, 0.714173)]
D50 = (0.9642, 1.0, 0.8249)


def s15(value):
    return struct.pack(">i", round(value * 65536))


def xyz_tag(xyz):
    return b"XYZ " + b"\0" * 4 + b"".join(s15(v) for v in xyz)


def text_description(text):
    ascii_text = text.encode("ascii") + b"\0"
    return (b"desc" + b"\0" * 4 + struct.pack(">I", len(ascii_text)) + ascii_text
            + struct.pack(">II", 0, 0) + struct.pack(">HB", 0, 0) + b"\0" * 67)


def gamma_curve(gamma):
    return b"curv" + b"\0" * 4 + struct.pack(">IH", 1, round(gamma * 256)) + b"\0\0"


def profile(description, colorants, gamma=2.2):
    curve = gamma_curve(gamma)
    return icc(b"mntr", b"RGB ", [(b"desc", text_description(description)), (b"wtpt", xyz_tag(D50)),
               (b"rXYZ", xyz_tag(colorants[0])), (b"gXYZ", xyz_tag(colorants[1])), (b"bXYZ", xyz_tag(colorants[2])),
               (b"rTRC", curve), (b"gTRC", curve), (b"bTRC", curve), COPYRIGHT])


COPYRIGHT = (b"cprt", b"text" + b"\0" * 4 + b"No copyright, test fixture\0")

# Ink (c, m, y, k from 0 to 1) to XYZ (D50): each ink takes away a share of the white, an affine
# map that is 0 where every ink is full. ColorProfileTests computes the same.
CMYK_TO_XYZ = [(0.9642, (0.55, 0.25, 0.05, 0.15)), (1.0, (0.30, 0.55, 0.05, 0.10)), (0.8249, (0.10, 0.15, 0.60, 0.15))]


def gray_profile(gamma=1.8):
    return icc(b"mntr", b"GRAY", [(b"desc", text_description("Gray (gamma 1.8), test fixture")), (b"wtpt", xyz_tag(D50)),
                                  (b"kTRC", gamma_curve(gamma)), COPYRIGHT])


def cmyk_profile():
    """lut16Type (ICC.1:2001-04, 6.5.8): 4 inputs, 3 outputs (XYZ), a 2-point grid, identity curves."""
    grid = b""
    for c in (0, 1):  # the first input varies slowest
        for m in (0, 1):
            for y in (0, 1):
                for k in (0, 1):
                    for white, shares in CMYK_TO_XYZ:
                        value = white * (1 - sum(share * ink for share, ink in zip(shares, (c, m, y, k))))
                        grid += struct.pack(">H", round(value * 32768))  # XYZ in 16 bits: 1.0 is 0x8000
    identity = struct.pack(">HH", 0, 65535)
    matrix = b"".join(s15(v) for v in (1, 0, 0, 0, 1, 0, 0, 0, 1))
    lut = (b"mft2" + b"\0" * 4 + bytes([4, 3, 2, 0]) + matrix + struct.pack(">HH", 2, 2)
           + identity * 4 + grid + identity * 3)
    return icc(b"prtr", b"CMYK", [(b"desc", text_description("CMYK (affine ink to XYZ), test fixture")),
                                  (b"wtpt", xyz_tag(D50)), (b"A2B0", lut), COPYRIGHT])


def icc(device_class, color_space, tags):
    offset = 128 + 4 + 12 * len(tags)
    table, data = b"", b""
    for signature, body in tags:
        while (offset + len(data)) % 4:
            data += b"\0"
        table += signature + struct.pack(">II", offset + len(data), len(body))
        data += body
    size = offset + len(data)
    header = (struct.pack(">I", size) + b"lcms" + struct.pack(">I", 0x02100000) + device_class + color_space + b"XYZ "
              + struct.pack(">6H", 2026, 1, 1, 0, 0, 0) + b"acsp" + b"APPL" + struct.pack(">I", 0) + b"\0" * 4 + b"\0" * 4
              + b"\0" * 8 + struct.pack(">I", 0) + b"".join(s15(v) for v in D50) + b"\0" * 4 + b"\0" * 16 + b"\0" * 28)
    assert len(header) == 128
    return header + struct.pack(">I", len(tags)) + table + data


def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


def png(width, height, rgba, profile, name, color_type=6, channels=4):
    rows = b"".join(b"\0" + bytes(rgba[y * width * channels:(y + 1) * width * channels]) for y in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, color_type, 0, 0, 0))
            + (chunk(b"iCCP", name + b"\0\0" + zlib.compress(profile)) if profile else b"")
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


def jpeg_with_profile(jpeg, icc):
    half = len(icc) // 2
    segments = b""
    for number, piece in enumerate([icc[:half], icc[half:]], start=1):
        body = b"ICC_PROFILE\0" + bytes([number, 2]) + piece
        segments += b"\xff\xe2" + struct.pack(">H", len(body) + 2) + body
    return jpeg[:2] + segments + jpeg[2:]


def webp_with_profile(webp, icc):
    """A simple lossless WebP (RIFF, VP8L) made extended: VP8X with the ICC flag, ICCP, the bitstream."""
    bitstream = webp[12:]
    assert bitstream[:4] == b"VP8L" and bitstream[8] == 0x2F
    bits = int.from_bytes(bitstream[9:13], "little")
    width, height = (bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1
    vp8x = b"VP8X" + struct.pack("<I", 10) + bytes([0x20, 0, 0, 0]) + (width - 1).to_bytes(3, "little") + (height - 1).to_bytes(3, "little")
    iccp = b"ICCP" + struct.pack("<I", len(icc)) + icc + (b"\0" if len(icc) % 2 else b"")
    body = b"WEBP" + vp8x + iccp + bitstream
    return b"RIFF" + struct.pack("<I", len(body)) + body


def main():
    os.makedirs(OUT, exist_ok=True)
    p3 = profile("Display P3 (gamma 2.2), test fixture", DISPLAY_P3)
    srgb = profile("sRGB IEC61966-2.1 (gamma 2.2), test fixture", SRGB)
    # Saturated and mid colors, gray, and alpha that must pass through unchanged.
    pixels = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 128, 128, 128, 255,
              200, 120, 40, 255, 30, 160, 220, 128, 90, 60, 200, 0, 255, 255, 255, 255]
    files = {
        "display-p3.icc": p3,
        "p3.png": png(4, 2, pixels, p3, b"Display P3"),
        "srgb-tagged.png": png(4, 2, pixels, srgb, b"sRGB"),
        "plain.png": png(4, 2, pixels, None, None),
        "p3.jpg": jpeg_with_profile(open(os.path.join(HERE, "baseline.jpg"), "rb").read(), p3),
        "p3.webp": webp_with_profile(open(os.path.join(HERE, "lossless.webp"), "rb").read(), p3),
    }
    gray = gray_profile()
    levels = [0, 16, 32, 64, 96, 128, 160, 192, 224, 255]
    files.update({
        "gray.icc": gray,
        "gray.png": png(10, 1, levels, gray, b"Gray", color_type=0, channels=1),
        "gray-alpha.png": png(10, 1, [v for level in levels for v in (level, 255 - level)], gray, b"Gray",
                              color_type=4, channels=2),
        "gray-on-rgb.png": png(4, 2, pixels, gray, b"Gray"),
        "cmyk-affine.icc": cmyk_profile(),
    })
    for name, data in files.items():
        with open(os.path.join(OUT, name), "wb") as file:
            file.write(data)


if __name__ == "__main__":
    main()
