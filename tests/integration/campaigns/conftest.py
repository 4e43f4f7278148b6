"""The command line on a fresh campaign database, with the sample warbands written as
e.json (Empire) and o.json (Orcs) in the test's folder."""

import pytest

from tests.campaign_sample import empire, orcs
from warbands_manager.cli import main
from warbands_manager.rules.roster_io import write_roster_text


@pytest.fixture
def campaign_cli(tmp_path, capsys):
    """``campaign_cli(*args)`` runs ``warbands-manager --db … campaign *args``; returns the exit
    code and what it printed."""
    db = str(tmp_path / "camp.sqlite")
    for name, roster in (("e.json", empire()), ("o.json", orcs())):
        (tmp_path / name).write_text(write_roster_text(roster), encoding="utf-8")

    def run(*args):
        code = main(["--db", db, "campaign", *args])
        return code, capsys.readouterr()

    return run
