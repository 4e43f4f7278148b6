"""The score pad PDF, read back: names print literally, the winner and every category show."""

from pypdf import PdfReader

from warbands_manager.companions.against_the_darkness.rulesdata import rules
from warbands_manager.companions.against_the_darkness.scoring import EndPlayer, score_game
from warbands_manager.reports.against_the_darkness_pad import write_score_pad


def text_of(path):
    return "\n".join(page.extract_text() for page in PdfReader(str(path)).pages)


def test_filled_pad(tmp_path):
    players = [EndPlayer("Þór Łukasz <the Bold>", enemy_cards=[4, 4]),
               EndPlayer("Ann & Bo", enemy_cards=[2], gold=3, war_heroes=1)]
    path = write_score_pad(tmp_path / "pad.pdf", score_game(players, rules()), "Friday")
    text = text_of(path)
    assert "Þór Łukasz <the Bold>" in text and "Ann & Bo" in text
    assert "Winner: Þór Łukasz <the Bold> (most VP)" in text
    for category in ("Enemy Cards", "War Heroes", "Converted Gold", "Scout Control",
                     "Matching Intel", "Medica Units", "Total"):
        assert category in text


def test_blank_pad_for_pen_and_paper(tmp_path):
    path = write_score_pad(tmp_path / "blank.pdf", None)
    text = text_of(path)
    assert "Matching Intel" in text and "Winner: ____" in text
    assert "at most 12 VP per realm" in text
