"""Every state of the Rosters page at 1024×700 and 1920×1080: the window keeps the size asked
for (nothing forces it wider or taller), and no visible widget is pushed outside its parent."""

import struct
import subprocess
import sys

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QDialog, QWidget

from tests.shared_data import SEVENTH_EDITION_FILES, needs_bsdata
from warbands_manager.paths import data_dir
from warbands_manager.services.demo import add_demo_rosters

pytestmark = needs_bsdata
SIZES = [(1024, 700), (1920, 1080)]
# page parts applied in order (as --view rosters/PART/... does)
STATES = {
    "list": [],
    "editor": ["Skrik"],
    "unit": ["Skrik", "unit=Clanrats"],
    "hero": ["Grimfang", "unit=Big Boss"],
    "problems": ["Grimfang"],
    "counts": ["Skrik", "Counts"],
    "army-list": ["Skrik", "Army list"],
    "what-fits": ["Skrik", "What fits"],
    "add-core": ["Skrik", "add=core"],
    "compare": ["Skrik", "compare=Bones"],
}


@pytest.fixture
def filled(services):
    services.armies.import_paths(SEVENTH_EDITION_FILES)
    add_demo_rosters(services.rosters, data_dir())
    return services


def inside_scroll_area(widget: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def cut_widgets(top: QWidget) -> list[str]:
    """Visible widgets that stick out of their (visible) parent, outside scroll areas."""
    cut = []
    for widget in top.findChildren(QWidget):
        parent = widget.parentWidget()
        if (not widget.isVisible() or parent is None or widget.isWindow()
                or inside_scroll_area(widget)):
            continue
        if not QRect(QPoint0, parent.size()).contains(widget.geometry()):
            cut.append(f"{type(widget).__name__} {widget.objectName()!r} {widget.geometry()} "
                       f"in {type(parent).__name__} {parent.size()}")
    return cut


QPoint0 = QRect().topLeft()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("state", list(STATES))
def test_every_rosters_state_fits_the_window(window, filled, size, state):
    from warbands_manager.ui.subviews import apply_subview, grab_with_dialogs

    window.resize(*size)
    window.show()
    window.show_view("rosters")
    QApplication.processEvents()
    assert apply_subview(window, "rosters", STATES[state]) == []
    QApplication.processEvents()
    assert window.size() == QSize(*size)
    minimum = window.minimumSizeHint().expandedTo(window.minimumSize())
    assert minimum.width() <= size[0] and minimum.height() <= size[1], minimum
    assert grab_with_dialogs(window).size() == QSize(*size)
    assert cut_widgets(window) == []
    for dialog in window.findChildren(QDialog):
        if dialog.isVisible():
            hint = dialog.minimumSizeHint()
            assert hint.width() <= size[0] and hint.height() <= size[1]
            assert dialog.width() <= size[0] and dialog.height() <= size[1]
            assert cut_widgets(dialog) == []


def png_size(path):
    return struct.unpack(">II", path.read_bytes()[16:24])


@pytest.mark.parametrize("size", ["1024x700", "1920x1080"])
def test_screenshot_size_option(tmp_path, size):
    out = tmp_path / "shot.png"
    result = subprocess.run(
        [sys.executable, "-m", "warbands_manager", "--db", str(tmp_path / "s.sqlite"), "--demo",
         "--screenshot", str(out), "--size", size, "--view", "rosters/Skrik"],
        capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert png_size(out) == tuple(int(n) for n in size.split("x"))


def test_a_bad_size_is_refused(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "warbands_manager", "--screenshot", str(tmp_path / "x.png"),
         "--size", "huge"], capture_output=True, text=True, timeout=60)
    assert result.returncode == 2 and "not a window size" in result.stderr
