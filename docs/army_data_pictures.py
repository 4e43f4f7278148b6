"""The user guide's pictures of Get army data and of an update: a copy of the community's
repository built from the shared BattleScribe files is served on 127.0.0.1 (the same site the
tests use), a player gets the Skaven, saves a roster, and a new release arrives.

    .venv/bin/python docs/army_data_pictures.py [OUT_DIR]     # default docs/screenshots/guide

Writes get-army-data.png (the source's files, one ticked), army-data-update.png (Check for
updates found a newer revision) and army-data-roster-moved.png (what the update does to the
saved roster, with the choice to move it or keep it).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402

from tests.integration.army_sources.site import (  # noqa: E402
    RENAMED,
    REPRICED,
    SKAVEN_NAME,
    Site,
    build_site,
    publish_next,
)
from warbands_manager.rules.armydata.build import unit_from_entry  # noqa: E402
from warbands_manager.rules.roster import Roster  # noqa: E402
from warbands_manager.services.container import Services  # noqa: E402
from warbands_manager.store.database import open_database  # noqa: E402
from warbands_manager.ui.main_window import MainWindow  # noqa: E402
from warbands_manager.ui.theme import apply_theme  # noqa: E402

SIZE = (1024, 700)


class PictureDialogs:
    """The page's dialogs, photographed instead of waited on."""

    def __init__(self, out: Path) -> None:
        self.out = out

    def show_report(self, _parent, _title, _text, error=False) -> None:
        return

    def choose(self, parent, title, text, choices):
        box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=parent)
        for choice in choices:
            box.addButton(choice, QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.show()
        settle()
        box.grab().save(str(self.out / "army-data-roster-moved.png"))
        box.close()
        return 0


def settle(dialog=None, seconds: float = 20) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.02)
        if dialog is None or not dialog._busy:
            break


def save_roster(services) -> None:
    army = services.armies.army_list(services.armies.armies()[0].bs_id)
    table = services.armies.trait_table(army.army)
    units = [unit_from_entry(army, next(u for u in army.units if u.name == name), table,
                             f"u{number}") for number, name in enumerate([RENAMED, REPRICED])]
    services.rosters.create(Roster(name="Clawpack Skrik", army="skaven", units=units))


def main(out: Path) -> int:
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])
    apply_theme(app, "light")
    with tempfile.TemporaryDirectory() as scratch:
        site = Site(build_site(Path(scratch) / "whfb"))
        database = open_database(Path(scratch) / "club.db")
        services = Services.for_database(database)
        window = MainWindow(services, QSettings(str(Path(scratch) / "s.ini"),
                                                QSettings.Format.IniFormat))
        window.resize(*SIZE)
        window.show()
        page = window.page("rosters")
        page.dialogs = PictureDialogs(out)
        dialog = page.get_army_data()
        dialog.resize(SIZE[0] - 60, SIZE[1] - 120)
        # The pictures show the address a player uses (the one the dialog suggests); the
        # files themselves come from the copy served on this machine.
        suggested = dialog.source.currentText()
        dialog.source.setCurrentText(site.url("whfb.latest.bsi"))
        dialog.show_source(dialog.source.currentText())
        settle(dialog)
        dialog.tick([SKAVEN_NAME])
        settle()
        dialog.source.setCurrentText(suggested)
        dialog.grab().save(str(out / "get-army-data.png"))
        dialog.import_ticked()
        settle(dialog)
        save_roster(services)
        publish_next(site.root)
        dialog.check_updates()
        settle(dialog)
        dialog.source.setCurrentText(suggested)
        dialog.grab().save(str(out / "army-data-update.png"))
        QTimer.singleShot(0, dialog.import_ticked)
        settle(dialog, 1)
        settle(dialog)
        window.close()
        database.close()
        site.close()
    for name in ("get-army-data", "army-data-update", "army-data-roster-moved"):
        print(f"wrote {out / name}.png")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1
                  else ROOT / "docs" / "screenshots" / "guide"))
