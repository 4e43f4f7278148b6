"""The name matcher gives the answers of the rule as written: whole words, in order, anywhere in
the name; ``=`` keys the whole name. The reading below is written apart from the matcher (its
own word splitting), on every key the army rules hold and on names made to trip it."""

from __future__ import annotations

import random
import re
import types

from tests.unit.rosters.test_rosters_random_smoke import NAMES, UPGRADES
from warbands_manager.rules.unit_names import matches_any, name_matches
from warbands_manager.rules.validation import armies

_WORD = re.compile(r"[^\W_]+", re.UNICODE)


def _words(name: str) -> tuple[str, ...]:
    words = _WORD.findall(name.replace("'", "").replace("\u2019", "").casefold())
    return tuple(word[:-1] if len(word) > 2 and word.endswith("s") else word for word in words)


def _plain_match(name: str, key: str) -> bool:
    if key.startswith("="):
        return _words(name) == _words(key[1:])
    words, wanted = _words(name), _words(key)
    if not wanted or len(wanted) > len(words):
        return False
    span = len(wanted)
    return any(words[start:start + span] == wanted for start in range(len(words) - span + 1))


def _rule_keys() -> list[tuple[str, ...]]:
    """Every tuple of names the army modules hold (their rules' keys)."""
    armies.rules_for("empire")  # imports every army module
    found = []
    for module in list(vars(armies).values()):
        if not isinstance(module, types.ModuleType):
            continue
        for value in vars(module).values():
            if (isinstance(value, tuple) and value
                    and all(isinstance(item, str) for item in value)):
                found.append(value)
    return found


TRICKY = ["", "'", "s", "Ss", "Bulls", "Ogre  Bulls", "OGRE BULL", "Bullseye", "Grimgor's",
          "Grimgor’s Ardboyz", "Knights of Chaos", "Chaos Knights", "knight of chaos  s",
          "Night Goblin Night Goblins", "Ogre_Bulls", "Ogres", "=", "Skaven Clanrat Clanrats",
          "Kn ights", "ab c", "a bc", "xa b cx", "a b c", "Dark Knights of Chaos",
          "Þór Łukasz <the Bold>", "Goblin-Wolf Riders", "Orc Boyz (Big 'Uns)"]


def test_the_matcher_answers_as_the_rule_is_written():
    keys = _rule_keys()
    assert len(keys) > 40
    rng = random.Random(21)
    singles = sorted({key for group in keys for key in group})
    extra = [tuple(rng.sample(singles, rng.randint(1, 6))) for _ in range(60)]
    extra += [("",), ("=",), ("=Ogres", "Bull"), ("Knights of Chaos", "=Chaos Knight"),
              ("Night Goblin", "night"), ("a b", "b c")]
    names = NAMES + UPGRADES + TRICKY + singles
    names += [" ".join(rng.sample(singles, 2)) for _ in range(100)]
    compared = agreed = 0
    for group in keys + extra:
        for name in names:
            expected = any(_plain_match(name, key) for key in group)
            assert matches_any(name, group) is expected, (name, group)
            compared += 1
            agreed += expected
    for key in singles + [k for group in extra for k in group]:
        for name in names[:200]:
            assert name_matches(name, key) is _plain_match(name, key), (name, key)
    assert compared > 20_000 and agreed > 1_000  # matches and misses both
