import pytest

from warbands_manager.companions.banner_saga import events, skirmish
from warbands_manager.companions.banner_saga.model import apply
from warbands_manager.companions.banner_saga.setup import new_game
from warbands_manager.companions.banner_saga.state import RuleError

QM, KN, TH, WM = "quartermaster", "keeper", "thane", "warmaster"


@pytest.mark.parametrize("bids, tie_pick, choice", [
    ({QM: ("a", 2), KN: ("b", 3), TH: ("a", 0), WM: ("b", 0)}, None, "b"),   # highest total
    ({QM: ("a", 2), KN: ("b", 3), TH: ("a", 2), WM: ("b", 0)}, None, "a"),   # totals add up
    ({QM: ("a", 2), KN: ("b", 2), TH: ("a", 0), WM: ("c", 1)}, None, "a"),   # tie → votes
    ({QM: ("a", 2), KN: ("b", 2), TH: ("c", 0), WM: ("d", 0)}, "b", "b"),    # QM decides
    ({QM: ("a", 2), KN: ("b", 2), TH: ("c", 0), WM: ("d", 0)}, None, None),  # QM must decide
    ({QM: ("a", 0), KN: ("a", 0), TH: ("b", 0), WM: ("a", 0)}, None, "a"),   # all zero
])
def test_resolve_bids(bids, tie_pick, choice):
    assert events.resolve_bids(bids, tie_pick).choice == choice


def test_winners_pay_losers_keep_and_zero_bids_block_willpower(game):
    bids = {QM: ("a", 2), KN: ("b", 1), TH: ("a", 0), WM: ("b", 0)}
    after = apply(game, events.external_event, bids)
    assert {r: s.renown for r, s in after.roles.items()} == {QM: 2, KN: 4, TH: 4, WM: 4}
    assert after.supply.enhanced == 1 and not after.clan.no_willpower
    zero = apply(game, events.external_event, {r: ("a", 0) for r in (QM, KN, TH, WM)})
    assert zero.clan.no_willpower


def test_bid_above_renown_refused(game):
    with pytest.raises(RuleError):
        apply(game, events.external_event, {QM: ("a", 5)})
    with pytest.raises(RuleError, match="Quartermaster decides"):
        apply(game, events.external_event, {QM: ("a", 1), KN: ("b", 1)})


@pytest.mark.parametrize("variant, required, votes, outcome", [
    ("four", (QM, KN), {QM: "x", KN: "x"}, "x"),
    ("four", (QM, KN), {QM: "x", KN: "y", TH: "y", WM: "x"}, "external"),
    ("four", (QM, KN), {QM: "x", KN: "y", TH: "y", WM: "y"}, "y"),
    ("two", (QM, TH), {QM: "x", TH: "y", KN: "y", WM: "y"}, "x"),  # one player, no debate
    ("three", (QM, TH), {QM: "x"}, "redraw"),
])
def test_internal_events(mission, variant, required, votes, outcome):
    game = new_game(mission, variant)
    assert events.internal_outcome(game, required, votes) == outcome


@pytest.mark.parametrize("card, plan, clansmen, varl, supply, defeated", [
    (1, "charge", 130, 14, 19, False),   # shields met exactly
    (2, "hold", 100, 10, 18, False),     # one missing: strength 3 - 5 → disorder
    (2, "hold", 100, 10, 18, True),
    (1, "retreat", 50, 5, 15, False),
])
def test_war_event(game, card, plan, clansmen, varl, supply, defeated):
    if card == 2 and not defeated:
        game.clan.morale = 2  # strength 5 - 5 = 0: bronze, not disorder
    after = apply(game, events.war_event, card, plan)
    assert (after.troops.clansmen, after.troops.varl, after.supply.total) == (
        clansmen, varl, supply)
    assert ("Defeated" in after.journey.camp_deck) is defeated


def test_gold_rank_halves_war_casualties(game):
    game.clan.morale = 7  # strength 10: gold
    after = apply(game, events.war_event, 1, "hold")
    assert (after.troops.clansmen, after.troops.varl) == (125, 13)


def test_war_without_troops_left_is_lost(game):
    game.troops.clansmen, game.troops.varl = 20, 1
    after = apply(game, events.war_event, 0, "charge")
    assert after.journey.outcome == "lost"


def test_war_reward(game):
    after = apply(apply(game, events.war_event, 0, "charge"), events.war_reward, 2, 3)
    assert {r: s.renown for r, s in after.roles.items()} == {QM: 6, KN: 6, TH: 6, WM: 9}


def test_a_war_reward_needs_a_war_and_is_paid_once(game):
    with pytest.raises(RuleError, match="no war is being fought"):
        apply(game, events.war_reward, 2, 3)
    paid = apply(apply(game, events.war_event, 0, "charge"), events.war_reward, 2, 3)
    with pytest.raises(RuleError, match="no war is being fought"):
        apply(paid, events.war_reward, 2, 3)
    with pytest.raises(RuleError, match="no skirmish is being fought"):
        apply(paid, skirmish.skirmish_over, True, 3)


def test_the_war_s_skirmish_pays_its_warmaster_bonus_once(game):
    at_war = apply(game, events.war_event, 0, "charge")
    with pytest.raises(RuleError, match="use War won: reward"):
        apply(at_war, skirmish.skirmish_over, True, 3)  # then War won would pay it again
    with pytest.raises(RuleError, match="finish the war"):
        apply(at_war, events.war_event, 0, "charge")
    lost = apply(at_war, skirmish.skirmish_over, False)
    assert lost.journey.camp_deck[0] == "Defeated" and lost.roles[WM].renown == 4


def test_a_skirmish_reward_follows_its_skirmish_once(game):
    with pytest.raises(RuleError, match="no skirmish is being fought"):
        apply(game, skirmish.skirmish_over, True, 3)
    fighting = apply(game, skirmish.skirmish_begins)
    with pytest.raises(RuleError, match="already being fought"):
        apply(fighting, skirmish.skirmish_begins)
    won = apply(fighting, skirmish.skirmish_over, True, 3)
    assert won.roles[WM].renown == 7 and won.clan.battle == ""
    with pytest.raises(RuleError, match="no skirmish is being fought"):
        apply(won, skirmish.skirmish_over, True, 3)


@pytest.mark.parametrize("season, cost", [("spring", 1), ("summer", 1), ("fall", 2),
                                          ("winter", 2)])
def test_solo_external_cost_by_season(mission, season, cost):
    game = new_game(mission, "solo")
    game.journey.season = season
    after = apply(game, events.solo_external, "a")
    assert after.roles[TH].renown == 2 - cost


def test_alternate_warmaster_pays_or_blocks_willpower(mission):
    game = new_game(mission, "alternate")
    game.journey.season = "fall"
    after = apply(game, events.external_event, {QM: ("a", 1), KN: ("a", 0)})
    assert after.roles[WM].renown == 2 and not after.clan.no_willpower
    game.roles[WM].renown = 1
    after = apply(game, events.external_event, {QM: ("a", 1), KN: ("a", 0)})
    assert after.roles[WM].renown == 1 and after.clan.no_willpower
