"""Every error rule the validator can report has at least one test case that breaks it."""

import re
from pathlib import Path

import test_rosters_army_rules as army_cases
import test_rosters_generic_rules as generic_cases

import warbands_manager.rules.validation as validation
from tests.unit.armydata import test_armydata_option_groups as catalogue_cases

PACKAGE = Path(validation.__file__).parent
# An error is reported through ``ctx.error`` or, on the hot paths, built directly as a
# ``Violation(rule, ERROR, ...)``.
REPORTED = re.compile(
    r'(?:ctx\.error\(out, |check_commander_types\(ctx, out, |Violation\()"([a-z-]+\.[a-z-]+)"'
    r'(?!, WARNING)'
)


def reported_error_rules() -> set[str]:
    text = "".join(path.read_text() for path in PACKAGE.rglob("*.py"))
    return set(REPORTED.findall(text))


def rules_with_cases() -> set[str]:
    found = {case[0] for case in generic_cases.CASES if case[0]}
    for case in army_cases.CASES:
        found |= army_cases.expected(case[1])
    return found | {case[0] for case in catalogue_cases.CASES}


def test_rule_id_scan_finds_the_rules():
    assert {"large.max-heroes-points", "tomb-kings.commander"} <= reported_error_rules()


def test_every_error_rule_has_a_breaking_case():
    assert sorted(reported_error_rules() - rules_with_cases()) == []
