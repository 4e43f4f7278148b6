"""Results files as spreadsheets: ``.xlsx`` (openpyxl) and ``.ods`` (odfpy) in, ``.xlsx`` out.

A spreadsheet is read into the same ``(row, cells)`` records as a CSV file and checked by the
same parser (``rules/league/results_csv.parse_records``): all rows or none, an error naming the
sheet, row and column. Which sheets are results: every sheet whose first filled row is the
header ``week,player_a,player_b,result``; without any such header, a workbook of one sheet is
read as headerless rows. Other sheets are named in the report as skipped, with the reason.
Both libraries are imported only when a spreadsheet is read or written.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path

from warbands_manager.rules.cells import is_formula_like
from warbands_manager.rules.league.results_csv import COLUMNS, ByeRow, ResultRow, parse_records
from warbands_manager.whole_file import write_whole

SPREADSHEET_SUFFIXES = (".xlsx", ".ods")
MAX_BYTES = 50 * 1024 * 1024
MAX_ROWS = 200_000  # trailing repeated empty rows (ODS) are never expanded past this
MAX_COLUMNS = 64


class SpreadsheetError(ValueError):
    """A spreadsheet that cannot be read at all (the message names the file)."""


@dataclass
class SheetResults:
    rows: list[ResultRow] = field(default_factory=list)
    byes: list[ByeRow] = field(default_factory=list)
    read: list[str] = field(default_factory=list)  # sheet names read
    skipped: list[str] = field(default_factory=list)  # "Sheet: why" lines


def is_spreadsheet(path: str | Path) -> bool:
    return Path(path).suffix.lower() in SPREADSHEET_SUFFIXES


def read_results(path: str | Path, max_week: int | None = None) -> SheetResults:
    """The results of a ``.xlsx`` or ``.ods`` file.

    Raises:
        SpreadsheetError: not a readable spreadsheet, too large, or no results sheet.
        ResultsFileError: a bad row (sheet, row and column named); nothing is used.
    """
    path = Path(path)
    _check_file(path)
    kind = path.suffix.lower()
    try:
        sheets = list(_xlsx_sheets(path) if kind == ".xlsx" else _ods_sheets(path))
    except SpreadsheetError:
        raise
    except Exception as error:
        # openpyxl and odfpy read a zip of XML parts; a damaged or hostile file raises
        # whatever the layer that noticed raises (zlib.error, ParseError, KeyError, TypeError,
        # IndexError ...). Each is the same fact for the organiser: the file cannot be read.
        raise SpreadsheetError(f"{path.name} is not a readable {kind} file "
                               f"({type(error).__name__}: {error})"[:300]) from None
    with_header = [name for name, records in sheets if _has_header(records)]
    found = SheetResults()
    for name, records in sheets:
        if with_header and name not in with_header:
            found.skipped.append(f"{name}: does not start with the header {','.join(COLUMNS)}")
            continue
        if not with_header and len(sheets) > 1:
            raise SpreadsheetError(f"{path.name}: no sheet starts with the header "
                                   f"{','.join(COLUMNS)}, so it is not clear which sheet holds "
                                   "the results")
        found.rows += parse_records(records, max_week, sheet=name, byes=found.byes)
        found.read.append(name)
    if not found.rows and not found.byes:
        raise SpreadsheetError(f"{path.name}: no results in it (nothing was read)")
    return found


def _check_file(path: Path) -> None:
    from warbands_manager.rules.input_files import InputFileError, check_input_file

    try:  # a regular file of a sane size, checked before a library opens it
        check_input_file(path, MAX_BYTES, "results spreadsheet")
    except InputFileError as error:
        raise SpreadsheetError(str(error)) from None


def _has_header(records: list[tuple[int, list[str]]]) -> bool:
    for _line, cells in records:
        if any(c.strip() for c in cells):
            return [c.strip().lower() for c in cells[:len(COLUMNS)]] == list(COLUMNS)
    return False


def _text(value) -> str:
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


def _xlsx_sheets(path: Path) -> Iterator[tuple[str, list[tuple[int, list[str]]]]]:
    import zipfile

    from openpyxl import load_workbook

    try:
        book = load_workbook(path, read_only=True, data_only=True)
    except (zipfile.BadZipFile, KeyError, OSError, ValueError) as error:
        raise SpreadsheetError(f"{path.name} is not a readable .xlsx file ({error})") from None
    try:
        for sheet in book.worksheets:
            records = []
            for line, values in enumerate(sheet.iter_rows(values_only=True), start=1):
                if line > MAX_ROWS:
                    raise SpreadsheetError(f"{path.name}, sheet {sheet.title!r}: more than "
                                           f"{MAX_ROWS} rows")
                records.append((line, [_text(v) for v in values[:MAX_COLUMNS]]))
            yield sheet.title, records
    finally:
        book.close()


def _ods_sheets(path: Path) -> Iterator[tuple[str, list[tuple[int, list[str]]]]]:
    import zipfile
    from xml.parsers.expat import ExpatError

    from odf.opendocument import load
    from odf.table import Table

    try:
        document = load(str(path))
    except (zipfile.BadZipFile, KeyError, OSError, ValueError, ExpatError) as error:
        raise SpreadsheetError(f"{path.name} is not a readable .ods file ({error})") from None
    for table in document.spreadsheet.getElementsByType(Table):
        yield str(table.getAttribute("name")), _ods_records(table)


def _ods_records(table) -> list[tuple[int, list[str]]]:
    from odf.table import TableRow

    records, line = [], 0
    for row in table.getElementsByType(TableRow):
        repeat = int(row.getAttribute("numberrowsrepeated") or 1)
        cells: list[str] = []
        for cell in row.childNodes:
            if cell.qname[1] not in ("table-cell", "covered-table-cell"):
                continue
            times = int(cell.getAttribute("numbercolumnsrepeated") or 1)
            cells += [_ods_value(cell)] * min(times, MAX_COLUMNS - len(cells))
            if len(cells) >= MAX_COLUMNS:
                break
        while cells and not cells[-1]:
            cells.pop()
        if not cells:  # empty rows (often repeated a million times at the end): count only
            line += repeat
            continue
        for _ in range(min(repeat, MAX_ROWS)):
            line += 1
            records.append((line, list(cells)))
        if line > MAX_ROWS:
            raise SpreadsheetError(f"sheet {table.getAttribute('name')!r}: more than "
                                   f"{MAX_ROWS} rows")
    return records


def _ods_value(cell) -> str:
    kind = cell.getAttribute("valuetype")
    if kind in ("float", "percentage", "currency"):
        return _text(float(cell.getAttribute("value")))
    if kind == "date":
        return str(cell.getAttribute("datevalue"))[:10]
    return "\n".join(_node_text(p) for p in cell.childNodes if p.qname[1] == "p")


def _node_text(node) -> str:
    if node.nodeType == node.TEXT_NODE:
        return str(node.data)
    if getattr(node, "qname", ("", ""))[1] == "s":  # <text:s/> stands for spaces
        return " " * int(node.getAttribute("c") or 1)
    return "".join(_node_text(child) for child in node.childNodes)


def write_workbook(path: str | Path, sheets: list[tuple[str, list[str], list[list]]]) -> None:
    """Write ``(title, header, rows)`` sheets to an ``.xlsx`` file (replaced whole, through a
    temporary file). Text cells are typed as text, never formulas (``rules/cells.py``)."""
    from openpyxl import Workbook
    from openpyxl.cell.cell import ILLEGAL_CHARACTERS_RE

    book = Workbook()
    book.remove(book.active)
    for title, header, rows in sheets:
        sheet = book.create_sheet(title)
        for r, values in enumerate([header, *rows], start=1):
            for c, value in enumerate(values, start=1):
                cell = sheet.cell(r, c)
                if isinstance(value, str):
                    cell.value = ILLEGAL_CHARACTERS_RE.sub("", value)
                    cell.data_type = "s"  # openpyxl would make "=..." a formula
                    if is_formula_like(value):
                        cell.quotePrefix = True  # shown as typed text in the spreadsheet
                else:
                    cell.value = value
        sheet.freeze_panes = "A2"
    write_whole(path, lambda temporary: _save_book(book, temporary))


def _save_book(book, temporary: Path) -> None:
    """``book.save`` into a zip archive this code closes: after a failed write (a full disk),
    openpyxl's own archive would try its end record again when collected, and print a
    traceback at the exit of a command that had already said what went wrong."""
    from zipfile import ZIP_DEFLATED, ZipFile

    from openpyxl.writer.excel import ExcelWriter

    with open(temporary, "wb") as handle:
        archive = ZipFile(handle, "w", ZIP_DEFLATED, allowZip64=True)
        try:
            ExcelWriter(book, archive).save()
        finally:
            archive.fp = None  # closed above when whole; never written again when not
