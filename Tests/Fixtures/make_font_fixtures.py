"""Writes tiny TrueType fonts for the text engine's color and variation tests (Debian ships no
COLR font and no variable font in the packages the project installs):

- Fonts/ColorLayers.ttf: a COLR version 0 font with a CPAL palette (OpenType spec, "COLR - Color
  Table" and "CPAL - Color Palette Table"). "A" is a red square under a blue bar; "B" is a green
  square under a bar in the text's color (palette index 0xFFFF); "C" has no color layers.
- Fonts/VariableWeight.ttf: a variable font with one `wght` axis (100 to 900, default 400). "I" is a
  stem 100 units wide at 400, 50 at 100 and 400 at 900 (gvar deltas), linear in between on each side;
  its advance is 300 at 400, 250 at 100 and 600 at 900 (HVAR and gvar's phantom point agree).
- Fonts/ColorPaints.ttf: a COLR version 1 font (paint graphs; OpenType spec, "COLR - Color Table",
  version 1). Palette 0 is red, blue, green. Every base glyph's own outline is the square 0...800.
  "A": the square under a linear gradient red (x = 0) to blue (x = 800), pad. "B": the square under a
  radial gradient, circles at (400, 400) of radius 0 and 400, green to blue, pad. "C": the square under
  a sweep gradient around (400, 400) from 0 to 270 degrees counter-clockwise, red to blue, pad. "D": the
  bar 100...700 x 300...500 in red, rotated 90 degrees around (400, 400) (a vertical bar
  300...500 x 100...700). "E": blue over the square composited SRC_IN onto the bar in red (blue where
  the bar is, nothing elsewhere). "F": red over the square with a clip box 0...400 x 0...800 (the left
  half). "G": PaintColrGlyph of "A". "H": the square in the text's color at alpha 0.5. "I": the square
  under a linear gradient red (x = 0) to blue (x = 200), repeat. "J": the bar in green scaled by 0.5
  around (400, 400), then translated by (0, 200) (250...550 x 550...650). "K": blue over the square
  composited with HSL_HUE onto the bar in red (blue's hue at red's saturation and luminosity inside
  the bar, blue elsewhere). "L": PaintColrGlyph of "L" itself (a cycle: malformed, the outline, with a warning). "M": nine
  composites nested in one another (deeper than the reader's 8: malformed). "N": red with no PaintGlyph
  and no clip box (it fills the default clip, the em square grown by an em on every side). "O": the square
  in red through PaintVarSolid (no deltas); the font has a `wght` axis (100 to 900, default 400) and no
  deltas anywhere, so at another weight the variable paint is read at its default, with a warning.
- Fonts/ColorRadial.ttf: radial gradients whose circle at the first or last stop has a negative
  radius (nothing is painted where r < 0; cairo takes no negative radius, so the PDF must cut or move
  the circles). Palette: red, blue. Every glyph is the square 0...800 under a gradient around
  (400, 400). "A": radius 0 to 400, stops red at -0.5 and blue at 1, pad. "B": the same, repeat.
  "C": the same, reflect. "D": radius 400 to 0, stops red at 0 and blue at 1.5, pad. "E": the same as
  "D", repeat. "F": radius 0 to 400, stops red at -2 and blue at -1, pad (every stop's circle is
  negative: blue wherever r >= 0).
- Fonts/ColorPaintsBroken.ttf: ColorPaints.ttf with its COLR table's BaseGlyphList offset pointing past
  the table's end (a malformed table: every glyph must draw as its outline, with a warning).

Every glyph is rectangles, so the expected pixels and widths follow from the numbers here.
Needs fontTools (pip install fonttools). Run: python3 Tests/Fixtures/make_font_fixtures.py
"""
import os

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont, newTable
from fontTools.ttLib.tables import otTables as ot
from fontTools.ttLib.tables.DefaultTable import DefaultTable
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
    hvar = ot.HVAR()
    hvar.Version = 0x00010000
    hvar.VarStore = store
    mapping = ot.VarIdxMap()
    mapping.mapping = {".notdef": 0, "space": 1, "I": 2}
    hvar.AdvWidthMap = mapping
    hvar.LsbMap = hvar.RsbMap = None
    table = newTable("HVAR")
    table.table = hvar
    fb.font["HVAR"] = table
    fb.save(path)

def paint_glyph(glyph, paint):
    return {"Format": ot.PaintFormat.PaintGlyph, "Glyph": glyph, "Paint": paint}

def solid(index, alpha=1.0):
    return {"Format": ot.PaintFormat.PaintSolid, "PaletteIndex": index, "Alpha": alpha}

def color_line(extend, *stops):
    return {"Extend": extend, "ColorStop": [{"StopOffset": o, "PaletteIndex": i, "Alpha": 1.0} for o, i in stops]}

def nested_composites(depth):
    paint = paint_glyph("square", solid(1))
    for _ in range(depth):
        paint = {"Format": ot.PaintFormat.PaintComposite, "CompositeMode": "src_over",
                 "SourcePaint": paint, "BackdropPaint": paint_glyph("bar", solid(0))}
    return paint


def paint_font(path):
    names = "ABCDEFGHIJKLMNO"
    glyphs = {".notdef": rectangle(50, 0, 550, 700), "space": empty(),
              "square": rectangle(0, 0, 800, 800), "bar": rectangle(100, 300, 700, 500)}
    glyphs.update({name: rectangle(0, 0, 800, 800) for name in names})
    fb = FontBuilder(UPEM, isTTF=True)
    base(fb, "Color Paints Test", glyphs, {0x20: "space", **{ord(n): n for n in names}},
         {name: 600 if name in (".notdef", "space") else 800 for name in glyphs})
    fb.font["CPAL"] = buildCPAL([[(1, 0, 0, 1), (0, 0, 1, 1), (0, 1, 0, 1)]])
    linear = {"Format": ot.PaintFormat.PaintLinearGradient, "ColorLine": color_line("pad", (0, 0), (1, 1)),
              "x0": 0, "y0": 0, "x1": 800, "y1": 0, "x2": 0, "y2": 800}
    paints = {
        "A": paint_glyph("square", linear),
        "B": paint_glyph("square", {"Format": ot.PaintFormat.PaintRadialGradient,
                                    "ColorLine": color_line("pad", (0, 2), (1, 1)),
                                    "x0": 400, "y0": 400, "r0": 0, "x1": 400, "y1": 400, "r1": 400}),
        "C": paint_glyph("square", {"Format": ot.PaintFormat.PaintSweepGradient,
                                    "ColorLine": color_line("pad", (0, 0), (1, 1)),
                                    "centerX": 400, "centerY": 400, "startAngle": 0, "endAngle": 270}),
        "D": {"Format": ot.PaintFormat.PaintRotateAroundCenter, "angle": 90, "centerX": 400, "centerY": 400,
              "Paint": paint_glyph("bar", solid(0))},
        "E": {"Format": ot.PaintFormat.PaintComposite, "CompositeMode": "src_in",
              "SourcePaint": paint_glyph("square", solid(1)), "BackdropPaint": paint_glyph("bar", solid(0))},
        "F": paint_glyph("square", solid(0)),
        "G": {"Format": ot.PaintFormat.PaintColrGlyph, "Glyph": "A"},
        "H": paint_glyph("square", solid(0xFFFF, 0.5)),
        "I": paint_glyph("square", {**linear, "ColorLine": color_line("repeat", (0, 0), (1, 1)), "x1": 200}),
        "J": {"Format": ot.PaintFormat.PaintTranslate, "dx": 0, "dy": 200,
              "Paint": {"Format": ot.PaintFormat.PaintScaleAroundCenter, "scaleX": 0.5, "scaleY": 0.5,
                        "centerX": 400, "centerY": 400, "Paint": paint_glyph("bar", solid(2))}},
        "K": {"Format": ot.PaintFormat.PaintComposite, "CompositeMode": "hsl_hue",
              "SourcePaint": paint_glyph("square", solid(1)), "BackdropPaint": paint_glyph("bar", solid(0))},
        "L": {"Format": ot.PaintFormat.PaintColrGlyph, "Glyph": "L"},
        "M": nested_composites(9),
        "N": solid(0),
        "O": paint_glyph("square", {"Format": ot.PaintFormat.PaintVarSolid, "PaletteIndex": 0, "Alpha": 1.0,
                                    "VarIndexBase": 0xFFFFFFFF}),
    }
    fb.font["COLR"] = buildCOLR(paints, version=1, glyphMap=fb.font.getReverseGlyphMap(),
                                clipBoxes={"F": (0, 0, 400, 800)})
    fb.setupFvar([("wght", 100, 400, 900, "Weight")], [])
    # FreeType sees the axis only with a gvar table (here one without deltas).
    fb.setupGvar({name: [] for name in glyphs})
    fb.save(path)

def radial_font(path):
    names = "ABCDEF"
    glyphs = {".notdef": rectangle(50, 0, 550, 700), "space": empty()}
    glyphs.update({name: rectangle(0, 0, 800, 800) for name in names})
    fb = FontBuilder(UPEM, isTTF=True)
    base(fb, "Color Radial Test", glyphs, {0x20: "space", **{ord(n): n for n in names}},
         {name: 600 if name in (".notdef", "space") else 800 for name in glyphs})
    fb.font["CPAL"] = buildCPAL([[(1, 0, 0, 1), (0, 0, 1, 1)]])
    def radial(extend, r0, r1, *stops):
        return paint_glyph(names[0], {"Format": ot.PaintFormat.PaintRadialGradient, "ColorLine": color_line(extend, *stops),
                                      "x0": 400, "y0": 400, "r0": r0, "x1": 400, "y1": 400, "r1": r1})
    paints = {
        "A": radial("pad", 0, 400, (-0.5, 0), (1, 1)),
        "B": radial("repeat", 0, 400, (-0.5, 0), (1, 1)),
        "C": radial("reflect", 0, 400, (-0.5, 0), (1, 1)),
        "D": radial("pad", 400, 0, (0, 0), (1.5, 1)),
        "E": radial("repeat", 400, 0, (0, 0), (1.5, 1)),
        "F": radial("pad", 0, 400, (-2, 0), (-1, 1)),
    }
    fb.font["COLR"] = buildCOLR(paints, version=1, glyphMap=fb.font.getReverseGlyphMap())
    fb.save(path)

def broken_paint_font(source, path):
    font = TTFont(source, recalcTimestamp=False)
    data = bytearray(font.reader["COLR"])
    # COLR v1 header: version, numBaseGlyphRecords, baseGlyphRecordsOffset (Offset32),
    # layerRecordsOffset (Offset32), numLayerRecords, then baseGlyphListOffset (Offset32) at byte 14.
    data[14:18] = (len(data) + 1000).to_bytes(4, "big")
    raw = DefaultTable("COLR")
    raw.data = bytes(data)
    font["COLR"] = raw
    font.save(path)

if __name__ == "__main__":
    os.makedirs(HERE, exist_ok=True)
    color_font(os.path.join(HERE, "ColorLayers.ttf"))
    variable_font(os.path.join(HERE, "VariableWeight.ttf"))
    paint_font(os.path.join(HERE, "ColorPaints.ttf"))
    radial_font(os.path.join(HERE, "ColorRadial.ttf"))
    broken_paint_font(os.path.join(HERE, "ColorPaints.ttf"), os.path.join(HERE, "ColorPaintsBroken.ttf"))
