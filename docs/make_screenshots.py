"""Build a demo database with the app's own commands and services, then render every picture
of docs/user-guide.md with ``--screenshot --view NAME[/PART...]``.

    .venv/bin/python docs/make_screenshots.py            # all pictures → docs/screenshots/guide
    .venv/bin/python docs/make_screenshots.py --only league-standings --out /tmp/shots

Nothing here writes SQL: rosters come from ``services.demo`` (``--demo``), the league and the
campaign from the ``league`` and ``campaign`` commands (seeded dice), so the pictures show what
the app shows for the same steps.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "docs"))
sys.path.insert(1, str(ROOT))  # tests.shared_data finds the shared BattleScribe files
from companion_demo import save_companion_games  # noqa: E402

DEMO_ROSTERS = ROOT / "data" / "demo" / "rosters"
LEAGUE = "Autumn Escalation"
CAMPAIGN = "Border Princes"

# picture name → --view argument (see docs/user-guide.md for where each one is used)
SHOTS: dict[str, str] = {
    "rosters-list": "rosters",
    "roster-editor": "rosters/Skrik/unit=Clanrats",
    "roster-editor-1024": "rosters/Skrik/unit=Clanrats",
    "roster-add-unit": "rosters/Skrik/add=hero",
    "roster-what-fits": "rosters/Skrik/What fits",
    "roster-compare": "rosters/Skrik/compare=Week 1",
    "roster-problems": "rosters/Grimfang",
    "rules-reference": "rosters/Grimfang/whats-this",
    "league-standings": "leagues/Standings",
    "league-games": "leagues/Games",
    "league-settings": "leagues/Settings",
    "league-helper": "leagues/Little War",
    "league-pairings": "leagues/Pairings",
    "league-game-night": "leagues/Pairings/night",
    "campaign-warbands": "campaigns/Warbands",
    "campaign-cards": "campaigns/Warbands/cards",
    "campaign-wizard": "campaigns/pass=1",
    "campaign-tables": "campaigns/Rule tables",
    "atd-play": "against-the-darkness",
    "atd-score-pad": "against-the-darkness/Score pad",
    "banner-saga": "banner-saga",
    "runewars-factions": "runewars/Factions",
    "runewars-locations": "runewars/Locations",
    "runewars-battle": "runewars/Battle",
    "tiny-big-wars-game": "tiny-big-wars/Game",
    "tiny-big-wars-war": "tiny-big-wars/WAR",
    "tiny-big-wars-cards": "tiny-big-wars/Cards",
    "tiny-big-wars-setup": "tiny-big-wars/Set-up",
    "atd-table": "against-the-darkness/table",
    "banner-saga-table": "banner-saga/table",
    "runewars-table": "runewars/table",
    "tiny-big-wars-table": "tiny-big-wars/table",
}

# pictures taken at another window size than --screenshot's 1280x800
SHOT_SIZES = {"roster-editor-1024": "1024x700", "league-game-night": "1366x768"}
# Made by docs/army_data_pictures.py (a copy of the community repository served on 127.0.0.1).
ARMY_DATA = ("get-army-data", "army-data-update", "army-data-roster-moved")
LAST_WEEK = "Week 1 — Clawpack Skrik"

# printed pages (PDF page 1 as PNG, needs poppler's pdftoppm) → the command that prints them
PRINTS: dict[str, tuple[str, ...]] = {
    "roster-sheet": ("print", "roster",
                     str(DEMO_ROSTERS / "reikland-road-wardens-empire.json"), "-o"),
    "league-scorecard": ("league", "scorecard", LEAGUE, "--week", "3", "-o"),
    "league-pairing-sheet": ("league", "pairings", LEAGUE, "--week", "4", "--sheet"),
}

# the published league site (``league publish``) in headless Chromium → window width, height
PUBLISHED: dict[str, tuple[int, int]] = {
    "league-published-phone": (390, 844),
    "league-published-desktop": (1280, 900),
}

LEAGUE_PLAYERS = [("Anna", "Reikland Road Wardens"), ("Ben", "Grimfang Raiders"),
                  ("Chloe", "Emerald Host"), ("Dev", "Toran's Bones")]
LEAGUE_GAMES = [(1, "Anna", "Ben", "victory"), (1, "Chloe", "Dev", "draw"),
                (2, "Anna", "Chloe", "massacre"), (2, "Ben", "Dev", "defeat"),
                (3, "Anna", "Dev", "draw"), (3, "Ben", "Chloe", "victory")]


def command(db: Path, *args: str) -> None:
    """Run a ``warbands-manager`` command in this process (no Qt needed); fail loudly."""
    from warbands_manager.cli import main as warbands_manager

    with contextlib.redirect_stdout(io.StringIO()):
        code = warbands_manager(["--db", str(db), *args])
    if code != 0:
        raise SystemExit(f"failed ({code}): warbands-manager {' '.join(args)}")


def cli(db: Path, *args: str) -> str:
    """Run ``warbands-manager --db DB ARGS`` in a fresh process (the window); fail loudly."""
    result = subprocess.run([sys.executable, "-m", "warbands_manager", "--db", str(db), *args],
                            capture_output=True, text=True, cwd=ROOT, timeout=300)
    if result.returncode != 0:
        raise SystemExit(f"failed: warbands-manager {' '.join(args)}\n{result.stderr}")
    return result.stdout


def add_demo(db: Path) -> None:
    """The example rosters, as ``--demo`` and the Rosters page's button add them."""
    from warbands_manager.paths import data_dir
    from warbands_manager.services.container import Services
    from warbands_manager.services.demo import add_demo_rosters
    from warbands_manager.store.database import open_database

    database = open_database(db)
    try:
        add_demo_rosters(Services.for_database(database).rosters, data_dir())
    finally:
        database.close()


def add_army_data_and_last_week(db: Path) -> None:
    """The shared BattleScribe sample (7th edition, when this machine has it) so the editor
    shows army lists, and last week's version of the Skaven roster to compare with."""
    import json

    from tests.shared_data import find_bsdata
    from warbands_manager.rules.roster_io import roster_from_dict
    from warbands_manager.services.rosters import RosterService
    from warbands_manager.store.database import open_database

    bsdata = find_bsdata()
    if bsdata is None:
        print("shared BattleScribe files not found: the roster pictures show no army lists")
    else:
        command(db, "import-bsdata", *map(str, sorted(bsdata.glob("*.gst"))),
                *map(str, sorted(bsdata.glob("*.cat"))))
    document = json.loads((DEMO_ROSTERS / "clan-skryk-skaven.json").read_text("utf-8"))
    earlier = roster_from_dict(document)
    earlier.name = LAST_WEEK
    earlier.units[0].models -= 2
    earlier.units.pop()
    database = open_database(db)
    try:
        RosterService(database).create(earlier)
    finally:
        database.close()


def build_demo_database(db: Path) -> None:
    """Demo rosters, a league three weeks in, a campaign with one post-battle pass done;
    the histories name the organiser, as Preferences would, not this machine's login."""
    import os

    before = os.environ.get("WARBANDS_USER")
    os.environ["WARBANDS_USER"] = "Sam"
    try:
        _build_demo_database(db)
    finally:  # the tests build it too: leave their environment as it was
        if before is None:
            del os.environ["WARBANDS_USER"]
        else:
            os.environ["WARBANDS_USER"] = before


def _build_demo_database(db: Path) -> None:
    add_demo(db)
    add_army_data_and_last_week(db)
    command(db, "league", "create", LEAGUE, "--organiser", "Sam", "--weeks", "6",
            "--start", "2026-09-07")
    for player, warband in LEAGUE_PLAYERS:
        command(db, "league", "add-player", LEAGUE, player, "--warband", warband)
    for week, player_a, player_b, result in LEAGUE_GAMES:
        command(db, "league", "record", LEAGUE, player_a, player_b, result, "--week", str(week))
    command(db, "league", "pairings", LEAGUE, "--week", "4")  # the coming week, kept
    # Campaign 1: two warbands under the 250-point start, one game, a post-battle pass half
    # done (result, recovery, injuries) with seeded dice, so the wizard shows the next step.
    command(db, "campaign", "create", CAMPAIGN)
    command(db, "campaign", "add-warband", "1",
            str(DEMO_ROSTERS / "toran-s-bones-vampire-counts.json"), "--player", "Dev")
    command(db, "campaign", "add-warband", "1", str(DEMO_ROSTERS / "clan-skryk-skaven.json"),
            "--player", "Anna")
    command(db, "campaign", "game", "1", "1", "2", "victory")
    command(db, "campaign", "pass", "1", "1", "--seed", "7", "--steps", "3")
    save_companion_games(db)


def render(db: Path, out_dir: Path, names: list[str]) -> list[Path]:
    """One ``--screenshot`` per picture."""
    written = []
    for name in names:
        target = out_dir / f"{name}.png"
        size = ("--size", SHOT_SIZES[name]) if name in SHOT_SIZES else ()
        cli(db, "--screenshot", str(target), "--view", SHOTS[name], *size)
        written.append(target)
    return written


def render_prints(db: Path, out_dir: Path, scratch: Path, names: list[str]) -> list[Path]:
    """Print each PDF with the app's command and turn its first page into a PNG."""
    if names and shutil.which("pdftoppm") is None:
        print("pdftoppm not found: the printed-page pictures are left as they are")
        return []
    written = []
    for name in names:
        args = PRINTS[name]
        pdf = scratch / f"{name}.pdf"
        command(db, *args, str(pdf))
        subprocess.run(["pdftoppm", "-png", "-r", "70", "-f", "1", "-l", "1", "-singlefile",
                        str(pdf), str(out_dir / name)], check=True, timeout=120)
        written.append(out_dir / f"{name}.png")
    return written


def render_small(db: Path, out_dir: Path) -> list[Path]:
    """Every view at 1024x700, light and dark (docs/small_screens.py, in its own process)."""
    subprocess.run([sys.executable, str(ROOT / "docs" / "small_screens.py"), str(db),
                    str(out_dir), "1024x700"], check=True, cwd=ROOT, timeout=600,
                   capture_output=True)
    return sorted(out_dir.glob("*.png"))
def render_army_data(out_dir: Path, names: list[str]) -> list[Path]:
    """The Get army data pictures, in their own process (they serve a repository)."""
    if not names:
        return []
    subprocess.run([sys.executable, str(ROOT / "docs" / "army_data_pictures.py"), str(out_dir)],
                   check=True, cwd=ROOT, timeout=600, capture_output=True)
    return [out_dir / f"{name}.png" for name in ARMY_DATA]


def render_published(db: Path, out_dir: Path, scratch: Path, names: list[str]) -> list[Path]:
    """Publish the demo league and photograph its front page in headless Chromium."""
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if names and chromium is None:
        print("chromium not found: the published-site pictures are left as they are")
        return []
    site = scratch / "site"
    if names:
        command(db, "league", "publish", LEAGUE, "-o", str(site))
    written = []
    for name in names:
        width, height = PUBLISHED[name]
        target = out_dir / f"{name}.png"
        subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu",
                        "--disable-background-networking", "--disable-component-update",
                        "--disable-sync", "--no-first-run", f"--user-data-dir={scratch / name}",
                        "--hide-scrollbars", f"--window-size={width},{height}",
                        f"--screenshot={target}", (site / "index.html").as_uri()],
                       check=True, capture_output=True, timeout=120)
        written.append(target)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots" / "guide")
    parser.add_argument("--only", action="append",
                        choices=sorted([*SHOTS, *PRINTS, *PUBLISHED, *ARMY_DATA]),
                        help="render only these pictures (repeatable)")
    parser.add_argument("--db", type=Path, help="keep the demo database here")
    parser.add_argument("--small", action="store_true",
                        help="also render every view at 1024x700 in both themes "
                        "(docs/screenshots/1024x700)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as scratch:
        db = args.db or Path(scratch) / "demo.sqlite"
        if db.exists():
            db.unlink()
        build_demo_database(db)
        names = args.only or [*SHOTS, *PRINTS, *PUBLISHED, *ARMY_DATA]
        written = render(db, args.out, [name for name in names if name in SHOTS])
        written += render_prints(db, args.out, Path(scratch),
                                 [name for name in names if name in PRINTS])
        if args.small:
            written += render_small(db, ROOT / "docs" / "screenshots" / "1024x700")
        written += render_published(db, args.out, Path(scratch),
                                    [name for name in names if name in PUBLISHED])
        written += render_army_data(args.out, [name for name in names if name in ARMY_DATA])
        for path in written:
            print(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
