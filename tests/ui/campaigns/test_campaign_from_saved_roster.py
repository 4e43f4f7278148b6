"""A campaign warband started from a roster saved in the app: picked in a list showing each
roster's validity, kept linked to it; the same from the command line by name."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QApplication, QDialogButtonBox, QListWidget

from tests.campaign_sample import empire
from tests.ui.campaign_pages import campaign_page
from warbands_manager.cli import main


def test_pick_a_saved_roster_for_a_campaign_warband(qtbot, services, tmp_path):
    page = campaign_page(qtbot, services, tmp_path)
    roster_id = services.rosters.create(replace(empire(), name="Reikland Guard"))
    seen = {}

    def pick() -> None:
        dialog = QApplication.activeModalWidget()
        listing = dialog.findChild(QListWidget)
        seen["lines"] = [listing.item(i).text() for i in range(listing.count())]
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()

    from PySide6.QtCore import QTimer

    QTimer.singleShot(0, pick)
    page.ask_player = lambda _parent, _name: "Cara"
    page.warbands_tab.add_saved_button.click()
    assert seen["lines"][0].startswith("Reikland Guard") and "(The Empire, " in seen["lines"][0]
    added = page.services.setup.warbands(page.campaign_id)[-1]
    assert added.player == "Cara" and added.name == "Reikland Guard"
    assert added.roster.campaign["from_roster"] == {"id": roster_id, "name": "Reikland Guard"}
    page.warbands_tab.view.selectRow(2)
    assert "Started from the saved roster “Reikland Guard”" in page.warbands_tab.details.text()
    assert services.rosters.load(roster_id).campaign is None  # the roster itself unchanged
    from io import BytesIO

    from pypdf import PdfReader

    from warbands_manager.reports.campaign_sheet import campaign_sheet_pdf

    sheet = campaign_sheet_pdf(added.roster, page.services.setup.tables(page.campaign_id))
    assert "Started from the saved roster “Reikland Guard”" in \
        PdfReader(BytesIO(sheet)).pages[0].extract_text()


def test_add_warband_by_saved_roster_name_from_the_command_line(tmp_path, capsys):
    from warbands_manager.services.rosters import RosterService
    from warbands_manager.store.database import open_database

    db = tmp_path / "c.sqlite"
    database = open_database(db)
    RosterService(database).create(replace(empire(), name="Reikland Guard"))
    database.close()
    assert main(["--db", str(db), "campaign", "create", "C"]) == 0
    assert main(["--db", str(db), "campaign", "add-warband", "C", "reikland guard",
                 "--player", "Cara"]) == 0
    assert main(["--db", str(db), "campaign", "add-warband", "C", "Nobody"]) != 0
    assert "saved rosters: Reikland Guard" in capsys.readouterr().err
