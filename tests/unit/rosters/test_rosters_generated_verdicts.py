"""Validation on seeded realistic rosters (``benchmarks/roster_gen.py``: the real BattleScribe
catalogues, names as the catalogues spell them and as players type them, unit order random):
the same verdicts in any order of validation, one Context answering as two, files read as the
dictionaries they hold. No timing is asserted.
"""

from __future__ import annotations

import json
import random
from functools import cache

import pytest

from benchmarks.roster_gen import generate, load_armies
from tests.shared_data import MORE, SEVENTH_EDITION_FILES, needs_bsdata
from warbands_manager.rules.roster_io import (
    RosterReadError,
    read_roster_text,
    roster_from_dict,
    roster_to_dict,
)
from warbands_manager.rules.validation import (
    reminders,
    validate,
    validate_with_reminders,
)

pytestmark = needs_bsdata
COUNT = 2000


@cache
def _armies():
    return load_armies(SEVENTH_EDITION_FILES + sorted(MORE.glob("*.gst"))
                       + sorted(MORE.glob("*.cat")))


@pytest.fixture(scope="module")
def rosters():
    return generate(_armies(), COUNT, seed=21)


def _verdicts(rosters):
    return [validate(roster) for roster in rosters]


def test_the_generator_is_seeded_distinct_and_mixed(rosters):
    again = generate(_armies(), 200, seed=21)
    assert [r.units for r in again] == [r.units for r in rosters[:200]]
    assert generate(_armies(), 50, seed=22)[0].units != rosters[0].units
    signatures = {tuple((u.name, u.models, tuple(up.name for up in u.upgrades)) for u in r.units)
                  for r in rosters}
    assert len(signatures) == COUNT
    legal = sum(not any(v.is_error for v in verdict) for verdict in _verdicts(rosters))
    assert COUNT // 20 < legal < COUNT * 9 // 10  # legal and illegal rosters both
    assert len({r.army for r in rosters}) >= 10
    spelt = {entry.name for army in _armies() for entry, _ in army.characters + army.regiments}
    typed = [u.name for r in rosters for u in r.units if u.name not in spelt]
    assert any(name.islower() for name in typed) and any("  " in name for name in typed)
    # Characters are drawn first, yet end up anywhere: the order is shuffled.
    assert any(r.units[0].category not in ("lord", "hero") for r in rosters)


def test_verdicts_do_not_depend_on_what_was_validated_before(rosters):
    first = _verdicts(rosters)
    shuffled = list(range(len(rosters)))
    random.Random(5).shuffle(shuffled)
    again = dict(zip(shuffled, _verdicts([rosters[i] for i in shuffled]), strict=True))
    assert [again[i] for i in range(len(rosters))] == first
    assert sum(map(len, first)) > COUNT  # many violations compared, not a few


def test_one_context_for_problems_and_reminders_answers_as_two(rosters):
    for roster in rosters[:500]:
        assert validate_with_reminders(roster) == (validate(roster), reminders(roster))


def test_files_read_as_the_dictionaries_they_hold(rosters, tmp_path):
    # Either the same roster or the same refusal (one catalogue entry, Lord Skrolk's Plague
    # Monks, imports with a 0-X limit of -1, which a roster file refuses).
    def outcome(read, value):
        try:
            return read(value)
        except RosterReadError as error:
            return str(error)

    for index, roster in enumerate(rosters[:300]):
        text = json.dumps(roster_to_dict(roster), ensure_ascii=index % 2 == 0)
        assert outcome(read_roster_text, text) == outcome(roster_from_dict, json.loads(text))
