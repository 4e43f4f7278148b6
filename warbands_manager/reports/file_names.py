"""File names made from what users type (roster, league and campaign names) that every OS
accepts: no path separators, no characters Windows refuses, no reserved device names, no
trailing dots or spaces, not too long."""

from __future__ import annotations

import re
import unicodedata

# Windows refuses these in a name; '/' and NUL are refused everywhere.
_UNSAFE = re.compile(r'[<>:"/\\|?*\x00-\x1f\x7f]+')
_RESERVED = {"CON", "PRN", "AUX", "NUL", *(f"COM{n}" for n in range(1, 10)),
             *(f"LPT{n}" for n in range(1, 10))}
MAX_STEM = 120


def safe_file_name(name: str, suffix: str = "", fallback: str = "warbands") -> str:
    """``name`` as a file name (with ``suffix``, e.g. ``.pdf``) safe on Windows, macOS and
    Linux; letters of any language are kept, unsafe runs become one ``-``."""
    stem = unicodedata.normalize("NFC", name)
    stem = _UNSAFE.sub("-", stem)
    stem = re.sub(r"\s+", " ", stem).strip(" .-")
    stem = re.sub(r"-{2,}", "-", stem)
    if not stem or stem.split(".")[0].upper() in _RESERVED:
        stem = f"{fallback}-{stem}" if stem else fallback
    return stem[:MAX_STEM].rstrip(" .") + suffix
