"""The speed-ups of validation keep its answers: caches are never stale, prefilters miss nothing.

Validation caches name look-ups per tuple of unit names (``armies.helpers``), base minimums per
limit tables (``Limits.base_cache``), and the Context notes in its one pass which units the
unit-size, option and magic-item checks need to look at. No timing is asserted here.
"""

import dataclasses
import random

import pytest
from rosters_factory import error_rules, hero, led, roster, small_base, unit
from test_rosters_random_smoke import random_roster

from warbands_manager.paths import data_file
from warbands_manager.rules.roster import Upgrade
from warbands_manager.rules.validation import default_limits, load_limits, shortcuts, validate
from warbands_manager.rules.validation.armies import helpers, rules_for
from warbands_manager.rules.validation.command import check_command_once
from warbands_manager.rules.validation.common import check_options
from warbands_manager.rules.validation.context import Context
from warbands_manager.rules.validation.model import Violation
from warbands_manager.rules.validation.size import check_unit_sizes
from warbands_manager.rules.validation.small import check_small


def _adjusted(built, limits=None) -> Context:
    ctx = Context(built, limits or default_limits())
    for adjust in rules_for(built.army).adjust:
        adjust(ctx)
    return ctx


def test_a_unit_renamed_in_place_is_not_served_an_old_name_look_up():
    built = roster("ogre-kingdoms", [led(unit("Ogre Bulls", models=3, ppm=30, base="40x40")),
                                     unit("Gnoblars", models=5, ppm=2)])
    assert "ogre-kingdoms.bulls-required" not in error_rules(built)
    built.units[0].name = "Ironguts"
    assert "ogre-kingdoms.bulls-required" in error_rules(built)
    built.units[0].name = "Ogre Bulls"
    assert "ogre-kingdoms.bulls-required" not in error_rules(built)


def test_same_names_with_other_categories_get_their_own_look_up():
    as_regiment = roster("ogre-kingdoms", [unit("Hunter", models=1, base="40x40")])
    as_hero = roster("ogre-kingdoms", [hero("Hunter", 60)])
    regiment_ctx, hero_ctx = Context(as_regiment, default_limits()), Context(
        as_hero, default_limits())
    assert regiment_ctx.names == hero_ctx.names
    assert helpers.named(regiment_ctx, ("Hunter",), characters=True) == ()
    assert helpers.named(hero_ctx, ("Hunter",), characters=True) == (0,)
    assert helpers.named(regiment_ctx, ("Hunter",), characters=False) == (0,)
    assert helpers.named(hero_ctx, ("Hunter",), characters=False) == ()
    assert helpers.named(hero_ctx, ("Hunter",)) == (0,)


def test_name_look_ups_hand_out_answers_no_caller_can_change():
    ctx = Context(roster("skaven", [unit("Clanrats"), unit("Clanrats B")]), default_limits())
    first = helpers.named(ctx, ("Clanrat",), characters=False)
    assert first == (0, 1)
    with pytest.raises(AttributeError):
        first.append(99)  # a cached tuple, shared by every roster with these units


def test_the_name_tables_stay_bounded(monkeypatch):
    monkeypatch.setattr(helpers, "_NAME_TABLES", {})
    monkeypatch.setattr(helpers, "_NAME_TABLES_LIMIT", 3)
    for index in range(10):
        ctx = Context(roster("skaven", [unit(f"Clanrats {index}")]), default_limits())
        assert helpers.named(ctx, ("Clanrat",), characters=False) == (0,)
    assert 1 <= len(helpers._NAME_TABLES) <= 3


def test_a_changed_unit_size_table_is_not_served_cached_minimums(tmp_path):
    built = roster("empire", [*small_base(), unit("Archers", models=3, ppm=1)])
    assert "size.unit-minimum" not in error_rules(built)  # fills the shipped tables' cache
    text = data_file("warbands", "unit-sizes.toml").read_text()
    changed = tmp_path / "unit-sizes.toml"
    changed.write_text(text.replace("minimum = { value = 3,", "minimum = { value = 5,", 1))
    limits = load_limits(unit_sizes=changed)
    rules = [v.rule for v in validate(built, limits)]
    assert rules.count("size.unit-minimum") == 1
    assert "size.unit-minimum" not in error_rules(built)


@pytest.mark.parametrize(("models", "book_min", "renown", "broken"), [
    (2, 2, True, False),   # base says 3, the Regiment of Renown's book says 2
    (2, 2, False, True),   # without the trait the base minimum stands
    (9, 10, True, True),   # base says 3, the book raises it to 10
    (10, 10, True, False),
])
def test_an_army_rule_changing_a_minimum_is_honoured(models, book_min, renown, broken):
    guard = unit("Ricco's Republican Guard", models=models, ppm=1, book_min=book_min,
                 traits=["regiment_of_renown"] if renown else [])
    built = roster("dogs-of-war", [*small_base("Pikemen", "Crossbowmen"), guard])
    assert ("size.unit-minimum" in error_rules(built)) is broken


def test_a_unit_edited_in_place_is_checked_again():
    built = roster("empire", [*small_base(), unit("Archers", models=3, ppm=1)])
    assert "size.unit-minimum" not in error_rules(built)
    built.units[2].models = 2
    assert "size.unit-minimum" in error_rules(built)
    built.units[2].upgrades.append(Upgrade("Banner", 5, "standard"))
    built.units[2].book_min = 10
    assert "options.below-book-minimum" in error_rules(built)


def _rules_with_every_unit_examined(ctx: Context, check) -> list[Violation]:
    """What a check says when the Context's notes name every unit (the slow, plain way)."""
    everyone = list(range(len(ctx.units)))
    ctx.size_suspects, ctx.restricted = everyone, everyone
    out: list[Violation] = []
    check(ctx, out)
    return out


@pytest.mark.parametrize("check", [check_unit_sizes, check_options, check_small])
def test_the_context_notes_miss_no_unit_a_check_would_report(check):
    rng = random.Random(1010)
    reported = 0
    for _ in range(600):
        built = random_roster(rng)
        fast: list[Violation] = []
        check(_adjusted(built), fast)
        assert fast == _rules_with_every_unit_examined(_adjusted(built), check)
        reported += len(fast)
    assert reported > 50  # the rosters do break these rules


def test_violations_stay_frozen_values():
    first = Violation("size.unit-minimum", "error", (1,), "Archers must be at least 3")
    same = Violation(rule="size.unit-minimum", severity="error", units=(1,),
                     message="Archers must be at least 3")
    assert first == same and hash(first) == hash(same)
    assert first != dataclasses.replace(first, units=(2,))
    assert repr(first) == ("Violation(rule='size.unit-minimum', severity='error', units=(1,), "
                           "message='Archers must be at least 3')")
    assert first.is_error
    with pytest.raises(dataclasses.FrozenInstanceError):
        first.rule = "other"


def test_the_command_model_prefilter_misses_no_unit(monkeypatch):
    rng = random.Random(2121)
    reported = 0
    for _ in range(600):
        built = random_roster(rng)
        for unit_ in built.units:  # command models doubled now and then
            if unit_.upgrades and rng.random() < 0.3:
                unit_.upgrades.append(dataclasses.replace(unit_.upgrades[0], kind=rng.choice(
                    ("champion", "standard", "musician"))))
        fast: list[Violation] = []
        check_command_once(_adjusted(built), fast)
        monkeypatch.setattr(shortcuts, "ENABLED", False)
        plain: list[Violation] = []
        check_command_once(_adjusted(built), plain)
        monkeypatch.setattr(shortcuts, "ENABLED", True)
        assert fast == plain
        reported += len(fast)
    assert reported > 50


@pytest.mark.parametrize("points", [0, 0.0, 1, 0.5, 7.5, 199.0, 199.5, 200, 0.1 + 0.2,
                                    3 * 66.7, 1e-7, 199.0000001, 500.0, 500.5, -1.0, 1e18])
def test_whole_points_without_rounding_gives_the_rounded_answer(points):
    import math

    from warbands_manager.rules.roster import whole_points

    assert whole_points(points) == math.ceil(round(points, 6))


def test_whole_points_of_sums_of_half_and_tenth_points():
    import math

    from warbands_manager.rules.roster import whole_points

    rng = random.Random(77)
    for _ in range(2000):
        total = sum(rng.choice((0.5, 1, 2.5, 4, 6.7, 15)) * rng.randint(1, 20) for _ in range(6))
        assert whole_points(total) == math.ceil(round(total, 6))
