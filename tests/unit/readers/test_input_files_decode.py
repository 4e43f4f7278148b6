"""``input_files.decode_text`` decodes with the C "utf-8" codec and strips one byte-order mark
itself: the same text as "utf-8-sig", and the same error (line, column, byte) when the bytes
are not UTF-8."""

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
