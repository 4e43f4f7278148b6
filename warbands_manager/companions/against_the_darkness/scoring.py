"""End Game Scoring: the seven categories, the winner and the tie-breaks."""

from __future__ import annotations

from dataclasses import dataclass, field

from warbands_manager.companions.against_the_darkness.board import REALMS
from warbands_manager.companions.against_the_darkness.rulesdata import Rules

CATEGORIES: tuple[tuple[str, str], ...] = (
    ("enemy_cards", "Enemy Cards"),
    ("war_heroes", "War Heroes"),
    ("captains", "Captains"),
    ("converted_gold", "Converted Gold"),
    ("scout_control", "Scout Control"),
    ("matching_intel", "Matching Intel"),
    ("medica", "Medica Units"),
)


HIDDEN_CELL = "Face down"


@dataclass
class EndPlayer:
    """One player's position at the game's end (the ``against-the-darkness/1`` player)."""

    name: str
    race: str = ""
    enemy_cards: list[int] = field(default_factory=list)
    war_heroes: int = 0
    captains: int = 0
    gold: int = 0
    scouts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(REALMS, 0))
    intel: dict[str, int] = field(default_factory=lambda: dict.fromkeys(REALMS, 0))
    medica: int = 0


@dataclass(frozen=True)
class PlayerScore:
    name: str
    race: str
    vp: dict[str, int]  # category key → VP
    total: int
    cards: int
    gold: int
    rank: int = 0


@dataclass(frozen=True)
class ScorePad:
    players: list[PlayerScore]  # final order
    winner: str | None  # None when the tie-breaks leave a shared first place
    tie_break: str  # "total", "enemy cards defeated", "gold left" or "shared"
    controllers: dict[str, str | None]  # realm → who controls it (None: nobody or a tie)
    # (player name, category key) still face down: scored as 0 and shown as hidden
    withheld: frozenset[tuple[str, str]] = frozenset()

    def shown_vp(self, score: PlayerScore, key: str) -> str:
        return HIDDEN_CELL if (score.name, key) in self.withheld else str(score.vp[key])

    def shown_total(self, score: PlayerScore) -> str:
        hidden = any(name == score.name for name, _key in self.withheld)
        return f"{score.total} + ?" if hidden else str(score.total)  # the face-down VP


def scout_controllers(players: list[EndPlayer]) -> dict[str, str | None]:
    """Most scouts in a realm; a tie for most (or no scouts) gives nobody the realm."""
    result: dict[str, str | None] = {}
    for realm in REALMS:
        counts = [(p.scouts.get(realm, 0), p.name) for p in players]
        top = max((n for n, _ in counts), default=0)
        leaders = [name for n, name in counts if n == top]
        result[realm] = leaders[0] if top > 0 and len(leaders) == 1 else None
    return result


def converted_gold(player: EndPlayer, rules: Rules) -> int:
    """Each scout and war hero converts exactly three gold into 1 VP."""
    converters = sum(player.scouts.values()) + player.war_heroes
    return min(player.gold // rules.gold_per_vp, converters)


def matching_intel(player: EndPlayer, rules: Rules) -> int:
    """Scouts × matching Intel cards per realm, at most 12 per realm."""
    return sum(min(player.scouts.get(r, 0) * player.intel.get(r, 0), rules.intel_cap)
               for r in REALMS)


def category_vp(player: EndPlayer, control: dict[str, str | None], rules: Rules) -> dict[str, int]:
    return {
        "enemy_cards": sum(player.enemy_cards),
        "war_heroes": rules.war_hero_vp * player.war_heroes,
        "captains": rules.captain_vp * player.captains,
        "converted_gold": converted_gold(player, rules),
        "scout_control": sum(rules.scout_control_vp[r] for r, who in control.items()
                             if who == player.name),
        "matching_intel": matching_intel(player, rules),
        "medica": rules.medica_vp * player.medica,
    }


def _key(score: PlayerScore) -> tuple[int, int, int]:
    return (score.total, score.cards, score.gold)


def score_game(players: list[EndPlayer], rules: Rules) -> ScorePad:
    """Score every player, order them (total, then Enemy cards defeated, then gold) and name
    the winner and which tie-break decided first place."""
    control = scout_controllers(players)
    scores = []
    for player in players:
        vp = category_vp(player, control, rules)
        scores.append(PlayerScore(player.name, player.race, vp, sum(vp.values()),
                                  len(player.enemy_cards), player.gold))
    ordered = sorted(scores, key=_key, reverse=True)
    ranked, previous, rank = [], None, 0
    for position, score in enumerate(ordered, start=1):
        if _key(score) != previous:
            rank, previous = position, _key(score)
        ranked.append(PlayerScore(**{**score.__dict__, "rank": rank}))
    winner, tie_break = _winner(ranked)
    return ScorePad(ranked, winner, tie_break, control)


def _winner(ranked: list[PlayerScore]) -> tuple[str | None, str]:
    if not ranked:
        return None, "shared"
    first = ranked[0]
    if len(ranked) == 1:
        return first.name, "total"
    second = ranked[1]
    if first.total != second.total:
        return first.name, "total"
    if first.cards != second.cards:
        return first.name, "enemy cards defeated"
    if first.gold != second.gold:
        return first.name, "gold left"
    return None, "shared"
