"""``docs/performance.md`` from the suite's figures (and the hand-written hot-spot notes)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from benchmarks.common import ROOT
from benchmarks.scaling import growth

HOTSPOTS = ROOT / "benchmarks" / "hotspots.md"


def _ms(value: float) -> str:
    return f"{value:,.1f} ms"


def _yes(ok: bool) -> str:
    return "yes" if ok else "**no**"


def budget_rows(f: dict) -> list[tuple[str, str, str, str, str]]:
    """(budget, limit, measured median, ratio, within budget) per budget of issue 10."""
    start, one = f["startup"], f["cli_one"]
    ratio = start["app"] / start["bare"]
    cli_limit = 2 * one["python"] + 200
    leagues, edit = f["leagues"], f["edit"]
    rows = [
        ("Start-up to first painted window (200-player league, 100 rosters) vs bare "
         "PySide6 QMainWindow", "≤ 1.3 × bare",
         f"{_ms(start['app'])} (bare {_ms(start['bare'])})", f"{ratio:.2f} ×", _yes(ratio <= 1.3)),
        ("`validate` one file (process start to exit)",
         f"≤ 2 × `python -c pass` + 200 ms = {_ms(cli_limit)}",
         f"{_ms(one['validate'])} (`python -c pass` {_ms(one['python'])})",
         f"{one['validate'] / cli_limit:.2f} of the limit", _yes(one["validate"] <= cli_limit)),
        ("`validate` 1,000 files in one call", "≤ 2,000 ms", _ms(f["cli_many"]), "",
         _yes(f["cli_many"] <= 2000)),
        ("In-process validation, ten-unit rosters", "≥ 20,000 /s",
         f"{f['rate']['wall']:,.0f} /s (CPU time: {f['rate']['cpu']:,.0f} /s)", "",
         _yes(f["rate"]["wall"] >= 20_000)),
        ("GUI edit: models count → violation list + composition meter (pytest-qt)", "≤ 16 ms",
         _ms(edit["models"]), "", _yes(edit["models"] <= 16)),
        ("GUI edit: add/remove an upgrade → violation list + meter (pytest-qt)", "≤ 16 ms",
         _ms(edit["upgrade"]), "", _yes(edit["upgrade"] <= 16)),
        ("Standings, 1,000 players / 20,000 games", "≤ 100 ms",
         f"{_ms(leagues['standings'].wall)} (CPU {_ms(leagues['standings'].cpu)})", "",
         _yes(leagues["standings"].wall <= 100)),
        ("Record one game in that league", "≤ 20 ms", _ms(leagues["record"].wall), "",
         _yes(leagues["record"].wall <= 20)),
        ("Open the Leagues page on that league (standings shown)", "≤ 300 ms",
         f"{_ms(leagues['open'].wall)} (CPU {_ms(leagues['open'].cpu)})", "",
         _yes(leagues["open"].wall <= 300)),
        ("Scrolling the 1,000-row standings: widgets created", "0 (no widget per row)",
         f"{leagues['widgets_created_scrolling']} "
         f"({leagues['scroll_page_ms']:.1f} ms per page repaint)", "",
         _yes(leagues["widgets_created_scrolling"] == 0)),
    ]
    if f["import"] is not None:
        rows.append(("Army data import: the `.gst` + four `.cat`", "≤ 500 ms", _ms(f["import"]),
                     "", _yes(f["import"] <= 500)))
    else:
        rows.append(("Army data import", "≤ 500 ms", "not measured (no BattleScribe files)",
                     "", "—"))
    rows += [
        ("Roster sheet PDF", "≤ 100 ms", _ms(f["roster_pdf"]), "", _yes(f["roster_pdf"] <= 100)),
        ("League scorecard PDF, 200 players", "≤ 500 ms", _ms(f["scorecard"]), "",
         _yes(f["scorecard"] <= 500)),
        ("Peak RSS, GUI with the 1,000-player league open", "≤ 300 MB",
         f"{f['rss']:.0f} MiB", "", _yes(f["rss"] <= 300)),
    ]
    return rows


def _scaling_tables(f: dict) -> list[str]:
    rosters, games = f["scale_rosters"], f["scale_games"]
    lines = ["### Rosters", "",
             "| rosters | validate in-process | growth | list stored rosters | growth | "
             "`validate` CLI on N files | growth |", "|---|---|---|---|---|---|---|"]
    grow = [growth(rosters, key) for key in ("validate", "list", "cli")]
    for index, row in enumerate(rosters):
        cli = _ms(row["cli"]) if "cli" in row else "—"
        lines.append(f"| {row['n']:,} | {_ms(row['validate'])} | {grow[0][index]} | "
                     f"{_ms(row['list'])} | {grow[1][index]} | {cli} | {grow[2][index]} |")
    lines += ["", "### League games (1,000 players)", "",
              "| games | standings | growth | record one game | growth |",
              "|---|---|---|---|---|"]
    grow = [growth(games, key) for key in ("standings", "record")]
    for index, row in enumerate(games):
        lines.append(f"| {row['n']:,} | {_ms(row['standings'])} | {grow[0][index]} | "
                     f"{_ms(row['record'])} | {grow[1][index]} |")
    return lines


def write_report(out: Path, f: dict, quick: bool) -> str:
    """Write the report to ``out`` and return its text."""
    before, after = f["machine_before"], f["machine_after"]
    mode = "`--quick` (few repetitions: a smoke run, not a measurement)" if quick else "full"
    lines = [
        "# Performance",
        "",
        "Written by `benchmarks/run` (mode: " + mode + f") on {datetime.now(UTC):%Y-%m-%d %H:%M} "
        f"UTC in {f['seconds']:.0f} s. Every figure is the median of repeated runs; no test "
        "asserts a time. Re-run with `benchmarks/run` (about 5 minutes) or `benchmarks/run "
        "--quick` (CI).",
        "",
        f"Machine: {before['cpu']}, **{before['cores']} cores**, Python {before['python']}, "
        f"{before['system']}. Load average (1, 5, 15 min) **{before['load']}** at the start, "
        f"**{after['load']}** at the end (a shared machine: with a load above the core count, "
        "wall times stretch; CPU times are given where they help). "
        f"{before['bytecode']}; Qt offscreen.",
        "",
        "## Budgets (issue 10)",
        "",
        "| budget | limit | measured (median) | ratio | within budget |",
        "|---|---|---|---|---|",
        *[f"| {' | '.join(row)} |" for row in budget_rows(f)],
        "",
        "## Scaling",
        "",
        *_scaling_tables(f),
        "",
    ]
    if HOTSPOTS.exists():
        lines += [HOTSPOTS.read_text(encoding="utf-8").rstrip(), ""]
    text = "\n".join(lines)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, encoding="utf-8")
    return text
