"""Rule fidelity on the Campaigns page and the Little War helper: starting warbands with problems,
records counting every game with pending passes, and reminders shown where players need them."""



from tests.campaign_sample import empire
from warbands_manager.rules.roster_io import write_roster_text


def _headers(model):
    from PySide6.QtCore import Qt

    return [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]


def _add(page, tmp_path, roster, accept):
    path = tmp_path / "veteran.json"
    path.write_text(write_roster_text(roster), encoding="utf-8")
    asked = []
    page.choose_roster_file = lambda: str(path)
    page.ask_accept_problems = lambda _parent, text: asked.append(text) or accept
    page.warbands_tab.add_button.click()
    return asked


def test_a_starting_warband_with_problems_is_refused_or_accepted(page, tmp_path):
    roster = empire()
    roster.units[1].veteran = 2
    roster.units[0].injuries = ["Leg Wound"]
    asked = _add(page, tmp_path, roster, accept=False)
    assert "+2 Veteran Status" in asked[0] and "Leg Wound" in asked[0]
    assert page.warbands_tab.model.rowCount() == 2  # not added
    assert "Not added" in page.message.text()
    asked = _add(page, tmp_path, roster, accept=True)
    assert page.warbands_tab.model.rowCount() == 3
    log = [page.log_tab.model.row_at(i).text for i in range(page.log_tab.model.rowCount())]
    assert any("accepted by the organiser although" in line for line in log)


def test_a_starting_warband_breaking_a_hard_rule_is_refused_without_asking(page, tmp_path):
    roster = empire()
    roster.units[0].archetype = "magician"  # the Captain is no Wizard
    asked = _add(page, tmp_path, roster, accept=True)
    assert asked == [] and page.warbands_tab.model.rowCount() == 2
    assert "Refused" in page.message.text() and "Wizards" in page.message.text()


def test_standings_and_warbands_count_every_game_and_mark_pending_passes(page):
    games = page.games_tab
    games.result.setCurrentIndex(games.result.findData("victory"))
    games.record_button.click()
    games.record_button.click()
    page.refresh_tabs()
    standings = page.standings_tab.model
    headers = _headers(standings)
    won, pending = headers.index("Won"), headers.index("Passes pending")
    rows = {standings.index(r, 1).data(): r for r in range(standings.rowCount())}
    steve = rows["Þór Łukasz <the Bold>"]
    assert standings.index(steve, won).data() == "2"
    assert standings.index(steve, pending).data() == "2"
    warbands = page.warbands_tab.model
    headers = _headers(warbands)
    cell = warbands.index(0, headers.index("W-D-L")).data()
    assert cell == "2-0-0 (2 passes pending)"


def test_the_archetype_choice_says_the_open_default_is_assumed(qtbot):
    from warbands_manager.rules.campaign.archetypes import availability_note, restrict
    from warbands_manager.rules.campaign.tables import CampaignTables
    from warbands_manager.ui.views.campaigns.dialogs import ArchetypeDialog

    tables = CampaignTables()
    dialog = ArchetypeDialog({"cap": ("Captain", ["noble", "veteran"])}, None,
                             availability_note(tables, "empire"))
    qtbot.addWidget(dialog)
    assert "Assumed default" in dialog.note.text() and not dialog.note.isHidden()
    assert "organiser has opened" in availability_note(restrict(tables, "empire", ["noble"]),
                                                       "empire")


def test_the_page_gives_the_archetype_dialog_its_note(page, tmp_path):
    roster = empire()
    roster.units[0].archetype = None
    notes = []
    page.ask_archetypes = lambda _parent, choices: notes.append(page.archetype_note) or {
        unit_id: "noble" for unit_id in choices}
    path = tmp_path / "n.json"
    path.write_text(write_roster_text(roster), encoding="utf-8")
    page.choose_roster_file = lambda: str(path)
    page.warbands_tab.add_button.click()
    assert notes and notes[0].startswith("Assumed default")


def test_little_war_helper_shows_objective_conditions_and_deployment(qtbot):
    from warbands_manager.ui.views.leagues.helper_tab import LittleWarHelper

    helper = LittleWarHelper()
    qtbot.addWidget(helper)
    conditions = helper.conditions_label.text()
    assert "2. Invade: At least one-third of the starting Unit Strength" in conditions
    assert "Independent character models cannot control table quarters" in conditions
    helper.typed_check.setChecked(True)
    helper.die_a.setValue(5)
    helper.die_b.setValue(2)
    helper.deploy_button.click()
    assert "Unit Champions are always deployed with their units" in helper.result_label.text()
    helper.die_a.setValue(2)
    helper.objective_a_button.click()
    assert "Invade" not in helper.objectives_label.text()  # secret until revealed
    helper.reveal_button.click()
    assert "Invade — At least one-third" in helper.objectives_label.text()
