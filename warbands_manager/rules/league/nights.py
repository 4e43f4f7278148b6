"""A league's game nights: each week's pairing (who was present, who had the bye) and the
organiser's fixed pairs, as one JSON document, and the pairing of a week from the standings.

Where it is kept (no schema change): for a league in the database, each change appends a league
history entry (action ``game-night``) whose document is this whole record, so the latest entry
is the current record and the history shows every re-pairing; for a results file, byes are bye
lines (``week,player,,bye``) in the file itself. Byes rotate: a player's byes are those of every
*other* week, so re-pairing a week (late arrivals, early leavers) replaces that week's bye.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any, TypeVar

from warbands_manager.rules.league.results import Outcome
from warbands_manager.rules.league.standings import GameRecord, Standings
from warbands_manager.rules.league.week_pairing import Entrant, WeekPairing, pair_week

ACTION = "game-night"
G = TypeVar("G", bound=Any)  # a recorded game, as a service or the published site holds it


@dataclass(frozen=True)
class WeekPlan:
    week: int
    pairs: tuple[tuple[int, int], ...] = ()
    byes: tuple[int, ...] = ()
    present: tuple[int, ...] = ()
    notes: tuple[str, ...] = ()  # the pairer's notes when it was paired


@dataclass(frozen=True)
class NightRecord:
    weeks: dict[int, WeekPlan] = field(default_factory=dict)
    fixed: tuple[tuple[int, int], ...] = ()

    def byes_outside(self, week: int) -> Counter:
        """How many byes each player had in weeks other than ``week``."""
        return Counter(p for plan in self.weeks.values() if plan.week != week for p in plan.byes)

    def with_week(self, plan: WeekPlan) -> NightRecord:
        return NightRecord({**self.weeks, plan.week: plan}, self.fixed)

    def with_fixed(self, fixed: Iterable[tuple[int, int]]) -> NightRecord:
        return NightRecord(dict(self.weeks), tuple((int(a), int(b)) for a, b in fixed))

    def renumbered(self, ids: dict[int, int]) -> NightRecord:
        """The record with player ids mapped through ``ids`` (a league copied to another
        database gets new ids); pairs and byes of players not in ``ids`` are dropped."""
        def pairs(found: Iterable[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
            return tuple((ids[a], ids[b]) for a, b in found if a in ids and b in ids)

        def players(found: Iterable[int]) -> tuple[int, ...]:
            return tuple(ids[p] for p in found if p in ids)

        weeks = {w: WeekPlan(p.week, pairs(p.pairs), players(p.byes), players(p.present),
                             p.notes) for w, p in self.weeks.items()}
        return NightRecord(weeks, pairs(self.fixed))

    def latest(self) -> WeekPlan | None:
        return self.weeks[max(self.weeks)] if self.weeks else None

    def to_document(self) -> dict:
        return {"weeks": [{"week": p.week, "pairs": [list(x) for x in p.pairs],
                           "byes": list(p.byes), "present": list(p.present),
                           "notes": list(p.notes)}
                          for p in sorted(self.weeks.values(), key=lambda p: p.week)],
                "fixed": [list(p) for p in self.fixed]}

    @classmethod
    def from_document(cls, document: dict | None) -> NightRecord:
        """The record from its document; an unreadable document gives an empty record (the
        pairings are advice, never a reason to refuse opening a league)."""
        if not isinstance(document, dict):
            return cls()
        try:
            weeks = {int(w["week"]): WeekPlan(int(w["week"]),
                                              tuple((int(a), int(b)) for a, b in w["pairs"]),
                                              tuple(int(p) for p in w["byes"]),
                                              tuple(int(p) for p in w.get("present", ())),
                                              tuple(str(n) for n in w.get("notes", ())))
                     for w in document.get("weeks", [])}
            fixed = tuple((int(a), int(b)) for a, b in document.get("fixed", []))
        except (KeyError, TypeError, ValueError):
            return cls()
        return cls(weeks, fixed)


def history_up_to(games: Sequence[GameRecord], week: int) -> list[tuple[int, int]]:
    """League-stage pairings up to ``week`` in played order (the list is already in order)."""
    return [(g.a, g.b) for g in games if g.stage == "league" and g.week <= week]


def plan_week(week: int, standings: Standings, history: list[tuple[int, int]],
              present: Iterable[int] | None, record: NightRecord) -> WeekPairing:
    """The pairing of ``week`` for the players ``present`` (everyone when ``None``)."""
    wanted = None if present is None else set(present)
    byes = record.byes_outside(week)
    entrants = [Entrant(r.player.id, r.player.name, r.league_points, index + 1,
                        byes[r.player.id])
                for index, r in enumerate(standings.rows)
                if wanted is None or r.player.id in wanted]
    fixed = [p for p in record.fixed if wanted is None or set(p) <= wanted]
    return pair_week(week, entrants, history, fixed)


def plan_of(pairing: WeekPairing, present: Iterable[int]) -> WeekPlan:
    return WeekPlan(pairing.week, pairing.pairs, pairing.byes, tuple(present), pairing.notes)


def pairing_json(pairing: WeekPairing, names: dict[int, str]) -> dict:
    """The ``--json`` document: ``{"week", "pairs", "byes", "notes"}`` with player names."""
    return {"week": pairing.week,
            "pairs": [[names[a], names[b]] for a, b in pairing.pairs],
            "byes": [names[p] for p in pairing.byes],
            "notes": list(pairing.notes)}


def tables_of(pairing: WeekPairing, standings: Standings
              ) -> list[tuple[int, str, int, str, int]]:
    """``(table, name A, size A, name B, size B)`` for the pairing sheet: sizes are each
    player's warband size in the pairing's week."""
    rows = {r.player.id: r for r in standings.rows}
    return [(number, rows[a].player.name, rows[a].warband_size, rows[b].player.name,
             rows[b].warband_size) for number, (a, b) in enumerate(pairing.pairs, start=1)]


def record_from_byes(byes: Iterable, ids: dict[str, int]) -> NightRecord:
    """A results file's bye lines as a record (``ids``: folded name → player id)."""
    weeks: dict[int, list[int]] = {}
    for bye in byes:
        weeks.setdefault(bye.week, []).append(ids[bye.player.casefold()])
    return NightRecord({w: WeekPlan(w, (), tuple(p)) for w, p in weeks.items()})


def current_week(start: date | None, weeks: int, latest_played: int,
                 today: date | None = None) -> int:
    """The week a new game or roster most likely belongs to: the calendar week of the league
    (from its start date), or the latest week with a game if that is later; within the
    league's weeks."""
    week = latest_played
    if start:
        elapsed = ((today or date.today()) - start).days
        if elapsed >= 0:
            week = max(week, elapsed // 7 + 1)
    return max(1, min(week, weeks))


def pair_results(pairs: Iterable[tuple[int, int]], games: Iterable[G],
                 players: Callable[[G], tuple[int, int]] = lambda g: (g.player_a, g.player_b)
                 ) -> list[G | None]:
    """The game recorded for each pair of a week (either player as A), ``None`` while it is
    still to be played. A pair that played twice takes its first game; each game answers
    one pair only. ``players`` gives a game's two player ids."""
    waiting = list(games)
    found: list[G | None] = []
    for pair in pairs:
        game = next((g for g in waiting if set(players(g)) == set(pair)), None)
        if game is not None:
            waiting.remove(game)
        found.append(game)
    return found


def result_words(outcome: Outcome, name_a: str, name_b: str) -> str:
    """A game's result in a player's words, with both names: "Steve massacred Drew"."""
    return {Outcome.MASSACRE: f"{name_a} massacred {name_b}",
            Outcome.VICTORY: f"{name_a} won a victory",
            Outcome.DRAW: "Draw",
            Outcome.DEFEAT: f"{name_b} won a victory",
            Outcome.MASSACRED: f"{name_b} massacred {name_a}"}[outcome]
