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


def _run_installer(script, tmp_path, *args, path="/usr/bin:/bin"):
    import subprocess

    env = {"HOME": str(tmp_path / "home"), "XDG_DATA_HOME": str(tmp_path / "share"),
           "PATH": path}
    return subprocess.run(["bash", str(script), *args], env=env, capture_output=True,
                          text=True, timeout=60, check=False)


def test_desktop_entry_names_the_installed_command_by_its_absolute_path(tmp_path):
    # A venv's bin folder is not on a desktop session's PATH: "Exec=warbands-manager" would
    # leave the menu entry hidden (TryExec fails).
    command = tmp_path / "my venv" / "bin" / "warbands-manager"
    command.parent.mkdir(parents=True)
    command.write_text("#!/bin/sh\n")
    command.chmod(0o755)
    result = _run_installer(ROOT / "packaging" / "linux" / "install-desktop-integration.sh",
                            tmp_path, str(command))
    assert result.returncode == 0, result.stderr
    entry = (tmp_path / "share" / "applications" / "warbands-manager.desktop").read_text()
    assert f'Exec="{command}" %f' in entry.splitlines()
    assert f"TryExec={command}" in entry.splitlines()
    assert str(command) in result.stdout


def test_without_the_command_the_installer_refuses_and_installs_nothing(tmp_path):
    import shutil

    copy = tmp_path / "checkout" / "packaging" / "linux"
    shutil.copytree(ROOT / "packaging" / "linux", copy)
    result = _run_installer(copy / "install-desktop-integration.sh", tmp_path)
    assert result.returncode == 1
    assert "warbands-manager command was not found" in result.stderr
    assert not (tmp_path / "share").exists()
