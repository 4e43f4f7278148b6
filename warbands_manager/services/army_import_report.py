"""What one army-data import did, per file: never silent.

Every catalogue gets a line with the units and magic items read and each top-level entry that
did not become a unit, with the reason; a catalogue that yields no unit is refused (nothing is
stored for it) with a message naming the file and what was not understood. ``import-bsdata``
prints :meth:`ImportReport.lines` (``--json``: :meth:`ImportReport.to_json`); the window shows
the same lines in a dialog.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from warbands_manager.rules.armydata.diff import CatalogueDiff
from warbands_manager.rules.armydata.model import ArmyList, SkippedEntry
from warbands_manager.rules.armydata.shown_names import shown_name

IMPORTED, UNCHANGED, REFUSED = "imported", "unchanged", "refused"


@dataclass
class CatalogueReport:
    """One catalogue file: its outcome, what was read and what was skipped."""

    file: str
    name: str
    revision: int
    army: str
    outcome: str
    units: int = 0
    magic_items: int = 0
    skipped: list[SkippedEntry] = field(default_factory=list)
    reason: str = ""

    @classmethod
    def of(cls, army: ArmyList, outcome: str, reason: str = "") -> CatalogueReport:
        return cls(army.source_file, army.name, army.revision, army.army, outcome,
                   len(army.units), len(army.magic_items), list(army.skipped), reason)

    def lines(self) -> list[str]:
        if self.outcome == REFUSED:
            return [f"error: {self.reason}"]
        head = (f"{self.outcome} {self.name} revision {self.revision}: {self.units} units, "
                f"{self.magic_items} magic items (army {self.army}) from {self.file}")
        if self.outcome == UNCHANGED:
            return [f"unchanged {self.name} revision {self.revision} ({self.file})"]
        if self.skipped:
            head += f"; {len(self.skipped)} entr{'y' if len(self.skipped) == 1 else 'ies'} " \
                    "not read as units:"
        return [head] + [f"  skipped {shown_name(skip.name)}: {skip.reason}"
                         for skip in self.skipped]

    def to_json(self) -> dict:
        return {"file": self.file, "name": self.name, "revision": self.revision,
                "army": self.army, "outcome": self.outcome, "units": self.units,
                "magic_items": self.magic_items, "reason": self.reason or None,
                "skipped": [{"name": s.name, "reason": s.reason} for s in self.skipped]}


@dataclass
class ImportReport:
    """What an import did: stored, unchanged, compared, rosters added, files refused."""

    stored: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    diffs: list[CatalogueDiff] = field(default_factory=list)
    roster_ids: list[int] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    catalogues: list[CatalogueReport] = field(default_factory=list)
    system_lines: list[str] = field(default_factory=list)

    def add_system(self, line: str, stored: bool) -> None:
        (self.stored if stored else self.unchanged).append(line)
        self.system_lines.append(f"{'imported' if stored else 'unchanged'} {line}")

    @property
    def not_understood(self) -> list[CatalogueReport]:
        """Catalogues refused because nothing in them could be read as a unit."""
        return [c for c in self.catalogues if c.outcome == REFUSED]

    def add_catalogue(self, entry: CatalogueReport) -> None:
        self.catalogues.append(entry)
        if entry.outcome == IMPORTED:
            self.stored.append(entry.lines()[0].removeprefix("imported "))
        elif entry.outcome == UNCHANGED:
            self.unchanged.append(entry.lines()[0].removeprefix("unchanged "))
        else:
            self.errors.append(entry.reason)

    def lines(self) -> list[str]:
        lines = list(self.system_lines)
        for entry in self.catalogues:
            if entry.outcome != REFUSED:
                lines += entry.lines()
        for diff in self.diffs:
            lines += diff.lines()
        if self.roster_ids:
            lines.append(f"added {len(self.roster_ids)} roster(s) from BattleScribe roster files")
        lines += [f"error: {error}" for error in self.errors]
        return lines

    def to_json(self) -> dict:
        return {"catalogues": [c.to_json() for c in self.catalogues],
                "game_systems": self.system_lines,
                "changes": [diff.lines() for diff in self.diffs],
                "revisions": [diff.to_json() for diff in self.diffs],
                "rosters_added": len(self.roster_ids), "errors": self.errors}


def refusal(army: ArmyList, top_level: int) -> str:
    """Why a catalogue that yielded no unit is refused, naming the file."""
    head = f"{army.source_file}: refused, no unit could be read from “{army.name}”"
    if army.older_chart:
        return (f"{head}: its game system sorts units as {', '.join(army.older_chart)} — the "
                "army chart of an older edition of Warhammer (4th or 5th), which Warbands does "
                "not use: Warbands counts Lords, Heroes, Core, Special and Rare choices "
                "(6th edition and later army books); nothing was stored")
    if not top_level:
        return (f"{head}: it has no top-level entries this app understands (BattleScribe "
                f"schema {army.schema_version or 'unknown'}); nothing was stored")
    reasons = sorted({skip.reason for skip in army.skipped})
    return (f"{head}: none of its {top_level} top-level entries is a Lords, Heroes, Core, "
            f"Special or Rare choice ({'; '.join(reasons)}); nothing was stored")
