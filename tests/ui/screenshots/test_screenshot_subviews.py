"""``--view NAME/PART``: tabs by title, a roster by name, the rules reference; unknown parts are
reported back."""

from warbands_manager.paths import data_dir
from warbands_manager.services.demo import add_demo_rosters
from warbands_manager.ui.rules_reference import RulesReferenceDialog
from warbands_manager.ui.subviews import apply_subview, split_view


def test_split_view():
    assert split_view("leagues/Games/") == ("leagues", ["Games"])
    assert split_view("rosters") == ("rosters", [])
    assert split_view(None) == (None, [])


def test_a_part_picks_a_tab_by_its_title(qtbot, window):
    window.show_view("leagues")
    assert apply_subview(window, "leagues", ["settings & t"]) == []
    page = window.page("leagues")
    assert page.tabs.tabText(page.tabs.currentIndex()) == "Settings && tables"
    assert apply_subview(window, "leagues", ["No such tab"]) == ["No such tab"]


def test_a_roster_by_name_then_whats_this(qtbot, window, services):
    add_demo_rosters(services.rosters, data_dir())
    window.show_view("rosters")
    assert apply_subview(window, "rosters", ["grimfang", "whats-this"]) == []
    page = window.page("rosters")
    assert page.editor.roster_id is not None
    dialog = window.findChild(RulesReferenceDialog)
    assert dialog.isVisible() and dialog.entries.currentItem() is not None


def test_help_part_opens_the_reference_at_a_rule(qtbot, window):
    assert apply_subview(window, "rosters", ["help=small.no-flyers"]) == []
    dialog = window.findChild(RulesReferenceDialog)
    assert "small.no-flyers" not in dialog.body.toPlainText()  # ids only behind Details
    dialog.details.setChecked(True)
    assert "small.no-flyers" in dialog.body.toPlainText()
