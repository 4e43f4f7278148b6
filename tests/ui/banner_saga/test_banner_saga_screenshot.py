"""``--screenshot --view banner-saga`` shows the most recent saved game's boards."""

import struct
import subprocess
import sys

from warbands_manager.companions.banner_saga import journey
from warbands_manager.companions.banner_saga.mission import sample_mission
from warbands_manager.companions.banner_saga.model import apply
from warbands_manager.companions.banner_saga.setup import new_game
from warbands_manager.services.companion_saves import CompanionSaveService
from warbands_manager.store.database import open_database


def test_banner_saga_screenshot_of_a_saved_game(tmp_path):
    db_path = tmp_path / "bs.sqlite"
    database = open_database(db_path)
    game = apply(new_game(sample_mission(), "four"), journey.begin_journey)
    CompanionSaveService(database).create("banner-saga", "Shot", game.to_dict())
    database.close()
    out = tmp_path / "bs.png"
    result = subprocess.run(
        [sys.executable, "-m", "warbands_manager", "--db", str(db_path), "--screenshot",
         str(out), "--view", "banner-saga"],
        capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stderr
    header = out.read_bytes()[:24]
    assert struct.unpack(">II", header[16:24]) == (1280, 800)  # the boards fit the window
    assert out.stat().st_size > 30_000
