"""Peak memory of each large input the size caps accept (``python benchmarks/input_memory.py``).

Each input is made at the size its cap allows, then read by the command a club would run, in
a child process; the child's peak resident memory (``ru_maxrss``) is reported beside the
budget of 300 MB. An input past a bound must be refused, quickly, with a message naming the file
and the limit; the report shows the first line of that message.

The generators are also used by ``tests/integration/cli/test_input_memory.py`` at smaller sizes.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUDGET_MB = 300
_HEX_ID = re.compile(r"[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}")

_MEASURE = """
import resource, subprocess, sys
run = subprocess.run(sys.argv[1:], capture_output=True, text=True)
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024
print(run.returncode, peak, (run.stderr.strip().splitlines() or [""])[-1][:200], sep="\\t")
"""


def peak_of(argv: list[str], timeout: float | None = None) -> tuple[int, int, str, float]:
    """(exit code, peak resident MB, last stderr line, seconds) of ``argv`` in a child."""
    start = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", _MEASURE, *argv], capture_output=True,
                         text=True, cwd=ROOT, check=True, timeout=timeout).stdout.strip()
    code, peak, message = (out.split("\t") + [""])[:3]
    return int(code), int(peak), message, time.perf_counter() - start


def cli(*args: str) -> list[str]:
    return [sys.executable, "-m", "warbands_manager", *args]


def results_csv(path: Path, games: int, extra: str = "") -> Path:
    """``games`` lines of a 100-week league of 5,000 players (names not ASCII: four-byte text
    is the worst case of a Python string), each with ``extra`` as a club column."""
    header = "week,player_a,player_b,result" + (",notes" if extra else "") + "\n"
    tail = f",{extra}" if extra else ""
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(header)
        handle.writelines(f"{1 + n % 100},Ärger {n % 5000},Bø {(n * 7) % 5000},victory{tail}\n"
                          for n in range(games))
    return path


def xlsx_sheet(path: Path, rows: int, dimension: str = "A1:D1", last_column: str = "",
               gap: int = 0) -> Path:
    """A results workbook written as XML directly (openpyxl would take minutes at this size):
    ``dimension`` is what the sheet claims; ``last_column`` adds one far cell per row; ``gap``
    empty rows stand before the games (a spreadsheet program leaves such gaps)."""
    cells = "".join(
        f'<row r="{n}"><c r="A{n}"><v>{1 + r % 100}</v></c>'
        f'<c r="B{n}" t="inlineStr"><is><t>A{r % 5000}</t></is></c>'
        f'<c r="C{n}" t="inlineStr"><is><t>B{(r * 7) % 5000}</t></is></c>'
        f'<c r="D{n}" t="inlineStr"><is><t>victory</t></is></c>'
        + (f'<c r="{last_column}{n}"><v>1</v></c>' if last_column else "") + "</row>"
        for r, n in ((r, r + 2 + gap) for r in range(rows)))
    header = "".join(f'<c r="{c}1" t="inlineStr"><is><t>{t}</t></is></c>'
                     for c, t in zip("ABCD", ("week", "player_a", "player_b", "result"),
                                     strict=True))
    sheet = ('<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxml'
             f'formats.org/spreadsheetml/2006/main"><dimension ref="{dimension}"/><sheetData>'
             f'<row r="1">{header}</row>{cells}</sheetData></worksheet>')
    _write_xlsx(path, sheet)
    return path


def _write_xlsx(path: Path, sheet: str) -> None:
    main = "http://schemas.openxmlformats.org"
    parts = {
        "[Content_Types].xml": f'<Types xmlns="{main}/package/2006/content-types">'
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.'
        'relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-'
        'officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/'
        'sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.'
        'worksheet+xml"/></Types>',
        "_rels/.rels": f'<Relationships xmlns="{main}/package/2006/relationships">'
        f'<Relationship Id="rId1" Type="{main}/officeDocument/2006/relationships/'
        'officeDocument" Target="xl/workbook.xml"/></Relationships>',
        "xl/workbook.xml": f'<workbook xmlns="{main}/spreadsheetml/2006/main" xmlns:r="'
        f'{main}/officeDocument/2006/relationships"><sheets><sheet name="Results" '
        'sheetId="1" r:id="rId1"/></sheets></workbook>',
        "xl/_rels/workbook.xml.rels": f'<Relationships xmlns="{main}/package/2006/'
        f'relationships"><Relationship Id="rId1" Type="{main}/officeDocument/2006/'
        'relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
        "xl/worksheets/sheet1.xml": sheet,
    }
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, text in parts.items():
            archive.writestr(name, text)


def ods_sheet(path: Path, rows: int, repeat_columns: int = 1) -> Path:
    """A results ``.ods`` of ``rows`` games; ``repeat_columns`` repeats each row's last cell
    (a spreadsheet program writes a million columns so for a formatted row)."""
    ns = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
          'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
          'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"')

    def cell(text: str) -> str:
        return f'<table:table-cell office:value-type="string"><text:p>{text}</text:p>' \
               "</table:table-cell>"

    def row(values: tuple[str, ...]) -> str:
        return ("<table:table-row>" + "".join(cell(v) for v in values)
                + f'<table:table-cell table:number-columns-repeated="{repeat_columns}"/>'
                "</table:table-row>")

    body = row(("week", "player_a", "player_b", "result")) + "".join(
        row((str(1 + r % 100), f"A{r % 5000}", f"B{(r * 7) % 5000}", "victory"))
        for r in range(rows))
    content = (f'<?xml version="1.0" encoding="UTF-8"?><office:document-content {ns}>'
               '<office:body><office:spreadsheet><table:table table:name="Results">'
               f"{body}</table:table></office:spreadsheet></office:body>"
               "</office:document-content>")
    manifest = ('<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest='
                '"urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"><manifest:file-entry '
                'manifest:full-path="/" manifest:media-type="application/vnd.oasis.'
                'opendocument.spreadsheet"/><manifest:file-entry manifest:full-path='
                '"content.xml" manifest:media-type="text/xml"/></manifest:manifest>')
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("mimetype", "application/vnd.oasis.opendocument.spreadsheet",
                         compress_type=zipfile.ZIP_STORED)
        archive.writestr("META-INF/manifest.xml", manifest)
        archive.writestr("content.xml", content)
    return path


def big_catalogue(path: Path, source: Path, copies: int) -> Path:
    """``source`` (a real catalogue) with its entries repeated ``copies`` times, each copy's
    ids made its own: a catalogue of realistic shape at any size."""
    import copy
    from xml.etree import ElementTree

    root = ElementTree.fromstring(source.read_bytes())
    namespace = root.tag[1:].partition("}")[0]
    ElementTree.register_namespace("", namespace)
    container = max(root, key=len)  # the entries (selectionEntries, or the shared ones)
    entries = list(container)
    for k in range(1, copies):
        for entry in entries:
            twin = copy.deepcopy(entry)
            for element in twin.iter():
                for key, value in element.attrib.items():
                    element.attrib[key] = _HEX_ID.sub(lambda m, k=k: m.group()[:-3] + f"{k:03x}",
                                                      value)
            container.append(twin)
    ElementTree.ElementTree(root).write(path, encoding="utf-8", xml_declaration=True)
    return path


def _cases(folder: Path, bsdata: Path | None) -> list[tuple[str, list[str]]]:
    cases = [
        ("results CSV, 200,000 games (the most), --allow-duplicates",
         cli("league", "standings", "--weeks", "100", "--allow-duplicates",
             str(results_csv(folder / "games.csv", 200_000, "x" * 30)))),
        ("results CSV, 16 MB past 200,000 games: refused",
         cli("league", "standings", "--weeks", "100", "--allow-duplicates",
             str(results_csv(folder / "over.csv", 260_000, "x" * 20)))),
        (".xlsx, 200,000 games",
         cli("league", "standings", "--weeks", "100", "--allow-duplicates",
             str(xlsx_sheet(folder / "games.xlsx", 200_000)))),
        (".xlsx claiming 16,384 columns, a far cell in each row",
         cli("league", "standings", "--weeks", "100", "--allow-duplicates",
             str(xlsx_sheet(folder / "wide.xlsx", 50_000, "A1:XFD50001", "XFD")))),
        (".xlsx claiming 16,384 columns, the games after 150,000 empty rows",
         cli("league", "standings", "--weeks", "100", "--allow-duplicates",
             str(xlsx_sheet(folder / "gap.xlsx", 100, "A1:XFD150101", gap=150_000)))),
        (".ods, 200,000 games",
         cli("league", "standings", "--weeks", "100", "--allow-duplicates",
             str(ods_sheet(folder / "games.ods", 200_000)))),
        (".ods, 50,000 rows each a million columns wide",
         cli("league", "standings", "--weeks", "100", "--allow-duplicates",
             str(ods_sheet(folder / "wide.ods", 50_000, 1_000_000)))),
    ]
    if bsdata is not None:
        system = bsdata / "more" / "Warhammer Fantasy 8th ed.gst"
        empire = bsdata / "more" / "Empire - 8thBRB_7thAB.cat"
        for copies in (3, 8, 30):
            big = big_catalogue(folder / f"Empire x{copies}.cat", empire, copies)
            cases.append((f"BattleScribe catalogue, {big.stat().st_size / 1e6:.0f} MB",
                          cli("--db", str(folder / f"army{copies}.db"), "import-bsdata",
                              str(system), str(big))))
    tags = folder / "tags.cat"
    tags.write_bytes(b"<catalogue>" + b"<a/>" * 399_000 + b"</catalogue>")
    cases.append(("BattleScribe file of 399,000 empty tags (just under the bound)",
                  cli("--db", str(folder / "tags.db"), "import-bsdata", str(tags))))
    return cases


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bsdata", type=Path, help="the shared BattleScribe folder")
    args = parser.parse_args(argv)
    over = 0
    with tempfile.TemporaryDirectory() as scratch:
        for label, argv_ in _cases(Path(scratch), args.bsdata):
            code, peak, message, seconds = peak_of(argv_)
            over += peak > BUDGET_MB
            outcome = "read" if code == 0 else f"refused ({message})"
            print(f"{label}: {peak} MB peak (budget {BUDGET_MB}), {seconds:.1f} s, {outcome}")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
