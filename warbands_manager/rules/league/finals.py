"""After the last week: the championship game, or semi-finals when players are tied.

"At the end of the 4-week period, the two players with the highest number of league points play
a championship match per the terms of the Little War scenario ... if multiple players are tied
for first or second place, semi-final matches may become necessary."

Reading (shown in the app): "tied" means still tied after the organiser's tie-breakers. If two
or more players share first place they contend for both final places; otherwise the leader is
in the final and the players sharing second place contend for the other place. Contenders are
paired in standings order (by name within a tie); when their number is odd the first ones get a
bye; rounds repeat until the final places are filled. A drawn semi-final or final is replayed.
"""

from __future__ import annotations

from dataclasses import dataclass

from warbands_manager.rules.league.results import Outcome
from warbands_manager.rules.league.standings import GameRecord, Standings

SEMI_FINAL = "semi-final"
FINAL = "final"


@dataclass(frozen=True)
class FinalsPlan:
    qualified: tuple[int, ...]  # straight into the final
    contenders: tuple[int, ...]  # tied players who must play semi-finals
    decided_semis: tuple[tuple[int, int, int], ...]  # (a, b, winner)
    pending_semis: tuple[tuple[int, int], ...]  # semi-finals still to play now
    byes: tuple[int, ...]  # contenders through this round without a game
    final: tuple[int, int] | None  # the championship pairing once known
    champion: int | None
    message: str


def plan_finals(standings: Standings, finals_games: list[GameRecord]) -> FinalsPlan:
    """Who plays the championship (or which semi-finals come first) and, once played, who won."""
    rows = standings.rows
    if len(rows) < 2:
        return FinalsPlan((), (), (), (), (), None, None, "A final needs at least two players.")
    first = [r.player.id for r in rows if r.rank == 1]
    if len(first) >= 2:
        qualified, contenders, slots = (), tuple(first), 2
    else:
        second_rank = next(r.rank for r in rows if r.rank > 1)
        qualified = (first[0],)
        contenders = tuple(r.player.id for r in rows if r.rank == second_rank)
        slots = 1
    semis = [g for g in finals_games if g.stage == SEMI_FINAL]
    remaining, decided = list(contenders), []
    byes: list[int] = []
    while len(remaining) > slots:
        games = min(len(remaining) - slots, len(remaining) // 2)
        byes = remaining[:len(remaining) - 2 * games]
        playing = remaining[len(byes):]
        pairs = [(playing[i], playing[i + 1]) for i in range(0, len(playing), 2)]
        winners, pending = [], []
        for a, b in pairs:
            winner = _winner(semis, a, b)
            if winner is None:
                pending.append((a, b))
            else:
                winners.append(winner)
                decided.append((a, b, winner))
        if pending:
            message = (f"Semi-finals needed: {len(pending)} to play now"
                       + (f"; {len(byes)} through on a bye" if byes else "") + ".")
            return FinalsPlan(qualified, contenders, tuple(decided), tuple(pending), tuple(byes),
                              None, None, message)
        remaining = byes + winners
        byes = []
    final = (*qualified, *remaining)
    pairing = (final[0], final[1])
    champion = _winner([g for g in finals_games if g.stage == FINAL], *pairing)
    message = "Championship decided." if champion is not None else "Championship game to play."
    return FinalsPlan(qualified, contenders, tuple(decided), (), (), pairing, champion, message)


def _winner(games: list[GameRecord], a: int, b: int) -> int | None:
    """The winner of the last decisive game between ``a`` and ``b`` (draws are replayed)."""
    winner = None
    for game in games:
        if {game.a, game.b} != {a, b} or game.outcome is Outcome.DRAW:
            continue
        a_won = game.outcome in (Outcome.MASSACRE, Outcome.VICTORY)
        winner = game.a if a_won else game.b
    return winner
