"""The Rules Reference built once per module from the shipped rules-coverage pages and data."""

import pytest

from warbands_manager.paths import data_dir, rules_coverage_dir
from warbands_manager.rules.reference import build_reference


@pytest.fixture(scope="module")
def reference():
    return build_reference(rules_coverage_dir(), data_dir())
