"""The DejaVu faces are parsed once and then read from the user's cache folder
(``reports/font_faces``): the same face as reportlab's own parse, the same PDF bytes, and any
trouble with the cache only means parsing again."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from reportlab.pdfbase.ttfonts import TTFont

from warbands_manager.paths import resource_file
from warbands_manager.reports import font_faces

FACES = ("DejaVuSans", "DejaVuSans-Bold")


def _same_font(ours: TTFont, theirs: TTFont) -> None:
    assert sorted(vars(ours)) == sorted(vars(theirs))
    for attribute in ("fontName", "_asciiReadable", "_shapable"):
        assert getattr(ours, attribute) == getattr(theirs, attribute)
    assert font_faces.face_values(ours.face) == font_faces.face_values(theirs.face)
    for attribute, value in vars(theirs.face).items():
        assert type(getattr(ours.face, attribute)) is type(value), attribute
    assert ours.face.name.ustr == theirs.face.name.ustr
    assert ours.face._ttf_data == theirs.face._ttf_data
    assert [ours.face._pdfScale(v) for v in (0, 1, 1234, 2048)] == \
        [theirs.face._pdfScale(v) for v in (0, 1, 1234, 2048)]
    assert ours.stringWidth("Łukasz שלום 10000=", 9) == theirs.stringWidth("Łukasz שלום 10000=", 9)


@pytest.mark.parametrize("name", FACES)
def test_a_face_read_back_is_the_one_reportlab_parses(name):
    path = resource_file("fonts", f"{name}.ttf")
    first = font_faces.load_font(name, path)  # parsed, then kept
    assert len(list(font_faces.cache_dir().glob(f"{name}-*.marshal"))) == 1
    second = font_faces.load_font(name, path)  # read back
    theirs = TTFont(name, str(path))
    _same_font(first, theirs)
    _same_font(second, theirs)
    assert second.face is not first.face


def test_a_broken_or_foreign_cache_file_means_parsing_again(monkeypatch):
    path = resource_file("fonts", "DejaVuSans.ttf")
    font_faces.load_font("DejaVuSans", path)
    (kept,) = font_faces.cache_dir().glob("DejaVuSans-*.marshal")
    parsed = []
    real_init = TTFont.__init__

    def counted(self, *args, **kwargs):
        parsed.append(args[0])
        real_init(self, *args, **kwargs)

    monkeypatch.setattr(TTFont, "__init__", counted)
    for content in (b"not marshal", kept.read_bytes()[:100], b""):
        kept.write_bytes(content)
        _same_font(font_faces.load_font("DejaVuSans", path), TTFont("DejaVuSans", str(path)))
    monkeypatch.setattr(font_faces, "FORMAT", font_faces.FORMAT + 1)  # another format's file
    font_faces.load_font("DejaVuSans", path)
    assert parsed.count("DejaVuSans") == 2 * 3 + 1  # each load parsed, besides the comparison


def test_a_cache_that_cannot_be_written_is_no_failure(isolated_user_data):
    isolated_user_data.mkdir(parents=True, exist_ok=True)
    (isolated_user_data / "cache").write_text("a file where the folder would be")
    font = font_faces.load_font("DejaVuSans", resource_file("fonts", "DejaVuSans.ttf"))
    _same_font(font, TTFont("DejaVuSans", str(resource_file("fonts", "DejaVuSans.ttf"))))


_PRINT = """
import sys
from datetime import date
from reportlab import rl_config
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Paragraph
from warbands_manager.reports import printout
from warbands_manager.reports.fonts import BOLD_FONT, paragraph_text, register_fonts
rl_config.invariant = 1
body = ParagraphStyle("b", fontName=register_fonts(), fontSize=9)
bold = ParagraphStyle("h", fontName=BOLD_FONT, fontSize=12)
story = [Paragraph(paragraph_text(t), s) for t, s in (("Scorecard — Łukasz", bold),
         ("Zoë, שלום, مرحبا, 10000=", body), ("Ærøskøbing Wolves", body))]
sys.stdout.buffer.write(printout.build(story, printout.Printout("T", printed=date(2026, 1, 2)), A4))
"""


def test_the_pdf_is_the_same_from_the_parsed_and_the_cached_faces(isolated_user_data):
    env = dict(os.environ, WARBANDS_DATA_HOME=str(isolated_user_data))

    def printed() -> bytes:
        return subprocess.run([sys.executable, "-c", _PRINT], env=env, capture_output=True,
                              check=True).stdout

    parsed = printed()  # nothing kept yet
    assert len(list(font_faces.cache_dir().glob("*.marshal"))) == 2
    assert printed() == parsed  # read back


def test_the_same_file_with_another_time_reads_the_same_cache(tmp_path, monkeypatch):
    """A bundle unpacked afresh at each start gives its files a new time: still one file."""
    import shutil

    copy = tmp_path / "DejaVuSans.ttf"
    shutil.copyfile(resource_file("fonts", "DejaVuSans.ttf"), copy)
    font_faces.load_font("DejaVuSans", copy)
    os.utime(copy, (1_000_000_000, 1_000_000_000))
    parsed = []
    monkeypatch.setattr(TTFont, "__init__", lambda self, *args, **kw: parsed.append(args))
    font = font_faces.load_font("DejaVuSans", copy)
    assert parsed == [] and font.face.numGlyphs > 0
    assert len(list(font_faces.cache_dir().glob("DejaVuSans-*.marshal"))) == 1
