import pytest

from warbands_manager.companions.tiny_big_wars.cards import (
    CardError,
    Spot,
    card_from_dict,
    edited,
    format_track,
    parse_track,
)
from warbands_manager.companions.tiny_big_wars.catalog import (
    library_document,
    load_cards,
    merge_library,
)
from warbands_manager.companions.tiny_big_wars.model import data_folder, shipped
from warbands_manager.companions.tiny_big_wars.setup import placeholder_fields


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
    # No card face is printed on the page: the card files leave the numbers empty ...
    bare = load_cards(data_folder(), placeholders=False)
    assert bare["Rosey"].to_hit is None and "to_hit" in bare["Rosey"].missing()
    assert bare["Grave Keep"].population_track == ()
    assert bare["Rosey"].provenance == {"name": "rulebook", "type": "assumed",
                                        "faction": "rulebook"}


def test_placeholder_values_let_the_starter_box_play_at_once_marked_assumed():
    cards = shipped()[1]
    assert all(not card.missing() for card in cards.values()), [
        (c.name, c.missing()) for c in cards.values() if c.missing()]
    rosey = cards["Rosey"]
    assert rosey.to_hit == 4 and rosey.provenance["to_hit"] == "assumed"
    assert rosey.provenance["name"] == "rulebook"  # the page's own facts stay rulebook
    assert "to_hit" in placeholder_fields(rosey)
    # a value the card files give always wins over a placeholder
    assert cards["Patches"].location == "Plain Town"
    assert cards["Patches"].provenance["location"] == "rulebook"


def test_confirming_a_placeholder_makes_it_the_players_and_it_is_remembered():
    cards = shipped()[1]
    confirmed = edited(cards["Rosey"], {"to_hit": 4})  # same number, now from the card
    assert confirmed.provenance["to_hit"] == "player"
    assert "to_hit" not in placeholder_fields(confirmed)
    library = library_document(cards | {"Rosey": confirmed}, cards)
    assert list(library["cards"]) == ["Rosey"]
    assert merge_library(cards, library)["Rosey"].provenance["to_hit"] == "player"


def test_edits_are_marked_player_and_saved_as_a_library():
    _rules, cards = shipped()
    rosey = edited(cards["Rosey"], {"to_hit": 4, "dice": 3})
    assert rosey.provenance["to_hit"] == "player" and rosey.provenance["name"] == "rulebook"
    library = library_document(cards | {"Rosey": rosey}, cards)
    assert list(library["cards"]) == ["Rosey"]
    merged = merge_library(cards, library)
    assert merged["Rosey"].to_hit == 4 and merged["Rosey"].dice == 3
