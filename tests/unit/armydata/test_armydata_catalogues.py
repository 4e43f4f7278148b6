"""Every shared catalogue of both BattleScribe generations: the importer's units against an
independent walk of the XML written here with plain ElementTree (not the importer's code).

The walk knows only the two schemas' plain facts: a top-level entry (1.x ``<entries>/<entry
categoryId>``, 2.x ``<selectionEntries>/<selectionEntry>`` with a primary ``<categoryLink>``, or
a top-level ``<entryLink>``) in an army-list slot is a unit; a ``unit`` entry whose one direct
``model`` child has a book minimum costs that child's points per model; a "Command" group's
children allowed once each are options with ``max`` 1.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.shared_data import BSDATA, MORE, needs_bsdata
from warbands_manager.rules.armydata.bsdata import parse_catalogue
from warbands_manager.rules.armydata.files import open_source
from warbands_manager.rules.armydata.model import army_list_from_dict

pytestmark = needs_bsdata
SLOTS = {"Lords", "Heroes", "Core", "Special", "Rare", "Uncounting"}
FILES = sorted(BSDATA.glob("*.cat")) + sorted(MORE.glob("*.cat"))
SYSTEMS = [BSDATA / "Warhammer Fantasy 7th ed.gst", MORE / "Warhammer Fantasy 8th ed.gst"]


def tag(element) -> str:
    return element.tag.rpartition("}")[2]


def child(element, name):
    return next((c for c in element if tag(c) == name), None)


def children(element, name):
    found = child(element, name)
    return list(found) if found is not None else []


def slot_ids(system_root) -> set[str]:
    """Category ids of the army-list slots, from a game system of either generation."""
    return {c.get("id") for c in system_root.iter()
            if tag(c) in ("category", "categoryEntry") and c.get("name") in SLOTS}


def expected_units(root, slots: set[str]) -> dict[str, ET.Element]:
    """Unit name → its entry, by the plain rules of the file's own generation."""
    if root.get("battleScribeVersion").startswith("1."):
        return {e.get("name").strip(): e for e in children(root, "entries")
                if e.get("categoryId") in slots}
    found = {}
    for entry in children(root, "selectionEntries"):
        if any(link.get("primary") == "true" and link.get("targetId") in slots
               for link in children(entry, "categoryLinks")):
            found[entry.get("name").strip()] = entry
    by_id = {e.get("id"): e for e in root.iter() if tag(e) == "selectionEntry"}
    for link in children(root, "entryLinks"):
        target = by_id.get(link.get("targetId"))
        if target is not None and any(
                c.get("primary") == "true" and c.get("targetId") in slots
                for c in children(link, "categoryLinks") + children(target, "categoryLinks")):
            found[(link.get("name") or target.get("name")).strip()] = target
    return found


def plain_rank_and_file(entry) -> tuple[float, int] | None:
    """(points per model, book minimum) of a ``unit`` entry costing 0 with exactly one direct
    child that has a book minimum and a price (the rank and file, a model or an upgrade)."""
    if entry.get("type") != "unit":
        return None
    if entry.get("points") is not None:  # 1.x
        if float(entry.get("points")) != 0:
            return None
        found = [(float(c.get("points")), int(c.get("minSelections")))
                 for c in children(entry, "entries")
                 if int(c.get("minSelections")) >= 1 and float(c.get("points")) > 0]
        return found[0] if len(found) == 1 else None
    if any(float(c.get("value")) != 0 for c in children(entry, "costs")):
        return None
    found = []
    for model in children(entry, "selectionEntries"):
        minimum = [float(c.get("value")) for c in children(model, "constraints")
                   if c.get("type") == "min" and c.get("scope") == "parent"
                   and c.get("field") == "selections"]
        costs = [float(c.get("value")) for c in children(model, "costs")]
        if minimum and minimum[0] >= 1 and costs and costs[0] > 0:
            found.append((costs[0], int(minimum[0])))
    return found[0] if len(found) == 1 else None


def command_once(entry) -> set[str]:
    """Names of the options in a direct "Command" group that may be taken once."""
    names = set()
    for group in children(entry, "entryGroups") + children(entry, "selectionEntryGroups"):
        if group.get("name", "").strip() != "Command":
            continue
        for option in children(group, "entries") + children(group, "selectionEntries"):
            limits = [c.get("value") for c in children(option, "constraints")
                      if c.get("type") == "max" and c.get("scope") == "parent"]
            if option.get("maxSelections") == "1" or limits == ["1.0"]:
                names.add(option.get("name").strip())
    return names


@pytest.fixture(scope="module")
def systems():
    return {ET.parse(path).getroot().get("id"): path for path in SYSTEMS}


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_every_slot_entry_becomes_a_unit_as_the_xml_says(path: Path, systems):
    root = ET.parse(path).getroot()
    system_path = systems[root.get("gameSystemId")]
    slots = slot_ids(ET.parse(system_path).getroot())
    expected = expected_units(root, slots)
    army = parse_catalogue(open_source(path).root, open_source(system_path).root, path.name)
    units = {unit.name: unit for unit in army.units}

    assert len(army.units) == len(expected) > 0
    assert set(units) == set(expected)
    checked = 0
    for name, entry in expected.items():
        plain = plain_rank_and_file(entry)
        if plain is not None:
            assert (units[name].points_per_model, units[name].min_models) == plain, name
            checked += 1
        for option in command_once(entry):
            maxima = {o.max for o in units[name].options if o.name == option}
            assert maxima == {1}, (name, option)
    assert checked > 0
    # nothing that is not a unit is dropped without a reason
    top_level = len(children(root, "entries") + children(root, "selectionEntries")
                    + children(root, "entryLinks"))
    assert len(army.units) + len(army.skipped) == top_level
    assert all(skip.reason for skip in army.skipped)
    assert army_list_from_dict(army.to_dict()) == army
