"""Issue 21 rows: commands that open the database, and the league at 10× scale.

Each figure is a whole ``warbands-manager`` process (start to exit), run interleaved with its
reference in the same run (``python -c pass``), medians of wall and CPU time:

- ``db info``, ``army-data list`` and ``league standings NAME`` (1,000 players / 20,000 games):
  ≤ 2 × ``python -c pass`` + 250 ms;
- ``league standings NAME`` and ``league scorecard NAME`` at 10,000 players / 200,000 games:
  ≤ 1 s each;
- in process, against the 1,000-player league measured in the same run: the Leagues page at
  10,000 players painted ≤ 300 ms (standings computed on the thread pool, shown when ready)
  and the scorecard PDF linear in players (≤ 12 × the 1,000-player time).

    python -m benchmarks.speed_bench [--runs 7] [--out docs/performance/speed.md]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import ROOT, machine  # noqa: E402

LEAGUE = "Benchmark league"
PAGE = ROOT / "docs" / "performance" / "speed.md"


def _app(db: Path, *words: str) -> list[str]:
    return [sys.executable, "-m", "warbands_manager", "--db", str(db), *words]


def commands_opening_the_database(league_db: Path, rosters_db: Path, runs: int
                                  ) -> dict[str, float]:
    """The read-only commands on a 1,000-player / 20,000-game league (``rosters list`` on a
    database of 100 rosters), interleaved with ``python -c pass``."""
    from benchmarks.startup import interleaved

    return interleaved({
        "python": [sys.executable, "-c", "pass"],
        "db_info": _app(league_db, "db", "info"),
        "army_data_list": _app(league_db, "army-data", "list"),
        "rosters_list": _app(rosters_db, "rosters", "list"),
        "standings": _app(league_db, "league", "standings", LEAGUE),
    }, runs)


def league_at_ten_times(big_db: Path, folder: Path, runs: int) -> dict[str, float]:
    """Standings and the scorecard PDF of a 10,000-player / 200,000-game league."""
    from benchmarks.startup import interleaved

    return interleaved({
        "python": [sys.executable, "-c", "pass"],
        "standings": _app(big_db, "league", "standings", LEAGUE),
        "scorecard": _app(big_db, "league", "scorecard", LEAGUE, "-o",
                          str(folder / "scorecard.pdf")),
    }, runs)


def build(path: Path, players: int, games: int) -> Path:
    from benchmarks.datagen import build_league
    from warbands_manager.store.database import open_database

    database = open_database(path)
    try:
        build_league(database, players, games)
    finally:
        database.close()
    return path


def _ms(value: float) -> str:
    return f"{value:,.0f} ms"


def _yes(ok: bool) -> str:
    return "yes" if ok else "**no**"


def budget_rows(f: dict) -> list[tuple[str, ...]]:
    """(figure, limit, measured median with its reference, ratio, met (wall), met (CPU))."""
    rows = []
    cli = f.get("cli_db")
    if cli:
        limit, limit_cpu = 2 * cli["python"] + 250, 2 * cli["python_cpu"] + 250
        for key, label in (("db_info", "`db info`"), ("army_data_list", "`army-data list`"),
                           ("rosters_list", "`rosters list` (100 rosters)"),
                           ("standings", "`league standings NAME`, 1,000 players / 20,000 "
                                         "games")):
            rows.append((f"{label} (whole process)", "≤ 2 × `python -c pass` + 250 ms",
                         f"{_ms(cli[key])}, limit {_ms(limit)} (`python -c pass` "
                         f"{_ms(cli['python'])}); CPU {_ms(cli[key + '_cpu'])}, limit "
                         f"{_ms(limit_cpu)}", f"{cli[key] / limit:.2f} of the limit",
                         _yes(cli[key] <= limit), _yes(cli[key + "_cpu"] <= limit_cpu)))
    big = f.get("league_10x")
    if big:
        for key, label in (("standings", "`league standings NAME`"),
                           ("scorecard", "`league scorecard NAME`")):
            rows.append((f"{label}, 10,000 players / 200,000 games (whole process)", "≤ 1 s",
                         f"{_ms(big[key])} (CPU {_ms(big[key + '_cpu'])}; `python -c pass` "
                         f"{_ms(big['python'])})", f"{big[key] / 1000:.2f} of the limit",
                         _yes(big[key] <= 1000), _yes(big[key + "_cpu"] <= 1000)))
    if f.get("league_scale"):
        rows += scale_rows(f["league_scale"])
    return rows


def page(f: dict) -> str:
    """``docs/performance/speed.md``."""
    before, after = f["machine_before"], f["machine_after"]
    lines = [
        "# Speed a user feels (issue 21): database commands and the league at 10× scale", "",
        "Written by `python -m benchmarks.speed_bench` (also rows of `benchmarks/run`). Every "
        "figure is the median of whole processes run interleaved with its reference "
        "(`python -c pass`) in the same run; “met” judges the wall-clock median, “by CPU” the "
        "child's CPU time, which a busy shared machine stretches far less.", "",
        f"Machine: {before['cpu']}, {before['cores']} cores, Python {before['python']}; load "
        f"average {before['load']} before, {after['load']} after; {f['runs']} runs each.", "",
        "| figure | budget | measured (median) and reference | ratio | met | by CPU |",
        "|---|---|---|---|---|---|",
        *[f"| {' | '.join(row)} |" for row in budget_rows(f)], "",
    ]
    return "\n".join(lines)


def measure(runs: int, ten_times: bool = True) -> dict:
    figures: dict = {"machine_before": machine(), "runs": runs}
    with tempfile.TemporaryDirectory() as folder:
        folder = Path(folder)
        from benchmarks.datagen import build_startup_database

        league_db = build(folder / "league-1k.sqlite", 1000, 20_000)
        rosters_db = build_startup_database(folder / "rosters.sqlite")
        figures["cli_db"] = commands_opening_the_database(league_db, rosters_db, runs)
        if ten_times:
            big_db = build(folder / "league-10k.sqlite", 10_000, 200_000)
            figures["league_10x"] = league_at_ten_times(big_db, folder, max(3, runs // 2))
            figures["league_scale"] = league_scale({1000: league_db, 10_000: big_db}, folder,
                                                   max(3, runs // 2))
    figures["machine_after"] = machine()
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Issue 21 rows; writes its page.")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--out", type=Path, default=PAGE)
    parser.add_argument("--no-10x", action="store_true", help="skip the 10,000-player league")
    args = parser.parse_args(argv)
    text = page(measure(args.runs, not args.no_10x))
    args.out.write_text(text, encoding="utf-8")
    print(text)
    return 0



def leagues_page(databases: dict[str, Path], runs: int, due_runs: int = 3) -> dict[str, float]:
    """Opening the Leagues page on each database, in turn per run, with a bare QMainWindow of
    the same size shown and painted in the same process as the yardstick
    (``benchmarks/leagues_page_steps.py``, which also prints run by run). "Painted" is the
    event-loop turn after the page's first paint (its first frame complete); the standings,
    computed on the thread pool, are waited for after each run. ``due_runs`` more runs with a
    full garbage collection due (the slow case of some runs, on purpose) count with the rest.

    Per name: ``<name>`` / ``<name>_cpu`` medians of wall / GUI-thread CPU ms until painted,
    ``<name>_worst`` / ``<name>_cpu_worst`` the slowest run, ``<name>_due`` the median of the
    due runs, ``<name>_gc_runs`` runs with a full collection on the GUI thread before the
    paint, ``<name>_standings`` median until the standings' rows painted; ``bare_window``."""
    import statistics

    from benchmarks.leagues_page_steps import measure

    measured = measure(databases, runs, due_runs=due_runs)
    figures = {"bare_window": statistics.median(r["wall"] for r in measured.pop("bare")),
               "runs": runs, "due_runs": due_runs}
    for name, results in measured.items():
        due = [r for r in results if r["due"]]
        figures.update({
            name: statistics.median(r["wall"] for r in results),
            f"{name}_cpu": statistics.median(r["cpu"] for r in results),
            f"{name}_worst": max(r["wall"] for r in results),
            f"{name}_cpu_worst": max(r["cpu"] for r in results),
            f"{name}_due": statistics.median(r["wall"] for r in due) if due else 0.0,
            f"{name}_gc_runs": sum(bool(r["full_collections_gui"]) for r in results),
            f"{name}_standings": statistics.median(r["standings_shown"] for r in results),
        })
    return figures


def scorecard_pdf(databases: dict[str, Path], folder: Path, runs: int) -> dict[str, float]:
    """Writing the scorecard PDF (in process, the standings read beforehand) of each
    database's league, in turn per run: median wall ms per name (and ``<name>_cpu``)."""
    import statistics
    import time

    from warbands_manager.reports.league_scorecard import ScorecardInfo, write_scorecard
    from warbands_manager.store.league_reads import read_sheet
    from warbands_manager.store.quick_read import open_current

    sheets = {}
    for name, path in databases.items():
        connection = open_current(path)
        try:
            sheets[name] = read_sheet(connection, LEAGUE, None)
        finally:
            connection.close()
    times: dict[str, list[float]] = {}
    for _ in range(runs):
        for name, sheet in sheets.items():
            info = ScorecardInfo(sheet.name, sheet.organiser, sheet.weeks, sheet.tables,
                                 sheet.tie_breakers)
            start, start_cpu = time.perf_counter(), time.process_time()
            write_scorecard(folder / f"{name}.pdf", info, sheet.standings)
            times.setdefault(name, []).append((time.perf_counter() - start) * 1000)
            times.setdefault(f"{name}_cpu", []).append((time.process_time() - start_cpu) * 1000)
    return {name: statistics.median(values) for name, values in times.items()}


def league_scale(databases: dict[int, Path], folder: Path, runs: int) -> dict:
    """The Leagues page and the scorecard PDF at two league sizes (players: database), the
    smaller one the reference of the larger (``benchmarks/run``: 1,000 and 10,000 players;
    ``--quick``: 100 and 1,000)."""
    small, big = sorted(databases)
    named = {"small": databases[small], "big": databases[big]}
    return {"small_players": small, "big_players": big,
            "page": leagues_page(named, runs), "pdf": scorecard_pdf(named, folder, runs)}


def scale_rows(scale: dict) -> list[tuple[str, ...]]:
    """The Leagues page and scorecard linearity rows (same columns as :func:`budget_rows`)."""
    page, pdf = scale["page"], scale["pdf"]
    small, big = f"{scale['small_players']:,}", f"{scale['big_players']:,}"
    ratio = pdf["big"] / pdf["small"]
    return [
        (f"Open the Leagues page, {big} players: painted (first frame complete), standings "
         "computed on the thread pool", "≤ 300 ms, every run",
         f"median {_ms(page['big'])}, slowest {_ms(page['big_worst'])} of "
         f"{page['runs'] + page['due_runs']} (GUI thread CPU median {_ms(page['big_cpu'])}, "
         f"slowest {_ms(page['big_cpu_worst'])}; with a full collection due "
         f"{_ms(page['big_due'])}; runs with one on the GUI thread before the paint: "
         f"{page['big_gc_runs']}); bare window {_ms(page['bare_window'])}; {small} players "
         f"{_ms(page['small'])}; standings shown after {_ms(page['big_standings'])}",
         f"{page['big_worst'] / 300:.2f} of the limit (slowest)",
         _yes(page["big_worst"] <= 300), _yes(page["big_cpu_worst"] <= 300)),
        (f"Scorecard PDF, {big} players, linear in players", f"≤ 12 × the {small}-player time",
         f"{_ms(pdf['big'])} vs {_ms(pdf['small'])} (CPU {_ms(pdf['big_cpu'])} vs "
         f"{_ms(pdf['small_cpu'])})", f"× {ratio:.1f}", _yes(ratio <= 12),
         _yes(pdf["big_cpu"] / pdf["small_cpu"] <= 12)),
    ]


if __name__ == "__main__":
    sys.exit(main())
