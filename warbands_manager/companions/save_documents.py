"""Reading a companion game back from its stored JSON document, with a clear message if not.

A stored document can be damaged (a disk error, a hand-edited database, a save written by a
newer version). Each companion's ``from_dict`` is wrapped so that whatever is wrong with the
document becomes one :class:`SaveDocumentError` naming the game and the reason (and the save,
once the store adds its name), never a ``KeyError`` or ``TypeError`` deep inside the tracker.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import Any, TypeVar

import msgspec

from warbands_manager.errors import UserFacingError

T = TypeVar("T")

# What a dataclass rebuilt from arbitrary JSON can raise; RecursionError for absurd nesting.
_DOCUMENT_FAULTS = (KeyError, TypeError, ValueError, AttributeError, IndexError, RecursionError)


class SaveDocumentError(ValueError, UserFacingError):
    """A stored companion document that cannot be read as a game; ``name`` is the save's own
    name (the one the players gave it) when the reader knows it."""

    def __init__(self, what: str, reason: str, name: str | None = None) -> None:
        saved = f"the saved {what} “{name}”" if name else f"this saved {what}"
        super().__init__(f"{saved} cannot be read: {reason}")
        self.what = what
        self.reason = reason
        self.name = name

    def naming(self, name: str) -> SaveDocumentError:
        """The same refusal, naming the save it is about."""
        return SaveDocumentError(self.what, self.reason, name)


def reads_document(what: str) -> Callable[[Callable[..., T]], Callable[..., T]]:
    """Decorate a ``from_dict``: any fault in the document becomes a :class:`SaveDocumentError`."""

    def decorate(function: Callable[..., T]) -> Callable[..., T]:
        @functools.wraps(function)
        def read(*args: Any) -> T:
            document = args[-1]
            if not isinstance(document, dict):
                raise SaveDocumentError(what, f"expected a JSON object, got "
                                              f"{type(document).__name__}")
            try:
                return function(*args)
            except SaveDocumentError:
                raise
            except _DOCUMENT_FAULTS as error:
                raise SaveDocumentError(what, _reason(error)) from None
        return read
    return decorate


def _reason(error: BaseException) -> str:
    if isinstance(error, KeyError):
        return f"the entry {error.args[0]!r} is missing or unknown"
    if isinstance(error, RecursionError):
        return "it is nested too deeply"
    text = str(error) or type(error).__name__
    return text if len(text) <= 300 else text[:300] + "…"


def typed(kind: type[T], document: dict, what: str) -> T:
    """``document`` as a ``kind`` (a dataclass, nested ones too), every value of its declared
    type: the one schema of a save format. A wrong type ("year": "two") or a missing entry is
    a :class:`SaveDocumentError` saying which entry, never a ``TypeError`` later in play."""
    try:
        return msgspec.convert(document, kind, strict=True)
    except msgspec.ValidationError as error:
        raise SaveDocumentError(what, _plain(str(error))) from None


_TYPE_WORDS = {"int": "a whole number", "str": "text", "bool": "true or false",
               "array": "a list", "object": "an object", "float": "a number",
               "null": "nothing", "dict": "an object", "list": "a list"}
_MISMATCH = re.compile(r"Expected `(?P<want>[^`]+)`, got `(?P<got>[^`]+)`(?: - at `\$(?P<at>.*)`)?")
_MISSING = re.compile(r"Object missing required field `(?P<name>[^`]+)`(?: - at `\$(?P<at>.*)`)?")


def _where(path: str | None) -> str:
    """``.players[0].gold`` → ``players 1, gold`` (counted from one, as a player would)."""
    if not path:
        return "the document"
    parts = re.findall(r"\.(\w+)|\[(\d+)\]|\[\'?\"?([^\]]+?)\"?\'?\]", path)
    words = [name or (str(int(index) + 1) if index else key) for name, index, key in parts]
    words = [word for word in words if word != "..."]  # msgspec's mark for a dict's key
    return "the entry " + " ".join(words)


def _plain(message: str) -> str:
    found = _MISMATCH.match(message)
    if found:
        want = " or ".join(_TYPE_WORDS.get(t.strip(), t.strip())
                           for t in found["want"].split("|"))
        got = _TYPE_WORDS.get(found["got"], found["got"])
        return f"{_where(found['at'])} should be {want}, not {got}"
    found = _MISSING.match(message)
    if found:
        return f"{_where(found['at'])} has no {found['name']!r}"
    return message
