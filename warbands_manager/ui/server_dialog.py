"""File › Open Server Database…: host, port, database, user and password of a PostgreSQL
database; "Test connection" and opening both run on a pool thread.

The password is only in the password field and in the URL handed to the store; it is never
shown again and never written to the settings (recent entries are URLs without it). Any
refusal (unreachable, login refused, not a Warbands database, newer schema) is shown in the
dialog with the server's reason, and nothing changes.
"""

from __future__ import annotations

from urllib.parse import quote, unquote, urlsplit

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.paths import ServerUrl
from warbands_manager.store.database import open_database
from warbands_manager.store.server import probe_server, unbacked_migration_allowed
from warbands_manager.ui.background import run_in_background

RECENT_KEY = "servers/recent"
RECENT_KEEP = 8
DEFAULT_PORT = 5432


def server_url(host: str, port: int, database: str, user: str, password: str = "") -> str:
    """A ``postgresql://`` URL; user and password are quoted, the password left out if empty."""
    login = quote(user, safe="")
    if password:
        login += ":" + quote(password, safe="")
    return f"postgresql://{login}@{host}:{port}/{quote(database, safe='')}"


def recent_servers(settings: QSettings | None) -> list[str]:
    """Recently opened server URLs (never with a password), newest first."""
    if settings is None:
        return []
    value = settings.value(RECENT_KEY, [])
    if isinstance(value, str):  # QSettings gives a lone entry back as a plain string
        value = [value]
    return [str(url) for url in value or []]


def remember_server(settings: QSettings | None, url: str) -> None:
    """Put ``url`` (without its password) first in the recent list."""
    if settings is None:
        return
    parts = urlsplit(ServerUrl(url).without_password)
    bare = server_url(parts.hostname or "localhost", parts.port or DEFAULT_PORT,
                      unquote(parts.path.lstrip("/")), unquote(parts.username or ""))
    if parts.query:  # sslmode=require and every other option but the password stay
        bare += "?" + parts.query
    entries = [bare] + [entry for entry in recent_servers(settings) if entry != bare]
    settings.setValue(RECENT_KEY, entries[:RECENT_KEEP])
    settings.sync()


def _open(target: ServerUrl):
    return open_database(target, allow_unbacked_migration=unbacked_migration_allowed())


def _probe(target: ServerUrl) -> str:
    return probe_server(target)


class ServerDatabaseDialog(QDialog):
    """Ask for a server database and open it; ``database`` holds it after ``Accepted``."""

    def __init__(self, settings: QSettings | None, parent: QWidget | None = None,
                 accept_label: str = "Open", title: str = "Open Server Database") -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.settings = settings
        self.database = None
        self.busy = False
        self.cancelled = False
        self.open_work = _open  # replaceable in tests; both run on a pool thread
        self.probe_work = _probe
        self.options = ""  # the recent entry's connection options (sslmode=...), kept as typed
        self._build(accept_label)
        self._connect_signals()
        self._fill_from_recent(0)

    # -- layout -----------------------------------------------------------------------------
    def _build(self, accept_label: str) -> None:
        self.recent = QComboBox()
        self.recent.addItems(recent_servers(self.settings))
        self.host = QLineEdit("localhost")
        self.port = QSpinBox()
        self.port.setRange(1, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.database_name = QLineEdit()
        self.database_name.setPlaceholderText("e.g. warbands_league")
        self.user = QLineEdit()
        self.password = QLineEdit()
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setPlaceholderText("not saved")
        self.message = QLabel("The club's server administrator gives you these "
                              "(see docs/postgresql.md).")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message.setMinimumWidth(420)
        self.test_button = QPushButton("Test connection")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.accept_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.accept_button.setText(accept_label)
        self.buttons.addButton(self.test_button, QDialogButtonBox.ButtonRole.ActionRole)
        form = QFormLayout()
        if self.recent.count():
            form.addRow("Recent", self.recent)
        form.addRow("Host", self.host)
        form.addRow("Port", self.port)
        form.addRow("Database", self.database_name)
        form.addRow("User", self.user)
        form.addRow("Password", self.password)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)

    def _connect_signals(self) -> None:
        self.recent.activated.connect(self._fill_from_recent)
        self.test_button.clicked.connect(self._on_test_button_clicked)
        self.buttons.accepted.connect(self._on_buttons_accepted)
        self.buttons.rejected.connect(self.reject)

    def _fill_from_recent(self, index: int) -> None:
        if index < 0 or index >= self.recent.count():
            return
        parts = urlsplit(self.recent.itemText(index))
        self.host.setText(parts.hostname or "localhost")
        self.port.setValue(parts.port or DEFAULT_PORT)
        self.database_name.setText(unquote(parts.path.lstrip("/")))
        self.user.setText(unquote(parts.username or ""))
        self.password.clear()
        self.options = parts.query

    # -- values -----------------------------------------------------------------------------
    def target(self) -> ServerUrl:
        """The database the fields name (the URL carries the password; ``str()`` hides it)."""
        url = server_url(self.host.text().strip(), self.port.value(),
                         self.database_name.text().strip(), self.user.text().strip(),
                         self.password.text())
        return ServerUrl(url + (f"?{self.options}" if self.options else ""))

    def _missing(self) -> str | None:
        for label, field in (("host", self.host), ("database", self.database_name),
                             ("user", self.user)):
            if not field.text().strip():
                return f"Enter the {label}."
        return None

    def show_message(self, text: str) -> None:
        """Show ``text`` with the password (should a message ever carry it) masked."""
        password = self.password.text()
        if password:
            text = text.replace(password, "***").replace(quote(password, safe=""), "***")
        self.message.setText(text)

    def _set_busy(self, busy: bool, text: str = "") -> None:
        self.busy = busy
        for widget in (self.test_button, self.accept_button, self.recent, self.host,
                       self.port, self.database_name, self.user, self.password):
            widget.setEnabled(not busy)
        if text:
            self.show_message(text)

    # -- slots ------------------------------------------------------------------------------
    def _on_test_button_clicked(self, *_args) -> None:
        missing = self._missing()
        if missing:
            self.show_message(missing)
            return
        target, probe = self.target(), self.probe_work
        self._set_busy(True, f"Connecting to {target}…")
        run_in_background(self, lambda: probe(target), self._on_probe_finished,
                          lambda error: self._on_work_failed(error, "Test failed"))

    def _on_probe_finished(self, text: str) -> None:
        self._set_busy(False, text)

    def _on_buttons_accepted(self) -> None:
        missing = self._missing()
        if missing:
            self.show_message(missing)
            return
        target, work = self.target(), self.open_work
        self._set_busy(True, f"Opening {target}…")
        run_in_background(self, lambda: work(target), self._on_open_finished,
                          lambda error: self._on_work_failed(error, "Not opened"))

    def _on_open_finished(self, database) -> None:
        self._set_busy(False)
        if self.cancelled:
            database.close()  # cancelled while it was opening: the window keeps its database
            return
        self.database = database
        remember_server(self.settings, self.target().url)
        self.accept()

    def _on_work_failed(self, error: BaseException, what: str) -> None:
        self._set_busy(False)
        message = getattr(error, "message", None) or str(error) or type(error).__name__
        self.show_message(f"{what} — nothing was changed.\n{message}")

    def reject(self) -> None:
        self.cancelled = True  # an open still running is closed again when it reports
        super().reject()
