from pathlib import Path

from warbands_manager import paths


def test_cli_db_beats_environment(monkeypatch):
    monkeypatch.setenv("WARBANDS_DB", "/tmp/from-env.sqlite")
    assert paths.resolve_db_path("/tmp/from-cli.sqlite") == Path("/tmp/from-cli.sqlite")


def test_environment_beats_default(monkeypatch):
    monkeypatch.setenv("WARBANDS_DB", "/tmp/from-env.sqlite")
    assert paths.resolve_db_path(None) == Path("/tmp/from-env.sqlite")


def test_default_lives_in_user_data_dir(isolated_user_data):
    assert paths.resolve_db_path(None) == isolated_user_data / "warbands.sqlite"
    assert isolated_user_data.is_dir()


def test_shipped_folders_are_found():
    assert (paths.data_dir() / "README.md").is_file()
    assert paths.resource_file("icons", "warbands-manager.svg").is_file()
    assert paths.resource_file("fonts", "DejaVuSans.ttf").is_file()


def test_frozen_layout_is_preferred(tmp_path, monkeypatch):
    frozen = tmp_path / "bundle"
    (frozen / "warbands_manager" / "data").mkdir(parents=True)
    monkeypatch.setattr(paths.sys, "_MEIPASS", str(frozen), raising=False)
    paths._shipped_dir.cache_clear()
    try:
        assert paths.data_dir() == frozen / "warbands_manager" / "data"
    finally:
        paths._shipped_dir.cache_clear()


def test_backups_sit_beside_the_database(tmp_path):
    assert paths.backups_dir_for(tmp_path / "x.sqlite") == tmp_path / "backups"
