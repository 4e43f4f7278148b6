"""Benchmark of the companions' "only what can be done now" checks (issue 20):
``python benchmarks/companions_bench.py``.

Each Runewars Locations button asks its own rule on a copy of the game (``companions.trial``)
whenever the selection changes; this times 16 of those trials on a large game (4 factions, 60
locations, 400 log lines), with a fixed pure-Python reference workload in the same run. Also
a table view's figures. Pure: no Qt.
Prints medians; the figures go to ``docs/performance/companions.md``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import median_ms  # noqa: E402
from warbands_manager.companions.runewars import locations as rules  # noqa: E402
from warbands_manager.companions.runewars import runes, structures  # noqa: E402
from warbands_manager.companions.runewars.game_setup import SetupChoice, new_game  # noqa: E402
from warbands_manager.companions.runewars.state import Location, RuleViolation  # noqa: E402
from warbands_manager.companions.runewars.table import table_figures  # noqa: E402
from warbands_manager.companions.trial import refusal  # noqa: E402

FACTIONS = (("Ann", "daqan"), ("Bo", "uthuk"), ("Cy", "latari"), ("Di", "waiqar"))


def big_game():
    game = new_game(SetupChoice("Bench", list(FACTIONS), options={"exploration": True}))
    for n in range(60):
        owner = FACTIONS[n % 4][1]
        game.locations.append(Location(f"Place {n}", tile=n % 11 + 1, controller=owner,
                                       rune="dragon" if n % 5 == 0 else "",
                                       structure="fortress" if n % 7 == 0 else "",
                                       structure_owner=owner if n % 7 == 0 else "",
                                       produces={"food": 1}))
    game.log.extend(f"line {n}" for n in range(400))
    return game


def trials(game, name: str) -> list[str]:
    location = game.location(name)
    changes = [
        lambda g: rules.place_devastation(g, name), lambda g: rules.remove_devastation(g, name),
        lambda g: rules.place_frost(g, name), lambda g: rules.remove_frost(g, name),
        lambda g: rules.place_lost_city(g, name), lambda g: rules.destroy_lost_city(g, name),
        lambda g: runes.reveal_rune(g, location.controller, name),
        lambda g: runes.hide_rune(g, name, True),
        lambda g: structures.build_fortress(g, name, location.controller),
        lambda g: structures.build_capital(g, name, location.controller),
        lambda g: structures.set_outposts(g, name, location.outposts + 1),
        lambda g: structures.set_outposts(g, name, location.outposts - 1),
        lambda g: structures.damage_structure(g, name),
        lambda g: structures.rebuild_structure(g, name),
        lambda g: structures.remove_structure(g, name),
        lambda g: rules.remove_location(g, name),
    ]
    return [refusal(game, change, (RuleViolation,)) for change in changes]


def reference() -> None:
    total = 0
    for i in range(300_000):
        total += i * i % 7
    assert total > 0


def main() -> int:
    game = big_game()
    print("reference workload:", median_ms(reference, 15))
    print("Runewars: 16 button trials, 60 locations:",
          median_ms(lambda: trials(game, "Place 0"), 15))
    print("Runewars: table view figures:", median_ms(lambda: table_figures(game), 15))
    return 0


if __name__ == "__main__":
    sys.exit(main())
