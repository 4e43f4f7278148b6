"""What the GUI thread does while the Leagues page opens, run by run (issue 21).

Opens the Leagues page on one league database many times, alternating with a bare
QMainWindow of the same size shown and painted (the reference, same run), and prints for each
run the GUI thread's CPU and the wall time until the page's first frame is complete (the
event-loop turn after its first paint), the steps of its building (league list, the league
with its players, the rest), every garbage collection on either thread inside that window,
whether the standings' answer arrived before the paint, and when the standings were shown.
Then the distribution (median, 90th percentile, worst) of each figure.

    python -m benchmarks.leagues_page_steps DB [--runs 40] [--instant] [--due] [--keep-pages]

``--instant``: the standings answer at once (computed beforehand), so it is ready before the
page paints; ``--due``: the collector's thresholds set so that a full collection falls due
during every opening (the slow case, on purpose); ``--keep-pages``: pages closed but not
destroyed, as the benchmark loops did (their objects stay alive and every full collection
walks them). Run against another tree with ``PYTHONPATH=/that/tree``.
"""

from __future__ import annotations

import argparse
import gc
import json
import statistics
import sys
import threading
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


class _Collections:
    """Every collection of the cyclic GC: (GUI thread?, generation, CPU ms of that thread)."""

    def __init__(self) -> None:
        self.main = threading.get_ident()
        self.seen: list[tuple[bool, int, float]] = []
        self._start: dict[int, float] = {}
        gc.callbacks.append(self)

    def __call__(self, phase: str, info: dict) -> None:
        thread = threading.get_ident()
        if phase == "start":
            self._start[thread] = time.thread_time()
        elif thread in self._start:
            self.seen.append((thread == self.main, info["generation"],
                              (time.thread_time() - self._start.pop(thread)) * 1000))


def _wrap_steps(services, log: list, main: int) -> None:
    """Time the two database reads of the page's building on the GUI thread."""
    for name, label in (("list_leagues", "league list"), ("league_names", "league list"),
                        ("league", "league and players")):
        real = getattr(services.leagues, name, None)
        if real is None:  # a tree without it (main before league_names)
            continue

        def timed(*args, real=real, label=label, **kwargs):
            if threading.get_ident() != main:
                return real(*args, **kwargs)
            start = time.thread_time()
            try:
                return real(*args, **kwargs)
            finally:
                log.append((label, (time.thread_time() - start) * 1000))

        setattr(services.leagues, name, timed)


def measure(databases: dict[str, Path], runs: int, instant: bool = False, due: bool = False,
            keep_pages: bool = False, due_runs: int = 0) -> dict[str, list[dict]]:
    """Per run, in turn: the bare window, then the page on each database (its name, ``name``);
    after ``runs`` plain runs, ``due_runs`` more with a full collection due (``--due``),
    marked ``"due": True``. Each run's figures as :func:`_open` gives them."""
    import shiboken6
    from PySide6.QtWidgets import QApplication, QMainWindow

    from warbands_manager.services.container import Services
    from warbands_manager.store.database import open_database
    from warbands_manager.ui.paint_probe import after_paint

    app = QApplication.instance() or QApplication([])
    opened = {name: open_database(path) for name, path in databases.items()}
    collections = _Collections()
    steps: list = []
    services = {}
    for name, database in opened.items():
        services[name] = Services.for_database(database)
        _wrap_steps(services[name], steps, collections.main)
        if instant:
            _answer_at_once(services[name].league_games)
    kept: list = []

    def bare() -> float:
        start = time.perf_counter()
        window = QMainWindow()
        window.resize(1280, 800)
        done = []
        after_paint(window, lambda: done.append(time.perf_counter()))
        window.show()
        while not done:
            app.processEvents()
        window.close()
        shiboken6.delete(window)
        return (done[0] - start) * 1000

    results: dict[str, list[dict]] = {"bare": []}
    try:
        for name in services:  # warm-up: fonts, styles, statement caches
            _open(app, services[name], steps, collections, due, keep_pages, kept)
        for run in range(runs + due_runs):
            due_now = due or run >= runs
            results["bare"].append({"wall": bare()})
            for name in services:
                figures = _open(app, services[name], steps, collections, due_now, keep_pages,
                                kept)
                results.setdefault(name, []).append({**figures, "due": due_now})
    finally:
        for database in opened.values():
            database.close()
    return results


def _answer_at_once(games) -> None:
    """The standings worked out once beforehand, then given at once (``--instant``)."""
    answers: dict = {}
    real = games.standings_and_finals

    def ready(league_id, week):
        if (league_id, week) not in answers:
            answers[league_id, week] = real(league_id, week)
        return answers[league_id, week]

    games.standings_and_finals = ready


def _open(app, services, steps: list, collections: _Collections, due: bool, keep_pages: bool,
          kept: list) -> dict:
    """Open the page once: its figures until the turn after its first paint (wall, the GUI
    thread's CPU, the building's steps, collections on each thread in that window) and until
    its standings' rows have painted."""
    import shiboken6
    from PySide6.QtCore import QThreadPool

    from warbands_manager.navigation import view_info
    from warbands_manager.ui.paint_probe import after_paint, after_rows_painted
    from warbands_manager.ui.views.registry import create_view

    steps.clear()
    collections.seen.clear()
    threshold = gc.get_threshold()
    if due:  # a full collection falls due at the first young collection
        gc.set_threshold(100, 1, 1)
    start, start_cpu = time.perf_counter(), time.thread_time()
    page = create_view(view_info("leagues"), services)
    built = (time.thread_time() - start_cpu) * 1000
    page.resize(1280, 800)
    frame, shown = [], []
    after_paint(page, lambda: frame.append((time.perf_counter(), time.thread_time(),
                                            not page.standings_tab.computing)))
    after_rows_painted(page.standings_tab.table, lambda: shown.append(time.perf_counter()))
    page.show()
    while not frame:
        app.processEvents()
    in_window = list(collections.seen)
    gc.set_threshold(*threshold)
    while page.standings_tab.computing or not shown:
        QThreadPool.globalInstance().waitForDone(5)
        app.processEvents()
    painted, painted_cpu, arrived = frame[0]
    page.close()
    if keep_pages:
        page.deleteLater()  # never carried out outside an event loop: the page stays
        kept.append(page)
    else:
        shiboken6.delete(page)
    app.processEvents()
    parts: dict[str, float] = {}
    for label, ms in steps:
        parts[label] = parts.get(label, 0.0) + ms
    return {
        "wall": (painted - start) * 1000, "cpu": (painted_cpu - start_cpu) * 1000,
        "built_cpu": built, **{f"{k}_cpu": v for k, v in parts.items()},
        "answer_before_paint": arrived,
        "full_collections_gui": sum(1 for m, g, _ in in_window if m and g == 2),
        "collecting_gui_ms": sum(ms for m, _g, ms in in_window if m),
        "full_collections_pool": sum(1 for m, g, _ in in_window if not m and g == 2),
        "collecting_pool_ms": sum(ms for m, _g, ms in in_window if not m),
        "standings_shown": (shown[0] - start) * 1000,
        "live_objects": len(gc.get_objects()),
    }


def distribution(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    return {"median": statistics.median(ordered),
            "p90": ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))],
            "worst": ordered[-1], "best": ordered[0]}


def summary(results: list[dict]) -> dict:
    keys = [key for key, value in results[0].items() if isinstance(value, float)]
    out = {key: distribution([r[key] for r in results]) for key in keys}
    out["runs"] = len(results)
    out["answer_before_paint"] = sum(r["answer_before_paint"] for r in results)
    out["runs_with_full_collection_gui"] = sum(bool(r["full_collections_gui"]) for r in results)
    out["runs_with_full_collection_pool"] = sum(bool(r["full_collections_pool"])
                                                for r in results)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("db", type=Path)
    parser.add_argument("--runs", type=int, default=40)
    parser.add_argument("--instant", action="store_true")
    parser.add_argument("--due", action="store_true")
    parser.add_argument("--keep-pages", action="store_true")
    parser.add_argument("--each", action="store_true", help="print every run too")
    parser.add_argument("--json", type=Path, help="write the runs and summary here")
    args = parser.parse_args(argv)
    measured = measure({"page": args.db}, args.runs, args.instant, args.due, args.keep_pages)
    results = [{"bare": bare["wall"], **run}
               for bare, run in zip(measured["bare"], measured["page"], strict=True)]
    if args.each:
        for result in results:
            print(" ".join(f"{k}={v:.1f}" if isinstance(v, float) else f"{k}={v}"
                           for k, v in result.items()))
    figures = summary(results)
    for key, value in figures.items():
        if isinstance(value, dict):
            print(f"{key:28} " + "  ".join(f"{k} {v:7.1f}" for k, v in value.items()))
        else:
            print(f"{key:28} {value}")
    if args.json:
        args.json.write_text(json.dumps({"runs": results, "summary": figures}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
