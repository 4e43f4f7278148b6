"""Army lists as this app uses them: units with points, limits and options, and magic items.

Built from BattleScribe data by ``bsdata.py``; stored as JSON (``to_dict``/``army_list_from_dict``)
so the app can build rosters without the original files.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

CATEGORY_NAMES = {
    "Lords": "lord", "Heroes": "hero", "Core": "core", "Special": "special", "Rare": "rare",
}
UNCOUNTING = "Uncounting"


@dataclass(frozen=True)
class OptionEntry:
    """An option a unit may take, with its cost (``per_model``: paid for every model)."""

    name: str
    points: float
    kind: str
    per_model: bool = False
    group: str = ""
    max: int | None = None
    # A catalogue modifier on ``max`` ("1 when Elven Steed is taken"): a ``max`` of 0 with a
    # condition is an option the player may take when the condition holds.
    condition: str | None = None
    # From the option's own model profile (a mount's "Monstrous Beast", a chariot's "Chariot")
    # and the special rules it carries ("Fly"): what makes the unit that takes it a flyer or a
    # chariot (``mounts.py``). Empty in 7th edition files, which carry no profiles.
    troop_type: str | None = None
    rules: tuple[str, ...] = ()
    # The option's own model profile (a mount's characteristics), {} for anything else.
    profile: dict[str, str] = field(default_factory=dict, hash=False)


@dataclass(frozen=True)
class OptionGroup:
    """A catalogue group of options (``selectionEntryGroup``) of one unit and its limits.

    ``path`` is the group's place among the unit's groups ("Magic items / Magic Weapons"), the
    same words an option's ``group`` holds: an option belongs to every group its path starts
    with. ``max``/``min``: how many of its choices a unit takes; ``points_max``: a points
    allowance ("Magic items": 50); ``default``: the choice the catalogue preselects.
    ``magic``: a magic item list, whose items are the army's (:class:`MagicItem`, by
    ``group``) rather than the unit's options. ``condition``: words for a modifier on the
    limit, ``raised``: the most it opens (a group of 0 that a condition opens is usable).
    """

    path: str
    min: int | None = None
    max: int | None = None
    points_max: float | None = None
    default: str | None = None
    magic: bool = False
    condition: str | None = None
    raised: int | None = None

    @property
    def name(self) -> str:
        return self.path.rsplit(" / ", 1)[-1]


@dataclass(frozen=True)
class MagicItem:
    """An item of the army's (or the rulebook's) magic item list."""

    name: str
    points: float
    group: str
    standard: bool = False
    # What the item does, in the catalogue's words ("" where the catalogue has none).
    text: str = ""


@dataclass
class UnitEntry:
    """One army-list choice: category, per-model points, book size limits, 0-X limit, options."""

    entry_id: str
    name: str
    category: str
    points_per_model: float
    min_models: int = 1
    max_models: int | None = None
    army_max: int | None = None
    # A catalogue modifier that changes the 0-X limit under a condition ("4 more with Grand
    # Army (3000+ points)"): shown to the player, never applied blindly.
    army_max_condition: str | None = None
    not_core_minimum: bool = False
    base_points: float = 0
    options: list[OptionEntry] = field(default_factory=list)
    magic_allowance: float | None = None
    magic_standard_allowance: float | None = None
    # From the catalogue's model profile, where it has one (8th edition files do): the troop type
    # as printed ("Infantry", "War Machine", ...), every characteristic by name, and the names of
    # the special rules the entry links to. Empty when the catalogue carries no profile.
    troop_type: str | None = None
    profile: dict[str, str] = field(default_factory=dict)
    special_rules: list[str] = field(default_factory=list)
    groups: list[OptionGroup] = field(default_factory=list)

    @property
    def is_character(self) -> bool:
        return self.category in ("lord", "hero")


@dataclass(frozen=True)
class SkippedEntry:
    """A top-level catalogue entry that did not become a unit, and why (the import report)."""

    name: str
    reason: str


@dataclass
class ArmyList:
    """A parsed catalogue (or game system: ``kind == "gamesystem"``)."""

    bs_id: str
    name: str
    kind: str
    army: str
    revision: int
    game_system_id: str
    source_file: str
    units: list[UnitEntry] = field(default_factory=list)
    magic_items: list[MagicItem] = field(default_factory=list)
    skipped: list[SkippedEntry] = field(default_factory=list)
    # The file's schema generation ("1.15", "2.03"), the rulebook and army book editions read
    # from the file name ("8thBRB_7thAB" → "8th", "7th") and the book's year from the
    # catalogue name ("Army Book (2013-4)" → 2013); None where the file says nothing.
    schema_version: str = ""
    # Which version of the reader built this list (``bsdata.READER_VERSION``): a stored list
    # from an older reader is read again when its file is imported again, even unchanged.
    reader_version: int = 0
    rulebook_edition: str | None = None
    army_book_edition: str | None = None
    year: int | None = None
    # The categories of a game system none of whose categories is a Warbands slot (Lords,
    # Heroes, Core, Special, Rare): a 4th or 5th edition army chart, refused with that reason.
    older_chart: list[str] = field(default_factory=list)

    def unit(self, name: str) -> UnitEntry | None:
        return next((unit for unit in self.units if unit.name == name), None)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready copy (what ``dataclasses.asdict`` gives, written out: it is 10× faster
        on a large catalogue and the import stores every catalogue this way)."""
        document = {key: value for key, value in vars(self).items()
                    if key not in ("units", "magic_items", "skipped")}
        document["units"] = [
            {**vars(unit), "options": [{**vars(option), "rules": list(option.rules),
                                        "profile": dict(option.profile)}
                                       for option in unit.options],
             "groups": [dict(vars(group)) for group in unit.groups],
             "profile": dict(unit.profile), "special_rules": list(unit.special_rules)}
            for unit in self.units]
        document["magic_items"] = [dict(vars(item)) for item in self.magic_items]
        document["skipped"] = [dict(vars(skip)) for skip in self.skipped]
        return document


def army_list_from_dict(document: dict[str, Any]) -> ArmyList:
    """Rebuild an :class:`ArmyList` from :meth:`ArmyList.to_dict` output.

    Tolerant of documents stored by older versions (keys added since default) and of keys it
    does not know (a newer version's document still opens).
    """
    units = [
        UnitEntry(**{**_known(UnitEntry, unit),
                     "options": [_option(o) for o in unit["options"]],
                     "groups": [OptionGroup(**_known(OptionGroup, g))
                                for g in unit.get("groups", [])]})
        for unit in document["units"]
    ]
    items = [MagicItem(**_known(MagicItem, item)) for item in document["magic_items"]]
    skipped = [SkippedEntry(**_known(SkippedEntry, s)) for s in document.get("skipped", [])]
    header = {k: v for k, v in _known(ArmyList, document).items()
              if k not in ("units", "magic_items", "skipped")}
    return ArmyList(**header, units=units, magic_items=items, skipped=skipped)


def _option(values: dict[str, Any]) -> OptionEntry:
    known = _known(OptionEntry, values)
    known["rules"] = tuple(known.get("rules", ()))
    return OptionEntry(**known)


def _known(cls, values: dict[str, Any]) -> dict[str, Any]:
    names = {f.name for f in fields(cls)}
    return {key: value for key, value in values.items() if key in names}
