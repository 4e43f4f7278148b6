"""The ``against-the-darkness/1`` end-state file: reading (errors name the key), writing, and
deriving it from a tracked game."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Annotated, Literal

import msgspec

from warbands_manager.companions.against_the_darkness.board import COLOURS, REALMS
from warbands_manager.companions.against_the_darkness.rulesdata import races, rules
from warbands_manager.companions.against_the_darkness.scoring import EndPlayer, ScorePad
from warbands_manager.companions.against_the_darkness.state import Game, Player
from warbands_manager.companions.against_the_darkness.textpad import TIE_BREAK_TEXT
from warbands_manager.rules.input_files import InputFileError, parse_json_text, read_input_text

FORMAT = "against-the-darkness/1"


MAX_FILE_BYTES = 4 * 1024 * 1024


class EndStateError(ValueError):
    """A bad end-state document; the message names the file and the key."""

    def __init__(self, source: str, key: str, message: str) -> None:
        super().__init__(f"{source}: {key}: {message}" if key else f"{source}: {message}")
        self.key = key


Count = Annotated[int, msgspec.Meta(ge=0)]


class _PlayerSchema(msgspec.Struct):
    """One player of the file: the format's typed schema (counts are whole numbers, 0 or
    more; Enemy cards are worth 2, 3 or 4 VP)."""

    name: str
    race: str = ""
    enemy_cards: list[Literal[2, 3, 4]] = msgspec.field(default_factory=list)
    war_heroes: Count = 0
    captains: Count = 0
    gold: Count = 0
    scouts: dict[str, Count] = msgspec.field(default_factory=dict)
    intel: dict[str, Count] = msgspec.field(default_factory=dict)
    medica: Count = 0


# What each entry must be, in the words of the error (the last part of the entry's key).
_MUST = {"name": "must be a non-empty text", "race": "must be text",
         "enemy_cards": "must be a list of VP", "players": "must be a non-empty list",
         "scouts": f"must be an object with {', '.join(REALMS)}",
         "intel": f"must be an object with {', '.join(REALMS)}"}
_COUNT = "must be a whole number, 0 or more"


def _refusal(error: msgspec.ValidationError, raw: list, source: str) -> EndStateError:
    """The schema's complaint as the file's key and what it must be ("players[1].gold")."""
    found = re.search(r"`\$\[(\d+)\]((?:\.\w+|\[\d+\]|\[\.\.\.\])*)`", str(error))
    if found is None:
        return EndStateError(source, "players", "must be a non-empty list")
    key, rest = f"players[{found[1]}]", found[2]
    missing = re.search(r"missing required field `(\w+)`", str(error))
    if missing:
        return EndStateError(source, f"{key}{rest}.{missing[1]}", _MUST[missing[1]])
    if not rest:
        return EndStateError(source, key, "must be an object")
    if rest.endswith("[...]"):  # a count in scouts or intel: name the realm
        group = rest[1:-5]
        realm = next(r for r, v in raw[int(found[1])][group].items()
                     if isinstance(v, bool) or not isinstance(v, int) or v < 0)
        return EndStateError(source, f"{key}.{group}.{realm}", _COUNT)
    if re.search(r"enemy_cards\[\d+\]$", rest):
        return EndStateError(source, f"{key}{rest}", "must be 2, 3 or 4")
    return EndStateError(source, f"{key}{rest}", _MUST.get(rest[1:], _COUNT))


def _player(schema: _PlayerSchema, source: str, key: str) -> EndPlayer:
    if not schema.name.strip():
        raise EndStateError(source, f"{key}.name", _MUST["name"])
    for group in ("scouts", "intel"):
        unknown = sorted(set(getattr(schema, group)) - set(REALMS))
        if unknown:
            raise EndStateError(source, f"{key}.{group}.{unknown[0]}", "is not a realm")
    return EndPlayer(
        name=schema.name, race=schema.race, enemy_cards=list(schema.enemy_cards),
        war_heroes=schema.war_heroes, captains=schema.captains, gold=schema.gold,
        scouts={r: schema.scouts.get(r, 0) for r in REALMS},
        intel={r: schema.intel.get(r, 0) for r in REALMS}, medica=schema.medica)


def parse_end_state(document, source: str = "<document>") -> list[EndPlayer]:
    """Validate an end-state document against its schema and return its players."""
    if not isinstance(document, dict):
        raise EndStateError(source, "", "must be a JSON object")
    if document.get("format") != FORMAT:
        raise EndStateError(source, "format", f"must be {FORMAT!r}")
    players = document.get("players")
    if not isinstance(players, list) or not players:
        raise EndStateError(source, "players", _MUST["players"])
    try:
        schemas = msgspec.convert(players, list[_PlayerSchema], strict=True)
    except msgspec.ValidationError as error:
        raise _refusal(error, players, source) from None
    result = [_player(schema, source, f"players[{index}]")
              for index, schema in enumerate(schemas)]
    names = [p.name for p in result]
    if len(set(names)) != len(names):
        raise EndStateError(source, "players", "names must be different")
    check_counts(result, source)
    return result


def check_counts(players: list[EndPlayer], source: str) -> None:
    """Refuse a position the box could not produce, naming the count (one source for the
    ``score`` command, the window's import and a typed-in score pad)."""
    r = rules()
    if not r.min_players <= len(players) <= r.max_players:
        raise EndStateError(source, "players", f"the game is for {r.min_players} to "
                            f"{r.max_players} players; this end state has {len(players)}")
    for index, player in enumerate(players):
        key = f"players[{index}]"
        if player.captains > r.captains_per_player:
            raise EndStateError(source, f"{key}.captains", f"{player.captains} captains: a "
                                f"player has {r.captains_per_player} captain meeples")
        cubes = sum(player.scouts.values()) + player.war_heroes + player.medica
        if cubes > r.cubes_per_player:
            raise EndStateError(source, key, f"{cubes} scouts, war heroes and Medica units: a "
                                f"player has {r.cubes_per_player} unit cubes")
        for realm, count in player.intel.items():
            if count > r.intel_per_realm:
                raise EndStateError(source, f"{key}.intel.{realm}", f"{count} Intel cards: "
                                    f"the deck has {r.intel_per_realm} of each realm")
    _check_totals(players, r, source)


def _check_totals(players: list[EndPlayer], r, source: str) -> None:
    captains = sum(p.captains for p in players)
    if captains > r.platoons:
        raise EndStateError(source, "captains", f"{captains} captains in all: the warband has "
                            f"seven platoons, one captain each")
    for realm in REALMS:
        held = sum(p.intel.get(realm, 0) for p in players)
        if held > r.intel_per_realm:
            raise EndStateError(source, f"intel.{realm}", f"{held} held in all: the deck has "
                                f"{r.intel_per_realm} Intel cards of each realm")
    cards = sum(len(p.enemy_cards) for p in players)
    if cards > r.enemy_cards_total:
        raise EndStateError(source, "enemy_cards", f"{cards} defeated in all: the game has "
                            f"{r.enemy_cards_total} Enemy cards")


def read_end_state(path: Path) -> list[EndPlayer]:
    """Read and validate a file; errors name the file and the key (or line and column).

    Through ``rules/input_files``: a regular file of at most 4 MB (checked before reading: a
    FIFO, ``/dev/zero``), UTF-8, JSON without 5,000-digit numbers, lone surrogates or absurd
    nesting."""
    try:
        text = read_input_text(path, MAX_FILE_BYTES, "end state file")
        document = parse_json_text(text, path, "an end state")
    except InputFileError as error:
        raise EndStateError(str(path), error.place, error.reason) from None
    return parse_end_state(document, str(path))


def end_state_document(players: list[EndPlayer]) -> dict:
    return {"format": FORMAT, "players": [
        {"name": p.name, "race": p.race, "enemy_cards": list(p.enemy_cards),
         "war_heroes": p.war_heroes, "captains": p.captains, "gold": p.gold,
         "scouts": dict(p.scouts), "intel": dict(p.intel), "medica": p.medica}
        for p in players]}


def end_players(game: Game) -> list[EndPlayer]:
    """The scoring position of a tracked game: the typed-in pad if there is one, else the
    board (Enemy cards, war heroes and captains on the roster, gold, scouts, Intel, Medica)."""
    if game.pad is not None:
        return parse_end_state({"format": FORMAT, "players": game.pad}, "score pad")
    return [EndPlayer(
        name=p.name, race=p.race, enemy_cards=[c.vp for c in p.enemy_cards],
        war_heroes=game.roster.heroes.get(p.colour, 0),
        captains=game.roster.captain_count(p.colour), gold=p.gold,
        scouts=dict(p.scouts), intel=dict(p.intel), medica=p.medica,
    ) for p in game.players]


def score_json(pad: ScorePad) -> dict:
    """The ``score --json`` output: category VP per player in final order, the tie-break
    columns (Enemy cards defeated, gold left), the winner and what decided first place."""
    return {"players": [{"name": s.name, **s.vp, "total": s.total,
                         "enemy_cards_defeated": s.cards, "gold_left": s.gold, "rank": s.rank}
                        for s in pad.players], "winner": pad.winner,
            "tie_break": pad.tie_break, "tie_break_reason": TIE_BREAK_TEXT[pad.tie_break]}


def game_from_end_state(players: list[EndPlayer]) -> Game:
    """A finished game holding only a typed-in score pad (an imported end state): seats get
    their race when the file names a known one, else the next free race, and a free colour."""
    free = [key for key in races() if key not in {p.race for p in players}]
    free_colours = [c for c in COLOURS if c not in {p.name.lower() for p in players}]
    seats, used = [], set()
    for index, player in enumerate(players):
        race = player.race if player.race in races() and player.race not in used else \
            free.pop(0)
        used.add(race)
        colour = player.name.lower() if player.name.lower() in COLOURS else (
            free_colours.pop(0) if free_colours else f"seat-{index + 1}")
        seats.append(Player(player.name, race, colour, gold=player.gold))
    game = Game(players=seats, start_countdown=1, countdown=1, finished=True, pad_only=True,
                pad=end_state_document(players)["players"])
    game.note("score pad imported from an end-state file")
    return game
