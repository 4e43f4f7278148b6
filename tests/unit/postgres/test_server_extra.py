"""PostgreSQL support is an optional extra: without its driver a server URL gets a plain hint."""

from __future__ import annotations

import importlib.util

import pytest

from warbands_manager.cli import main
from warbands_manager.store import engine
from warbands_manager.store.errors import ServerSupportMissing


@pytest.fixture
def no_psycopg(monkeypatch):
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == "psycopg" else real(name, *a))


def test_a_server_url_without_the_driver_names_the_extra_to_install(no_psycopg):
    with pytest.raises(ServerSupportMissing, match=r"warbands-manager\[server\]"):
        engine.create_server_engine("postgresql://club@127.0.0.1/league")


def test_the_cli_says_so_in_one_line_and_exits_2(no_psycopg, capsys):
    assert main(["--db", "postgresql://club:secret@127.0.0.1/league", "db", "info"]) == 2
    err = capsys.readouterr().err
    assert "installed without PostgreSQL support" in err and "[server]" in err
    assert "secret" not in err and "Traceback" not in err


def test_the_driver_is_an_optional_dependency_not_a_required_one():
    import tomllib
    from pathlib import Path

    project = tomllib.loads((Path(__file__).resolve().parents[3] / "pyproject.toml")
                            .read_text(encoding="utf-8"))["project"]
    assert not any(dep.startswith("psycopg") for dep in project["dependencies"])
    assert any(dep.startswith("psycopg") for dep in project["optional-dependencies"]["server"])
