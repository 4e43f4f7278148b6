"""Every assumed number can be set per game, saved with it, shown as assumed
until changed; the shipped file is never edited."""

import pytest

from warbands_manager.companions.banner_saga import roles
from warbands_manager.companions.banner_saga.model import apply
from warbands_manager.companions.banner_saga.numbers import (
    GAME_VALUE,
    editable_numbers,
    game_numbers,
    number_text,
    parse_number,
    rule_numbers,
    shipped_numbers,
)
from warbands_manager.companions.banner_saga.setup import new_game
from warbands_manager.companions.banner_saga.state import GameState, RuleError


def test_every_assumed_number_is_editable_and_nothing_else():
    keys = editable_numbers()
    assert len(keys) == 21
    assert "bannerman.willpower_upgrade_cost" in keys and "troops.clansmen_renown" in keys
    assert "supply.maximum" not in keys  # the rulebook states it


def test_a_games_own_number_is_used_by_its_rules_and_saved(mission):
    game = new_game(mission, "four", numbers={"bannerman.willpower_upgrade_cost": 1})
    game.journey.phase = "camp"
    before = game.roles["thane"].renown
    after = apply(game, roles.buy_upgrade, "thane")
    assert after.roles["thane"].renown == before - 1  # not the shipped 3
    saved = GameState.from_dict(after.to_dict())
    assert saved.numbers == {"bannerman.willpower_upgrade_cost": 1}
    assert "Numbers set for this game" in game.log[-1]
    # another game, and the shipped file, keep the shipped value
    assert shipped_numbers()["bannerman.willpower_upgrade_cost"] == 3
    assert rule_numbers()["bannerman.willpower_upgrade_cost"] == 3


def test_a_changed_number_is_no_longer_shown_as_assumed():
    with game_numbers({"troops.promotion_cost": 2}):
        numbers = rule_numbers()
        assert numbers.sourced("troops.promotion_cost").provenance == GAME_VALUE
        assert "troops.promotion_cost" not in numbers.assumed_keys()
        assert "troops.varl_tents" in numbers.assumed_keys()


def test_starting_values_read_the_games_numbers(mission):
    game = new_game(mission, "alternate", numbers={"setup.alternate_surrogate_renown": 6})
    assert game.roles["thane"].renown == 6


@pytest.mark.parametrize(("key", "text", "value"), [
    ("troops.promotion_cost", " 2 ", 2),
    ("supply.wagon_renown", "1, 1, 2, 2", [1, 1, 2, 2]),
    ("clan.rank_renown", "disorder 0, bronze 1, silver 1, gold 2",
     {"disorder": 0, "bronze": 1, "silver": 1, "gold": 2}),
])
def test_typed_values_take_the_shipped_shape(key, text, value):
    assert parse_number(key, text) == value
    assert parse_number(key, number_text(value)) == value


@pytest.mark.parametrize(("key", "text", "words"), [
    ("troops.promotion_cost", "two", "not a whole number"),
    ("supply.wagon_renown", "1, 2", "needs 4 numbers"),
    ("clan.rank_renown", "bronze 1", "needs disorder"),
])
def test_bad_values_are_refused_naming_the_number(key, text, words):
    with pytest.raises(ValueError, match=words):
        parse_number(key, text)


def test_only_assumed_numbers_may_be_set(mission):
    with pytest.raises(RuleError, match="supply.maximum"):
        new_game(mission, "four", numbers={"supply.maximum": 99})
