"""Years, seasons, season reminders and victory (immediate or by the Road to Victory).

Pure: no Qt, SQL or PDF.
"""

from __future__ import annotations

from warbands_manager.companions.runewars.game_setup import last_year, rune_target
from warbands_manager.companions.runewars.locations import spring_thaw
from warbands_manager.companions.runewars.runes import counted_runes, rune_sources, standings
from warbands_manager.companions.runewars.state import Game, RuleViolation, label
from warbands_manager.companions.runewars.tables import Tables, default_tables


def season_name(game: Game, tables: Tables | None = None) -> str:
    return (tables or default_tables()).season_names[game.season]


def is_last_year(game: Game, tables: Tables | None = None) -> bool:
    return game.year >= last_year(game, tables)


def season_reminders(game: Game, tables: Tables | None = None) -> list[str]:
    """What the table should remember in the current season."""
    tables = tables or default_tables()
    notes = list(tables.seasons[game.season].reminders)
    for when, text in tables.conditional_reminders:
        if (when == "always" or (when == "merchants_guild" and game.merchants_guild)
                or game.setup.on(when)):
            notes.append(text)
    if is_last_year(game, tables):
        notes.append("Last year: the winner is decided at the end of Winter"
                     + (" (no Victory cards may be placed)."
                        if game.setup.on("road_to_victory") else "."))
    return notes


def _check_running(game: Game) -> None:
    if game.finished:
        raise RuleViolation("game.finished", "the game is over")


def advance_season(game: Game, tables: Tables | None = None) -> list[str]:
    """Go to the next season; returns what happened at its Season card step.

    Spring removes one Frost token from each location; a Victory card on top of the new
    season's deck is revealed first and wins if its owner still holds enough runes. After the
    last Winter the game ends and the winner is decided by the base game's rules.
    """
    tables = tables or default_tables()
    _check_running(game)
    seasons = tables.number("calendar.seasons_per_year")
    if game.season == seasons - 1 and is_last_year(game, tables):
        game.finished = True
        _reveal_every_token(game)
        leader = standings(game)[0]
        game.note("End of the last Winter: decide the winner by the base game's rules "
                  f"(most counted dragon runes now: {label(leader[0])} with {leader[1]})")
        return ["The game is over: confirm the winner."]
    game.season = (game.season + 1) % seasons
    if game.season == 0:
        game.year += 1
    game.note(f"Season card step of {season_name(game, tables)}, year {game.year}")
    events = []
    if game.setup.on("road_to_victory"):
        events.extend(_reveal_victory_card(game, tables))
    if not game.winner and tables.season_names[game.season] == "Spring":
        thawed = spring_thaw(game)
        if thawed:
            events.append("Spring: one Frost token removed from " + ", ".join(thawed))
    return events


def _reveal_every_token(game: Game) -> None:
    """The winner is decided by counting dragon runes: every token is turned face up."""
    hidden = [loc for loc in game.locations if loc.rune and not loc.rune_revealed]
    for location in hidden:
        location.rune_revealed = True
    if hidden:
        game.note("Rune tokens turned face up: " + ", ".join(
            f"{loc.name} {loc.rune} rune" for loc in hidden))


def can_place_victory_card(game: Game, faction_id: str, tables: Tables | None = None,
                           count_runes: bool = True) -> str:
    """Why ``faction_id`` may not place its Victory card now ("" when it may).

    With ``count_runes`` off, only what everyone can see is checked: the shared screen must
    not tell the table whether the face-down tokens hold enough dragon runes."""
    tables = tables or default_tables()
    if not game.setup.on("road_to_victory"):
        return "Road to Victory is not in this game"
    if game.finished or game.winner:
        return "the game is over"
    if is_last_year(game, tables):
        return "no Victory cards in the last year: the winner is decided at the end of Winter"
    season = season_name(game, tables)
    if season in game.victory_decks:
        holder = game.victory_decks[season]["faction"]
        return f"{label(holder)}'s Victory card already lies on the {season} deck: wait a season"
    if any(card["faction"] == faction_id for card in game.victory_decks.values()):
        return f"{label(faction_id)}'s Victory card is already on a Season deck"
    held, target = counted_runes(game, faction_id), rune_target(game, tables)
    if count_runes and held < target:
        return f"{label(faction_id)} controls {held} of the {target} dragon runes needed"
    return ""


def prove_runes(game: Game, faction_id: str, tables: Tables | None = None) -> list[str]:
    """Turn face up as many counting dragon Rune tokens as the target needs.

    City and Lost City runes are visible anyway; already revealed tokens are shown first, so a
    proof never reveals more than it must. Returns the locations newly revealed.
    """
    needed = rune_target(game, tables)
    counting = [s for s in rune_sources(game, faction_id) if s.counts]
    needed -= sum(1 for s in counting if s.kind != "token")
    tokens = [game.location(s.location) for s in counting if s.kind == "token"]
    needed -= sum(1 for loc in tokens if loc.rune_revealed)
    newly = []
    for location in tokens:
        if needed <= 0:
            break
        if not location.rune_revealed:
            location.rune_revealed = True
            newly.append(location.name)
            needed -= 1
    return newly


def place_victory_card(game: Game, faction_id: str, tables: Tables | None = None) -> None:
    """Road to Victory: reveal enough runes and put the Victory card on this season's deck."""
    reason = can_place_victory_card(game, faction_id, tables)
    if reason:
        raise RuleViolation("victory-card.not-allowed", reason)
    prove_runes(game, faction_id, tables)
    season = season_name(game, tables)
    game.victory_decks[season] = {"faction": faction_id, "year": game.year}
    game.note(f"{label(faction_id)} revealed enough runes and placed its Victory card on the "
              f"{season} deck: it is revealed in {season} of year {game.year + 1}")


def _reveal_victory_card(game: Game, tables: Tables) -> list[str]:
    season = season_name(game, tables)
    card = game.victory_decks.pop(season, None)
    if card is None:
        return []
    faction_id = card["faction"]
    held, target = counted_runes(game, faction_id), rune_target(game, tables)
    if held >= target:
        prove_runes(game, faction_id, tables)
        game.winner, game.finished = faction_id, True
        game.win_reason = f"Victory card revealed in {season} of year {game.year}"
        text = (f"{label(faction_id)}'s Victory card is revealed with {held} runes: "
                f"{label(faction_id)} wins!")
    else:
        text = (f"{label(faction_id)}'s Victory card is revealed but it controls only {held} of "
                f"{target} runes: the card goes back and the Season card is resolved")
    game.note(text)
    return [text]


def check_immediate_victory(game: Game, tables: Tables | None = None) -> str:
    """Without Road to Victory, a faction reaching the target reveals its runes and wins."""
    if game.winner or game.finished or game.setup.on("road_to_victory"):
        return ""
    target = rune_target(game, tables)
    for faction_id, held in standings(game):
        if held >= target:
            prove_runes(game, faction_id, tables)
            game.winner, game.finished = faction_id, True
            game.win_reason = f"controls {held} of {target} dragon runes"
            game.note(f"{label(faction_id)} controls {held} dragon runes and wins the game")
            return faction_id
    return ""


def declare_winner(game: Game, faction_id: str) -> None:
    """After the last Winter the players record the winner found by the base game's rules."""
    if not game.finished or game.winner:
        raise RuleViolation("winner.not-end", "a winner is declared only after the last Winter")
    game.faction(faction_id)
    game.winner = faction_id
    game.win_reason = "end of the last Winter (base game rules)"
    game.note(f"{label(faction_id)} is declared the winner at the end of the game")
