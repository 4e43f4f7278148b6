"""The roster by slot (Lords, Heroes, Core, Special, Rare), counted as the rules count.

The editor's sections, the text export and the PDF all take their counts from here, and the
counts come from :func:`rules.validation.composition` (the figures the checks use), so the page,
the shared text and the printout never disagree with the validator. Characters (Heroes, Lords)
are not units for the unit limits: the unit line says so ("3 units (2 count toward the limit of
8)").
"""

from __future__ import annotations

from dataclasses import dataclass

from warbands_manager.rules.roster import CATEGORIES, Roster, format_points
from warbands_manager.rules.validation.model import Composition

TITLES = {"lord": "Lords", "hero": "Heroes", "core": "Core", "special": "Special",
          "rare": "Rare"}
SINGULAR = {"lord": "Lord", "hero": "Hero", "core": "Core", "special": "Special",
            "rare": "Rare"}


@dataclass(frozen=True)
class Section:
    """One slot: its units (indexes into ``roster.units``), count, limit and a note.

    ``allowed`` False: nothing of this slot may be taken now (Lords never; Special and Rare
    not in a small warband). ``over`` True: the rules' count is beyond the limit.
    """

    category: str
    title: str
    units: tuple[int, ...]
    count_text: str
    note: str
    allowed: bool
    over: bool
    points: float

    @property
    def heading(self) -> str:
        """``Special 1 / 2`` as the section's heading."""
        return f"{self.title} {self.count_text}".strip()


def sections(roster: Roster, c: Composition) -> list[Section]:
    """The five slots in book order (Lords only say they are not allowed)."""
    by_category: dict[str, list[int]] = {category: [] for category in CATEGORIES}
    for index, unit in enumerate(roster.units):
        by_category.setdefault(unit.category, []).append(index)
    small = c.size == "small"
    empty = not roster.units  # no size yet: neither small's limits nor large's apply
    figures = {
        "lord": (f"{c.lords} / 0" if c.lords else "", "never allowed in Warbands", False,
                 c.lords > 0),
        "hero": _heroes(c),
        "core": (f"{c.core_count} (min {c.core_minimum})",
                 "" if c.core_count >= c.core_minimum else
                 f"at least {c.core_minimum} Core units that count are needed",
                 True, c.core_count < c.core_minimum),
        "special": _special_rare("Special", c.special_used, c.special_allowed, small, empty),
        "rare": _special_rare("Rare", c.rare_used, c.rare_allowed, small, empty),
    }
    out = []
    for category in CATEGORIES:
        units = tuple(by_category.get(category, ()))
        text, note, allowed, over = figures[category]
        points = sum(roster.units[i].points for i in units)
        out.append(Section(category, TITLES[category], units, text, note, allowed, over, points))
    return out


def _heroes(c: Composition) -> tuple[str, str, bool, bool]:
    if c.hero_max is None:
        note = (f"a Hero who commands may cost at most {c.commander_max_points} points"
                if c.commander_max_points is not None else "")
        return str(c.hero_count), note, True, False
    note = (f"{format_points(c.hero_points)} of {c.hero_points_cap} points on Heroes"
            if c.hero_points_cap is not None else "")
    over = c.hero_count > c.hero_max or (
        c.hero_points_cap is not None and c.hero_points > c.hero_points_cap)
    return f"{c.hero_count} / {c.hero_max}", note, True, over


def _special_rare(title: str, used: int, allowed: int, small: bool,
                  empty: bool = False) -> tuple[str, str, bool, bool]:
    if empty:
        return "", f"{title} choices are for large warbands (200-500 points)", True, False
    if small:
        return (f"{used} / 0", f"a small warband has no {title} choices", False, used > 0)
    return f"{used} / {allowed}", "", True, used > allowed


def size_words(c: Composition) -> str:
    """The size class as the editor says it: "no units yet" for an empty roster (0 points is
    no warband size, but nothing is oversize about it)."""
    return "no units yet" if c.points == 0 and c.unit_count == 0 and c.size == "oversize" \
        else c.size


def short_heading(section: Section) -> str:
    """A slot's heading where the column is narrow: "No Lords" for a slot the rules close
    (its reason in the tooltip), else the heading."""
    if not section.allowed and not section.units:
        return f"No {section.title}"
    return section.heading


def unit_count_text(roster: Roster, c: Composition) -> str:
    """``3 units (2 count toward the limit of 8)``: characters are not units for the limit."""
    total = len(roster.units)
    noun = "unit" if total == 1 else "units"
    if total == c.unit_count:
        return f"{total} {noun} (limit {c.unit_max})"
    return f"{total} {noun} ({c.unit_count} count toward the limit of {c.unit_max})"
