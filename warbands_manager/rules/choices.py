"""Matching a name typed by a person against the accepted ones, the same way everywhere: case,
accents' composed form, spaces, hyphens and underscores do not matter ("Trickster",
"trickster"; "Orcs & Goblins", "orcs-and-goblins"); a refusal lists what is accepted."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping


class NoSuchChoice(ValueError):
    """``text`` matched none of the accepted names; the message lists them."""


def folded(text: str) -> str:
    """``text`` as names are compared: composed, case-folded, "&" read as "and", apostrophes
    dropped, and spaces, hyphens and underscores all alike."""
    text = unicodedata.normalize("NFC", text.strip()).casefold().replace("&", " and ")
    text = text.replace("'", "").replace("\u2019", "")  # "Archaon's" and "archaons" alike
    return re.sub(r"[\s_\-]+", " ", text).strip()


def match_choice(text: str, choices: Mapping[str, str] | Iterable[str], what: str) -> str:
    """The key of ``choices`` (a key → shown name mapping, or plain names) that ``text`` names,
    by key or by shown name.

    Raises:
        NoSuchChoice: no match; the message lists the shown names to choose from.
    """
    shown = dict(choices) if isinstance(choices, Mapping) else {name: name for name in choices}
    wanted = folded(text)
    for key, name in shown.items():
        if wanted in (folded(key), folded(name)):
            return key
    raise NoSuchChoice(f"no {what} {text!r}; choose from {', '.join(shown.values())}")
