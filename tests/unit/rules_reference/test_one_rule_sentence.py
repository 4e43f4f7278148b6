"""Each rule of the Rules Reference says its rule once: the sentence of the table of rules
that names it first. A table of catalogue facts (or of the names units go by) also names the
rules its rows feed; those rows stay in the Details, never a second "The rule"."""

from __future__ import annotations

import re

import pytest

from warbands_manager.paths import rules_coverage_dir
from warbands_manager.rules.reference import (
    COVERAGE_GROUPS,
    RULE_ID_PAGES,
    parse_coverage,
    rule_entries,
)

FACTS_FIRST = """# Rules coverage: test page

## Catalogue facts → rules

| catalogue fact | becomes | feeds rule | test |
|---|---|---|---|
| every `selectionEntryGroup`, its `max` | `UnitEntry.groups` | `catalogue.group-max` | `test_x` |

## The rule enforced here

| rule sentence | how | check / test |
|---|---|---|
| Each option group holds its limit | enforced | `catalogue.group-max`; `test_y` |
"""


def _rule_sentences(entry) -> list[str]:
    return [text for heading, text in entry.plain if heading == "The rule"]


def test_a_rule_named_by_a_table_of_facts_says_the_sentence_of_its_table_of_rules():
    sections = parse_coverage(FACTS_FIRST, "armydata.md", COVERAGE_GROUPS["armydata.md"])
    (entry,) = rule_entries(sections)
    assert _rule_sentences(entry) == ["“Each option group holds its limit”"]
    assert entry.title == "Each option group holds its limit"
    assert "selectionEntryGroup" in entry.text  # the fact stays in the Details
    assert not any("selection" in text for _heading, text in entry.plain)


def test_the_catalogue_rules_say_the_sentence_of_the_rules_enforced(reference):
    for rule, words in (
        ("catalogue.group-max", "Each option group of the army list"),
        ("catalogue.group-points", "A group's points allowance holds"),
        ("catalogue.group-min", "A group's minimum"),
        ("catalogue.not-checked", "When the roster's catalogue is not"),
    ):
        (sentence,) = _rule_sentences(reference.entry_for_rule(rule))
        assert sentence.startswith(f"“{words}"), rule


@pytest.mark.parametrize("page", RULE_ID_PAGES)
def test_every_rule_id_of_every_coverage_page_has_exactly_one_rule_sentence(reference, page):
    named = set()
    for section in parse_coverage(
        (rules_coverage_dir() / page).read_text(encoding="utf-8"), page, "group"
    ):
        named.update(section.rule_ids)
    assert named, page
    counts = {
        rule: len(_rule_sentences(reference.entry_for_rule(rule)))
        for rule in named
        if reference.entry_for_rule(rule) is not None
    }
    assert set(counts) == named
    assert {rule: count for rule, count in counts.items() if count != 1} == {}


def test_other_sentences_the_same_check_covers_are_listed_once_each(reference):
    entry = reference.entry_for_rule("common.min-core")
    (covered,) = [text for heading, text in entry.plain
                  if heading.startswith("The same check")]  # one heading
    also = re.findall(r"“[^”]+”", covered)
    assert len(also) == len(set(also)) >= 2  # the large game's and both games' wording
    # The catalogue facts feeding the rule (the 7th edition's uncounted Core) are no rule.
    assert "Uncounting" in entry.text
    assert not any("Uncounting" in text for text in also)


def test_the_other_sentences_of_a_check_stand_under_one_heading():
    from warbands_manager.rules.reference import ALSO, rule_plain

    plain = rule_plain(["Each warband needs Core — checked", "A small game needs two — checked",
                        "A large game needs three — warned: when it has fewer"])
    titles = [title for title, _text in plain]
    assert titles.count(ALSO) == 1
    (also,) = [text for title, text in plain if title == ALSO]
    assert "“A small game needs two”" in also and "“A large game needs three”" in also
