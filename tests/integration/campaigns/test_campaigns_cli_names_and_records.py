"""From the command line: names for campaigns and warbands, unit ids
shown and checked, --inputs documented, "defeat" or "loss", and a record counting every game."""

import json

import pytest
from pypdf import PdfReader

from warbands_manager.cli import main


@pytest.fixture
def run(campaign_cli, tmp_path):
    run = campaign_cli
    run("create", "Miragliano")
    run("add-warband", "miragliano", str(tmp_path / "e.json"), "--player", "Steve")
    run("add-warband", "MIRAGLIANO", str(tmp_path / "o.json"), "--player", "Ann")
    return run


def test_campaigns_and_warbands_are_taken_by_name_as_leagues_are(run):
    code, out = run("warbands", "Miragliano")
    assert code == 0 and "Grimskull's Ladz  (Ann)" in out.out
    assert run("game", "miragliano", "Steve", "grimskull's ladz", "victory")[0] == 0
    code, out = run("standings", "Miragliano")
    assert code == 0 and "W1 D0 L0" in out.out
    code, out = run("warbands", "Nowhere")
    assert code == 1 and "no campaign is called 'Nowhere'" in out.err and "1 Miragliano" in out.err


def test_unit_ids_are_shown_in_warbands_and_sheet(run, tmp_path):
    code, out = run("warbands", "1")
    assert "units: cap Captain, sw Swordsmen (15), xb Crossbowmen (10)" in out.out
    assert "units: boss Orc Big Boss, boyz Orc Boyz (20), gobbos Goblins (3)" in out.out
    code, out = run("sheet", "Ann", "-o", str(tmp_path / "s.pdf"))
    assert code == 0 and "boyz Orc Boyz (20)" in out.out


def test_an_unknown_unit_id_is_refused_listing_the_valid_ones_and_nothing_is_saved(run):
    run("game", "1", "1", "2", "draw")
    code, out = run("pass", "1", "2", "--removed", "nosuch=3", "--dice", "4 4 4")
    assert code == 2 and "has no unit 'nosuch'" in out.err and "boyz Orc Boyz (20)" in out.err
    code, out = run("log", "1", "--format", "json")
    assert not any(line["step"] == "recovery" for line in json.loads(out.out))
    assert run("pass", "1", "2", "--removed-character", "ghost")[0] == 2
    assert run("profile", "Ann", "ghost", "M=4")[0] == 2
    assert run("game", "1", "1", "2", "draw", "--missing", "Ann:ghost")[0] == 2


def test_inputs_are_documented_in_help(run, capsys):
    with pytest.raises(SystemExit):
        main(["campaign", "pass", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert '"minimums": {"decisions"' in text and "drop_command" in text
    assert "purchases" in text and "unknown id is refused (exit 2)" in text


def test_defeat_and_loss_are_the_same_result(run):
    assert run("game", "1", "1", "2", "defeat")[0] == 0  # Steve lost
    assert run("game", "1", "1", "2", "loss")[0] == 0  # and lost again
    code, out = run("standings", "1")
    assert "W0 D0 L2" in out.out and "W2 D0 L0" in out.out


def test_the_record_counts_every_recorded_game_and_marks_pending_passes(run, tmp_path):
    run("game", "1", "1", "2", "loss")
    run("game", "1", "2", "1", "draw")
    assert run("pass", "1", "1", "--seed", "3")[0] == 0  # only the first game's pass, one side
    code, out = run("standings", "1")
    steve = next(line for line in out.out.splitlines() if "Steve" in line)
    assert "W0 D1 L1" in steve and "(1 post-battle pass(es) pending)" in steve
    code, out = run("warbands", "1")
    assert "W0 D1 L1 (1 post-battle pass pending)" in out.out
    assert "W1 D1 L0 (2 post-battle passes pending)" in out.out
    run("sheet", "Steve", "-o", str(tmp_path / "s.pdf"))
    text = " ".join(PdfReader(str(tmp_path / "s.pdf")).pages[0].extract_text().split())
    assert "Won 0 Drawn 1 Lost 1 (1 post-battle pass pending)" in text
