"""The wrapping action row and the panel row that stacks: how a page fits a narrow window."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton, QScrollArea, QVBoxLayout, QWidget

from warbands_manager.ui.flow import FlowLayout, flow_row
from warbands_manager.ui.views.reflow import ReflowRow


def _buttons(count: int) -> list[QPushButton]:
    return [QPushButton(f"Action number {n}") for n in range(count)]


def test_a_flow_row_asks_only_for_its_widest_item(qtbot):
    buttons = _buttons(8)
    holder = flow_row(*buttons)
    qtbot.addWidget(holder)
    widest = max(b.sizeHint().width() for b in buttons)
    assert holder.minimumSizeHint().width() == widest
    assert holder.sizeHint().width() > 4 * widest  # one line when there is room


def test_a_flow_row_wraps_and_grows_taller_when_narrow(qtbot):
    buttons = _buttons(8)
    holder = flow_row(*buttons)
    qtbot.addWidget(holder)
    layout = holder.layout()
    assert isinstance(layout, FlowLayout)
    one_line = layout.heightForWidth(5000)
    assert one_line == max(b.sizeHint().height() for b in buttons)
    assert layout.heightForWidth(300) > 3 * one_line
    holder.resize(300, layout.heightForWidth(300))
    holder.show()
    qtbot.waitExposed(holder)
    tops = {b.geometry().top() for b in buttons}
    assert len(tops) > 3
    assert all(b.geometry().right() < 300 for b in buttons)  # nothing past the edge


def test_a_flow_row_in_a_scroll_area_never_needs_a_sideways_bar(qtbot):
    content = QWidget()
    QVBoxLayout(content).addWidget(flow_row(*_buttons(12)))
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setWidget(content)
    qtbot.addWidget(area)
    area.resize(400, 500)
    area.show()
    qtbot.waitExposed(area)
    assert not area.horizontalScrollBar().isVisible()
    assert content.height() >= content.layout().heightForWidth(content.width())


def test_insert_widget_puts_it_where_asked(qtbot):
    holder = flow_row(*_buttons(3))
    qtbot.addWidget(holder)
    extra = QPushButton("Inserted")
    holder.layout().insertWidget(1, extra)
    assert holder.layout().itemAt(1).widget() is extra
    assert extra.parentWidget() is holder


def test_a_reflow_row_stacks_when_a_set_minimum_does_not_fit(qtbot):
    left, right = QPushButton("Left"), QPushButton("Right")
    right.setMinimumWidth(400)  # a minimum set on a panel counts, not only its hint
    window = QWidget()  # a child is sized by its parent (a window keeps its layout's minimum)
    row = ReflowRow((left, 1), (right, 1), parent=window)
    qtbot.addWidget(window)
    window.show()
    row.resize(900, 200)
    qtbot.waitUntil(lambda: not row.stacked)
    row.resize(420, 200)
    qtbot.waitUntil(lambda: row.stacked)
    assert row.minimumSizeHint().width() == 400
