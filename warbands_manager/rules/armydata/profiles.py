"""A unit's model profile and special rules, where the catalogue has them (8th edition files).

The main profile is the model profile (one with a ``Type`` characteristic) named like the unit
or its rank and file; else the first with a type found on the unit entry, then on its
rank-and-file child, then anywhere below the unit except in priced options (command models come
after the rank and file in every shared file; a hero's steed bought extra is not his profile);
profiles reached through info links count. A profile whose type is "-"
(a knight's rider: the type is printed on the mount) is passed over for one with a type. The
special rules are the names of the rules the unit entry, its rank and file, or the profile's
entries carry or link to — not those of its options.
"""

from __future__ import annotations

from xml.etree.ElementTree import Element

from warbands_manager.rules.armydata.safexml import items

TYPE = "Type"
_DEPTH = 4


def characteristics(profile: Element) -> dict[str, str]:
    """Characteristic name → value (1.x keeps it in ``value=``, 2.x in the text)."""
    values = {}
    for characteristic in items(profile, "characteristics"):
        value = characteristic.get("value")
        if value is None:
            value = characteristic.text or ""
        values[characteristic.get("name", "")] = value.strip()
    return values


def main_profile(unit: Element, rank: Element | None, by_id: dict[str, Element],
                 name: str = "") -> dict[str, str]:
    """The characteristics of the unit's main model profile ({} when it has none): the one
    named like the unit (a Mortar's "Mortar", not its "Crewman"), else the first with a type."""
    wanted = {_plain(name), _plain(rank.get("name", "")) if rank is not None else ""} - {""}
    own = [found for node in (unit, rank) if node is not None
           for found in _own_profiles(node, by_id)]
    # the unit's and its rank and file's own profiles first: a character's optional steed
    # (deeper down) must not give him its "Cavalry"
    for deep in (False, True):
        profiles = list(_search(unit, by_id, _DEPTH)) if deep else own
        named = [values for profile_name, values in profiles if _plain(profile_name) in wanted]
        typed = [values for _name, values in profiles if values[TYPE] not in ("-", "–")]
        for candidates in ([v for v in named if v[TYPE] not in ("-", "–")], typed, named):
            if candidates:
                return candidates[0]
    return own[0][1] if own else {}


def own_profile(entry: Element, by_id: dict[str, Element]) -> dict[str, str]:
    """The characteristics of the entry's own model profile (a mount's), {} when none; its
    ``Type`` is the option's troop type (a profile typed "-" is passed over)."""
    return next((values for _name, values in _own_profiles(entry, by_id)
                 if values[TYPE] not in ("-", "–")), {})


def item_text(entry: Element, by_id: dict[str, Element], limit: int = 400) -> str:
    """What a magic item does, as the catalogue words it: its rules' descriptions, else the
    values of its own profiles that are not model profiles ("Can re-roll any failed Rally
    test."); "" when the catalogue says nothing."""
    rules = list(items(entry, "rules")) + [
        by_id[link.get("targetId", "")] for link in items(entry, "infoLinks")
        if link.get("targetId") in by_id and by_id[link.get("targetId", "")].tag == "rule"]
    texts = [" ".join((rule.findtext("description") or "").split()) for rule in rules]
    if not any(texts):
        for profile in items(entry, "profiles"):
            values = {name: " ".join(value.split())
                      for name, value in characteristics(profile).items() if value.strip()}
            if TYPE not in values:  # a model profile is no description of the item
                texts += (list(values.values()) if len(values) == 1
                          else [f"{name} {value}" for name, value in values.items()])
    text = " ".join(t for t in texts if t)
    return text if len(text) <= limit else text[:limit - 1].rstrip() + "…"


def _plain(name: str) -> str:
    lowered = " ".join(name.lower().split())
    return lowered[:-1] if lowered.endswith("s") else lowered


def _own_profiles(node: Element, by_id: dict[str, Element]):
    profiles = list(items(node, "profiles"))
    profiles += [by_id[link.get("targetId", "")] for link in items(node, "infoLinks")
                 if link.get("type") == "profile" and link.get("targetId") in by_id]
    for profile in profiles:
        values = characteristics(profile)
        if values.get(TYPE):
            yield profile.get("name", ""), values


def _search(node: Element, by_id: dict[str, Element], depth: int):
    if depth == 0:
        return
    for container in ("selectionEntries", "selectionEntryGroups"):
        for child in items(node, container):
            if _priced(child):
                continue  # an option bought extra (a hero's steed) is not the unit's profile
            yield from _own_profiles(child, by_id)
            yield from _search(child, by_id, depth - 1)


def _priced(entry: Element) -> bool:
    return any(float(cost.get("value", "0") or 0) > 0 for cost in items(entry, "costs"))


def special_rules(nodes: list[Element], by_id: dict[str, Element]) -> list[str]:
    """Rule names carried or linked by ``nodes`` (each once, in file order)."""
    names: list[str] = []
    for node in nodes:
        rules = [rule.get("name", "") for rule in items(node, "rules")]
        rules += [by_id[link.get("targetId", "")].get("name", "")
                  for link in items(node, "infoLinks")
                  if link.get("type") == "rule" and link.get("targetId") in by_id]
        for name in rules:
            if name.strip() and name.strip() not in names:
                names.append(name.strip())
    return names
