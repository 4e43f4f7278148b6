"""Results files as spreadsheets: ``.xlsx`` (openpyxl) and ``.ods`` in, ``.xlsx`` out.

A spreadsheet is read into the same ``(row, cells)`` records as a CSV file and checked by the
same parser (``rules/league/results_csv.parse_records``): all rows or none, an error naming the
sheet, row and column. Which sheets are results: every sheet whose first filled row is the
header ``week,player_a,player_b,result``; without any such header, a workbook of one sheet is
read as headerless rows. Other sheets are named in the report as skipped, with the reason.
openpyxl is imported only when a spreadsheet is read or written; an ``.ods`` file is read row
by row by ``spreadsheet_parts`` (odfpy builds a tree of the whole document), and both kinds are
checked against its bounds first.
"""

from __future__ import annotations

import zipfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from warbands_manager.rules.cells import is_formula_like
from warbands_manager.rules.input_files import InputFileError, check_input_file
from warbands_manager.rules.league.limits import MAX_COLUMNS
from warbands_manager.rules.league.results_csv import COLUMNS, ByeRow, ResultRow, parse_records
from warbands_manager.services.spreadsheet_parts import (
    MAX_ROWS,
    CellCount,
    SpreadsheetTooLarge,
    cell_text,
    check_parts,
    ods_sheets,
    scan_xlsx_sheets,
)
from warbands_manager.whole_file import write_whole

SPREADSHEET_SUFFIXES = (".xlsx", ".ods")
MAX_BYTES = 50 * 1024 * 1024


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
        sheets = list(_xlsx_sheets(path) if kind == ".xlsx" else ods_sheets(path))
    except SpreadsheetError:
        raise
    except SpreadsheetTooLarge as error:
        raise SpreadsheetError(str(error)) from None
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
    try:  # a regular file of a sane size, checked before a library opens it
        check_input_file(path, MAX_BYTES, "results spreadsheet")
    except InputFileError as error:
        raise SpreadsheetError(str(error)) from None


def _has_header(records: list[tuple[int, list[str]]]) -> bool:
    for _line, cells in records:
        if any(c.strip() for c in cells):
            return [c.strip().lower() for c in cells[:len(COLUMNS)]] == list(COLUMNS)
    return False


def _xlsx_sheets(path: Path) -> Iterator[tuple[str, list[tuple[int, list[str]]]]]:
    from openpyxl import load_workbook  # deferred: the league commands read CSV without it

    check_parts(path, streamed=("xl/worksheets/",))
    scan_xlsx_sheets(path)
    try:
        book = load_workbook(path, read_only=True, data_only=True)
    except (zipfile.BadZipFile, KeyError, OSError, ValueError) as error:
        raise SpreadsheetError(f"{path.name} is not a readable .xlsx file ({error})") from None
    count = CellCount(path)
    try:
        for sheet in book.worksheets:
            records = []
            # Rows as far as the columns a results file has, whatever the sheet claims.
            sheet.reset_dimensions()
            rows = sheet.iter_rows(max_col=MAX_COLUMNS, values_only=True)
            for line, values in enumerate(rows, start=1):
                if line > MAX_ROWS:
                    raise SpreadsheetError(f"{path.name}, sheet {sheet.title!r}: more than "
                                           f"{MAX_ROWS} rows")
                cells = _without_trailing_empty([cell_text(v) for v in values[:MAX_COLUMNS]])
                count.add(len(cells))
                records.append((line, cells))
            yield sheet.title, records
    finally:
        book.close()


def _without_trailing_empty(cells: list[str]) -> list[str]:
    # A cell formatted far to the right makes every row as wide: its empty cells are not data.
    while cells and not cells[-1]:
        cells.pop()
    return cells


def write_workbook(path: str | Path, sheets: list[tuple[str, list[str], list[list]]]) -> None:
    """Write ``(title, header, rows)`` sheets to an ``.xlsx`` file (replaced whole, through a
    temporary file). Text cells are typed as text, never formulas (``rules/cells.py``)."""
    # deferred: openpyxl loads for an .xlsx only, never for the league commands' CSV files
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
    from openpyxl.writer.excel import ExcelWriter  # deferred: openpyxl for an .xlsx only

    with open(temporary, "wb") as handle:
        archive = zipfile.ZipFile(handle, "w", zipfile.ZIP_DEFLATED, allowZip64=True)
        try:
            ExcelWriter(book, archive).save()
        finally:
            archive.fp = None  # closed above when whole; never written again when not
