"""The rule numbers and races of ``data/against-the-darkness/``, loaded once."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from warbands_manager.companions.against_the_darkness.board import REALMS
from warbands_manager.paths import data_file
from warbands_manager.rules.datafile import DataFileError, Sourced, load_toml, sourced

FOLDER = "against-the-darkness"


@dataclass(frozen=True)
class Race:
    key: str
    name: str
    ability: str


@dataclass(frozen=True)
class Rules:
    """Every number of the rulebook the tracker uses; ``sources`` keeps the provenance."""

    min_players: int
    highest_rank: int
    max_players: int
    countdown: dict[int, int]
    start_gold: int
    track_cubes: int
    start_reserve: int
    mercenary_units: int
    starting_enemy_vp: int
    tax: tuple[int, ...]
    train_moves: tuple[int, ...]
    promotion_gold: int
    scout_cost: dict[int, tuple[int, ...]]
    second_last_extra: int
    final_extra: int
    fight_reduction: tuple[int, ...]
    wage: int
    medica_units: dict[int, int]
    heal_gold: int
    save_gold: int
    casualties: int
    raid_gold: int
    halfling_tax_bonus: int
    elf_scout_discount: int
    giant_extra_units: int
    war_hero_vp: int
    captain_vp: int
    gold_per_vp: int
    intel_cap: int
    medica_vp: int
    scout_control_vp: dict[str, int]
    sources: dict[str, Sourced]
    # Component counts an end state cannot exceed (the box holds no more).
    cubes_per_player: int = 20
    captains_per_player: int = 7
    enemy_cards_total: int = 24
    intel_per_realm: int = 4
    platoons: int = 7


class _Reader:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.document = load_toml(path)
        self.sources: dict[str, Sourced] = {}

    def number(self, dotted: str) -> int:
        node = self.document
        for part in dotted.split("."):
            if not isinstance(node, dict) or part not in node:
                raise DataFileError(self.path, dotted, "missing")
            node = node[part]
        value = sourced(node, self.path, dotted)
        if not isinstance(value.value, int):
            raise DataFileError(self.path, dotted, "must be a whole number")
        self.sources[dotted] = value
        return value.value

    def numbers(self, dotted: str) -> tuple[int, ...]:
        node = self.document
        for part in dotted.split("."):
            node = node.get(part) if isinstance(node, dict) else None
        if not isinstance(node, list) or not node:
            raise DataFileError(self.path, dotted, "expected a list of values")
        values = []
        for index, item in enumerate(node):
            value = sourced(item, self.path, f"{dotted}[{index}]")
            self.sources[f"{dotted}[{index}]"] = value
            values.append(int(value.value))
        return tuple(values)


def load_rules(path: Path | None = None) -> Rules:
    """Read ``rules.toml``; a missing or malformed value raises ``DataFileError``."""
    r = _Reader(path or data_file(FOLDER, "rules.toml"))
    low, high = r.number("ranks.lowest"), r.number("ranks.highest")
    return Rules(
        min_players=r.number("players.minimum"),
        highest_rank=high,
        max_players=r.number("players.maximum"),
        countdown={n: r.number(f"countdown.{n}") for n in range(2, 6)},
        start_gold=r.number("start.gold"),
        track_cubes=r.number("start.track_cubes"),
        start_reserve=r.number("start.reserve"),
        mercenary_units=r.number("start.mercenary_units_per_light_platoon"),
        starting_enemy_vp=r.number("start.starting_enemy_vp"),
        tax=r.numbers("tax.gold"),
        train_moves=r.numbers("train.moves"),
        promotion_gold=r.number("train.promotion_gold"),
        scout_cost={rank: r.numbers(f"scout.rank{rank}") for rank in range(low, high + 1)},
        second_last_extra=r.number("scout.second_last_round_extra"),
        final_extra=r.number("scout.final_round_extra"),
        fight_reduction=r.numbers("fight.reduction"),
        wage=r.number("fight.wage_per_captain"),
        medica_units={2: r.number("fight.medica_units_2vp"),
                      3: r.number("fight.medica_units_3vp"),
                      4: r.number("fight.medica_units_4vp")},
        heal_gold=r.number("fight.heal_gold_per_unit"),
        save_gold=r.number("fight.save_gold_per_unit"),
        casualties=r.number("fight.casualties"),
        raid_gold=r.number("fight.raid_gold"),
        halfling_tax_bonus=r.number("abilities.halfling_tax_bonus"),
        elf_scout_discount=r.number("abilities.elf_scout_discount"),
        giant_extra_units=r.number("abilities.giant_extra_units"),
        war_hero_vp=r.number("scoring.war_hero_vp"),
        captain_vp=r.number("scoring.captain_vp"),
        gold_per_vp=r.number("scoring.gold_per_converted_vp"),
        intel_cap=r.number("scoring.intel_cap_per_realm"),
        medica_vp=r.number("scoring.medica_vp"),
        scout_control_vp={realm: r.number(f"scoring.scout_control_vp.{realm}")
                          for realm in REALMS},
        cubes_per_player=r.number("start.cubes_per_player"),
        captains_per_player=r.number("start.captain_meeples_per_player"),
        enemy_cards_total=r.number("components.enemy_cards"),
        intel_per_realm=r.number("components.intel_cards_per_realm"),
        platoons=r.number("components.platoons"),
        sources=r.sources,
    )


def load_races(path: Path | None = None) -> dict[str, Race]:
    """The ten races, in file order; each needs a ``name`` and an ``ability`` text."""
    path = path or data_file(FOLDER, "races.toml")
    document = load_toml(path)
    races = document.get("races")
    if not isinstance(races, dict) or not races:
        raise DataFileError(path, "races", "missing")
    expected = sourced(document.get("count", {}).get("races"), path, "count.races").value
    if len(races) != expected:
        raise DataFileError(path, "races", f"{len(races)} races listed, count says {expected}")
    result = {}
    for key, entry in races.items():
        for field in ("name", "ability"):
            if not isinstance(entry, dict) or not isinstance(entry.get(field), str):
                raise DataFileError(path, f"races.{key}.{field}", "missing text")
        result[key] = Race(key, entry["name"], entry["ability"])
    return result


@cache
def rules() -> Rules:
    """The shipped rules (cached)."""
    return load_rules()


@cache
def races() -> dict[str, Race]:
    """The shipped races (cached)."""
    return load_races()
