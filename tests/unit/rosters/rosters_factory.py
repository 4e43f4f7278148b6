"""Building rosters for the validation tests in a few words (a legal base plus one change)."""

from __future__ import annotations

from warbands_manager.rules.roster_io import roster_from_dict
from warbands_manager.rules.validation import validate


def up(name: str, points: float = 5, kind: str = "other", count: int = 1) -> dict:
    return {"name": name, "points": points, "kind": kind, "count": count}


def champion(name: str = "Champion", points: float = 5) -> dict:
    return up(name, points, "champion")


def unit(name: str, category: str = "core", models: int = 10, ppm: float = 6,
         base: str | None = "20x20", **keys) -> dict:
    node = {"name": name, "category": category, "models": models, "points_per_model": ppm}
    if base is not None:
        node["base"] = base
    node.update(keys)
    return node


def hero(name: str, points: float, **keys) -> dict:
    return unit(name, "hero", 1, points, base=None, **keys)


def led(node: dict, champ: str = "Champion") -> dict:
    """The unit with a champion who is the Commander."""
    return {**node, "upgrades": [*node.get("upgrades", []), champion(champ)], "commander": True}


def small_base(first: str = "Spearmen", second: str = "Swordsmen") -> list[dict]:
    """Two Core units, 125 points, led by a Unit Champion: legal everywhere generic."""
    return [led(unit(first)), unit(second)]


def large_base(first: str = "Spearmen", second: str = "Swordsmen") -> list[dict]:
    """Two Core units, 215 points, led by a Unit Champion."""
    return [led(unit(first, models=20)), unit(second, models=15)]


def roster(army: str, units: list[dict], **keys):
    document = {"format": "warbands-roster/1", "name": "Test", "army": army, "units": units}
    for index, node in enumerate(units):
        node.setdefault("id", f"u{index}")
    document.update(keys)
    return roster_from_dict(document)


def error_rules(built) -> list[str]:
    return [v.rule for v in validate(built) if v.severity == "error"]


def warning_rules(built) -> list[str]:
    return [v.rule for v in validate(built) if v.severity == "warning"]
