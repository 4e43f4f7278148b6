"""The reading half of an army-data import: everything that needs no database.

:func:`read_files` finds the files, safely parses each game system and catalogue, turns each
catalogue into its army list and the JSON document that will be stored, and drops the XML
(only the game systems' trees are held while their catalogues are read).
``ArmyDataService.import_read`` then stores what was read in one transaction and writes the
report. A catalogue whose game system is not among the files is left for the storing half,
which finds the system in the database; rosters (``.ros``) are read there too, against the
stored catalogues. No SQL library is imported here (an import contract says so): reading army
files is the rules' work, storing them the services'.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from xml.etree.ElementTree import Element, tostring

from warbands_manager.rules.armydata.bsdata import (
    CatalogueError,
    game_system_info,
    parse_catalogue,
)
from warbands_manager.rules.armydata.files import (
    KINDS,
    ArmyFileError,
    SourceFile,
    expand_paths,
    open_source,
)
from warbands_manager.rules.armydata.model import ArmyList
from warbands_manager.rules.armydata.traits import army_for_catalogue

GAMESYSTEM, CATALOGUE, ROSTER = "gamesystem", "catalogue", "roster"


@dataclass
class ReadFile:
    """One game system or catalogue file as read: what to store, or why it was refused.

    ``army`` is the game system's header or the catalogue's army list (a catalogue without
    units has no ``document``: it is refused when stored). ``stored_system`` names the game
    system a catalogue needs from the database (the file is read again by the storing half).
    """

    path: Path
    error: str = ""
    sha256: str = ""
    provenance: str = ""
    army: ArmyList | None = None
    document: str = ""
    stored_system: str | None = None

    @property
    def name(self) -> str:
        return self.path.name


@dataclass
class ReadFiles:
    """All files of one import, in the order they are stored and reported."""

    systems: list[ReadFile] = field(default_factory=list)  # and files of an unknown kind
    catalogues: list[ReadFile] = field(default_factory=list)
    rosters: list[Path] = field(default_factory=list)


def read_files(paths: Sequence[Path | str], data_dir: Path) -> ReadFiles:
    """Read every file of an import (see the module doc); game systems first. A catalogue
    whose ``.gst`` is not among the files is left to the storing half."""
    found = expand_paths(paths)
    kinds = {path: KINDS.get(path.suffix.lower()) for path in found}
    read = ReadFiles(rosters=[path for path in found if kinds[path] == ROSTER])
    systems: dict[str, Element] = {}
    for path in (p for p in found if kinds[p] in (GAMESYSTEM, None)):
        source, error = open_file(path)
        if source is None:
            read.systems.append(ReadFile(path, error))
            continue
        systems[source.root.get("id", "")] = source.root
        read.systems.append(read_game_system(source))
    read.catalogues = [_read_catalogue_file(path, systems, data_dir)
                       for path in found if kinds[path] == CATALOGUE]
    return read


def _read_catalogue_file(path: Path, systems: dict[str, Element], data_dir: Path) -> ReadFile:
    """One catalogue file read against its game system among ``systems``; its tree is dropped
    on return, before the next file is opened."""
    source, error = open_file(path)
    if source is None:
        return ReadFile(path, error)
    system_id = source.root.get("gameSystemId", "")
    system = systems.get(system_id)
    if system is None:
        return ReadFile(path, stored_system=system_id)
    return read_catalogue(source, system, data_dir)


def open_file(path: Path) -> tuple[SourceFile | None, str]:
    """The opened file, or None and the reason it cannot be imported."""
    try:
        return open_source(path), ""
    except ArmyFileError as error:
        return None, str(error)


def read_game_system(source: SourceFile) -> ReadFile:
    try:
        info = game_system_info(source.root, source.name)
    except CatalogueError as error:
        return ReadFile(source.path, str(error))
    document = json.dumps({"xml": tostring(source.root, encoding="unicode")},
                          ensure_ascii=False)
    return ReadFile(source.path, "", source.sha256, provenance(source), info, document)


def read_catalogue(source: SourceFile, system: Element | None, data_dir: Path) -> ReadFile:
    """A catalogue read against its game system's tree (None: refused, the system is missing)."""
    try:
        army = parse_catalogue(source.root, system, source.name)
    except CatalogueError as error:
        return ReadFile(source.path, str(error))
    if army.army == "other":  # "Beastmen", "Warriors of Chaos": the army tables know them
        army.army = army_for_catalogue(data_dir, army.name) or army.army
    document = json.dumps(army.to_dict(), ensure_ascii=False) if army.units else ""
    return ReadFile(source.path, "", source.sha256, provenance(source), army, document)


def provenance(source: SourceFile) -> str:
    root = source.root
    author = root.get("authorName") or "unnamed authors"
    return (f"BattleScribe data by {author} (BSData contributors), battleScribeVersion "
            f"{root.get('battleScribeVersion', '?')}, imported from {source.path}")
