"""A page's message line that can say "What's this?": a refusal or warning that carries a rule
id gets a small ``?`` button (F1 when the page has it) opening Help › Rules Reference at the
rule's entry, as the roster editor's problem list does.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QToolButton, QWidget

from warbands_manager.ui.rules_reference import show_rules_reference


class MessageLine(QWidget):
    """A word-wrapped label with a ``?`` button shown only while the message has a rule id.

    ``open_reference(parent, rule_id, message)`` opens the reference; tests may replace it.
    """

    def __init__(self, about: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.about = about  # "This campaign": what the message is about, in the reference
        self.open_reference = show_rules_reference
        self.rule: str | None = None
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.whats_this = QToolButton()
        self.whats_this.setObjectName("message-whats-this")
        self.whats_this.setText("?")
        self.whats_this.setAccessibleName("What's this?")
        self.whats_this.hide()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.whats_this, 0, Qt.AlignmentFlag.AlignTop)
        self._connect_signals()

    def _connect_signals(self) -> None:
        self.whats_this.clicked.connect(self._on_whats_this_clicked)

    def setText(self, text: str, rule: str | None = None) -> None:  # noqa: N802 (QLabel's name)
        """Show ``text``; with ``rule`` the ``?`` button offers that rule's reference entry."""
        self.label.setText(text)
        self.rule = rule or None
        self.whats_this.setVisible(self.rule is not None)
        self.whats_this.setToolTip(
            f"What's this? Open the rules reference at rule {rule} (F1)" if rule else "")

    def text(self) -> str:
        return self.label.text()

    def help_topic(self) -> tuple[str, str, str] | None:
        """The rule id, the message and what it is about (``None`` without a rule): the
        arguments of ``show_rules_reference`` after the parent."""
        return (self.rule, self.text(), self.about) if self.rule else None

    def show_help(self):
        """Open the rules reference at the message's rule; returns the dialog (or ``None``)."""
        topic = self.help_topic()
        return self.open_reference(self, *topic) if topic else None

    def _on_whats_this_clicked(self) -> None:
        self.show_help()
