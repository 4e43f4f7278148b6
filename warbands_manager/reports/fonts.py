"""DejaVu for every PDF: reportlab's built-in Helvetica covers Latin-1 only, so names such as
"Łukasz" would print as boxes. ``register_fonts`` is idempotent."""

from __future__ import annotations

from functools import cache
from xml.sax.saxutils import escape

from warbands_manager.paths import resource_file

BODY_FONT = "DejaVuSans"
BOLD_FONT = "DejaVuSans-Bold"
ITALIC_FONT = "DejaVuSans-Oblique"


@cache
def register_fonts() -> str:
    """Register the shipped DejaVu faces with reportlab; returns the body font name."""
    from reportlab.lib.fonts import addMapping
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    for name in (BODY_FONT, BOLD_FONT, ITALIC_FONT):
        pdfmetrics.registerFont(TTFont(name, str(resource_file("fonts", f"{name}.ttf"))))
    addMapping(BODY_FONT, 0, 0, BODY_FONT)
    addMapping(BODY_FONT, 1, 0, BOLD_FONT)
    addMapping(BODY_FONT, 0, 1, ITALIC_FONT)
    addMapping(BODY_FONT, 1, 1, BOLD_FONT)
    return BODY_FONT


def paragraph_text(user_text: str) -> str:
    """User text made safe for a reportlab ``Paragraph`` (which parses ``<`` and ``&``)."""
    return escape(user_text)
