"""What the current player can select now, and the reason when not (shown as a tooltip).

Each reason comes from the same checks the actions raise, so the page never offers what the
rules would refuse: "If a player cannot meet the requirements to perform an action ... it
cannot be selected."
"""

from __future__ import annotations

from warbands_manager.companions.against_the_darkness.fight import fight_blocker
from warbands_manager.companions.against_the_darkness.rulesdata import Rules
from warbands_manager.companions.against_the_darkness.state import Game
from warbands_manager.companions.against_the_darkness.turns import (
    ACTIONS_PER_TURN,
    RuleBroken,
    _require_action,
    scout_cost,
)

ACTIONS = ("upgrade", "tax", "train", "scout", "fight", "heal", "redress", "end_turn")


def action_blockers(game: Game | None, rules: Rules) -> dict[str, str]:
    """Action → "" if it can be selected now, else why not."""
    if game is None:
        return dict.fromkeys(ACTIONS, "start or open a game first")
    if game.finished:
        return dict.fromkeys(ACTIONS, "the war is over: see the score pad")
    player = game.current_player
    try:
        _require_action(game)
        acting = ""
    except RuleBroken as refused:
        acting = str(refused)
    scout = acting or _scout_blocker(game, rules)
    return {
        "upgrade": "one upgrade per turn, already done" if game.upgraded else "",
        "tax": acting,
        "train": acting,
        "scout": scout,
        "fight": fight_blocker(game, rules),
        "heal": _heal_blocker(player, rules),
        "redress": "" if player.redress else f"{player.name} holds no Redress card",
        "end_turn": "" if game.upgraded and game.actions_taken == ACTIONS_PER_TURN else
        "a turn is one upgrade and exactly three actions",
    }


def _scout_blocker(game: Game, rules: Rules) -> str:
    player = game.current_player
    if player.reserve < 1:
        return f"{player.name} has no units in reserve to send"
    cost = scout_cost(player.ranks["scout"], 1, game.countdown, player.race, rules)
    if cost > player.gold:
        return f"one scout costs {cost} gold; {player.name} has {player.gold}"
    return ""


def _heal_blocker(player, rules: Rules) -> str:
    if not player.medica:
        return f"{player.name} has no units in the Medica"
    if player.gold < rules.heal_gold:
        return f"healing one unit costs {rules.heal_gold} gold; {player.name} has {player.gold}"
    return ""
