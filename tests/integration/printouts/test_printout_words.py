"""Printouts in a player's words: every sheet a club prints (each demo roster's sheet, the
league scorecard, results and pairing sheets, the campaign sheet, the score pad) is free of
the authors' and the data's jargon (tests/jargon.py), as the screens are."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader

from tests.jargon import jargon_in
from warbands_manager.cli import main
from warbands_manager.paths import data_dir

ROSTERS = sorted((data_dir() / "demo" / "rosters").glob("*.json"))


def _text(path: Path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(str(path)).pages)


def _run(db: Path, *args: str) -> None:
    assert main(["--db", str(db), *args]) == 0, args


def _league_sheets(db: Path, out: Path) -> list[Path]:
    for args in (("create", "Autumn", "--weeks", "6"), ("add-player", "Autumn", "Anna"),
                 ("add-player", "Autumn", "Ben"), ("add-player", "Autumn", "Chloe"),
                 ("record", "Autumn", "Anna", "Ben", "victory", "--week", "1")):
        _run(db, "league", *args)
    sheets = [out / "scorecard.pdf", out / "results.pdf", out / "pairings.pdf",
              out / "blank.pdf"]
    _run(db, "league", "scorecard", "Autumn", "-o", str(sheets[0]))
    _run(db, "league", "scorecard", "Autumn", "--week", "1", "--results-sheet", "-o",
         str(sheets[1]))
    _run(db, "league", "pairings", "Autumn", "--week", "2", "--sheet", str(sheets[2]))
    _run(db, "league", "scorecard", "Autumn", "--blank", "-o", str(sheets[3]))
    return sheets


def _campaign_sheet(db: Path, out: Path) -> Path:
    _run(db, "campaign", "create", "Border Princes")
    for roster, player in (("toran-s-bones-vampire-counts.json", "Dev"),
                           ("clan-skryk-skaven.json", "Anna")):
        _run(db, "campaign", "add-warband", "1", str(ROSTERS[0].parent / roster), "--player",
             player)
    _run(db, "campaign", "game", "1", "1", "2", "victory")
    sheet = out / "campaign.pdf"
    _run(db, "campaign", "sheet", "1", "-o", str(sheet))
    return sheet


def test_no_printout_uses_jargon(tmp_path):
    from warbands_manager.reports.against_the_darkness_pad import write_score_pad

    db = tmp_path / "club.sqlite"
    sheets = []
    for roster in ROSTERS:
        sheets.append(tmp_path / f"{roster.stem}.pdf")
        _run(db, "print", "roster", str(roster), "-o", str(sheets[-1]))
    sheets += _league_sheets(db, tmp_path)
    sheets.append(_campaign_sheet(db, tmp_path))
    sheets.append(write_score_pad(tmp_path / "pad.pdf", None))
    found = [f"{sheet.name}: {said}" for sheet in sheets for said in jargon_in(_text(sheet))]
    assert found == [], "\n".join(found)
