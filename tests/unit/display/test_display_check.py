"""A machine that cannot show Qt's window gets one plain message and exit 2, never a core
dump: missing X11 libraries are named with the command that installs them."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from warbands_manager.display_check import (
    DisplayProblem,
    check_display,
    chosen_platform,
    install_lines,
    xcb_plugin_path,
)

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 is Linux's")


def _window_start(env_changes: dict[str, str | None]) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    for name, value in env_changes.items():
        if value is None:
            env.pop(name, None)
        else:
            env[name] = value
    return subprocess.run([sys.executable, "-m", "warbands_manager"], env=env,
                          capture_output=True, text=True, timeout=60, check=False)


@linux_only
def test_hidden_xcb_libraries_give_a_plain_message_and_exit_2(tmp_path):
    hidden = "libxcb-icccm.so.4,libxcb-keysyms.so.1,libxcb-cursor.so.0"
    result = _window_start({"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":99",
                            "WARBANDS_HIDE_LIBRARIES": hidden,
                            "WARBANDS_DATA_HOME": str(tmp_path)})
    assert result.returncode == 2, result.stderr
    assert "libxcb-icccm.so.4" in result.stderr and "libxcb-cursor.so.0" in result.stderr
    assert "sudo apt-get install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1" in result.stderr
    assert "Traceback" not in result.stderr and "Aborted" not in result.stderr


@linux_only
def test_no_display_gives_a_plain_message_and_exit_2(tmp_path):
    result = _window_start({"QT_QPA_PLATFORM": "xcb", "DISPLAY": None, "WAYLAND_DISPLAY": None,
                            "WARBANDS_DATA_HOME": str(tmp_path)})
    assert result.returncode == 2, result.stderr
    assert "the window cannot open" in result.stderr
    assert "Traceback" not in result.stderr


@linux_only
def test_with_libraries_present_only_the_display_is_missing(monkeypatch):
    monkeypatch.setattr("warbands_manager.display_check.missing_libraries", lambda _p: ())
    problem = check_display({"QT_QPA_PLATFORM": "xcb"})
    assert problem is not None and "DISPLAY is not set" in problem.reason
    assert problem.missing == ()
    assert check_display({"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":0"}) is None


def test_headless_platforms_are_not_checked():
    assert check_display({"QT_QPA_PLATFORM": "offscreen"}) is None
    assert chosen_platform({"QT_QPA_PLATFORM": "offscreen;xcb"}) == "offscreen"
    assert chosen_platform({}) == "xcb"


def test_install_lines_name_debian_fedora_and_arch_packages():
    lines = install_lines(("libxcb-icccm.so.4",))
    assert lines[0] == "Install them with:  sudo apt-get install libxcb-icccm4"
    assert "dnf install xcb-util-wm" in lines[1] and "pacman -S xcb-util-wm" in lines[1]


def test_an_unknown_library_still_gets_the_usual_install_line():
    text = DisplayProblem("x", ("libmystery.so.9",)).message()
    assert "libmystery.so.9" in text and "libxcb-cursor0" in text


@linux_only
def test_the_plugin_is_found_without_importing_qt():
    before = set(sys.modules)
    path = xcb_plugin_path()
    assert path is None or path.name == "libqxcb.so"
    assert not any(name.startswith("PySide6") for name in set(sys.modules) - before)
