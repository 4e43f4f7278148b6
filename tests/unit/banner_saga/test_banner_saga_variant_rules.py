"""Variant-only actions exist only in their variant; a debate needs a
majority of the roles, not just the most votes."""

import pytest

from warbands_manager.companions.banner_saga import events
from warbands_manager.companions.banner_saga.availability import action_blockers
from warbands_manager.companions.banner_saga.model import apply
from warbands_manager.companions.banner_saga.setup import new_game
from warbands_manager.companions.banner_saga.state import RuleError

QM, KN, TH, WM = "quartermaster", "keeper", "thane", "warmaster"


@pytest.mark.parametrize("variant", ["four", "three", "two", "alternate"])
def test_the_solo_thane_paying_for_his_choice_is_single_player_only(mission, variant):
    game = new_game(mission, variant)
    with pytest.raises(RuleError, match="single player"):
        apply(game, events.solo_external, "a")
    assert "single player" in action_blockers(game)["solo_external"]


def test_the_solo_choice_works_in_the_single_player_game(mission):
    game = new_game(mission, "solo")
    before = game.roles[TH].renown
    after = apply(game, events.solo_external, "a")
    assert after.roles[TH].renown == before - 1  # spring: 1 renown
    blocked = action_blockers(game)
    assert blocked["solo_external"] == ""
    assert "single player" in blocked["external_event"]
    assert "alternate" in blocked["surrogate_wins"]


@pytest.mark.parametrize("votes, outcome", [
    ({QM: "x", KN: "y", TH: "z", WM: "x"}, "external"),  # most votes, but 2 of 4 is no majority
    ({QM: "x", KN: "y", TH: "x", WM: "x"}, "x"),          # 3 of 4: a majority
    ({QM: "x", KN: "y", TH: "x"}, "external"),            # 2 of 4 roles (one did not vote)
])
def test_an_internal_event_needs_a_majority_of_the_roles(mission, votes, outcome):
    game = new_game(mission, "four")
    assert events.internal_outcome(game, (QM, KN), votes) == outcome


def test_three_players_two_of_three_roles_is_a_majority(mission):
    game = new_game(mission, "three")
    roles = [r for r in (QM, KN, WM) if game.has(r)]
    votes = {roles[0]: "x", roles[1]: "y", roles[2]: "y"}
    assert events.internal_outcome(game, (roles[0], roles[1]), votes) == "y"
