"""Who plays whom on a league night: a maximum-weight matching of the players present.

The rule (seed 002, "Escalation league structure"): "players should not play the same person
more than twice in a row". Reading (shown in the app): the pairer never pairs two players when,
for either of them, their own last two games were both against the other — unless no pairing of
the players present avoids it, and then the notes name the pair. Preferences after that, in
order: the bye goes to the player with the fewest byes so far, then the lowest ranked; fewest
repeat opponents (games already played between the two, over the whole league); similar league
points (Swiss-like); then the organiser's fixed pairs (a wish kept when it costs none of the
preferences before it).

Each preference is one "digit" of an integer edge weight, so networkx's ``max_weight_matching``
on the general graph (``maxcardinality``: everyone plays) finds the best pairing in that order,
not the first a greedy pass would find. Up to :data:`EXACT_UP_TO` players every pair is a
candidate; above it each player's candidates are the :data:`WINDOW` nearest on each side in
the standings (a second for 200 players instead of eight), and if that leaves a third game in
a row the complete graph is solved after all, so the hard rule is never broken when avoidable.
networkx is imported only when a pairing is made.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from warbands_manager.rules.league.pairing import LIMIT_IN_A_ROW, RULE, last_opponents

EXACT_UP_TO = 40
WINDOW = 6
BYE = "bye"


@dataclass(frozen=True)
class Entrant:
    """A player present tonight, in standings order (``rank`` 1 = top)."""

    id: int
    name: str
    league_points: int = 0
    rank: int = 1
    byes: int = 0  # byes already had in this league


@dataclass(frozen=True)
class WeekPairing:
    week: int
    pairs: tuple[tuple[int, int], ...]  # table order: the best-ranked table first
    byes: tuple[int, ...]
    notes: tuple[str, ...]
    forced: tuple[tuple[int, int], ...] = ()  # pairs that break the rule (no other way)


@dataclass(frozen=True)
class _Costs:
    """What a candidate pair costs, one field per preference (lower is better)."""

    forbidden: int
    bye_order: int
    repeats: int
    points_gap: int
    not_fixed: int


def pair_week(week: int, entrants: Sequence[Entrant], history: Iterable[tuple[int, int]],
              fixed: Iterable[tuple[int, int]] = ()) -> WeekPairing:
    """The best pairing of ``entrants`` for ``week``.

    Args:
        history: ``(player, player)`` of the league games played so far, oldest first.
        fixed: pairs the organiser wants to play each other tonight.

    Raises:
        ValueError: a player is listed twice.
    """
    ids = [e.id for e in entrants]
    if len(set(ids)) != len(ids):
        raise ValueError("a player is listed twice among those present")
    history = list(history)
    context = _Context(entrants, history, fixed)
    if len(entrants) < 2:
        byes = tuple(ids)
        notes = (f"{entrants[0].name} has the bye: nobody else is here.",) if entrants else ()
        return WeekPairing(week, (), byes, notes)
    matched = _solve(context, window=len(entrants) > EXACT_UP_TO)
    if matched is None:  # the window left a third game in a row: look at every pair
        matched = _solve(context, window=False)
        assert matched is not None
    return context.result(week, matched)


class _Context:
    def __init__(self, entrants: Sequence[Entrant], history: list[tuple[int, int]],
                 fixed: Iterable[tuple[int, int]]) -> None:
        self.entrants = sorted(entrants, key=lambda e: (e.rank, e.name.casefold(), e.id))
        self.by_id = {e.id: e for e in self.entrants}
        self.last = last_opponents(history)
        self.met = Counter(frozenset(pair) for pair in history)
        self.fixed = {frozenset(pair) for pair in fixed}
        # Bye order: fewest byes, then lowest ranked (last in the standings) first.
        order = sorted(self.entrants, key=lambda e: (e.byes, -e.rank, e.name.casefold()))
        self.bye_position = {e.id: index for index, e in enumerate(order)}
        self.odd = len(self.entrants) % 2 == 1
        self.max_repeats = max(self.met.values(), default=0)
        points = [e.league_points for e in self.entrants]
        self.max_gap = max(points) - min(points) if points else 0

    def forbidden(self, a: int, b: int) -> bool:
        return (self.last.get(a) == [b] * LIMIT_IN_A_ROW
                or self.last.get(b) == [a] * LIMIT_IN_A_ROW)

    def costs(self, a: int, b: int | str) -> _Costs:
        if isinstance(b, str):  # the bye pseudo-player
            return _Costs(0, self.bye_position[a], 0, 0, 1)
        ea, eb = self.by_id[a], self.by_id[b]
        return _Costs(int(self.forbidden(a, b)), 0,
                      self.met[frozenset((a, b))], abs(ea.league_points - eb.league_points),
                      int(frozenset((a, b)) not in self.fixed))

    def weight(self, costs: _Costs) -> int:
        """The preferences as digits of one number: each digit outweighs every later digit
        summed over all tables, so the matching compares them in order."""
        tables = len(self.entrants) // 2 + 1
        digits = ((costs.forbidden, 1), (costs.bye_order, len(self.entrants)),
                  (costs.repeats, self.max_repeats), (costs.points_gap, self.max_gap),
                  (costs.not_fixed, 1))
        weight = 0
        for cost, most in digits:
            base = tables * most + 1  # more than the digit can add up to over all tables
            weight = weight * base + (most - cost)
        return weight

    def candidates(self, window: bool) -> Iterable[tuple[int, int]]:
        ids = [e.id for e in self.entrants]
        for i, a in enumerate(ids):
            others = ids[i + 1:i + 1 + WINDOW] if window else ids[i + 1:]
            for b in others:
                yield a, b
        if window:  # the organiser's fixed pairs are candidates wherever they stand
            for pair in self.fixed:
                if pair <= self.by_id.keys() and len(pair) == 2:
                    a, b = sorted(pair)
                    yield a, b

    def result(self, week: int, matched: list[tuple[int, int | str]]) -> WeekPairing:
        pairs: list[tuple[int, int]] = []
        byes: list[int] = []
        for pair in matched:
            players = [p for p in pair if isinstance(p, int)]  # without the bye pseudo-player
            if len(players) == 1:
                byes.append(players[0])
            else:
                first, second = sorted(players, key=lambda p: self.by_id[p].rank)
                pairs.append((first, second))
        pairs.sort(key=lambda p: (self.by_id[p[0]].rank, self.by_id[p[1]].rank))
        forced = tuple(p for p in pairs if self.forbidden(*p))
        return WeekPairing(week, tuple(pairs), tuple(byes), tuple(self.notes(pairs, byes, forced)),
                           forced)

    def notes(self, pairs: Sequence[tuple[int, int]], byes: Sequence[int],
              forced: Sequence[tuple[int, int]]) -> list[str]:
        name = {e.id: e.name for e in self.entrants}
        notes = []
        for a, b in forced:
            notes.append(f"{name[a]} and {name[b]} play each other a third time in a row: no "
                         f"other pairing of the players present avoids it ({RULE}).")
        for player in byes:
            had = self.by_id[player].byes
            notes.append(f"{name[player]} has the bye ({had} earlier bye"
                         f"{'' if had == 1 else 's'}; fewest byes, then lowest ranked).")
        for a, b in pairs:
            if self.met[frozenset((a, b))]:
                games = self.met[frozenset((a, b))]
                notes.append(f"{name[a]} and {name[b]} have met before ({games} game"
                             f"{'' if games == 1 else 's'}).")
        kept = {frozenset(p) for p in pairs}
        for pair in sorted(self.fixed, key=sorted):
            if pair <= self.by_id.keys() and len(pair) == 2 and pair not in kept:
                a, b = sorted(pair, key=lambda p: self.by_id[p].rank)
                notes.append(f"Fixed pair {name[a]} and {name[b]} not kept: it would cost a "
                             f"rule or an earlier preference.")
        return notes


def _solve(context: _Context, window: bool) -> list[tuple[int, int | str]] | None:
    """The matching (with the bye as a pseudo-player when the number is odd); ``None`` when the
    windowed graph could not keep the hard rule."""
    # deferred: networkx is heavy; league pages and commands that pair no week skip it
    import networkx as nx

    graph = nx.Graph()
    graph.add_nodes_from(e.id for e in context.entrants)
    for a, b in context.candidates(window):
        graph.add_edge(a, b, weight=context.weight(context.costs(a, b)))
    if context.odd:
        for entrant in context.entrants:
            graph.add_edge(entrant.id, BYE, weight=context.weight(context.costs(entrant.id, BYE)))
    matched = list(nx.max_weight_matching(graph, maxcardinality=True))
    covered = {p for pair in matched for p in pair}
    if window and (len(covered) < graph.number_of_nodes()
                   or any(BYE not in pair and context.forbidden(*pair) for pair in matched)):
        return None
    return matched


def pairing_cost(entrants: Sequence[Entrant], history: Iterable[tuple[int, int]],
                 fixed: Iterable[tuple[int, int]], pairs: Iterable[tuple[int, int]],
                 byes: Iterable[int]) -> tuple[int, ...]:
    """A pairing's costs in preference order (for tests and explanations): third games in a
    row, bye order, repeat games, points gaps, fixed pairs not kept."""
    context = _Context(entrants, list(history), fixed)
    all_costs = [context.costs(a, b) for a, b in pairs] + [context.costs(p, BYE) for p in byes]
    return tuple(sum(getattr(c, name) for c in all_costs)
                 for name in ("forbidden", "bye_order", "repeats", "points_gap", "not_fixed"))
