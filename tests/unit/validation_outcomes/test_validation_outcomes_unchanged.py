"""Every verdict of the validator on the seeded rosters of ``outcome_rosters`` is the one
recorded in ``tests/fixtures/validation_outcomes.txt``: violations, reminders, composition
figures, unit minimums and Warband Rating, of 12,000 validations. A change of the validator's
code that means to change no verdict must leave this test passing; one that means to change
verdicts records the digests again (see ``outcome_rosters``) and says why in its commit."""

from __future__ import annotations

import random

from tests.unit.validation_outcomes.outcome_rosters import (
    CHUNK,
    FIXTURE,
    digest_lines,
    generated_roster,
    outcome,
    outcomes,
)


def _differences(recorded: list[str], found: list[str]) -> list[str]:
    """Which outcomes differ, by their index (the chunk when the short digests collide)."""
    differ = []
    for old, new in zip(recorded, found, strict=True):
        start, old_whole, old_each = old.split()
        _, new_whole, new_each = new.split()
        if old_whole == new_whole:
            continue
        at = [
            int(start) + k // 4
            for k in range(0, len(new_each), 4)
            if old_each[k : k + 4] != new_each[k : k + 4]
        ]
        differ.extend([f"outcome {i}" for i in at] or [f"chunk {start}"])
    return differ


def test_every_verdict_is_the_recorded_one():
    recorded = FIXTURE.read_text(encoding="utf-8").split()
    recorded = [" ".join(recorded[i : i + 3]) for i in range(0, len(recorded), 3)]
    found = digest_lines(outcomes())
    assert len(found) == len(recorded), "the number of outcomes changed"
    differ = _differences(recorded, found)
    assert not differ, f"{len(differ)} outcomes differ from the recorded ones: {differ[:20]}"


def test_the_digests_tell_which_outcome_differs():
    texts = [outcome(generated_roster(random.Random(seed), seed)) for seed in range(CHUNK)]
    recorded = digest_lines(texts)
    texts[7] += " changed"
    assert _differences(recorded, digest_lines(texts)) == ["outcome 7"]
