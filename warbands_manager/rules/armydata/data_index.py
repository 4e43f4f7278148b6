"""BattleScribe data sources: a data index (``index.xml``, or a ``.bsi`` zip holding it), a
repository distribution (``.bsr``: a zip with ``index.xml`` and the data files) and a
repository source (a JSON list of repositories with their index addresses).

Pure: bytes in, records out. What comes from outside is checked here: the XML through
``safexml``, every zip member's size before it is unpacked, and every file path of an index
kept inside the index's own folder (no ``..``, no absolute path).
"""

from __future__ import annotations

import posixpath
import zipfile
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from io import BytesIO

import msgspec

from warbands_manager.rules.armydata.safexml import MAX_XML_BYTES, items, parse_xml

INDEX_NAME = "index.xml"
DATA_SUFFIXES = (".gst", ".gstz", ".cat", ".catz")
DATA_TYPES = ("gamesystem", "catalogue")
# A repository distribution holds a game system's whole set of files: at most this many.
MAX_MEMBERS = 500


class DataSourceError(ValueError):
    """A data source that cannot be used; the message names it (its address or file)."""


@dataclass(frozen=True)
class IndexEntry:
    """One file a data index lists: where it is (relative to the index) and what it holds."""

    file_path: str
    data_type: str  # "gamesystem" or "catalogue"
    data_id: str
    name: str
    revision: int


@dataclass(frozen=True)
class DataIndex:
    """A data index: its name and the files it lists (game systems first)."""

    name: str
    entries: tuple[IndexEntry, ...]

    def entry(self, name_or_path: str) -> IndexEntry | None:
        """The entry called ``name_or_path`` (its name or file path, any case)."""
        wanted = name_or_path.casefold()
        return next((e for e in self.entries
                     if wanted in (e.name.casefold(), e.file_path.casefold())), None)


class Repository(msgspec.Struct, rename="camel", frozen=True):
    """One repository of a repository source (the community gallery's JSON)."""

    name: str
    index_url: str = ""
    description: str = ""
    version: str = ""
    last_updated: str = ""
    repository_bsr_url: str = ""
    archived: bool = False


class RepositorySource(msgspec.Struct, frozen=True):
    name: str = ""
    repositories: list[Repository] = []


def parse_data_index(data: bytes, source: str) -> DataIndex:
    """The data index in ``data`` (``index.xml``'s bytes); ``source`` names it in errors."""
    try:
        root = parse_xml(data, source)
    except ValueError as error:
        raise DataSourceError(str(error)) from None
    if root.tag != "dataIndex":
        raise DataSourceError(f"{source}: not a BattleScribe data index (its root is "
                              f"<{root.tag}>, not <dataIndex>)")
    entries = [_entry(element, source) for element in items(root, "dataIndexEntries")
               if element.get("dataType") in DATA_TYPES]
    entries.sort(key=lambda e: (DATA_TYPES.index(e.data_type), e.name.casefold()))
    return DataIndex(root.get("name", "") or "BattleScribe data", tuple(entries))


def _entry(element, source: str) -> IndexEntry:
    path = safe_relative_path(element.get("filePath", ""), source)
    try:
        revision = int(element.get("dataRevision", "0") or 0)
    except ValueError:
        revision = 0
    return IndexEntry(path, element.get("dataType", ""), element.get("dataId", ""),
                      element.get("dataName", "") or posixpath.basename(path), revision)


def safe_relative_path(path: str, source: str) -> str:
    """``path`` as a relative path inside the index's folder; refused when it leaves it."""
    clean = path.replace("\\", "/")
    parts = clean.split("/")
    if not clean or clean.startswith("/") or ".." in parts or ":" in parts[0]:
        raise DataSourceError(f"{source}: the index names a file outside its own folder "
                              f"({path!r}); the source is refused")
    if not clean.lower().endswith(DATA_SUFFIXES):
        raise DataSourceError(f"{source}: the index names {path!r}, which is not a "
                              "BattleScribe game system or catalogue")
    return posixpath.normpath(clean)


def parse_repository_source(data: bytes, source: str) -> RepositorySource:
    """The repositories listed by a repository source (JSON)."""
    try:
        return msgspec.json.decode(data, type=RepositorySource)
    except msgspec.ValidationError as error:
        raise DataSourceError(f"{source}: not a repository source ({error})") from None
    except msgspec.DecodeError as error:
        raise DataSourceError(f"{source}: not JSON ({error})") from None


def is_warhammer_fantasy(repository: Repository) -> bool:
    """Whether a repository holds Warhammer Fantasy data (the game Warbands is played with)."""
    text = f"{repository.name} {repository.index_url}".casefold()
    return "warhammer fantasy" in text or "/whfb/" in text or "whfb." in text


def kind_of(data: bytes) -> str:
    """What a downloaded or opened source holds: ``distribution`` (a zip with the index and
    its files), ``index-zip`` (a ``.bsi``: a zip with the index only), ``index`` (the XML),
    ``repositories`` (JSON) or ``unknown``."""
    if data[:2] == b"PK":
        try:
            with zipfile.ZipFile(BytesIO(data)) as archive:
                names = {info.filename for info in archive.infolist() if not info.is_dir()}
        except zipfile.BadZipFile:
            return "unknown"
        if INDEX_NAME not in names:
            return "unknown"
        return "distribution" if len(names) > 1 else "index-zip"
    head = data[:4096].lstrip()
    if head.startswith(b"{"):
        return "repositories"
    if head.startswith(b"<") and b"dataIndex" in head:
        return "index"
    return "unknown"


def read_member(data: bytes, name: str, source: str, limit: int = MAX_XML_BYTES) -> bytes:
    """The member ``name`` of the zip ``data``, refused when it is larger than ``limit``
    (checked from its header, then while unpacking: a header can lie)."""
    try:
        archive = zipfile.ZipFile(BytesIO(data))
    except zipfile.BadZipFile:
        raise DataSourceError(f"{source}: not a zip archive (damaged or cut short)") from None
    with archive:
        try:
            info = archive.getinfo(name)
        except KeyError:
            raise DataSourceError(f"{source}: the archive has no {name}") from None
        if info.file_size > limit:
            raise DataSourceError(f"{source}: {name} unpacks to more than "
                                  f"{limit // 1024 // 1024} MB; refused")
        try:
            with archive.open(info) as handle:
                content = handle.read(limit + 1)
        except (zipfile.BadZipFile, zlib.error, EOFError, NotImplementedError,
                RuntimeError) as error:
            raise DataSourceError(f"{source}: damaged zip archive ({error})") from None
    if len(content) > limit:
        raise DataSourceError(f"{source}: {name} unpacks to more than "
                              f"{limit // 1024 // 1024} MB; refused")
    return content


def distribution_members(data: bytes, source: str) -> Iterator[tuple[str, bytes]]:
    """Every data file of a repository distribution (``.bsr``), checked as :func:`read_member`
    checks one, with its path inside the archive."""
    try:
        with zipfile.ZipFile(BytesIO(data)) as archive:
            names = [info.filename for info in archive.infolist() if not info.is_dir()]
    except zipfile.BadZipFile:
        raise DataSourceError(f"{source}: not a zip archive (damaged or cut short)") from None
    if len(names) > MAX_MEMBERS:
        raise DataSourceError(f"{source}: holds {len(names)} files, more than the "
                              f"{MAX_MEMBERS} a repository distribution may hold")
    for name in names:
        if name != INDEX_NAME and name.lower().endswith(DATA_SUFFIXES):
            yield safe_relative_path(name, source), read_member(data, name, source)
