"""Pages whose resources are the same share one resource dictionary, formatted once
(``printout._share_resources``), and the rest of their page dictionary but the contents
(``printout._SameLayoutPage``): the file is byte for byte the one reportlab writes alone, and
a page with transparency (the NOT VALID mark) keeps its own."""

from __future__ import annotations

from datetime import date

import pytest
from reportlab import rl_config
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import PageBreak, Paragraph

from warbands_manager.reports import printout
from warbands_manager.reports.fonts import paragraph_text, register_fonts


def _story() -> list:
    style = ParagraphStyle("p", fontName=register_fonts(), fontSize=9)
    story: list = []
    for text in ("Łukasz", "second page", "שלום & <b>", "last"):
        story += [Paragraph(paragraph_text(text), style), PageBreak()]
    return story[:-1]


@pytest.mark.parametrize("mark", [None, "NOT VALID"])
def test_the_file_is_the_one_reportlab_writes_alone(monkeypatch, mark):
    monkeypatch.setattr(rl_config, "invariant", 1)
    info = printout.Printout("Sheet", "League — week 2", mark=mark, printed=date(2026, 1, 2))
    shared = printout.build(_story(), info, A4)
    monkeypatch.setattr(printout, "_share_resources", lambda page, shared: None)
    alone = printout.build(_story(), info, A4)
    assert shared == alone


def test_plain_pages_format_one_dictionary_and_marked_pages_their_own(monkeypatch):
    formatted = []
    real = printout._SharedResources.format

    def counted(self, document):
        if self._formatted is None:
            formatted.append(self)
        return real(self, document)

    monkeypatch.setattr(printout._SharedResources, "format", counted)
    printout.build(_story(), printout.Printout("Sheet"), A4)
    assert len(formatted) == 1  # four pages, one dictionary
    formatted.clear()
    printout.build(_story(), printout.Printout("Sheet", mark="NOT VALID"), A4)
    assert formatted == []  # each marked page: reportlab's own, with its transparency state
