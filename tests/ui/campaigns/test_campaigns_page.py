import json

from tests.campaign_sample import empire
from warbands_manager.rules.campaign.ledger import experience
from warbands_manager.rules.roster_io import roster_to_dict, write_roster_text


def test_window_shows_the_campaigns_page(window):
    from warbands_manager.ui.views.campaigns.page import CampaignsPage

    window.show_view("campaigns")
    assert window.current_view_name() == "campaigns"
    assert isinstance(window.page("campaigns"), CampaignsPage)


def test_the_window_asks_the_campaigns_page_to_open_a_file_as_any_page(window, tmp_path):
    """``BaseView.open_file(path) -> bool`` is what the window calls with a file; the page's
    own question for a starting warband's roster has its own name and does not hide it."""
    window.show_view("campaigns")
    page = window.page("campaigns")
    shown: list[str] = []
    page.status_message.connect(shown.append)
    assert page.open_file(tmp_path / "notes.txt") is False
    assert shown == ["Campaigns cannot open notes.txt"]
    assert callable(page.choose_roster_file)


def test_setup_lists_warbands_with_starting_xp(page):
    assert page.warbands_tab.model.rowCount() == 2
    first = page.warbands_tab.model.row_at(0)
    assert experience(first.roster) == 27
    assert page.document_handlers["export"] is not None


def test_record_game_then_wizard_with_typed_dice_and_undo(page, qtbot):
    games = page.games_tab
    games.result.setCurrentIndex(games.result.findData("victory"))
    games.record_button.click()
    assert page.games_tab.games.rowCount() == 1
    games.games_view.selectRow(0)
    games.side.setCurrentIndex(1)  # the orcs
    kind, spin = games.report.widgets["boyz"]
    spin.setValue(2)
    games.pass_button.click()
    wizard = page.wizard
    assert "step 1 of 8" in wizard.title.text()
    before = roster_to_dict(page.services.setup.warband(2).roster)
    wizard.apply_button.click()  # result
    wizard.dice_mode.setCurrentIndex(1)
    wizard.typed.setText("1 5")
    wizard.apply_button.click()  # recovery: one Orc Boy lost
    assert "step 3 of 8" in wizard.title.text()
    assert page.services.setup.warband(2).roster.unit_by_id("boyz").models == 19
    assert any("recovery D6 1, 5" in wizard.log.item(i).text()
               for i in range(wizard.log.count()))
    page.undo_stack.undo()
    assert page.services.setup.warband(2).roster.unit_by_id("boyz").models == 20
    page.undo_stack.redo()  # replays the same dice
    assert page.services.setup.warband(2).roster.unit_by_id("boyz").models == 19
    wizard.undo_pass_button.click()
    assert roster_to_dict(page.services.setup.warband(2).roster) == before


def test_refused_step_shows_why_and_changes_nothing(page):
    games = page.games_tab
    games.record_button.click()
    games.games_view.selectRow(0)
    games.side.setCurrentIndex(1)
    games.report.widgets["boyz"][1].setValue(3)
    games.pass_button.click()
    page.wizard.apply_button.click()
    page.wizard.dice_mode.setCurrentIndex(1)
    page.wizard.typed.setText("4")
    page.wizard.apply_button.click()
    assert "Not applied" in page.wizard.message.text() and "more D6" in page.wizard.message.text()
    assert "step 2 of 8" in page.wizard.title.text()


def test_full_pass_in_the_gui_updates_standings_chart_and_export(page, tmp_path):
    games = page.games_tab
    games.record_button.click()
    games.games_view.selectRow(0)
    games.pass_button.click()
    while page.wizard.apply_button.isEnabled():
        page.wizard.apply_button.click()
    assert "pass complete" in page.wizard.title.text()
    assert all(len(v) >= 1 for v in page.standings_tab.chart.series.values())
    assert len(next(iter(page.standings_tab.chart.series.values()))) == 2
    target = tmp_path / "log.json"
    page.save_file = lambda _title, _pattern: str(target)
    page.document_handlers["export"]()
    assert any(line["step"] == "rating" for line in json.loads(target.read_text("utf-8")))


def test_third_game_in_a_row_cannot_be_recorded(page):
    page.games_tab.record_button.click()
    page.games_tab.record_button.click()
    assert not page.games_tab.record_button.isEnabled()
    assert "Refused" in page.games_tab.pregame.text()


def test_organiser_edits_a_table_value(page):
    tab = page.tables_tab
    tab.view.selectRow(1)  # experience.base_xp.victory
    tab.new_value.setText("40")
    tab.set_button.click()
    tables = page.services.setup.tables(page.campaign_id)
    assert tables.base_xp("victory") == 40
    assert tables.provenance("experience.base_xp.victory") == "organiser"


def test_chart_paints_offscreen(page, qtbot):
    page.tabs.setCurrentWidget(page.standings_tab)
    page.resize(1000, 700)
    page.show()
    image = page.standings_tab.chart.grab()
    assert not image.isNull()


def test_organiser_restricts_archetypes(page):
    editor = page.tables_tab.archetypes
    editor.army.setCurrentIndex(editor.army.findData("dwarfs"))
    assert editor.boxes["magician"].isChecked()  # default: all open
    editor.boxes["magician"].setChecked(False)
    editor.button.click()
    from warbands_manager.rules.campaign.archetypes import open_to_army

    tables = page.services.setup.tables(page.campaign_id)
    assert "magician" not in open_to_army(tables, "dwarfs")
    assert "4 of 8" in editor.hint.text()


def test_spending_step_adds_a_character_with_archetype(page):
    games = page.games_tab
    games.record_button.click()
    games.games_view.selectRow(0)
    games.pass_button.click()  # the Empire warband (27 XP + 35 for a victory... see result)
    wizard = page.wizard
    while page.services.passes.state(wizard.pass_id).next_step != "spending":
        wizard.apply_button.click()
    form = wizard.forms["spending"]
    bank = experience(page.services.setup.warband(1).roster)
    form.char_name.setText("Battle Wizard")
    form.char_points.setValue(30)
    form.char_archetype.setCurrentIndex(form.char_archetype.findData("magician"))
    form.char_wizard.setChecked(True)
    form._on_character_added()
    form.recruits["sw"].setValue(1)
    wizard.apply_button.click()
    roster = page.services.setup.warband(1).roster
    added = [u for u in roster.units if u.name == "Battle Wizard"]
    assert added and added[0].archetype == "magician"
    assert experience(roster) == bank - 30 - 6


def test_characters_without_archetype_are_asked_for_one(page, tmp_path):
    roster = empire()
    roster.units[0].archetype = None
    path = tmp_path / "no-archetype.json"
    path.write_text(write_roster_text(roster), encoding="utf-8")
    asked = {}

    def choose(_parent, choices):
        asked.update(choices)
        return {unit_id: "noble" for unit_id in choices}

    page.choose_roster_file = lambda: str(path)
    page.ask_archetypes = choose
    page.warbands_tab.add_button.click()
    assert "magician" not in asked["cap"][1]  # the Captain is no Wizard
    added = page.services.setup.warbands(page.campaign_id)[-1]
    assert added.roster.unit_by_id("cap").archetype == "noble"
    page.warbands_tab.view.selectRow(2)
    assert "Noblesse Oblige (starting)" in page.warbands_tab.details.text()


def test_injury_step_first_roll_then_paid_reroll_with_typed_dice(page):
    games = page.games_tab
    games.record_button.click()
    games.games_view.selectRow(0)
    games.side.setCurrentIndex(0)  # the Empire warband
    games.report.widgets["cap"][1].setChecked(True)
    games.pass_button.click()
    wizard = page.wizard
    wizard.apply_button.click()  # result
    wizard.apply_button.click()  # recovery (nothing removed)
    wizard.dice_mode.setCurrentIndex(1)
    wizard.typed.setText("1 1")
    form = wizard.forms["injuries"]
    form._on_roll_clicked("cap")
    assert form.rows["cap"][0].text() == "11: Dead"
    form.rows["cap"][1].setCurrentIndex(form.rows["cap"][1].findData("xp"))
    bank = experience(page.services.setup.warband(1).roster)
    wizard.typed.setText("22")
    wizard.apply_button.click()
    roster = page.services.setup.warband(1).roster
    assert roster.unit_by_id("cap").injuries == ["Leg Wound"]
    assert experience(roster) == bank - 25


def test_character_profile_is_recorded(page):
    tab = page.warbands_tab
    tab.view.selectRow(0)
    tab.profile.setText("M 4 WS 5 I 4")
    tab.profile_button.click()
    roster = page.services.setup.warband(1).roster
    assert roster.campaign["characters"]["cap"]["profile"] == {"M": 4, "WS": 5, "I": 4}


def test_recording_a_game_and_adding_a_warband_are_undoable(page):
    page.games_tab.record_button.click()
    assert len(page.services.setup.games(page.campaign_id)) == 1
    page.undo_stack.undo()
    assert page.services.setup.games(page.campaign_id) == []
    page.undo_stack.redo()
    assert len(page.services.setup.games(page.campaign_id)) == 1
    page.undo_stack.undo()
    page.undo_stack.undo()  # the second warband's arrival
    assert len(page.services.setup.warbands(page.campaign_id)) == 1


def _select_table_value(tab, key):
    rows = [tab.model.row_at(r).key for r in range(tab.model.rowCount())]
    tab.view.selectRow(rows.index(key))


def test_organiser_edits_the_campaigns_victory_table_and_a_typo_is_refused(page):
    tab = page.tables_tab
    key = "little_war.victory_table.rows.1.results"
    _select_table_value(tab, key)
    tab.new_value.setText("M, V, D, D, D")
    tab.set_button.click()
    tables = page.services.setup.tables(page.campaign_id)
    assert tables.value(key) == ["M", "V", "D", "D", "D"]
    assert tables.provenance(key) == "organiser"
    shown = [tab.model.data(tab.model.index(r, 1)) for r in range(tab.model.rowCount())]
    assert "M, V, D, D, D" in shown  # a list is shown as it may be typed back

    _select_table_value(tab, "experience.base_xp.victory")
    tab.new_value.setText("forty")
    tab.set_button.click()
    assert "Refused" in page.message.text() and "whole number" in page.message.text()
    assert page.services.setup.tables(page.campaign_id).base_xp("victory") != "forty"
