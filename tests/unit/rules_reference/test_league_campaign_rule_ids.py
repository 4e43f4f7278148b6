"""Every rule id that league and campaign code can raise (``LeagueError(..., rule=...)``,
``CampaignRuleError(rule, ...)``, the pairing warning) has a Rules Reference entry, and
``warbands-manager explain`` prints it."""

import ast
from pathlib import Path

import pytest

import warbands_manager
from warbands_manager.rules.campaign import recovery
from warbands_manager.rules.league import pairing

PACKAGE = Path(warbands_manager.__file__).parent


def raised_rule_ids(error: str) -> set[str]:
    """Rule ids given to ``error(...)`` anywhere in the package: the first argument of
    CampaignRuleError, the ``rule=`` keyword of LeagueError."""
    found = set()
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", None) == error):
                continue
            args = [k.value for k in node.keywords if k.arg == "rule"] or node.args[:1]
            for arg in args:
                if isinstance(arg, ast.Constant) and "." in arg.value:
                    found.add(arg.value)
                elif isinstance(arg, ast.JoinedStr):  # campaign.minimum-{kind}
                    found |= {f"campaign.minimum-{kind}" for kind in recovery_kinds()}
    return found


def recovery_kinds() -> tuple[str, ...]:
    source = Path(recovery.__file__).read_text(encoding="utf-8")
    assert 'f"campaign.minimum-{problem.kind}"' in source  # the one computed id
    return ("warbands", "book")


def test_the_scan_finds_the_refusals():
    campaign = raised_rule_ids("CampaignRuleError")
    league = raised_rule_ids("LeagueError")
    assert {"campaign.twice-in-a-row", "campaign.max-points", "campaign.name",
            "campaign.minimum-book"} <= campaign
    assert len(campaign) >= 40
    assert {"league.week-range", "league.pairing-self", "league.pairing-players"} <= league


def test_every_campaign_refusal_has_a_reference_entry(reference):
    assert sorted(raised_rule_ids("CampaignRuleError") - reference.rule_ids()) == []


def test_every_league_refusal_and_warning_has_a_reference_entry(reference):
    league = raised_rule_ids("LeagueError") | {pairing.RULE}
    assert sorted(league - reference.rule_ids()) == []


def test_league_entries_are_grouped_under_leagues(reference):
    entry = reference.entry_for_rule(pairing.RULE)
    assert entry.group == "Leagues"
    assert "more than twice in a row" in entry.text
    assert reference.entry_for_rule("campaign.name").group == "Campaigns"


@pytest.mark.parametrize(("rule", "words"), [
    ("league.twice-in-a-row", "twice in a row"),
    ("league.week-range", "not in the league"),
    ("campaign.twice-in-a-row", "twice in a row"),
    ("campaign.pass-exists", "post-battle pass"),
])
def test_explain_prints_league_and_campaign_rules(capsys, rule, words):
    from warbands_manager.cli import main

    assert main(["explain", rule]) == 0
    out = capsys.readouterr().out
    assert words in out and "What the app does" in out
    assert rule not in out  # ids are for --details (words for players)
    assert main(["explain", rule, "--details"]) == 0
    assert rule in capsys.readouterr().out
