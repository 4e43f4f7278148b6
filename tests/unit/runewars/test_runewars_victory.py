import pytest
from runewars_helpers import make_game, rune_spots, with_locations

from warbands_manager.companions.runewars import model
from warbands_manager.companions.runewars.seasons import (
    advance_season,
    can_place_victory_card,
    declare_winner,
    place_victory_card,
    prove_runes,
    season_name,
    season_reminders,
)
from warbands_manager.companions.runewars.state import RuleViolation


def go_to(game, year, season):
    while (game.year, season_name(game)) != (year, season):
        advance_season(game)
    return game


def rtv_game(runes=6, **options):
    return with_locations(make_game(road_to_victory=True, **options), *rune_spots("daqan", runes))


def test_without_road_to_victory_the_target_wins_at_once():
    game = make_game()
    after_five = model.apply(game, lambda g: g.locations.extend(rune_spots("daqan", 5)))
    assert after_five.winner == ""
    after_six = model.apply(game, lambda g: g.locations.extend(rune_spots("daqan", 6)))
    assert after_six.winner == "daqan" and after_six.finished


def test_flourishing_needs_seven():
    game = make_game(flourishing=True)
    assert model.apply(game, lambda g: g.locations.extend(rune_spots("daqan", 6))).winner == ""
    assert model.apply(game, lambda g: g.locations.extend(rune_spots("daqan", 7))).winner


def test_road_to_victory_does_not_win_at_once():
    game = model.apply(make_game(road_to_victory=True),
                       lambda g: g.locations.extend(rune_spots("daqan", 6)))
    assert game.winner == ""


@pytest.mark.parametrize(("runes", "allowed"), [(5, False), (6, True)])
def test_victory_card_needs_the_target(runes, allowed):
    assert (can_place_victory_card(rtv_game(runes), "daqan") == "") is allowed


def test_victory_card_is_checked_in_the_same_season_next_year():
    game = go_to(rtv_game(), 2, "Summer")
    place_victory_card(game, "daqan")
    assert game.victory_decks == {"Summer": {"faction": "daqan", "year": 2}}
    go_to(game, 3, "Spring")
    assert game.winner == ""
    advance_season(game)  # Summer of year 3
    assert game.winner == "daqan" and game.finished


def test_victory_card_returns_when_runes_were_lost():
    game = go_to(rtv_game(), 5, "Summer")
    place_victory_card(game, "daqan")
    go_to(game, 6, "Spring")
    game.locations[0].controller = "uthuk"
    advance_season(game)
    assert game.winner == "" and game.victory_decks == {}
    assert "goes back" in game.log[-1]
    # Year 6 is the last: no Victory card any more, the end of Winter decides.
    assert "last year" in can_place_victory_card(game, "daqan")


def test_only_one_victory_card_per_season_deck():
    game = rtv_game()
    game.locations.extend(rune_spots("uthuk", 6, prefix="Uthuk"))
    place_victory_card(game, "daqan")
    assert "already lies on the Spring deck" in can_place_victory_card(game, "uthuk")
    advance_season(game)
    place_victory_card(game, "uthuk")  # its turn in the next season
    assert set(game.victory_decks) == {"Spring", "Summer"}


def test_a_faction_has_one_victory_card():
    game = rtv_game()
    place_victory_card(game, "daqan")
    advance_season(game)
    with pytest.raises(RuleViolation, match="already on a Season deck"):
        place_victory_card(game, "daqan")


@pytest.mark.parametrize(("year", "allowed"), [(5, True), (6, False)])
def test_no_victory_card_in_the_last_year(year, allowed):
    game = go_to(rtv_game(), year, "Winter")
    assert (can_place_victory_card(game, "daqan") == "") is allowed


def test_victory_card_is_revealed_before_the_spring_thaw():
    game = go_to(rtv_game(), 2, "Spring")
    place_victory_card(game, "daqan")
    go_to(game, 2, "Winter")
    game.locations[0].frost = 1  # the rune is frozen when the card is revealed
    advance_season(game)
    assert game.winner == "" and game.locations[0].frost == 0


def test_the_last_winter_ends_the_game_and_the_players_declare_the_winner():
    game = go_to(make_game(), 6, "Winter")
    assert any("Last year" in note for note in season_reminders(game))
    with pytest.raises(RuleViolation):
        declare_winner(game, "uthuk")
    advance_season(game)
    assert game.finished and game.winner == ""
    with pytest.raises(RuleViolation, match="over"):
        advance_season(game)
    declare_winner(game, "uthuk")
    assert game.winner == "uthuk"


def test_spring_reminder_mentions_frost():
    assert any("Frost" in note for note in season_reminders(make_game()))


def test_placing_the_victory_card_reveals_just_enough_tokens():
    game = rtv_game(runes=7, flourishing=False)
    game.locations[0].rune_revealed = True
    place_victory_card(game, "daqan")
    assert sum(loc.rune_revealed for loc in game.locations) == 6


def test_city_runes_reduce_the_tokens_to_reveal():
    from warbands_manager.companions.runewars.state import Location

    game = rtv_game(runes=5, flourishing=True)
    game.locations.append(Location("City", controller="daqan", city="rune_city"))
    game.locations.append(Location("Lost", tile=12, controller="daqan", lost_city=True))
    assert prove_runes(game, "daqan") == [f"Rune {n}" for n in range(5)]
    game = rtv_game(runes=6, flourishing=True)
    game.locations.append(Location("Lost", tile=12, controller="daqan", lost_city=True))
    assert len(prove_runes(game, "daqan")) == 6
