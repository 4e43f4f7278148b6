"""The rules reference speaks to players: per rule, the rulebook's sentence, what the app does
and the reading chosen — with rule ids, tests and source files only in the Details."""

from __future__ import annotations

import re

from warbands_manager.rules.reference import plain_words

DEVELOPER = re.compile(r"`|\btest_\w+|\.py\b|\.toml\b|docs/|rules/|\bcases? \d")


def test_every_rule_entry_says_the_rule_and_what_the_app_does(reference):
    for entry in (e for e in reference.entries if e.key.startswith("rule:")):
        headings = [heading for heading, _text in entry.plain]
        assert "The rule" in headings and "What the app does" in headings, entry.key


def test_no_rule_id_test_or_path_in_the_plain_words(reference):
    offenders = []
    for entry in reference.entries:
        rule_ids = set(entry.rule_ids)
        for _heading, text in [("", entry.title), *entry.plain]:
            if DEVELOPER.search(text) or any(rule in text for rule in rule_ids):
                offenders.append(f"{entry.key}: {text[:80]}")
    assert offenders == []


def test_a_reading_is_shown_where_the_text_is_ambiguous(reference):
    entry = reference.entry_for_rule("small.max-units")
    readings = [text for heading, text in entry.plain if heading == "How the app reads it"]
    assert readings and "characters are not units" in readings[0]


def test_plain_words_keep_settings_as_words_and_drop_code():
    assert plain_words("Total must not exceed `points_limit`") == \
        "Total must not exceed points limit"
    assert plain_words("checked by `rules/x.py` (`check_small`)") == "checked by"
