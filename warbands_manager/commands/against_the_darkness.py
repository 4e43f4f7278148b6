"""``warbands-manager score against-the-darkness FILE [--json]``: the score pad of an
``against-the-darkness/1`` end-state file, as text or JSON. Bad input exits 2 naming the file
and the key. The ``score`` command is shared: each game adds its own sub-parser under it."""

from __future__ import annotations

import argparse
import json
import sys

from warbands_manager.companions.against_the_darkness.endstate import (
    EndStateError,
    read_end_state,
    score_json,
)
from warbands_manager.companions.against_the_darkness.rulesdata import rules
from warbands_manager.companions.against_the_darkness.scoring import score_game
from warbands_manager.companions.against_the_darkness.textpad import pad_text

EXIT_BAD_INPUT = 2
GAME = "against-the-darkness"


def score_games(subparsers):
    """The ``score GAME`` sub-parsers, created by whichever game registers first."""
    existing = subparsers.choices.get("score")
    if existing is not None:
        return existing.games_subparsers
    parser = subparsers.add_parser("score", help="print the end-game score pad of a board game")
    games = parser.add_subparsers(dest="score_game", metavar="GAME", required=True)
    parser.games_subparsers = games
    return games


def register(subparsers) -> None:
    parser = score_games(subparsers).add_parser(
        GAME, help="Warband: Against the Darkness (an against-the-darkness/1 JSON file)")
    parser.add_argument("file", metavar="FILE", help="end-state JSON (against-the-darkness/1)")
    parser.add_argument("--json", action="store_true", help="print the score pad as JSON")
    parser.set_defaults(handler=_score)


def _score(args: argparse.Namespace) -> int:
    try:
        players = read_end_state(args.file)
    except EndStateError as error:
        print(f"warbands-manager: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    pad = score_game(players, rules())
    if args.json:
        print(json.dumps(score_json(pad), indent=2, ensure_ascii=False))
    else:
        print(pad_text(pad))
    return 0
