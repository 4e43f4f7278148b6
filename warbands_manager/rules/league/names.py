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


def player_lines(text: str) -> list[tuple[str, str]]:
    """A pasted list of players, one a line: ``name`` or ``name, warband name``; blank lines
    skipped. ``ValueError`` names a player listed twice (ignoring case)."""
    found: list[tuple[str, str]] = []
    seen: set[str] = set()
    for line in text.splitlines():
        name, _comma, warband = line.partition(",")
        if not name.strip():
            continue
        if fold_name(name) in seen:
            raise ValueError(f"{name.strip()!r} is listed twice")
        seen.add(fold_name(name))
        found.append((name.strip(), warband.strip()))
    return found
