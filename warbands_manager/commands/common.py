"""Helpers shared by sub-commands: opening the database with errors a person can act on."""

from __future__ import annotations

import argparse
import importlib
import logging
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial
from typing import Any

from warbands_manager.paths import resolve_db_path
from warbands_manager.store.errors import DatabaseRefused

EXIT_REFUSED = 2


def handled_in(module: str, name: str) -> Callable[..., Any]:
    """The function ``name`` of the sibling module ``commands/<module>.py`` (a handler, or the
    fallback of a quick read), imported when it is called.

    A command group registers the parsers of all its actions, so all of them pay for the
    imports of the module that registers them. Handlers that need the database stack
    (SQLModel, the services) or reportlab live in a sibling module reached through here, as
    ``cli`` reaches the one command module a command line names: the other actions, among
    them the quick reads (``db info``, ``army-data list``, ``rosters list``,
    ``league standings``), never load it.
    """

    return partial(_call_in, module, name)


def _call_in(module: str, name: str, *arguments: Any) -> Any:
    return getattr(importlib.import_module(f"{__package__}.{module}"), name)(*arguments)


def open_database_or_explain(args: argparse.Namespace, create: bool = True,
                             read_only: bool = False):
    """Open the database named by ``--db``/``WARBANDS_DB`` (a SQLite file or a
    ``postgresql://`` URL); on refusal print why and return None.

    Commands that only look pass ``create=False``: a mistyped name is refused, not created;
    ``read_only=True`` (standings, lists, exports) reads without waiting for a writer.
    """
    # deferred: opening loads SQLModel, which the quick reads of this package never reach
    from warbands_manager.store.database import open_database
    from warbands_manager.store.server import unbacked_migration_allowed

    path = resolve_db_path(args.db)
    allow = unbacked_migration_allowed(getattr(args, "allow_unbacked_migration", False))
    try:
        return open_database(path, allow_unbacked_migration=allow, create=create,
                             read_only=read_only)
    except DatabaseRefused as refused:
        logging.getLogger(__name__).warning("database refused: %s", refused)
        print(f"warbands-manager: {refused}", file=sys.stderr)
        return None


@contextmanager
def opened_database(args: argparse.Namespace, create: bool = True,
                    read_only: bool = False) -> Iterator:
    """:func:`open_database_or_explain` for a ``with`` block, closing the database after it.

    Yields None when the database was refused (the reason is printed): each command decides
    its own exit code for that, so the refusal is not raised.
    """
    database = open_database_or_explain(args, create=create, read_only=read_only)
    try:
        yield database
    finally:
        if database is not None:
            database.close()


def quick_or_opened(args: argparse.Namespace, quick: Callable[[argparse.Namespace], Any],
                    opened: Callable[[Any], Any]) -> Any:
    """A read command's answer: ``quick(args)`` (the read-only path of ``store/quick_read``,
    None when it does not apply), else ``opened(database)`` on the database opened the usual
    way. None when that database was refused (the reason is printed)."""
    answer = quick(args)
    if answer is not None:
        return answer
    with opened_database(args) as database:
        return None if database is None else opened(database)


MOST_WARNINGS_SHOWN = 20


def print_warnings(warnings: list[str], most: int = MOST_WARNINGS_SHOWN) -> None:
    """The first ``most`` warnings on stderr in one write, then how many more there are: a file
    of a hundred thousand repeat pairings is read in seconds, and its warnings must not take
    minutes (each line goes through the log too) or bury the standings."""
    shown = "".join(f"warning: {warning}\n" for warning in warnings[:most])
    if len(warnings) > most:
        shown += f"warning: … and {len(warnings) - most:,} more like these\n"
    if shown:
        print(shown, end="", file=sys.stderr)


LONGEST_NUMBER = 18


def whole_number(text: str) -> int:
    """``type=`` of a number option: an ``int``; a text too long to be one (a stuck key, a
    paste) is refused by its length, never echoed whole."""
    if len(text) > LONGEST_NUMBER:
        raise argparse.ArgumentTypeError(f"a number of {len(text):,} characters is longer "
                                         "than any this option takes")
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
