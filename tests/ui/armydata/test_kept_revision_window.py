"""In the window: an update the player answers with "Keep it as saved" leaves the roster on the
revision it was built with — the editor offers that revision's options and says which, the
Army data window names the revision kept for it — and "Move it" later lets it go."""

from __future__ import annotations

from tests.integration.army_sources.site import (
    OPTION_RENAMED,
    OPTION_RENAMED_TO,
    REPRICED,
    SKAVEN_NAME,
    revision_folders,
)
from tests.shared_data import needs_bsdata
from tests.ui.rosters.test_rosters_page import FakeDialogs
from warbands_manager.paths import data_dir
from warbands_manager.rules.armydata.build import unit_from_entry
from warbands_manager.rules.roster import Roster
from warbands_manager.rules.roster_io import roster_to_dict
from warbands_manager.services.roster_army_update import roster_update
from warbands_manager.ui.views.rosters.commands import RosterEditCommand

pytestmark = needs_bsdata
MOVE, KEEP = 0, 1


class Answering(FakeDialogs):
    """The rosters page's dialogs, answering "Army data changed" with ``answer``."""

    def __init__(self, answer: int) -> None:
        super().__init__()
        self.answer, self.asked = answer, []

    def choose(self, _parent, title, text, choices):
        self.asked.append(choices)
        return self.answer


def _saved_rat_pack(services) -> tuple[str, int]:
    """The catalogue's id and a saved roster of one unit built from it (Clanrats)."""
    army = services.armies.army_list(services.armies.armies()[0].bs_id)
    clanrats = unit_from_entry(army, army.unit(REPRICED), services.armies.trait_table("skaven"),
                               "u0")
    return army.bs_id, services.rosters.create(Roster(name="Rat pack", army="skaven",
                                                      units=[clanrats]))


def _import(qtbot, page, folder, answer: int) -> None:
    page.dialogs = Answering(answer)
    page.import_paths([str(folder)])
    qtbot.waitUntil(lambda: bool(page.dialogs.reports), timeout=30_000)


def _offered(page, row: int) -> set[str]:
    page.editor.select_units((row,))
    return set(page.editor.unit_panel.option_boxes)


def test_a_kept_roster_is_edited_on_its_revision_until_it_is_moved(qtbot, window, services,
                                                                  tmp_path):
    first, second = revision_folders(tmp_path)
    page = window.page("rosters")
    _import(qtbot, page, first, KEEP)
    bs_id, roster_id = _saved_rat_pack(services)
    _import(qtbot, page, second, KEEP)
    assert page.dialogs.asked == [("Move it to the new revision", "Keep it as saved")]
    page.open_editor(roster_id)
    assert OPTION_RENAMED in _offered(page, 0) and OPTION_RENAMED_TO not in _offered(page, 0)
    assert "army data revision 1" in page.editor.unit_panel.title.text()
    page.list_panel.army_data_button.click()
    model = page.army_data_dialog.model
    revisions = [model.index(row, 2).data() for row in range(model.rowCount())
                 if model.index(row, 1).data() == SKAVEN_NAME]
    assert revisions == ["2 (revision 1 kept for 1 roster)"]
    update_roster(page, roster_id)
    page.open_editor(roster_id)
    assert OPTION_RENAMED_TO in _offered(page, 0)
    assert "army data revision 2" in page.editor.unit_panel.title.text()
    assert services.armies.kept_revisions(bs_id) == [2]


def test_undo_of_a_move_puts_back_the_revision_it_freed(qtbot, window, services, tmp_path):
    first, second = revision_folders(tmp_path)
    page = window.page("rosters")
    _import(qtbot, page, first, MOVE)
    bs_id, roster_id = _saved_rat_pack(services)
    _import(qtbot, page, second, MOVE)
    assert services.armies.kept_revisions(bs_id) == [2]  # moved: revision 1 freed
    page.undo_stack.undo()
    assert services.armies.kept_revisions(bs_id) == [1, 2]
    page.open_editor(roster_id)
    assert OPTION_RENAMED in _offered(page, 0)
    assert "army data revision 1" in page.editor.unit_panel.title.text()
    page.undo_stack.redo()
    assert services.armies.kept_revisions(bs_id) == [2]


def update_roster(page, roster_id: int) -> None:
    """Move the roster to the newest revision as the window's answer "Move it" does (one
    undoable step)."""
    update = roster_update(page.services.database, data_dir(), roster_id)
    page.undo_stack.push(RosterEditCommand("Move", roster_id, roster_to_dict(update.before),
                                           roster_to_dict(update.after),
                                           page.editor.apply_document))
