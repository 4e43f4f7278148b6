"""Recognising units by name, as ``roster-format.md`` says army-specific rules do.

A rule's key name matches a unit name case-insensitively, ignoring a trailing plural ``s`` on
each word, and may appear as whole words inside a longer name: "Ogre Bulls" is a unit of
Bulls, "Night Goblins" a unit of Night Goblins, but "Bullseye" is not a Bull. Apostrophes and
punctuation are ignored ("Grimgor's" = "Grimgors" = "grimgor"). A key written ``=Name`` must be
the whole name (``edition_names``: "Ogres" are Bulls, "Ogre Ironguts" are not).
"""

from __future__ import annotations

import re
from collections.abc import Callable

_WORD = re.compile(r"[^\W_]+", re.UNICODE)


def name_words(name: str) -> tuple[str, ...]:
    """The comparable words of a name: lower case, apostrophes dropped, trailing ``s`` removed."""
    words = _WORD.findall(name.replace("'", "").replace("\u2019", "").casefold())
    # "Chaos" and "Bulls" both lose their s; that is harmless because keys are treated alike.
    return tuple([word[:-1] if len(word) > 2 and word.endswith("s") else word for word in words])


def name_matches(name: str, key: str) -> bool:
    """Whether ``key`` names the unit ``name`` (whole words, anywhere in the name).

    Args:
        name: a unit's (or upgrade's) name as written in the roster.
        key: the name a rule uses, e.g. ``"Bull"`` or ``"Knights of Chaos"``.
    """
    return matches_any(name, (key,))


def matches_any(name: str, keys: tuple[str, ...]) -> bool:
    """Whether any of ``keys`` names ``name``."""
    return matcher(keys)(name_words(name))


def matcher(keys: tuple[str, ...]) -> Callable[[tuple[str, ...]], bool]:
    """The test whether any of ``keys`` names a name, given the name's ``name_words`` (each
    key split into its words once, for a rule that asks about every unit of a roster)."""
    split = [(key.startswith("="), name_words(key.removeprefix("="))) for key in keys]

    def names(words: tuple[str, ...]) -> bool:
        return any(_key_names(whole, wanted, words) for whole, wanted in split)
    return names


def _key_names(whole: bool, wanted: tuple[str, ...], words: tuple[str, ...]) -> bool:
    if whole:  # a key written ``=Name`` is the whole name
        return words == wanted
    if not wanted or len(wanted) > len(words):
        return False
    return any(words[start:start + len(wanted)] == wanted
               for start in range(len(words) - len(wanted) + 1))


def same_name(first: str, second: str) -> bool:
    """Two names for the same kind of unit ("Bat Swarm" and "bat swarms")."""
    return name_words(first) == name_words(second)
