"""Roster rule fidelity: commanders through a champion, campaign fields, Archaon's Chosen by
status upgrade, half points."""

import pytest
from rosters_factory import champion, error_rules, hero, large_base, led, roster, unit, up

from warbands_manager.rules.roster import size_class, whole_points
from warbands_manager.rules.validation import composition, validate


# 1. Every rule forbidding a kind of model from commanding also checks the champion's name.
@pytest.mark.parametrize("army, rule, units", [
    ("wood-elves", "wood-elves.commander",
     [led(unit("Wardancers", models=5), "Bladesinger"), unit("Glade Guard")]),
    ("wood-elves", "wood-elves.commander",
     [led(unit("Glade Guard"), "Bladesinger"), unit("Eternal Guard")]),
    ("dwarfs", "dwarfs.commander",
     [led(unit("Troll Slayers"), "Giant Slayer"), unit("Warriors")]),
    ("dwarfs", "dwarfs.commander",
     [led(unit("Troll Slayers"), "Dragon Slayer"), unit("Warriors")]),
    ("skaven-clan-eshin", "skaven-clan-eshin.commander",
     [led(unit("Night Runners"), "Assassin"), unit("Clanrats")]),
])
def test_a_forbidden_commander_is_caught_through_his_champion_upgrade(army, rule, units):
    built = roster(army, units)
    assert rule in error_rules(built)
    message = next(v.message for v in validate(built) if v.rule == rule)
    assert " of " in message.split("the Commander is ")[1]  # "Bladesinger of Wardancers"


@pytest.mark.parametrize("army, units", [
    ("wood-elves", [led(unit("Glade Guard"), "Lord's Bowman"), unit("Eternal Guard")]),
    ("dwarfs", [led(unit("Troll Slayers")), unit("Warriors")]),
    ("skaven-clan-eshin", [led(unit("Night Runners")), unit("Clanrats")]),
])
def test_an_ordinary_champion_still_commands(army, units):
    assert error_rules(roster(army, units)) == []


# 3. Archaon's Horde: a Chaos Warriors unit with a status upgrade to Chosen is Chosen Warriors.
def test_archaon_chaos_warriors_upgraded_to_chosen_are_special_and_below_the_minimum():
    chosen = unit("Chaos Warriors B", models=3, ppm=15, book_min=10,
                  upgrades=[up("Chosen", 5, "status", 3)])
    built = roster("archaons-horde", [*large_base("Marauders", "Warriors"), chosen])
    assert error_rules(built) == []
    assert composition(built).special_used == 1


def test_archaon_two_upgraded_chosen_units_and_knights_break_the_special_limit():
    def chosen(name):
        return unit(name, models=3, ppm=15, book_min=10, upgrades=[up("Chosen", 5, "status", 3)])
    built = roster("archaons-horde", [*large_base("Marauders", "Warriors"),
                                      chosen("Chaos Warriors B"), chosen("Chaos Warriors C"),
                                      unit("Knights of Chaos", "special", models=2, ppm=1,
                                           base="25x50")])
    assert "large.max-special" in error_rules(built)


def test_hordes_of_chaos_chosen_upgrade_still_needs_the_minimum():
    chosen = unit("Chaos Warriors B", models=3, ppm=15, book_min=10,
                  upgrades=[up("Chosen", 5, "status", 3)])
    built = roster("hordes-of-chaos", [*large_base("Marauders", "Warriors"), chosen],
                   chaos_type="mortal")
    assert "options.below-book-minimum" in error_rules(built)


# 4. Half points: a fraction rounds up, and label, checks and meter agree.
def half_point_roster(total):
    """Spearmen of half-point models, a champion at 5 and Swordsmen making up ``total``."""
    return roster("empire", [led(unit("Spearmen", models=11, ppm=0.5)),
                             unit("Swordsmen", models=3, ppm=(total - 10.5) / 3)])


@pytest.mark.parametrize("points, whole, size", [
    (0.5, 1, "small"), (199, 199, "small"), (199.5, 200, "large"), (500, 500, "large"),
    (500.5, 501, "oversize"), (0, 0, "oversize"), (0.1 + 0.2 + 198.7, 199, "small"),
])
def test_fractions_round_up_for_the_size_bands(points, whole, size):
    assert whole_points(points) == whole
    assert size_class(points) == size


def test_a_199_and_a_half_point_warband_is_large_and_judged_large():
    built = half_point_roster(199.5)
    assert built.total_points == 199.5 and built.size_class == "large"
    meter = composition(built)
    assert meter.size == "large" and meter.unit_max == 10
    # Two Core and a champion Commander: legal under the large rules too.
    assert error_rules(built) == []
    # The small rules no longer apply: a Special choice is allowed, as at 200.
    special = roster("empire", [*built_units(built), unit("Greatswords", "special", models=5)])
    assert "small.no-special" not in error_rules(special)


def test_the_half_point_reading_is_shown_as_a_reminder():
    from warbands_manager.rules.validation import reminders
    texts = {r.rule: r.text for r in reminders(half_point_roster(199.5))}
    assert "199.5 points is judged as 200 (large)" in texts["size.half-points"]
    assert "size.half-points" not in {r.rule for r in reminders(half_point_roster(199))}


def built_units(built):
    from warbands_manager.rules.roster_io import roster_to_dict
    return roster_to_dict(built)["units"]


def test_a_half_point_warband_is_small_not_oversize():
    built = roster("empire", [unit("Spearmen", models=1, ppm=0) | {
        "upgrades": [champion(points=0.5)], "commander": True}, unit("Swordsmen", ppm=0)])
    assert built.total_points == 0.5 and built.size_class == "small"
    assert "size.min-points" not in error_rules(built)


# 2. Impossible campaign fields are errors.
def _with(node, **fields):
    return node | fields


@pytest.mark.parametrize("rule, change", [
    ("campaign.veteran-max", lambda units: units[1].update(veteran=4)),
    ("campaign.max-abilities", lambda units: units[2].update(
        archetype="veteran", abilities=["Commander's Discretion", "Fearless", "Disciplined",
                                        "Strong Blows", "Grizzled Fighters", "Fearless"])),
    ("campaign.magician-wizards-only", lambda units: units[2].update(archetype="magician")),
    ("campaign.archetype-characters-only", lambda units: units[1].update(archetype="veteran")),
    ("campaign.ability-archetype", lambda units: units[2].update(
        archetype="veteran", abilities=["Duelist"])),
    ("campaign.ability-archetype", lambda units: units[2].update(abilities=["Fearless"])),
])
def test_impossible_campaign_fields_are_errors(rule, change):
    units = [led(unit("Spearmen")), unit("Swordsmen"), hero("Captain", 50)]
    change(units)
    assert error_rules(roster("empire", units)) == [rule]


def test_possible_campaign_fields_pass():
    units = [led(unit("Spearmen")) | {"veteran": 3}, unit("Swordsmen"),
             hero("Captain", 50, archetype="veteran",
                  abilities=["Commander's Discretion", "Fearless", "Disciplined", "Strong Blows",
                             "Grizzled Fighters"]),
             hero("Wizard", 60, archetype="magician", traits=["wizard"], abilities=["Scrying"])]
    assert error_rules(roster("empire", units)) == []
