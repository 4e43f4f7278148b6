"""The app's log: a rotating file in the user's log folder, warnings by default, no passwords."""

from __future__ import annotations

import logging

import pytest

from warbands_manager import logs
from warbands_manager.cli import main


@pytest.fixture
def log_file(isolated_user_data):
    logs.setup_logging()
    yield isolated_user_data / "logs" / logs.LOG_FILE_NAME
    logs.setup_logging()  # leave the default level for the next test


def _flush():
    for handler in logging.getLogger("warbands_manager").handlers:
        handler.flush()


def test_the_log_folder_follows_the_data_home_variable(isolated_user_data):
    assert logs.log_dir() == isolated_user_data / "logs"


def test_a_refused_command_is_logged_with_its_reason(log_file, tmp_path, capsys):
    missing = tmp_path / "nowhere" / "results.csv"
    assert main(["league", "standings", str(missing)]) == 2
    _flush()
    text = log_file.read_text(encoding="utf-8")
    assert "WARNING warbands_manager.commands.league: " in text and "results.csv" in text
    assert "results.csv" in capsys.readouterr().err  # the user is still told


def test_only_warnings_by_default_and_everything_with_debug(log_file):
    logs.setup_logging()
    logging.getLogger("warbands_manager.x").info("quiet by default")
    logs.setup_logging(debug=True)
    logging.getLogger("warbands_manager.x").info("recorded with --debug")
    _flush()
    text = log_file.read_text(encoding="utf-8")
    assert "quiet by default" not in text and "recorded with --debug" in text


@pytest.mark.parametrize("url", [
    "postgresql://ros:s3cret@host/db",
    "postgresql://ros@host/db?sslmode=require&password=s3cret",
    "host=h password=s3cret dbname=x",
])
def test_passwords_never_reach_the_file(log_file, url):
    logging.getLogger("warbands_manager.x").warning("could not open %s", url)
    try:
        raise ValueError(f"connection to {url} failed")
    except ValueError:
        logging.getLogger("warbands_manager.x").exception("failed")
    _flush()
    text = log_file.read_text(encoding="utf-8")
    assert "s3cret" not in text and text.count("***") == 2
