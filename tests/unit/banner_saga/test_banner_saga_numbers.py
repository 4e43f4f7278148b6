import pytest

from warbands_manager.companions.banner_saga.numbers import rule_numbers
from warbands_manager.rules.datafile import DataFileError


def test_numbers_load_with_provenance():
    numbers = rule_numbers()
    assert numbers["supply.maximum"] == 20
    assert numbers.sourced("supply.maximum").provenance == "rulebook"
    assert "supply.wagon_renown" in numbers.assumed_keys()
    assert "clan.gold_from" not in numbers.assumed_keys()


def test_missing_key_names_file_and_key():
    with pytest.raises(DataFileError, match=r"rules\.toml: supply\.nothing"):
        rule_numbers()["supply.nothing"]
