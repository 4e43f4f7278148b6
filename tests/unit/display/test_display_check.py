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
    display_reachable,
    import_error_problem,
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
    monkeypatch.setattr("warbands_manager.display_check.display_reachable", lambda _d: True)
    problem = check_display({"QT_QPA_PLATFORM": "xcb"})
    assert problem is not None and "DISPLAY is not set" in problem.reason
    assert problem.missing == ()
    assert check_display({"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":0"}) is None


def test_headless_platforms_need_only_the_gui_libraries(monkeypatch):
    assert check_display({"QT_QPA_PLATFORM": "offscreen"}) is None
    monkeypatch.setenv("WARBANDS_HIDE_LIBRARIES", "libfontconfig.so.1")
    if sys.platform.startswith("linux"):
        problem = check_display({"QT_QPA_PLATFORM": "offscreen"})
        assert problem is not None and problem.missing == ("libfontconfig.so.1",)
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


@linux_only
def test_a_stale_display_gives_a_plain_message_and_exit_2(tmp_path):
    # An ssh session that kept DISPLAY=:55 from elsewhere: Qt would abort with exit 134.
    result = _window_start({"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":55",
                            "WARBANDS_DATA_HOME": str(tmp_path)})
    assert result.returncode == 2, result.stderr
    assert "the display :55 does not answer" in result.stderr
    assert "Traceback" not in result.stderr


@linux_only
def test_a_display_that_listens_is_reachable():
    import socket

    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as server:
        server.bind(("127.0.0.1", 0))
        server.listen(1)
        port = server.getsockname()[1]
        if port <= 6000:
            pytest.skip("the free port is below X11's range")
        assert display_reachable(f"127.0.0.1:{port - 6000}.0")
    number = 7000 + os.getpid() % 1000
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
        server.bind(f"\0/tmp/.X11-unix/X{number}")  # Linux's abstract socket, as Xorg's
        server.listen(1)
        assert display_reachable(f":{number}")
    assert not display_reachable(f":{number}")
    assert not display_reachable("no display at all")


@linux_only
def test_screenshot_without_the_gui_libraries_gives_the_same_message(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "warbands_manager", "--db", str(tmp_path / "a.db"),
         "--screenshot", str(tmp_path / "shot.png")],
        env={**os.environ, "WARBANDS_HIDE_LIBRARIES": "libEGL.so.1,libfontconfig.so.1",
             "WARBANDS_DATA_HOME": str(tmp_path)},
        capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 2, result.stderr
    assert "--screenshot cannot render" in result.stderr
    assert "libEGL.so.1" in result.stderr and "libfontconfig.so.1" in result.stderr
    assert "sudo apt-get install libegl1 libfontconfig1" in result.stderr
    assert "Traceback" not in result.stderr and not (tmp_path / "shot.png").exists()


def test_an_import_error_naming_a_library_becomes_the_message():
    error = ImportError("libEGL.so.1: cannot open shared object file: No such file or directory")
    problem = import_error_problem(error)
    assert problem is not None and problem.missing == ("libEGL.so.1",)
    assert "sudo apt-get install libegl1" in problem.message(screenshot=True)
    assert import_error_problem(ImportError("No module named 'PySide6'")) is None
