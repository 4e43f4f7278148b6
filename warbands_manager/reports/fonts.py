"""DejaVu for every PDF: reportlab's built-in Helvetica covers Latin-1 only, so names such as
"Łukasz" would print as boxes. ``register_fonts`` is idempotent.

DejaVu has Hebrew and Arabic letters but no Chinese, Japanese or Korean ones; runs of those are
set in reportlab's built-in CID fonts (not embedded: the PDF viewer supplies the glyphs, which
every mainstream viewer does for these standard Adobe fonts), so such names print too.
"""

from __future__ import annotations

import re
from functools import cache

import arabic_reshaper
from bidi import get_display
from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfbase.ttfonts import TTFont

from warbands_manager.paths import resource_file

BODY_FONT = "DejaVuSans"
BOLD_FONT = "DejaVuSans-Bold"
JAPANESE_CHINESE_FONT = "HeiseiMin-W3"  # kanji/hanzi and kana
KOREAN_FONT = "HYSMyeongJo-Medium"  # hangul

# Han ideographs (with extension A and compatibility forms), kana, CJK punctuation, full-width
# forms; hangul syllables and jamo separately.
_HAN_KANA = re.compile("[\u2e80-\u2fdf\u3000-\u30ff\u31f0-\u31ff\u3400-\u4dbf"
                       "\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]+")
_HANGUL = re.compile("[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]+")
# What a reportlab Paragraph would read as markup, as xml.sax.saxutils.escape writes it ("&"
# first). That module is not imported for it: it imports urllib.request, which brings http,
# email, socket and ssl into every printout command, for three replacements.
_MARKUP = (("&", "&amp;"), (">", "&gt;"), ("<", "&lt;"))


def escape(text: str) -> str:
    """``text`` with ``&``, ``<`` and ``>`` written as entities (``saxutils.escape``'s)."""
    for letter, entity in _MARKUP:
        text = text.replace(letter, entity)
    return text


# Hebrew and Arabic letters (with their presentation forms).
_RTL = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]")


def visual_order(text: str) -> str:
    """``text`` as reportlab must draw it, left to right, for it to read correctly.

    reportlab neither reorders bidirectional text nor shapes Arabic: the Unicode bidi algorithm
    (python-bidi) gives the visual order, with the paragraph's direction taken from its first
    strong letter, and arabic-reshaper gives each Arabic letter its joined form first. Text with
    no right-to-left letter is returned as it is.
    """
    if not _RTL.search(text):
        return text
    return get_display(arabic_reshaper.reshape(text))


def plain_text(user_text: str) -> str | None:
    """``user_text`` ready to draw as a plain string (no markup parsed), or None when it holds
    letters the body font lacks and so needs :func:`paragraph_text`'s font switches."""
    if user_text.isascii():  # no CJK, no right-to-left letter: most names, every number
        return user_text
    if _HAN_KANA.search(user_text) or _HANGUL.search(user_text):
        return None
    return visual_order(user_text)


@cache
def register_fonts() -> str:
    """Register the shipped DejaVu faces with reportlab; returns the body font name.

    Only the regular and bold faces: no printout sets italic text (user text is escaped, so it
    cannot ask for it either). Should a paragraph ever ask for italic, it prints upright
    rather than failing.
    """
    for name in (BODY_FONT, BOLD_FONT):
        pdfmetrics.registerFont(TTFont(name, str(resource_file("fonts", f"{name}.ttf"))))
    addMapping(BODY_FONT, 0, 0, BODY_FONT)
    addMapping(BODY_FONT, 1, 0, BOLD_FONT)
    addMapping(BODY_FONT, 0, 1, BODY_FONT)
    addMapping(BODY_FONT, 1, 1, BOLD_FONT)
    _register_cjk_fonts()
    return BODY_FONT


def _register_cjk_fonts() -> None:
    for name in (JAPANESE_CHINESE_FONT, KOREAN_FONT):
        pdfmetrics.registerFont(UnicodeCIDFont(name))


def paragraph_text(user_text: str) -> str:
    """User text made safe for a reportlab ``Paragraph`` (which parses ``<`` and ``&``).

    Right-to-left text is put in visual order and Arabic letters are joined (see
    :func:`visual_order`); markup is escaped so it prints literally; runs of CJK letters are
    switched to a font that has them (see the module docstring).
    """
    register_fonts()  # the CJK font names below must be known before the paragraph is drawn
    text = escape(visual_order(user_text))
    text = _HAN_KANA.sub(lambda m: f'<font name="{JAPANESE_CHINESE_FONT}">{m.group()}</font>',
                         text)
    return _HANGUL.sub(lambda m: f'<font name="{KOREAN_FONT}">{m.group()}</font>', text)


# A table cell holds at most this many characters of user text: a row taller than a page is
# reportlab's LayoutError and no PDF at all (a 1,000-character unit name, a 750-character
# player name). The rest is cut with an ellipsis; the full text stays in the app and the file.
CELL_CHARS = 300
ELLIPSIS = "…"


def cell_text(user_text: str, limit: int = CELL_CHARS) -> str:
    """``user_text`` cut to ``limit`` characters with an ellipsis (not yet markup-escaped)."""
    return user_text if len(user_text) <= limit else user_text[:limit].rstrip() + ELLIPSIS


def cell_paragraph_text(user_text: str, limit: int = CELL_CHARS) -> str:
    """:func:`paragraph_text` of :func:`cell_text`: for text inside a table cell."""
    return paragraph_text(cell_text(user_text, limit))


def fit_line(text: str, font: str, size: float, room: float) -> str:
    """``text`` shortened with an ellipsis to fit one line of ``room`` points (a footer)."""
    if stringWidth(text, font, size) <= room:
        return text
    low, high = 0, len(text)
    while low < high:  # the longest prefix that fits with the ellipsis
        middle = (low + high + 1) // 2
        if stringWidth(text[:middle] + ELLIPSIS, font, size) <= room:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + ELLIPSIS
