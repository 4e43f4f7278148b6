"""One decision of a unit's base and traits, each with where it came from.

Order (first wins): set by the user > the army table (``data/armies/<army>.toml``, written from
the army book) > the catalogue's profile (troop type War Machine or Chariot, the Fly rule, a
Wizard level or Lore option) > the troop type's default base (``troop-types.toml``, assumed).
The army table, where it lists a unit, decides all its traits (it is written from the book and
corrects catalogues whose profiles are incomplete); the profile only speaks for units the table
does not list. A base nobody gives stays unknown and the unit is flagged, never guessed.

Roster units built from army data carry the decision in ``extra["army_data"]``: ``traits`` the
overall source (``table``, ``profile``, ``default``, ``user``, ``unknown``, as before) and
``sources`` {"base" or trait: source}.
"""

from __future__ import annotations

from dataclasses import dataclass

from warbands_manager.rules.armydata.model import UnitEntry
from warbands_manager.rules.armydata.traits import TraitTable

USER, TABLE, PROFILE, DEFAULT, UNKNOWN = "user", "table", "profile", "default", "unknown"
MOUNT = "mount"
SOURCE_WORDS = {
    MOUNT: "its mount or upgrade",
    USER: "set by you",
    TABLE: "army table",
    PROFILE: "catalogue profile",
    DEFAULT: "assumed default",
    UNKNOWN: "unknown",
}
TRAIT_WORDS = {"war_machine": "war machine", "chariot": "chariot", "flyer": "flyer",
               "wizard": "wizard", "regiment_of_renown": "Regiment of Renown",
               "not_core_minimum": "not counted toward the Core minimum"}


@dataclass(frozen=True)
class Fact:
    """A base or a trait, where it came from (``source``) and why, in player words."""

    value: str
    source: str
    detail: str = ""

    def describe(self) -> str:
        """``"flyer — catalogue profile (Fly rule)"``, as the Army data screen shows it."""
        what = (f"base {self.value.replace('x', '×')} mm" if self.value[:1].isdigit()
                else TRAIT_WORDS.get(self.value, self.value))
        why = SOURCE_WORDS[self.source] + (f" ({self.detail})" if self.detail else "")
        return f"{what} — {why}"


@dataclass(frozen=True)
class Decision:
    """The base (None: unknown or a character) and traits of one unit, with their sources."""

    base: Fact | None
    traits: tuple[Fact, ...]
    category: str | None = None
    troop_type: str | None = None
    source: str = UNKNOWN

    @property
    def trait_names(self) -> list[str]:
        return [fact.value for fact in self.traits]

    @property
    def known(self) -> bool:
        return self.source != UNKNOWN

    def sources(self) -> dict[str, str]:
        """{"base" or trait: source}, for a roster unit's ``extra``."""
        found = {fact.value: fact.source for fact in self.traits}
        if self.base is not None:
            found["base"] = self.base.source
        return found

    def lines(self) -> list[str]:
        """Each fact in player words; "nothing known" when there is none."""
        facts = ([self.base] if self.base else []) + list(self.traits)
        if not facts:
            return ["base and traits unknown — set them in the roster's unit panel"]
        return [fact.describe() for fact in facts]


def decide(entry: UnitEntry, table: TraitTable,
           user: tuple[str | None, list[str]] | None = None) -> Decision:
    """The base and traits of ``entry``: ``user`` (the base and traits the player set), else
    the army table, else the catalogue profile and troop type."""
    if user is not None:
        return set_by_user(*user)
    row = table.lookup(entry.name)
    if row is not None:
        base_why = _provenance_words(row.base_provenance)
        traits_why = _provenance_words(row.traits_provenance)
        listed = tuple(Fact(trait, TABLE, traits_why) for trait in row.traits)
        return Decision(Fact(row.base, TABLE, base_why) if row.base else None, listed,
                        row.category, entry.troop_type, TABLE)
    kind = table.troop_types.troop_type(entry.troop_type)
    traits: list[Fact] = []
    if kind is not None:
        traits += [Fact(trait, PROFILE, f"troop type {kind.name}") for trait in kind.traits]
    flyer = table.troop_types.flyer_rule(entry)
    if flyer and "flyer" not in [f.value for f in traits]:
        traits.append(Fact("flyer", PROFILE, f"{flyer} rule"))
    wizard = table.troop_types.wizard_option(entry)
    if wizard:
        traits.append(Fact("wizard", PROFILE, f"{wizard} option"))
    base = None
    if kind is not None and kind.base is not None:
        base = Fact(kind.base.value, DEFAULT, f"usual base of {kind.name}")
    if base is not None:
        source = DEFAULT
    elif kind is not None and (entry.is_character or traits):
        source = PROFILE  # a character needs no base; a troop type the rules can use
    else:
        source = UNKNOWN
    return Decision(base, tuple(traits), None, entry.troop_type, source)


def set_by_user(base: str | None, traits: list[str]) -> Decision:
    """What the player chose in the unit panel: every fact is theirs."""
    facts = tuple(Fact(trait, USER) for trait in traits)
    return Decision(Fact(base, USER) if base else None, facts, None, None, USER)


def _provenance_words(provenance: str) -> str:
    return "army book" if provenance == "rulebook" else "our assumption, check your army book"
