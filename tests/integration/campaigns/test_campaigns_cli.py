import json

from pypdf import PdfReader

from tests.campaign_sample import empire, orcs
from warbands_manager.cli import main
from warbands_manager.rules.roster_io import write_roster_text


def test_campaign_from_the_command_line(campaign_cli, tmp_path):
    run = campaign_cli
    assert run("create", "Miragliano", "--ends", "2027-03-01")[0] == 0
    assert run("add-warband", "1", str(tmp_path / "e.json"), "--player", "Steve")[0] == 0
    assert run("add-warband", "1", str(tmp_path / "o.json"), "--player", "Ann")[0] == 0
    assert run("game", "1", "1", "2", "victory")[0] == 0
    code, out = run("pass", "1", "2", "--removed", "boyz=2", "--dice", "1 5")
    assert code == 0 and "[rating]" in out.out and "1 lost" in out.out
    code, out = run("pass", "1", "1", "--removed-character", "cap", "--dice", "22",
                    "--steps", "3")
    assert code == 0 and "Leg Wound" in out.out
    assert run("undo", "2")[1].out.strip() == "undone: injuries"
    code, out = run("game", "1", "2", "1", "draw")
    assert code == 0
    code, out = run("game", "1", "1", "2", "draw")
    assert code == 1 and "in a row" in out.err
    code, out = run("log", "1", "--format", "json")
    assert any(line["step"] == "recovery" for line in json.loads(out.out))
    code, out = run("standings", "1")
    assert code == 0 and "final:" in out.out
    pdf = tmp_path / "sheet.pdf"
    assert run("sheet", "1", "-o", str(pdf))[0] == 0
    text = PdfReader(str(pdf)).pages[0].extract_text()
    assert "Þór Łukasz <the Bold>" in text and "Trickster" in text


def test_typed_dice_running_out_is_reported(tmp_path, capsys):
    db = str(tmp_path / "camp.sqlite")
    (tmp_path / "e.json").write_text(write_roster_text(empire()), encoding="utf-8")
    (tmp_path / "o.json").write_text(write_roster_text(orcs()), encoding="utf-8")
    main(["--db", db, "campaign", "create", "C"])
    main(["--db", db, "campaign", "add-warband", "1", str(tmp_path / "e.json")])
    main(["--db", db, "campaign", "add-warband", "1", str(tmp_path / "o.json")])
    main(["--db", db, "campaign", "game", "1", "1", "2", "draw"])
    capsys.readouterr()
    code = main(["--db", db, "campaign", "pass", "1", "2", "--removed", "boyz=3", "--dice", "4"])
    assert code == 1 and "more D6" in capsys.readouterr().err


def test_organiser_commands_old_wounds_and_roster_sheet(tmp_path, capsys):
    db = str(tmp_path / "camp.sqlite")
    roster = empire()
    roster.units[0].injuries = ["Old Battle Wound"]
    (tmp_path / "e.json").write_text(write_roster_text(roster), encoding="utf-8")
    (tmp_path / "o.json").write_text(write_roster_text(orcs()), encoding="utf-8")

    def run(*args):
        code = main(["--db", db, "campaign", *args])
        return code, capsys.readouterr()

    run("create", "C")
    assert run("restrict", "1", "empire", "noble", "veteran")[0] == 0
    code, out = run("add-warband", "1", str(tmp_path / "e.json"))
    assert code == 1 and "not open to empire" in out.err  # the Captain is a Trickster
    run("restrict", "1", "empire", "trickster")
    code, out = run("add-warband", "1", str(tmp_path / "e.json"))  # the wound: refused
    assert code == 1 and "has Old Battle Wound" in out.err and "--accept-problems" in out.err
    assert run("add-warband", "1", str(tmp_path / "e.json"), "--accept-problems")[0] == 0
    run("add-warband", "1", str(tmp_path / "o.json"))
    assert run("set", "1", "experience.base_xp.loss", "10")[0] == 0
    assert run("set", "1", "experience.nothing", "10")[0] == 1
    code, out = run("old-wounds", "1", "--dice", "1")
    assert "MISSES" in out.out
    run("game", "1", "1", "2", "loss", "--missing", "1:cap")
    code, out = run("pass", "1", "1", "--steps", "1")
    assert "loss: base 10 XP" in out.out
    pdf = tmp_path / "file-sheet.pdf"
    assert run("sheet", "--roster", str(tmp_path / "o.json"), "-o", str(pdf))[0] == 0
    assert "Grimskull" in PdfReader(str(pdf)).pages[0].extract_text()


def test_organiser_sets_table_values_from_the_command_line(tmp_path, capsys):
    db = str(tmp_path / "camp.sqlite")
    assert main(["--db", db, "campaign", "create", "Miragliano"]) == 0
    key = "little_war.victory_table.rows.1.results"
    assert main(["--db", db, "campaign", "set", "1", key, "M, V, D, D, D"]) == 0
    assert main(["--db", db, "campaign", "set", "1", "experience.base_xp.victory", "40"]) == 0
    capsys.readouterr()
    assert main(["--db", db, "campaign", "set", "1", "experience.base_xp.victory", "x"]) == 1
    assert "whole number" in capsys.readouterr().err
    from warbands_manager.services.campaign_suite import CampaignServices
    from warbands_manager.store.database import open_database

    database = open_database(db)
    tables = CampaignServices.for_database(database).setup.tables(1)
    database.close()
    assert tables.value(key) == ["M", "V", "D", "D", "D"] and tables.base_xp("victory") == 40


def test_organiser_changes_are_confirmed_in_words(tmp_path, capsys):
    db = str(tmp_path / "camp.sqlite")
    main(["--db", db, "campaign", "create", "Miragliano"])
    capsys.readouterr()
    assert main(["--db", db, "campaign", "set", "1", "experience.base_xp.victory", "40"]) == 0
    said = capsys.readouterr().out
    assert "now 40" in said and "base_xp" not in said and "organiser" in said
    assert main(["--db", db, "campaign", "restrict", "1", "empire", "noble", "veteran"]) == 0
    said = capsys.readouterr().out
    assert "Empire may now take: Noble, Veteran" in said


def test_names_are_matched_as_typed_and_refusals_list_the_choices(tmp_path, capsys):
    db = str(tmp_path / "c.sqlite")
    assert main(["--db", db, "campaign", "create", "C"]) == 0
    capsys.readouterr()
    assert main(["--db", db, "campaign", "restrict", "C", "Orcs & Goblins", "Trickster",
                 "NOBLE"]) == 0
    assert "Orcs & Goblins may now take: Trickster, Noble" in capsys.readouterr().out
    assert main(["--db", db, "campaign", "restrict", "C", "empire", "Rogue"]) != 0
    said = capsys.readouterr().err
    assert "no archetype 'Rogue'; choose from" in said and "Trickster" in said
    assert main(["--db", db, "campaign", "restrict", "C", "Elves", "noble"]) != 0
    said = capsys.readouterr().err
    assert "no army 'Elves'; choose from" in said and "Wood Elves" in said


def test_choices_match_whatever_the_case_spacing_or_apostrophes():
    import pytest

    from warbands_manager.rules.choices import NoSuchChoice, match_choice

    armies = {"archaons-horde": "Archaon's Horde", "empire": "The Empire"}
    assert match_choice("ARCHAONS HORDE", armies, "army") == "archaons-horde"
    assert match_choice("archaon's_horde", armies, "army") == "archaons-horde"
    assert match_choice("the empire", armies, "army") == "empire"
    with pytest.raises(NoSuchChoice, match="choose from Archaon's Horde, The Empire"):
        match_choice("Bretonnia", armies, "army")


def test_a_resumed_pass_uses_the_typed_dice_and_says_which_were_left(tmp_path, capsys):
    db = str(tmp_path / "camp.sqlite")
    (tmp_path / "e.json").write_text(write_roster_text(empire()), encoding="utf-8")
    (tmp_path / "o.json").write_text(write_roster_text(orcs()), encoding="utf-8")
    main(["--db", db, "campaign", "create", "C"])
    main(["--db", db, "campaign", "add-warband", "1", str(tmp_path / "e.json")])
    main(["--db", db, "campaign", "add-warband", "1", str(tmp_path / "o.json")])
    main(["--db", db, "campaign", "game", "1", "1", "2", "draw"])
    assert main(["--db", db, "campaign", "pass", "1", "2", "--removed", "boyz=3",
                 "--dice", "4"]) == 1  # stops: the recovery needs three dice
    capsys.readouterr()
    assert main(["--db", db, "campaign", "pass", "1", "2", "--dice", "4 4 4 6 6"]) == 0
    said = capsys.readouterr()
    assert "resuming at step recovery: the typed dice are used from this step on" in said.out
    assert "recovery D6 4, 4, 4" in said.out
    assert "2 typed dice were not needed and not used: 6 6" in said.err
