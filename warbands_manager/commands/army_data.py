"""``warbands-manager army-data list [--json]``, ``army-data show NAME_OR_ID [--json]`` and
``army-data delete NAME_OR_ID``: the imported BattleScribe army data in the database, from the
command line (no Qt). ``show`` prints one catalogue's units (``--json``: the shape of
``rules/armydata/export.py``). ``show`` and ``delete`` are in ``army_data_opened.py``: they
load the services, which ``list`` of a current file does not.

``delete`` takes a row id (as ``list`` shows it), a BattleScribe id, a name, a source file name
or an army id; an unknown or ambiguous one exits 2 naming what exists. Saved rosters are never
changed by a deletion (they keep their units); ``import-bsdata FILE`` brings the data back.
"""

from __future__ import annotations

import argparse
import json

from warbands_manager.commands.common import EXIT_REFUSED, handled_in, quick_or_opened
from warbands_manager.paths import data_dir, resolve_db_path
from warbands_manager.rules.armydata.traits import load_trait_table
from warbands_manager.services.army_data_entries import entries_from_rows
from warbands_manager.store import quick_read

_opened_entries = handled_in("army_data_opened", "entries")


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
    show.set_defaults(handler=handled_in("army_data_opened", "show"))
    delete = actions.add_parser("delete", help="delete one imported game system or catalogue "
                                               "(saved rosters are not changed)")
    delete.add_argument("wanted", metavar="NAME_OR_ID")
    delete.set_defaults(handler=handled_in("army_data_opened", "delete"))
    _register_sources(actions)


def _register_sources(actions) -> None:
    """``army-data sources`` and ``army-data update`` (their handlers: ``army_sources.py``)."""
    sources = actions.add_parser("sources", help="the data sources army data came from")
    sources.add_argument("--json", action="store_true", help="print JSON")
    sources.set_defaults(handler=handled_in("army_sources", "list_sources"))
    update = actions.add_parser(
        "update", help="import newer revisions of imported catalogues from their sources")
    update.add_argument("names", nargs="*", metavar="NAME", help="only these catalogues")
    update.add_argument("--check", action="store_true",
                        help="only say which catalogues have a newer revision")
    update.add_argument("--json", action="store_true", help="print JSON")
    update.set_defaults(handler=handled_in("army_sources", "update_from_sources"))


def _list(args: argparse.Namespace) -> int:
    entries = quick_or_opened(args, _quick_entries, _opened_entries)
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
        print(entry_line(entry))
    return 0


def _quick_entries(args: argparse.Namespace):
    """The entries read with the stdlib driver (no ORM import) when the file is current;
    None when the ordinary open path must decide."""
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
        self._data_dir = data_dir()
        self._tables: dict = {}

    def table(self, army: str):
        if army not in self._tables:
            self._tables[army] = load_trait_table(self._data_dir, army)
        return self._tables[army]


def entry_line(entry) -> str:
    """One imported game system or catalogue, as ``list`` prints it."""
    when = entry.imported_at.strftime("%Y-%m-%d %H:%M")
    if entry.kind_label == "game system":
        usage = f"{entry.catalogues} catalogue(s)"
    else:
        usage = (f"{entry.units} units, army {entry.army}, used by {entry.rosters} roster(s); "
                 f"{entry.edition}")
    return (f"#{entry.id} {entry.kind_label}: {entry.name} (revision {entry.revision_words}) — "
            f"{usage}; {entry.source_file}, imported {when}")
