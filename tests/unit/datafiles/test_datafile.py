import pytest

from warbands_manager.paths import data_dir
from warbands_manager.rules.datafile import (
    DataFileError,
    iter_sourced,
    load_toml,
    sourced,
    summarise_folder,
)


def test_sourced_value_reads_value_and_provenance():
    value = sourced({"value": 20, "provenance": "assumed"}, "t.toml", "weeks[0].massacre")
    assert value.value == 20 and value.assumed


def test_unknown_provenance_names_file_and_key():
    with pytest.raises(DataFileError, match=r"t\.toml: weeks\[0\]\.draw: provenance must be"):
        sourced({"value": 1, "provenance": "guess"}, "t.toml", "weeks[0].draw")


def test_bare_number_where_sourced_expected_is_an_error():
    with pytest.raises(DataFileError, match="expected"):
        sourced(20, "t.toml", "x")


def test_toml_syntax_error_names_the_file_and_line(tmp_path):
    broken = tmp_path / "broken.toml"
    broken.write_text("[meta]\ntitle = \n")
    with pytest.raises(DataFileError, match=r"broken\.toml: not valid TOML .*line 2"):
        load_toml(broken)


def test_iter_sourced_finds_nested_values(tmp_path):
    path = tmp_path / "t.toml"
    path.write_text('[[rows]]\na = { value = 1, provenance = "rulebook" }\n')
    assert [key for key, _ in iter_sourced(load_toml(path), path)] == ["rows[0].a"]


def test_every_shipped_data_file_loads_with_valid_provenance():
    summaries = summarise_folder(data_dir())
    assert summaries, "data/ ships at least one table"
    assert all(item.rulebook + item.assumed > 0 for item in summaries)
