"""Per-faction tracks: resources, influence, Development cards, title, heroes and commanders.

Pure: no Qt, SQL or PDF.
"""

from __future__ import annotations

from warbands_manager.companions.runewars.state import (
    DEV_EFFECTS,
    RESOURCES,
    DevelopmentCard,
    Game,
    Hero,
    RuleViolation,
    label,
)
from warbands_manager.companions.runewars.tables import Tables, default_tables


def set_resource(game: Game, faction_id: str, kind: str, value: int) -> None:
    """Move a resource tracker (0 to the entered track maximum)."""
    if kind not in RESOURCES:
        raise RuleViolation("resource.kind", f"unknown resource {kind!r}")
    top = game.setup.base["resource_track_maximum"]
    if not 0 <= value <= top:
        raise RuleViolation("resource.range", f"the {kind} track runs from 0 to {top}")
    faction = game.faction(faction_id)
    old = faction.resource(kind)
    setattr(faction, kind, value)
    game.note(f"{label(faction_id)} {kind} {old} → {value}")


def set_influence(game: Game, faction_id: str, ones: int, threes: int) -> None:
    """Influence tokens held: ordinary ones and the Banners of War tokens worth 3."""
    if ones < 0 or threes < 0:
        raise RuleViolation("influence.negative", "influence cannot be negative")
    faction = game.faction(faction_id)
    faction.influence, faction.influence_threes = ones, threes
    game.note(f"{label(faction_id)} influence {ones} + {threes}×3 = {faction.influence_total}")


def exchange_influence(game: Game, faction_id: str) -> None:
    """Swap three ordinary Influence tokens for one token worth 3."""
    faction = game.faction(faction_id)
    if faction.influence < 3:
        raise RuleViolation("influence.exchange", "three ordinary tokens are needed")
    faction.influence -= 3
    faction.influence_threes += 1
    game.note(f"{label(faction_id)} exchanged three Influence tokens for one worth 3")


def acquire_development(game: Game, faction_id: str, card: DevelopmentCard,
                        tables: Tables | None = None) -> None:
    """Acquire a Development card (Harvest seniority bonus), paying its full cost.

    Raises:
        RuleViolation: the variant is off, all eight are taken, the card is already held, or the
            faction cannot pay the full cost.
    """
    tables = tables or default_tables()
    if not game.setup.on("development_cards"):
        raise RuleViolation("development.off", "Development Cards are not in this game")
    faction = game.faction(faction_id)
    limit = tables.number("development.cards_per_faction")
    if len(faction.development) >= limit:
        raise RuleViolation("development.limit", f"each faction has only {limit} cards")
    if not card.name.strip() or any(c.name == card.name for c in faction.development):
        raise RuleViolation("development.duplicate", f"{card.name!r} is already acquired")
    if card.effect not in DEV_EFFECTS:
        raise RuleViolation("development.effect", f"unknown effect {card.effect!r}")
    if card.effect == "skeletons" and faction_id != "waiqar":
        raise RuleViolation("development.skeletons", "Baneful Lands is Waiqar's card")
    if card.effect == "peasants" and faction_id != "daqan":
        raise RuleViolation("development.peasants", "Popular Support is the Daqan card")
    for kind in RESOURCES:
        if faction.resource(kind) < card.cost.get(kind, 0):
            raise RuleViolation("development.cannot-pay", f"{card.name} costs "
                                f"{_price(card.cost)}; the full cost must be paid")
    for kind in RESOURCES:
        setattr(faction, kind, faction.resource(kind) - card.cost.get(kind, 0))
    faction.development.append(card)
    game.note(f"{label(faction_id)} acquired Development card {card.name} for {_price(card.cost)}")


def _price(cost: dict[str, int]) -> str:
    parts = [f"{cost[k]} {k}" for k in RESOURCES if cost.get(k)]
    return ", ".join(parts) or "nothing"


def set_merchants_guild(game: Game, faction_id: str) -> None:
    """Give the Head of the Merchants' Guild title ("" = nobody holds it)."""
    if faction_id:
        game.faction(faction_id)
    game.merchants_guild = faction_id
    game.note(f"Head of the Merchants' Guild: {faction_id or 'nobody'}")


def hero_limits(game: Game, faction_id: str, tables: Tables | None = None) -> tuple[int, int]:
    """(ordinary heroes allowed, commanders allowed) for the faction now."""
    tables = tables or default_tables()
    heroes = tables.number("heroes.maximum")
    if not game.setup.on("commanders"):
        return heroes, 0
    faction = game.faction(faction_id)
    key = "commanders_with_general_lieutenant" if faction.general_lieutenant else "commanders"
    return heroes, tables.number(f"heroes.{key}")


def _check_heroes(game: Game, faction_id: str) -> None:
    faction = game.faction(faction_id)
    heroes, commanders = hero_limits(game, faction_id)
    held = sum(1 for h in faction.heroes if not h.commander)
    leading = sum(1 for h in faction.heroes if h.commander)
    if leading > commanders:
        raise RuleViolation("heroes.commanders", f"{label(faction_id)} may have {commanders} "
                            "commander(s)" + ("" if game.setup.on("commanders")
                                              else " (Commanders on the Battlefield is off)"))
    if held > heroes:
        raise RuleViolation("heroes.limit", f"{label(faction_id)} may control at most "
                            f"{heroes} heroes besides commanders")


def add_hero(game: Game, faction_id: str, name: str, commander: bool = False) -> None:
    faction = game.faction(faction_id)
    if not name.strip() or any(h.name == name for h in faction.heroes):
        raise RuleViolation("heroes.name",
                            f"{label(faction_id)} already has a hero called {name!r}")
    faction.heroes.append(Hero(name, commander))
    try:
        _check_heroes(game, faction_id)
    except RuleViolation:
        faction.heroes.pop()
        raise
    game.note(f"{label(faction_id)} hero {name}" + (" (commander)" if commander else ""))


def set_commander(game: Game, faction_id: str, name: str, commander: bool) -> None:
    """Make a hero a commander or an ordinary hero again (start of the Quest Phase)."""
    hero = _hero(game, faction_id, name)
    hero.commander, was = commander, hero.commander
    try:
        _check_heroes(game, faction_id)
    except RuleViolation:
        hero.commander = was
        raise
    role = "a commander" if commander else "an ordinary hero"
    game.note(f"{label(faction_id)} {name} is now {role}")


def defeat_hero(game: Game, faction_id: str, name: str) -> None:
    """A defeated hero leaves the game; a defeated commander also discards General-Lieutenant."""
    faction = game.faction(faction_id)
    hero = _hero(game, faction_id, name)
    faction.heroes.remove(hero)
    text = f"{label(faction_id)} hero {name} defeated"
    if hero.commander:
        text += "; Commander card discarded"
        if faction.general_lieutenant:
            faction.general_lieutenant = False
            text += " together with General-Lieutenant"
    game.note(text)


def set_general_lieutenant(game: Game, faction_id: str, held: bool) -> None:
    """The Tactic card General-Lieutenant allows a second commander."""
    if held and not game.setup.on("commanders"):
        raise RuleViolation("general-lieutenant.off", "without Commanders on the Battlefield "
                            "General-Lieutenant is discarded and another card drawn")
    faction = game.faction(faction_id)
    faction.general_lieutenant = held
    _check_heroes(game, faction_id)
    game.note(f"{label(faction_id)} General-Lieutenant {'in play' if held else 'discarded'}")


def _hero(game: Game, faction_id: str, name: str) -> Hero:
    for hero in game.faction(faction_id).heroes:
        if hero.name == name:
            return hero
    raise RuleViolation("heroes.unknown", f"{label(faction_id)} has no hero called {name!r}")


def place_peasant(game: Game, name: str, tables: Tables | None = None) -> None:
    """Daqan leaves a Peasant token in a location it moved all its units out of."""
    tables = tables or default_tables()
    if "daqan" not in {f.id for f in game.factions}:
        raise RuleViolation("peasant.no-daqan", "only the Daqan player has Peasant tokens")
    if not game.faction("daqan").has_effect("peasants"):
        raise RuleViolation("peasant.needs-card", "Peasant tokens come with Popular Support")
    location = game.location(name)
    if location.controller != "daqan" or location.peasant:
        raise RuleViolation("peasant.location", f"{name} is not a Daqan location without a "
                            "Peasant token")
    limit = tables.number("development.peasant_tokens")
    if sum(1 for loc in game.locations if loc.peasant) >= limit:
        raise RuleViolation("peasant.limit", f"all {limit} Peasant tokens are on the board")
    location.peasant = True
    game.note(f"Peasant token placed in {name}: it stays a Daqan location")


def remove_peasant(game: Game, name: str) -> None:
    """An Activation token placed here (by anyone) removes the Peasant token."""
    location = game.location(name)
    if not location.peasant:
        raise RuleViolation("peasant.none", f"no Peasant token in {name}")
    location.peasant = False
    game.note(f"Peasant token removed from {name} (Activation token placed)")
