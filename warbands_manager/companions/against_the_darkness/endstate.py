"""The ``against-the-darkness/1`` end-state file: reading (errors name the key), writing, and
deriving it from a tracked game."""

from __future__ import annotations

from pathlib import Path

from warbands_manager.companions.against_the_darkness.board import REALMS
from warbands_manager.companions.against_the_darkness.scoring import EndPlayer, ScorePad
from warbands_manager.companions.against_the_darkness.state import Game
from warbands_manager.companions.against_the_darkness.textpad import TIE_BREAK_TEXT
from warbands_manager.rules.input_files import InputFileError, parse_json_text, read_input_text

FORMAT = "against-the-darkness/1"


MAX_FILE_BYTES = 4 * 1024 * 1024


class EndStateError(ValueError):
    """A bad end-state document; the message names the file and the key."""

    def __init__(self, source: str, key: str, message: str) -> None:
        super().__init__(f"{source}: {key}: {message}" if key else f"{source}: {message}")
        self.key = key


def _count(value, source: str, key: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise EndStateError(source, key, "must be a whole number, 0 or more")
    return value


def _realms(value, source: str, key: str) -> dict[str, int]:
    if not isinstance(value, dict):
        raise EndStateError(source, key, f"must be an object with {', '.join(REALMS)}")
    unknown = sorted(set(value) - set(REALMS))
    if unknown:
        raise EndStateError(source, f"{key}.{unknown[0]}", "is not a realm")
    return {r: _count(value.get(r, 0), source, f"{key}.{r}") for r in REALMS}


def parse_end_state(document, source: str = "<document>") -> list[EndPlayer]:
    """Validate an end-state document and return its players."""
    if not isinstance(document, dict):
        raise EndStateError(source, "", "must be a JSON object")
    if document.get("format") != FORMAT:
        raise EndStateError(source, "format", f"must be {FORMAT!r}")
    players = document.get("players")
    if not isinstance(players, list) or not players:
        raise EndStateError(source, "players", "must be a non-empty list")
    result = []
    for index, raw in enumerate(players):
        key = f"players[{index}]"
        if not isinstance(raw, dict):
            raise EndStateError(source, key, "must be an object")
        name = raw.get("name")
        if not isinstance(name, str) or not name.strip():
            raise EndStateError(source, f"{key}.name", "must be a non-empty text")
        cards = raw.get("enemy_cards", [])
        if not isinstance(cards, list):
            raise EndStateError(source, f"{key}.enemy_cards", "must be a list of VP")
        for i, vp in enumerate(cards):
            if isinstance(vp, bool) or not isinstance(vp, int) or vp not in (2, 3, 4):
                raise EndStateError(source, f"{key}.enemy_cards[{i}]", "must be 2, 3 or 4")
        race = raw.get("race", "")
        if not isinstance(race, str):
            raise EndStateError(source, f"{key}.race", "must be text")
        result.append(EndPlayer(
            name=name, race=race, enemy_cards=list(cards),
            war_heroes=_count(raw.get("war_heroes", 0), source, f"{key}.war_heroes"),
            captains=_count(raw.get("captains", 0), source, f"{key}.captains"),
            gold=_count(raw.get("gold", 0), source, f"{key}.gold"),
            scouts=_realms(raw.get("scouts", {}), source, f"{key}.scouts"),
            intel=_realms(raw.get("intel", {}), source, f"{key}.intel"),
            medica=_count(raw.get("medica", 0), source, f"{key}.medica"),
        ))
    names = [p.name for p in result]
    if len(set(names)) != len(names):
        raise EndStateError(source, "players", "names must be different")
    check_counts(result, source)
    return result


def check_counts(players: list[EndPlayer], source: str) -> None:
    """Refuse a position the box could not produce, naming the count (one source for the
    ``score`` command, the window's import and a typed-in score pad)."""
    from warbands_manager.companions.against_the_darkness.rulesdata import rules

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
    from warbands_manager.companions.against_the_darkness.board import COLOURS
    from warbands_manager.companions.against_the_darkness.rulesdata import races
    from warbands_manager.companions.against_the_darkness.state import Player

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
