"""The published league site in a real browser: headless Chromium renders the pages at phone
and desktop width; the DOM must hold every player and rank, no script may run, and the
screenshots are kept for a person to look at (``WARBANDS_SCREENSHOTS`` names the folder, else
pytest's temporary folder; the path is printed)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from warbands_manager.publish.folder import write_site
from warbands_manager.publish.site import SiteData, SiteGame, SitePairings, SiteRoster, build_site
from warbands_manager.rules.league.results import Outcome, score_game
from warbands_manager.rules.league.standings import GameRecord, PlayerInfo, compute_standings
from warbands_manager.rules.league.tables import LeagueTables, default_document

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed (Debian: "
                                "apt-get install chromium; .ci/run installs it)")
NAMES = ("Steve", "Drew", "Ross", "Jeremy", "John", "<script>document.title='hacked'</script>",
         "Þór Łukasz", "Anna-Maria von Königsberg-Wittelsbach")
WIDTHS = {"phone": "390,844", "desktop": "1280,900"}


def _site() -> SiteData:
    tables = LeagueTables(default_document(4))
    players = [PlayerInfo(i, n, f"Warband {i}", "Orcs & Goblins") for i, n in enumerate(NAMES, 1)]
    games, number = [], 0
    for week in (1, 2, 3):
        for a in range(1, len(NAMES), 2):
            b = (a + week) % len(NAMES) + 1
            if a == b:
                continue
            number += 1
            outcome = (Outcome.VICTORY, Outcome.DRAW, Outcome.MASSACRED)[(a + week) % 3]
            games.append(GameRecord(number, week, a, b, outcome, score_game(tables, week, outcome)))
    standings = compute_standings(players, games, tables)
    site_games = tuple(SiteGame(g.week, g.a, g.b, g.outcome.value, g.scored.league_points_a,
                                g.scored.league_points_b) for g in games)
    rosters = (SiteRoster(1, 3, "Steve's <week 3>", "435", True, "legal"),
               SiteRoster(2, 3, "Drew's", "470", False, "1 problem(s)", ("470 points is more "
                                                                         "than the 450",)))
    return SiteData("Spring League <2027>", "Ross & co", 4, standings, site_games, rosters,
                    SitePairings(4, ((1, 2), (3, 4), (5, 6), (7, 8)), ()))


def _chromium(*args: str, profile: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--no-first-run", f"--user-data-dir={profile}", "--hide-scrollbars", *args],
        capture_output=True, text=True, timeout=90)


@pytest.fixture(scope="module")
def published(tmp_path_factory):
    folder = tmp_path_factory.mktemp("site")
    data = _site()
    write_site(folder, build_site(data))
    return folder, data


def test_dom_holds_every_player_and_rank_and_runs_no_script(published, tmp_path):
    folder, data = published
    dom = _chromium("--dump-dom", (folder / "index.html").as_uri(), profile=tmp_path / "p")
    assert dom.returncode == 0, dom.stderr
    html = dom.stdout
    assert "hacked" not in html.split("<title>")[1].split("</title>")[0]
    assert "<script>" not in html and "&lt;script&gt;" in html
    for row in data.standings.rows:
        assert f'data-rank="{row.rank_label}"' in html
        name = row.player.name.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        assert name in html
    assert "How ties are broken" in html and "<svg" in html and "Pairings — week 4" in html


def test_screenshots_at_phone_and_desktop_width(published, tmp_path):
    folder, _data = published
    out = Path(os.environ.get("WARBANDS_SCREENSHOTS", tmp_path / "screenshots"))
    out.mkdir(parents=True, exist_ok=True)
    for page in ("index.html", "player-1.html"):
        for label, size in WIDTHS.items():
            shot = out / f"publish-{Path(page).stem}-{label}.png"
            result = _chromium(f"--window-size={size}", f"--screenshot={shot}",
                               (folder / page).as_uri(), profile=tmp_path / f"p-{label}")
            assert result.returncode == 0, result.stderr
            assert shot.stat().st_size > 5000  # a real picture, not an empty page
    print(f"screenshots: {out}")


def test_print_is_a_poster(published, tmp_path):
    folder, _data = published
    pdf = tmp_path / "poster.pdf"
    result = _chromium(f"--print-to-pdf={pdf}", "--no-pdf-header-footer",
                       (folder / "index.html").as_uri(), profile=tmp_path / "p")
    assert result.returncode == 0, result.stderr
    from pypdf import PdfReader

    text = "".join(page.extract_text() for page in PdfReader(pdf).pages)
    assert "Steve" in text and "Standings" in text
    assert "Results by week" not in text  # the navigation is not printed
