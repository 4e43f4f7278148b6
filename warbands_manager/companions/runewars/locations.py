"""Locations: Devastation and Frost tokens, the Lost City, control, rune tokens and cities.

Pure: no Qt, SQL or PDF.
"""

from __future__ import annotations

from warbands_manager.companions.runewars.state import (
    CITY_KINDS,
    RESOURCES,
    RUNE_KINDS,
    Game,
    Location,
    RuleViolation,
    label,
)
from warbands_manager.companions.runewars.tables import Tables, default_tables
from warbands_manager.companions.secrets import public_changes


def add_location(game: Game, location: Location) -> None:
    """Add a location to the list (names are unique)."""
    if not location.name.strip():
        raise RuleViolation("location.name", "a location needs a name")
    if any(existing.name == location.name for existing in game.locations):
        raise RuleViolation("location.duplicate", f"there is already a {location.name}")
    _check_kinds(game, location)
    game.locations.append(location)
    game.note(f"Location added: {location.name}")


def update_location(game: Game, name: str, **changes) -> None:
    """Change plain facts of a location (controller, home, tile, rune token, city, produce)."""
    location = game.location(name)
    allowed = {"controller", "home_of", "tile", "rune", "rune_revealed", "city", "produces",
               "defensible", "flooded"}
    bad = set(changes) - allowed
    if bad:
        raise RuleViolation("location.field", f"use the dedicated action for {sorted(bad)[0]}")
    for key, value in changes.items():
        setattr(location, key, value)
    if location.home_of and location.blocked:
        raise RuleViolation("location.home-token", "home territories never hold Devastation or "
                            "Frost tokens")
    if location.structure and location.tile == default_tables().number("runes.lost_city_tile"):
        raise RuleViolation("fortress.tile-12", "fortresses cannot be built on tile 12")
    _check_kinds(game, location)
    game.note(f"{name}: {_change_text(location, changes)}")


_FIELD_WORDS = {"controller": "controlled by", "home_of": "home territory of", "tile": "tile",
                "rune": "Rune token", "rune_revealed": "Rune token face up", "city": "city",
                "produces": "produces", "defensible": "Defensible Terrain",
                "flooded": "Flooded"}


def _change_text(location: Location, changes: dict) -> str:
    """The changes in a player's words; a face-down token's rune is never written down."""
    shown = public_changes(location, changes, location.secrets_shown)
    parts = []
    for key, value in shown.items():
        if key in ("controller", "home_of"):
            value = label(value)
        elif isinstance(value, bool):
            value = "yes" if value else "no"
        elif isinstance(value, dict):
            value = ", ".join(f"{amount} {kind}" for kind, amount in value.items()) or "nothing"
        parts.append(f"{_FIELD_WORDS[key]} {value or 'none'}")
    return ", ".join(parts)


QUICK_KINDS = {
    "home": "Home territory",
    "city": "City",
    "fortress": "Fortress",
    "rune": "Rune token",
}


def quick_location(game: Game, kind: str, faction_id: str = "") -> Location:
    """A location that matters, picked instead of typed: a faction's home territory, a city,
    a fortress or a Rune token's location, named "<Faction> home 2", "City 1", ... (the table
    may rename it). A Rune token is placed as a false rune face down: only the controlling
    player turns it into a dragon rune through Edit, so the shared screen never shows it."""
    if kind not in QUICK_KINDS:
        raise RuleViolation("location.quick-kind", f"unknown kind {kind!r}")
    if kind in ("home", "fortress") and not faction_id:
        raise RuleViolation("location.quick-faction", "choose whose it is")
    prefix = (f"{label(faction_id)} home" if kind == "home" else
              f"{label(faction_id)} fortress" if kind == "fortress" else QUICK_KINDS[kind])
    taken = {location.name for location in game.locations}
    number = next(n for n in range(1, len(taken) + 2) if f"{prefix} {n}" not in taken)
    location = Location(f"{prefix} {number}", controller=faction_id)
    if kind == "home":
        location.home_of = faction_id
    elif kind == "city":
        location.city = "city"
    elif kind == "fortress":
        location.structure, location.structure_owner = "fortress", faction_id
    else:
        location.rune = "false"
    return location


def remove_location(game: Game, name: str) -> None:
    game.locations.remove(game.location(name))
    game.note(f"Location removed: {name}")


def _check_kinds(game: Game, location: Location) -> None:
    if location.rune not in RUNE_KINDS:
        raise RuleViolation("location.rune-kind", f"unknown rune {location.rune!r}")
    if location.city not in CITY_KINDS:
        raise RuleViolation("location.city-kind", f"unknown city {location.city!r}")
    if location.city == "rune_city" and not game.setup.on("flourishing"):
        raise RuleViolation("city.rune-needs-flourishing", "City tokens with a dragon rune are "
                            "used only with Flourishing of the Free Cities")
    if (location.defensible or location.flooded) and not game.setup.on("exploration"):
        raise RuleViolation("exploration.off", "Exploration tokens are not in this game")
    if location.controller and location.controller not in {f.id for f in game.factions}:
        raise RuleViolation("faction.unknown", f"no faction {location.controller!r}")


def place_devastation(game: Game, name: str) -> None:
    """Place a Devastation token; the controller at once receives the location's resources.

    Raises:
        RuleViolation: a home territory, or a Devastation or Frost token already lies there.
    """
    location = game.location(name)
    if location.home_of:
        raise RuleViolation("devastation.home", "Devastation tokens may never be placed in "
                            "home territories")
    if location.devastation or location.frost:
        raise RuleViolation("devastation.occupied", f"{name} already holds a Devastation or "
                            "Frost token")
    location.devastation = 1
    gained = ""
    if location.controller:
        faction = game.faction(location.controller)
        top = game.setup.base["resource_track_maximum"]
        for kind in RESOURCES:
            gain = location.produces.get(kind, 0)
            setattr(faction, kind, min(top, faction.resource(kind) + gain))
        gained = "; its controller collects what it produces"
    game.note(f"Devastation token placed in {name}{gained}")


def remove_devastation(game: Game, name: str) -> None:
    location = game.location(name)
    if not location.devastation:
        raise RuleViolation("devastation.none", f"no Devastation token in {name}")
    location.devastation = 0
    game.note(f"Devastation token removed from {name}")


def place_frost(game: Game, name: str) -> None:
    """Place a Frost token (several may lie in one location).

    Raises:
        RuleViolation: a home territory, or a Devastation token lies there.
    """
    location = game.location(name)
    if location.home_of:
        raise RuleViolation("frost.home", "Frost tokens may never be placed in home territories")
    if location.devastation:
        raise RuleViolation("frost.devastated", f"{name} holds a Devastation token")
    location.frost += 1
    game.note(f"Frost token placed in {name} (now {location.frost})")


def remove_frost(game: Game, name: str) -> None:
    location = game.location(name)
    if not location.frost:
        raise RuleViolation("frost.none", f"no Frost token in {name}")
    location.frost -= 1
    game.note(f"Frost token removed from {name}")


def spring_thaw(game: Game, tables: Tables | None = None) -> list[str]:
    """The Spring card's secondary ability: one Frost token off each location."""
    removed = (tables or default_tables()).number("seasons.spring_frost_removed")
    thawed = []
    for location in game.locations:
        if location.frost:
            location.frost = max(0, location.frost - removed)
            thawed.append(location.name)
    if thawed:
        game.note("Spring: one Frost token removed from " + ", ".join(thawed))
    return thawed


def place_lost_city(game: Game, name: str, tables: Tables | None = None) -> str:
    """A Quest places the Lost City on tile 12; returns what happened (for the log/UI).

    Already on the board: the card text is ignored. Devastation/Frost on tile 12: the city is not
    placed, the tokens are removed instead.
    """
    tables = tables or default_tables()
    location = game.location(name)
    tile = tables.number("runes.lost_city_tile")
    if location.tile != tile:
        raise RuleViolation("lost-city.tile", f"the Lost City is placed only on tile {tile}")
    if any(other.lost_city for other in game.locations):
        outcome = "The Lost City is already found: the card's text is ignored"
    elif location.blocked:
        location.devastation, location.frost = 0, 0
        outcome = (f"Devastation/Frost lay on tile {tile}: the Lost City is not placed and "
                   "the tokens are removed")
    else:
        location.lost_city = True
        location.city = ""
        outcome = f"The Lost City is placed in {name}"
    game.note(outcome)
    return outcome


def destroy_lost_city(game: Game, name: str) -> None:
    location = game.location(name)
    if not location.lost_city:
        raise RuleViolation("lost-city.absent", f"the Lost City is not in {name}")
    location.lost_city = False
    game.note(f"The Lost City in {name} was destroyed (it can be found again)")
