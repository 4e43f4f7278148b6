"""Would an action be allowed now? Ask the rule itself, on a copy (one source for a rule and
the button that offers it: the refusal is the disabled button's tooltip)."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import TypeVar

G = TypeVar("G")


def refusal(game: G, change: Callable[[G], object],
            refused: tuple[type[Exception], ...]) -> str:
    """"" if ``change`` succeeds on a copy of ``game``, else the rule's message."""
    try:
        change(copy.deepcopy(game))
    except refused as error:
        return str(error)
    return ""
