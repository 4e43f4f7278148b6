"""Help › Rules Reference and "What's this?" on a violation in the roster editor."""

from PySide6.QtCore import Qt

from warbands_manager.paths import data_dir
from warbands_manager.rules.roster_io import read_roster_file
from warbands_manager.ui.rules_reference import RulesReferenceDialog, load_reference


def open_invalid_roster(window, services):
    roster = read_roster_file(data_dir() / "demo" / "rosters" /
                              "grimfang-raiders-orcs-and-goblins.json")
    roster_id = services.rosters.create(roster)
    window.show_view("rosters")
    page = window.page("rosters")
    page.open_editor(roster_id)
    return page


def test_whats_this_opens_the_reference_at_the_violated_rule(qtbot, window, services):
    page = open_invalid_roster(window, services)
    panel = page.editor.problems
    assert not panel.whats_this.isEnabled()
    first = panel.problems.item(0)
    rule = first.data(Qt.ItemDataRole.UserRole + 1)
    panel.problems.setCurrentItem(first)
    assert panel.whats_this.isEnabled()
    panel.whats_this.click()
    dialog = window.findChild(RulesReferenceDialog)
    assert dialog is not None and dialog.isVisible()
    assert dialog.entries.currentItem().data(0, Qt.ItemDataRole.UserRole) == f"rule:{rule}"
    assert "What the app does" in dialog.body.toPlainText()
    dialog.details.setChecked(True)
    assert rule in dialog.body.toPlainText()
    assert "This roster" in dialog.context.text()


def test_every_problem_of_the_demo_roster_has_help(qtbot, window, services):
    page = open_invalid_roster(window, services)
    problems = page.editor.problems.problems
    assert problems.count() >= 2
    reference = load_reference()
    for row in range(problems.count()):
        rule = problems.item(row).data(Qt.ItemDataRole.UserRole + 1)
        assert reference.entry_for_rule(rule) is not None, rule


def test_f1_with_a_selected_problem_opens_its_rule(qtbot, window, services):
    page = open_invalid_roster(window, services)
    page.editor.problems.problems.setCurrentRow(1)
    rule = page.editor.problems.selected_rule()[0]
    window.rules_reference_action.trigger()
    assert window.rules_reference.entries.currentItem().data(
        0, Qt.ItemDataRole.UserRole) == f"rule:{rule}"


def test_search_box_filters_the_entries(qtbot, window):
    dialog = RulesReferenceDialog(load_reference(), window)
    qtbot.addWidget(dialog)
    everything = len(dialog.visible_keys())
    dialog.search.setText("Errantry Banner")
    keys = [k for k in dialog.visible_keys() if k]
    assert 0 < len(keys) < everything
    assert "rule:errantry-war.errantry-banner" in keys
    assert "Errantry" in dialog.body.toPlainText()


def test_the_reference_is_grouped_by_topic_and_army_with_whole_titles(qtbot, window):
    dialog = RulesReferenceDialog(load_reference(), window)
    qtbot.addWidget(dialog)
    tree = dialog.entries
    topics = [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())]
    assert topics[:4] == ["Composition: every warband", "Army rules", "Campaigns", "Leagues"]
    armies = tree.topLevelItem(1)
    names = [armies.child(i).text(0) for i in range(armies.childCount())]
    assert "Ogre Kingdoms" in names and "Grimgor's Ardboyz" in names
    ogres = armies.child(names.index("Ogre Kingdoms"))
    assert all(ogres.child(i).data(0, Qt.ItemDataRole.UserRole).startswith("rule:ogre-kingdoms.")
               for i in range(ogres.childCount()))
    titles = [item.text(0) for item in dialog._leaves()]
    assert not any(title.endswith("…") for title in titles)
    dialog.show()
    dialog.select("rule:large.max-heroes")
    qtbot.waitUntil(lambda: tree.visualItemRect(tree.currentItem()).height()
                    > 1.5 * tree.fontMetrics().height())  # the long title wraps, whole
    assert not any(title.startswith("rosters app") for title in titles)


def test_a_search_opens_every_topic_it_finds_something_in(qtbot, window):
    dialog = RulesReferenceDialog(load_reference(), window)
    qtbot.addWidget(dialog)
    dialog.search.setText("Shaggoth")
    tree = dialog.entries
    topics = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    assert all(topic.isExpanded() for topic in topics)
    armies = next(topic for topic in topics if topic.text(0) == "Army rules")
    assert all(armies.child(i).isExpanded() for i in range(armies.childCount()))
    assert "rule:chaos.no-shaggoth-champion" in dialog.visible_keys()
