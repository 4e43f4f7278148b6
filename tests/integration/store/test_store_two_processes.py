"""Two processes writing to one database at once: nothing lost, nothing corrupted."""

import sqlite3
import subprocess
import sys

WRITER = """
import sys
from pathlib import Path
from warbands_manager.store.database import open_database
from warbands_manager.services.companion_saves import CompanionSaveService
database = open_database(Path(sys.argv[1]))
saves = CompanionSaveService(database)
for index in range(int(sys.argv[3])):
    save_id = saves.create("runewars", f"{sys.argv[2]}-{index}", {"n": index})
    saves.update(save_id, {"n": index, "done": True})
database.close()
"""


def test_two_writers_lose_nothing(database, db_path):
    database.close()
    writes = 150
    writers = [subprocess.Popen([sys.executable, "-c", WRITER, str(db_path), name, str(writes)],
                                stderr=subprocess.PIPE, text=True)
               for name in ("gui", "cli")]
    for writer in writers:
        _, errors = writer.communicate(timeout=240)
        assert writer.returncode == 0, errors
    with sqlite3.connect(db_path) as check:
        assert check.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        names = {row[0] for row in check.execute("SELECT name FROM companion_save")}
        done = check.execute(
            "SELECT COUNT(*) FROM companion_save WHERE document LIKE '%\"done\": true%'"
        ).fetchone()[0]
    check.close()
    assert len(names) == 2 * writes and done == 2 * writes
