"""The printouts escape user text for reportlab's Paragraph as ``xml.sax.saxutils.escape`` does,
without importing it (it brings urllib.request, http, email, socket and ssl: ~40 ms of every
printout command)."""

from __future__ import annotations

import random
from xml.sax.saxutils import escape as saxutils_escape

from warbands_manager.reports.fonts import escape


def test_escape_writes_what_saxutils_writes():
    rng = random.Random(7)
    letters = "&<>\"';amp gtlt Þשׁ名 \n"
    samples = ["", "plain", "<b>Bold</b> & Co", "&amp; already", "a<<>>&&b"]
    samples += ["".join(rng.choice(letters) for _ in range(rng.randint(1, 30)))
                for _ in range(500)]
    for text in samples:
        assert escape(text) == saxutils_escape(text), text
