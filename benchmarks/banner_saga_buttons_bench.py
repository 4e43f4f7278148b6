"""Benchmark of the Banner Saga page's "only what can be done now" checks:
``QT_QPA_PLATFORM=offscreen python benchmarks/banner_saga_buttons_bench.py``.

Every in-game button tries its rule on a copy of the game (``banner_saga.model.why_not``)
whenever the page shows a change, and a panel's buttons again when a choice changes. This
times one whole page render (about 45 trials) and one choice change on the Roles panel, for a
game with a 400-line log, with a fixed pure-Python reference workload in the same run.
Prints medians; the figures go to ``docs/performance/companions2.md``.
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import median_ms  # noqa: E402


def reference() -> None:
    total = 0
    for i in range(300_000):
        total += i * i % 7
    assert total > 0


def main() -> int:
    import tempfile

    from PySide6.QtWidgets import QApplication

    from warbands_manager.companions.banner_saga import journey
    from warbands_manager.companions.banner_saga.mission import sample_mission
    from warbands_manager.companions.banner_saga.model import apply
    from warbands_manager.companions.banner_saga.setup import new_game
    from warbands_manager.navigation import view_info
    from warbands_manager.rules.dice import Dice
    from warbands_manager.services.companion_saves import CompanionSaveService
    from warbands_manager.store.database import open_database
    from warbands_manager.ui.companions.banner_saga.widget import BannerSagaView

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as scratch:
        database = open_database(Path(scratch) / "bench.sqlite")
        page = BannerSagaView(view_info("banner-saga"), CompanionSaveService(database),
                              Dice(random.Random(1)))
        state = apply(new_game(sample_mission(), "four", items=True), journey.begin_journey)
        state.log.extend(f"line {n}" for n in range(400))
        page.state = state
        buttons = sum(len(getattr(p, "_plans", {})) for p in
                      (page.journey, page.roles, page.events, *page.boards))
        print("reference workload:", median_ms(reference, 15))
        print(f"whole page render ({buttons} buttons tried):", median_ms(page._render, 15))
        amount = page.roles.amount
        print("one choice change (Roles panel):",
              median_ms(lambda: amount.setValue(amount.value() % 3 + 1), 15))
        page.deleteLater()
        app.processEvents()
        database.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
