"""Which actions exist in a game's variant, and why not (one source for the rules and the page).

Variant-specific rules live in their own section of the seed ("Single Player Rules",
"Alternate Two Player Rules"); an action from one of them exists only in that variant.
"""

from __future__ import annotations

from warbands_manager.companions.banner_saga.state import (
    ALTERNATE,
    KEEPER,
    SOLO,
    VARIANTS,
    GameState,
)

# action → (variants it exists in, what to say elsewhere)
VARIANT_ONLY: dict[str, tuple[tuple[str, ...], str]] = {
    "solo_external": ((SOLO,), "only in the single player game does the Thane pay renown for "
                               "his choice in an external event"),
    "solo_losses": ((SOLO,), "only the single player game tracks losses as pyres this way"),
    "surrogate_wins": ((ALTERNATE,), "surrogates only play in the alternate 2-player game"),
    "external_event": (tuple(v for v in VARIANTS if v != SOLO),
                       "single player: the Thane pays for his choice instead of a blind bid"),
}


def variant_blocker(state: GameState, action: str) -> str:
    """Why ``action`` does not exist in this game's variant ("" when it does)."""
    variants, why = VARIANT_ONLY[action]
    return "" if state.variant in variants else why


def require_variant(state: GameState, action: str) -> None:
    """Raise the rule error the page shows as the disabled button's reason."""
    reason = variant_blocker(state, action)
    state.require(not reason, reason)


def action_blockers(state: GameState | None) -> dict[str, str]:
    """Action → "" when it can be used in this game, else why not."""
    actions = (*VARIANT_ONLY, "war_event")
    if state is None:
        return dict.fromkeys(actions, "start or open a game first")
    blocked = {action: variant_blocker(state, action) for action in VARIANT_ONLY}
    blocked["war_event"] = "" if state.managed(KEEPER) else (
        "troops are not tracked in the single-player game: use the solo losses helper")
    return blocked
