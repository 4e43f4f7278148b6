"""``--screenshot --view against-the-darkness`` with a saved game resumes and shows it."""

import subprocess
import sys

from warbands_manager.companions.against_the_darkness.demo import demo_game
from warbands_manager.companions.against_the_darkness.rulesdata import rules
from warbands_manager.services.companion_saves import CompanionSaveService
from warbands_manager.store.database import open_database


def test_screenshot_of_a_saved_game(tmp_path):
    db_path = tmp_path / "demo.sqlite"
    database = open_database(db_path)
    CompanionSaveService(database).create("against-the-darkness", "Demo",
                                          demo_game(rules()).to_dict())
    database.close()
    out = tmp_path / "atd.png"
    result = subprocess.run(
        [sys.executable, "-m", "warbands_manager", "--db", str(db_path), "--screenshot",
         str(out), "--view", "against-the-darkness"],
        capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    header = out.read_bytes()[:24]
    assert int.from_bytes(header[16:20], "big") == 1280  # nothing forced the window wider
    assert out.stat().st_size > 20_000
