"""Can Qt open a window here? Checked before ``QApplication`` exists, because when Qt cannot
load its platform plugin or reach a display it aborts the process (a core dump, not a message).

Standard library only (no Qt): the answer must come before Qt is touched. On Linux with the
X11 plugin (``xcb``) we ask ``ldd`` which libraries the plugin cannot find and try to load the
one Qt opens at run time (``libxcb-cursor``); with no ``DISPLAY`` (or ``WAYLAND_DISPLAY``)
there is nothing to open a window on. Anything else is left to Qt.
"""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
from importlib.util import find_spec
from pathlib import Path
from typing import NamedTuple

EXIT_NO_DISPLAY = 2
# Loaded by Qt's X11 plugin with dlopen (so ``ldd`` does not list it); Qt 6.5+ refuses to
# start without it.
RUNTIME_LIBRARIES = ("libxcb-cursor.so.0",)

# Shared-object name -> Debian/Ubuntu, Fedora, Arch package.
PACKAGES: dict[str, tuple[str, str, str]] = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm", "xcb-util-wm"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms", "xcb-util-keysyms"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image", "xcb-util-image"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil",
                                "xcb-util-renderutil"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util", "xcb-util"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11", "libxkbcommon-x11"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon", "libxkbcommon"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb", "libxcb"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb", "libxcb"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb", "libxcb"),
    "libxcb-xinerama.so.0": ("libxcb-xinerama0", "libxcb", "libxcb"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb", "libxcb"),
    "libxcb-xinput.so.0": ("libxcb-xinput0", "libxcb", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb", "libxcb"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb", "libxcb"),
    "libxcb.so.1": ("libxcb1", "libxcb", "libxcb"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb", "libx11"),
    "libX11.so.6": ("libx11-6", "libX11", "libx11"),
    "libSM.so.6": ("libsm6", "libSM", "libsm"),
    "libICE.so.6": ("libice6", "libICE", "libice"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl", "libglvnd"),
    "libGL.so.1": ("libgl1", "libglvnd-glx", "libglvnd"),
    "libOpenGL.so.0": ("libopengl0", "libglvnd-opengl", "libglvnd"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype", "freetype2"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs", "dbus"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2", "glib2"),
}
# What a fresh machine usually lacks (the README's line says the same).
USUAL_DEBIAN = ("libegl1", "libgl1", "libfontconfig1", "libxkbcommon-x11-0", "libxcb-cursor0",
                "libxcb-icccm4", "libxcb-keysyms1", "libxcb-image0", "libxcb-render-util0",
                "libxcb-shape0", "libxcb-randr0", "libxcb-xinerama0", "libxcb-xkb1")
LDD_LINE = re.compile(r"^\s*(\S+)\s+=>\s+(.*)$", re.MULTILINE)
# Tests pretend the named libraries are not installed (a comma-separated list), as on a
# fresh machine.
HIDE_ENV = "WARBANDS_HIDE_LIBRARIES"


# A NamedTuple, not a dataclass: this module is on the start path, which the first paint
# waits for.
class DisplayProblem(NamedTuple):
    """Why no window can open, and what to do about it."""

    reason: str
    missing: tuple[str, ...] = ()

    def message(self, screenshot: bool = False) -> str:
        what = "--screenshot cannot render" if screenshot else "the window cannot open"
        lines = [f"warbands-manager: {what}: {self.reason}"]
        if self.missing:
            lines.append("Missing system libraries: " + ", ".join(self.missing) + ".")
            lines += install_lines(self.missing)
        if screenshot:
            lines.append("The commands (validate, print, league, campaign, explain) need "
                         "none of these libraries.")
        else:
            lines.append("The commands (validate, print, league, campaign, explain) work "
                         "without a window; --screenshot renders one without a display.")
        return "\n".join(lines)


def install_lines(missing: tuple[str, ...]) -> list[str]:
    """The install command for ``missing`` on Debian/Ubuntu, Fedora and Arch."""
    known = [PACKAGES[name] for name in missing if name in PACKAGES]
    if len(known) < len(missing):
        # A library we cannot name a package for: offer the usual set as well.
        known += [(debian, "", "") for debian in USUAL_DEBIAN]
    debian, fedora, arch = (sorted({row[i] for row in known if row[i]}) for i in range(3))
    lines = [f"Install them with:  sudo apt-get install {' '.join(debian)}"]
    if fedora:
        lines.append(f"  (Fedora: sudo dnf install {' '.join(fedora)};"
                     f" Arch: sudo pacman -S {' '.join(arch)})")
    return lines


def chosen_platform(environ: dict[str, str]) -> str:
    """The platform plugin Qt will try first (``QT_QPA_PLATFORM``, else its own choice)."""
    explicit = environ.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip()
    if explicit:
        return explicit
    if environ.get("WAYLAND_DISPLAY") and environ.get("XDG_SESSION_TYPE") == "wayland":
        return "wayland"
    return "xcb"


def check_display(environ: dict[str, str] | None = None,
                  plugin: Path | None = None) -> DisplayProblem | None:
    """``None`` when Qt can be expected to open a window (or render offscreen), else the
    problem (Linux only)."""
    environ = dict(os.environ if environ is None else environ)
    if not sys.platform.startswith("linux"):
        return None
    platform = chosen_platform(environ)
    if platform == "wayland":
        return None if environ.get("WAYLAND_DISPLAY") else DisplayProblem(
            "there is no display to show it on (WAYLAND_DISPLAY is not set).")
    if platform != "xcb":
        # Offscreen rendering still loads Qt's GUI library and what it links to (OpenGL,
        # fontconfig): without them importing QtGui fails.
        missing = missing_gui_libraries()
        return DisplayProblem("Qt's graphics libraries cannot load.", missing) if missing \
            else None
    missing = missing_libraries(plugin or xcb_plugin_path())
    if missing:
        return DisplayProblem("Qt's X11 display plugin cannot load.", missing)
    return x11_display_problem(environ.get("DISPLAY", ""))


def x11_display_problem(display: str) -> DisplayProblem | None:
    """Why the X display named by ``DISPLAY`` cannot be used, or ``None`` when it answers."""
    if not display:
        return DisplayProblem("there is no display to show it on (DISPLAY is not set; "
                              "on a server use ssh -X, or run the commands instead).")
    if display_reachable(display):
        return None
    return DisplayProblem(
        f"the display {display} does not answer (DISPLAY is set, but no X server listens "
        "there: an old value from another session, or a display that was closed). "
        "Unset DISPLAY and run the commands, or connect with ssh -X.")


DISPLAY_NAME = re.compile(r"^(?P<host>[^:]*):(?P<number>\d+)(?:\.\d+)?$")


def display_reachable(display: str, timeout: float = 2.0) -> bool:
    """Whether an X server accepts connections at ``display`` (``:0``, ``host:10.0``,
    ``unix:1``, or a socket path as macOS's XQuartz sets it)."""
    if display.startswith("/"):  # a launchd socket path, ending in ":0"
        return _connects(socket.AF_UNIX, display.rsplit(":", 1)[0], timeout)
    match = DISPLAY_NAME.match(display)
    if match is None:
        return False
    number, host = int(match["number"]), match["host"].removesuffix("/unix")
    if host in ("", "unix"):
        socket_path = f"/tmp/.X11-unix/X{number}"
        # Linux X servers also listen on the abstract socket of the same name.
        return (_connects(socket.AF_UNIX, socket_path, timeout)
                or _connects(socket.AF_UNIX, "\0" + socket_path, timeout))
    return _connects(socket.AF_INET, (host, 6000 + number), timeout)


def _connects(family: int, address: str | tuple[str, int], timeout: float) -> bool:
    try:
        with socket.socket(family, socket.SOCK_STREAM) as probe:
            probe.settimeout(timeout)
            probe.connect(address)
    except (OSError, ValueError):
        return False
    return True


def xcb_plugin_path() -> Path | None:
    """Where PySide6 keeps Qt's X11 plugin, found without importing PySide6 (so no Qt)."""
    return _qt_file(Path("plugins") / "platforms" / "libqxcb.so")


def gui_library_path() -> Path | None:
    """Where PySide6 keeps Qt's GUI library (loaded by every platform, offscreen too)."""
    return _qt_file(Path("lib") / "libQt6Gui.so.6")


def _qt_file(relative: Path) -> Path | None:
    spec = find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    for root in spec.submodule_search_locations:
        candidate = Path(root) / "Qt" / relative
        if candidate.exists():
            return candidate
    return None


def missing_gui_libraries() -> tuple[str, ...]:
    """The shared libraries Qt's GUI library needs that the loader cannot find."""
    library = gui_library_path()
    return tuple(ldd_not_found(library)) if library is not None else ()


def import_error_problem(error: ImportError) -> DisplayProblem | None:
    """The problem behind an ``ImportError`` from Qt that names a missing shared library
    (the check above could not run ``ldd``, or a library is missing that it did not ask)."""
    match = re.search(r"(lib[\w.+-]+\.so[\d.]*): cannot open shared object file", str(error))
    if match is None:
        return None
    return DisplayProblem("Qt's graphics libraries cannot load.", (match[1],))


def missing_libraries(plugin: Path | None) -> tuple[str, ...]:
    """The shared libraries ``plugin`` and Qt's GUI library need that the loader cannot find,
    and the run-time ones Qt opens itself; empty when all load (or when ``ldd`` is not there
    to ask)."""
    asked = [path for path in (gui_library_path(), plugin) if path is not None]
    missing = ldd_not_found(*asked) if asked else []
    for name in RUNTIME_LIBRARIES:
        if name not in missing and not _loads(name):
            missing.append(name)
    return tuple(dict.fromkeys(missing))


def ldd_not_found(*libraries: Path) -> list[str]:
    try:
        result = subprocess.run(["ldd", *map(str, libraries)], capture_output=True, text=True,
                                timeout=20, check=False)
    except (OSError, subprocess.SubprocessError):
        return []
    hidden = _hidden()
    return list(dict.fromkeys(
        name for name, where in LDD_LINE.findall(result.stdout)
        if where.strip().startswith("not found") or name in hidden
    ))


def _hidden() -> set[str]:
    return {name.strip() for name in os.environ.get(HIDE_ENV, "").split(",") if name.strip()}


def _loads(name: str) -> bool:
    import ctypes  # deferred: only the X11 check loads a library by hand

    if name in _hidden():
        return False
    try:
        ctypes.CDLL(name)
    except OSError:
        return False
    return True
