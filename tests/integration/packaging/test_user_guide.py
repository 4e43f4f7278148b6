"""The user guide: every picture it (and the README) shows exists, every guide picture is one the
screenshot script makes, and the script runs (one picture, to keep the suite quick)."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
IMAGE = re.compile(r"!\[[^\]]*\]\(([^)]+)\)")
sys.path.insert(0, str(ROOT / "docs"))
import make_screenshots  # noqa: E402


@pytest.mark.parametrize("page", ["docs/user-guide.md", "README.md"])
def test_every_linked_image_exists(page):
    path = ROOT / page
    images = IMAGE.findall(path.read_text(encoding="utf-8"))
    assert images
    missing = [image for image in images if not (path.parent / image).is_file()]
    assert missing == []


def test_guide_pictures_are_the_scripts():
    guide = (ROOT / "docs" / "user-guide.md").read_text(encoding="utf-8")
    made = {f"screenshots/guide/{name}.png"
            for name in [*make_screenshots.SHOTS, *make_screenshots.PRINTS,
                         *make_screenshots.PUBLISHED, *make_screenshots.ARMY_DATA]}
    linked = {image for image in IMAGE.findall(guide) if image.startswith("screenshots/guide/")}
    assert linked and linked <= made
    assert made <= linked, "every picture the script makes is used in the guide"


def test_readme_keeps_the_two_set_up_commands_and_links_the_guide():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert readme.count("python3 -m venv .venv && .venv/bin/pip install -c constraints.txt") == 2
    assert "QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest" in readme
    assert "(docs/user-guide.md)" in readme


@pytest.mark.timeout(400)
def test_the_screenshot_script_builds_the_demo_and_renders(tmp_path):
    result = subprocess.run(
        [sys.executable, str(ROOT / "docs" / "make_screenshots.py"), "--out", str(tmp_path),
         "--only", "league-standings", "--only", "campaign-wizard"],
        capture_output=True, text=True, timeout=380, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    for name in ("league-standings", "campaign-wizard"):
        png = tmp_path / f"{name}.png"
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        assert png.stat().st_size > 20_000


def github_anchor(heading: str) -> str:
    """The id GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def test_readme_links_into_the_guide_reach_its_headings():
    guide = (ROOT / "docs" / "user-guide.md").read_text(encoding="utf-8")
    anchors = {github_anchor(line.lstrip("#")) for line in guide.splitlines()
               if line.startswith("#")}
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    links = re.findall(r"docs/user-guide\.md#([\w-]+)", readme)
    assert links
    assert [link for link in links if link not in anchors] == []
