"""``warbands-manager army-data list [--json]``, ``army-data show NAME_OR_ID [--json]`` and
``army-data delete NAME_OR_ID``: the imported BattleScribe army data in the database, from the
command line (no Qt). ``show`` prints one catalogue's units (``--json``: the shape of
``rules/armydata/export.py``).

``delete`` takes a row id (as ``list`` shows it), a BattleScribe id, a name, a source file name
or an army id; an unknown or ambiguous one exits 2 naming what exists. Saved rosters are never
changed by a deletion (they keep their units); ``import-bsdata FILE`` brings the data back.
"""

from __future__ import annotations

import argparse
import json
import sys

from warbands_manager.commands.army_sources import register_update
from warbands_manager.commands.common import EXIT_REFUSED, opened_database, quick_or_opened

EXIT_BAD_INPUT = 2


def register(subparsers) -> None:
    parser = subparsers.add_parser("army-data",
                                   help="list or delete imported BattleScribe army data")
    actions = parser.add_subparsers(dest="army_data_action", metavar="ACTION", required=True)
    listing = actions.add_parser("list", help="imported game systems and catalogues")
    listing.add_argument("--json", action="store_true", help="print JSON")
    listing.set_defaults(handler=_list)
    show = actions.add_parser("show", help="one imported catalogue's units, points, limits "
                                           "and options")
    show.add_argument("wanted", metavar="NAME_OR_ID")
    show.add_argument("--json", action="store_true", help="print JSON")
    show.set_defaults(handler=_show)
    delete = actions.add_parser("delete", help="delete one imported game system or catalogue "
                                               "(saved rosters are not changed)")
    delete.add_argument("wanted", metavar="NAME_OR_ID")
    delete.set_defaults(handler=_delete)
    register_update(actions)


def _admin(database):
    from warbands_manager.paths import data_dir
    from warbands_manager.services.armies import ArmyDataService
    from warbands_manager.services.army_data_admin import ArmyDataAdmin

    return ArmyDataAdmin(database, ArmyDataService(database, data_dir()))


def _services(database):
    from warbands_manager.paths import data_dir
    from warbands_manager.services.armies import ArmyDataService

    return ArmyDataService(database, data_dir())


def _list(args: argparse.Namespace) -> int:
    entries = quick_or_opened(args, _quick_entries, lambda database: _admin(database).entries())
    if entries is None:
        return EXIT_REFUSED
    if args.json:
        print(json.dumps({"army_data": [e.to_json() for e in entries]}, ensure_ascii=False,
                         indent=2))
        return 0
    if not entries:
        print("no army data imported (warbands-manager import-bsdata PATH... adds some)")
        return 0
    for entry in entries:
        print(_line(entry))
    return 0


def _quick_entries(args: argparse.Namespace):
    """The entries read with the stdlib driver (no ORM import) when the file is current;
    None when the ordinary open path must decide."""
    from warbands_manager.paths import resolve_db_path
    from warbands_manager.services.army_data_entries import entries_from_rows
    from warbands_manager.store import quick_read

    connection = quick_read.open_current(resolve_db_path(args.db))
    if connection is None:
        return None
    try:
        tables = _TraitTables()
        return entries_from_rows(quick_read.army_data_rows(connection),
                                 quick_read.rosters_per_army(connection), tables.table,
                                 lambda: quick_read.saved_unit_revisions(connection))
    finally:
        connection.close()


class _TraitTables:
    """The shipped trait tables, each read once (as ``ArmyDataService.trait_table`` does)."""

    def __init__(self) -> None:
        from warbands_manager.paths import data_dir

        self._data_dir = data_dir()
        self._tables: dict = {}

    def table(self, army: str):
        from warbands_manager.rules.armydata.traits import load_trait_table

        if army not in self._tables:
            self._tables[army] = load_trait_table(self._data_dir, army)
        return self._tables[army]


def _line(entry) -> str:
    when = entry.imported_at.strftime("%Y-%m-%d %H:%M")
    if entry.kind_label == "game system":
        usage = f"{entry.catalogues} catalogue(s)"
    else:
        usage = (f"{entry.units} units, army {entry.army}, used by {entry.rosters} roster(s); "
                 f"{entry.edition}")
    return (f"#{entry.id} {entry.kind_label}: {entry.name} (revision {entry.revision_words}) — "
            f"{usage}; {entry.source_file}, imported {when}")


def _show(args: argparse.Namespace) -> int:
    from warbands_manager.rules.armydata.export import catalogue_json, unit_lines

    with opened_database(args) as database:
        if database is None:
            return EXIT_REFUSED
        admin = _admin(database)
        entries = admin.entries()
        matches = [e for e in admin.find(args.wanted) if e.kind_label == "catalogue"]
        if len(matches) != 1:
            return _refuse(args.wanted, matches, [e for e in entries
                                                  if e.kind_label == "catalogue"])
        entry = matches[0]
        armies = _services(database)
        army = armies.army_list(entry.bs_id)
        table = armies.trait_table(army.army)
        kept = admin.kept_revisions(entry.bs_id)
    system = next((e.name for e in entries if e.kind_label == "game system"
                   and e.bs_id == army.game_system_id), army.game_system_id)
    if args.json:
        print(json.dumps(catalogue_json(army, table, entry.id, system), ensure_ascii=False,
                         indent=2))
        return 0
    print(f"{army.name} (revision {army.revision}, army {army.army}, game system {system}): "
          f"{len(army.units)} units")
    for revision, rosters in kept:
        print(f"revision {revision} kept for {len(rosters)} saved roster(s): "
              f"{', '.join(rosters) or 'none'}")
    for unit in army.units:
        print("\n".join(unit_lines(unit, table)))
    return 0


def _delete(args: argparse.Namespace) -> int:
    from warbands_manager.services.army_data_admin import deletion_consequences

    with opened_database(args) as database:
        if database is None:
            return EXIT_REFUSED
        admin = _admin(database)
        matches = admin.find(args.wanted)
        if len(matches) != 1:
            return _refuse(args.wanted, matches, admin.entries())
        entry = matches[0]
        admin.delete(entry)
    print(f"deleted {entry.kind_label} {entry.name} (revision {entry.revision}, "
          f"{entry.source_file}). {deletion_consequences(entry)} "
          f"To bring it back: warbands-manager import-bsdata {entry.source_file!r}")
    return 0


def _refuse(wanted: str, matches, entries) -> int:
    if matches:
        print(f"warbands-manager: {wanted!r} matches {len(matches)} entries; give the id:",
              file=sys.stderr)
        shown = matches
    elif entries:
        print(f"warbands-manager: no imported army data named {wanted!r}; there is:",
              file=sys.stderr)
        shown = entries
    else:
        print(f"warbands-manager: no imported army data named {wanted!r}; none is imported",
              file=sys.stderr)
        shown = []
    for entry in shown:
        print(f"  {_line(entry)}", file=sys.stderr)
    return EXIT_BAD_INPUT
