"""Imported army data: BattleScribe game systems and catalogues, and rosters built on them.

``import_paths`` is one user action (one transaction): every file is parsed safely, catalogues
are stored parsed (with the source file name, its SHA-256 and where it came from), a newer
revision of a stored catalogue is compared with the old one, and saved rosters are never changed
by an import — the report lists what changed and which rosters are affected.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from xml.etree.ElementTree import Element

from sqlmodel import col, select

from warbands_manager.rules.armydata.diff import diff_catalogues, roster_notes
from warbands_manager.rules.armydata.editions import (
    CatalogueChoice,
    edition_of,
    roster_catalogue,
    units_catalogue,
    warbands_era_choice,
)
from warbands_manager.rules.armydata.files import SourceFile
from warbands_manager.rules.armydata.model import ArmyList, army_list_from_dict
from warbands_manager.rules.armydata.revisions import (
    resolved_revision,
    roster_unit_revisions,
    unit_catalogue,
    unit_revision,
)
from warbands_manager.rules.armydata.safexml import parse_xml
from warbands_manager.rules.armydata.traits import (
    TraitTable,
    load_trait_table,
)
from warbands_manager.rules.roster import Roster, Unit
from warbands_manager.services.army_data_entries import CATALOGUE, GAMESYSTEM
from warbands_manager.services.army_import_report import (
    IMPORTED,
    REFUSED,
    UNCHANGED,
    CatalogueReport,
    ImportReport,
    refusal,
)
from warbands_manager.services.army_reading import (
    ReadFile,
    ReadFiles,
    open_file,
    read_catalogue,
    read_files,
)
from warbands_manager.services.army_revisions import (
    older_rows_read,
    remove_unused_revisions,
    restore_revisions,
    revision_in_use,
    stored_revisions,
)
from warbands_manager.store.database import Database

# Only the table this service writes, not ``store.tables`` (every table class, which
# import-bsdata would import for nothing); a new database gets all its tables from the
# migrations.
from warbands_manager.store.roster_tables import ArmyDataRecord
from warbands_manager.store.summaries import ArmySummary
from warbands_manager.store.table_base import utc_now

OLDER_KEY = "older_revisions"  # in what delete_army returns: the older revisions it removed


class ArmyDataService:
    """Stores parsed army data in the ``army_data`` table and answers questions about it."""

    def __init__(self, database: Database, data_dir: Path) -> None:
        self._database = database
        self._data_dir = data_dir
        self._tables: dict[str, TraitTable] = {}
        self._lists: dict[str, ArmyList] = {}  # the newest revision of each catalogue
        self._revisions: dict[tuple[str, int], ArmyList | None] = {}  # older ones, kept
        # What a roster's named catalogue resolved to (None: not stored), at a unit's revision,
        # until the next import or deletion: the editor validates on every change.
        self._named: dict[tuple[str, str, int | None], ArmyList | None] = {}

    # -- queries -----------------------------------------------------------------------------
    def armies(self) -> list[ArmySummary]:
        """Every imported catalogue, by name."""
        with self._database.transaction() as session:
            rows = session.exec(select(ArmyDataRecord).where(ArmyDataRecord.kind == CATALOGUE)
                                .order_by(ArmyDataRecord.name)).all()
            return [_summary(row) for row in _newest(rows)]

    def army_list(self, bs_id: str) -> ArmyList | None:
        """The newest stored revision of the catalogue with that BattleScribe id (cached until
        the next import)."""
        if bs_id not in self._lists:
            with self._database.transaction() as session:
                row = _find(session, CATALOGUE, bs_id)
                if row is None:
                    return None
                self._lists[bs_id] = army_list_from_dict(json.loads(row.document))
        return self._lists[bs_id]

    def stored_catalogue(self, bs_id: str, name: str,
                         revision: int | None = None) -> ArmyList | None:
        """The stored catalogue a roster names, by BattleScribe id, else by its name (a
        ``.ros`` file names its catalogue), at the revision a unit naming ``revision`` is read
        against (``revisions.resolved_revision``); None when it is not stored. Read in a
        reading transaction: a roster is validated while it is saved, inside the saving one."""
        key = (bs_id, name, revision)
        if key not in self._named:
            with self._database.reading() as session:
                stored = stored_revisions(session, [bs_id]).get(bs_id, []) if bs_id else []
                if not stored and name:
                    row = session.exec(select(ArmyDataRecord).where(
                        ArmyDataRecord.kind == CATALOGUE, ArmyDataRecord.name == name)).first()
                    bs_id = row.bs_id if row is not None else ""
                    stored = stored_revisions(session, [bs_id]).get(bs_id, []) if bs_id else []
            wanted = resolved_revision(revision, stored)
            self._named[key] = None if wanted is None else (
                self.army_list(bs_id) if wanted == max(stored)
                else self.army_list_at(bs_id, wanted))
        return self._named[key]

    def army_list_at(self, bs_id: str, revision: int) -> ArmyList | None:
        """That stored revision of the catalogue (an older one kept for saved rosters), or
        None when it is not stored."""
        key = (bs_id, revision)
        if key not in self._revisions:
            with self._database.reading() as session:
                row = session.exec(select(ArmyDataRecord).where(
                    ArmyDataRecord.kind == CATALOGUE, ArmyDataRecord.bs_id == bs_id,
                    ArmyDataRecord.revision == revision)).first()
                document = json.loads(row.document) if row is not None else None
            self._revisions[key] = army_list_from_dict(document) if document else None
        return self._revisions[key]

    def unit_army_list(self, unit: Unit, fallback: ArmyList | None) -> ArmyList | None:
        """The catalogue revision a roster unit is read against (``fallback``, the roster's
        catalogue, for a unit typed by hand or whose catalogue is not stored)."""
        catalogue = unit_catalogue(unit)
        if not catalogue:
            return fallback
        return self.stored_catalogue(catalogue, "", unit_revision(unit)) or fallback

    def kept_revisions(self, bs_id: str) -> list[int]:
        """Every stored revision of a catalogue, oldest first (older ones are kept for the
        saved rosters that use them)."""
        with self._database.reading() as session:
            return stored_revisions(session, [bs_id]).get(bs_id, [])

    def army_list_for(self, army: str) -> ArmyList | None:
        """The imported catalogue of one of our army ids (``vampire-counts``) a new roster is
        built from: the army book of the Warbands era (``editions.py``)."""
        choice = warbands_era_choice(self.catalogues_for(army))
        return self.army_list(choice.bs_id) if choice else None

    def catalogues_for(self, army: str) -> list[CatalogueChoice]:
        """Every imported catalogue of ``army`` with its army book and rules edition, the
        Warbands-era one marked, oldest book first."""
        table = self.trait_table(army)
        with self._database.transaction() as session:
            rows = _newest(session.exec(select(ArmyDataRecord).where(
                ArmyDataRecord.kind == CATALOGUE, ArmyDataRecord.army == army)).all())
            systems = {row.bs_id: row.name for row in session.exec(select(ArmyDataRecord)
                       .where(ArmyDataRecord.kind == GAMESYSTEM)).all()}
            choices = [CatalogueChoice(row.bs_id, row.name, row.revision, row.source_file,
                                       edition_of(row.name, row.source_file, table,
                                                  systems.get(row.game_system_id, "")))
                       for row in rows]
        era = warbands_era_choice(choices)
        choices = [CatalogueChoice(c.bs_id, c.name, c.revision, c.source_file, c.edition,
                                   c is era) for c in choices]
        return sorted(choices, key=lambda c: (c.edition.year or 9999, c.name, c.bs_id))

    def army_list_for_roster(self, roster: Roster) -> tuple[ArmyList | None, str | None]:
        """The catalogue a roster is built from, and a note when it is not the one it chose.

        The roster's choice (``roster_catalogue``) while it is imported; for rosters saved
        before the choice existed, the catalogue most of its units came from; else the
        Warbands-era default. Importing or deleting another catalogue never changes it.
        """
        choices = {choice.bs_id: choice for choice in self.catalogues_for(roster.army)}
        chosen = roster_catalogue(roster)
        if chosen and chosen["catalogue"] in choices:
            return self.army_list(chosen["catalogue"]), None
        built_from = units_catalogue(roster)
        if chosen is None and built_from in choices:
            return self.army_list(built_from), None
        army = self.army_list_for(roster.army)
        if chosen is None or army is None:
            return army, None
        return army, (f"This roster was built from “{chosen.get('name') or 'a catalogue'}”, "
                      f"which is no longer imported: showing “{army.name}”. Its units are "
                      "unchanged.")

    def trait_table(self, army: str) -> TraitTable:
        """The shipped trait table of ``army`` (empty when none is shipped)."""
        if army not in self._tables:
            self._tables[army] = load_trait_table(self._data_dir, army)
        return self._tables[army]

    def delete_army(self, bs_id: str, kind: str = CATALOGUE) -> dict:
        """Delete an imported catalogue (or, with ``kind="gamesystem"``, a game system); saved
        rosters are never changed: they hold their own units. Returns the removed row's values
        for :meth:`restore_army` (undo).

        Raises:
            KeyError: no catalogue (game system) with that BattleScribe id.
        """
        with self._database.transaction() as session:
            row = _find(session, kind, bs_id)
            if row is None:
                raise KeyError(f"no imported {kind} {bs_id!r}")
            older = session.exec(select(ArmyDataRecord).where(
                ArmyDataRecord.kind == kind, ArmyDataRecord.bs_id == bs_id,
                ArmyDataRecord.id != row.id)).all()
            kept = {**row.model_dump(), OLDER_KEY: [old.model_dump() for old in older]}
            for stored in (row, *older):
                session.delete(stored)
        self._forget()
        return kept

    def restore_army(self, kept: dict) -> None:
        """Put back a catalogue removed by :meth:`delete_army` (same ids and values, older
        revisions kept for rosters included)."""
        kept = dict(kept)
        older = kept.pop(OLDER_KEY, [])
        with self._database.transaction() as session:
            session.add_all([ArmyDataRecord(**values) for values in (kept, *older)])
        self._forget()

    def _forget(self) -> None:
        """Drop every parsed catalogue: stored rows were added, replaced or removed."""
        self._lists.clear()
        self._revisions.clear()
        self._named.clear()

    def older_revisions_read(self, roster: Roster) -> list[dict]:
        """The older stored revisions (not the newest) the roster's units are read against,
        as values :meth:`put_back_revisions` takes (the undo of a move to the newest)."""
        with self._database.reading() as session:
            return older_rows_read(session, roster_unit_revisions(roster))

    def put_back_revisions(self, rows: list[dict]) -> None:
        """Store again older revisions a move freed (undo of the move), in one transaction;
        a revision stored again meanwhile is left as it is."""
        with self._database.transaction() as session:
            restore_revisions(session, rows)
        self._forget()

    def stored_revisions(self) -> dict[str, int]:
        """The newest revision of every imported game system and catalogue, by its
        BattleScribe id."""
        with self._database.reading() as session:
            rows = session.exec(select(ArmyDataRecord.bs_id, ArmyDataRecord.revision)
                                .order_by(col(ArmyDataRecord.revision))).all()
        return {bs_id: revision for bs_id, revision in rows}

    # -- import ------------------------------------------------------------------------------
    def import_paths(self, paths: Sequence[Path | str]) -> ImportReport:
        """Import BattleScribe files and folders in one transaction; see the module doc.

        Game systems are read first; each catalogue is then opened, read and its XML dropped
        before the next one is opened (``army_reading.read_files``), so memory holds one
        catalogue's tree at a time; then everything read is stored.
        """
        return self.import_read(read_files(paths, self._data_dir))

    def import_read(self, read: ReadFiles) -> ImportReport:
        """Store files read by ``army_reading`` in one transaction:
        game systems, then catalogues, then rosters, each reported in that order."""
        report = ImportReport()
        with self._database.transaction() as session:
            rows = _StoredRows(session, read)
            stored_systems: dict[str, Element | None] = {}
            for item in read.systems:
                self._store_game_system(rows, item, report)
            for item in read.catalogues:
                if item.stored_system is not None:
                    item = self._read_against_stored_system(session, item, stored_systems)
                self._store_catalogue(session, rows, item, report)
            session.flush()
            for path in read.rosters:
                source, error = open_file(path)
                if source is None:
                    report.errors.append(error)
                else:
                    self._store_roster(session, source, report)
            session.flush()
            remove_unused_revisions(session)
        self._forget()
        return report

    def _store_game_system(self, rows: _StoredRows, item: ReadFile,
                           report: ImportReport) -> None:
        if item.error or item.army is None:
            report.errors.append(item.error)
            return
        info = item.army
        if self._upsert(rows, item, rows.get(info.kind, info.bs_id)):
            report.add_system(f"game system {info.name} revision {info.revision} "
                              f"from {item.name}", stored=True)
        else:
            report.add_system(f"game system {info.name} ({item.name})", stored=False)

    def _read_against_stored_system(self, session, item: ReadFile,
                                    systems: dict[str, Element | None]) -> ReadFile:
        """A catalogue whose game system was not among the files: read against the stored one
        (a refusal naming the missing ``.gst`` when none is stored)."""
        source, error = open_file(item.path)
        if source is None:
            return ReadFile(item.path, error)
        system_id = source.root.get("gameSystemId", "")
        if system_id not in systems:
            systems[system_id] = _stored_game_system(session, system_id)
        return read_catalogue(source, systems[system_id], self._data_dir)

    def _store_catalogue(self, session, rows: _StoredRows, item: ReadFile,
                         report: ImportReport) -> None:
        army = item.army
        if item.error or army is None:
            report.errors.append(item.error)
            return
        if not army.units:  # never report an empty army as imported
            report.add_catalogue(CatalogueReport.of(army, REFUSED,
                                                    refusal(army, len(army.skipped))))
            return
        old_row = rows.get(CATALOGUE, army.bs_id)
        old = army_list_from_dict(json.loads(old_row.document)) if old_row is not None else None
        if old_row is not None and old is not None and old_row.sha256 == item.sha256 and (
                old.reader_version >= army.reader_version):
            report.add_catalogue(CatalogueReport.of(army, UNCHANGED))
            return
        changes_rosters = False
        if old is not None:
            diff = diff_catalogues(old, army)
            saved = _rosters_service().saved_rosters_of_army(session, army.army)
            diff.roster_notes = roster_notes(army, [(name, r) for _i, name, r in saved])
            diff.roster_effects = _roster_effects(army, saved)
            _name_leagues(session, diff.roster_effects)
            report.diffs.append(diff)
            changes_rosters = any(effect.changed for effect in diff.roster_effects)
        if old_row is not None and old_row.sha256 == item.sha256:
            old_row.sha256 = ""  # same file, read again by a newer reader: store it anew
        self._upsert(rows, item, _row_to_write(session, old_row, army.revision,
                                               changes_rosters))
        report.add_catalogue(CatalogueReport.of(army, IMPORTED))

    def _store_roster(self, session, source: SourceFile, report: ImportReport) -> None:
        # deferred: only a .ros file needs the roster reader and the validator; catalogues do not
        from warbands_manager.rules.armydata.bsroster import BsRosterError, roster_from_ros
        from warbands_manager.rules.validation.catalogue import catalogues_from

        catalogues = _newest(session.exec(select(ArmyDataRecord).where(
            ArmyDataRecord.kind == CATALOGUE)).all())
        armies = {row.bs_id: army_list_from_dict(json.loads(row.document)) for row in catalogues}
        tables = {army.army: self.trait_table(army.army) for army in armies.values()}
        try:
            roster = roster_from_ros(source.root, source.name, armies, tables)
        except BsRosterError as error:
            report.errors.append(str(error))
            return
        by_name = {army.name: army for army in armies.values()}
        with catalogues_from(lambda bs_id, name, _revision: armies.get(bs_id)
                             or by_name.get(name)):
            row = _rosters_service().new_roster_record(roster)
        session.add(row)
        session.flush()
        report.roster_ids.append(row.id)

    def _upsert(self, rows: _StoredRows, item: ReadFile, row: ArmyDataRecord | None) -> bool:
        """Store ``item`` in ``row`` (its stored row, None if new); False if the stored one
        came from the same bytes."""
        info = item.army
        assert info is not None  # only files read without error are stored
        if row is not None and row.sha256 == item.sha256:
            return False
        row = row or ArmyDataRecord(kind=info.kind, bs_id=info.bs_id, name=info.name,
                                    source_file=item.name, sha256="", document="")
        row.name, row.army, row.revision = info.name, info.army, info.revision
        row.game_system_id = info.game_system_id
        row.source_file, row.sha256 = item.name, item.sha256
        row.provenance = item.provenance
        row.document = item.document
        row.imported_at = utc_now()
        rows.add(row)
        return True


class _StoredRows:
    """The stored rows an import may replace, found with one query (one per id and an
    autoflush each cost most of the storing time); rows added by this import are found too."""

    def __init__(self, session, read: ReadFiles) -> None:
        self._session = session
        known = [(i.army.kind, i.army.bs_id) for i in (*read.systems, *read.catalogues)
                 if i.army is not None]
        self._rows: dict[tuple[str, str], ArmyDataRecord | None] = dict.fromkeys(known)
        if known:
            found = session.exec(select(ArmyDataRecord).where(
                col(ArmyDataRecord.bs_id).in_({bs_id for _kind, bs_id in known}))
                .order_by(col(ArmyDataRecord.revision))).all()
            for row in found:  # the newest revision last, so it is the one kept
                if (row.kind, row.bs_id) in self._rows:
                    self._rows[(row.kind, row.bs_id)] = row

    def get(self, kind: str, bs_id: str) -> ArmyDataRecord | None:
        if (kind, bs_id) not in self._rows:  # read in this process: a stored game system's
            self._rows[(kind, bs_id)] = _find(self._session, kind, bs_id)
        return self._rows[(kind, bs_id)]

    def add(self, row: ArmyDataRecord) -> None:
        self._session.add(row)
        self._rows[(row.kind, row.bs_id)] = row


def _roster_effects(army: ArmyList, saved: list) -> list:
    """What the newer revision ``army`` changes in each saved roster built from it."""
    if not saved:
        return []
    # deferred: import-bsdata reads files only; the validator is needed when saved rosters exist
    from warbands_manager.rules.catalogue_update import built_from, roster_effect

    return [roster_effect(army, name, roster, roster_id)
            for roster_id, name, roster in saved if built_from(army, roster)]


def _name_leagues(session, effects: list) -> None:
    """Each effect's leagues: where its roster is registered (league, player and week)."""
    # deferred: import-bsdata opens the database without the league and campaign tables
    from warbands_manager.store.tables import League, LeaguePlayer, LeagueRosterLink

    ids = [effect.roster_id for effect in effects if effect.roster_id is not None]
    if not ids:
        return
    rows = session.exec(
        select(LeagueRosterLink.roster_id, League.name, LeaguePlayer.name, LeagueRosterLink.week)
        .join(LeaguePlayer, col(LeaguePlayer.id) == LeagueRosterLink.player_id)
        .join(League, col(League.id) == LeaguePlayer.league_id)
        .where(col(LeagueRosterLink.roster_id).in_(ids))).all()
    for effect in effects:
        effect.leagues = [f"league “{league}” ({player}, week {week})"
                          for roster_id, league, player, week in rows
                          if roster_id == effect.roster_id]


def _rosters_service():
    # deferred: only a revision or a .ros file needs it; import-bsdata skips its tables
    from warbands_manager.services import rosters

    return rosters


def _find(session, kind: str, bs_id: str) -> ArmyDataRecord | None:
    """The newest stored revision of that game system or catalogue."""
    return session.exec(select(ArmyDataRecord).where(
        ArmyDataRecord.kind == kind, ArmyDataRecord.bs_id == bs_id)
        .order_by(col(ArmyDataRecord.revision).desc())).first()


def _newest(rows) -> list[ArmyDataRecord]:
    """``rows`` with only the newest revision of each game system and catalogue, in order."""
    newest: dict[tuple[str, str], ArmyDataRecord] = {}
    for row in rows:
        known = newest.get((row.kind, row.bs_id))
        if known is None or row.revision > known.revision:
            newest[(row.kind, row.bs_id)] = row
    kept = set(map(id, newest.values()))
    return [row for row in rows if id(row) in kept]


def _row_to_write(session, old_row: ArmyDataRecord | None, revision: int,
                  changes_rosters: bool) -> ArmyDataRecord | None:
    """The stored row a catalogue at ``revision`` is written into: the one of that revision;
    None (a new row, the old one kept) when the old revision is older, the new one changes a
    saved roster and a saved roster is read against the old one; else the newest one,
    replaced as before (no roster would see a difference)."""
    if old_row is None or old_row.kind != CATALOGUE or old_row.revision == revision:
        return old_row
    same = session.exec(select(ArmyDataRecord).where(
        ArmyDataRecord.kind == CATALOGUE, ArmyDataRecord.bs_id == old_row.bs_id,
        ArmyDataRecord.revision == revision)).first()
    if same is not None:
        return same
    if changes_rosters and old_row.revision < revision and revision_in_use(
            session, old_row.bs_id, old_row.revision):
        return None
    return old_row


def _stored_game_system(session, system_id: str) -> Element | None:
    row = _find(session, GAMESYSTEM, system_id)
    if row is None:
        return None
    return parse_xml(json.loads(row.document)["xml"].encode("utf-8"), row.source_file)


def _summary(row: ArmyDataRecord) -> ArmySummary:
    units = len(json.loads(row.document).get("units", []))
    return ArmySummary(row.bs_id, row.name, row.army, row.revision, units, row.source_file,
                       row.provenance, row.imported_at)
