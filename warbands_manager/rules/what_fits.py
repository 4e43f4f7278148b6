"""Which army-list entries can be added now, and why not: the validator is asked.

Each entry is tried as the editor would add it (at its Warbands minimum size, with the trait
table's base and troop type) on a copy of the roster; an entry is unavailable when the roster
with it breaks a rule it did not break before, and the reason shown is that rule's own message
("Warbands may never include Lord-level characters: ..."), a rule naming the new unit before
one about the whole warband (over 500 points). Rules that ask for something still to be added
(``NOT_BLOCKING``: a second Core unit, a Commander) never grey an entry out.

"What fits in N points": the available entries whose cost at minimum size is at most N (by
default the points left under the roster's points limit, else under 500).
"""

from __future__ import annotations

from dataclasses import dataclass

from warbands_manager.rules.armydata.build import unit_from_entry
from warbands_manager.rules.armydata.model import ArmyList, UnitEntry
from warbands_manager.rules.armydata.traits import TraitTable
from warbands_manager.rules.roster import LARGE_MAX, Roster, Unit
from warbands_manager.rules.validation import validate
from warbands_manager.rules.validation.limits import Limits

# Rules that ask for something still to be added or chosen (a second Core unit, a Commander, a
# unit of Bulls, the Chaos type): a roster that is being built breaks them on its way to legal,
# so they never grey an entry out. A missing base size is a gap in the army data, not a rule
# against the choice.
NOT_BLOCKING = frozenset((
    "size.base-unknown", "size.no-units", "size.min-points", "common.min-core",
    "common.commander-missing", "chaos.type-required", "ogre-kingdoms.bulls-required",
    "errantry-war.knights-errant",
))
TRIAL_ID = "what-fits-trial"


@dataclass(frozen=True)
class Choice:
    """An army-list entry as it would be added: the unit, its cost, and why it cannot be."""

    entry: UnitEntry
    unit: Unit
    reason: str | None
    rule: str | None = None

    @property
    def available(self) -> bool:
        return self.reason is None

    @property
    def cost(self) -> float:
        return self.unit.points


def points_left(roster: Roster) -> float:
    """Points still free under the roster's limit (or under 500, the largest warband)."""
    return (roster.points_limit or LARGE_MAX) - roster.total_points


def try_entries(roster: Roster, army: ArmyList, table: TraitTable,
                entries: list[UnitEntry] | None = None,
                limits: Limits | None = None) -> list[Choice]:
    """Every entry (default: the whole army list) with its cost and, if any, the reason it
    cannot be added to ``roster`` now."""
    before = {(v.rule, v.units) for v in validate(roster, limits) if v.is_error}
    before_rules = {rule for rule, _units in before}
    trial = Roster(roster.name, roster.army, list(roster.units), roster.player,
                   roster.chaos_type, roster.points_limit)
    new_index = len(roster.units)
    choices = []
    for entry in army.units if entries is None else entries:
        unit = unit_from_entry(army, entry, table, TRIAL_ID)
        trial.units.append(unit)
        broken = [v for v in validate(trial, limits) if v.is_error
                  and v.rule not in NOT_BLOCKING
                  and (v.rule not in before_rules or new_index in v.units)]
        trial.units.pop()
        # A rule that names the new unit says more about it ("Lord-level characters") than a
        # total the unit tips over: it comes first.
        broken.sort(key=lambda v: new_index not in v.units)
        first = broken[0] if broken else None
        choices.append(Choice(entry, unit, first.message if first else None,
                              first.rule if first else None))
    return choices


def what_fits(roster: Roster, army: ArmyList, table: TraitTable, points: float | None = None,
              limits: Limits | None = None) -> list[Choice]:
    """The entries that can be added within ``points`` (default :func:`points_left`),
    cheapest first."""
    budget = points_left(roster) if points is None else points
    fitting = [choice for choice in try_entries(roster, army, table, limits=limits)
               if choice.available and choice.cost <= budget]
    return sorted(fitting, key=lambda choice: (choice.cost, choice.entry.name))
