"""The words of an edit conflict, shared by leagues and campaigns: what changed,
the latest change in the history, and that nothing was saved."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from typing import TypeVar

from warbands_manager.store.errors import EditConflict

ConflictT = TypeVar("ConflictT", bound=EditConflict)


def differences(pairs: Sequence[tuple[str, object, object]],
                show: Callable[[object], str]) -> list[str]:
    """``"label: seen → now"`` for each pair whose two values differ."""
    return [f"{label}: {show(seen)} → {show(now)}" for label, seen, now in pairs
            if seen != now]


def latest_change_text(place: str, who: str, at: datetime, text: str) -> str:
    """"Latest change in the PLACE by WHO at TIME UTC (TEXT). " from a history row."""
    by = f" by {who}" if who else ""
    return f"Latest change in the {place}{by} at {at:%Y-%m-%d %H:%M} UTC ({text}). "


def edit_conflict(kind: type[ConflictT], what: str, changes: list[str],
                  latest: str) -> ConflictT:
    """The conflict to raise: ``what`` changed, the ``changes`` read, nothing saved."""
    return kind(
        f"{what} was changed by someone else since you opened it:",
        changes or ["(the record was saved again with the same values)"],
        f"{latest}Nothing was saved; the page now shows their "
        "version — make your change again if it is still needed.")
