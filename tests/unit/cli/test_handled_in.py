"""``commands.common.handled_in``: every handler and fallback a command module reaches by name
exists, so a renamed function fails here rather than when a club runs that one action."""

from __future__ import annotations

import argparse
import importlib
import pkgutil
from functools import partial

import pytest

from warbands_manager import commands
from warbands_manager.cli import build_parser
from warbands_manager.commands import common


def _reached_by_name(value) -> tuple[str, str] | None:
    if isinstance(value, partial) and value.func is common._call_in:
        return value.args
    return None


def _handlers(parser: argparse.ArgumentParser):
    yield parser.get_default("handler")
    for action in parser._actions:  # argparse keeps sub-parsers here and nowhere public
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                yield from _handlers(sub)


def _targets() -> set[tuple[str, str]]:
    found = {_reached_by_name(handler) for handler in _handlers(build_parser())}
    for info in pkgutil.iter_modules(commands.__path__):
        module = importlib.import_module(f"{commands.__name__}.{info.name}")
        found |= {_reached_by_name(value) for value in vars(module).values()}
    return found - {None}


TARGETS = sorted(_targets())


def test_the_command_modules_reach_handlers_by_name():
    assert len(TARGETS) > 10  # the walk above finds them (an empty walk would pass the next test)


@pytest.mark.parametrize(("module", "name"), TARGETS)
def test_every_function_reached_by_name_exists(module, name):
    assert callable(getattr(importlib.import_module(f"{commands.__name__}.{module}"), name))
