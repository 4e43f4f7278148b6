"""Validation follows a roster edited in place, tells units apart by category, honours another
unit-size table and an army rule's own minimum; violations are frozen values; the size bands'
rounding of fractional totals."""

import dataclasses
import random

import pytest
from rosters_factory import error_rules, hero, led, roster, small_base, unit

from warbands_manager.paths import data_file
from warbands_manager.rules.roster import Upgrade
from warbands_manager.rules.validation import default_limits, load_limits, validate
from warbands_manager.rules.validation.armies import helpers
from warbands_manager.rules.validation.context import Context
from warbands_manager.rules.validation.model import Violation


def test_a_unit_renamed_in_place_is_judged_by_its_new_name():
    built = roster("ogre-kingdoms", [led(unit("Ogre Bulls", models=3, ppm=30, base="40x40")),
                                     unit("Gnoblars", models=5, ppm=2)])
    assert "ogre-kingdoms.bulls-required" not in error_rules(built)
    built.units[0].name = "Ironguts"
    assert "ogre-kingdoms.bulls-required" in error_rules(built)
    built.units[0].name = "Ogre Bulls"
    assert "ogre-kingdoms.bulls-required" not in error_rules(built)


def test_same_names_with_other_categories_are_told_apart():
    as_regiment = roster("ogre-kingdoms", [unit("Hunter", models=1, base="40x40")])
    as_hero = roster("ogre-kingdoms", [hero("Hunter", 60)])
    regiment_ctx, hero_ctx = Context(as_regiment, default_limits()), Context(
        as_hero, default_limits())
    assert regiment_ctx.names == hero_ctx.names
    assert helpers.named(regiment_ctx, ("Hunter",), characters=True) == []
    assert helpers.named(hero_ctx, ("Hunter",), characters=True) == [0]
    assert helpers.named(regiment_ctx, ("Hunter",), characters=False) == [0]
    assert helpers.named(hero_ctx, ("Hunter",), characters=False) == []
    assert helpers.named(hero_ctx, ("Hunter",)) == [0]


def test_a_changed_unit_size_table_gives_its_own_minimums(tmp_path):
    built = roster("empire", [*small_base(), unit("Archers", models=3, ppm=1)])
    assert "size.unit-minimum" not in error_rules(built)
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
