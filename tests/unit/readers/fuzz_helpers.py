"""Shared hypothesis strategies and settings for the reader fuzz tests (not a test module)."""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

# Fixed examples (derandomized) so CI always tries the same inputs; no example database.
EXAMPLES = 150


def fuzz(examples: int = EXAMPLES):
    return settings(max_examples=examples, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


NASTY_TEXT = st.sampled_from([
    "", " ", "-1", "-0", "1e309", "NaN", "9" * 40, "<b>x</b>", "&amp;", "<para>", "\x00",
    "\u202eevil", "שלום", "مرحبا", "漢字", "x" * 10_000, "null", "true", "0x10", "１２",
])
SCALARS = (st.none() | st.booleans() | st.integers(-(2 ** 70), 2 ** 70)
           | st.floats(allow_nan=True, allow_infinity=True) | st.text(max_size=30) | NASTY_TEXT)
JSON = st.recursive(
    SCALARS,
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(st.text(max_size=12) | NASTY_TEXT, children, max_size=4),
    max_leaves=20,
)


def paths(node: Any, prefix: tuple = ()) -> list[tuple]:
    """Every place in a JSON document (dict keys and list indexes)."""
    found = [prefix]
    if isinstance(node, dict):
        for key, value in node.items():
            found += paths(value, (*prefix, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found += paths(value, (*prefix, index))
    return found


@st.composite
def mutated(draw, document: dict) -> dict:
    """``document`` with one to three places replaced by any JSON value, or removed."""
    result = copy.deepcopy(document)
    for _ in range(draw(st.integers(1, 3))):
        places = [p for p in paths(result) if p]
        if not places:
            break
        place = draw(st.sampled_from(places))
        parent = result
        for step in place[:-1]:
            parent = parent[step]
        if draw(st.booleans()) and isinstance(parent, dict):
            del parent[place[-1]]
        else:
            parent[place[-1]] = draw(JSON)
    return result
