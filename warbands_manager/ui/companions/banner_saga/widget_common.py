"""Small Qt helpers shared by the Banner Saga page's boards."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.companions.banner_saga.model import why_not
from warbands_manager.companions.banner_saga.state import ROLE_TITLES, GameState
from warbands_manager.ui.enabled import enable_with_reason
from warbands_manager.ui.flow import flow_row

# ``run(action, *args)`` applies a pure rule function to the page's state (undoable).
Runner = Callable[..., None]
# What a button would do with the choices made now: (rule function, *arguments), or why it
# cannot be asked yet (a choice is missing).
Plan = tuple | str
NO_GAME = "start or open a game first"


class ActionButtons:
    """Buttons that each run a plan, enabled only when the plan's rule allows it now (the
    refusal in the tooltip). Call :meth:`watch_choices` once the choice widgets exist and
    :meth:`update_reasons` with every new state."""

    _run: Runner
    _plans: dict[QAbstractButton, Callable[[], Plan]]
    _plan_state: GameState | None = None
    _fixed_reasons: dict[QAbstractButton, str]

    def bind(self, push: QAbstractButton, planner: Callable[[], Plan]) -> None:
        if not hasattr(self, "_plans"):
            self._plans = {}
        self._plans[push] = planner
        push.clicked.connect(lambda _checked=False, p=planner: self._run_plan(p))

    def _run_plan(self, planner: Callable[[], Plan]) -> None:
        planned = planner()
        if not isinstance(planned, str):  # a missing choice: the button said so already
            self._run(*planned)

    def watch_choices(self) -> None:
        """Check again when a choice changes (an amount, a role, a section)."""
        for box in self.findChildren(QSpinBox):  # type: ignore[attr-defined]
            box.valueChanged.connect(self._on_choice_changed)
        for pick in self.findChildren(QComboBox):  # type: ignore[attr-defined]
            pick.currentIndexChanged.connect(self._on_choice_changed)
        for line in self.findChildren(QLineEdit):  # type: ignore[attr-defined]
            line.textChanged.connect(self._on_choice_changed)

    def _on_choice_changed(self, *_args) -> None:
        self.update_reasons(self._plan_state, getattr(self, "_fixed_reasons", {}))

    def update_reasons(self, state: GameState | None,
                       fixed: dict[QAbstractButton, str] | None = None) -> None:
        """Enable each bound button only if its rule allows its plan now; ``fixed`` gives
        reasons that come before the rule (a variant without the action)."""
        self._plan_state, self._fixed_reasons = state, fixed or {}
        for push, planner in getattr(self, "_plans", {}).items():
            enable_with_reason(push, self._fixed_reasons.get(push) or _reason(state, planner))


def _reason(state: GameState | None, planner: Callable[[], Plan]) -> str:
    if state is None:
        return NO_GAME
    planned = planner()
    return planned if isinstance(planned, str) else why_not(state, *planned)


def spin(minimum: int = 1, maximum: int = 20, value: int = 1) -> QSpinBox:
    box = QSpinBox()
    box.setRange(minimum, maximum)
    box.setValue(value)
    box.setMaximumWidth(56)
    return box


def combo(items: list[tuple[str, str]]) -> QComboBox:
    """A combo box of (label, data) pairs."""
    box = QComboBox()
    for label, data in items:
        box.addItem(label, data)
    return box


def row(*widgets: QWidget) -> QWidget:
    """An action row that wraps when the board is narrow (a 1024-pixel window)."""
    return flow_row(*widgets)


def button(text: str, tip: str = "") -> QPushButton:
    push = QPushButton(text)
    if tip:
        push.setToolTip(tip)
    return push


class Board(QGroupBox, ActionButtons):
    """A role board: a rich-text summary on top, action rows below."""

    def __init__(self, title: str, run: Runner) -> None:
        super().__init__(title)
        self._run = run
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(self.summary.textFormat().RichText)
        self._layout = QVBoxLayout(self)
        self._layout.setSpacing(3)
        self._layout.addWidget(self.summary)

    def add_row(self, *widgets: QWidget) -> None:
        self._layout.addWidget(row(*widgets))

    def finish(self) -> None:
        self._layout.addStretch(1)
        self.watch_choices()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """Keep at least the height its wrapped rows take at this width: a layout asked only
        for the minimum (a tab below growing) would squeeze the rows over each other."""
        super().resizeEvent(event)
        need = self.heightForWidth(event.size().width())
        if need != self.minimumHeight():
            self.setMinimumHeight(need)

    def show_state(self, state) -> None:  # pragma: no cover - every board overrides
        raise NotImplementedError


def pips(filled: int, total: int) -> str:
    return "●" * filled + "○" * max(total - filled, 0)


def role_title(state, role: str) -> str:
    """A board's title: the role, whether it is played, and its renown."""
    if not state.has(role):
        return f"{ROLE_TITLES[role]} — not in this game"
    renown = state.roles[role].renown
    played = "" if state.managed(role) else " (tracked only)"
    return f"{ROLE_TITLES[role]}{played} — renown {renown}"
