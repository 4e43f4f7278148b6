"""Army tables: reading every army's table and deciding the base and traits of every unit.

Run from the repository root:  python benchmarks/army_tables_bench.py [--write]
``--write`` rewrites docs/performance/army-tables.md with the medians.

Measured (medians, with a reference measured in the same run):
* loading the 28 army tables and the troop-type table (what the first roster of each army
  pays once; the service caches a table after that);
* ``resolve.decide`` for every unit of every shared catalogue the importer reads (the Army data
  screen does this for one catalogue; the editor for one unit at a time);
* reference: reading the composition limits (``load_limits``, two small TOML files).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import ROOT, median_ms  # noqa: E402
from warbands_manager.paths import data_dir  # noqa: E402
from warbands_manager.rules.armydata.resolve import decide  # noqa: E402
from warbands_manager.rules.armydata.traits import load_trait_table  # noqa: E402
from warbands_manager.rules.roster import ARMIES  # noqa: E402
from warbands_manager.rules.validation.limits import load_limits  # noqa: E402

OUT = ROOT / "docs" / "performance" / "army-tables.md"
RUNS = 15


def _catalogues():
    """Every shared catalogue the importer reads, parsed once (not timed)."""
    from tests.shared_data import BSDATA, MORE
    from warbands_manager.rules.armydata.bsdata import CatalogueError, parse_catalogue
    from warbands_manager.rules.armydata.files import open_source
    from warbands_manager.rules.armydata.traits import army_for_catalogue

    systems = {}
    for path in sorted(BSDATA.glob("*.gst")) + sorted(MORE.glob("*.gst")):
        root = open_source(path).root
        systems[root.get("id")] = root
    found = []
    for path in sorted(BSDATA.glob("*.cat")) + sorted(MORE.glob("*.cat")):
        root = open_source(path).root
        try:
            army = parse_catalogue(root, systems.get(root.get("gameSystemId")), path.name)
        except CatalogueError:
            continue
        army.army = army_for_catalogue(data_dir(), army.name) or army.army
        found.append(army)
    return found


def main(write: bool) -> None:
    tables = median_ms(lambda: [load_trait_table(data_dir(), army) for army in ARMIES], RUNS)
    armies = _catalogues()
    by_army = {army.army: load_trait_table(data_dir(), army.army) for army in armies}
    units = sum(len(army.units) for army in armies)
    deciding = median_ms(lambda: [decide(unit, by_army[army.army]) for army in armies
                                  for unit in army.units], RUNS)
    reference = median_ms(load_limits.__wrapped__ if hasattr(load_limits, "__wrapped__")
                          else load_limits, RUNS)
    lines = [
        "# Army tables: loading and deciding",
        "",
        "`python benchmarks/army_tables_bench.py --write` (medians of "
        f"{RUNS} runs, this machine, the same run).",
        "",
        "| what | median wall | median CPU |",
        "|---|---|---|",
        f"| load the army tables of all {len(ARMIES)} army ids (other: none) + troop types | "
        f"{tables.wall:.1f} ms | "
        f"{tables.cpu:.1f} ms |",
        f"| decide base and traits of {units} units ({len(armies)} catalogues) | "
        f"{deciding.wall:.1f} ms | {deciding.cpu:.1f} ms |",
        f"| reference: read the composition limits (load_limits) | {reference.wall:.1f} ms | "
        f"{reference.cpu:.1f} ms |",
    ]
    print("\n".join(lines))
    if write:
        OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main("--write" in sys.argv)
