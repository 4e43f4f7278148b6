"""The data's bookkeeping marks never reach a player: book prefixes, page references and
abbreviations in BattleScribe names (seen in the community's 8th edition catalogues)."""

import pytest

from warbands_manager.rules.armydata.shown_names import book_of, shown_name


@pytest.mark.parametrize(("raw", "shown"), [
    ("AB - Staff of Tomorrow", "Staff of Tomorrow"),
    ("AB - The Cloak of Shadows (FAQ'ed)", "The Cloak of Shadows (FAQ'ed)"),
    ("BRB - Sword of Might", "Sword of Might"),
    ("Slow to Fire (BRB-75), Warpflame (AB-40)", "Slow to Fire, Warpflame"),
    ("Multiple Shots (D6)(BRB-73)", "Multiple Shots (D6)"),
    ("Archers (det)", "Archers (detachment)"),
    ("Clanrats", "Clanrats"),
    ("ABBA - a band", "ABBA - a band"),
])
def test_shown_names(raw, shown):
    assert shown_name(raw) == shown


def test_the_book_a_prefix_names():
    assert book_of("AB - Staff of Tomorrow") == "Army book"
    assert book_of("BRB - Sword of Might") == "Rulebook"
    assert book_of("Sword of Might") is None
