"""The benchmark's inputs stay what its report says they are (no timing is asserted)."""

import importlib.util
from pathlib import Path

from warbands_manager.rules.validation import validate

SCRIPT = Path(__file__).resolve().parents[3] / "benchmarks" / "rosters_rules.py"


def load_benchmark():
    spec = importlib.util.spec_from_file_location("rosters_rules_benchmark", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_six_ten_unit_rosters_of_different_armies_some_invalid():
    rosters = load_benchmark().ten_unit_rosters()
    assert len(rosters) == 6 and len({r.army for r in rosters}) == 6
    assert all(len(r.units) == 10 for r in rosters)
    with_errors = [r for r in rosters if any(v.is_error for v in validate(r))]
    assert 2 <= len(with_errors) < 6
