"""Character advancement (seed 002): after surviving three or more battles since the last roll a
character may roll (25 XP) on his Archetype Advancement Table — D6, 6 = choose — never above
six abilities in all, never the same ability twice; Magician "Potential" buys a magic level
(75 XP, once); a character with Amnesia can use no Archetype Ability, so does not advance."""

from __future__ import annotations

from warbands_manager.rules.campaign.archetypes import advancement_table
from warbands_manager.rules.campaign.ledger import (
    CampaignRuleError,
    LogEntry,
    find_unit,
    has_amnesia,
    is_campaign_character,
    peek_record,
    record_of,
    spend,
)
from warbands_manager.rules.campaign.tables import CampaignTables
from warbands_manager.rules.dice import Dice
from warbands_manager.rules.roster import Roster

STEP = "advancement"


def total_abilities(roster: Roster, unit_id: str) -> int:
    """Starting Ability + Archetype Abilities gained."""
    unit = find_unit(roster, unit_id)
    return (1 if unit.archetype else 0) + len(unit.abilities)


def advancement_refusal(roster: Roster, tables: CampaignTables, unit_id: str) -> str | None:
    """Why this character may not roll now, or None (he may)."""
    unit = find_unit(roster, unit_id)
    needed = tables.int("experience.advancement.battles_between_rolls")
    cap = tables.int("experience.advancement.max_abilities")
    since = int(peek_record(roster, unit_id).get("since_roll", 0))
    if not is_campaign_character(roster, unit) or not unit.archetype:
        return f"{unit.name} has no Archetype"
    if has_amnesia(unit):
        return f"{unit.name} suffers from Amnesia and can use no Archetype Ability"
    if total_abilities(roster, unit_id) >= cap:
        return f"{unit.name} already has {cap} abilities, the most a character may have"
    if since < needed:
        return (f"{unit.name} has survived {since} battle(s) since his last roll; "
                f"{needed} are needed")
    return None


def roll_advancement(roster: Roster, tables: CampaignTables, dice: Dice, unit_id: str,
                     choice: str | None = None) -> list[LogEntry]:
    """Pay for and make one roll on a (copied) roster; ``choice`` is taken if a 6 is rolled.

    Reading: a rolled ability the character already has is rolled again (no duplicates).
    """
    refusal = advancement_refusal(roster, tables, unit_id)
    if refusal:
        raise CampaignRuleError("campaign.advancement-eligible", refusal)
    unit = find_unit(roster, unit_id)
    table = advancement_table(tables, unit.archetype)
    open_names = [a.name for a in table if a.name not in unit.abilities]
    if choice is not None and choice not in open_names:
        raise CampaignRuleError("campaign.advancement-choice",
                                f"{choice!r} is not an ability {unit.name} can still gain")
    cost = tables.cost("advancement_roll")
    spend(roster, cost, f"an advancement roll for {unit.name}")
    log = [LogEntry(STEP, f"{unit.name}: spends {cost} XP to roll on the "
                          f"{unit.archetype.title()} Advancement Table", (), -cost, unit_id)]
    while True:
        value = dice.d6(f"{unit.name}: advancement")
        if value == 6:
            if choice is None:
                raise CampaignRuleError("campaign.advancement-choice",
                                        f"{unit.name} rolled a 6: choose one of "
                                        f"{', '.join(open_names)}")
            gained = choice
            break
        gained = table[value - 1].name
        if gained in open_names:
            break
        log.append(LogEntry(STEP, f"{unit.name}: D6 = {value} {gained}, already held — "
                                  "rolled again", (f"D6 = {value}",), 0, unit_id))
    unit.abilities.append(gained)
    record_of(roster, unit_id)["since_roll"] = 0
    how = "6 = choose" if value == 6 else str(value)
    log.append(LogEntry(STEP, f"{unit.name}: D6 = {how} → gains {gained}",
                        (f"D6 = {value}",), 0, unit_id))
    return log


def buy_potential(roster: Roster, tables: CampaignTables, unit_id: str) -> list[LogEntry]:
    """Magician "Potential": +1 magic level for 75 XP, once per magician per campaign."""
    unit = find_unit(roster, unit_id)
    record = record_of(roster, unit_id)
    if "Potential" not in unit.abilities or has_amnesia(unit):
        raise CampaignRuleError("campaign.potential", f"{unit.name} lacks the Potential ability")
    if record["potential_used"]:
        raise CampaignRuleError("campaign.potential-once",
                                f"{unit.name} has already used Potential (once per campaign)")
    cost = tables.cost("potential")
    spend(roster, cost, f"Potential for {unit.name}")
    record["potential_used"] = True
    record["magic_levels"] += 1
    return [LogEntry(STEP, f"{unit.name}: Potential — +1 magic level for {cost} XP", (), -cost,
                     unit_id)]
