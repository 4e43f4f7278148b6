"""The window's side of army data of both generations: a catalogue that yields no unit is
refused in a warning dialog; the unit panel offers a second champion greyed out, with why."""

from __future__ import annotations

from tests.shared_data import BSDATA, MORE, needs_bsdata
from warbands_manager.rules.roster import Roster, Unit

pytestmark = needs_bsdata
GST7 = BSDATA / "Warhammer Fantasy 7th ed.gst"
EMPTY = """<?xml version="1.0" encoding="UTF-8"?>
<catalogue id="cat-empty" name="Homebrew - nothing here" revision="1" battleScribeVersion="2.03"
  gameSystemId="779f-c127-a94a-bf00" xmlns="http://www.battlescribe.net/schema/catalogueSchema">
  <selectionEntries><selectionEntry id="e1" name="Army Size" type="upgrade"/></selectionEntries>
</catalogue>
"""


class FakeDialogs:
    """The page's file and message dialogs, answered by the test."""

    def __init__(self):
        self.open: list[str] = []
        self.reports: list[tuple[str, str, bool]] = []

    def open_paths(self, _parent):
        return self.open

    def show_report(self, _parent, title, text, error=False):
        self.reports.append((title, text, error))


def rosters_page(window):
    page = window.page("rosters")
    page.dialogs = FakeDialogs()
    return page


def test_a_catalogue_without_units_is_refused_in_a_warning(window, services, qtbot, tmp_path):
    page = rosters_page(window)
    empty = tmp_path / "Homebrew.cat"
    empty.write_text(EMPTY, encoding="utf-8")
    page.dialogs.open = [str(GST7), str(empty)]
    page.open_files()
    qtbot.waitUntil(lambda: bool(page.dialogs.reports), timeout=20_000)
    _title, text, error = page.dialogs.reports[0]
    assert error and "Homebrew.cat: refused, no unit could be read" in text
    assert "nothing was stored" in text
    assert services.armies.armies() == []


def test_unit_panel_greys_out_a_second_champion(window, services):
    page = rosters_page(window)
    services.armies.import_paths([MORE / "Warhammer Fantasy 8th ed.gst",
                                  MORE / "High Elves - 8thBRB_7thAB.cat"])
    roster_id = services.rosters.create(Roster(name="Sea Guard", army="high-elves", units=[
        Unit(id="u1", name="Lothern Sea Guard", category="core", models=10,
             points_per_model=12, base="20x20")]))
    page.open_editor(roster_id)
    editor = page.editor
    editor.picker.search.setText("spearmen")
    editor.picker.entry_chosen.emit(editor.picker.entry_at_row(0))
    panel = editor.unit_panel
    # Options are check boxes: a ticked champion cannot be ticked twice.
    champion = panel.option_boxes[next(n for n in panel.option_boxes if n.startswith("Champion"))]
    assert champion.isEnabled()
    champion.setChecked(True)
    assert [u.kind for u in services.rosters.load(roster_id).units[-1].upgrades] == [
        "champion"]
    champion.setChecked(True)  # already ticked: nothing more
    assert len(services.rosters.load(roster_id).units[-1].upgrades) == 1
