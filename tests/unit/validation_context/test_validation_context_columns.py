"""The validation Context: plain per-roster lists, dicts and sets that army rules write to
directly, none shared between two rosters; its figures as the roster gives them."""

from __future__ import annotations

import random

import pytest

from tests.unit.rosters.test_rosters_random_smoke import random_roster
from warbands_manager.rules.roster import ARMIES, Roster, Unit, Upgrade, whole_points
from warbands_manager.rules.validation import default_limits, validate
from warbands_manager.rules.validation.armies import rules_for
from warbands_manager.rules.validation.context import Context

COLUMNS = (
    "points",
    "character",
    "core_counting",
    "special",
    "rare",
    "war_machine",
    "chariot",
    "flyer",
    "hero_weight",
    "size_minimum",
    "has_champion",
    "may_command",
)
NOTES = (
    "slot_notes",
    "machine_notes",
    "option_notes",
    "upgrade_minimum",
    "size_notes",
    "machine_cap_exempt",
    "exempt_upgrades",
    "size_exempt",
)


def _adjusted(roster: Roster) -> Context:
    ctx = Context(roster, default_limits())
    for adjust in rules_for(roster.army).adjust:
        adjust(ctx)
    return ctx


def _figures(ctx: Context) -> tuple:
    return tuple(repr(getattr(ctx, name)) for name in COLUMNS + NOTES)


def test_any_column_takes_a_write_on_any_roster():
    """A rule may write a column whatever the roster holds (a Special count on a roster with
    no Special unit, a note on a roster with none)."""
    ctx = Context(
        Roster(
            "r",
            "empire",
            [
                Unit("Swordsmen", "core", 10, 6, base="20x20"),
                Unit("Captain", "hero", 1, 50, base="20x20"),
            ],
        ),
        default_limits(),
    )
    ctx.special[1] = 1
    ctx.war_machine[0] = 2
    ctx.slot_notes[1] = "a note"
    ctx.exempt_upgrades.add((0, 0))
    ctx.size_minimum[0] = 5
    assert ctx.special == [0, 1] and ctx.war_machine == [2, 0] and ctx.size_minimum == [5, None]


def test_no_two_contexts_share_a_container():
    roster = Roster("r", "skaven", [Unit("Clanrats", "core", 10, 5, base="20x20")])
    first, second = Context(roster, default_limits()), Context(roster, default_limits())
    for name in COLUMNS + NOTES:
        assert getattr(first, name) is not getattr(second, name), name


@pytest.mark.parametrize("army", [army for army in ARMIES if army != "other"])
def test_a_rosters_figures_do_not_depend_on_rosters_judged_before(army):
    rng = random.Random(sum(map(ord, army)))
    rosters = [random_roster(rng) for _ in range(120)]
    for roster in rosters:
        roster.army = army
    first = [_figures(_adjusted(roster)) for roster in rosters[:5]]
    for roster in rosters:
        validate(roster)
    assert [_figures(_adjusted(roster)) for roster in rosters[:5]] == first


def test_the_columns_say_what_the_units_are():
    units = [
        Unit("Captain", "hero", 1, 50, base="20x20", commander=True),
        Unit(
            "Knights",
            "special",
            5,
            20,
            base="25x50",
            upgrades=[Upgrade("Preceptor", 10, "champion")],
            traits=["flyer"],
        ),
        Unit("Cannon", "rare", 2, 50, base="50x100", traits=["war_machine"]),
        Unit("Hunters", "core", 10, 8, base="20x20", traits=["not_core_minimum"]),
    ]
    ctx = Context(Roster("r", "empire", units), default_limits())
    assert ctx.character == [True, False, False, False] and ctx.heroes == [0]
    assert ctx.special == [0, 1, 0, 0] and ctx.rare == [0, 0, 1, 0]
    assert ctx.core_counting == [False, False, False, False]
    assert ctx.war_machine == [0, 0, 2, 0] and ctx.flyer == [0, 1, 0, 0]
    assert ctx.has_champion == [False, True, False, False]
    assert ctx.may_command == [True, True, False, False] and ctx.commander == 0
    assert ctx.points == [50, 110, 100, 80] and ctx.total == 340 and ctx.large
    assert ctx.size_minimum == [None, 2, 1, 3]


def test_a_regiment_of_renown_keeps_its_book_minimum():
    units = [
        Unit(
            "Long Drong's Slayer Pirates",
            "core",
            2,
            10,
            base="20x20",
            book_min=2,
            traits=["regiment_of_renown"],
        ),
        Unit("Swordsmen", "core", 10, 6, base="20x20"),
    ]
    assert _adjusted(Roster("renown", "dogs-of-war", units)).size_minimum == [2, 3]
    assert _adjusted(Roster("plain", "empire", units[1:])).size_minimum == [3]


def test_the_whole_total_is_whole_points():
    rng = random.Random(2107)
    fractions = 0
    for _ in range(400):
        built = random_roster(rng)
        if built.units and rng.random() < 0.3:
            built.units[0].points_per_model = rng.choice([0.5, 1.5, 2, 7.25])
        ctx = Context(built, default_limits())
        assert ctx.whole == whole_points(ctx.total)
        assert ctx.whole.__class__ is int
        fractions += not float(ctx.total).is_integer()
    assert fractions > 20
