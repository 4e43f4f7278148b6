"""``input_files.decode_text`` decodes with the C "utf-8" codec and strips one byte-order mark
itself: the same text as "utf-8-sig", and the same error (line, column, byte) when the bytes
are not UTF-8 — placed in the file's own bytes, so a byte-order mark moves nothing."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from warbands_manager.rules.input_files import InputFileError, decode_text

BOM = "\ufeff".encode()


def outcome(read, data: bytes) -> tuple[str, str]:
    try:
        return "text", read(data)
    except (InputFileError, UnicodeDecodeError) as error:
        return "error", str(error)


def as_before(data: bytes) -> str:
    """The decoding as it was: "utf-8-sig" whole (its error goes through decode_text)."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return decode_text(data, "f.json")


@pytest.mark.parametrize("data", [
    b"", BOM, BOM + BOM + b"x", BOM + b'{"a": 1}', '{"a": "Þór"}'.encode(), b"\xff",
    b'{"a": "x\xff"}', BOM + b'{"a": "x\xff"}', b"line\nline\n\xc3(", b"\xed\xa0\x80",
])
def test_known_bytes_decode_as_utf_8_sig_did(data):
    assert outcome(lambda d: decode_text(d, "f.json"), data) == outcome(as_before, data)


@settings(max_examples=300, deadline=None)
@given(st.booleans(), st.binary(max_size=40) | st.text(max_size=20).map(
    lambda text: text.encode("utf-8", "surrogatepass")))
def test_generated_bytes_decode_as_utf_8_sig_did(bom, data):
    data = BOM + data if bom else data
    assert outcome(lambda d: decode_text(d, "f.json"), data) == outcome(as_before, data)


@pytest.mark.parametrize(("data", "place"), [
    (b'{"a": "x\xff"}', "line 1 column 9"), (b"a\n\xff", "line 2 column 1"),
    (b"ab\ncd\n\xc3(", "line 3 column 1"), (b"\xff", "line 1 column 1"),
])
def test_an_error_behind_a_byte_order_mark_names_the_files_own_byte_and_place(data, place):
    """The mark is invisible in an editor: the line, column and byte are those of the same
    file saved without it (the bad byte itself, not the one three before it)."""
    for bytes_ in (data, BOM + data):
        with pytest.raises(InputFileError) as raised:
            decode_text(bytes_, "f.json")
        assert place in str(raised.value)
        bad = next(byte for byte in data if byte >= 0x80)
        assert f"(byte 0x{bad:02x})" in str(raised.value)


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=40).filter(lambda data: not data.startswith(BOM)))
def test_a_byte_order_mark_changes_neither_the_text_nor_the_error(data):
    assert outcome(lambda d: decode_text(d, "f.json"), BOM + data) == outcome(
        lambda d: decode_text(d, "f.json"), data)
