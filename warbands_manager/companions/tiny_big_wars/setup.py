"""Setting up a Tiny Big Wars game: the faction check, the table layout and starting forces."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

from warbands_manager.companions.tiny_big_wars.cards import CARD_TYPES, NEEDED, Card, field_label

TYPE_MINIMUMS = {"warlord": "min_warlords", "army": "min_armies", "castle": "min_castles",
                 "storage": "min_storage"}


@dataclass
class SetupPlayer:
    """What one player brings: a faction, the cards, the starting castle and armies."""

    name: str
    faction: str
    deck: list[str]
    starting_castle: str | None = None
    starting_armies: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class Problem:
    """A set-up finding; ``blocking`` problems stop the game from starting."""

    rule: str
    message: str
    player: str | None = None
    blocking: bool = True


def default_deck(cards: dict[str, Card], faction: str) -> list[str]:
    """The faction's own cards a player brings (no encounters or shared territories)."""
    return [c.name for c in cards.values() if c.faction == faction and c.type != "encounter"]


def is_home(card: Card) -> bool:
    return card.type == "territory" and card.home


def random_pool(cards: dict[str, Card]) -> list[str]:
    """Territories that are nobody's home: the random territories."""
    return [c.name for c in cards.values() if c.type == "territory" and not c.home]


def check_setup(cards: dict[str, Card], rules: dict[str, int], players: list[SetupPlayer],
                encounters: list[str] = ()) -> list[Problem]:
    """Every problem with the players' cards; an empty list means the game can start."""
    problems = _check_names(players)
    for player in players:
        problems += check_player(cards, rules, player)
    problems += _check_same_cards(cards, players)
    problems += _check_encounters(cards, encounters)
    problems += _missing_values(cards, players, encounters)
    return problems


def _check_names(players: list[SetupPlayer]) -> list[Problem]:
    problems = []
    if len(players) < 2:
        problems.append(Problem("setup.players", "Tiny Big Wars needs at least 2 players."))
    names = [p.name.strip() for p in players]
    if any(not name for name in names) or len(set(names)) != len(names):
        problems.append(Problem("setup.names", "Every player needs a different name."))
    return problems


def check_player(cards: dict[str, Card], rules: dict[str, int],
                 player: SetupPlayer) -> list[Problem]:
    """The faction check of one player: minimum cards and matching faction symbols."""
    problems = []
    deck = [cards[name] for name in player.deck if name in cards]
    for name in player.deck:
        if name not in cards:
            problems.append(Problem("setup.unknown-card", f"No card called {name!r}.", player.name))
    counts = Counter(card.type for card in deck)
    for card_type, key in TYPE_MINIMUMS.items():
        if counts[card_type] < rules[key]:
            problems.append(Problem(
                f"setup.{key}", f"{player.name} brings {counts[card_type]} {card_type} card(s); "
                f"at least {rules[key]} needed.", player.name))
    homes = sum(1 for card in deck if is_home(card))
    if homes < rules["min_home_territories"]:
        problems.append(Problem("setup.min_home_territories",
                                f"{player.name} brings no Home Territory.", player.name))
    for card in deck:
        if card.faction and card.faction != player.faction:
            problems.append(Problem(
                "setup.faction", f"{card.name} has the {card.faction} symbol, not "
                f"{player.faction}.", player.name))
    return problems + _check_start(cards, rules, player)


def _check_start(cards: dict[str, Card], rules: dict[str, int],
                 player: SetupPlayer) -> list[Problem]:
    problems = []
    castle = cards.get(player.starting_castle or "")
    if castle is None or castle.type != "castle" or castle.name not in player.deck:
        problems.append(Problem("setup.starting-castle",
                                f"{player.name} must choose a starting castle from their cards.",
                                player.name))
    armies = {name: n for name, n in player.starting_armies.items() if n > 0}
    wrong = [n for n in armies if n not in player.deck or cards[n].type != "army"]
    if wrong or not armies:
        problems.append(Problem("setup.starting-armies",
                                f"{player.name} must start with some of their own Army tokens.",
                                player.name))
        return problems
    costs = [cards[name].cost_gold for name in armies]
    if any(cost is None for cost in costs):
        problems.append(Problem("setup.starting-army-gold",
                                f"{player.name}: army costs not entered yet, so the "
                                f"{rules['starting_army_gold']} gold of starting armies cannot "
                                "be checked.", player.name, blocking=False))
        return problems
    gold = sum(cards[name].cost_gold * count for name, count in armies.items())
    if gold != rules["starting_army_gold"]:
        problems.append(Problem("setup.starting-army-gold",
                                f"{player.name}'s starting armies are worth {gold} gold; the rules "
                                f"say {rules['starting_army_gold']}.", player.name))
    return problems


def _check_same_cards(cards: dict[str, Card], players: list[SetupPlayer]) -> list[Problem]:
    def shape(player: SetupPlayer) -> tuple:
        counts = Counter(cards[n].type for n in player.deck if n in cards)
        return tuple(counts[t] for t in CARD_TYPES)

    shapes = {shape(p) for p in players}
    if len(shapes) > 1:
        return [Problem("setup.same-cards",
                        "All players must bring the same numbers and types of cards.")]
    return []


def _check_encounters(cards: dict[str, Card], encounters: list[str]) -> list[Problem]:
    problems = []
    for name in encounters:
        card = cards.get(name)
        if card is None or card.type != "encounter":
            problems.append(Problem("setup.encounter", f"{name!r} is not an Encounter card."))
        elif cards.get(card.location or "") is None:
            problems.append(Problem("setup.encounter-location",
                                    f"{name}'s territory {card.location!r} is not a card."))
    return problems


def _missing_values(cards: dict[str, Card], players: list[SetupPlayer],
                    encounters: list[str]) -> list[Problem]:
    names = dict.fromkeys([n for p in players for n in p.deck] + list(encounters))
    problems = []
    for name in names:
        card = cards.get(name)
        if card is not None and card.missing():
            problems.append(Problem(
                "setup.values-missing", f"{name}: enter "
                f"{', '.join(field_label(f).lower() for f in card.missing())} in the card "
                "editor (the rules page does not print them).", blocking=False))
    assumed = [f"{name} {field_label(f).lower()}" for name in names if name in cards
               for f in placeholder_fields(cards[name])]
    if assumed:
        problems.append(Problem(
            "setup.placeholders", f"{len(assumed)} card values are placeholders (assumed — "
            "replace with your cards): play now and correct each in the Cards tab when the "
            "card comes up; the card library remembers it for the next game.", blocking=False))
    return problems


def placeholder_fields(card: Card) -> list[str]:
    """Fields of ``card`` still holding a shipped placeholder ("assumed", not the players')."""
    return [f for f, source in card.provenance.items()
            if source == "assumed" and f in (*NEEDED.get(card.type, ()), "health_tracker")]


def layout(homes: list[str], pool: list[str], rules: dict[str, int],
           rng: random.Random) -> tuple[list[str], dict[str, list[str]], list[str]]:
    """Order the territories, their adjacency, and which random territories were drawn.

    Two players: a line, home - randoms - home. Three or more: a ring with a random territory
    on either side of each home (two per player); neighbouring players' territories touch.
    When the pool has fewer territories than the rule asks for, all of them are used.
    """
    drawn = list(pool)
    rng.shuffle(drawn)
    if len(homes) == 2:
        between = drawn[:rules["two_player_territories_between"]]
        order = [homes[0], *between, homes[1]]
        return order, _adjacent(order, ring=False), between
    side = rules["territories_each_side"]
    drawn = drawn[:2 * side * len(homes)]
    order, queue = [], list(drawn)
    for home in homes:
        order += [queue.pop(0) for _ in range(min(side, len(queue)))]
        order.append(home)
        order += [queue.pop(0) for _ in range(min(side, len(queue)))]
    return order, _adjacent(order, ring=True), drawn


def _adjacent(order: list[str], ring: bool) -> dict[str, list[str]]:
    adjacency: dict[str, list[str]] = {name: [] for name in order}
    pairs = list(zip(order, order[1:], strict=False))
    if ring and len(order) > 2:
        pairs.append((order[-1], order[0]))
    for left, right in pairs:
        adjacency[left].append(right)
        adjacency[right].append(left)
    return adjacency


def default_armies(cards: dict[str, Card], deck: list[str], gold: int) -> dict[str, int]:
    """A first suggestion for the starting armies: ``gold`` worth, spread over the armies."""
    armies = [cards[n] for n in deck if n in cards and cards[n].type == "army"]
    if not armies:
        return {}
    if any(a.cost_gold is None or a.cost_gold == 0 for a in armies):
        return {armies[0].name: 1}
    chosen: dict[str, int] = {}
    left, turn = gold, 0
    while left > 0 and any(a.cost_gold <= left for a in armies):
        army = armies[turn % len(armies)]
        turn += 1
        if army.cost_gold <= left:
            chosen[army.name] = chosen.get(army.name, 0) + 1
            left -= army.cost_gold
    return chosen


def parse_armies(text: str) -> dict[str, int]:
    """Read ``"Nightfang 1, Batlings 2"`` (a name alone means one token)."""
    armies: dict[str, int] = {}
    for part in (p.strip() for p in text.split(",") if p.strip()):
        name, _, count = part.rpartition(" ")
        if not name or not count.isdigit():
            name, count = part, "1"
        armies[name.strip()] = armies.get(name.strip(), 0) + int(count)
    return armies


def format_armies(armies: dict[str, int]) -> str:
    return ", ".join(f"{name} {count}" for name, count in armies.items())
