"""Cells of every CSV and spreadsheet export, written so no spreadsheet runs them as formulas.

A cell whose text begins with ``=``, ``+``, ``-`` or ``@`` (or a tab or carriage return, which
some spreadsheets skip before reading a formula) would be read as a formula by Excel,
LibreOffice or Google Sheets when the file is opened: a player called ``=HYPERLINK(...)`` could
make an organiser's spreadsheet fetch a web address. CSV cells get a leading apostrophe (the
spreadsheets' own "this is text" mark); ``.xlsx`` cells are typed as text with the same mark
(see ``services/spreadsheets.py``). Numbers are written as numbers. The results readers take
the apostrophe off again (:func:`unescape_cell`), so an exported file imports unchanged.
"""

from __future__ import annotations

from collections.abc import Iterable

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
TEXT_MARK = "'"


def is_formula_like(value: object) -> bool:
    """True for text a spreadsheet would read as a formula."""
    return isinstance(value, str) and value.startswith(FORMULA_STARTS)


def escape_cell(value: object) -> object:
    """``value`` for a CSV cell: formula-like text gets the leading apostrophe; anything else
    (numbers included) is returned unchanged."""
    if isinstance(value, str) and is_formula_like(value):
        return TEXT_MARK + value
    return value


def escape_row(values: Iterable[object]) -> list:
    return [escape_cell(v) for v in values]


def unescape_cell(text: str) -> str:
    """The text :func:`escape_cell` was given (an apostrophe before a formula start removed)."""
    if text.startswith(TEXT_MARK) and is_formula_like(text[1:]):
        return text[1:]
    return text
