"""Fuzzing the BattleScribe readers (.cat/.gst/.ros and their zipped forms) and TOML data files.

Hostile XML (external entities, entity-expansion bombs, in UTF-8 and UTF-16), zip bombs and
random BattleScribe-shaped trees give the readers' own errors, never a traceback or a hang.
"""

from __future__ import annotations

import io
import tempfile
import zipfile
from pathlib import Path
from xml.etree import ElementTree

import pytest
from fuzz_helpers import NASTY_TEXT, fuzz
from hypothesis import given
from hypothesis import strategies as st

from warbands_manager.rules.armydata import safexml
from warbands_manager.rules.armydata.bsdata import (
    CatalogueError,
    game_system_info,
    parse_catalogue,
)
from warbands_manager.rules.armydata.bsroster import BsRosterError, roster_from_ros
from warbands_manager.rules.armydata.files import ArmyFileError, open_source
from warbands_manager.rules.armydata.safexml import UnsafeXmlError, parse_xml, unzip_single
from warbands_manager.rules.datafile import DataFileError, iter_sourced, load_toml

TAGS = ["catalogue", "gameSystem", "roster", "forces", "force", "selections", "selection",
        "selectionEntries", "selectionEntry", "selectionEntryGroups", "selectionEntryGroup",
        "entryLinks", "entryLink", "costs", "cost", "constraints", "constraint", "modifiers",
        "modifier", "categoryLinks", "categoryLink", "categories", "category", "costTypes",
        "costType", "sharedSelectionEntries", "sharedSelectionEntryGroups", "profiles",
        "profile", "characteristics", "characteristic", "rules", "rule", "conditions"]
ATTRIBUTES = ["id", "name", "type", "value", "typeId", "targetId", "field", "scope",
              "catalogueId", "catalogueName", "number", "gameSystemId", "entryId", "primary",
              "hidden", "collective", "import", "revision", "field", "increment"]
VALUES = st.sampled_from(["", "0", "1", "-1", "2.5", "1e400", "nan", "pts", "model", "unit",
                          "upgrade", "max", "min", "true", "false", "Hero", "Core", "Lord",
                          "Special", "Rare", "self", "parent", "x"]) | NASTY_TEXT


@st.composite
def elements(draw, depth: int = 0) -> ElementTree.Element:
    element = ElementTree.Element(draw(st.sampled_from(TAGS)),
                                  draw(st.dictionaries(st.sampled_from(ATTRIBUTES), VALUES,
                                                       max_size=4)))
    if draw(st.booleans()):
        element.text = draw(VALUES)
    if depth < 3:
        for child in draw(st.lists(elements(depth + 1), max_size=3)):
            element.append(child)
    return element


@st.composite
def rooted(draw, root_tag: str) -> ElementTree.Element:
    root = draw(elements())
    root.tag = root_tag
    return root


def _only_reader_errors(read) -> None:
    try:
        read()
    except (CatalogueError, BsRosterError, UnsafeXmlError, ArmyFileError) as error:
        assert str(error)


@fuzz(100)
@given(rooted("catalogue"), st.none() | rooted("gameSystem"))
def test_random_catalogue_trees_give_catalogue_errors_only(root, system):
    _only_reader_errors(lambda: parse_catalogue(root, system, "fuzz.cat"))


@fuzz(50)
@given(elements())
def test_random_game_system_trees_give_catalogue_errors_only(root):
    _only_reader_errors(lambda: game_system_info(root, "fuzz.gst"))


@fuzz(100)
@given(rooted("roster"))
def test_random_roster_trees_give_roster_errors_only(root):
    _only_reader_errors(lambda: roster_from_ros(root, "fuzz.ros", {}, {}))


@fuzz(60)
@given(st.binary(max_size=2000) | elements().map(ElementTree.tostring))
def test_any_bytes_in_any_battlescribe_file_give_army_file_errors_only(data):
    with tempfile.TemporaryDirectory() as folder:
        for suffix in (".cat", ".gst", ".ros", ".catz", ".gstz", ".rosz"):
            path = Path(folder) / f"fuzz{suffix}"
            path.write_bytes(data if not suffix.endswith("z") else _zipped(data))
            _only_reader_errors(lambda path=path: open_source(path))


def _zipped(data: bytes, name: str = "inner.xml") -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(name, data)
    return buffer.getvalue()


LAUGHS = ('<?xml version="1.0" encoding="{enc}"?><!DOCTYPE lolz [<!ENTITY lol "lol">'
          + "".join(f'<!ENTITY lol{i} "{("&lol" + str(i - 1) + ";") * 10}">'
                    for i in range(1, 10)).replace("&lol0;", "&lol;")
          + ']><catalogue name="&lol9;"/>')
XXE = ('<?xml version="1.0" encoding="{enc}"?><!DOCTYPE c [<!ENTITY x SYSTEM '
       '"file:///etc/passwd">]><catalogue name="&x;"/>')


@pytest.mark.parametrize("template", [LAUGHS, XXE], ids=["billion-laughs", "external-entity"])
@pytest.mark.parametrize("encoding", ["UTF-8", "UTF-16", "UTF-16-BE"])
def test_entity_declarations_are_refused_in_every_encoding(template, encoding):
    text = template.replace("{enc}", encoding)
    data = text.encode(encoding.lower().replace("-be", "") if encoding == "UTF-16" else encoding)
    # expat cannot read UTF-16 declared without a byte-order mark: refused as well.
    with pytest.raises(UnsafeXmlError, match="DOCTYPE or ENTITY|unreadable XML encoding"):
        parse_xml(data, "bomb.cat")


def test_zip_bombs_are_capped(monkeypatch):
    monkeypatch.setattr(safexml, "MAX_XML_BYTES", 1024 * 1024)
    bomb = _zipped(b"<catalogue>" + b" " * (8 * 1024 * 1024) + b"</catalogue>")
    assert len(bomb) < 64 * 1024  # a small file that unpacks to 8 MB
    with pytest.raises(UnsafeXmlError, match="too large"):
        unzip_single(bomb, "bomb.catz")
    # An archive whose header lies about the size is cut off at the cap all the same.
    lying = bytearray(bomb)
    header = lying.find(b"PK\x01\x02")  # the central directory records the unpacked size
    lying[header + 24:header + 28] = (100).to_bytes(4, "little")
    with pytest.raises(UnsafeXmlError):
        unzip_single(bytes(lying), "liar.catz")
    two = io.BytesIO()
    with zipfile.ZipFile(two, "w") as archive:
        archive.writestr("a.cat", "<catalogue/>")
        archive.writestr("b.cat", "<catalogue/>")
    with pytest.raises(UnsafeXmlError, match="expected one file"):
        unzip_single(two.getvalue(), "two.catz")


def test_huge_names_are_kept_whole():
    name = "N" * 10_000
    root = parse_xml(f'<roster name="{name}"><forces><force catalogueName="{name}">'
                     f"<selections/></force></forces></roster>".encode(), "big.ros")
    assert roster_from_ros(root, "big.ros", {}, {}).name == name


@fuzz(200)
@given(st.text() | NASTY_TEXT)
def test_any_text_in_a_data_file_is_data_or_a_data_file_error(text):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "fuzz.toml"
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        try:
            document = load_toml(path)
        except DataFileError as error:
            assert "fuzz.toml" in str(error)
            return
        try:
            list(iter_sourced(document, path))
        except DataFileError as error:
            assert "fuzz.toml" in str(error)
