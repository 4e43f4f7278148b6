import pytest
from runewars_helpers import make_game, rune_spots, with_locations

from warbands_manager.companions.runewars import runes
from warbands_manager.companions.runewars.game_setup import (
    SetupChoice,
    check_setup,
    new_game,
    rune_target,
    set_base_numbers,
)
from warbands_manager.companions.runewars.state import Location, RuleViolation, game_from_dict
from warbands_manager.companions.runewars.tables import default_tables

FACTIONS = ["daqan", "latari", "uthuk", "waiqar"]


@pytest.mark.parametrize(("count", "ok"), [(1, False), (2, True), (4, True), (5, False)])
def test_two_to_four_players(count, ok):
    factions = FACTIONS + ["daqan"]
    choice = SetupChoice("g", [(f"P{n}", factions[n]) for n in range(count)])
    if ok:
        check_setup(choice)
    else:
        with pytest.raises(RuleViolation) as error:
            check_setup(choice)
        assert error.value.rule == "setup.players"


def test_a_faction_is_chosen_once():
    with pytest.raises(RuleViolation, match="only once"):
        check_setup(SetupChoice("g", [("A", "daqan"), ("B", "daqan")]))


@pytest.mark.parametrize(("flourishing", "target"), [(False, 6), (True, 7)])
def test_rune_target_follows_flourishing(flourishing, target):
    assert rune_target(make_game(flourishing=flourishing)) == target


def test_other_options_leave_the_target_at_six():
    game = make_game(development_cards=True, commanders=True, road_to_victory=True,
                     exploration=True, epic=True)
    assert rune_target(game) == 6


def test_new_units_and_printed_replacements():
    game = make_game()
    assert game.setup.replacements["Apprentice Wizard"] == "Archer"
    assert game.setup.replacements["Leonx Rider"] == "Elf Warrior"
    units = {u.name for f in default_tables().factions for u in f.units}
    assert units == {"Apprentice Wizard", "Roc Bird", "Leonx Rider", "Forest Warden",
                     "Blood Sister", "Abhorrent", "Vampire", "Great Lizard"}


def test_entered_base_numbers_are_saved_with_the_game():
    game = new_game(SetupChoice("g", [("A", "daqan"), ("B", "latari")],
                                base={"fortress_strength_undamaged": 5},
                                replacements={"Roc Bird": "Knight"}))
    again = game_from_dict(game.to_dict())
    assert again.setup.base["fortress_strength_undamaged"] == 5
    assert again.setup.replacements["Roc Bird"] == "Knight"
    assert again == game


def test_damaged_save_is_refused():
    with pytest.raises(ValueError):
        game_from_dict({"year": 3})


def counted(location, **options):
    game = with_locations(make_game(**options), location)
    return runes.counted_runes(game, "daqan")


@pytest.mark.parametrize(("location", "options", "expected"), [
    (Location("A", controller="daqan", rune="dragon"), {}, 1),
    (Location("A", controller="daqan", rune="false"), {}, 0),
    (Location("A", controller="uthuk", rune="dragon"), {}, 0),
    (Location("A", controller="daqan", rune="dragon", devastation=1), {}, 0),
    (Location("A", controller="daqan", rune="dragon", frost=2), {}, 0),
    (Location("A", controller="daqan", city="rune_city"), {"flourishing": True}, 1),
    (Location("A", controller="daqan", city="rune_city", rune="dragon"),
     {"flourishing": True}, 2),
    (Location("A", controller="daqan", city="rune_city", frost=1), {"flourishing": True}, 0),
    (Location("A", controller="daqan", city="rune_city"), {}, 0),
    (Location("A", tile=12, controller="daqan", lost_city=True), {}, 1),
    (Location("A", tile=12, controller="daqan", lost_city=True, devastation=1), {}, 0),
])
def test_which_runes_count(location, options, expected):
    assert counted(location, **options) == expected


def test_blocked_runes_are_listed_with_the_reason():
    game = with_locations(make_game(), Location("A", controller="daqan", rune="dragon", frost=1))
    [source] = runes.rune_sources(game, "daqan")
    assert not source.counts and source.why_not == "Frost token"


def test_reveal_rune_rules():
    game = with_locations(make_game(), Location("A", controller="daqan", rune="false"),
                          Location("B", controller="daqan", rune="dragon"),
                          Location("C", controller="uthuk", rune="dragon"))
    with pytest.raises(RuleViolation, match="dragon rune"):
        runes.reveal_rune(game, "daqan", "A", dragon_required=True)
    with pytest.raises(RuleViolation, match="not controlled"):
        runes.reveal_rune(game, "daqan", "C")
    runes.reveal_rune(game, "daqan", "A")
    with pytest.raises(RuleViolation, match="already"):
        runes.reveal_rune(game, "daqan", "A")
    runes.reveal_rune(game, "daqan", "B", dragon_required=True)
    with pytest.raises(RuleViolation) as error:
        runes.reveal_rune(game, "daqan", "B")
    assert error.value.rule == "rune.all-revealed"


def test_revealed_runes_go_face_down_only_after_fortify():
    game = with_locations(make_game(), *rune_spots("daqan", 1))
    runes.reveal_rune(game, "daqan", "Rune 0")
    with pytest.raises(RuleViolation, match="Fortify"):
        runes.hide_rune(game, "Rune 0", fortify_played=False)
    runes.hide_rune(game, "Rune 0", fortify_played=True)
    assert not game.location("Rune 0").rune_revealed


def test_moved_rune_may_be_turned_face_down():
    game = with_locations(make_game(), *rune_spots("daqan", 1), Location("B"))
    runes.reveal_rune(game, "daqan", "Rune 0")
    runes.move_rune(game, "Rune 0", "B", turn_face_down=True)
    assert game.location("B").rune == "dragon" and not game.location("B").rune_revealed
    assert game.location("Rune 0").rune == ""


def test_base_numbers_can_be_corrected_but_not_made_negative():
    game = make_game()
    set_base_numbers(game, {"fortress_strength_undamaged": 4})
    assert game.setup.base["fortress_strength_undamaged"] == 4
    assert "fortress strength undamaged = 4" in game.log[-1]
    for bad in ({"fortress_strength_undamaged": -1}, {"no_such_number": 1}):
        with pytest.raises(RuleViolation):
            set_base_numbers(game, bad)
