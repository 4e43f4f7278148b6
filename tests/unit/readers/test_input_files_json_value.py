"""``input_files.json_value``: orjson reads roster JSON for a reader of many files, and must
give exactly what ``json.loads`` gives (the same types, the same values), or leave the text to
``json.loads`` so an error is json's own, word for word."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from warbands_manager.rules import input_files
from warbands_manager.rules.input_files import json_value

pytest.importorskip("orjson")


@pytest.fixture(autouse=True)
def orjson_on(monkeypatch):
    assert input_files.use_orjson()
    yield
    monkeypatch.setattr(input_files, "_orjson_loads", None)


def same(a, b) -> bool:
    """Equal with the same types all the way down (``1 == 1.0 == True`` for ``==``; their
    reprs differ, and keep the order of keys, the sign of zero and ``nan``)."""
    return repr(a) == repr(b)


def outcome(read, text: str, utf8: bytes | None = None):
    try:
        return "value", read(text, utf8) if utf8 is not None else read(text)
    except (ValueError, RecursionError) as error:
        return type(error).__name__, str(error)


def check(text: str, encoded: bytes | None = None) -> None:
    data = text.encode("utf-8") if encoded is None else encoded
    fast, plain = outcome(json_value, text, data), outcome(json.loads, text)
    assert fast[0] == plain[0]
    assert same(fast[1], plain[1]) if fast[0] == "value" else fast[1] == plain[1]


EDGES = [
    "1e400", "-1e400", "1e-400", "-0", "-0.0", "0e0", "5e-324", "2.2250738585072011e-308",
    "1.7976931348623157e309", "0.1000000000000000055511151231257827",
    "9223372036854775807", "9223372036854775808", "-9223372036854775808",
    "-9223372036854775809", "18446744073709551615", "18446744073709551616",
    "123456789012345678901234567890", "1234567890123456789.5", '{"n": 99999999999999999999}',
    '"\\ud800"', '{"\\udc80": 1}', '"\\ud83d\\ude00"', '"\\u0000"', '"\\/"', '"a\x7fb"',
    '"a\x01b"', "NaN", "Infinity", "-Infinity", "[1,]", "{,}", " 1 ", '\t{"a":1}\n',
    '{"a":1,"a":2}', "1 2", "", " ", "nul", "01", "1.", ".1", "-", "1e", '"\\x"', "[" * 2000,
    "[" * 1500 + "]" * 1500, "[" * 900 + "]" * 900, "\x0c1", "\u00a01", '"\u2028"', "true",
    '{"a" : [1 , 2.5 , "x" ] }', '{"name": "Þór Łukasz", "units": []}',
]


@pytest.mark.parametrize("text", EDGES)
def test_edge_cases_give_what_json_gives(text):
    check(text)


def test_a_byte_order_mark_is_read_past_as_json_reads_the_decoded_text():
    text = '{"a": [1, 2]}'
    check(text, "\ufeff".encode() + text.encode())


def test_a_nul_or_a_long_digit_run_inside_text_only_sends_the_text_to_json():
    check('{"note": "order 1234567890123456789012 of 2026", "n": 3}')
    check('{"note": "a\\u0000b", "n": 1}')


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(2 ** 70), max_value=2 ** 70)
    | st.floats(allow_nan=False, allow_infinity=False) | st.text(),
    lambda children: st.lists(children, max_size=5)
    | st.dictionaries(st.text(max_size=8), children, max_size=5),
    max_leaves=30,
)


@settings(max_examples=400, deadline=None)
@given(JSON, st.booleans(), st.sampled_from([None, 1, 2]))
def test_generated_documents_give_what_json_gives(value, ascii_only, indent):
    # text() may hold lone surrogates: written as escapes they reach json, which keeps them
    check(json.dumps(value, ensure_ascii=ascii_only or _has_surrogate(value), indent=indent))


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet='{}[]",:0123456789.eE+-tfrueanl \\u\n', max_size=40))
def test_broken_documents_give_json_s_error_or_value(text):
    check(text)


def _has_surrogate(value) -> bool:
    text = json.dumps(value, ensure_ascii=False)
    return any("\ud800" <= char <= "\udfff" for char in text)


def test_without_use_orjson_json_alone_reads(monkeypatch):
    monkeypatch.setattr(input_files, "_orjson_loads", None)
    monkeypatch.setattr(json, "loads", lambda text: ("json", text))
    assert json_value("[1]", b"[1]") == ("json", "[1]")
