"""Builds the report font: mock-server/files/fonts/NotoSansCJKkr-Regular-KSX1001.ttf.

Source: Noto Sans CJK KR Regular from Debian's fonts-noto-cjk (SIL Open Font License 1.1).
Tools: Debian's python3-fonttools. Run with Debian's python:

    apt-get install -y fonts-noto-cjk python3-fonttools
    /usr/bin/python3 scripts/report-font.py

What it keeps: printable ASCII, Latin-1, the 2,350 Hangul syllables of KS X 1001 (the EUC-KR
set), the Hangul compatibility jamo and the punctuation and unit signs the reports use. No layout
features, no hinting, no vertical metrics.

Why TrueType: the CJK fonts are CFF (PostScript outlines), and pdf-lib's font subsetter
(@pdf-lib/fontkit 1.1.1) writes broken CFF subsets; its TrueType subsetter works when every glyph
is padded to an even length (it writes short loca offsets without padding). So the outlines are
converted to quadratic curves (cu2qu, 1 unit tolerance) and the glyphs padded to 4 bytes.
"""

import sys
from pathlib import Path

from fontTools import subset
from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont, newTable

SOURCE = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'
KOREAN = 1  # the collection's index of "Noto Sans CJK KR"
OUT = Path(__file__).resolve().parent.parent / 'mock-server/files/fonts/NotoSansCJKkr-Regular-KSX1001.ttf'

PUNCTUATION = '·–—‘’“”…※×÷℃→←↑↓•●○■□▶▷★☆、。「」『』〈〉《》【】～°±≤≥─│㎝㎏㎜㎞㎡㎎㎖％'


def code_points():
    cps = set(range(0x20, 0x7F)) | set(range(0xA0, 0x100))
    # KS X 1001's Hangul: the syllables EUC-KR encodes in two bytes
    cps |= {cp for cp in range(0xAC00, 0xD7A4) if len(chr(cp).encode('euc_kr')) == 2}
    cps |= set(range(0x3131, 0x318F))
    cps |= {ord(c) for c in PUNCTUATION}
    return sorted(cps)


def main():
    options = subset.Options()
    options.font_number = KOREAN
    options.layout_features = []
    options.hinting = False
    options.desubroutinize = True
    options.name_IDs = ['*']
    options.notdef_outline = True
    font = subset.load_font(SOURCE, options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=code_points())
    subsetter.subset(font)

    order = font.getGlyphOrder()
    glyph_set = font.getGlyphSet()
    glyphs = {}
    for name in order:
        pen = TTGlyphPen(glyph_set)
        glyph_set[name].draw(Cu2QuPen(pen, 1.0, reverse_direction=True))
        glyphs[name] = pen.glyph()

    del font['CFF ']
    for tag in ('VORG', 'GPOS', 'GSUB', 'vhea', 'vmtx'):
        if tag in font:
            del font[tag]
    font['loca'] = newTable('loca')
    glyf = font['glyf'] = newTable('glyf')
    glyf.glyphOrder = order
    glyf.glyphs = glyphs
    glyf.padding = 4
    for name in order:
        glyphs[name].recalcBounds(glyf)
        advance, _ = font['hmtx'][name]
        font['hmtx'][name] = (advance, getattr(glyphs[name], 'xMin', 0))

    maxp = font['maxp'] = newTable('maxp')
    maxp.tableVersion = 0x00010000
    maxp.numGlyphs = len(order)
    for field in ('maxZones', 'maxTwilightPoints', 'maxStorage', 'maxFunctionDefs',
                  'maxInstructionDefs', 'maxStackElements', 'maxSizeOfInstructions',
                  'maxComponentElements'):
        setattr(maxp, field, 0)
    maxp.maxZones = 1
    maxp.recalc(font)
    font['post'].formatType = 3.0
    font.sfntVersion = '\x00\x01\x00\x00'
    font.recalcTimestamp = False
    font.save(OUT)
    print(f'{OUT}: {len(order)} glyphs, {OUT.stat().st_size} bytes', file=sys.stderr)


if __name__ == '__main__':
    main()
