"""Words for players: no page shows an identifier — snake_case, a dotted table key or an army
id — in a label, a button, a tab, a combo box or a table (cells and headers)."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QTabWidget

from tests.ui.theme.words_scan import page_texts
from warbands_manager.navigation import VIEW_NAMES
from warbands_manager.ui.views.words import choice_label, looks_like_an_id


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
            tabs = (page.findChildren(QTabWidget) or [None])[0]
            for index in range(tabs.count() if tabs else 1):
                if tabs is not None:
                    tabs.setCurrentIndex(index)
                    QApplication.processEvents()
                for where, text in page_texts(page):
                    word = looks_like_an_id(text)
                    if word:
                        found.add(f"{name} {where}: {word!r} in {text[:60]!r}")
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
