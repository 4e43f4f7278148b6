"""The generic checks' fast paths give the plain reading's violations, word for word.

The checks test each limit before they build anything (``check_large``, ``check_small``), count
a 0-X unit's name in C before grouping (``check_army_max``), and word the most frequent errors
without ``ctx.error``, the units with their points through one builder (``names_with_points``),
and skip the columns still the Context's shared zeros. Each is compared here with
the rule read plainly, on seeded random rosters that break every one of them often. No timing.
"""

import random

from test_rosters_random_smoke import random_roster

from warbands_manager.rules.roster import format_points
from warbands_manager.rules.unit_names import name_words
from warbands_manager.rules.validation import default_limits
from warbands_manager.rules.validation.armies import rules_for
from warbands_manager.rules.validation.common import check_army_max
from warbands_manager.rules.validation.context import Context, names_with_points
from warbands_manager.rules.validation.large import war_machines_used
from warbands_manager.rules.validation.model import ERROR, Violation


def _adjusted(built) -> Context:
    ctx = Context(built, default_limits())
    for adjust in rules_for(built.army).adjust:
        adjust(ctx)
    return ctx


def _plain_army_max(ctx: Context) -> list[Violation]:
    """The 0-X rule as written: units grouped by the words of their names, each group held to
    the smallest limit among its members."""
    groups: dict[tuple[str, ...], list[int]] = {}
    for unit in ctx.units:
        if unit.army_max is not None:
            groups.setdefault(name_words(unit.name), [])
    for i, unit in enumerate(ctx.units):
        key = name_words(unit.name)
        if key in groups:
            groups[key].append(i)
    out = []
    for members in groups.values():
        limit = min(ctx.units[i].army_max for i in members if ctx.units[i].army_max is not None)
        if len(members) > limit:
            out.append(Violation("common.army-max", ERROR, tuple(members),
                                 f"The army list allows 0-{limit} "
                                 f"{ctx.units[members[0]].name}: {len(members)}"))
    return out


def test_the_army_max_count_in_c_misses_no_group():
    rng = random.Random(2103)
    reported = quiet_with_limits = 0
    for _ in range(1500):
        built = random_roster(rng)
        for unit in built.units:  # names repeated in other spellings, limits of 0 to 2
            if rng.random() < 0.3:
                unit.name = rng.choice([u.name for u in built.units]).upper() + "s"
            if rng.random() < 0.3:
                unit.army_max = rng.choice([None, 0, 1, 2])
        ctx = _adjusted(built)
        fast: list[Violation] = []
        check_army_max(ctx, fast)
        assert fast == _plain_army_max(ctx)
        reported += len(fast)
        quiet_with_limits += not fast and bool(ctx.army_limited)
    assert reported > 100 and quiet_with_limits > 100


def _plain_with_points(ctx, indexes) -> str:
    """The wording as the rule text spells it: each unit's name and points joined with " + ",
    then " = " and their total when there is more than one."""
    indexes = list(indexes)
    total = sum(ctx.points[i] for i in indexes)
    parts = " + ".join(f"{ctx.units[i].name} {format_points(ctx.points[i])}" for i in indexes)
    return f"{parts} = {format_points(total)}" if len(indexes) > 1 else parts


def test_the_points_wording_is_the_plain_one():
    """``names_with_points`` (the one builder; the large rules' Heroes' points error uses it)
    words every list of units, given as a list or any iterable, as the plain spelling does."""
    rng = random.Random(2104)
    compared = 0
    for _ in range(600):
        ctx = _adjusted(random_roster(rng))
        for indexes in (ctx.heroes, list(range(len(ctx.units))), ctx.heroes[:1]):
            assert names_with_points(ctx, indexes) == _plain_with_points(ctx, indexes)
            assert names_with_points(ctx, iter(indexes)) == _plain_with_points(ctx, indexes)
            compared += len(indexes) > 1
    assert compared > 300


def test_the_war_machines_picked_in_c_are_the_plain_ones():
    rng = random.Random(2105)
    found = 0
    for _ in range(600):
        ctx = _adjusted(random_roster(rng))
        if ctx.units and rng.random() < 0.5:  # an army rule's exemption now and then
            # A new set, as an army rule writes one (the Context's may be a shared empty one).
            ctx.machine_cap_exempt = {*ctx.machine_cap_exempt, rng.randrange(len(ctx.units))}
        plain = [i for i in range(len(ctx.units))
                 if (ctx.war_machine[i] or ctx.chariot[i]) and i not in ctx.machine_cap_exempt]
        assert war_machines_used(ctx) == plain
        found += len(plain)
    assert found > 200


def test_a_base_found_as_written_is_worded_as_the_normalised_one():
    from types import SimpleNamespace

    from warbands_manager.rules.validation.limits import Limits, normal_base
    from warbands_manager.rules.validation.size import _base_reason

    def plain(limits, base):  # the reading before the shortcut: always normalised
        return normal_base(base) in limits.base_minimums

    bases = ["25x25", "25X25", " 25x25mm", "25 × 25", "40x40", "30x30", "25x50mm", "60x100"]
    for table in ({"20x20": 3, "25x25": 3, "25x50": 2}, {"25X25": 3, "25x50mm": 2}):
        limits = Limits({}, {}, table, 1)
        assert limits.plain_bases == all(normal_base(key) == key for key in table)
        for base in bases:
            short = f"on {base} bases"
            assert (_base_reason(SimpleNamespace(limits=limits), base) == short) == plain(
                limits, base), (table, base)


def test_the_shared_zeros_skipped_say_what_a_scan_says():
    """The size-class rules skip a column still the Context's shared zeros: with every column
    made a list of its own (as an army rule's write makes it), they say the same."""
    from warbands_manager.rules.validation.large import check_large
    from warbands_manager.rules.validation.small import check_small

    rng = random.Random(2106)
    reported = 0
    for _ in range(600):
        built = random_roster(rng)
        for check in (check_large, check_small):
            fast: list[Violation] = []
            check(_adjusted(built), fast)
            scanned = _adjusted(built)
            for column in ("special", "rare", "war_machine", "chariot", "flyer"):
                setattr(scanned, column, list(getattr(scanned, column)))
            plain: list[Violation] = []
            check(scanned, plain)
            assert fast == plain
            reported += len(fast)
    assert reported > 100
