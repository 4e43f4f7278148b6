"""Dragon runes: which a faction holds, which count toward victory, and revealing them.

Pure: no Qt, SQL or PDF.
"""

from __future__ import annotations

from dataclasses import dataclass

from warbands_manager.companions.runewars.state import Game, Location, RuleViolation, label


@dataclass(frozen=True)
class RuneSource:
    """One dragon rune a faction controls, and whether it counts toward victory now."""

    location: str
    kind: str  # "token", "free city" or "Lost City"
    counts: bool
    why_not: str = ""  # e.g. "Frost token"


def _blocker(location: Location) -> str:
    if location.devastation:
        return "Devastation token"
    if location.frost:
        return "Frost token"
    return ""


def rune_sources(game: Game, faction_id: str) -> list[RuneSource]:
    """Every dragon rune in locations the faction controls (false runes are not runes)."""
    sources = []
    for location in game.locations:
        if location.controller != faction_id:
            continue
        blocker = _blocker(location)
        kinds = []
        if location.rune == "dragon":
            kinds.append("token")
        if location.city == "rune_city" and game.setup.on("flourishing"):
            kinds.append("free city")
        if location.lost_city:
            kinds.append("Lost City")
        sources.extend(RuneSource(location.name, kind, not blocker, blocker) for kind in kinds)
    return sources


def counted_runes(game: Game, faction_id: str) -> int:
    """Dragon runes that count toward victory right now."""
    return sum(1 for source in rune_sources(game, faction_id) if source.counts)


def standings(game: Game) -> list[tuple[str, int]]:
    """(faction id, counted runes), most runes first, set-up order among equals."""
    rows = [(f.id, counted_runes(game, f.id)) for f in game.factions]
    return sorted(rows, key=lambda row: -row[1])


def unrevealed_tokens(game: Game, faction_id: str) -> list[Location]:
    return [loc for loc in game.locations
            if loc.controller == faction_id and loc.rune and not loc.rune_revealed]


def reveal_rune(game: Game, faction_id: str, location_name: str,
                dragon_required: bool = False) -> None:
    """Turn a Rune token face up in a location the faction controls.

    Raises:
        RuleViolation: not controlled, no token, already revealed, every token already
            revealed, or a false rune where a dragon rune is required.
    """
    if not unrevealed_tokens(game, faction_id):
        raise RuleViolation("rune.all-revealed", "all of this player's Rune tokens are already "
                            "revealed: cards that require revealing one cannot be used")
    location = game.location(location_name)
    if location.controller != faction_id:
        raise RuleViolation("rune.not-controlled", f"{location.name} is not controlled by "
                            "the revealing player")
    if not location.rune:
        raise RuleViolation("rune.no-token", f"there is no Rune token in {location.name}")
    if location.rune_revealed:
        raise RuleViolation("rune.already-revealed", f"the token in {location.name} is already "
                            "face up: reveal a different one")
    if dragon_required and location.rune != "dragon":
        raise RuleViolation("rune.false-for-dragon", "a card requiring a dragon rune may not be "
                            "answered with a false rune")
    location.rune_revealed = True
    game.note(f"{label(faction_id)} revealed the Rune token in {location.name}: "
              f"{location.rune} rune")


def hide_rune(game: Game, location_name: str, fortify_played: bool) -> None:
    """Turn a revealed token face down: only after the Order card Fortify (or before a move)."""
    location = game.location(location_name)
    if not location.rune_revealed:
        raise RuleViolation("rune.not-revealed", f"the token in {location.name} is face down")
    if not fortify_played:
        raise RuleViolation("rune.hide-needs-fortify", "revealed Rune tokens stay face up "
                            "until the Order card Fortify is played")
    location.rune_revealed = False
    game.note(f"Rune token in {location.name} turned face down (Fortify)")


def move_rune(game: Game, source: str, target: str, turn_face_down: bool = False) -> None:
    """Move a Rune token (a card effect); it may be turned face down before it moves."""
    origin, destination = game.location(source), game.location(target)
    if not origin.rune:
        raise RuleViolation("rune.no-token", f"there is no Rune token in {origin.name}")
    if destination.rune:
        raise RuleViolation("rune.occupied", f"{destination.name} already holds a Rune token")
    destination.rune, destination.rune_revealed = origin.rune, origin.rune_revealed
    if turn_face_down:
        destination.rune_revealed = False
    origin.rune, origin.rune_revealed = "", False
    game.note(f"Rune token moved from {origin.name} to {destination.name}")


# -- what the shared screen may show --------------------------------------------------------
# A Rune token lies face down; only the player controlling its location may look at it ("they
# choose any token in a location they control ... and turn it face up"). The shared screen
# therefore shows a face-down token as a token only, and counts in public only the runes
# everyone can see: face-up dragon tokens, Free Cities with a rune and the Lost City.


def public_rune_text(location: Location) -> str:
    """The Rune token of a location as everyone at the table may see it."""
    if not location.rune:
        return ""
    if not location.rune_revealed:
        return "Rune token (face down)"
    return f"{location.rune} rune (face up)"


def shown_runes(game: Game, faction_id: str) -> int:
    """Dragon runes of the faction that count and that everyone can see."""
    hidden = {loc.name for loc in game.locations if loc.rune and not loc.rune_revealed}
    return sum(1 for source in rune_sources(game, faction_id) if source.counts
               and not (source.kind == "token" and source.location in hidden))


def face_down_tokens(game: Game, faction_id: str) -> int:
    return len(unrevealed_tokens(game, faction_id))


def public_standings(game: Game) -> list[tuple[str, int, int]]:
    """(faction id, dragon runes on show, face-down tokens held), in set-up order."""
    return [(f.id, shown_runes(game, f.id), face_down_tokens(game, f.id))
            for f in game.factions]


def peek(game: Game, faction_id: str) -> list[str]:
    """What one player sees when they look at their own face-down tokens (for a peek that
    the page hides again), with the runes that count for them."""
    lines = [f"{loc.name}: {loc.rune} rune" + (" (ignored: Devastation or Frost)"
                                                if loc.blocked else "")
             for loc in unrevealed_tokens(game, faction_id)]
    if not lines:
        lines = ["No face-down Rune tokens in locations you control."]
    lines.append(f"Dragon runes that count for you: {counted_runes(game, faction_id)}")
    return lines
