"""Benchmark of league-night pairing (issue 19): ``python benchmarks/pairings_bench.py``.

1. pairing 40 / 100 / 200 players present after three weeks of games (target: 200 ≤ 1 s),
   with a fixed pure-Python reference workload timed in the same run (so a busy machine shows
   as a slower reference, not as a slower pairer);
2. ``--quality``: for 200 players, the windowed graph's result against the complete graph's
   (the exact optimum, ~8 s each) on a few seeds, compared preference by preference.

Prints medians; the figures go to ``docs/performance/pairings.md``.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import median_ms  # noqa: E402
from warbands_manager.rules.league import week_pairing  # noqa: E402
from warbands_manager.rules.league.week_pairing import (  # noqa: E402
    Entrant,
    pair_week,
    pairing_cost,
)


def league_night(players: int, seed: int = 1) -> tuple[list[Entrant], list[tuple[int, int]]]:
    """``players`` entrants after three weeks: each week everyone plays twice, a tenth of the
    players play the same opponent twice in a row (so the rematch rule bites)."""
    rng = random.Random(seed)
    ids = list(range(1, players + 1))
    points = {p: 0 for p in ids}
    history = []
    for _week in range(3):
        for _round in range(2):
            order = ids[:]
            rng.shuffle(order)
            for a, b in zip(order[::2], order[1::2], strict=False):
                repeat = 2 if rng.random() < 0.1 else 1
                for _ in range(repeat):
                    history.append((a, b))
                    winner = rng.choice((a, b))
                    points[winner] += 4
                    points[a if winner == b else b] += 1
    ranked = sorted(ids, key=lambda p: -points[p])
    entrants = [Entrant(p, f"Player {p}", points[p], rank, rng.randint(0, 1))
                for rank, p in enumerate(ranked, start=1)]
    return entrants, history


def reference() -> None:
    """A fixed amount of pure-Python work (the machine's speed in this run)."""
    total = 0
    for i in range(300_000):
        total += i * i % 7
    assert total > 0


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--quality", action="store_true")
    args = parser.parse_args()
    print(f"reference workload: {median_ms(reference, args.runs)}")
    for players in (40, 100, 200, 201):
        entrants, history = league_night(players)
        timing = median_ms(lambda e=entrants, h=history: pair_week(4, e, h), args.runs)
        print(f"pair {players:>3} players: {timing}")
    if args.quality:
        exact_up_to = week_pairing.EXACT_UP_TO
        for seed in range(1, 4):
            entrants, history = league_night(200, seed)
            windowed = pair_week(4, entrants, history)
            week_pairing.EXACT_UP_TO = 10_000
            try:
                exact = median_ms(lambda e=entrants, h=history: pair_week(4, e, h), 1)
                best = pair_week(4, entrants, history)
            finally:
                week_pairing.EXACT_UP_TO = exact_up_to
            costs = [pairing_cost(entrants, history, (), p.pairs, p.byes)
                     for p in (windowed, best)]
            print(f"seed {seed}: windowed {costs[0]} vs complete graph {costs[1]} "
                  f"(complete graph: {exact})")


if __name__ == "__main__":
    main()
