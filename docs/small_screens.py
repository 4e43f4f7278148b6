"""Render every view of the app at one window size in the light and the dark theme, so a
person can look at how each page fits (``make_screenshots.py --small`` calls it):

    .venv/bin/python docs/small_screens.py DEMO.sqlite OUT_DIR [1024x700]

One PNG per view and theme, named ``VIEW-THEME.png``, each exactly the window's size.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def render(db: Path, out_dir: Path, size: tuple[int, int]) -> list[Path]:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from warbands_manager.navigation import VIEW_NAMES
    from warbands_manager.services.container import Services
    from warbands_manager.store.database import open_database
    from warbands_manager.ui.launch import _create_application
    from warbands_manager.ui.main_window import MainWindow
    from warbands_manager.ui.resources import register_fonts
    from warbands_manager.ui.theme import apply_theme

    app = _create_application(theme="light")
    register_fonts()
    database = open_database(db)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    with tempfile.TemporaryDirectory() as scratch:
        settings = QSettings(str(Path(scratch) / "s.ini"), QSettings.Format.IniFormat)
        window = MainWindow(Services.for_database(database), settings)
        window.resize(*size)
        window.show()
        for theme in ("light", "dark"):
            apply_theme(app, theme)
            for name in VIEW_NAMES:
                window.show_view(name)
                QApplication.processEvents()
                target = out_dir / f"{name}-{theme}.png"
                window.grab().save(str(target))
                written.append(target)
        window.close()
    database.close()
    return written


def main(argv: list[str]) -> int:
    db, out = Path(argv[0]), Path(argv[1])
    width, height = (int(n) for n in (argv[2] if len(argv) > 2 else "1024x700").split("x"))
    for path in render(db, out, (width, height)):
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
