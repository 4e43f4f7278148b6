"""The fixed geography of the game: realms, battlefields, platoons and player colours."""

from __future__ import annotations

# Realms and battlefields alternate on the map, left to right (Game Components).
REALMS: tuple[str, ...] = ("kholdrum", "shenaru", "ela-vethera", "lorendale", "zhoni")
REALM_NAMES: dict[str, str] = {
    "kholdrum": "Kholdrum", "shenaru": "Shenaru", "ela-vethera": "Ela'Vethera",
    "lorendale": "Lorendale", "zhoni": "Zhoni",
}
BATTLEFIELDS: tuple[str, ...] = (
    "thrells-gap", "guardians-of-vethera", "lonespire-peak", "the-branches",
)
BATTLEFIELD_NAMES: dict[str, str] = {
    "thrells-gap": "Threll's Gap", "guardians-of-vethera": "Guardians of Vethera",
    "lonespire-peak": "Lonespire Peak", "the-branches": "The Branches",
}

LIGHT: tuple[str, ...] = ("infantry", "cavalry", "archery")
HEAVY: tuple[str, ...] = ("heavy-infantry", "heavy-cavalry", "heavy-archery")
HONOUR_GUARD = "honour-guard"
PLATOONS: tuple[str, ...] = (*LIGHT, *HEAVY, HONOUR_GUARD)
PLATOON_NAMES: dict[str, str] = {
    "infantry": "Infantry", "cavalry": "Cavalry", "archery": "Archery",
    "heavy-infantry": "Heavy infantry", "heavy-cavalry": "Heavy cavalry",
    "heavy-archery": "Heavy archery", "honour-guard": "Honour guard",
}
# An Enemy card asks for one of these (the large middle icon).
REQUIREMENT_TYPES: tuple[str, ...] = (*LIGHT, "heavy")

COLOURS: tuple[str, ...] = ("black", "blue", "red", "white", "yellow")
MERCENARY = "mercenary"
ACTIONS: tuple[str, ...] = ("tax", "train", "scout", "fight")


def heavy_of(light: str) -> str:
    """The heavy platoon a light platoon promotes into (the brown arrows)."""
    return f"heavy-{light}"


def adjacent_realms(battlefield: str) -> tuple[str, str]:
    """The two realms either side of a battlefield on the map."""
    index = BATTLEFIELDS.index(battlefield)
    return REALMS[index], REALMS[index + 1]


def realm_name(realm: str) -> str:
    return REALM_NAMES[realm]


def label(key: str) -> str:
    """Display name of a platoon, battlefield, realm or place (``reserve``, ``war-heroes``)."""
    for names in (PLATOON_NAMES, BATTLEFIELD_NAMES, REALM_NAMES):
        if key in names:
            return names[key]
    return key.replace("-", " ").capitalize()
