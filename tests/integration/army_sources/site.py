"""A community data repository on loopback, built from the shared BattleScribe files: a data
index (``index.xml`` and ``whfb.latest.bsi``), zipped and plain data files, a repository
distribution (``whfb.bsr``) and a repository source (``gallery.json``); a second revision of
the Skaven catalogue (a unit removed, one renamed, one repriced) in ``next/``; and broken
sources: a slow answer, a truncated zip, a zip bomb, an index naming ``../``.

Served by ``http.server`` in a thread; every address is on 127.0.0.1.
"""

from __future__ import annotations

import json
import shutil
import threading
import time
import zipfile
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from xml.etree import ElementTree

from tests.shared_data import BSDATA

SYSTEM = "Warhammer Fantasy 7th ed.gst"
SKAVEN = "Skaven - 7thBRB_7thAB.cat"
LIZARDMEN = "Lizardmen - 7thBRB_7thAB.cat"
SKAVEN_NAME = "Skaven - Armybook (2009)"
CATALOGUE_NS = "http://www.battlescribe.net/schema/catalogueSchema"
REMOVED, RENAMED, RENAMED_TO, REPRICED = "Night Runners", "Stormvermin", "Stormvermin Guard", \
    "Clanrats"
SLOW_SECONDS = 3


def _index(entries: list[tuple[str, str, str, str, int]]) -> bytes:
    lines = [f'  <dataIndexEntry filePath="{path}" dataType="{kind}" dataId="{ident}" '
             f'dataName="{name}" dataBattleScribeVersion="2.03" dataRevision="{revision}"/>'
             for path, kind, ident, name, revision in entries]
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<dataIndex battleScribeVersion="2.03" '
            'name="Warhammer Fantasy" xmlns="http://www.battlescribe.net/schema/'
            'dataIndexSchema">\n <dataIndexEntries>\n' + "\n".join(lines)
            + "\n </dataIndexEntries>\n</dataIndex>\n").encode()


def _head(path: Path) -> tuple[str, str, int]:
    root = ElementTree.parse(path).getroot()
    return root.get("id", ""), root.get("name", ""), int(root.get("revision", "0"))


def _zip(target: Path, members: dict[str, bytes]) -> None:
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in members.items():
            archive.writestr(name, data)


def _next_skaven() -> bytes:
    """The Skaven catalogue as revision 2: Night Runners gone, Stormvermin renamed (same id),
    Clanrats one point dearer a model."""
    ElementTree.register_namespace("", CATALOGUE_NS)
    tree = ElementTree.parse(BSDATA / SKAVEN)
    root = tree.getroot()
    root.set("revision", "2")
    entries = root.find(f"{{{CATALOGUE_NS}}}selectionEntries")
    for entry in list(entries):
        if entry.get("name") == REMOVED:
            entries.remove(entry)
        elif entry.get("name") == RENAMED:
            entry.set("name", RENAMED_TO)
        elif entry.get("name") == REPRICED:
            for cost in entry.iter(f"{{{CATALOGUE_NS}}}cost"):
                if cost.get("name") == "pts" and float(cost.get("value", "0")) > 0:
                    cost.set("value", str(float(cost.get("value")) + 1))
                    break
    return ElementTree.tostring(root, encoding="utf-8", xml_declaration=True)


GROUP_RAISED, OPTION_RENAMED, OPTION_RENAMED_TO = "war machine upgrade", "Spears", "Long Spears"
_GROUP_ID, _SPEARS_OF_CLANRATS = "6549-6e45-1bcb-30ea", "734d-3ae3-9b0e-30fa"


def skaven_revision_two_with_option_changes() -> bytes:
    """Revision 2 as :func:`_next_skaven` makes it, and besides: the shared "war machine
    upgrade" group allows two choices (one before), the Clanrats' Spears are called Long
    Spears."""
    root = ElementTree.fromstring(_next_skaven())
    for group in root.iter(f"{{{CATALOGUE_NS}}}selectionEntryGroup"):
        if group.get("id") == _GROUP_ID:
            for limit in group.iter(f"{{{CATALOGUE_NS}}}constraint"):
                if limit.get("type") == "max":
                    limit.set("value", "2.0")
    for entry in root.iter(f"{{{CATALOGUE_NS}}}selectionEntry"):
        if entry.get("id") == _SPEARS_OF_CLANRATS:
            entry.set("name", OPTION_RENAMED_TO)
    return ElementTree.tostring(root, encoding="utf-8", xml_declaration=True)


def revision_folders(root: Path) -> tuple[Path, Path]:
    """Folders ``r1`` and ``r2`` under ``root`` holding Skaven revision 1 and revision 2 (a
    unit removed, renamed, repriced; an option renamed, an option group's limit raised), each
    with the game system: two imports as a player makes them."""
    first, second = root / "r1", root / "r2"
    for folder in (first, second):
        folder.mkdir()
        shutil.copy(BSDATA / SYSTEM, folder / SYSTEM)
    shutil.copy(BSDATA / SKAVEN, first / SKAVEN)
    (second / SKAVEN).write_bytes(skaven_revision_two_with_option_changes())
    return first, second


def build_site(root: Path) -> Path:
    """Lay the repository's files out under ``root``; returns ``root``."""
    system_id, system_name, system_rev = _head(BSDATA / SYSTEM)
    files = {SYSTEM: (BSDATA / SYSTEM).read_bytes(), SKAVEN: (BSDATA / SKAVEN).read_bytes(),
             LIZARDMEN: (BSDATA / LIZARDMEN).read_bytes()}
    entries = [(f"{SYSTEM}z", "gamesystem", system_id, system_name, system_rev)]
    for name in (SKAVEN, LIZARDMEN):
        ident, title, revision = _head(BSDATA / name)
        entries.append((f"{name}z" if name == SKAVEN else name, "catalogue", ident, title,
                        revision))
    root.mkdir(parents=True, exist_ok=True)
    index = _index(entries)
    (root / "index.xml").write_bytes(index)
    _zip(root / "whfb.latest.bsi", {"index.xml": index})
    _zip(root / f"{SYSTEM}z", {SYSTEM: files[SYSTEM]})
    _zip(root / f"{SKAVEN}z", {SKAVEN: files[SKAVEN]})
    (root / LIZARDMEN).write_bytes(files[LIZARDMEN])
    _zip(root / "whfb.bsr", {"index.xml": _index([(SYSTEM, *entries[0][1:]),
                                                   (SKAVEN, *entries[1][1:]),
                                                   (LIZARDMEN, *entries[2][1:])]),
                             **files})
    _build_next(root / "next", entries)
    _build_broken(root, entries)
    return root


def _build_next(folder: Path, entries) -> None:
    """The next release: Skaven revision 2 (in ``next/``), the rest as before; published
    over the first release's index by :func:`publish_next`."""
    folder.mkdir()
    (folder / SKAVEN).write_bytes(_next_skaven())
    skaven = (f"next/{SKAVEN}", "catalogue", entries[1][2], entries[1][3], 2)
    (folder / "index.xml").write_bytes(_index([entries[0], skaven, entries[2]]))


def publish_next(root: Path) -> None:
    """Put the next release's index where the first one was (as a repository's "latest"
    address does after a release)."""
    index = (root / "next" / "index.xml").read_bytes()
    (root / "index.xml").write_bytes(index)
    _zip(root / "whfb.latest.bsi", {"index.xml": index})


def _build_broken(root: Path, entries) -> None:
    broken = root / "broken"
    broken.mkdir()
    skaven = entries[1]
    (broken / "truncated.xml").write_bytes(_index([("cut.catz", *skaven[1:])]))
    whole = (root / f"{SKAVEN}z").read_bytes()
    (broken / "cut.catz").write_bytes(whole[: len(whole) // 2])
    (broken / "bomb.xml").write_bytes(_index([("bomb.catz", *skaven[1:])]))
    with zipfile.ZipFile(broken / "bomb.catz", "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(SKAVEN, b"<" + b" " * (70 * 1024 * 1024))  # 70 MB of nothing
    (broken / "outside.xml").write_bytes(_index([("../../etc/passwd.cat", *skaven[1:])]))
    (broken / "missing.xml").write_bytes(_index([("not-there.cat", *skaven[1:])]))
    (root / "gallery.json").write_bytes(json.dumps({"name": "BSData gallery", "repositories": [
        {"name": "Warhammer 40,000", "indexUrl": "http://127.0.0.1:9/wh40k.bsi"},
        {"name": "Warhammer Fantasy", "description": "Community data",
         "indexUrl": "REPLACED/whfb.latest.bsi"}]}).encode())


class _Handler(SimpleHTTPRequestHandler):
    def log_message(self, *_args) -> None:  # the test output stays quiet
        return

    def do_GET(self) -> None:  # noqa: N802 (http.server's name)
        if self.path.startswith("/slow/"):
            time.sleep(SLOW_SECONDS)
            self.path = self.path.removeprefix("/slow")
        if self.path == "/gallery.json":
            body = (Path(self.directory) / "gallery.json").read_bytes().replace(
                b"REPLACED", f"http://127.0.0.1:{self.server.server_port}".encode())
            self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        super().do_GET()


class Site:
    """The served site: ``url(path)`` gives an address on it; stop with ``close()``."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.server = ThreadingHTTPServer(("127.0.0.1", 0),
                                          partial(_Handler, directory=str(root)))
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def url(self, path: str) -> str:
        from urllib.parse import quote

        return f"http://127.0.0.1:{self.server.server_port}/{quote(path)}"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
