"""Names from BattleScribe data in a player's words: the data's own bookkeeping marks go.

Catalogues of the community's repository prefix an item with the book it is from ("AB - Staff
of Tomorrow": army book; "BRB - …": the rulebook), put page references after rules
("Warpflame (AB-40)", "Slow to Fire (BRB-75)") and shorten words ("Archers (det)": a
detachment). Players say "Staff of Tomorrow", "Warpflame" and "Archers (detachment)"; the
book stays known through the item's source where the app shows one.
"""

from __future__ import annotations

import re

_BOOK_PREFIX = re.compile(r"^\s*(?:AB|BRB|RB)\s*-\s+")
_PAGE_REFERENCE = re.compile(r"\s*\((?:AB|BRB|RB)\s*-?\s*\d+\)")
_ABBREVIATIONS = {"(det)": "(detachment)"}


def shown_name(name: str) -> str:
    """``name`` without a book prefix or page references, abbreviations written out."""
    text = _PAGE_REFERENCE.sub("", _BOOK_PREFIX.sub("", name))
    for short, whole in _ABBREVIATIONS.items():
        text = text.replace(short, whole)
    return re.sub(r"\s{2,}", " ", text).strip() or name.strip()


def book_of(name: str) -> str | None:
    """"Army book" or "Rulebook" when the data's prefix names one, else None."""
    match = _BOOK_PREFIX.match(name)
    if match is None:
        return None
    return "Army book" if match.group(0).strip().startswith("AB") else "Rulebook"
