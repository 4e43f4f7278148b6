"""A column's cell pieces made at once (``grid_table._CellPieces.fill``) are the pieces made
one text at a time (``__missing__``), and texts the batch cannot take are left to it."""

from __future__ import annotations

from io import BytesIO

from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Paragraph

from warbands_manager.reports.fonts import BODY_FONT, register_fonts
from warbands_manager.reports.grid_table import text_writer

PLAIN = ["Player 0001", "Grim (the) \\Bold\\", "50% off", "", "10000=", "a" * 300, "~{}[]"]
OTHER = ["Łukasz", "Zoë", "שלום"]


def _writer():
    register_fonts()
    return text_writer(Canvas(BytesIO(), pagesize=A4), BODY_FONT, 9)


def _one_by_one(texts: list, step: float | None) -> dict:
    pieces = _writer().pieces(step)
    return {text: pieces[text] for text in texts}


def test_a_plain_column_is_made_at_once_and_equal_to_one_by_one():
    for step in (None, 51.024):
        pieces = _writer().pieces(step)
        pieces.fill(PLAIN + PLAIN[:3])
        assert set(pieces) == set(PLAIN) - {""}  # all made, the empty cell left to the step
        assert {text: pieces[text] for text in PLAIN} == _one_by_one(PLAIN, step)


def test_a_column_with_other_letters_or_wrapped_cells_is_left_to_one_by_one():
    register_fonts()
    wrapped = Paragraph("long", ParagraphStyle("c", fontName=BODY_FONT, fontSize=9))
    pieces = _writer().pieces(18.0)
    pieces.fill(PLAIN + OTHER)
    assert set(pieces) == set()  # "Łukasz" is not plain ASCII: nothing made at once
    assert {text: pieces[text] for text in PLAIN + OTHER} == _one_by_one(PLAIN + OTHER, 18.0)
    pieces = _writer().pieces(18.0)
    pieces.fill([*PLAIN, wrapped])
    assert wrapped not in pieces and set(pieces) == set(PLAIN) - {""}
    assert pieces[wrapped] == " 18.000 0 Td"  # a wrapped cell: only the step


def test_rows_are_their_pieces_joined_column_by_column():
    from warbands_manager.reports.grid_table import _row_texts

    writer = _writer()
    pieces = [writer.pieces(None), writer.pieces(18.0)]
    rows = [["1", "Ann"], ["2=", ""], ["", "Łukasz"]]
    expected = ["".join(piece[cell] for piece, cell in zip(pieces, row, strict=True))
                for row in rows]
    assert list(_row_texts(pieces, rows)) == expected
    assert expected[1].endswith(" 18.000 0 Td") and expected[2].startswith(" 18.000 0 Td")
    assert list(_row_texts(pieces, [])) == [] and list(_row_texts(pieces, [[], []])) == ["", ""]
