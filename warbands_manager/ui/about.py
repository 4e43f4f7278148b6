"""Help › About: version, where the rule numbers come from, and licences."""

from __future__ import annotations

import platform
from html import escape

import PySide6
from PySide6.QtCore import Qt, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from warbands_manager import APP_NAME, __version__
from warbands_manager.paths import data_dir
from warbands_manager.rules.datafile import DataFileError, summarise_folder

LICENCES = (
    ("Warbands Manager", "MIT licence"),
    ("Qt 6 and PySide6", "LGPL v3"),
    ("SQLModel", "MIT licence"),
    ("SQLAlchemy and Alembic", "MIT licence"),
    ("ReportLab", "BSD licence"),
    ("platformdirs", "MIT licence"),
    ("DejaVu fonts", "Bitstream Vera / Arev licence (resources/fonts/LICENSE-DejaVu.txt)"),
)
GAMES_NOTE = (
    "Warhammer, Warbands, Runewars, The Banner Saga, Warband: Against the Darkness and Tiny Big "
    "Wars belong to their owners. This is an unofficial fan tool; it contains no rulebook text "
    "beyond short reminders, and no army book data (import your own BattleScribe files)."
)


def provenance_html() -> str:
    """A table of shipped data files: how many values the rulebook gives, how many we assume."""
    try:
        summaries = summarise_folder(data_dir())
    except DataFileError as error:
        return f"<p><b>Data files could not be read:</b> {escape(str(error))}</p>"
    rows = "".join(
        f"<tr><td>{escape(item.title)}</td><td align='right'>{item.rulebook}</td>"
        f"<td align='right'>{item.assumed}</td></tr>"
        for item in summaries
    )
    return (
        "<h3>Rule data</h3><p>Values marked <i>assumed</i> are our defaults where the rules text "
        "lost its tables; check them against your rulebook. Leagues and campaigns let the "
        "organiser change them.</p><table cellspacing='6'><tr><th align='left'>Table</th>"
        f"<th>rulebook</th><th>assumed</th></tr>{rows}</table>"
    )


def about_html() -> str:
    licences = "".join(f"<li>{escape(name)}: {escape(text)}</li>" for name, text in LICENCES)
    return (
        f"<h2>{APP_NAME} {escape(__version__)}</h2>"
        f"<p>Python {platform.python_version()}, Qt {qVersion()}, PySide6 {PySide6.__version__}</p>"
        f"{provenance_html()}<h3>Licences</h3><ul>{licences}</ul><p>{escape(GAMES_NOTE)}</p>"
    )


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"About {APP_NAME}")
        self.resize(560, 520)
        self.text = QTextBrowser()
        self.text.setHtml(about_html())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons, alignment=Qt.AlignmentFlag.AlignRight)
