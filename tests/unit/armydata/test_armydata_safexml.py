"""Untrusted XML: declarations, entity bombs, external entities, zip archives."""

import io
import zipfile

import pytest

from warbands_manager.rules.armydata.files import ArmyFileError, expand_paths, open_source
from warbands_manager.rules.armydata.safexml import UnsafeXmlError, parse_xml, unzip_single

CATALOGUE = (b'<?xml version="1.0"?><catalogue xmlns="http://www.battlescribe.net/schema/'
             b'catalogueSchema" id="c1" name="Skaven - Test" gameSystemId="g1"/>')
BOMB = b"""<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
<catalogue>&lol2;</catalogue>"""
EXTERNAL = b"""<?xml version="1.0"?>
<!DOCTYPE c [<!ENTITY secret SYSTEM "file:///etc/passwd">]><catalogue>&secret;</catalogue>"""


@pytest.mark.parametrize("data", [BOMB, EXTERNAL, b"<!doctype x><catalogue/>"])
def test_declarations_are_refused(data):
    with pytest.raises(UnsafeXmlError, match="DOCTYPE or ENTITY"):
        parse_xml(data, "evil.cat")


def test_plain_catalogue_parses():
    assert parse_xml(CATALOGUE, "ok.cat").get("name") == "Skaven - Test"


def test_malformed_xml_names_the_file():
    with pytest.raises(UnsafeXmlError, match="broken.cat: not well-formed"):
        parse_xml(b"<catalogue>", "broken.cat")


def zipped(*members):
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in members:
            archive.writestr(name, data)
    return buffer.getvalue()


def test_zipped_catalogue_is_unpacked(tmp_path):
    path = tmp_path / "skaven.catz"
    path.write_bytes(zipped(("skaven.cat", CATALOGUE)))
    source = open_source(path)
    assert source.kind == "catalogue" and source.root.get("id") == "c1"


def test_archive_with_two_files_is_refused():
    with pytest.raises(UnsafeXmlError, match="expected one file"):
        unzip_single(zipped(("a.cat", CATALOGUE), ("b.cat", CATALOGUE)), "two.catz")


def test_unknown_extension_and_folders(tmp_path):
    (tmp_path / "notes.txt").write_text("hello")
    (tmp_path / "a.cat").write_bytes(CATALOGUE)
    assert expand_paths([tmp_path]) == [tmp_path / "a.cat"]
    with pytest.raises(ArmyFileError, match="not a BattleScribe file"):
        open_source(tmp_path / "notes.txt")
