"""Reading a companion game back from its stored JSON document, with a clear message if not.

A stored document can be damaged (a disk error, a hand-edited database, a save written by a
newer version). Each companion's ``from_dict`` is wrapped so that whatever is wrong with the
document becomes one :class:`SaveDocumentError` naming the game and the reason, never a
``KeyError`` or ``TypeError`` deep inside the tracker.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

from warbands_manager.errors import UserFacingError

T = TypeVar("T")

# What a dataclass rebuilt from arbitrary JSON can raise; RecursionError for absurd nesting.
_DOCUMENT_FAULTS = (KeyError, TypeError, ValueError, AttributeError, IndexError, RecursionError)


class SaveDocumentError(ValueError, UserFacingError):
    """A stored companion document that cannot be read as a game."""

    def __init__(self, what: str, reason: str) -> None:
        super().__init__(f"this saved {what} cannot be read: {reason}")
        self.what = what
        self.reason = reason


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
