"""Which parser a command line builds: a command's own module only, every command's for help,
the window's for files to open (a file manager's ``warbands-manager roster.json``)."""

from __future__ import annotations

import pytest

from warbands_manager import cli
from warbands_manager.commands import COMMAND_MODULES


@pytest.mark.parametrize("module", COMMAND_MODULES)
def test_every_command_word_names_the_module_that_registers_it(module):
    """A word that named no module (``diff``, ``print`` before they were mapped) made its
    command import and register every other command first."""
    for word in cli._command_names(cli.build_parser(only=module)):
        assert cli._named_command_module(["--db", "x.db", word]) == module


def test_a_file_to_open_builds_only_the_window_parser():
    parser = cli._parser_for(["--db", "x.db", "roster.json"])
    assert cli._command_names(parser) == set()
    assert cli._bare_files_as_open(["roster.json"], parser) == ["--open", "roster.json"]


def test_help_and_a_command_after_a_file_still_build_every_command():
    every = set(cli._command_names(cli.build_parser()))
    assert set(cli._command_names(cli._parser_for(["--help"]))) == every
    assert set(cli._command_names(cli._parser_for(["roster.json", "validate"]))) == every


def test_an_option_value_that_looks_like_a_command_is_not_one():
    """``--db league`` is a database called league, not the league command."""
    assert cli._named_command_module(["--db", "league", "roster.json"]) is None
    assert cli._command_names(cli._parser_for(["--db", "league", "roster.json"])) == set()
