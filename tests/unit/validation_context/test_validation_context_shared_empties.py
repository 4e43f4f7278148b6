"""The Context's shared read-only empties (columns no unit set, notes and exemptions no army rule
wrote) are never written through: each Context that writes gets containers of its own, and the
figures are those of a Context that made every container new. No timing is asserted."""

from __future__ import annotations

import random

import pytest

from tests.unit.rosters.test_rosters_random_smoke import random_roster
from warbands_manager.rules.roster import ARMIES, Roster, Unit
from warbands_manager.rules.validation import default_limits, validate
from warbands_manager.rules.validation.armies import rules_for
from warbands_manager.rules.validation.context import (
    _FALSES,
    _ZEROS,
    NO_MEMBERS,
    NO_NOTES,
    Context,
    writable,
)

COLUMNS = ("points", "character", "core_counting", "special", "rare", "war_machine", "chariot",
           "flyer", "hero_weight", "size_minimum", "has_champion", "may_command")
INDEXES = ("commanders", "lords", "renown", "heroes", "restricted", "upgraded", "army_limited",
           "size_suspects")
NOTES = ("slot_notes", "machine_notes", "option_notes", "upgrade_minimum", "size_notes",
         "size_overrides", "hero_weights")
MEMBERS = ("machine_cap_exempt", "exempt_upgrades", "size_exempt")


def _adjusted(roster: Roster) -> Context:
    ctx = Context(roster, default_limits())
    for adjust in rules_for(roster.army).adjust:
        adjust(ctx)
    return ctx


def _figures(ctx: Context) -> tuple:
    """Every figure as plain lists, dicts and sets (what a Context making all new would hold)."""
    return (tuple(list(getattr(ctx, name)) for name in COLUMNS + INDEXES),
            tuple(dict(getattr(ctx, name)) for name in NOTES),
            tuple(set(getattr(ctx, name)) for name in MEMBERS),
            ctx.found_size_minimum == ctx.size_minimum)


def test_the_shared_empties_refuse_every_write():
    for write in (lambda: NO_NOTES.__setitem__(1, "x"), lambda: NO_NOTES.update({1: "x"}),
                  lambda: NO_NOTES.setdefault(1, "x"), lambda: NO_NOTES.pop(1, None),
                  lambda: NO_MEMBERS.add(1), lambda: _ZEROS[3].__setitem__(0, 1)):
        with pytest.raises((TypeError, AttributeError)):
            write()
    assert NO_NOTES == {} and frozenset() == NO_MEMBERS


def test_writable_gives_a_container_of_its_own_with_the_same_contents():
    assert writable(_ZEROS[3]) == [0, 0, 0] and isinstance(writable(_ZEROS[3]), list)
    assert writable(NO_NOTES) == {} and writable(NO_NOTES) is not NO_NOTES
    assert writable(NO_MEMBERS) == set() and isinstance(writable(NO_MEMBERS), set)
    own = [1, 2]
    assert writable(own) is own


@pytest.mark.parametrize("army", [army for army in ARMIES if army != "other"])
def test_army_rules_write_only_their_own_context(army):
    """Validating many rosters of each army (whose rules write columns, notes, exemptions and
    minimums) leaves the shared empties empty, and a roster's figures are the same whether it
    is judged first or after a hundred others."""
    rng = random.Random(sum(map(ord, army)))
    rosters = [random_roster(rng) for _ in range(120)]
    for roster in rosters:
        roster.army = army
    first = [_figures(_adjusted(roster)) for roster in rosters[:5]]
    for roster in rosters:
        validate(roster)
    assert [_figures(_adjusted(roster)) for roster in rosters[:5]] == first
    assert NO_NOTES == {} and frozenset() == NO_MEMBERS
    assert all(not any(zeros) for zeros in _ZEROS) and all(not any(f) for f in _FALSES)


def test_a_changed_minimum_keeps_what_the_pass_found():
    units = [Unit("Long Drong's Slayer Pirates", "core", 2, 10, base="20x20", book_min=2,
                  traits=["regiment_of_renown"]),
             Unit("Swordsmen", "core", 10, 6, base="20x20")]
    ctx = _adjusted(Roster("renown", "dogs-of-war", units))
    assert ctx.size_minimum == [2, 3] and ctx.found_size_minimum == [3, 3]
    assert dict(ctx.size_overrides) == {0: 2}
    plain = _adjusted(Roster("plain", "empire", units[1:]))
    assert plain.size_overrides is NO_NOTES  # nothing changed: nothing written
    assert plain.size_minimum == plain.found_size_minimum == [3]


def test_a_roster_longer_than_the_shared_tuples_gets_its_own():
    units = [Unit(f"Unit {i}", "special", 3, 5, base="20x20") for i in range(70)]
    ctx = Context(Roster("big", "empire", units), default_limits())
    assert ctx.special == [1] * 70 and ctx.rare == (0,) * 70


def test_the_whole_total_is_whole_points():
    """The Context makes a whole float total whole itself (no call): always ``whole_points``
    of the total, fractions (rounded up) and int totals included."""
    from warbands_manager.rules.roster import whole_points

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
