"""Fixtures for the Against the Darkness rules tests: the shipped rules and a small game."""

import pytest
from atd_games import make_game

from warbands_manager.companions.against_the_darkness.rulesdata import rules as shipped_rules


@pytest.fixture
def rules():
    return shipped_rules()


@pytest.fixture
def game():
    return make_game()
