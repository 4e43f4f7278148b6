"""Command line: ``warbands-manager [--db PATH] [COMMAND ...]``; no command opens the GUI.

This module and ``commands/`` never import Qt (an import-linter contract checks it), so
``validate``, ``print`` and the other sub-commands start fast and run on machines with no
display. The GUI is reached through :func:`_run_gui`, which loads ``warbands_manager.app`` by
name only when a window is wanted.
"""

from __future__ import annotations

import argparse
import importlib
import logging
import os
import sys
from collections.abc import Iterator, Sequence

from warbands_manager import APP_NAME, __version__
from warbands_manager.commands import COMMAND_MODULES, COMMAND_WORDS
from warbands_manager.commands.stdout_pipe import whole_writes
from warbands_manager.errors import UserFacingError
from warbands_manager.logs import setup_logging, stderr_logged
from warbands_manager.navigation import VIEW_NAMES, VIEWS, with_page

EXIT_OK = 0
EXIT_USAGE = 2
EXIT_BROKEN_PIPE = 141  # 128 + SIGPIPE, what a shell reports for a command whose reader left
OPTIONS_WITH_VALUES = {"--db", "--screenshot", "--view", "--open", "--theme", "--size"}
WINDOW_FLAGS = {"--debug", "--demo"}


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The full parser: global options, GUI options and every registered sub-command.

    ``only``: register just that command module (the one the command line names): importing
    and registering all of them would make every command pay for all the others.
    """
    parser = _window_parser()
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module_name in (only,) if only else COMMAND_MODULES:
        importlib.import_module(f"warbands_manager.commands.{module_name}").register(subparsers)
    return parser


def _named_command_module(argv: list[str]) -> str | None:
    """The command module named by the first word that is not an option (``army-data`` →
    ``army_data``, ``diff`` → ``roster_diff``), when there is one; None for a file or a typo."""
    for word, is_value in _tagged_words(argv):
        if not is_value and not word.startswith("-"):
            return _command_module(word)
    return None


def _command_module(word: str) -> str | None:
    module = COMMAND_WORDS.get(word, word.replace("-", "_"))
    return module if module in COMMAND_MODULES else None


def _parser_for(argv: list[str]) -> argparse.ArgumentParser:
    """The parser a command line needs: the named command's; for help (or a command after a
    file), every command's; else the window's, for files to open as a file manager passes
    them — building every command's parser would only delay the window."""
    if any(word in ("-h", "--help") or not is_value and _command_module(word)
           for word, is_value in _tagged_words(argv)):
        return build_parser(_named_command_module(argv))
    return _window_parser()


def _tagged_words(argv: list[str]) -> Iterator[tuple[str, bool]]:
    """Each word of ``argv`` with whether it is the value of the option before it
    (``--db PATH``): the one walk the start-up checks below share."""
    is_value = False
    for word in argv:
        yield word, is_value
        is_value = not is_value and word in OPTIONS_WITH_VALUES


def _window_parser() -> argparse.ArgumentParser:
    """Global and window options only: enough for a plain start of the window."""
    parser = argparse.ArgumentParser(
        prog="warbands-manager",
        description=f"{APP_NAME}: Warhammer Warbands rosters, leagues and campaigns, "
        "and companion trackers. Without a command, the app's window opens.",
    )
    parser.add_argument("--version", action="version", version=f"{APP_NAME} {__version__}")
    parser.add_argument(
        "--debug", action="store_true", help="show the full traceback when something fails",
    )
    parser.add_argument(
        "--db", metavar="PATH",
        help="database to use: a SQLite file or a postgresql://USER@HOST/NAME URL "
        "(default: WARBANDS_DB, else a file in the user data folder)",
    )
    parser.add_argument(
        "--allow-unbacked-migration", action="store_true",
        help="upgrade a PostgreSQL database even when pg_dump is missing to back it up first",
    )
    gui = parser.add_argument_group("window options (used when no command is given)")
    gui.add_argument(
        "--screenshot", metavar="OUT.png",
        help="render a view offscreen (at --size) to a PNG and exit",
    )
    gui.add_argument("--size", metavar="WxH", type=window_size, default=(1280, 800),
                     help="the window size of --screenshot (default 1280x800)")
    gui.add_argument("--view", metavar="NAME[/PART...]",
                     help="view to show first (see --list-views); PARTs pick a tab, an item "
                     "or 'help[=RULE]' (the rules reference), e.g. leagues/Games")
    gui.add_argument("--theme", choices=("light", "dark", "system"),
                     help="colours for this run (default: the Preferences' choice; "
                     "--screenshot: light)")
    gui.add_argument("--list-views", action="store_true", help="print the view names and exit")
    gui.add_argument(
        "--open", metavar="FILE", action="append", default=[],
        help="open a file in the window (a roster .json); a bare FILE argument does the same",
    )
    gui.add_argument("--demo", action="store_true",
                     help="add the example rosters (valid and invalid) and show the Rosters view")
    parser.set_defaults(command=None)
    return parser


def window_size(text: str) -> tuple[int, int]:
    """``1024x700`` → (1024, 700), for ``--size``."""
    width, sep, height = text.lower().partition("x")
    if not (sep and width.isdigit() and height.isdigit()) or min(int(width), int(height)) < 100:
        raise argparse.ArgumentTypeError(f"{text!r} is not a window size like 1024x700")
    return int(width), int(height)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``warbands-manager`` and ``python -m warbands_manager``."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if not _plain_window_start(argv):
        return _main_command_line(argv)
    return _main(argv, window=True)


def _main_command_line(argv: list[str]) -> int:
    """A command (or help, ``--list-views``): its output into a pipe whose reader has gone
    (``| head``) ends it quietly with status 141, as SIGPIPE ends a Unix tool — also when
    Python writes unbuffered (``PYTHONUNBUFFERED``), where a long text was cut silently."""
    with whole_writes():
        try:
            return _main(argv, window=False)
        except BrokenPipeError:  # help or a listing outside a command (commands: below)
            _quiet_stdout()
            return EXIT_BROKEN_PIPE


def _main(argv: list[str], window: bool) -> int:
    if window:
        # Importing and registering every sub-command costs start-up time the window never
        # needs, and a command line of window options only cannot name a command.
        parser = _window_parser()
        args = parser.parse_args(argv)
    else:
        parser = _parser_for(argv)
        args = parser.parse_args(_bare_files_as_open(argv, parser))
    setup_logging(debug=bool(getattr(args, "debug", False)))
    if args.command:
        return _run_command(args)
    if args.list_views:
        for view in VIEWS:
            print(f"{view.name:24} {view.title}")
        return EXIT_OK
    if args.view:
        args.view = with_page(args.view)
    if args.view and args.view.split("/")[0] not in VIEW_NAMES:
        parser.error(f"unknown view {args.view!r}; choose one of: {', '.join(VIEW_NAMES)}")
    return _run_gui(args)


def _run_command(args: argparse.Namespace) -> int:
    """Run a sub-command; failures become one line on stderr and exit 2 (``--debug``: traceback)."""
    try:
        with stderr_logged(f"warbands_manager.commands.{args.command}"):
            code = int(args.handler(args) or EXIT_OK)
        sys.stdout.flush()  # a reader that went away (``| head``) shows here, not at exit
        return code
    except BrokenPipeError:
        _quiet_stdout()
        return EXIT_BROKEN_PIPE
    except KeyboardInterrupt:
        print("warbands-manager: interrupted", file=sys.stderr)
        return 130
    except Exception as error:  # noqa: BLE001 — the last line of defence for the command line
        _log_failure(args, error)
        if args.debug:
            raise
        # deferred: only a failed command needs the storage wording; quick reads must not load it
        from warbands_manager.store.failures import storage_failure_message

        # A busy, full or read-only file is the user's to fix: say so in one line, no SQL.
        message = storage_failure_message(error) or _memory_message(error)
        label = "" if message or isinstance(error, UserFacingError) else f"{type(error).__name__}: "
        print(f"warbands-manager: error: {label}{message or error}", file=sys.stderr)
        return EXIT_USAGE


def _memory_message(error: Exception) -> str | None:
    # A MemoryError has no words of its own ("MemoryError:" alone told the user nothing).
    if isinstance(error, MemoryError):
        return ("this computer ran out of memory for the command; nothing was changed (a file "
                "within the size limits should not do this: please report it)")
    return None


def _log_failure(args: argparse.Namespace, error: Exception) -> None:
    """A refusal (a message for the user) is logged as a warning; anything else with its
    traceback, so a report can say what happened."""
    log = logging.getLogger("warbands_manager.cli")
    if isinstance(error, UserFacingError):
        log.warning("%s refused: %s", args.command, error)
    else:
        log.error("%s failed", args.command, exc_info=error)


def _quiet_stdout() -> None:
    """Point stdout at the null device so the interpreter's final flush into the closed pipe
    does not print a BrokenPipeError (the fix the Python documentation gives for SIGPIPE)."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)


def _plain_window_start(argv: list[str]) -> bool:
    """True when ``argv`` holds only window options and their values (no command, no file,
    no help or version request)."""
    return all(is_value or word in OPTIONS_WITH_VALUES or word in WINDOW_FLAGS
               for word, is_value in _tagged_words(argv))


def _bare_files_as_open(argv: list[str], parser: argparse.ArgumentParser) -> list[str]:
    """``warbands-manager roster.json`` (as a file manager calls it) means ``--open roster.json``.

    Only when no sub-command is named; values of options that take one are left alone.
    """
    commands = _command_names(parser)
    if any(word in commands for word in argv):
        return argv
    rewritten: list[str] = []
    for word, is_value in _tagged_words(argv):
        rewritten += ["--open", word] if not is_value and not word.startswith("-") else [word]
    return rewritten


def _command_names(parser: argparse.ArgumentParser) -> set[str]:
    for action in parser._actions:  # argparse keeps sub-parsers here and nowhere public
        if isinstance(action, argparse._SubParsersAction):
            return set(action.choices)
    return set()


def _run_gui(args: argparse.Namespace) -> int:
    # Imported by name so that the CLI path above never pulls in PySide6.
    app = importlib.import_module("warbands_manager.app")
    return app.run(args)
