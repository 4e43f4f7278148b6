"""Parsing untrusted XML (downloaded army data) safely with the standard library.

BattleScribe files never need a DOCTYPE, so any ``<!DOCTYPE`` or ``<!ENTITY`` declaration is
refused before the parser sees the text: that rules out external entities and entity-expansion
("billion laughs") bombs without a third-party parser. Zipped files are unpacked with a size cap
so a zip bomb cannot exhaust memory.
"""

from __future__ import annotations

import contextlib
import re
import zipfile
import zlib
from collections.abc import Callable
from io import BytesIO
from typing import NoReturn
from xml.etree import ElementTree
from xml.parsers import expat

# Bounds that keep reading one file within a few hundred megabytes (a parsed element costs a
# few hundred bytes; benchmarks/input_memory.py): the largest catalogue of the shared data is
# 2 MB with 30,000 tags, so both leave room for eight to thirteen times that.
MAX_XML_BYTES = 16 * 1024 * 1024
MAX_XML_TAGS = 400_000
_DECLARATION = re.compile(rb"<!\s*(DOCTYPE|ENTITY)", re.IGNORECASE)
# Indentation between tags: army data never needs it, and dropping it before parsing halves the
# parse time of a large catalogue (fewer text strings to build). A literal "<" cannot stand in
# an attribute value or escaped text, so only whitespace between markup is removed.
_BETWEEN_TAGS = re.compile(rb">\s+<")
# The default namespace declaration (``xmlns="http://www.battlescribe.net/schema/..."``): without
# it tags come out plain, so no pass over every element is needed to strip the namespace.
_DEFAULT_NAMESPACE = re.compile(rb"""\sxmlns\s*=\s*(?:"[^"]*"|'[^']*')""")
_FIRST_ELEMENT = re.compile(rb"<[A-Za-z_]")


class UnsafeXmlError(ValueError):
    """The XML holds a DOCTYPE/ENTITY declaration, is too big, or is not well-formed."""


def parse_xml(data: bytes, source: str) -> ElementTree.Element:
    """Parse XML bytes that came from outside, refusing declarations and oversized input."""
    if len(data) > MAX_XML_BYTES:
        raise UnsafeXmlError(f"{source}: larger than {MAX_XML_BYTES // 1024 // 1024} MB")
    if data.count(b"<") > MAX_XML_TAGS:  # counted before a tree of them is built
        raise UnsafeXmlError(f"{source}: more than {MAX_XML_TAGS:,} tags (the largest army "
                             "data has about 30,000), so the file is refused")
    if _DECLARATION.search(data):
        raise UnsafeXmlError(
            f"{source}: contains a DOCTYPE or ENTITY declaration; army data never needs one, "
            "so the file is refused"
        )
    # The byte search misses declarations in UTF-16 text: a first pass with expat refuses any
    # DOCTYPE before an entity could be declared, let alone expanded. A DOCTYPE may only stand
    # before the root element, so the scan stops at the first element (the rest of a large file
    # is not read twice).
    scan = expat.ParserCreate()
    refuse = _refuser(source)
    scan.StartDoctypeDeclHandler = refuse
    scan.EntityDeclHandler = refuse
    scan.UnparsedEntityDeclHandler = refuse
    scan.ExternalEntityRefHandler = refuse
    scan.StartElementHandler = _stop_at_root
    try:
        with contextlib.suppress(_RootReached):
            scan.Parse(data, True)
        text = _without_root_namespace(_BETWEEN_TAGS.sub(b"><", data))
        root = ElementTree.fromstring(text)
        return strip_namespaces(root) if root.tag[:1] == "{" or b"xmlns" in text else root
    except (ElementTree.ParseError, expat.ExpatError) as error:
        raise UnsafeXmlError(f"{source}: not well-formed XML ({error})") from None
    except (ValueError, LookupError) as error:  # an encoding expat cannot read (UTF-16-BE...)
        raise UnsafeXmlError(f"{source}: unreadable XML encoding ({error})") from None


def _without_root_namespace(text: bytes) -> bytes:
    """``text`` without the default namespace declaration of its root element's start tag."""
    start = _FIRST_ELEMENT.search(text)
    if start is None:
        return text
    end = text.find(b">", start.start())
    if end < 0:
        return text
    return _DEFAULT_NAMESPACE.sub(b"", text[:end], count=1) + text[end:]


class _RootReached(Exception):
    """The prolog scan reached the root element: no DOCTYPE can follow."""


def _stop_at_root(*_args) -> None:
    raise _RootReached


def strip_namespaces(root: ElementTree.Element) -> ElementTree.Element:
    """Tags without their namespace (``{ns}selectionEntry`` → ``selectionEntry``), so lookups
    can use ElementTree's own (C) child search; BattleScribe files use one namespace."""
    for element in root.iter():
        tag = element.tag
        if tag[:1] == "{":
            element.tag = tag.rpartition("}")[2]
    return root


def _refuser(source: str) -> Callable[..., NoReturn]:
    def refuse(*_args: object) -> NoReturn:
        raise UnsafeXmlError(
            f"{source}: contains a DOCTYPE or ENTITY declaration; army data never needs one, "
            "so the file is refused"
        )
    return refuse


def unzip_single(data: bytes, source: str) -> bytes:
    """The one file inside a BattleScribe ``.gstz``/``.catz``/``.rosz`` archive."""
    try:
        archive = zipfile.ZipFile(BytesIO(data))
    except zipfile.BadZipFile:
        raise UnsafeXmlError(f"{source}: not a zip archive") from None
    with archive:
        members = [info for info in archive.infolist() if not info.is_dir()]
        if len(members) != 1:
            raise UnsafeXmlError(f"{source}: expected one file in the archive, "
                                 f"found {len(members)}")
        member = members[0]
        if member.file_size > MAX_XML_BYTES:
            raise UnsafeXmlError(f"{source}: archive member is too large")
        try:
            with archive.open(member) as handle:
                content = handle.read(MAX_XML_BYTES + 1)  # the header's size can lie
        except (zipfile.BadZipFile, zlib.error, EOFError, NotImplementedError,
                RuntimeError) as error:  # damaged, truncated, encrypted or exotic archives
            raise UnsafeXmlError(f"{source}: damaged zip archive ({error})") from None
        if len(content) > MAX_XML_BYTES:
            raise UnsafeXmlError(f"{source}: archive member is too large")
        return content


def local(tag: str) -> str:
    """A tag without its namespace: ``{ns}selectionEntry`` → ``selectionEntry``."""
    return tag.rpartition("}")[2]


def items(element: ElementTree.Element, container: str) -> list[ElementTree.Element]:
    """The children of ``element``'s ``<container>`` child (``costs``, ``constraints``, ...).

    Tags are namespace-free (``parse_xml`` strips them; ``schema1.upgrade`` builds them so)."""
    found = element.find(container)
    return list(found) if found is not None else []


def has_items(element: ElementTree.Element, container: str) -> bool:
    """Whether ``element``'s ``<container>`` child has children (``items`` without the list)."""
    found = element.find(container)
    return found is not None and len(found) > 0
