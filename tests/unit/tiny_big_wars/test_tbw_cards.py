import pytest

from warbands_manager.companions.tiny_big_wars.cards import (
    CardError,
    Spot,
    card_from_dict,
    edited,
    format_track,
    parse_track,
)
from warbands_manager.companions.tiny_big_wars.catalog import library_document, merge_library
from warbands_manager.companions.tiny_big_wars.model import shipped


def test_track_text_round_trips():
    spots = parse_track("1, 2:3g, 3:4g+1f, 4:2f")
    assert spots == (Spot(1), Spot(2, 3), Spot(3, 4, 1), Spot(4, 0, 2))
    assert format_track(spots) == "1, 2:3g, 3:4g+1f, 4:2f"


@pytest.mark.parametrize("text", ["x", "1, 2:", "2:3x", "-1"])
def test_bad_track_text_names_the_spot(text):
    with pytest.raises(ValueError, match="spot"):
        parse_track(text)


def test_card_fields_are_checked_and_named():
    with pytest.raises(CardError, match="Rosey: type must be one of"):
        card_from_dict({"name": "Rosey", "type": "hero"})
    with pytest.raises(CardError, match="Rosey: to_hit must be a whole number"):
        card_from_dict({"name": "Rosey", "type": "warlord", "to_hit": "4"})
    with pytest.raises(CardError, match="Rosey: attack must be one of melee, ranged"):
        card_from_dict({"name": "Rosey", "type": "warlord", "attack": "magic"})
    with pytest.raises(CardError, match="unknown field 'colour'"):
        card_from_dict({"name": "Rosey", "type": "warlord", "colour": "red"})


def test_starter_box_ships_what_the_rules_page_gives_and_nothing_more():
    rules, cards = shipped()
    assert rules["win_population"] == 9 and rules["move_food_cost"] == 1
    assert rules.provenance["win_population"] == "rulebook"
    assert rules.provenance["die_sides"] == "assumed"
    black_rose = {c.name for c in cards.values() if c.faction == "Black Rose"}
    assert {"Rosey", "Nightfang", "Batlings", "Blood Moon", "Crumbling Citadel",
            "Black Rose Keep"} <= black_rose
    assert cards["Dead Marsh"].home and cards["Blood Moon"].home
    assert cards["Patches"].location == "Plain Town" and cards["Plain Town"].population == 1
    # No card face is printed on the page: numbers stay empty for the players to enter.
    assert cards["Rosey"].to_hit is None and "to_hit" in cards["Rosey"].missing()
    assert cards["Grave Keep"].population_track == ()
    assert cards["Rosey"].provenance == {"name": "rulebook", "type": "assumed",
                                         "faction": "rulebook"}


def test_edits_are_marked_player_and_saved_as_a_library():
    _rules, cards = shipped()
    rosey = edited(cards["Rosey"], {"to_hit": 4, "dice": 3})
    assert rosey.provenance["to_hit"] == "player" and rosey.provenance["name"] == "rulebook"
    library = library_document(cards | {"Rosey": rosey}, cards)
    assert list(library["cards"]) == ["Rosey"]
    merged = merge_library(cards, library)
    assert merged["Rosey"].to_hit == 4 and merged["Rosey"].dice == 3
