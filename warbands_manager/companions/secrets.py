"""Hidden information as a property of the model: the fields a game keeps face down.

A field declared with :func:`secret` holds something only its owner may see (a face-down Rune
token's rune, kept Intel cards, Enemy cards won). Shared outputs — the log, the status bar,
tables, score pads, the table view and exports — ask :func:`secret_fields` which fields to
withhold, and put :data:`FACE_DOWN` in their place until the owner looks privately or the game
reveals them. Tests find every secret of a game through the same marks.

Pure: no Qt, SQL or PDF.
"""

from __future__ import annotations

from dataclasses import MISSING, field, fields, is_dataclass
from typing import Any

_MARK = "secret"
FACE_DOWN = "face down"


def secret(default: Any = MISSING, *, default_factory: Any = MISSING) -> Any:
    """A dataclass field whose value is kept from everyone but its owner."""
    if default_factory is not MISSING:
        return field(default_factory=default_factory, metadata={_MARK: True})
    return field(default=default, metadata={_MARK: True})


def secret_fields(thing: Any) -> tuple[str, ...]:
    """The names of the fields of a dataclass (or instance) marked :func:`secret`."""
    if not is_dataclass(thing):
        return ()
    return tuple(item.name for item in fields(thing) if item.metadata.get(_MARK))


def is_secret(thing: Any, name: str) -> bool:
    return name in secret_fields(thing)


def public_changes(thing: Any, changes: dict[str, Any], revealed: bool) -> dict[str, Any]:
    """``changes`` as the shared screen may show them: secret values turned face down."""
    if revealed:
        return dict(changes)
    hidden = secret_fields(thing)
    return {key: FACE_DOWN if key in hidden else value for key, value in changes.items()}
