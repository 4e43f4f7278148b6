"""A club database with a backup, then damaged the way a lost WAL leaves it (not a test module)."""

from __future__ import annotations

from pathlib import Path

from warbands_manager.services.backups import BackupService
from warbands_manager.services.companion_saves import CompanionSaveService
from warbands_manager.store.database import open_database


def damaged_club(path: Path, saves: int = 3) -> Path:
    """Write ``saves`` saved games to ``path``, back it up, then scribble over the schema page
    so that SQLite answers "database disk image is malformed". Returns the good backup."""
    database = open_database(path)
    for index in range(saves):
        CompanionSaveService(database).create("runewars", f"game {index}", {"turn": index})
    backup = BackupService(database).backup_now()
    database.close()
    with path.open("r+b") as handle:
        handle.seek(100)
        handle.write(b"\x0d\xff\xff\xff" * 200)
    return backup
