"""The shipped DejaVu faces as reportlab parses them, kept between printout commands.

reportlab reads a TrueType file's character map, glyph widths and glyph offsets in Python each
time the font is registered: ~9 ms a face, two faces for every printout command, for the same
shipped files every time. The parsed values are kept in the user's cache folder as plain data
(``marshal``: numbers, strings and containers, nothing that runs), in a file named for the font
file's name, size and checksum, reportlab's version, Python's and this format's. A face read back
is the one reportlab builds (tested attribute by attribute, and the PDFs byte for byte).
Anything wrong with the cache (missing, unreadable, another version, a read-only folder) and
the face is parsed as before; the cache is written whole or not at all.
"""

from __future__ import annotations

import marshal
import os
import sys
import zlib
from fnmatch import fnmatch
from pathlib import Path
from weakref import WeakKeyDictionary

from reportlab import Version, rl_config
from reportlab.pdfbase import ttfonts
from reportlab.pdfbase.ttfonts import TTEncoding, TTFNameBytes, TTFont, TTFontFace

from warbands_manager import APP_ID, ORGANISATION
from warbands_manager.paths import DATA_DIR_ENV_VAR
from warbands_manager.whole_file import write_bytes

FORMAT = 1
# The file's bytes (read again: the subsets are cut from them) and a function (made again).
NOT_KEPT = ("_ttf_data", "_pdfScale")


def cache_dir() -> Path:
    """``$WARBANDS_DATA_HOME/cache/fonts`` when that variable is set (tests, portable installs),
    else the platform's user cache folder."""
    override = os.environ.get(DATA_DIR_ENV_VAR)
    if override:
        return Path(override) / "cache" / "fonts"
    from platformdirs import user_cache_path

    return user_cache_path(APP_ID, ORGANISATION) / "fonts"


def load_font(name: str, path: Path) -> TTFont:
    """``TTFont(name, path)``, its face read from the cache when it holds this file's."""
    path = Path(path)
    data = path.read_bytes()  # the face keeps them anyway: its subsets are cut from them
    # Named for the content, not the file's time: a bundle unpacked afresh at each start
    # (a new time each time) finds the same file, and the folder does not grow.
    key = (f"{path.stem}-{len(data)}-{zlib.crc32(data):08x}-reportlab{Version}"
           f"-py{sys.version_info[0]}.{sys.version_info[1]}-{FORMAT}")
    kept = cache_dir() / f"{key}.marshal"
    face = _kept_face(kept, key, data)
    if face is not None:
        return font_with_face(name, face)
    font = TTFont(name, str(path))
    _keep(kept, key, font.face)
    return font


def font_with_face(name: str, face: TTFontFace) -> TTFont:
    """The ``TTFont`` that ``TTFont(name, file)`` makes (no checksum test, the first font of
    the file), around a face already parsed."""
    font = TTFont.__new__(TTFont)
    font.fontName = name
    font.face = face
    font.encoding = TTEncoding()
    font.state = WeakKeyDictionary()
    font._asciiReadable = rl_config.ttfAsciiReadable
    font.shapable = not any(fnmatch(name, pattern) for pattern in ttfonts.unShapedFontGlob)
    return font


def face_values(face: TTFontFace) -> tuple[dict, dict[str, bytes]]:
    """(the face's plain attributes, its name attributes as bytes): what the cache keeps."""
    values, names = {}, {}
    for attribute, value in vars(face).items():
        if attribute in NOT_KEPT:
            continue
        if isinstance(value, TTFNameBytes):
            names[attribute] = bytes(value)
        else:
            values[attribute] = value
    return values, names


def face_from_values(values: dict, names: dict[str, bytes], data: bytes) -> TTFontFace:
    """The face :func:`face_values` describes, around the font file's bytes ``data``."""
    face = TTFontFace.__new__(TTFontFace)
    vars(face).update(values)
    for attribute, raw in names.items():
        setattr(face, attribute, TTFNameBytes(raw))  # UTF-8, as TTFNameBytes stored it
    face._ttf_data = data
    face._pdfScale = _scale(face.unitsPerEm)
    return face


def _scale(units_per_em: int):
    """reportlab's glyph units → thousandths of the text size (``extractInfo``'s own)."""
    if units_per_em == 1000:
        return lambda x: x
    factor = 1000 / units_per_em
    return lambda x: x * factor


def _kept_face(kept: Path, key: str, data: bytes) -> TTFontFace | None:
    try:
        stored_format, stored_key, values, names = marshal.loads(kept.read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return None  # not there yet, or not a cache file this code wrote
    if stored_format != FORMAT or stored_key != key:
        return None
    return face_from_values(values, names, data)


def _keep(kept: Path, key: str, face: TTFontFace) -> None:
    values, names = face_values(face)
    try:
        data = marshal.dumps((FORMAT, key, values, names))
    except ValueError:  # a value marshal cannot write (another reportlab): parse each time
        return
    try:
        kept.parent.mkdir(parents=True, exist_ok=True)
        write_bytes(kept, data)  # whole or not at all, also beside another command
    except OSError:  # a read-only or full disk, a file where the folder would be
        pass
