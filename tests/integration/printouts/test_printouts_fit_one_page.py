"""Printouts a club prints for one table fit one sheet: the score pad (filled, provisional or
blank) and the blank scorecard with its notes used to spill a line or two onto a second,
nearly empty page (seen in pdftoppm pictures)."""

from __future__ import annotations

from pypdf import PdfReader

from warbands_manager.cli import main
from warbands_manager.companions.against_the_darkness.rulesdata import rules
from warbands_manager.companions.against_the_darkness.scoring import EndPlayer, score_game
from warbands_manager.reports.against_the_darkness_pad import write_score_pad


def _pages(path) -> int:
    return len(PdfReader(str(path)).pages)


def _five_players():
    return [EndPlayer(f"Player {n}", enemy_cards=[3, 2], war_heroes=1, captains=1, gold=5)
            for n in range(5)]


def test_every_score_pad_is_one_page(tmp_path):
    pad = score_game(_five_players(), rules())
    assert _pages(write_score_pad(tmp_path / "blank.pdf", None)) == 1
    assert _pages(write_score_pad(tmp_path / "unfinished.pdf", pad, "Friday", "round 2")) == 1
    assert _pages(write_score_pad(tmp_path / "finished.pdf", pad, "Friday")) == 1


def test_the_blank_scorecard_is_one_page_with_its_notes(tmp_path):
    db = tmp_path / "league.sqlite"
    for args in (("create", "Autumn", "--weeks", "6"), ("add-player", "Autumn", "Anna"),
                 ("add-player", "Autumn", "Ben")):
        assert main(["--db", str(db), "league", *args]) == 0
    out = tmp_path / "blank.pdf"
    assert main(["--db", str(db), "league", "scorecard", "Autumn", "--blank", "-o",
                 str(out)]) == 0
    assert _pages(out) == 1


def test_the_pairing_sheet_names_the_leagues_length_and_results_print_words(tmp_path):
    """The pairing sheet said "week 2 of 4" in a six-week league; the results sheet printed
    the stored "victory" and "league"."""
    from io import BytesIO

    db = tmp_path / "league.sqlite"
    for args in (("create", "Autumn", "--weeks", "6"), ("add-player", "Autumn", "Anna"),
                 ("add-player", "Autumn", "Ben"),
                 ("record", "Autumn", "Anna", "Ben", "victory", "--week", "1")):
        assert main(["--db", str(db), "league", *args]) == 0
    sheet, results = tmp_path / "pairings.pdf", tmp_path / "results.pdf"
    assert main(["--db", str(db), "league", "pairings", "Autumn", "--week", "2", "--sheet",
                 str(sheet)]) == 0
    assert "week 2 of 6" in PdfReader(str(sheet)).pages[0].extract_text()
    assert main(["--db", str(db), "league", "scorecard", "Autumn", "--week", "1",
                 "--results-sheet", "-o", str(results)]) == 0
    text = PdfReader(BytesIO(results.read_bytes())).pages[0].extract_text()
    row = next(line for line in text.splitlines() if "Anna" in line and "Ben" in line)
    assert "Victory" in row.split() and "League" in row.split(), row
    assert "victory" not in row.split() and "league" not in row.split(), row
