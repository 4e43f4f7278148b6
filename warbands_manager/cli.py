"""Command line: ``warbands-manager [--db PATH] [COMMAND ...]``; no command opens the GUI.

This module and ``commands/`` never import Qt (an import-linter contract checks it), so
``validate``, ``print`` and the other sub-commands start fast and run on machines with no
display. The GUI is reached through :func:`_run_gui`, which loads ``warbands_manager.app`` by
name only when a window is wanted.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from warbands_manager import APP_NAME, __version__
from warbands_manager.commands import COMMAND_MODULES
from warbands_manager.navigation import VIEW_NAMES, VIEWS

EXIT_OK = 0
EXIT_USAGE = 2


def build_parser() -> argparse.ArgumentParser:
    """The full parser: global options, GUI options and every registered sub-command."""
    parser = argparse.ArgumentParser(
        prog="warbands-manager",
        description=f"{APP_NAME}: Warhammer Warbands rosters, leagues and campaigns, "
        "and companion trackers. Without a command, the app's window opens.",
    )
    parser.add_argument("--version", action="version", version=f"{APP_NAME} {__version__}")
    parser.add_argument(
        "--db", metavar="PATH",
        help="database file to use (default: WARBANDS_DB, else the user data folder)",
    )
    gui = parser.add_argument_group("window options (used when no command is given)")
    gui.add_argument(
        "--screenshot", metavar="OUT.png",
        help="render a view offscreen at 1280x800 to a PNG and exit",
    )
    gui.add_argument("--view", metavar="NAME", help="view to show first (see --list-views)")
    gui.add_argument("--list-views", action="store_true", help="print the view names and exit")
    gui.add_argument("--demo", action="store_true",
                     help="add the example rosters (valid and invalid) and show the Rosters view")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module_name in COMMAND_MODULES:
        importlib.import_module(f"warbands_manager.commands.{module_name}").register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``warbands-manager`` and ``python -m warbands_manager``."""
    parser = build_parser()
    args = parser.parse_args(list(sys.argv[1:] if argv is None else argv))
    if args.command:
        return int(args.handler(args) or EXIT_OK)
    if args.list_views:
        for view in VIEWS:
            print(f"{view.name:24} {view.title}")
        return EXIT_OK
    if args.view and args.view not in VIEW_NAMES:
        parser.error(f"unknown view {args.view!r}; choose one of: {', '.join(VIEW_NAMES)}")
    return _run_gui(args)


def _run_gui(args: argparse.Namespace) -> int:
    # Imported by name so that the CLI path above never pulls in PySide6.
    app = importlib.import_module("warbands_manager.app")
    return app.run(args)
