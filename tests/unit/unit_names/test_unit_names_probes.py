"""The probes a rule's keys give (``unit_names.probes``) are in the text of every name those
keys name: a roster whose names' text holds none of them has no unit the rule names, so the
validator may skip looking (``armies.helpers.named``, the plans' guards). No timing."""

from __future__ import annotations

import random

from tests.unit.rosters.test_rosters_random_smoke import NAMES, UPGRADES
from tests.unit.unit_names.test_unit_names_matcher import TRICKY, _plain_match, _rule_keys
from warbands_manager.rules.unit_names import names_text, probes


def _spellings(rng: random.Random, name: str) -> list[str]:
    """The name as players type it: case, doubled spaces, plural s, apostrophes, neighbours."""
    return [name, name.upper(), name.lower() + "s", name.replace(" ", "  "),
            name.replace(" ", "'"), f"{rng.choice(NAMES)} {name}", f"{name}’s Own",
            f"Big {name.title()} Mob", name.replace("s", "ß"), name.swapcase()]


def test_every_name_a_key_names_holds_one_of_its_probes():
    keys = _rule_keys()
    rng = random.Random(2104)
    singles = sorted({key for group in keys for key in group})
    extra = [tuple(rng.sample(singles, rng.randint(1, 6))) for _ in range(60)]
    extra += [("",), ("=Ogres", "Bull"), ("Knights of Chaos", "=Chaos Knight"),
              ("Night Goblin", "night"), ("a b", "b c"), ("Grimgor's",)]
    names = NAMES + UPGRADES + TRICKY
    for key in singles:
        names += _spellings(rng, key.lstrip("="))
    named = skipped = 0
    for group in keys + extra:
        tests = probes(group)
        assert tests is not None, group
        for name in names:
            text = names_text([rng.choice(NAMES), name, rng.choice(UPGRADES)])
            found = any(test in text for test in tests)
            if any(_plain_match(name, key) for key in group):
                assert found, (name, group, tests)
                named += 1
            skipped += not found
    assert named > 2_000 and skipped > 20_000  # names named and names ruled out, both


def test_a_whole_name_key_without_words_gives_no_probe():
    # "=" names the names without words ("!!"): no text to look for, so no skipping.
    assert probes(("=",)) is None and probes(("Bull", "=!")) is None
    assert _plain_match("!!", "=")
    assert probes(("",)) == ()  # a plain key without words names nothing


def test_the_names_text_of_ascii_names_is_the_case_folded_text():
    rng = random.Random(2107)
    pool = NAMES + UPGRADES + TRICKY + ["Ruglud's", "O'Brien’s", "ÆTHER", "straße", "ǅemal"]
    for _ in range(500):
        names = rng.sample(pool, rng.randint(0, 6))
        plain = "\n".join(names).replace("'", "").replace("\u2019", "").casefold()
        assert names_text(names) == plain, names
