""""Players should not play the same person more than twice in a row."

Reading (shown in the app): a game is a *third in a row* when, for either of its two players,
the two games that player played just before it (in recorded order: week, then date, then entry
order) were both against the same opponent. For leagues this is a warning, never a refusal.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

LIMIT_IN_A_ROW = 2
# The rule id of the warning (Help › Rules Reference has its entry).
RULE = "league.twice-in-a-row"


def third_in_a_row(previous: Iterable[tuple[int, int]], a: int, b: int) -> bool:
    """True if ``a`` vs ``b`` would be a third game in a row after the ``previous`` pairings.

    Args:
        previous: ``(player, player)`` pairs of earlier games, oldest first.
        a, b: the players of the new game.
    """
    last = last_opponents(previous)
    return last.get(a) == [b] * LIMIT_IN_A_ROW or last.get(b) == [a] * LIMIT_IN_A_ROW


def last_opponents(previous: Iterable[tuple[int, int]]) -> dict[int, list[int]]:
    """Each player's last :data:`LIMIT_IN_A_ROW` opponents (oldest first) after ``previous``."""
    last: dict[int, list[int]] = defaultdict(list)
    for x, y in previous:
        last[x] = (last[x] + [y])[-LIMIT_IN_A_ROW:]
        last[y] = (last[y] + [x])[-LIMIT_IN_A_ROW:]
    return dict(last)


def repeat_warnings(pairings: list[tuple[int, int]]) -> list[int]:
    """Indexes of the games (in the given order) that are a third (or later) game in a row."""
    # Each player's current run: (opponent, games in a row against them). The same test as
    # "the last LIMIT_IN_A_ROW opponents are all this one", without building lists per game
    # (a 200,000-game league is read through here by ``league standings``).
    runs: dict[int, tuple[int, int]] = {}
    flagged = []
    for index, (a, b) in enumerate(pairings):
        run_a, run_b = runs.get(a, (None, 0)), runs.get(b, (None, 0))
        if (run_a[0] == b and run_a[1] >= LIMIT_IN_A_ROW
                or run_b[0] == a and run_b[1] >= LIMIT_IN_A_ROW):
            flagged.append(index)
        runs[a] = (b, run_a[1] + 1) if run_a[0] == b else (b, 1)
        runs[b] = (a, run_b[1] + 1) if run_b[0] == a else (a, 1)
    return flagged


def warning_text(name_a: str, name_b: str) -> str:
    return (f"{name_a} and {name_b} would play each other a third time in a row; the rules say "
            f"players should not play the same person more than twice in a row.")
