"""Army data from a data source on the command line: ``import-bsdata ADDRESS [--only NAME...]
[--list]`` (a data index address, a ``.bsr``/``.bsi``/``index.xml`` file, or a repository
source), ``army-data sources``, ``army-data update --check`` and ``army-data update [NAME...]``.

Nothing is fetched but what the command names; ``update`` without ``--check`` imports only
newer revisions of catalogues already imported (or the ones named), and prints what each
changed and what that means for the saved rosters built from them. (``army-data`` registers
the parsers; this module, which loads the services, is imported only when one of these runs.)
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable

from warbands_manager.commands.common import EXIT_REFUSED, opened_database
from warbands_manager.paths import data_dir
from warbands_manager.rules.armydata.data_index import DataSourceError
from warbands_manager.services.army_sources import (
    ArmySources,
    SourceListing,
    choose,
    open_source,
    warhammer_repositories,
)

EXIT_FAILED = 2


def import_source(args: argparse.Namespace,
                  print_report: Callable[[argparse.Namespace, object], int]) -> int:
    """``import-bsdata ADDRESS``: list what the source holds, or import the chosen files
    (the report printed by ``print_report``, as ``import-bsdata`` prints one)."""
    with opened_database(args) as database:
        if database is None:
            return EXIT_REFUSED
        sources = _sources(database)
        try:
            listing = _listing(args.paths[0], sources)
            if not isinstance(listing, SourceListing):
                return listing
            if args.list_only:
                return _print_listing(listing, sources.stored_revisions(),
                                      sources.kept_revisions(), args.json)
            entries = (choose(listing, args.only) if args.only
                       else [e for e in listing.index.entries if e.data_type == "catalogue"])
            report = sources.import_entries(listing, entries)
        except DataSourceError as error:
            print(f"warbands-manager: {error}", file=sys.stderr)
            return EXIT_FAILED
    return print_report(args, report)


def _listing(address: str, sources):
    """The source's listing; a repository source is followed to its one Warhammer Fantasy
    repository, or its repositories are listed (an exit code is returned then)."""
    opened = open_source(address, sources.settings)
    if isinstance(opened, SourceListing):
        return opened
    found = warhammer_repositories(opened)
    if len(found) == 1:
        print(f"{address}: following {found[0].name} ({found[0].index_url})")
        return open_source(found[0].index_url, sources.settings)
    print(f"{address} lists {len(opened.repositories)} repositories; "
          f"{len(found)} hold Warhammer Fantasy data:")
    for repo in found:
        print(f"  {repo.name}: warbands-manager import-bsdata {repo.index_url}")
    return 0 if found else EXIT_FAILED


def _print_listing(listing, stored: dict[str, int], kept: dict[str, str],
                   as_json: bool) -> int:
    rows = listing.rows(stored)
    if as_json:
        print(json.dumps({"source": listing.address, "name": listing.index.name, "files": [
            {"name": r.entry.name, "file": r.entry.file_path, "type": r.entry.data_type,
             "revision": r.entry.revision, "imported_revision": r.stored_revision,
             "status": r.status, "kept": kept.get(r.entry.data_id) or None} for r in rows]},
            ensure_ascii=False, indent=2))
        return 0
    print(f"{listing.index.name} ({listing.address}): {len(rows)} file(s)")
    for row in rows:
        kind = "game system" if row.entry.data_type == "gamesystem" else "catalogue"
        also = f" ({kept[row.entry.data_id]})" if row.entry.data_id in kept else ""
        print(f"  {row.entry.name} — {kind}, revision {row.entry.revision}: "
              f"{_status(row)}{also}")
    return 0


def _status(row) -> str:
    if row.stored_revision is None:
        return "not imported"
    if row.status == "imported":
        return "imported"
    return f"{row.status} than the imported revision {row.stored_revision}"


def list_sources(args: argparse.Namespace) -> int:
    with opened_database(args) as database:
        if database is None:
            return EXIT_REFUSED
        saved = _sources(database).sources()
    if args.json:
        print(json.dumps({"sources": [s.__dict__ for s in saved]}, ensure_ascii=False,
                         indent=2))
    elif not saved:
        print("no data source yet (warbands-manager import-bsdata ADDRESS adds one)")
    for source in [] if args.json else saved:
        print(f"{source.name}: {source.address} (added {source.added[:10]})")
    return 0


def update_from_sources(args: argparse.Namespace) -> int:
    """Check the remembered sources for newer catalogues; import them unless ``--check``."""
    with opened_database(args) as database:
        if database is None:
            return EXIT_REFUSED
        sources = _sources(database)
        check = sources.check_updates()
        wanted = [(listing, row) for listing, row in check.newer
                  if not args.names or _named(row, args.names)]
        if args.check or not wanted:
            return _print_check(args, check, wanted, sources.kept_revisions())
        reports = _import_newer(sources, wanted)
    return _print_update(args, reports, check.errors)


def _named(row, names: list[str]) -> bool:
    wanted = {name.casefold() for name in names}
    return bool({row.entry.name.casefold(), row.entry.file_path.casefold()} & wanted)


def _import_newer(sources, wanted) -> list:
    by_listing: dict[int, tuple] = {}
    for listing, row in wanted:
        by_listing.setdefault(id(listing), (listing, []))[1].append(row.entry)
    return [sources.import_entries(listing, entries) for listing, entries in by_listing.values()]


def _print_check(args: argparse.Namespace, check, wanted, kept: dict[str, str]) -> int:
    """The newer catalogues found; ``kept`` names, per catalogue, an older revision still
    kept for saved rosters."""
    if args.json:
        print(json.dumps({"newer": [
            {"name": row.entry.name, "source": listing.address,
             "revision": row.entry.revision, "imported_revision": row.stored_revision,
             "kept": kept.get(row.entry.data_id) or None}
            for listing, row in wanted], "errors": check.errors}, ensure_ascii=False, indent=2))
    else:
        for listing, row in wanted:
            also = f"; {kept[row.entry.data_id]}" if row.entry.data_id in kept else ""
            print(f"{row.entry.name}: revision {row.entry.revision} is available "
                  f"(imported: {row.stored_revision}{also}) from {listing.address}")
        if not wanted:
            print("every imported catalogue is up to date with its source"
                  if not check.errors else "no source could be read")
        for error in check.errors:
            print(f"error: {error}", file=sys.stderr)
    return EXIT_FAILED if check.errors and not wanted else 0


def _print_update(args: argparse.Namespace, reports, errors: list[str]) -> int:
    if args.json:
        print(json.dumps({"imports": [report.to_json() for report in reports],
                          "errors": errors}, ensure_ascii=False, indent=2))
    else:
        for report in reports:
            print("\n".join(report.lines()))
        for error in errors:
            print(f"error: {error}", file=sys.stderr)
    failed = any(report.errors for report in reports) or errors
    return EXIT_FAILED if failed else 0


def _sources(database):
    return ArmySources(database, data_dir())
