"""Comparing league and player names "ignoring case", the same way on every path."""

from __future__ import annotations

import unicodedata


def fold_name(name: str) -> str:
    """A name as compared "ignoring case": Unicode case folding of its composed form.

    Names are compared in Python, not with SQL ``lower()``: SQLite's ``lower()`` (and
    ``NOCASE``) fold ASCII letters only, so "ÞÓR LEAGUE" would not find "Þór League" there
    while PostgreSQL found it. A league has few names to compare (leagues; one league's players).
    """
    return unicodedata.normalize("NFC", name.strip()).casefold()
