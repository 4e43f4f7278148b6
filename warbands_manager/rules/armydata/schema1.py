"""BattleScribe's first file generation (``battleScribeVersion`` 1.x) rewritten in the 2.x shape.

The 1.x schema says the same things differently: ``<entry points=... categoryId=...
minSelections=... maxInRoster=...>`` instead of ``<selectionEntry>`` with ``<costs>``,
``<categoryLinks>`` and ``<constraints>``; ``<entryGroups>`` and ``<links linkType=...>`` instead
of ``<selectionEntryGroups>``, ``<entryLinks>`` and ``<infoLinks>``; a game system's categories
sit under ``<forceTypes>``. :func:`upgrade` builds the equivalent 2.x tree once, so one reader
(``bsdata.py``) serves both generations; the 1.x tree can be dropped afterwards.
"""

from __future__ import annotations

from xml.etree.ElementTree import Element, SubElement

from warbands_manager.rules.armydata.safexml import local

POINTS = "points"
_NO_CATEGORY = ("", "(No Category)")
# (1.x attribute, 2.x constraint type, scope, field)
_LIMITS = (
    ("minSelections", "min", "parent", "selections"),
    ("maxSelections", "max", "parent", "selections"),
    ("minInForce", "min", "force", "selections"),
    ("maxInForce", "max", "force", "selections"),
    ("minInRoster", "min", "roster", "selections"),
    ("maxInRoster", "max", "roster", "selections"),
    ("maxPoints", "max", "parent", POINTS),
)
_CONDITION_TYPES = {"equal to": "equalTo", "not equal to": "notEqualTo", "less than": "lessThan",
                    "greater than": "greaterThan", "at least": "atLeast", "at most": "atMost"}
_LINK_TYPES = {"entry": "selectionEntry", "entry group": "selectionEntryGroup"}
_KEPT = ("rules", "profiles", "sharedRules", "sharedProfiles", "profileTypes", "costTypes",
         "publications")


def is_schema1(root: Element) -> bool:
    """True for a file of the first generation (battleScribeVersion 1.x)."""
    return root.get("battleScribeVersion", "2").split(".")[0] == "1"


def upgrade(root: Element) -> Element:
    """The 2.x-shaped equivalent of a 1.x game system or catalogue (ids and names kept)."""
    names = {ident: e.get("name", "") for e in root.iter() if (ident := e.get("id"))}
    new = Element(local(root.tag), dict(root.attrib))
    for child in root:
        tag = local(child.tag)
        if tag in ("entries", "sharedEntries"):
            target = "selectionEntries" if tag == "entries" else "sharedSelectionEntries"
            _entries(new, child, target, names)
        elif tag in ("entryGroups", "sharedEntryGroups"):
            target = ("selectionEntryGroups" if tag == "entryGroups"
                      else "sharedSelectionEntryGroups")
            _groups(new, child, target, names)
        elif tag == "links":
            _links(new, child, names)
        elif tag == "forceTypes":
            _categories(new, child)
        elif tag in _KEPT:
            new.append(child)
    return new


def _entries(parent: Element, container: Element, tag: str, names) -> None:
    if len(container):
        holder = SubElement(parent, tag)
        for entry in container:
            holder.append(_entry(entry, names))


def _groups(parent: Element, container: Element, tag: str, names) -> None:
    if len(container):
        holder = SubElement(parent, tag)
        for group in container:
            holder.append(_group(group, names))


def _entry(entry: Element, names) -> Element:
    new = Element("selectionEntry", {key: entry.get(key, "") for key in ("id", "name", "type")})
    category = entry.get("categoryId", "")
    if category not in _NO_CATEGORY:
        SubElement(SubElement(new, "categoryLinks"), "categoryLink",
                   {"targetId": category, "primary": "true"})
    _limits(new, entry)
    SubElement(SubElement(new, "costs"), "cost",
               {"name": "pts", "typeId": POINTS, "value": entry.get("points", "0")})
    _children(new, entry, names)
    return new


def _group(group: Element, names) -> Element:
    new = Element("selectionEntryGroup", {key: group.get(key, "") for key in ("id", "name")})
    if group.get("defaultEntryId"):
        new.set("defaultSelectionEntryId", group.get("defaultEntryId", ""))
    _limits(new, group)
    _children(new, group, names)
    return new


def _children(new: Element, old: Element, names) -> None:
    for child in old:
        tag = local(child.tag)
        if tag == "entries":
            _entries(new, child, "selectionEntries", names)
        elif tag == "entryGroups":
            _groups(new, child, "selectionEntryGroups", names)
        elif tag == "links":
            _links(new, child, names)
        elif tag == "modifiers":
            _modifiers(new, child)
        elif tag in ("rules", "profiles") and len(child):
            new.append(child)


def _limits(new: Element, old: Element) -> None:
    constraints = None
    for attribute, kind, scope, field in _LIMITS:
        value = old.get(attribute)
        if value is None or float(value) < 0 or (kind == "min" and float(value) == 0):
            continue
        if constraints is None:
            constraints = SubElement(new, "constraints")
        SubElement(constraints, "constraint", {
            "id": f"{old.get('id', '')}::{attribute}", "type": kind, "scope": scope,
            "field": field, "value": value})


def _links(new: Element, container: Element, names) -> None:
    entry_links = info_links = None
    for link in container:
        kind = link.get("linkType", "")
        attributes = {"id": link.get("id", ""), "targetId": link.get("targetId", ""),
                      "name": names.get(link.get("targetId", ""), "")}
        if kind in _LINK_TYPES:
            if entry_links is None:
                entry_links = SubElement(new, "entryLinks")
            made = SubElement(entry_links, "entryLink", {**attributes, "type": _LINK_TYPES[kind]})
        else:
            if info_links is None:
                info_links = SubElement(new, "infoLinks")
            made = SubElement(info_links, "infoLink", {**attributes, "type": kind})
        for child in link:
            if local(child.tag) == "modifiers":
                _modifiers(made, child)


def _modifiers(new: Element, container: Element) -> None:
    if not len(container):
        return
    holder = SubElement(new, "modifiers")
    for modifier in container:
        made = SubElement(holder, "modifier", {key: modifier.get(key, "") for key in
                                               ("type", "field", "value")})
        if modifier.get("repeat") == "true":
            SubElement(SubElement(made, "repeats"), "repeat", {
                "field": modifier.get("incrementField", ""),
                "scope": modifier.get("incrementParentId", ""),
                "childId": modifier.get("incrementChildId", ""),
                "value": modifier.get("incrementValue", "1"),
                "repeats": modifier.get("numRepeats", "1")})
        conditions = [c for c in modifier.iter() if local(c.tag) == "condition"]
        if conditions:
            holder_conditions = SubElement(made, "conditions")
            for condition in conditions:
                SubElement(holder_conditions, "condition", {
                    "type": _CONDITION_TYPES.get(condition.get("type", ""),
                                                 condition.get("type", "")),
                    "field": condition.get("field", ""),
                    "scope": condition.get("parentId", ""),
                    "childId": condition.get("childId", ""),
                    "value": condition.get("value", "")})


def _categories(new: Element, force_types: Element) -> None:
    """A 1.x game system's ``<forceTypes>/<forceType>/<categories>/<category>`` (each name once)."""
    holder = SubElement(new, "categoryEntries")
    seen: set[str] = set()
    for category in force_types.iter():
        ident = category.get("id", "")
        if local(category.tag) == "category" and ident not in seen:
            seen.add(ident)
            SubElement(holder, "categoryEntry", {"id": category.get("id", ""),
                                                 "name": category.get("name", "")})
