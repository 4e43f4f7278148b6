"""Words for players: no page shows an identifier — snake_case, a dotted table key or an army
id — in a label, a button, a tab, a combo box, a table (cells and headers) or the status bar,
no combo box or table shows a stored value as it is stored (a lower-case "hunter", "victory",
"melee"), and no text anywhere uses the authors' or the data's jargon (tests/jargon.py)."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QTabWidget

from tests.jargon import jargon_in
from tests.ui.theme.words_scan import page_texts
from warbands_manager.navigation import VIEW_NAMES
from warbands_manager.ui.views.words import (
    choice_label,
    looks_like_a_raw_value,
    looks_like_an_id,
    shown_value,
)

# Where the raw-value check looks: choices and tables (labels and buttons hold sentences).
CHOICES = {"QComboBox"}
TABLES = {"QTableView", "QListView", "QTreeView", "QHeaderView", "QTableWidget", "QListWidget"}


def _raw_value(where: str, text: str) -> bool:
    kind = where.split(":")[0]
    if kind in CHOICES:
        return looks_like_a_raw_value(text, choice=True)
    return kind in TABLES and looks_like_a_raw_value(text)


def _every_tab(page):
    """Show each tab of every tab widget on the page (the companions' inner tabs too); on
    the Rosters page, the editor with the first roster too."""
    yield
    if hasattr(page, "open_editor") and page.services.rosters.list():
        page.open_editor(page.services.rosters.list()[0].id)
        QApplication.processEvents()
        yield
    for tabs in page.findChildren(QTabWidget):
        for index in range(tabs.count()):
            if tabs.isTabEnabled(index):
                tabs.setCurrentIndex(index)
                QApplication.processEvents()
                yield


def test_no_page_shows_an_identifier(qtbot, tmp_path, demo_db):
    from warbands_manager.services.container import Services
    from warbands_manager.store.database import open_database
    from warbands_manager.ui.main_window import MainWindow

    database = open_database(demo_db)
    window = MainWindow(Services.for_database(database),
                        QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    found = set()
    try:
        for name in VIEW_NAMES:
            window.show_view(name)
            QApplication.processEvents()
            page = window.page(name)
            for _shown in _every_tab(page):
                status = window.statusBar().currentMessage()
                for where, text in [*page_texts(page), ("status bar", status)]:
                    word = looks_like_an_id(text)
                    if word:
                        found.add(f"{name} {where}: {word!r} in {text[:60]!r}")
                    elif _raw_value(where, text):
                        found.add(f"{name} {where}: the stored value {text!r}")
                    found.update(f"{name} {where}: {said}" for said in jargon_in(text))
    finally:
        window.close()
        database.close()
    assert sorted(found) == [], "\n".join(sorted(found))


def test_the_id_finder_tells_words_from_identifiers():
    assert looks_like_an_id("experience.base_xp.massacre") == "experience.base_xp.massacre"
    assert looks_like_an_id("drop_command") == "drop_command"
    assert looks_like_an_id("Toran's Bones (army vampire-counts)") == "vampire-counts"
    assert looks_like_an_id("Vampire Counts — 245 points, a well-led warband") is None
    assert choice_label("drop_command") == "Drop command"


def test_the_raw_value_finder_tells_labels_from_stored_values():
    assert looks_like_a_raw_value("hunter") and looks_like_a_raw_value("eagle eye")
    assert looks_like_a_raw_value("to Quartermaster", choice=True)
    assert not looks_like_a_raw_value("To Quartermaster", choice=True)
    assert not looks_like_a_raw_value("Victory") and not looks_like_a_raw_value("12")
    assert not looks_like_a_raw_value("no models to recover")  # a sentence, not a value
    assert not looks_like_a_raw_value("assumed default — check your rulebook")
    assert shown_value("melee") == "Melee" and shown_value("Half-Orc") == "Half-Orc"
