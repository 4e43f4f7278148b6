"""Reading a user's file safely: a regular file, of a sane size, read only up to that size,
and decoded with an error that names the file and the line.

``Path.read_text`` reads a 2 GB file whole before any size check, never returns from
``/dev/zero`` and blocks forever on a FIFO; every reader of user files goes through here instead.
Standard library only, so rules, companions and commands can all use it.
"""

from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path
from typing import Any

from warbands_manager.errors import UserFacingError

MAX_DEPTH = 64  # nesting of a JSON value the app keeps without understanding it
_HUGE_NUMBER = re.compile(r"\d{1000,}")
_SURROGATE = re.compile("[\ud800-\udfff]")


class InputFileError(ValueError, UserFacingError):
    """A user's file cannot be read as it is; nothing was read or changed."""

    def __init__(self, path: Path | str, reason: str, place: str = "") -> None:
        self.path, self.reason, self.place = str(path), reason, place
        where = f"{self.path}: {place}: " if place else f"{self.path}: "
        super().__init__(where + reason)


def _size_text(size: int) -> str:
    if size >= 1024 * 1024:
        return f"{size / 1024 / 1024:,.0f} MB"
    return f"{size / 1024:,.0f} KB"


def check_input_file(path: Path | str, limit: int, what: str = "file") -> os.stat_result:
    """Refuse ``path`` unless it is a regular file of at most ``limit`` bytes, without opening
    it (for readers that hand the path to a library, such as the spreadsheet readers).
    Returns what ``os.stat`` said of it."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise InputFileError(path, "file not found") from None
    except OSError as error:
        raise InputFileError(path, f"cannot be read ({error.strerror})") from None
    if stat.S_ISDIR(info.st_mode):
        raise InputFileError(path, "is a folder, not a file")
    if not stat.S_ISREG(info.st_mode):
        # Opening a FIFO would wait for a writer forever; a device never ends.
        raise InputFileError(path, "is not a regular file (a device or a pipe); nothing was read")
    if info.st_size > limit:
        raise InputFileError(path, f"is {_size_text(info.st_size)}, larger than the "
                                   f"{_size_text(limit)} a {what} may be; nothing was read")
    return info


def read_input_bytes(path: Path | str, limit: int, what: str = "file") -> bytes:
    """The bytes of ``path``, refused before reading if it is not a regular file or is over
    ``limit`` bytes (and read no further than that, should it grow meanwhile)."""
    info = check_input_file(path, limit, what)
    try:
        # Asking for ``limit + 1`` bytes at once would allocate the whole limit (16 MB) for
        # every small file; the size just seen plus one
        # tells whether it grew since, and only then is the rest read, no further than the
        # limit. The path was checked to be a regular file, so opening it cannot block.
        descriptor = os.open(path, os.O_RDONLY | _BINARY)
        try:
            data = _read_up_to(descriptor, min(info.st_size, limit) + 1, info.st_size)
            if len(data) > info.st_size:
                data += _read_up_to(descriptor, limit + 1 - len(data))
        finally:
            os.close(descriptor)
    except OSError as error:
        raise InputFileError(path, f"cannot be read ({error.strerror})") from None
    if len(data) > limit:
        raise InputFileError(path, f"is larger than the {_size_text(limit)} a {what} may be")
    return data


_BINARY = getattr(os, "O_BINARY", 0)
_BOM = "\ufeff".encode()  # Windows would otherwise translate line ends


def _read_up_to(descriptor: int, count: int, expected: int = -1) -> bytes:
    """Up to ``count`` bytes, fewer only at the end of the file. ``expected``: the size the
    file had; one read returning exactly that is taken as the whole file (the usual case)."""
    data = os.read(descriptor, count)
    if len(data) == expected or len(data) >= count or not data:
        return data
    chunks, got = [data], len(data)
    while got < count:  # a short read (a network file system): go on to the end
        chunk = os.read(descriptor, count - got)
        if not chunk:
            break
        chunks.append(chunk)
        got += len(chunk)
    return b"".join(chunks)


def decode_text(data: bytes, path: Path | str) -> str:
    """UTF-8 text (a byte-order mark allowed); an error names the line and the byte."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        # "utf-8-sig" counts from after the byte-order mark; the file's bytes include it.
        mark = len(_BOM) if data.startswith(_BOM) else 0
        raise _not_utf8(data, path, error.start + mark, mark) from None


def _not_utf8(data: bytes, path: Path | str, start: int, mark: int) -> InputFileError:
    """The error for the byte at ``start``: its line, and its column as an editor shows it
    (a byte-order mark at the start of the file takes no column)."""
    line_start = data.rfind(b"\n", 0, start) + 1
    column = start - line_start + 1 - (mark if line_start == 0 else 0)
    line = data.count(b"\n", 0, start) + 1
    return InputFileError(
        path, f"is not UTF-8 text (byte 0x{data[start]:02x}); save it as UTF-8 "
              "(in a spreadsheet: CSV UTF-8) and try again",
        f"line {line} column {column}")


def read_input_text(path: Path | str, limit: int, what: str = "file") -> str:
    """:func:`read_input_bytes` decoded by :func:`decode_text`."""
    return decode_text(read_input_bytes(path, limit, what), path)


def huge_number_place(text: str) -> tuple[str, int] | None:
    """Where a number of 1,000 digits or more starts ("line L column C", digits), if any."""
    match = _HUGE_NUMBER.search(text)
    if match is None:
        return None
    line = text.count("\n", 0, match.start()) + 1
    column = match.start() - (text.rfind("\n", 0, match.start()) + 1) + 1
    return f"line {line} column {column}", match.end() - match.start()


def lone_surrogate(text: str) -> str | None:
    """The first lone surrogate in ``text`` (``\\udc80``), which no file or database can
    store, or None."""
    match = _SURROGATE.search(text)
    return None if match is None else f"\\u{ord(match.group()):04x}"


def value_problem(value: object, limit: int = MAX_DEPTH) -> str | None:
    """Why a JSON value cannot be kept as it is (nested too deeply, broken text), or None.

    Walked without recursion, so any depth is answered."""
    pending = [(value, 1)]
    while pending:
        node, depth = pending.pop()
        if depth > limit:
            return f"nested more than {limit} levels deep"
        if isinstance(node, str):
            bad = lone_surrogate(node)
            if bad:
                return f"contains {bad}, a broken character (a lone surrogate)"
        elif isinstance(node, dict):
            for key, child in node.items():
                pending.append((key, depth))
                pending.append((child, depth + 1))
        elif isinstance(node, list):
            pending.extend((child, depth + 1) for child in node)
    return None


def parse_json_text(text: str, path: Path | str, what: str = "a file",
                    depth: int = MAX_DEPTH) -> Any:
    """JSON text as a value the app can keep: every way it can be unreadable becomes an
    :class:`InputFileError` naming ``path`` and, where there is one, the line and column.

    Python's own errors would say "Exceeds the limit (4300 digits)" for a long number, raise
    ``RecursionError`` for deep nesting, or let a lone surrogate (``"\\udc80"``) through to
    fail later when it is written; each is refused here, at reading.
    """
    try:
        value = json.loads(text)
    except json.JSONDecodeError as error:
        raise InputFileError(path, f"is not valid JSON ({error.msg})",
                             f"line {error.lineno} column {error.colno}") from None
    except RecursionError:
        raise InputFileError(path, f"is JSON nested more than {depth} levels deep") from None
    except ValueError:  # a number of more than 4,300 digits
        place, digits = huge_number_place(text) or ("", 0)
        raise InputFileError(path, f"holds a number of {digits:,} digits; numbers in "
                                   f"{what} have a few digits", place) from None
    problem = value_problem(value, depth)
    if problem:
        raise InputFileError(path, f"cannot be read: {problem}")
    return value
