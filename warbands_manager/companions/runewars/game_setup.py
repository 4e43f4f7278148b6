"""Setting up a Runewars: Banners of War game: players, factions, optional rules, base numbers.

Pure: no Qt, SQL or PDF.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from warbands_manager.companions.runewars.state import (
    OPTIONS,
    Faction,
    Game,
    RuleViolation,
    Setup,
)
from warbands_manager.companions.runewars.tables import Tables, default_tables


@dataclass
class SetupChoice:
    """What the set-up dialog collects."""

    name: str
    players: list[tuple[str, str]]  # (player name, faction id)
    options: dict[str, bool] = field(default_factory=dict)
    base: dict[str, int] = field(default_factory=dict)  # missing keys take the data defaults
    replacements: dict[str, str] = field(default_factory=dict)


def default_replacements(tables: Tables | None = None) -> dict[str, str]:
    """New unit -> the base unit it is recruited in place of ("" where not printed)."""
    tables = tables or default_tables()
    return {unit.name: str(unit.replaces.value) for f in tables.factions for unit in f.units}


def check_setup(choice: SetupChoice, tables: Tables | None = None) -> None:
    """Raise :class:`RuleViolation` for a set-up the rules do not allow."""
    tables = tables or default_tables()
    low, high = tables.number("players.minimum"), tables.number("players.maximum")
    if not low <= len(choice.players) <= high:
        raise RuleViolation("setup.players",
                            f"Runewars needs {low} to {high} players, not {len(choice.players)}")
    factions = [faction for _player, faction in choice.players]
    if len(set(factions)) != len(factions):
        raise RuleViolation("setup.faction-twice", "each faction can be chosen only once")
    known = {faction.id for faction in tables.factions}
    for faction in factions:
        if faction not in known:
            raise RuleViolation("setup.faction", f"unknown faction {faction!r}")
    for player, _faction in choice.players:
        if not player.strip():
            raise RuleViolation("setup.player-name", "every player needs a name")
    unknown = set(choice.options) - set(OPTIONS)
    if unknown:
        raise RuleViolation("setup.option", f"unknown optional rule {sorted(unknown)[0]!r}")
    for key, value in choice.base.items():
        if int(value) < 0:
            raise RuleViolation("setup.base-number", f"{key} cannot be negative")


def new_game(choice: SetupChoice, tables: Tables | None = None) -> Game:
    """A game in Spring of year 1 with the chosen factions and their starting tracks."""
    tables = tables or default_tables()
    check_setup(choice, tables)
    base = {**tables.base_game_defaults(), **{k: int(v) for k, v in choice.base.items()}}
    options = {option: bool(choice.options.get(option, False)) for option in OPTIONS}
    replacements = {**default_replacements(tables), **choice.replacements}
    setup = Setup(choice.name.strip() or "Runewars game", options, base, replacements)
    factions = [
        Faction(faction, player.strip(), food=base["starting_food"], wood=base["starting_wood"],
                ore=base["starting_ore"], influence=base["starting_influence"])
        for player, faction in choice.players
    ]
    game = Game(setup, factions)
    chosen = ", ".join(tables.faction(f.id).name for f in factions)
    game.note(f"Game set up: {chosen}; rune target {rune_target(game, tables)}")
    return game


def set_base_numbers(game: Game, numbers: dict[str, int]) -> None:
    """Correct the base-game numbers entered at set-up (kept with this game only)."""
    for key, value in numbers.items():
        if key not in game.setup.base:
            raise RuleViolation("setup.base-number", f"unknown base-game number {key!r}")
        if int(value) < 0:
            raise RuleViolation("setup.base-number", f"{key} cannot be negative")
    changed = {k: int(v) for k, v in numbers.items() if game.setup.base[k] != int(v)}
    game.setup.base.update(changed)
    if changed:
        game.note("Base-game numbers corrected: "
                  + ", ".join(f"{k.replace('_', ' ')} = {v}" for k, v in changed.items()))


def rune_target(game: Game, tables: Tables | None = None) -> int:
    """Dragon runes needed to win: 6, one more with Flourishing of the Free Cities."""
    tables = tables or default_tables()
    target = tables.number("runes.target")
    if game.setup.on("flourishing"):
        target += tables.number("runes.flourishing_extra")
    return target


def last_year(game: Game, tables: Tables | None = None) -> int:
    tables = tables or default_tables()
    return tables.number("calendar.years")


def setup_reminders(game: Game) -> list[str]:
    """What to do at the table when adding the expansion (shown beside the set-up)."""
    notes = [
        "Shuffle the new Hero, Goal, Quest, Reward, Season and Tactic cards into their decks.",
        "Give each player the faction's Reinforcement sheet (right of the Faction sheet, "
        "initiative rows aligned), units, Order cards (including Garrison) and tokens.",
        "First map-building action: shuffle the Quest cards for tiles 10, 11 and 12 into the "
        "Quest deck; a player who gets one as a Preparatory Quest also gets that map tile.",
        "Tile 12: its yellow border may not be parallel to a red or blue border; no fortress "
        "may be built on tile 12.",
        "Garrison order: the defender gets its strength bonus this season; its Bonus of "
        "Seniority recruits 2 triangular-base units into any fortress the player controls.",
    ]
    if game.setup.on("commanders"):
        notes.append("Commanders on the Battlefield: each player gets two Hero cards of their "
                     "alignment and one Commander card, and chooses which Hero commands.")
        notes.append("Commanders never attempt Quests, move like units with Redeployment, "
                     "Mobilization and Conquest (not out of activated locations, not while "
                     "knocked down), and are changed only at the start of the Quest Phase to a "
                     "Hero in one of the player's fortresses.")
    if game.setup.on("flourishing"):
        notes.append("Flourishing of the Free Cities: replace the base City tokens with the "
                     "alternative ones (three carry a dragon rune).")
    if game.setup.on("epic"):
        notes.append("Epic variant: drawn Tactic cards that force a player to reveal Rune "
                     "tokens may be discarded and replaced.")
    if not game.setup.on("commanders"):
        notes.append("Without Commanders on the Battlefield, a drawn General-Lieutenant card "
                     "is discarded and another drawn.")
    return notes
