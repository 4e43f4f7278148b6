"""What the shared screen may show of a game in progress: face-down cards stay face down.

Enemy cards won are turned face down at the end of the Fight and kept Intel cards are hidden
from the other players; both are revealed only when the game is scored. Until then the score
pad "if the game ended now" counts only public figures and marks the rest as hidden.

Pure: no Qt, SQL or PDF.
"""

from __future__ import annotations

import dataclasses

from warbands_manager.companions.against_the_darkness.endstate import end_players
from warbands_manager.companions.against_the_darkness.rulesdata import Rules
from warbands_manager.companions.against_the_darkness.scoring import ScorePad, score_game
from warbands_manager.companions.against_the_darkness.state import Game, Player


def secrets_revealed(game: Game) -> bool:
    """The game is scored (or only its typed-in pad exists): every card is turned up."""
    return game.finished or game.pad is not None


def intel_shown(game: Game, player: Player) -> bool:
    return secrets_revealed(game) or player.intel_revealed


def public_score_pad(game: Game, rules: Rules) -> ScorePad:
    """The score pad as everyone may see it now: hidden VP scored as 0 and marked withheld.

    The number of Enemy cards stays (it is public, and it breaks ties); their VP does not."""
    players = end_players(game)
    if secrets_revealed(game):
        return score_game(players, rules)
    withheld = set()
    for seat, player in zip(game.players, players, strict=True):
        player.enemy_cards = [0] * len(player.enemy_cards)
        withheld.add((player.name, "enemy_cards"))
        if not seat.intel_revealed:
            player.intel = dict.fromkeys(player.intel, 0)
            withheld.add((player.name, "matching_intel"))
    return dataclasses.replace(score_game(players, rules), withheld=frozenset(withheld))


def enemy_cards_text(game: Game, player: Player, peeking: bool = False) -> str:
    """The Enemy cards a player has won: their VP only to the owner (or after the end)."""
    if not player.enemy_cards:
        return "none yet"
    if peeking or secrets_revealed(game):
        return ", ".join(
            f"{c.vp} VP {c.requirement} (took {c.gold_taken} gold)" for c in player.enemy_cards
        )
    count = len(player.enemy_cards)
    return f"{count} card{'s' if count != 1 else ''} face down"
