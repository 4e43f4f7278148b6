"""Reading a spreadsheet's XML in bounded memory: parts are size-checked before a library
opens them, and an ``.ods`` sheet is read row by row.

A spreadsheet is a zip of XML parts; a few megabytes of zip can hold gigabytes of XML, and both
openpyxl and odfpy would build all of it in memory (odfpy a tree of the whole ``content.xml``;
openpyxl every shared string and style). So: the sizes the archive declares (``zipfile`` never
reads past them) are checked against the bounds below first, an ``.xlsx`` sheet is scanned for
rows and cells in a stream, and an ``.ods`` file is read here with ``iterparse``, each row
dropped once read. Every refusal names the file and the bound.
"""

from __future__ import annotations

import zipfile
from collections.abc import Iterator
from datetime import date, datetime
from pathlib import Path
from xml.etree import ElementTree

from warbands_manager.rules.league.limits import MAX_COLUMNS, MAX_GAMES

# A sheet of 200,000 games is 40 to 90 MB of XML; one cell's text is built whole (twice, while
# joined), so this bound is also what one cell may cost.
MAX_SHEET_XML = 96 * 1024 * 1024
MAX_OTHER_PART = 16 * 1024 * 1024  # shared strings, styles, the workbook: read whole
MAX_ROW_CELLS = 1024  # cells written in one row (a formatted row of empty cells included)
MAX_ROWS = MAX_GAMES + 10_000  # with the header, bye and empty rows (repeated ones counted)
# Cells kept of a whole workbook (trailing empty ones dropped): four a game and the club's
# own columns; each is a string in memory until the rows are checked.
MAX_CELLS = 1_500_000


class CellCount:
    """The cells a workbook's readers have kept so far, refused past :data:`MAX_CELLS`."""

    def __init__(self, path: Path) -> None:
        self.path, self.kept = path, 0

    def add(self, cells: int) -> None:
        self.kept += cells
        if self.kept > MAX_CELLS:
            raise SpreadsheetTooLarge(f"{self.path.name}: more than {MAX_CELLS:,} filled cells; "
                                      "nothing was read")

_TABLE = "{urn:oasis:names:tc:opendocument:xmlns:table:1.0}"
_TEXT = "{urn:oasis:names:tc:opendocument:xmlns:text:1.0}"
_OFFICE = "{urn:oasis:names:tc:opendocument:xmlns:office:1.0}"
_SHEET_MAIN = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"


class SpreadsheetTooLarge(ValueError):
    """Past a bound of this module (the message names the file and the bound)."""


def check_parts(path: Path, streamed: tuple[str, ...]) -> None:
    """Refuse ``path`` when a part is larger than it may be: parts whose names start with one
    of ``streamed`` are read in a stream (:data:`MAX_SHEET_XML`), all others whole
    (:data:`MAX_OTHER_PART`)."""
    with zipfile.ZipFile(path) as archive:
        for info in archive.infolist():
            limit = MAX_SHEET_XML if info.filename.startswith(streamed) else MAX_OTHER_PART
            if info.file_size > limit:
                raise SpreadsheetTooLarge(
                    f"{path.name}: its part {info.filename} unpacks to "
                    f"{info.file_size // 2**20:,} MB, more than the {limit // 2**20} MB a "
                    "results spreadsheet may hold; nothing was read")


def scan_xlsx_sheets(path: Path) -> None:
    """Count each ``.xlsx`` sheet's rows and the cells of each row in a stream, before openpyxl
    builds any row: one row of a million cells would be a tree of a million elements there."""
    with zipfile.ZipFile(path) as archive:
        for name in archive.namelist():
            if name.startswith("xl/worksheets/") and name.endswith(".xml"):
                with archive.open(name) as stream:
                    _scan_rows(path, name, stream)


def _scan_rows(path: Path, name: str, stream) -> None:
    rows = cells = 0
    for event, element in ElementTree.iterparse(stream, events=("end",)):
        tag = element.tag
        if tag == f"{_SHEET_MAIN}c":
            cells += 1
            if cells > MAX_ROW_CELLS:
                raise SpreadsheetTooLarge(f"{path.name}: a row with more than {MAX_ROW_CELLS:,} "
                                          "cells; nothing was read")
            element.clear()
        elif tag == f"{_SHEET_MAIN}row":
            rows, cells = rows + 1, 0
            if rows > MAX_ROWS:
                raise SpreadsheetTooLarge(f"{path.name}: more than {MAX_ROWS:,} rows; "
                                          "nothing was read")
            element.clear()
        del event


def ods_sheets(path: Path) -> Iterator[tuple[str, list[tuple[int, list[str]]]]]:
    """``(sheet name, [(row number, cells)])`` of an ``.ods`` file, read row by row."""
    with zipfile.ZipFile(path) as archive, archive.open("content.xml") as stream:
        yield from _OdsReader(path).sheets(stream)


class _OdsReader:
    """``content.xml`` in one pass: each cell read and dropped, each row kept as its texts."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.count = CellCount(path)

    def sheets(self, stream) -> Iterator[tuple[str, list[tuple[int, list[str]]]]]:
        parents: list[ElementTree.Element] = []
        records: list[tuple[int, list[str]]] = []
        cells: list[str] = []
        line = 0
        for event, element in ElementTree.iterparse(stream, events=("start", "end")):
            if event == "start":
                parents.append(element)
                continue
            parents.pop()
            tag = element.tag
            if tag in (f"{_TABLE}table-cell", f"{_TABLE}covered-table-cell"):
                if len(cells) < MAX_COLUMNS:
                    times = _count(element, "number-columns-repeated")
                    cells += [_ods_value(element)] * min(times, MAX_COLUMNS - len(cells))
            elif tag == f"{_TABLE}table-row":
                line = self._row(records, cells, line, _count(element, "number-rows-repeated"))
                cells = []
            elif tag == f"{_TABLE}table":
                yield str(element.get(f"{_TABLE}name", "")), records
                records, line = [], 0
            else:
                continue
            if parents:  # dropped from the tree once read: memory holds one row at a time
                parents[-1].remove(element)

    def _row(self, records: list, cells: list[str], line: int, repeat: int) -> int:
        while cells and not cells[-1]:
            cells.pop()
        if not cells:  # empty rows (often repeated a million times at the end): count only
            return line + repeat
        for _ in range(min(repeat, MAX_ROWS)):
            line += 1
            self.count.add(len(cells))
            records.append((line, list(cells)))
        if line > MAX_ROWS:
            raise SpreadsheetTooLarge(f"{self.path.name}: more than {MAX_ROWS:,} rows; "
                                      "nothing was read")
        return line


def _count(element: ElementTree.Element, attribute: str) -> int:
    try:
        return max(1, int(element.get(f"{_TABLE}{attribute}", "1")))
    except ValueError:
        return 1


def cell_text(value: object) -> str:
    """A cell as the text a CSV would hold (whole numbers without ``.0``, dates as ISO)."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, datetime):
        return value.date().isoformat() if value.time() == datetime.min.time() \
            else value.isoformat()
    if isinstance(value, date):
        return value.isoformat()
    return str(value)


def _ods_value(cell: ElementTree.Element) -> str:
    kind = cell.get(f"{_OFFICE}value-type", "")
    if kind in ("float", "percentage", "currency"):
        try:
            return cell_text(float(cell.get(f"{_OFFICE}value", "0")))
        except ValueError:
            return ""
    if kind == "date":
        return cell.get(f"{_OFFICE}date-value", "")[:10]
    return "\n".join(_node_text(p) for p in cell if p.tag == f"{_TEXT}p")


def _node_text(node: ElementTree.Element) -> str:
    parts = [node.text or ""]
    for child in node:
        if child.tag == f"{_TEXT}s":  # <text:s/> stands for spaces
            parts.append(" " * _spaces(child))
        else:
            parts.append(_node_text(child))
        parts.append(child.tail or "")
    return "".join(parts)


def _spaces(element: ElementTree.Element) -> int:
    try:
        return min(max(1, int(element.get(f"{_TEXT}c", "1"))), 1024)
    except ValueError:
        return 1
