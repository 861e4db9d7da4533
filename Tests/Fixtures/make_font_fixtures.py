"""Writes two tiny TrueType fonts for the text engine's color and variation tests (Debian ships no
COLR font and no variable font in the packages the project installs):

- Fonts/ColorLayers.ttf: a COLR version 0 font with a CPAL palette (OpenType spec, "COLR - Color
  Table" and "CPAL - Color Palette Table"). "A" is a red square under a blue bar; "B" is a green
  square under a bar in the text's color (palette index 0xFFFF); "C" has no color layers.
- Fonts/VariableWeight.ttf: a variable font with one `wght` axis (100 to 900, default 400). "I" is a
  stem 100 units wide at 400, 50 at 100 and 400 at 900 (gvar deltas), linear in between on each side;
  its advance is 300 at 400, 250 at 100 and 600 at 900 (HVAR and gvar's phantom point agree).

Every glyph is rectangles, so the expected pixels and widths follow from the numbers here.
Needs fontTools (pip install fonttools). Run: python3 Tests/Fixtures/make_font_fixtures.py
"""
import os

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import newTable
from fontTools.ttLib.tables import otTables
from fontTools.ttLib.tables.TupleVariation import TupleVariation
from fontTools.varLib import builder as varBuilder
from fontTools.colorLib.builder import buildCOLR, buildCPAL

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Fonts")
UPEM, ASCENT, DESCENT = 1000, 800, -200


def rectangle(x0, y0, x1, y1):
    pen = TTGlyphPen(None)
    pen.moveTo((x0, y0))
    pen.lineTo((x0, y1))
    pen.lineTo((x1, y1))
    pen.lineTo((x1, y0))
    pen.closePath()
    return pen.glyph()


def empty():
    return TTGlyphPen(None).glyph()


def base(fb, family, glyphs, cmap, advances):
    fb.setupGlyphOrder(list(glyphs))
    fb.setupCharacterMap(cmap)
    fb.setupGlyf(glyphs)
    # The left side bearing is the outline's left edge, as TrueType rasterizers expect (FreeType
    # places the outline from it).
    glyf = fb.font["glyf"]
    for name in glyphs:
        glyf[name].recalcBounds(glyf)
    fb.setupHorizontalMetrics({name: (advances[name], getattr(glyf[name], "xMin", 0)) for name in glyphs})
    fb.setupHorizontalHeader(ascent=ASCENT, descent=DESCENT)
    fb.setupNameTable({"familyName": family, "styleName": "Regular"})
    fb.setupOS2(sTypoAscender=ASCENT, sTypoDescender=DESCENT, sTypoLineGap=0, usWinAscent=ASCENT, usWinDescent=-DESCENT)
    fb.setupPost()
    # Fixed timestamps, so running the script again writes the same bytes.
    fb.font["head"].created = fb.font["head"].modified = 0
    fb.font.recalcTimestamp = False


def color_font(path):
    glyphs = {
        ".notdef": rectangle(50, 0, 550, 700), "space": empty(),
        "A": rectangle(0, 0, 800, 800), "B": rectangle(0, 0, 800, 800), "C": rectangle(100, 0, 700, 700),
        "square": rectangle(0, 0, 800, 800), "bar": rectangle(100, 300, 700, 500),
    }
    fb = FontBuilder(UPEM, isTTF=True)
    base(fb, "Color Layers Test", glyphs, {0x20: "space", 0x41: "A", 0x42: "B", 0x43: "C"},
         {name: 600 if name in (".notdef", "space") else 800 for name in glyphs})
    # Palette 0: red, blue, green (RGBA, 0...1); index 0xFFFF is the text's color.
    fb.font["CPAL"] = buildCPAL([[(1, 0, 0, 1), (0, 0, 1, 1), (0, 0.5, 0, 1)]])
    fb.font["COLR"] = buildCOLR({"A": [("square", 0), ("bar", 1)], "B": [("square", 2), ("bar", 0xFFFF)]}, version=0)
    fb.save(path)


def variable_font(path):
    glyphs = {".notdef": rectangle(50, 0, 250, 700), "space": empty(), "I": rectangle(100, 0, 200, 700)}
    advances = {".notdef": 300, "space": 300, "I": 300}
    fb = FontBuilder(UPEM, isTTF=True)
    base(fb, "Variable Weight Test", glyphs, {0x20: "space", 0x49: "I"}, advances)
    fb.setupFvar([("wght", 100, 400, 900, "Weight")], [])
    # gvar deltas are per point, then the four phantom points (the second one carries the advance);
    # one region from the default up to 900, one from 100 up to the default.
    def stem(max_delta, min_delta):
        return [TupleVariation({"wght": (0, 1, 1)}, [(0, 0), (0, 0), (max_delta, 0), (max_delta, 0), (0, 0), (max_delta, 0), (0, 0), (0, 0)]),
                TupleVariation({"wght": (-1, -1, 0)}, [(0, 0), (0, 0), (min_delta, 0), (min_delta, 0), (0, 0), (min_delta, 0), (0, 0), (0, 0)])]
    fb.setupGvar({"I": stem(300, -50), ".notdef": [], "space": []})
    # HVAR: advance 300 + 300 at 900, 300 - 50 at 100.
    store = varBuilder.buildVarStore(varBuilder.buildVarRegionList([{"wght": (0, 1, 1)}, {"wght": (-1, -1, 0)}], ["wght"]),
                                     [varBuilder.buildVarData([0, 1], [[0, 0], [0, 0], [300, -50]])])
    hvar = otTables.HVAR()
    hvar.Version = 0x00010000
    hvar.VarStore = store
    mapping = otTables.VarIdxMap()
    mapping.mapping = {".notdef": 0, "space": 1, "I": 2}
    hvar.AdvWidthMap = mapping
    hvar.LsbMap = hvar.RsbMap = None
    table = newTable("HVAR")
    table.table = hvar
    fb.font["HVAR"] = table
    fb.save(path)


if __name__ == "__main__":
    os.makedirs(HERE, exist_ok=True)
    color_font(os.path.join(HERE, "ColorLayers.ttf"))
    variable_font(os.path.join(HERE, "VariableWeight.ttf"))
