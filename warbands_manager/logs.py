"""The app's log: stdlib ``logging`` to a rotating file in the user's log folder.

WARNING and above by default (refused operations, caught exceptions); ``--debug`` records
everything. Nothing goes to stderr that is not for the user: the handler writes only the file.
Passwords never reach the file: every record is passed through :func:`mask_secrets`.
"""

from __future__ import annotations

import contextlib
import io
import logging
import os
import re
import sys
from collections.abc import Iterator
from pathlib import Path

from warbands_manager import APP_ID, ORGANISATION

LOG_FILE_NAME = "warbands-manager.log"
MAX_BYTES = 1_000_000
BACKUP_COUNT = 3
_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
# user:password@ in a URL, and password=... as a URL query option or a keyword argument.
_USERINFO_PASSWORD = re.compile(r"(://[^/\s:@]*:)[^@\s]*@")
_PASSWORD_OPTION = re.compile(r"((?:^|[?&\s;,(])password=)[^&\s;,)]*", re.IGNORECASE)


def log_dir() -> Path:
    """The folder of the log files: ``$WARBANDS_DATA_HOME/logs`` when that variable is set
    (tests, portable installs), else the platform's user log folder."""
    override = os.environ.get("WARBANDS_DATA_HOME")
    if override:
        return Path(override) / "logs"
    # deferred: start-up skips it when WARBANDS_DATA_HOME names the folder
    from platformdirs import user_log_path

    return user_log_path(APP_ID, ORGANISATION)


def mask_secrets(text: str) -> str:
    """``text`` with every password in a database URL or option replaced by ``***``."""
    return _PASSWORD_OPTION.sub(r"\1***", _USERINFO_PASSWORD.sub(r"\1***@", text))


class _SecretMask(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        record.msg = mask_secrets(record.getMessage())
        record.args = None
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:  # also a traceback already written out (a worker process's)
            record.exc_text = mask_secrets(record.exc_text)
        return True


class _LogFileHandler(logging.Handler):
    """The rotating log file, opened with the first record written.

    ``logging.handlers`` (sockets, pickle, queues) is imported only then, not on every
    start of the window or of a command that logs nothing; the folder is made then too (a
    command that logs nothing leaves the user's folders as they were). A log that cannot be
    written (read-only home, full disk) never stops or clutters the app.
    """

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.path = path
        self._file: logging.Handler | None = None

    def emit(self, record: logging.LogRecord) -> None:
        # Handler.handle holds self.lock around emit: the file is opened once.
        try:
            if self._file is None:
                self._file = _rotating_file(self.path)
            self._file.setFormatter(self.formatter)
            self._file.emit(record)
        except Exception:  # noqa: BLE001 - see handleError
            self.handleError(record)

    def flush(self) -> None:
        if self._file is not None:
            self._file.flush()

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
        super().close()

    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 (logging's name)
        pass


def _rotating_file(path: Path) -> logging.Handler:
    """``logging.handlers.RotatingFileHandler`` on ``path`` that makes its folder when it
    opens the file and keeps its failures quiet (see :class:`_LogFileHandler`)."""
    # deferred: its sockets, pickle and queues load only once a record is written
    import logging.handlers

    class RotatingFile(logging.handlers.RotatingFileHandler):
        def _open(self):
            Path(self.baseFilename).parent.mkdir(parents=True, exist_ok=True)
            return super()._open()

        def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802
            pass

    return RotatingFile(path, maxBytes=MAX_BYTES, backupCount=BACKUP_COUNT, encoding="utf-8",
                        delay=True)


def setup_logging(debug: bool = False) -> Path | None:
    """Send the app's records to the rotating log file; returns its path.

    Called once per process (again only replaces the handler). The folder is made when the
    first record is written; a folder that cannot be made (read-only home) loses the records
    rather than stopping the app.
    """
    root = logging.getLogger("warbands_manager")
    root.setLevel(logging.DEBUG if debug else logging.WARNING)
    root.propagate = False
    for handler in list(root.handlers):
        if getattr(handler, "warbands_log", False):
            root.removeHandler(handler)
            handler.close()
    folder = log_dir()
    handler = _LogFileHandler(folder / LOG_FILE_NAME)
    handler.warbands_log = True  # type: ignore[attr-defined]
    handler.setFormatter(logging.Formatter(_FORMAT))
    handler.addFilter(_SecretMask())
    root.addHandler(handler)
    return folder / LOG_FILE_NAME


class _LoggedStream(io.TextIOBase):
    """A text stream that writes through to ``target`` and logs each whole line as a warning."""

    def __init__(self, target, logger: logging.Logger) -> None:
        self._target, self._logger, self._partial = target, logger, ""

    def write(self, text: str) -> int:
        self._target.write(text)
        lines = (self._partial + text).split("\n")
        self._partial = lines.pop()
        for line in filter(None, lines):
            self._logger.warning("%s", line)
        return len(text)

    def flush(self) -> None:
        self._target.flush()


@contextlib.contextmanager
def stderr_logged(logger_name: str) -> Iterator[None]:
    """While a command runs, what it tells the user on stderr (a refusal, a warning) is also
    recorded in the log under ``logger_name``, so every refused operation is there with its
    context without each command having to log it twice."""
    stream = _LoggedStream(sys.stderr, logging.getLogger(logger_name))
    with contextlib.redirect_stderr(stream):
        yield
