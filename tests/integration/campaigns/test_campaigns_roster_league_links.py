
"""Campaigns joined to rosters and leagues: validate/print of campaign rosters agree with the
campaign's WBR, campaign games worked out by the Little War calculator, and the roster rules'
check of campaign warbands in the log, the warband info and the campaign sheet."""

import json

import pytest
from pypdf import PdfReader

from tests.campaign_sample import RULEBOOK_EXAMPLE
from warbands_manager.cli import main
from warbands_manager.commands.validate import check_file
from warbands_manager.reports.campaign_sheet import campaign_sheet_pdf
from warbands_manager.reports.roster_pdf import roster_pdf
from warbands_manager.rules.campaign.spending import StartingWarbandRefused
from warbands_manager.rules.roster_io import roster_from_dict, write_roster_text
from warbands_manager.services.campaign_suite import CampaignServices

EXAMPLE = {**RULEBOOK_EXAMPLE, "name": "Þór Łukasz <the Bold>"}

STARTER = {
    "format": "warbands-roster/1", "name": "Road Wardens", "army": "empire",
    "units": [
        {"id": "cap", "name": "Captain", "category": "hero", "models": 1,
         "points_per_model": 50, "commander": True, "archetype": "trickster"},
        {"id": "sw", "name": "Swordsmen", "category": "core", "models": 15,
         "points_per_model": 6, "base": "20x20"},
        {"id": "xb", "name": "Crossbowmen", "category": "core", "models": 10,
         "points_per_model": 8, "base": "20x20"},
    ]}


def _text(pdf: bytes, tmp_path) -> str:
    path = tmp_path / "x.pdf"
    path.write_bytes(pdf)
    return "\n".join(page.extract_text() for page in PdfReader(str(path)).pages)


def test_validate_and_print_roster_use_the_one_rating(tmp_path, capsys):
    path = tmp_path / "example.json"
    path.write_text(json.dumps(EXAMPLE), encoding="utf-8")
    assert check_file(str(path))["wbr"] == 485
    out = tmp_path / "roster.pdf"
    assert main(["print", "roster", str(path), "-o", str(out)]) == 0
    text = "\n".join(page.extract_text() for page in PdfReader(str(out)).pages)
    assert "395 + 20 + 20 + 25 + 25 = 485" in text
    assert "12 XP banked" in text
    assert "Campaign sheet" in text and "XP bank 12" in text  # the campaign sheet too
    assert "Þór Łukasz <the Bold>" in text


def test_roster_without_campaign_fields_prints_no_campaign_sheet(tmp_path):
    plain = {**STARTER, "units": [{k: v for k, v in unit.items() if k != "archetype"}
                                  for unit in STARTER["units"]]}
    text = _text(roster_pdf(roster_from_dict(plain)), tmp_path)
    assert "Campaign sheet" not in text and "Warband Rating" not in text


def _campaign(database):
    services = CampaignServices.for_database(database)
    campaign = services.setup.create("Miragliano", "2027-03-01", "wbr")
    a = services.setup.add_warband(campaign, "Steve", roster_from_dict(STARTER))
    b = services.setup.add_warband(campaign, "Ann", roster_from_dict(
        {**STARTER, "name": "Bridge Guard"}))
    return services, campaign, a, b


def test_validate_wbr_of_an_exported_campaign_warband_equals_the_campaigns(database, tmp_path):
    services, campaign, a, b = _campaign(database)
    game = services.setup.record_game(campaign, a, b, "victory")
    services.passes.start(game, a)
    warband = services.setup.warband(a)
    path = tmp_path / "wardens.json"
    path.write_text(write_roster_text(warband.roster), encoding="utf-8")
    assert check_file(str(path))["wbr"] == warband.wbr


def test_campaign_game_from_vp_is_logged_with_the_worked_steps(database):
    services, campaign, a, b = _campaign(database)
    result, worked = services.setup.little_war(a, b, 120, 100, objective_b=True)
    # B's bonus: 20% of A's 220 points = 44 → 144 v 120: a difference of 24 is still a draw
    # in the 200-299 column of the victory table.
    assert worked.bonus_b == 44 and worked.difference == 24 and result == "draw"
    services.setup.record_game(campaign, a, b, result, notes="Little War: " +
                               "; ".join(worked.steps))
    log = "\n".join(line.text for line in services.records.log(campaign))
    assert "44 objective bonus" in log


def test_campaign_warband_checked_by_roster_rules_when_added(database, tmp_path):
    services = CampaignServices.for_database(database)
    campaign = services.setup.create("Miragliano", "", "wbr")
    no_core = {**STARTER, "units": [STARTER["units"][0]]}  # a Captain alone: no Core
    with pytest.raises(StartingWarbandRefused) as refused:  # refused by default
        services.setup.add_warband(campaign, "Steve", roster_from_dict(no_core))
    assert "common.min-core" in str(refused.value) and refused.value.may_accept
    warband_id = services.setup.add_warband(campaign, "Steve", roster_from_dict(no_core),
                                            accept_problems=True)
    warband = services.setup.warband(warband_id)
    assert warband.error_count >= 1 and any(line.startswith("✗") for line in warband.problems)
    log = "\n".join(line.text for line in services.records.log(campaign))
    assert "roster check when added" in log and "accepted by the organiser although" in log
    text = _text(campaign_sheet_pdf(warband.roster, services.setup.tables(campaign)), tmp_path)
    assert "Roster check:" in text and "error(s)" in text


def test_campaign_game_cli_works_out_the_result_from_vp(tmp_path, capsys):
    db = str(tmp_path / "camp.sqlite")
    roster_file = tmp_path / "s.json"
    roster_file.write_text(json.dumps(STARTER), encoding="utf-8")

    def run(*args):
        code = main(["--db", db, "campaign", *args])
        return code, capsys.readouterr()

    run("create", "Miragliano")
    run("add-warband", "1", str(roster_file))
    run("add-warband", "1", str(roster_file))
    code, out = run("game", "1", "1", "2", "--vp", "100", "100", "--objective-a")
    assert code == 0 and "A's result: victory" in out.out
    code, out = run("game", "1", "2", "1", "massacre", "--vp", "10", "10")
    assert code == 2 and "the VP give draw" in out.err
    code, out = run("game", "1", "2", "1")
    assert code == 2 and "--vp" in out.err


def test_undo_whole_pass_can_itself_be_undone_exactly(database):
    from warbands_manager.rules.campaign.dicequeue import QueuedDice

    services, campaign, a, b = _campaign(database)
    game = services.setup.record_game(campaign, a, b, "victory")
    before = services.setup.warband(a).roster
    pass_id = services.passes.start(game, a)
    for _ in range(3):
        services.passes.run_next(pass_id, QueuedDice(queue=[4, 4, 4, 4]), {})
    after = services.setup.warband(a).roster
    log_after = [(line.step, line.text) for line in services.records.log(campaign, a)]
    state_after = services.passes.state(pass_id)

    snapshot = services.passes.undo_pass_keeping(pass_id)
    assert services.setup.warband(a).roster == before
    assert services.passes.passes_for_game(game) == {}
    assert len(services.records.log(campaign, a)) < len(log_after)

    assert services.passes.restore_pass(snapshot) == pass_id
    assert services.setup.warband(a).roster == after
    assert [(line.step, line.text) for line in services.records.log(campaign, a)] == log_after
    assert services.passes.state(pass_id) == state_after
    assert services.passes.undo_step(pass_id) == state_after.done[-1]  # step history kept too
