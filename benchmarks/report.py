"""``docs/performance.md`` from the suite's figures."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from benchmarks.scaling import growth


def _ms(value: float) -> str:
    return f"{value:,.1f} ms"


def _yes(ok: bool) -> str:
    return "yes" if ok else "**no**"


def _edit_rows(edit: dict | None) -> list[tuple]:
    if edit is None:
        return [("An edit in the roster editor (pytest-qt)", "≤ 16 ms",
                 "not measured (no BattleScribe files)", "", "—", "—")]
    return [(f"An edit in the roster editor: {what} → violation list + composition meter "
             "(pytest-qt)", "≤ 16 ms", f"{_ms(edit[key])} (CPU {_ms(edit[key + '_cpu'])})", "",
             _yes(edit[key] <= 16), _yes(edit[key + "_cpu"] <= 16))
            for what, key in (("models count", "models"), ("add/remove an upgrade", "upgrade"))]


def _startup_row(start: dict) -> tuple:
    """Launch → content painted against the bare table window, wall and CPU."""
    ratio, ratio_cpu = start["app"] / start["bare"], start["app_cpu"] / start["bare_cpu"]
    return ("Launch → Rosters page painted with its 50 rosters (a 200-player league too) vs a "
            "bare QMainWindow + QTableView of the same rows read with `sqlite3`",
            "≤ 2 × bare table",
            f"{_ms(start['app'])} (bare table {_ms(start['bare'])}; first paint "
            f"{_ms(start['app_first'])}); CPU {_ms(start['app_cpu'])} (bare table "
            f"{_ms(start['bare_cpu'])})", f"{ratio:.2f} × (CPU {ratio_cpu:.2f} ×)",
            _yes(ratio <= 2), _yes(ratio_cpu <= 2))


def budget_rows(f: dict) -> list[tuple[str, ...]]:
    """(budget, limit, measured median, ratio, within budget (wall), within budget (CPU))."""
    from benchmarks.armydata_bench import budget_row as armydata_row
    from benchmarks.speed_bench import budget_rows as command_rows

    page = f["leagues_page"]
    return [
        _startup_row(f["startup"]),
        *_edit_rows(f["edit"]),
        *command_rows(f["cli_db"]),
        ("The Leagues page on 1,000 players / 20,000 games (opened until its standings' rows "
         "are painted)", "≤ 300 ms", f"{_ms(page.wall)} (CPU {_ms(page.cpu)})", "",
         _yes(page.wall <= 300), _yes(page.cpu <= 300)),
        armydata_row(f["armydata"]),
        ("Roster sheet PDF", "≤ 100 ms", _ms(f["roster_pdf"]), "", _yes(f["roster_pdf"] <= 100),
         "—"),
        ("League scorecard PDF, 200 players", "≤ 500 ms", _ms(f["scorecard"]), "",
         _yes(f["scorecard"] <= 500), "—"),
        ("Peak memory, the app with the 1,000-player league open", "≤ 300 MB",
         f"{f['rss']:.0f} MiB", "", _yes(f["rss"] <= 300), "—"),
    ]


def _scaling_tables(f: dict) -> list[str]:
    rosters, games, leagues = f["scale_rosters"], f["scale_games"], f["scale_leagues"]
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
    lines += ["", "### League players (20 games a player)", "",
              "| players | Leagues page | growth | scorecard PDF | growth | "
              "`league standings` (process) | growth |", "|---|---|---|---|---|---|---|"]
    grow = [growth(leagues, key) for key in ("page", "pdf", "standings")]
    for index, row in enumerate(leagues):
        lines.append(f"| {row['n']:,} | {_ms(row['page'])} | {grow[0][index]} | "
                     f"{_ms(row['pdf'])} | {grow[1][index]} | {_ms(row['standings'])} | "
                     f"{grow[2][index]} |")
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
        "asserts a time. Each budget is measured beside its reference in the same run. Re-run "
        "with `benchmarks/run` or `benchmarks/run --quick` (CI).",
        "",
        f"Machine: {before['cpu']}, **{before['cores']} cores**, Python {before['python']}, "
        f"{before['system']}. Load average (1, 5, 15 min) **{before['load']}** at the start, "
        f"**{after['load']}** at the end (a shared machine: with a load above the core count, "
        "wall times stretch; CPU times are given where they help). "
        f"{before['bytecode']}; Qt offscreen.",
        "",
        "## Budgets",
        "",
        "“Within budget” judges the wall-clock median; “by CPU time” judges the CPU time the "
        "work itself used (user + system of the process), which is what the same run needs on "
        "an idle machine — this one is shared, see the load average above.",
        "",
        "| budget | limit | measured (median) | ratio | within budget | by CPU time |",
        "|---|---|---|---|---|---|",
        *[f"| {' | '.join(row)} |" for row in budget_rows(f)],
        "",
        "## Scaling (information: growth should stay linear)",
        "",
        *_scaling_tables(f),
        "",
    ]
    text = "\n".join(lines)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, encoding="utf-8")
    return text
