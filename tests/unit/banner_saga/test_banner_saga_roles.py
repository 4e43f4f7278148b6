import pytest

from warbands_manager.companions.banner_saga import roles, skirmish, troops
from warbands_manager.companions.banner_saga.model import apply
from warbands_manager.companions.banner_saga.setup import new_game
from warbands_manager.companions.banner_saga.state import CAMP, CITY, RuleError
from warbands_manager.companions.banner_saga.supply import wagons_for

QM, KN, TH, WM = "quartermaster", "keeper", "thane", "warmaster"


def at_city(game):
    game.journey.phase = CITY
    return game


def at_camp(game):
    game.journey.phase = CAMP
    return game


def test_hunt_two_plus_hunters(game):
    game.supply.wagons = wagons_for(10)
    game.roles[TH].followers.append("hunter")
    after = apply(at_camp(game), roles.hunt)
    assert after.supply.total == 13
    with pytest.raises(RuleError):
        apply(after, roles.hunt)  # once per camp


def test_city_supply_purchase_caps_at_twenty(game):
    from warbands_manager.companions.banner_saga.city import buy_supply

    game.supply.wagons = wagons_for(14)
    game.roles[QM].renown = 6
    after = apply(at_city(game), buy_supply, 2)
    assert after.supply.total == 20 and after.roles[QM].renown == 0
    game.supply.wagons = wagons_for(20)
    with pytest.raises(RuleError, match="full"):
        apply(game, buy_supply, 1)


@pytest.mark.parametrize("renown, bundles, ok", [(3, 1, True), (2, 1, False), (6, 2, True)])
def test_supply_costs_three_renown_per_five(game, renown, bundles, ok):
    from warbands_manager.companions.banner_saga.city import buy_supply

    game.supply.wagons = wagons_for(5)
    game.roles[QM].renown = renown
    if ok:
        after = apply(at_city(game), buy_supply, bundles)
        assert after.supply.total == 5 + 5 * bundles and after.roles[QM].renown == 0
    else:
        with pytest.raises(RuleError):
            apply(at_city(game), buy_supply, bundles)


def test_city_actions_in_order(game):
    game.roles[WM].renown = 4
    after = apply(at_city(game), roles.train, 2)
    assert after.clan.training == 3 and after.roles[WM].renown == 2
    from warbands_manager.companions.banner_saga.city import city_recruit

    with pytest.raises(RuleError, match="in order"):
        apply(after, city_recruit, "clansmen", 1, False)
    with pytest.raises(RuleError, match="already"):
        apply(after, roles.train, 1)


def test_regular_recruits_lower_training_seasoned_do_not(game):
    after = apply(game, troops.recruit, "clansmen", 1, False, "Summon")
    assert after.troops.clansmen == 250 and after.clan.training == 0
    after = apply(game, troops.recruit, "varl", 1, True, "Summon")
    assert after.troops.varl == 25 and after.clan.training == 1


def test_strength_shields_thresholds(game):
    game.troops.clansmen, game.troops.varl = 290, 9
    assert troops.shields(game.troops) == 0
    game.troops.clansmen, game.troops.varl = 300, 10
    assert troops.shields(game.troops) == 2


def test_promotion_needs_a_defeated_enemy(game):
    with pytest.raises(RuleError):
        apply(game, troops.buy_promotion)
    after = apply(game, roles.enemy_defeated, KN)
    after = apply(after, troops.buy_promotion)
    assert after.troops.promotions == 1 and after.roles[KN].renown == 4


@pytest.mark.parametrize("variant, wm, th, ok", [
    ("four", 2, 2, True), ("four", 2, 1, False), ("three", 3, 0, True), ("three", 2, 0, False),
])
def test_inspire(mission, variant, wm, th, ok):
    game = at_camp(new_game(mission, variant))
    game.roles[WM].renown = wm
    if TH in game.roles:
        game.roles[TH].renown = th
    if ok:
        after = apply(game, roles.inspire, 2)
        assert after.clan.morale == 2 and after.roles[WM].renown == 0
    else:
        with pytest.raises(RuleError):
            apply(game, roles.inspire, 2)


def test_three_player_casualty(mission):
    game = new_game(mission, "three")
    after = apply(game, troops.lose_troops, 100, 0, "Event")
    assert after.supply.total == 19 and after.clan.morale == -1


def test_upgrades_in_order_and_wounds(game):
    game.roles[QM].renown = 8
    after = apply(game, roles.buy_upgrade, QM)
    assert after.roles[QM].bannerman.upgrades == 1 and after.roles[QM].renown == 5
    after = apply(after, roles.buy_upgrade, QM)
    assert after.roles[QM].bannerman.upgrades == 2 and after.roles[QM].renown == 0
    after = apply(after, roles.bannerman_defeated, QM)
    assert after.roles[QM].bannerman.wounded and after.roles[QM].bannerman.upgrades == 0
    after.roles[QM].renown = 4
    with pytest.raises(RuleError):
        apply(after, roles.heal_bannerman, QM)  # only at camp, after the bonus
    after.journey.heal_window = True
    healed = apply(after, roles.heal_bannerman, QM)
    assert not healed.roles[QM].bannerman.wounded and healed.roles[QM].renown == 0


def test_enhanced_training_four_wins(game):
    for _ in range(5):
        roles.win_debate(game, "won")
    assert game.supply.enhanced == 4 and roles.enhanced_complete(game)


def test_items_replace_the_city_action(mission):
    game = at_city(new_game(mission, "four", items=True))
    after = apply(game, roles.buy_item, QM, "Skjule")
    assert after.roles[QM].bannerman.item == "Skjule" and after.roles[QM].renown == 2
    with pytest.raises(RuleError):
        apply(after, roles.buy_item, QM, "Horseskor")
    plain = at_city(new_game(mission, "four"))
    with pytest.raises(RuleError):
        apply(plain, roles.buy_item, QM, "Skjule")


@pytest.mark.parametrize("bought, ok", [(5, True), (6, False)])
def test_group_willpower_at_most_five(game, bought, ok):
    game.roles[WM].renown = 6
    if ok:
        assert apply(game, skirmish.buy_group_willpower, bought).clan.group_willpower == 5
    else:
        with pytest.raises(RuleError):
            apply(game, skirmish.buy_group_willpower, bought)


def test_skirmish_lost_adds_defeated(game):
    after = apply(apply(game, skirmish.skirmish_begins), skirmish.skirmish_over, False)
    assert after.journey.camp_deck == ["Defeated"]


def test_follower_limit_and_defeat(game):
    game = apply(game, roles.add_follower, WM, "warleader", 1)
    game = apply(game, roles.add_follower, WM, "hunter", 1)
    with pytest.raises(RuleError):
        apply(game, roles.add_follower, WM, "provoker", 1)
    after = apply(game, roles.follower_defeated, WM, "hunter")
    assert after.roles[WM].followers == ["warleader"] and after.thane.pyres == 1


def test_journey_camp_actions_need_camp(game):
    # On the road and in a city the Quartermaster cannot hunt; in camp the same game can.
    game.supply.wagons = wagons_for(10)
    with pytest.raises(RuleError, match="camp action"):
        apply(game, roles.hunt)
    with pytest.raises(RuleError, match="camp action"):
        apply(at_city(game), roles.hunt)
    assert apply(at_camp(game), roles.hunt).supply.total == 12
