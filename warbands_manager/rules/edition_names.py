"""The names other army book editions give the models the Warbands army rules name.

``data/warbands/edition-names.toml`` lists, per army, a rule's name and the other editions' names
for the same models ("Wight Lord" = the 7th edition "Wight King"). ``edition_names`` adds them
to a rule's keys, so every check that recognises units by name (``unit_names``) knows both.
A whole-name alias is written with a leading ``=`` in the keys (``unit_names.name_matches``).
"""

from __future__ import annotations

from functools import cache

from warbands_manager.paths import data_file
from warbands_manager.rules.datafile import DataFileError, load_toml, sourced

WHOLE_NAME = "="


def edition_names(army: str, keys: tuple[str, ...]) -> tuple[str, ...]:
    """``keys`` followed by every other edition's name for them in ``army``."""
    table = _table()
    extra = [name for key in keys for name in table.get((army, key), ())]
    return keys + tuple(name for name in dict.fromkeys(extra) if name not in keys)


@cache
def _table() -> dict[tuple[str, str], tuple[str, ...]]:
    path = data_file("warbands", "edition-names.toml")
    document = load_toml(path)
    found: dict[tuple[str, str], tuple[str, ...]] = {}
    for section, mark in (("aliases", ""), ("whole_names", WHOLE_NAME)):
        for army, names in document.get(section, {}).items():
            for key, node in names.items():
                where = f'{section}.{army}."{key}"'
                value = sourced(node, path, where).value
                if not isinstance(value, list) or not all(isinstance(n, str) and n
                                                          for n in value):
                    raise DataFileError(path, where, "expected a list of names")
                found[(army, key)] = found.get((army, key), ()) + tuple(mark + n for n in value)
    return found
