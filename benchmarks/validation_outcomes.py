"""Record every outcome of the validator on seeded rosters, to prove a speed change changed none.

The rosters: the 10,000 generated from the BattleScribe catalogues (``roster_gen``, seed 21,
the rate benchmark's own) and 12,000 validations of seeded random rosters edited in place
between validations (units renamed, resized, recategorised, upgrades added and removed, units
added and dropped: what the editor does, so a cache keyed on a stale roster would show). For
each one: the violations (rule, severity, units, message), the reminders, the composition
figures, the unit minimums and the Warband Rating.

    python -m benchmarks.validation_outcomes --record before.json
    python -m benchmarks.validation_outcomes --compare before.json   # exit 1 on any difference

Not a timing: run it before and after each change.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

# Everything the validator says about a roster, as the suite's outcome test records it.
from tests.unit.validation_outcomes.outcome_rosters import outcome  # noqa: E402
from warbands_manager.rules.roster import CATEGORIES, UPGRADE_KINDS, Upgrade  # noqa: E402

GENERATED, EDITED = 10_000, 12_000


def _generated() -> list:
    from benchmarks.common import catalogue_files
    from benchmarks.roster_gen import generate, load_armies

    files = catalogue_files()
    if not any(path.suffix == ".cat" for path in files):
        return []
    return generate(load_armies(files), GENERATED)


def _edit(rng: random.Random, roster, names: list[str]) -> None:
    """One editor-like change to ``roster``, in place."""
    from tests.unit.rosters.test_rosters_random_smoke import UPGRADES

    units = roster.units
    if not units:
        return
    unit = rng.choice(units)
    way = rng.randrange(7)
    if way == 0:
        unit.name = rng.choice(names)
    elif way == 1:
        unit.models = max(1, unit.models + rng.choice((-3, -1, 1, 2, 5)))
    elif way == 2:
        unit.category = rng.choice(CATEGORIES)
    elif way == 3:
        unit.upgrades.append(Upgrade(rng.choice(UPGRADES), rng.randint(0, 30),
                                     rng.choice(UPGRADE_KINDS), rng.randint(1, 3)))
    elif way == 4 and unit.upgrades:
        unit.upgrades.pop(rng.randrange(len(unit.upgrades)))
    elif way == 5:
        unit.commander = not unit.commander
    elif len(units) > 1:
        units.pop(rng.randrange(len(units)))


def outcomes() -> list[str]:
    """The outcome of every generated roster, then of every edited random one."""
    from tests.unit.rosters.test_rosters_random_smoke import NAMES, random_roster

    generated = _generated()
    out = [outcome(roster) for roster in generated]
    names = NAMES + sorted({u.name for r in generated[:500] for u in r.units})
    rng = random.Random(2112)
    done = 0
    while done < EDITED:
        roster = random_roster(rng)
        if generated and rng.random() < 0.5:  # a realistic roster, edited (a copy: kept apart)
            roster = _copy(rng.choice(generated))
        for _ in range(4):
            out.append(outcome(roster))
            done += 1
            _edit(rng, roster, names)
    return out


def _copy(roster):
    from warbands_manager.rules.roster_io import roster_from_dict, roster_to_dict

    return roster_from_dict(roster_to_dict(roster))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--record", type=Path)
    group.add_argument("--compare", type=Path)
    args = parser.parse_args(argv)
    found = outcomes()
    digests = [hashlib.sha1(text.encode()).hexdigest()[:16] for text in found]
    if args.record:
        args.record.write_text(json.dumps(digests), encoding="utf-8")
        print(f"recorded {len(digests):,} outcomes in {args.record}")
        return 0
    wanted = json.loads(args.compare.read_text(encoding="utf-8"))
    differ = [i for i, (a, b) in enumerate(zip(wanted, digests, strict=False)) if a != b]
    if len(wanted) != len(digests) or differ:
        print(f"DIFFERENT: {len(differ)} of {len(digests):,} outcomes (first {differ[:10]}), "
              f"{len(wanted):,} recorded")
        return 1
    print(f"identical: {len(digests):,} outcomes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
