"""Desktop integration files: well-formed and naming the real command and icon."""

import configparser
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
LINUX = ROOT / "packaging" / "linux"


def test_desktop_entry_launches_the_command_with_a_file():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(LINUX / "warbands-manager.desktop")
    desktop = entry["Desktop Entry"]
    assert desktop["Type"] == "Application"
    assert desktop["Exec"] == "warbands-manager %f"
    assert desktop["Icon"] == "warbands-manager"
    assert "application/x-warbands-roster+json" in desktop["MimeType"]


def test_metainfo_and_mime_are_well_formed():
    component = ET.parse(LINUX / "io.github.warbands_manager.WarbandsManager.metainfo.xml")
    assert component.find("launchable").text == "warbands-manager.desktop"
    mime = ET.parse(LINUX / "warbands-manager-mime.xml").getroot()
    namespace = "{http://www.freedesktop.org/standards/shared-mime-info}"
    assert mime.find(f"{namespace}mime-type").get("type") == "application/x-warbands-roster+json"


def test_png_icons_exist_in_every_installed_size():
    for size in (16, 32, 48, 64, 128, 256, 512):
        assert (ROOT / "packaging" / "icons" / f"warbands-manager-{size}.png").is_file()
