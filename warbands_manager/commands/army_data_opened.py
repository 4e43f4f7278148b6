"""The ``army-data`` actions that open the database through the services: ``show``,
``delete``, and ``list`` of a database the quick read does not answer."""

from __future__ import annotations

import argparse
import json
import sys

from warbands_manager.commands.army_data import entry_line
from warbands_manager.commands.common import EXIT_REFUSED, opened_database
from warbands_manager.paths import data_dir
from warbands_manager.rules.armydata.export import catalogue_json, unit_lines
from warbands_manager.services.armies import ArmyDataService
from warbands_manager.services.army_data_admin import ArmyDataAdmin, deletion_consequences

EXIT_BAD_INPUT = 2


def entries(database) -> list:
    """Every imported game system and catalogue, as ``list`` prints them."""
    return _admin(database).entries()


def _admin(database) -> ArmyDataAdmin:
    return ArmyDataAdmin(database, ArmyDataService(database, data_dir()))


def show(args: argparse.Namespace) -> int:
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
        armies = ArmyDataService(database, data_dir())
        army = armies.army_list(entry.bs_id)
        if army is None:  # deleted by another window or command since the list was read
            return _refuse(args.wanted, [], [e for e in admin.entries()
                                             if e.kind_label == "catalogue"])
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


def delete(args: argparse.Namespace) -> int:
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
        print(f"  {entry_line(entry)}", file=sys.stderr)
    return EXIT_BAD_INPUT
