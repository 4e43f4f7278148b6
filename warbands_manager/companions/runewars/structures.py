"""Fortresses, capitals and Outposts.

Pure: no Qt, SQL or PDF.
"""

from __future__ import annotations

from warbands_manager.companions.runewars.state import Game, Location, RuleViolation, label
from warbands_manager.companions.runewars.tables import Tables, default_tables


def fortresses_on_board(game: Game, faction_id: str) -> int:
    """Fortress tokens (capitals excluded) the faction has on the board."""
    return sum(1 for loc in game.locations
               if loc.structure == "fortress" and loc.structure_owner == faction_id)


def structure_strength(game: Game, location: Location, tables: Tables | None = None) -> int:
    """Defence strength of the fortress or capital here (0 without one)."""
    tables = tables or default_tables()
    base = game.setup.base
    if location.structure == "capital":
        return (base["capital_strength_damaged"] if location.damaged
                else tables.number("capital.strength_undamaged"))
    if location.structure == "fortress":
        return (base["fortress_strength_damaged"] if location.damaged
                else base["fortress_strength_undamaged"])
    return 0


def max_outposts(location: Location, tables: Tables | None = None) -> int:
    tables = tables or default_tables()
    if location.structure == "capital":
        return tables.number("capital.outposts")
    if location.structure == "fortress":
        return tables.number("fortress.outposts")
    return 0


def build_fortress(game: Game, name: str, owner: str, damaged: bool = False,
                   tables: Tables | None = None) -> None:
    """Put one of ``owner``'s Fortress tokens in a location.

    Raises:
        RuleViolation: tile 12, a structure already there, or no Fortress token left.
    """
    tables = tables or default_tables()
    location = game.location(name)
    game.faction(owner)
    if location.tile == tables.number("runes.lost_city_tile"):
        raise RuleViolation("fortress.tile-12", "fortresses cannot be built on tile 12")
    if location.structure:
        raise RuleViolation("fortress.occupied", f"{name} already has a {location.structure}")
    limit = game.setup.base["fortress_tokens"]
    if fortresses_on_board(game, owner) >= limit:
        raise RuleViolation("fortress.no-token", f"all {limit} of {label(owner)}'s Fortress "
                            "tokens are on the board")
    location.structure, location.structure_owner = "fortress", owner
    location.damaged, location.outposts = damaged, 0
    side = " (damaged side up)" if damaged else ""
    game.note(f"{label(owner)} fortress placed in {name}{side}")


def remove_structure(game: Game, name: str) -> None:
    location = game.location(name)
    if not location.structure:
        raise RuleViolation("fortress.none", f"no fortress or capital in {name}")
    removed = location.structure
    location.structure, location.structure_owner = "", ""
    location.damaged, location.outposts = False, 0
    game.note(f"{removed.capitalize()} removed from {name}")


def set_outposts(game: Game, name: str, outposts: int, tables: Tables | None = None) -> None:
    """Outposts on the fortress (at most one) or capital (at most two) here."""
    location = game.location(name)
    limit = max_outposts(location, tables)
    if not 0 <= outposts <= limit:
        what = location.structure or "location without a fortress"
        raise RuleViolation("outpost.limit", f"a {what} takes at most {limit} Outposts")
    location.outposts = outposts
    game.note(f"{name}: {outposts} Outpost(s)")


def damage_structure(game: Game, name: str) -> None:
    location = game.location(name)
    if not location.structure:
        raise RuleViolation("fortress.none", f"no fortress or capital in {name}")
    location.damaged = True
    game.note(f"{location.structure.capitalize()} in {name} damaged")


def rebuild_cost(location: Location, tables: Tables | None = None) -> dict[str, int]:
    """Fortify's rebuild price: a capital 2 ore + 1 wood, a fortress 1 ore + 1 wood."""
    tables = tables or default_tables()
    kind = "capital" if location.structure == "capital" else "fortress"
    return {"ore": tables.number(f"{kind}.rebuild_ore"),
            "wood": tables.number(f"{kind}.rebuild_wood")}


def rebuild_structure(game: Game, name: str, tables: Tables | None = None) -> None:
    """Order card Fortify: rebuild a damaged fortress or capital, paying from the owner's tracks.

    Raises:
        RuleViolation: nothing damaged there, or the owner cannot pay.
    """
    location = game.location(name)
    if not location.structure or not location.damaged:
        raise RuleViolation("fortify.not-damaged", f"nothing damaged to rebuild in {name}")
    owner = game.faction(location.structure_owner)
    cost = rebuild_cost(location, tables)
    for kind, amount in cost.items():
        if owner.resource(kind) < amount:
            raise RuleViolation("fortify.cannot-pay", f"rebuilding costs {cost['ore']} ore and "
                                f"{cost['wood']} wood; {label(owner.id)} has {owner.ore} ore and "
                                f"{owner.wood} wood")
    for kind, amount in cost.items():
        setattr(owner, kind, owner.resource(kind) - amount)
    location.damaged = False
    game.note(f"{location.structure.capitalize()} in {name} rebuilt for {cost['ore']} ore and "
              f"{cost['wood']} wood")


def build_capital(game: Game, name: str, faction_id: str) -> None:
    """Replace a fortress in the faction's home territories with its capital (undamaged).

    Raises:
        RuleViolation: no capital Development card, not a home territory of that faction, no own
            fortress there, or the capital token is already on the board.
    """
    faction = game.faction(faction_id)
    location = game.location(name)
    if not faction.has_effect("capital"):
        raise RuleViolation("capital.needs-card", "a capital needs the faction's capital "
                            "Development card")
    if location.home_of != faction_id:
        raise RuleViolation("capital.home-only", "a capital may be placed only in the player's "
                            "own home territories")
    if location.structure != "fortress" or location.structure_owner != faction_id:
        raise RuleViolation("capital.needs-fortress",
                            f"{name} has no {label(faction_id)} fortress to replace")
    if any(loc.structure == "capital" and loc.structure_owner == faction_id
           for loc in game.locations):
        raise RuleViolation("capital.one-token", f"{label(faction_id)}'s capital is already built")
    location.structure, location.damaged = "capital", False  # outposts stay attached
    game.note(f"{label(faction_id)} capital replaces the fortress in {name} (undamaged side up)")
