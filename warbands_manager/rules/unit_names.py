"""Recognising units by name, as ``roster-format.md`` says army-specific rules do.

A rule's key name matches a unit name case-insensitively, ignoring a trailing plural ``s`` on
each word, and may appear as whole words inside a longer name: "Ogre Bulls" is a unit of
Bulls, "Night Goblins" a unit of Night Goblins, but "Bullseye" is not a Bull. Apostrophes and
punctuation are ignored ("Grimgor's" = "Grimgors" = "grimgor"). A key written ``=Name`` must be
the whole name (``edition_names``: "Ogres" are Bulls, "Ogre Ironguts" are not).
"""

from __future__ import annotations

import re
from functools import lru_cache

_WORD = re.compile(r"[^\W_]+", re.UNICODE)


@lru_cache(maxsize=4096)
def name_words(name: str) -> tuple[str, ...]:
    """The comparable words of a name: lower case, apostrophes dropped, trailing ``s`` removed."""
    words = _WORD.findall(name.replace("'", "").replace("\u2019", "").casefold())
    return tuple(_singular(word) for word in words)


def _singular(word: str) -> str:
    # "Chaos" and "Bulls" both lose their s; that is harmless because keys are treated alike.
    return word[:-1] if len(word) > 2 and word.endswith("s") else word


@lru_cache(maxsize=16384)
def name_matches(name: str, key: str) -> bool:
    """Whether ``key`` names the unit ``name`` (whole words, anywhere in the name).

    Args:
        name: a unit's (or upgrade's) name as written in the roster.
        key: the name a rule uses, e.g. ``"Bull"`` or ``"Knights of Chaos"``.
    """
    if key.startswith("="):
        return name_words(name) == name_words(key[1:])
    words, wanted = name_words(name), name_words(key)
    if not wanted or len(wanted) > len(words):
        return False
    span = len(wanted)
    return any(words[start:start + span] == wanted for start in range(len(words) - span + 1))


@lru_cache(maxsize=65536)
def matches_any(name: str, keys: tuple[str, ...]) -> bool:
    """Whether any of ``keys`` names ``name`` (``keys`` a tuple, so answers are cached)."""
    return any(name_matches(name, key) for key in keys)


def same_name(first: str, second: str) -> bool:
    """Two names for the same kind of unit ("Bat Swarm" and "bat swarms")."""
    return name_words(first) == name_words(second)
