"""Words only the authors or the data files use, which a player never should see: on screen
(labels, buttons, tables, messages) and on paper. Each entry: a pattern and what to say
instead (the test's failure message)."""

from __future__ import annotations

import re

JARGON: tuple[tuple[str, str], ...] = (
    (r"\bCmdr\b", "write Commander"),
    (r"\bnot Core min\.", "say the unit does not count as Core"),
    (r"\(det\)", "write (detachment)"),
    (r"\btranscription\b", "a player has the book, not our transcription of it"),
    (r"^\s*(?:AB|BRB) - |\((?:AB|BRB)-\d+\)", "the data's book prefix or page reference"),
    (r"\boversize\b", "say the roster is over its points limit"),
    (r"army-list slot", "say Lords, Heroes, Core, Special or Rare"),
    (r"\b1 (?:victories|draws|losses|massacres|games|players|units|rosters|points)\b",
     "one of a thing is singular"),
    (r"\bchange any your\b", "change any that your"),
    (r"\bseed 00\d\b", "the rule documents' file numbers are ours"),
)
_COMPILED = [(re.compile(pattern, re.MULTILINE), advice) for pattern, advice in JARGON]


def jargon_in(text: str) -> list[str]:
    """Each piece of jargon in ``text``, with what to say instead."""
    return [f"{match.group(0)!r} ({advice})" for pattern, advice in _COMPILED
            for match in pattern.finditer(text)]
