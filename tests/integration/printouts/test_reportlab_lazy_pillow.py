"""Pillow's image module is loaded when first used, not when reportlab is imported
(``reports/reportlab_start.defer_pil_image``), and images still print."""

from __future__ import annotations

from tests.fresh_python import run_fresh

# What PIL.Image brings when it runs: its tag tables and the compiled core.
PILLOW_PARTS = ("PIL.ExifTags", "PIL.TiffTags", "PIL._imaging")


def _run(code: str) -> list[str]:
    done = run_fresh(code, ())
    assert done.returncode == 0, done.stderr
    return done.stdout.split()


def test_the_printouts_import_leaves_pillow_unloaded_until_used():
    done = run_fresh("import sys\n"
                     "import warbands_manager.reports.league_scorecard\n"
                     "from reportlab.lib import utils\n"
                     "print(type(sys.modules['PIL.Image']).__name__, utils.haveImages)\n",
                     PILLOW_PARTS)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["_LazyModule", "True"] and done.loaded == []


def test_an_image_still_prints_and_the_module_becomes_pillows_own(tmp_path):
    target = tmp_path / "image.pdf"
    shown = _run("import io, sys\n"
                 "import warbands_manager.reports.league_scorecard\n"
                 "from PIL import Image\n"
                 "from reportlab.lib.utils import ImageReader\n"
                 "from reportlab.pdfgen.canvas import Canvas\n"
                 "buffer = io.BytesIO()\n"
                 "Image.new('RGB', (3, 2), 'red').save(buffer, 'PNG')\n"
                 "buffer.seek(0)\n"
                 f"canvas = Canvas({str(target)!r})\n"
                 "reader = ImageReader(buffer)\n"
                 "canvas.drawImage(reader, 10, 10)\n"
                 "canvas.save()\n"
                 "print(reader.getSize(), type(sys.modules['PIL.Image']).__name__,\n"
                 "      sys.modules['PIL'].Image is sys.modules['PIL.Image'])\n")
    assert shown == ["(3,", "2)", "module", "True"]
    assert b"/Subtype /Image" in target.read_bytes()


def test_nothing_changes_when_pillow_was_imported_first():
    shown = _run("import sys\n"
                 "import PIL.Image\n"
                 "real = sys.modules['PIL.Image']\n"
                 "import warbands_manager.reports.league_scorecard\n"
                 "print(sys.modules['PIL.Image'] is real, type(real).__name__)\n")
    assert shown == ["True", "module"]
