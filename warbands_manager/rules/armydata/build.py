"""Turning army-list entries into roster units, and the options a unit may take.

A unit built from army data remembers where it came from in ``extra["army_data"]`` (kept on
round trips by the roster format): the catalogue id, the entry id, whether its traits came
from the army table (``"table"``), the catalogue's profile (``"profile"``), the troop type's
assumed default base (``"default"``), were set by the user (``"user"``) or are unknown
(``"unknown"``: flagged in the editor, never guessed), and ``sources``: that per base and trait.
``resolve.decide`` makes the decision.
"""

from __future__ import annotations

from warbands_manager.rules.armydata.model import ArmyList, MagicItem, OptionEntry, UnitEntry
from warbands_manager.rules.armydata.mounts import mount_traits
from warbands_manager.rules.armydata.resolve import (
    MOUNT,
    UNKNOWN,
    USER,
    Decision,
    Fact,
    decide,
    set_by_user,
)
from warbands_manager.rules.armydata.revisions import REVISION_KEY
from warbands_manager.rules.armydata.traits import TraitTable
from warbands_manager.rules.roster import COMMAND_KINDS, Unit, Upgrade

ARMY_DATA_KEY = "army_data"
WARBAND_MINIMUM_BY_BASE = {"20x20": 3, "25x25": 3, "25x50": 2}


def unit_from_entry(army: ArmyList, entry: UnitEntry, table: TraitTable,
                    unit_id: str) -> Unit:
    """A new roster unit for ``entry`` with the Warbands minimum number of models."""
    decision = decide(entry, table)
    traits = decision.trait_names
    if entry.not_core_minimum:
        traits.append("not_core_minimum")
    category = decision.category or entry.category
    if category != entry.category and "not_core_minimum" in traits:
        traits.remove("not_core_minimum")  # the override says it is no Core choice at all
    character = category in ("lord", "hero")
    base = decision.base.value if decision.base and not character else None
    unit = Unit(
        id=unit_id, name=entry.name, category=category,
        models=1 if character else default_models(entry, base),
        points_per_model=entry.points_per_model, base=None if character else base,
        book_min=None if character else entry.min_models,
        book_max=None if character else entry.max_models,
        army_max=entry.army_max, traits=traits,
        extra={ARMY_DATA_KEY: army_data_record(army.bs_id, entry.entry_id, decision, base,
                                               army.revision)},
    )
    if entry.base_points:
        unit.upgrades.append(Upgrade(f"{entry.name} (unit cost)", entry.base_points, "other"))
    return unit


def army_data_record(catalogue: str, entry_id: str, decision: Decision,
                     base: str | None, revision: int | None = None) -> dict:
    """A built unit's ``extra["army_data"]``: where it came from, the catalogue revision it was
    built with (``revisions.py``) and the source of each fact (no base source for a unit given
    no base: a character)."""
    sources = {key: source for key, source in decision.sources().items()
               if key != "base" or base is not None}
    record: dict = {"catalogue": catalogue, "entry": entry_id, "traits": decision.source,
                    "sources": sources}
    if revision is not None:
        record[REVISION_KEY] = revision
    return record


def default_models(entry: UnitEntry, base: str | None) -> int:
    """The Warbands minimum for the base (3 / 2 / 1), else the book minimum."""
    if base is None:
        return max(1, entry.min_models)
    minimum = WARBAND_MINIMUM_BY_BASE.get(base, 1)
    if entry.max_models is not None:
        minimum = min(minimum, entry.max_models)
    return max(1, minimum)


def upgrade_from_option(option: OptionEntry, models: int) -> Upgrade:
    """The roster upgrade for an option (a per-model option counts every model)."""
    extra = {"per_model": True} if option.per_model else {}
    return Upgrade(option.name, option.points, option.kind,
                   count=models if option.per_model else 1, extra=extra)


def option_refusal(unit: Unit, option: OptionEntry) -> str | None:
    """Why ``unit`` cannot take ``option`` once more, or None when it can.

    The catalogue's ``max`` for the option counts (a ``max`` of 0 with a condition — "up to 1
    when a mount is taken" — allows one: the player checks the condition); and a unit has one
    champion, one standard bearer and one musician at most (``unit.command-twice``).
    """
    taken = sum(max(1, up.count) if not up.extra.get("per_model") else 1
                for up in unit.upgrades if up.name == option.name)
    limit = option.max
    if limit == 0 and option.condition:
        limit = 1
    if limit is not None and taken >= limit:
        if limit == 0:
            return f"{option.name} is not available to {unit.name} in this army list"
        return (f"{unit.name} may take {option.name} at most {limit} "
                f"time{'s' if limit != 1 else ''} (army list)")
    if option.kind in COMMAND_KINDS and unit.upgrades_of(option.kind):
        word = "standard bearer" if option.kind == "standard" else option.kind
        return f"{unit.name} already has a {word}: a unit may have one"
    return None


def upgrade_from_item(item: MagicItem) -> Upgrade:
    return Upgrade(item.name, item.points, "magic_standard" if item.standard else "magic_item")


def follow_models(unit: Unit) -> None:
    """Keep per-model upgrades paid for every model after the model count changed."""
    for upgrade in unit.upgrades:
        if upgrade.extra.get("per_model"):
            upgrade.count = unit.models


def sync_mount_traits(unit: Unit, entry: UnitEntry | None) -> None:
    """Give a unit built from army data the traits its mounts give (a Pegasus: flyer), and
    take back those a mount it no longer has gave: the roster file then says itself what the
    rules count (``roster-format.md``: rosters are self-contained). Traits from elsewhere (the
    army table, the player) are never touched."""
    data = unit.extra.get(ARMY_DATA_KEY)
    if data is None:
        return
    before = list(data.get("mount_traits", []))
    kept = [trait for trait in unit.traits if trait not in before]
    gained = list(dict.fromkeys(m.trait for m in mount_traits(unit, entry)
                                if m.trait not in kept))
    unit.traits = kept + gained
    sources = {key: value for key, value in data.get("sources", {}).items()
               if key not in before or key in gained}
    sources.update(dict.fromkeys(gained, MOUNT))
    unit.extra[ARMY_DATA_KEY] = {**data, "mount_traits": gained, "sources": sources}


def traits_unknown(unit: Unit) -> bool:
    """True when the unit came from army data that had no traits for it."""
    return unit.extra.get(ARMY_DATA_KEY, {}).get("traits") == UNKNOWN


def mark_traits_set_by_user(unit: Unit) -> None:
    """The player set the base or traits: from now on every fact of the unit is theirs."""
    data = unit.extra.get(ARMY_DATA_KEY)
    if data is not None:
        sources = set_by_user(unit.base, unit.traits).sources()
        unit.extra[ARMY_DATA_KEY] = {**data, "traits": USER, "sources": sources}


def unit_facts(unit: Unit) -> Decision:
    """Where a roster unit's base and traits came from, as its army data recorded it (units
    typed by hand or from older files: set by the user)."""
    data = unit.extra.get(ARMY_DATA_KEY)
    if data is None or data.get("traits") == USER:
        return set_by_user(unit.base, unit.traits)
    sources = data.get("sources", {})
    fallback = data.get("traits", UNKNOWN)
    facts = tuple(Fact(trait, sources.get(trait, fallback)) for trait in unit.traits)
    base = Fact(unit.base, sources.get("base", fallback)) if unit.base else None
    return Decision(base, facts, None, None, fallback)


def entry_for(army: ArmyList | None, unit: Unit) -> UnitEntry | None:
    """The army-list entry a roster unit was built from (by entry id, else by name)."""
    if army is None:
        return None
    entry_id = unit.extra.get(ARMY_DATA_KEY, {}).get("entry")
    by_id = next((entry for entry in army.units if entry.entry_id == entry_id), None)
    return by_id or army.unit(unit.name)
