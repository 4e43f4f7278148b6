"""Every rule id the validator (and the editor's army-data checks) can report has a reference
entry; a new rule without help fails here."""

import ast
import re
from pathlib import Path

import warbands_manager.rules.armydata.checks as armydata_checks
import warbands_manager.rules.validation as validation
from warbands_manager.paths import data_dir
from warbands_manager.rules.reference import parse_coverage, rule_ids_in
from warbands_manager.rules.roster_io import read_roster_file
from warbands_manager.rules.validation import reminders, validate

RULE_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*\.[a-z0-9]+(?:-[a-z0-9]+)*$")


def reportable_rule_ids() -> set[str]:
    """String arguments of calls in rules/validation that look like rule ids (ctx.error,
    ctx.warning, reminder(), check_commander_types(), _forbidden()...), and the army-data ids."""
    found = set()
    for path in Path(validation.__file__).parent.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call):
                for arg in [*node.args, *(k.value for k in node.keywords)]:
                    if (isinstance(arg, ast.Constant) and isinstance(arg.value, str)
                            and RULE_ID.match(arg.value) and not arg.value.endswith(".toml")):
                        found.add(arg.value)
    found |= {armydata_checks.TRAITS_UNKNOWN, armydata_checks.MAGIC_ALLOWANCE}
    return found


def test_the_scan_finds_errors_warnings_and_reminders():
    ids = reportable_rule_ids()
    assert {"large.max-heroes-points", "skaven.mainstay", "undead.no-wizard",
            "slayer-army-of-karak-kadrin.long-drong"} <= ids
    assert len(ids) >= 100


def test_every_reportable_rule_has_a_reference_entry(reference):
    assert sorted(reportable_rule_ids() - reference.rule_ids()) == []


def test_every_rule_reported_for_the_demo_rosters_has_an_entry(reference):
    rosters = sorted((data_dir() / "demo" / "rosters").glob("*.json"))
    reported = set()
    for path in rosters:
        roster = read_roster_file(path)
        reported |= {v.rule for v in validate(roster)} | {r.rule for r in reminders(roster)}
    assert reported, "the demo rosters report some rules"
    assert all(reference.entry_for_rule(rule) is not None for rule in reported)


def test_a_rule_entry_quotes_the_rule_sentence(reference):
    entry = reference.entry_for_rule("small.max-units")
    assert "more than eight units" in entry.text
    assert entry.group.startswith("Warbands composition")


def test_search_filters_by_every_word(reference):
    hits = reference.search("eight units")
    assert hits and all("eight" in e.text.lower() and "units" in e.text.lower() for e in hits)
    assert reference.search("no-such-word-anywhere") == []
    assert len(reference.search("")) == len(reference.entries)


def test_tables_show_values_with_provenance(reference):
    table = next(e for e in reference.entries if e.key == "table:warbands/composition.toml")
    assert "small.max_units = 8 (rulebook)" in table.lines
    assert any("(assumed)" in e.text for e in reference.entries if e.key.startswith("table:"))


def test_a_new_rule_without_help_would_be_missing():
    page = parse_coverage("# T\n\n## S\n\n| rule | how | check |\n|---|---|---|\n"
                          "| one | enforced | `demo.rule-one` |\n", "rosters.md", "G")
    assert rule_ids_in(page[0].text) == ["demo.rule-one"]
    assert rule_ids_in("see `composition.toml` and `x.py`") == []


def test_explain_prints_the_entry_of_a_rule_id(capsys):
    from warbands_manager.cli import main

    assert main(["explain", "large.max-heroes-points"]) == 0
    out = capsys.readouterr().out
    # Player's words first; the rule id only behind --details.
    assert "150" in out and "large.max-heroes-points" not in out
    assert main(["explain", "--details", "large.max-heroes-points"]) == 0
    assert "large.max-heroes-points" in capsys.readouterr().out


def test_explain_searches_words_and_says_when_nothing_matches(capsys):
    from warbands_manager.cli import main

    assert main(["explain", "errantry", "banner"]) == 0
    assert "Errantry Banner" in capsys.readouterr().out
    assert main(["explain", "--details", "errantry", "banner"]) == 0
    assert "errantry-war.errantry-banner" in capsys.readouterr().out
    assert main(["explain", "no-such-word-anywhere"]) == 1
