import random

import pytest

from warbands_manager.companions.banner_saga import events, roles, skirmish, thane
from warbands_manager.companions.banner_saga.model import apply
from warbands_manager.companions.banner_saga.setup import new_game
from warbands_manager.companions.banner_saga.state import CAMP, CITY, RuleError
from warbands_manager.rules.dice import Dice

QM, KN, TH, WM = "quartermaster", "keeper", "thane", "warmaster"


def test_camp_actions_in_camp_order(game):
    game.journey.phase = CAMP
    after = apply(game, roles.promote)
    after = apply(after, roles.scout)
    with pytest.raises(RuleError, match="in order"):
        apply(after, roles.hunt)  # the Quartermaster comes before the Thane
    assert "provoker" in after.log[-2] and "eagle eye" in after.log[-1]


@pytest.mark.parametrize("clansmen, varl, pyres", [
    (99, 9, 0), (100, 9, 1), (99, 10, 1), (100, 10, 2),
])
def test_solo_losses_pyres_per_troop_type(mission, clansmen, varl, pyres):
    game = new_game(mission, "solo")
    after = apply(game, thane.solo_losses, clansmen, varl)
    assert after.thane.pyres == pyres


def test_alternate_thane_bids_only_with_the_poorer_roles_favor(mission):
    game = new_game(mission, "alternate")
    game.roles[QM].renown = 2
    bids = {QM: ("a", 1), KN: ("b", 3), TH: ("b", 2)}
    with pytest.raises(RuleError, match="Quartermaster"):
        apply(game, events.external_event, bids)
    game.thane.favors = [QM]
    after = apply(game, events.external_event, bids)
    # the Thane's 2 join the Quartermaster's choice "a": 3 against 3, votes 2 against 1
    assert after.thane.favors == []
    assert after.roles[TH].renown == 2 and after.roles[QM].renown == 1


def test_alternate_surrogate_wins(mission):
    game = new_game(mission, "alternate")
    after = apply(game, events.surrogate_wins, TH, KN)
    assert after.thane.favors == [KN]
    after = apply(after, events.surrogate_wins, WM)
    assert after.clan.group_willpower == 1
    with pytest.raises(RuleError):
        apply(new_game(mission, "four"), events.surrogate_wins, WM)


def test_alternate_surrogates_earn_no_skirmish_renown(mission):
    game = new_game(mission, "alternate")
    after = apply(game, roles.enemy_defeated, TH)
    assert after.roles[TH].renown == game.roles[TH].renown


def test_items_drawn_three_at_a_city_with_logged_dice(mission):
    game = new_game(mission, "four", items=True)
    game.journey.phase = CITY
    dice = Dice(random.Random(5))
    after = apply(game, roles.draw_items, dice)
    offered = after.journey.items_offered
    assert len(offered) == 3 and len(set(offered)) == 3 and len(dice.log) == 3
    missing = next(item for item in ("Skjule", "Horseskor", "Narwhal Horn", "Namejs' Ring")
                   if item not in offered)
    with pytest.raises(RuleError, match="not among"):
        apply(after, roles.buy_item, QM, missing)
    bought = apply(after, roles.buy_item, QM, offered[0])
    assert bought.journey.items_offered == offered[1:]


def test_war_reward_ends_the_skirmish(game):
    game.clan.group_willpower, game.clan.battle = 3, "war"
    after = apply(game, events.war_reward, 1, 2)
    assert after.clan.group_willpower == 0 and after.roles[WM].renown == 7


def test_solo_thane_buys_group_willpower(mission):
    game = new_game(mission, "solo")
    after = apply(game, skirmish.buy_group_willpower, 2)
    assert after.roles[TH].renown == 0 and after.clan.group_willpower == 2


def test_solo_thane_defeated_fails_the_mission(mission):
    after = apply(new_game(mission, "solo"), roles.bannerman_defeated, TH)
    assert after.journey.outcome == "lost"


@pytest.mark.parametrize("variant, required, votes, outcome", [
    ("solo", (QM, KN), {QM: "x", KN: "y"}, "redraw"),              # no Thane in it
    ("solo", (KN, TH), {TH: "y", KN: "x"}, "y"),                   # unanimous: the Thane's
    ("alternate", (TH, WM), {TH: "x", WM: "x"}, "redraw"),
    ("alternate", (QM, TH), {QM: "x"}, "x"),                       # the player wins
    ("alternate", (QM, TH), {QM: "x", TH: "y"}, "y"),              # the surrogate chose
    ("alternate", (QM, KN), {QM: "x", KN: "y"}, "external"),       # the normal rules
    ("four", (QM, KN, TH), {QM: "x", KN: "x", TH: "x", WM: "y"}, "x"),
    ("four", (QM, KN, TH), {QM: "x", KN: "x", TH: "y", WM: "y"}, "external"),
])
def test_internal_events_per_variant(mission, variant, required, votes, outcome):
    game = new_game(mission, variant)
    assert events.internal_outcome(game, required, votes) == outcome


def test_upgrades_wait_for_the_event(game):
    game.roles[QM].renown = 5
    game.journey.phase = "event"
    with pytest.raises(RuleError, match="after the event"):
        apply(game, roles.buy_upgrade, QM)
    game.journey.phase = "move"
    assert apply(game, roles.buy_upgrade, QM).roles[QM].bannerman.upgrades == 1


def test_bargain_and_sacrifice(game):
    after = apply(game, roles.transfer_renown, QM, KN, 3)
    assert (after.roles[QM].renown, after.roles[KN].renown) == (1, 7)
    with pytest.raises(RuleError):
        apply(after, roles.transfer_renown, QM, KN, 2)
    after = apply(after, roles.sacrifice, QM)
    assert after.roles[QM].renown == 0
    with pytest.raises(RuleError):
        apply(after, roles.sacrifice, QM)


def test_event_troops_capped_by_the_board(game):
    from warbands_manager.companions.banner_saga.troops import adjust_troops

    after = apply(game, adjust_troops, "varl", 100, "Event")
    assert after.troops.varl == 59 and after.clan.training == 1 - 4  # 4 tents added


def test_solo_refuses_team_helpers(mission):
    game = new_game(mission, "solo")
    with pytest.raises(RuleError, match="Thane pays"):
        apply(game, events.external_event, {TH: ("a", 0)})
    with pytest.raises(RuleError, match="solo losses"):
        apply(game, events.war_event, 1, "charge")
