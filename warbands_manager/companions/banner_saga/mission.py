"""Missions: name, starting season, objective and the path of locations (entered once, reused)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from warbands_manager.companions.save_documents import reads_document, typed

SEASONS = ("spring", "summer", "fall", "winter")


class MissionError(ValueError):
    """A mission that cannot be played as entered."""


@dataclass
class Location:
    """One event location; ``difficult`` is the difficult-travel number on the way *into* it."""

    name: str
    difficult: int = 0
    city: bool = False


@dataclass
class Mission:
    name: str
    season: str = "spring"
    objective: str = ""
    path: list[Location] = field(default_factory=list)

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    @reads_document("Banner Saga mission")
    def from_dict(cls, data: dict) -> Mission:
        """The mission of a saved document, every value of its declared type."""
        return typed(cls, data, "Banner Saga mission")

    def validate(self) -> None:
        """Raise :class:`MissionError` naming the first problem."""
        if not self.name.strip():
            raise MissionError("the mission needs a name")
        if self.season not in SEASONS:
            raise MissionError(f"starting season must be one of {', '.join(SEASONS)}")
        if len(self.path) < 2:
            raise MissionError("the path needs a start and a finish location")
        for number, location in enumerate(self.path, start=1):
            if not location.name.strip():
                raise MissionError(f"location {number} has no name")
            if location.difficult < 0:
                raise MissionError(f"location {number}: difficult travel cannot be negative")
        if self.path[0].difficult:
            raise MissionError("the start location is not travelled to: no difficult travel")


def parse_path(text: str) -> list[Location]:
    """Read a path typed one location a line: ``Name``, ``Name | city``, ``Name | 2``
    (difficult travel 2 into it) or ``Name | 2 | city``."""
    path = []
    for raw in text.splitlines():
        if not raw.strip():
            continue
        parts = [part.strip() for part in raw.split("|")]
        location = Location(parts[0])
        for extra in parts[1:]:
            if extra.lower() == "city":
                location.city = True
            elif extra.isdigit():
                location.difficult = int(extra)
            elif extra:
                raise MissionError(f"{parts[0]}: cannot read {extra!r} (a number or 'city')")
        path.append(location)
    return path


def path_text(path: list[Location]) -> str:
    """The inverse of :func:`parse_path`."""
    lines = []
    for location in path:
        parts = [location.name]
        if location.difficult:
            parts.append(str(location.difficult))
        if location.city:
            parts.append("city")
        lines.append(" | ".join(parts))
    return "\n".join(lines)


def sample_mission() -> Mission:
    """A made-up practice mission (not a printed card) so a first game can start at once."""
    return Mission(
        "Practice march", "spring", "Reach Grofheim with the warband intact.",
        parse_path("Skogr\nRidge road\nBoersgard | city\nFrozen lake | 2\nWolf pass\n"
                   "Einartoft | city\nDredge crossing | 3\nGrofheim | city"),
    )
