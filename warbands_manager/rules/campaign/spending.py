"""Spending XP (seed 002): 1 XP per point on recruits (veteran units at normal cost), equipment,
magic items and new units; one-use items are deleted after use (no refund); the warband never
exceeds 500 points; what is left stays banked. Also the starting warband rules."""

from __future__ import annotations

from typing import Any

from warbands_manager.rules.campaign.archetypes import check_archetype
from warbands_manager.rules.campaign.ledger import (
    CampaignRuleError,
    LogEntry,
    clone,
    ensure_ids,
    find_unit,
    is_campaign_character,
    spend,
)
from warbands_manager.rules.campaign.tables import CampaignTables
from warbands_manager.rules.roster import Roster, Upgrade, format_points
from warbands_manager.rules.roster_io import roster_from_dict
from warbands_manager.rules.validation import errors, validate

STEP = "spending"


def apply_purchases(roster: Roster, tables: CampaignTables,
                    purchases: list[dict[str, Any]]) -> list[LogEntry]:
    """Apply purchases to a (copied) roster, in order. Each is a dict with ``kind``:

    ``models`` (``unit``, ``count``), ``upgrade`` (``unit``, ``name``, ``points``, ``upgrade_kind``,
    ``count``), ``new_unit`` (``unit``: a roster-format unit dict; characters need ``archetype``),
    ``remove_upgrade`` (``unit``, ``name``: a one-use item used up, no refund), ``from_stash``
    (``unit``, ``name``: an item kept from a retired character, no XP).
    """
    log = []
    for purchase in purchases:
        handler = _HANDLERS.get(purchase.get("kind"))
        if handler is None:
            raise CampaignRuleError("campaign.purchase-kind",
                                    f"unknown purchase {purchase.get('kind')!r}")
        log.append(handler(roster, tables, purchase))
        _check_cap(roster, tables)
    return log


def _models(roster: Roster, tables: CampaignTables, purchase: dict[str, Any]) -> LogEntry:
    unit = find_unit(roster, purchase["unit"])
    count = int(purchase["count"])
    if count < 1 or is_campaign_character(roster, unit):
        raise CampaignRuleError("campaign.recruits", f"cannot add {count} models to {unit.name}")
    cost = _xp(tables, count * unit.points_per_model)
    spend(roster, cost, f"{count} recruits for {unit.name}")
    unit.models += count
    veteran = f" (joining a +{unit.veteran} Veteran unit at normal cost)" if unit.veteran else ""
    return LogEntry(STEP, f"{unit.name}: +{count} models for {cost} XP{veteran}", (), -cost,
                    unit.id)


def _upgrade(roster: Roster, tables: CampaignTables, purchase: dict[str, Any]) -> LogEntry:
    unit = find_unit(roster, purchase["unit"])
    upgrade = Upgrade(purchase["name"], float(purchase["points"]),
                      purchase.get("upgrade_kind", "other"), int(purchase.get("count", 1)))
    cost = _xp(tables, upgrade.total)
    spend(roster, cost, f"{upgrade.name} for {unit.name}")
    unit.upgrades.append(upgrade)
    return LogEntry(STEP, f"{unit.name}: buys {upgrade.name} for {cost} XP", (), -cost, unit.id)


def _new_unit(roster: Roster, tables: CampaignTables, purchase: dict[str, Any]) -> LogEntry:
    unit_dict = dict(purchase["unit"])
    probe = roster_from_dict({"format": "warbands-roster/1", "name": "x", "army": roster.army,
                              "units": [unit_dict]}, "new unit")
    unit = probe.units[0]
    if unit.id and roster.unit_by_id(unit.id):
        unit.id = None
    roster.units.append(unit)
    ensure_ids(roster)
    if is_campaign_character(roster, unit):
        if not unit.archetype:
            roster.units.remove(unit)
            raise CampaignRuleError("campaign.archetype-required",
                                    f"{unit.name}: choose an Archetype as the character is added")
        check_archetype(tables, roster, unit, unit.archetype)
        unit.abilities = []
    cost = _xp(tables, unit.points)
    spend(roster, cost, f"recruiting {unit.name}")
    return LogEntry(STEP, f"recruits {unit.name} ({unit.models} models) for {cost} XP", (),
                    -cost, unit.id)


def _remove_upgrade(roster: Roster, _tables: CampaignTables,
                    purchase: dict[str, Any]) -> LogEntry:
    unit = find_unit(roster, purchase["unit"])
    for upgrade in unit.upgrades:
        if upgrade.name == purchase["name"]:
            if upgrade.count > 1:
                upgrade.count -= 1
            else:
                unit.upgrades.remove(upgrade)
            return LogEntry(STEP, f"{unit.name}: one-use {upgrade.name} used — deleted with "
                                  f"its {format_points(upgrade.points)} points", (), 0, unit.id)
    raise CampaignRuleError("campaign.no-such-upgrade",
                            f"{unit.name} has no {purchase['name']!r}")


def _from_stash(roster: Roster, _tables: CampaignTables, purchase: dict[str, Any]) -> LogEntry:
    """Give a retired character's kept item to another model (already paid for: no XP)."""
    unit = find_unit(roster, purchase["unit"])
    stash = roster.campaign.get("stash") or []
    item = next((entry for entry in stash if entry["name"] == purchase["name"]), None)
    if item is None:
        raise CampaignRuleError("campaign.no-such-item",
                                f"no {purchase['name']!r} kept from a retired character")
    stash.remove(item)
    unit.upgrades.append(Upgrade(item["name"], float(item["points"]), item["kind"],
                                 int(item.get("count", 1))))
    source = item.get("from", "a retired character")
    return LogEntry(STEP, f"{unit.name}: takes {item['name']} kept from {source} (no XP; its "
                          "points count again)", (), 0, unit.id)


def _xp(tables: CampaignTables, points: float) -> int:
    # Half-point models: a fraction of an XP cannot be paid, so round up.
    cost = points * tables.limit("xp_per_point")
    return int(cost) if float(cost).is_integer() else int(cost) + 1


def _check_cap(roster: Roster, tables: CampaignTables) -> None:
    cap = tables.limit("max_points")
    if roster.total_points > cap:
        raise CampaignRuleError("campaign.max-points",
                                f"the warband would be {format_points(roster.total_points)} "
                                f"points; no campaign warband may ever exceed {cap}")


_HANDLERS = {"models": _models, "upgrade": _upgrade, "new_unit": _new_unit,
             "remove_upgrade": _remove_upgrade, "from_stash": _from_stash}


# Refused whatever the organiser says (house rules may not lift them): the 250 points and
# the Archetype rules. The rest (a legal warband, no Veteran Status, Abilities or injuries yet)
# the organiser may accept as a house rule; the acceptance is logged with every problem.
ALWAYS_REFUSED = frozenset((
    "campaign.starting-points", "campaign.archetype-required", "campaign.archetype-not-open",
    "campaign.archetype-unknown", "campaign.archetype-characters-only",
    "campaign.magician-wizards-only",
))


class StartingWarbandRefused(CampaignRuleError):
    """A warband that cannot start the campaign; ``problems`` are ``(rule id, text)`` pairs."""

    def __init__(self, problems: list[tuple[str, str]], may_accept: bool) -> None:
        super().__init__(problems[0][0], "this warband cannot start the campaign: "
                         + "; ".join(text for _rule, text in problems))
        self.problems = list(problems)
        self.may_accept = may_accept  # the organiser could accept every one of them


def start_warband(roster: Roster, tables: CampaignTables, accept_problems: bool = False,
                  ) -> tuple[Roster, list[LogEntry]]:
    """A starting campaign warband: ≤ 250 points, every character with an Archetype; the
    unspent starting points become XP 1-for-1 (243 points → 7 XP).

    Args:
        roster: the warband as built.
        tables: the campaign's tables.
        accept_problems: the organiser accepts the problems outside ``ALWAYS_REFUSED``.

    Raises:
        StartingWarbandRefused: the warband cannot start the campaign; the message names every
            problem (``starting_problems``), the rule id is the first problem's.
    """
    copied = clone(roster)
    problems = starting_problems(copied, tables)
    hard = [problem for problem in problems if problem[0] in ALWAYS_REFUSED]
    if hard or (problems and not accept_problems):
        raise StartingWarbandRefused(hard or problems, may_accept=not hard)
    limit = tables.limit("starting_points")
    unspent = int(limit - copied.total_points)
    copied.campaign["experience"] = unspent
    copied.points_limit = tables.limit("max_points")
    text = (f"starts the campaign with {format_points(copied.total_points)} points: "
            f"{unspent} unspent points become {unspent} XP")
    log = [LogEntry("start", text, (), unspent)]
    if problems:
        log.append(LogEntry("start", "accepted by the organiser although "
                            + "; ".join(text for _rule, text in problems)))
    return copied, log


def starting_problems(roster: Roster, tables: CampaignTables) -> list[tuple[str, str]]:
    """Why a warband cannot start the campaign, as ``(rule id, text)`` pairs (empty: it can).

    "Each player begins the campaign by creating a Warband of up to 250 points per the
    guidelines described above": a legal warband of at most 250 points, not yet touched by the
    campaign (no Veteran Status, no Abilities beyond the Starting Ability, no injuries), with an
    Archetype chosen for every character.
    """
    problems: list[tuple[str, str]] = []
    limit = tables.limit("starting_points")
    if roster.total_points > limit:
        problems.append(("campaign.starting-points",
                         f"a starting warband may cost up to {limit} points, not "
                         f"{format_points(roster.total_points)}"))
    for unit in roster.units:
        problems.extend(_starting_unit_problems(roster, tables, unit))
    problems.extend((v.rule, f"{v.message} ({v.rule})") for v in errors(validate(roster))
                    if v.rule not in {rule for rule, _text in problems})
    return problems


def _starting_unit_problems(roster: Roster, tables: CampaignTables, unit) -> list[tuple[str, str]]:
    found = []
    if unit.veteran:
        found.append(("campaign.starting-veteran",
                      f"{unit.name} has +{unit.veteran} Veteran Status; a starting warband has "
                      "none (it is earned in battle)"))
    if unit.abilities:
        found.append(("campaign.starting-abilities",
                      f"{unit.name} has {', '.join(unit.abilities)}; a starting character has "
                      "only his Starting Ability"))
    if unit.injuries:
        found.append(("campaign.starting-injuries",
                      f"{unit.name} has {', '.join(unit.injuries)}; a starting warband has no "
                      "injuries"))
    if is_campaign_character(roster, unit):
        if not unit.archetype:
            found.append(("campaign.archetype-required",
                          f"{unit.name}: choose an Archetype for every character"))
        else:
            try:
                check_archetype(tables, roster, unit, unit.archetype)
            except CampaignRuleError as error:
                found.append((error.rule, str(error)))
    return found
