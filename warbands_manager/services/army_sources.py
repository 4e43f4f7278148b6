"""Army data from the community's repositories: open a data source (an index address, a
repository distribution file, a repository source), show what it holds against what is
imported, download the chosen files and import them through the same import as files.

Network rules: nothing is fetched unless the player asks; every request has a timeout; a
download stops at the same size limits as a file opened from disk (checked from the
server's stated length first, then while reading); an error names the address; a file that
failed is not stored (the import runs only on files that arrived whole). Redirects are
followed (the community's addresses redirect to their release files).
"""

from __future__ import annotations

import json
import logging
import posixpath
import tempfile
import tomllib
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from warbands_manager import __version__
from warbands_manager.rules.armydata.data_index import (
    INDEX_NAME,
    DataIndex,
    DataSourceError,
    IndexEntry,
    RepositorySource,
    is_warhammer_fantasy,
    kind_of,
    parse_data_index,
    parse_repository_source,
    read_member,
)
from warbands_manager.rules.armydata.safexml import MAX_XML_BYTES
from warbands_manager.rules.input_files import InputFileError, read_input_bytes
from warbands_manager.services.armies import ArmyDataService
from warbands_manager.services.army_data_admin import ArmyDataAdmin
from warbands_manager.services.army_import_report import ImportReport
from warbands_manager.services.army_reading import read_files
from warbands_manager.store.database import Database
from warbands_manager.store.tables import AppMeta

SOURCES_KEY = "army-data-sources"
CHUNK = 64 * 1024
Progress = Callable[[str, int, int], None]  # what, bytes so far, bytes expected (0: unknown)
Cancelled = Callable[[], bool]
_log = logging.getLogger(__name__)

NOT_IMPORTED, IMPORTED, NEWER, OLDER = "not imported", "imported", "newer", "older"


class DownloadCancelled(Exception):
    """The player cancelled a download; nothing was stored."""


@dataclass(frozen=True)
class SourceSettings:
    """``data/army-sources.toml``: the suggested source and the network limits."""

    suggested_name: str
    suggested_address: str
    gallery_address: str
    timeout: float
    max_distribution: int

    @classmethod
    def load(cls, data_dir: Path) -> SourceSettings:
        table = tomllib.loads((data_dir / "army-sources.toml").read_text(encoding="utf-8"))
        network = table["network"]
        return cls(table["suggested"]["name"], table["suggested"]["address"],
                   table["gallery"]["address"], float(network["timeout_seconds"]["value"]),
                   int(network["max_distribution_megabytes"]["value"]) * 1024 * 1024)


@dataclass(frozen=True)
class SourceRow:
    """One file of a source beside what is imported: its status and revisions."""

    entry: IndexEntry
    stored_revision: int | None

    @property
    def status(self) -> str:
        if self.stored_revision is None:
            return NOT_IMPORTED
        if self.entry.revision > self.stored_revision:
            return NEWER
        return IMPORTED if self.entry.revision == self.stored_revision else OLDER


@dataclass
class SourceListing:
    """An opened data source: its index, where its files are, and (a distribution) the
    archive holding them."""

    address: str
    index: DataIndex
    base: str
    archive: bytes | None = None

    def rows(self, stored: dict[str, int]) -> list[SourceRow]:
        return [SourceRow(entry, stored.get(entry.data_id)) for entry in self.index.entries]


@dataclass(frozen=True)
class SavedSource:
    address: str
    name: str
    added: str


@dataclass
class UpdateCheck:
    """Per remembered source: the files with a newer revision, or why it could not be read."""

    newer: list[tuple[SourceListing, SourceRow]] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


def is_address(text: str) -> bool:
    return urllib.parse.urlsplit(text).scheme in ("http", "https", "file")


def fetch(address: str, limit: int, settings: SourceSettings, progress: Progress | None = None,
          cancelled: Cancelled | None = None) -> bytes:
    """The bytes at ``address`` (a web address, or a file on disk), at most ``limit``."""
    if not is_address(address) or address.startswith("file:"):
        path = urllib.parse.urlsplit(address).path if address.startswith("file:") else address
        try:
            return read_input_bytes(path, limit, "army data source")
        except InputFileError as error:
            raise DataSourceError(str(error)) from None
    request = urllib.request.Request(
        address, headers={"User-Agent": f"warbands-manager/{__version__}"})
    try:
        with urllib.request.urlopen(request, timeout=settings.timeout) as answer:  # noqa: S310
            return _read_answer(answer, address, limit, progress, cancelled)
    except urllib.error.HTTPError as error:
        raise DataSourceError(f"{address}: the server answered {error.code} "
                              f"({error.reason})") from None
    except urllib.error.URLError as error:
        raise DataSourceError(f"{address}: could not be reached ({error.reason})") from None
    except TimeoutError:
        raise DataSourceError(f"{address}: no answer within {settings.timeout:g} seconds"
                              ) from None
    except OSError as error:
        raise DataSourceError(f"{address}: the download failed ({error})") from None


def _read_answer(answer, address: str, limit: int, progress: Progress | None,
                 cancelled: Cancelled | None) -> bytes:
    expected = int(answer.headers.get("Content-Length") or 0)
    if expected > limit:
        raise DataSourceError(f"{address}: {expected // 1024 // 1024} MB is more than the "
                              f"{limit // 1024 // 1024} MB an army data file may have")
    chunks, size = [], 0
    while True:
        if cancelled is not None and cancelled():
            raise DownloadCancelled(address)
        chunk = answer.read(CHUNK)
        if not chunk:
            break
        size += len(chunk)
        if size > limit:
            raise DataSourceError(f"{address}: more than the {limit // 1024 // 1024} MB an "
                                  "army data file may have; the download was stopped")
        chunks.append(chunk)
        if progress is not None:
            progress(posixpath.basename(urllib.parse.urlsplit(address).path), size, expected)
    if expected and size < expected:
        raise DataSourceError(f"{address}: the download was cut short ({size} of "
                              f"{expected} bytes)")
    return b"".join(chunks)


def open_source(address: str, settings: SourceSettings, progress: Progress | None = None,
                cancelled: Cancelled | None = None) -> SourceListing | RepositorySource:
    """What ``address`` holds: a data source's listing, or a repository source to pick from."""
    data = fetch(address, settings.max_distribution, settings, progress, cancelled)
    kind = kind_of(data)
    if kind == "repositories":
        return parse_repository_source(data, address)
    base = _folder_of(address)
    if kind == "index":
        return SourceListing(address, parse_data_index(data, address), base)
    if kind in ("index-zip", "distribution"):
        index = parse_data_index(read_member(data, INDEX_NAME, address), address)
        return SourceListing(address, index, base, data if kind == "distribution" else None)
    raise DataSourceError(f"{address}: not a BattleScribe data index (.bsi, index.xml), "
                          "repository distribution (.bsr) or repository source (.json)")


def _folder_of(address: str) -> str:
    if is_address(address):
        return address.rsplit("/", 1)[0] + "/"
    return str(Path(address).resolve().parent)


def warhammer_repositories(source: RepositorySource) -> list:
    """The repositories of a repository source that hold Warhammer Fantasy data."""
    return [repo for repo in source.repositories
            if is_warhammer_fantasy(repo) and not repo.archived and repo.index_url]


def file_address(listing: SourceListing, entry: IndexEntry) -> str:
    if is_address(listing.base):
        return urllib.parse.urljoin(listing.base, urllib.parse.quote(entry.file_path))
    return str(Path(listing.base) / entry.file_path)


def download(listing: SourceListing, entries: Sequence[IndexEntry], folder: Path,
             settings: SourceSettings, progress: Progress | None = None,
             cancelled: Cancelled | None = None) -> dict[Path, str]:
    """Each chosen file, written into ``folder``; the written paths with their addresses."""
    written: dict[Path, str] = {}
    for entry in entries:
        if cancelled is not None and cancelled():
            raise DownloadCancelled(listing.address)
        if listing.archive is not None:
            where = f"{listing.address} › {entry.file_path}"
            content = read_member(listing.archive, entry.file_path, listing.address)
        else:
            where = file_address(listing, entry)
            content = fetch(where, MAX_XML_BYTES, settings, progress, cancelled)
        # One folder a file: two entries may share a file name in different folders.
        target = folder / f"{len(written):03d}" / posixpath.basename(entry.file_path)
        target.parent.mkdir()
        target.write_bytes(content)
        written[target] = where
    return written


def with_game_systems(listing: SourceListing, chosen: Sequence[IndexEntry],
                      stored: dict[str, int]) -> list[IndexEntry]:
    """``chosen`` with the source's game systems that are not imported at that revision
    (a catalogue is read against its game system)."""
    systems = [e for e in listing.index.entries if e.data_type == "gamesystem"
               and stored.get(e.data_id, -1) < e.revision and e not in chosen]
    return systems + list(chosen) if any(e.data_type == "catalogue" for e in chosen) \
        else list(chosen)


def choose(listing: SourceListing, names: Sequence[str]) -> list[IndexEntry]:
    """The entries named (by name or file path, any case); unknown names are refused with
    the names the source has."""
    chosen, unknown = [], []
    for name in names:
        entry = listing.index.entry(name)
        (chosen.append(entry) if entry is not None else unknown.append(name))
    if unknown:
        have = ", ".join(e.name for e in listing.index.entries)
        raise DataSourceError(f"{listing.address}: no {', '.join(map(repr, unknown))} in "
                              f"this source; it has: {have}")
    return chosen


class ArmySources:
    """The remembered sources of one database, and importing from them."""

    def __init__(self, database: Database, data_dir: Path) -> None:
        self._database = database
        self._data_dir = data_dir
        self.settings = SourceSettings.load(data_dir)

    def sources(self) -> list[SavedSource]:
        with self._database.reading() as session:
            row = session.get(AppMeta, SOURCES_KEY)
            listed = json.loads(row.value) if row is not None else []
        return [SavedSource(s["address"], s.get("name", ""), s.get("added", "")) for s in listed]

    def remember(self, address: str, name: str) -> None:
        with self._database.transaction() as session:
            row = session.get(AppMeta, SOURCES_KEY)
            listed = json.loads(row.value) if row is not None else []
            if any(source["address"] == address for source in listed):
                return
            listed.append({"address": address, "name": name,
                           "added": datetime.now(UTC).isoformat(timespec="seconds")})
            session.merge(AppMeta(key=SOURCES_KEY, value=json.dumps(listed)))

    def stored_revisions(self) -> dict[str, int]:
        return ArmyDataService(self._database, self._data_dir).stored_revisions()

    def kept_revisions(self) -> dict[str, str]:
        """Per catalogue with an older revision kept for saved rosters, the words saying so
        (``revision 2 kept for 1 roster``), by BattleScribe id."""
        admin = ArmyDataAdmin(self._database, ArmyDataService(self._database, self._data_dir))
        return {entry.bs_id: entry.kept_words for entry in admin.entries() if entry.kept}

    def import_entries(self, listing: SourceListing, entries: Sequence[IndexEntry],
                       progress: Progress | None = None,
                       cancelled: Cancelled | None = None) -> ImportReport:
        """Download ``entries`` (with the game systems they need) and import them in one
        transaction; the source is remembered for update checks."""
        wanted = with_game_systems(listing, entries, self.stored_revisions())
        with tempfile.TemporaryDirectory(prefix="warbands-army-data-") as folder:
            written = download(listing, wanted, Path(folder), self.settings, progress,
                               cancelled)
            read = read_files(list(written), self._data_dir)
            for item in (*read.systems, *read.catalogues):
                origin = written.get(item.path)
                if origin is not None:
                    item.provenance = item.provenance.replace(
                        f"imported from {item.path}", f"downloaded from {origin}")
            report = ArmyDataService(self._database, self._data_dir).import_read(read)
        # The files were read from a temporary folder: errors name the address instead.
        for path, origin in written.items():
            report.errors = [error.replace(str(path), origin) for error in report.errors]
        self.remember(listing.address, listing.index.name)
        return report

    def check_updates(self, progress: Progress | None = None,
                      cancelled: Cancelled | None = None) -> UpdateCheck:
        """Every remembered source read again: its catalogues newer than the imported ones."""
        check, stored = UpdateCheck(), self.stored_revisions()
        for source in self.sources():
            try:
                listing = open_source(source.address, self.settings, progress, cancelled)
            except DataSourceError as error:
                check.errors.append(str(error))
                continue
            if not isinstance(listing, SourceListing):
                continue
            check.newer += [(listing, row) for row in listing.rows(stored)
                            if row.status == NEWER and row.entry.data_type == "catalogue"]
        return check
