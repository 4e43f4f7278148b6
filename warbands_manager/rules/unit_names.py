"""Recognising units by name, as ``roster-format.md`` says army-specific rules do.

A rule's key name matches a unit name case-insensitively, ignoring a trailing plural ``s`` on
each word, and may appear as whole words inside a longer name: "Ogre Bulls" is a unit of
Bulls, "Night Goblins" a unit of Night Goblins, but "Bullseye" is not a Bull. Apostrophes and
punctuation are ignored ("Grimgor's" = "Grimgors" = "grimgor"). A key written ``=Name`` must be
the whole name (``edition_names``: "Ogres" are Bulls, "Ogre Ironguts" are not).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

_WORD = re.compile(r"[^\W_]+", re.UNICODE)


@lru_cache(maxsize=4096)
def name_words(name: str) -> tuple[str, ...]:
    """The comparable words of a name: lower case, apostrophes dropped, trailing ``s`` removed."""
    words = _WORD.findall(name.replace("'", "").replace("\u2019", "").casefold())
    # "Chaos" and "Bulls" both lose their s; that is harmless because keys are treated alike.
    return tuple([word[:-1] if len(word) > 2 and word.endswith("s") else word for word in words])


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
    if len(wanted) == 1:
        return wanted[0] in words
    return _spaced(wanted) in _spaced(words)


def _spaced(words: tuple[str, ...]) -> str:
    # Words hold no spaces (``_WORD``), so a run of words appears in a name exactly where its
    # space-delimited text appears in the name's: one substring search instead of a slice and
    # a comparison at every position.
    return f" {' '.join(words)} "


@lru_cache(maxsize=1024)
def _compiled(keys: tuple[str, ...]) -> tuple[frozenset, tuple[str, ...], frozenset]:
    """A rule's keys as (one-word keys, runs of words as spaced text, ``=`` whole names)."""
    single, runs, whole = set(), [], set()
    for key in keys:
        if key.startswith("="):
            whole.add(name_words(key[1:]))
            continue
        wanted = name_words(key)
        if len(wanted) == 1:
            single.add(wanted[0])
        elif wanted:  # a key with no words names nothing
            runs.append(_spaced(wanted))
    return frozenset(single), tuple(runs), frozenset(whole)


@lru_cache(maxsize=65536)
def matches_any(name: str, keys: tuple[str, ...]) -> bool:
    """Whether any of ``keys`` names ``name`` (``keys`` a tuple, so answers are cached).

    The same answer as ``name_matches`` for each key in turn, asked of the keys all at once: a
    name never seen otherwise went to the matcher once per key, and rules list up to twenty.
    """
    words = name_words(name)
    single, runs, whole = _compiled(keys)
    if words in whole or not single.isdisjoint(words):
        return True
    if runs:
        spaced = _spaced(words)
        for run in runs:
            if run in spaced:
                return True
    return False


def names_text(names: Iterable[str]) -> str:
    """Names in the matcher's spelling (case folded, apostrophes dropped), one a line: the text
    ``probes`` are looked for in."""
    text = "\n".join(names)
    if text.isascii():  # nearly always: ASCII case folding is lower-casing, and has no ’
        text = text.lower()
        return text.replace("'", "") if "'" in text else text
    return text.replace("'", "").replace("\u2019", "").casefold()


def probes(keys: tuple[str, ...]) -> tuple[str, ...] | None:
    """Texts one of which is in ``names_text`` of any names of which ``keys`` name one; None
    when the keys give no such test.

    Why it holds: a name that a key names has the key's words among its own (``name_words``:
    the words of its case-folded text without apostrophes, each word with at most a trailing
    ``s`` dropped), so every word of the key is a substring of that text. One word per key
    (its longest: the rarest) is enough, and a word containing another chosen one adds nothing.
    A whole-name key without words (``"="``) names the names without words: no text to test.
    """
    chosen: list[str] = []
    for key in keys:
        words = name_words(key[1:] if key.startswith("=") else key)
        if words:
            chosen.append(max(words, key=len))
        elif key.startswith("="):
            return None
    return tuple(sorted(word for word in set(chosen)
                        if not any(other != word and other in word for other in chosen)))


def same_name(first: str, second: str) -> bool:
    """Two names for the same kind of unit ("Bat Swarm" and "bat swarms")."""
    return name_words(first) == name_words(second)
