"""Reading a catalogue entry's limits and costs: constraints, costs and the modifiers on them.

Both file generations arrive here in the 2.x shape (``schema1.upgrade``). A ``min``/``max``
selections constraint scoped to the parent is the book's unit size (or an option's own limit);
scoped to the roster or force it is a 0-X limit. A modifier that changes a 0-X limit under a
condition is described in words (:func:`limit_condition`), never applied: whether the condition
holds (a Grand Army, a special character taken) is for the player to see.
"""

from __future__ import annotations

from xml.etree.ElementTree import Element

from warbands_manager.rules.armydata.safexml import items

ARMY_SCOPES = ("roster", "force")
# 1.x modifiers name the limit by attribute; 2.x ones by the constraint's id.
_LIMIT_FIELDS = {"roster": ("maxInRoster", "maxInForce"), "parent": ("maxSelections",)}
_CONDITION_WORDS = {"equalTo": "is taken", "atLeast": "is taken", "greaterThan": "is taken",
                    "notEqualTo": "is not taken", "lessThan": "is not taken",
                    "atMost": "is not taken"}


def selection_limit(element: Element | None, kind: str, scopes: tuple[str, ...]) -> int | None:
    """The ``kind`` ("min"/"max") selections constraint of ``element`` in one of ``scopes``."""
    constraint = _constraint(element, kind, scopes)
    if constraint is None:
        return None
    value = float(constraint.get("value", "-1"))
    return None if value < 0 else int(value)


def _constraint(element: Element | None, kind: str, scopes: tuple[str, ...]) -> Element | None:
    if element is None:
        return None
    for constraint in items(element, "constraints"):
        if (constraint.get("type") == kind and constraint.get("field") == "selections"
                and constraint.get("scope") in scopes):
            return constraint
    return None


def points_cap(element: Element | None, cost_fields: frozenset[str]) -> float | None:
    """A ``max`` points constraint (a magic item allowance)."""
    if element is None:
        return None
    for constraint in items(element, "constraints"):
        if constraint.get("type") == "max" and constraint.get("field") in cost_fields:
            return float(constraint.get("value", "0"))
    return None


def cost(element: Element, link: Element | None, cost_fields: frozenset[str]) -> float:
    """Points of an entry: an unconditional ``set`` modifier on the link or entry, else its cost."""
    for node in (link, element):
        if node is None:
            continue
        for modifier in items(node, "modifiers"):
            if (modifier.get("type") == "set" and modifier.get("field") in cost_fields
                    and not items(modifier, "conditions")
                    and not items(modifier, "conditionGroups")):
                return float(modifier.get("value", "0"))
    for entry_cost in items(element, "costs"):
        if entry_cost.get("typeId") in cost_fields or entry_cost.get("name") == "pts":
            return float(entry_cost.get("value", "0"))
    return 0.0


def per_model_increment(element: Element, cost_fields: frozenset[str]) -> float:
    """Points added for every model of the unit (an ``increment`` that repeats)."""
    for modifier in items(element, "modifiers"):
        if (modifier.get("type") == "increment" and modifier.get("field") in cost_fields
                and items(modifier, "repeats")):
            return float(modifier.get("value", "0"))
    return 0.0


def first_raise(nodes: list[Element], scope: str = "roster") -> int | None:
    """The value the first modifier sets or adds to a limit (for a limit of 0 that only a
    condition opens: "0, or 1 when an Arch Lector is taken" → 1)."""
    for node in nodes:
        for modifier in items(node, "modifiers"):
            field = modifier.get("field", "")
            if (field in _LIMIT_FIELDS[scope] or _is_limit_id(nodes, field, scope)) and \
                    modifier.get("type") in (
                        "set", "increment"):
                value = int(float(modifier.get("value", "0")))
                return None if value < 0 else value  # BattleScribe's -1: no limit
    return None


def _is_limit_id(nodes: list[Element], field: str, scope: str) -> bool:
    scopes = ARMY_SCOPES if scope == "roster" else ("parent",)
    return any(c.get("id") == field and c.get("scope") in scopes and c.get("type") == "max"
               for node in nodes for c in items(node, "constraints"))


def limit_condition(nodes: list[Element], names: dict[str, str],
                    scope: str = "roster") -> str | None:
    """Words for the modifiers that change a 0-X limit ("8 when Grand Army is taken"), or with
    ``scope="parent"`` an option's own limit ("1 when Elven Steed is taken")."""
    phrases = []
    for node in nodes:
        for modifier in items(node, "modifiers"):
            field = modifier.get("field", "")
            if field in _LIMIT_FIELDS[scope] or _is_limit_id(nodes, field, scope):
                phrases.append(_modifier_words(modifier, names))
    return "; ".join(phrases) or None


def _modifier_words(modifier: Element, names: dict[str, str]) -> str:
    value = _number(modifier.get("value", "0"))
    unlimited = modifier.get("type") == "set" and float(modifier.get("value", "0")) < 0
    change = {"set": "any number" if unlimited else f"up to {value}", "increment": f"{value} more",
              "decrement": f"{value} fewer"}.get(modifier.get("type", ""),
                                                  f"{modifier.get('type')} {value}")
    conditions = [c for c in modifier.iter() if c.tag.rpartition("}")[2] == "condition"]
    if not conditions:
        return change
    return change + " when " + " and ".join(
        f"{names.get(c.get('childId', ''), 'another choice')} "
        f"{_CONDITION_WORDS.get(c.get('type', ''), c.get('type', ''))}"
        for c in conditions)


def _number(text: str) -> str:
    value = float(text)
    return str(int(value)) if value == int(value) else str(value)
