"""The empty state: says what the page is for, offers its first steps, and gives way to the
content once there is something to show."""

from PySide6.QtWidgets import QLabel

from warbands_manager.ui.views.empty_state import EmptyOr, EmptyState


def test_an_empty_page_offers_its_first_step_and_then_shows_its_content(qtbot):
    pressed = []
    empty = EmptyState("No leagues yet", "A league pairs your players week by week.",
                       [("New league…", lambda: pressed.append("new")),
                        ("Import results…", lambda: pressed.append("import"))])
    content = QLabel("the leagues")
    page = EmptyOr(content, empty)
    qtbot.addWidget(page)
    page.show_empty(True)
    assert page.is_empty and page.currentWidget() is empty
    assert empty.buttons[0].isDefault() and empty.buttons[0].isEnabled()
    empty.buttons[1].click()
    empty.buttons[0].click()
    assert pressed == ["import", "new"]
    page.show_empty(False)
    assert not page.is_empty and page.currentWidget() is content
