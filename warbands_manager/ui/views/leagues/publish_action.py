"""Leagues page › "Publish…": write the chosen league's standings as a static web site into a
folder (``publish/``); publishing again rewrites only the pages that changed."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QPushButton

from warbands_manager.ui.file_dialogs import existing_directory


def add_button(page, layout) -> QPushButton:
    """The "Publish…" button under the league list; ``page.choose_publish_folder`` is
    replaceable in tests."""
    button = QPushButton("Publish…")
    button.setToolTip("Write the standings, results, player pages and the coming pairings as "
                      "a web site folder (no internet needed; copy it to the club's website)")
    page.choose_publish_folder = lambda: existing_directory(
        page, "Publish the standings into a folder")
    button.clicked.connect(lambda *_args: publish(page))
    button.setEnabled(False)  # until a league is chosen (the page enables it)
    layout.addWidget(button)
    return button


def publish(page, folder: str | None = None) -> bool:
    # deferred: building the web site loads with the first publication, not with the page
    from warbands_manager.publish.folder import write_site
    from warbands_manager.publish.site import build_site
    from warbands_manager.services.league_publish import league_site

    if page.league_id is None:
        return False
    folder = folder or page.choose_publish_folder()
    if not folder:
        return False
    try:
        report = write_site(Path(folder), build_site(
            league_site(page.services.database, page.league_id)))
    except OSError as error:
        page.tell_write_failure(f"The site was not published: {error}")
        return False
    page.show_status(f"Published: {report.summary()} — open index.html in {folder}")
    return True
