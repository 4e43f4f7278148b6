"""Where things live: the user's data folder, and the shipped ``data/`` and ``resources/``.

One resolver serves three layouts, checked in this order:

* a frozen (PyInstaller) build: ``sys._MEIPASS/warbands_manager/{data,resources}``;
* an installed wheel: ``warbands_manager/{data,resources}`` inside the package (hatch
  force-includes the top-level folders there);
* a source checkout or editable install: ``data/`` and ``resources/`` beside the package.
"""

from __future__ import annotations

import os
import sys
from functools import cache
from pathlib import Path
from urllib.parse import parse_qsl, unquote, urlsplit, urlunsplit

from warbands_manager import APP_ID, ORGANISATION

DB_ENV_VAR = "WARBANDS_DB"
DATA_DIR_ENV_VAR = "WARBANDS_DATA_HOME"
PACKAGE_DIR = Path(__file__).resolve().parent


def _candidate_roots() -> list[Path]:
    roots = []
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        roots.append(Path(frozen_root) / "warbands_manager")
    roots.append(PACKAGE_DIR)
    roots.append(PACKAGE_DIR.parent)
    return roots


@cache
def _shipped_dir(name: str) -> Path:
    for root in _candidate_roots():
        candidate = root / name
        if candidate.is_dir():
            return candidate
    searched = ", ".join(str(root / name) for root in _candidate_roots())
    raise FileNotFoundError(
        f"Warbands Manager cannot find its '{name}' folder (looked in {searched})"
    )


def data_dir() -> Path:
    """The folder of shipped rule tables (``data/``)."""
    return _shipped_dir("data")


def resources_dir() -> Path:
    """The folder of shipped icons, fonts and style sheets (``resources/``)."""
    return _shipped_dir("resources")


def data_file(*parts: str) -> Path:
    """A file under ``data/``."""
    return data_dir().joinpath(*parts)


def rules_coverage_dir() -> Path:
    """The rules-coverage pages (``docs/rules-coverage``) the in-app rules reference reads."""
    return _shipped_dir("docs/rules-coverage")


def resource_file(*parts: str) -> Path:
    """A file under ``resources/``."""
    return resources_dir().joinpath(*parts)


def user_data_dir() -> Path:
    """The per-user folder for the database and backups (created on demand).

    ``WARBANDS_DATA_HOME`` overrides the platform default, which tests and portable installs use.
    """
    override = os.environ.get(DATA_DIR_ENV_VAR)
    if override:
        path = Path(override)
    else:
        # deferred: start-up skips it when WARBANDS_DATA_HOME names the folder
        from platformdirs import user_data_path

        path = user_data_path(APP_ID, ORGANISATION)
    path.mkdir(parents=True, exist_ok=True)
    return path


def default_db_path() -> Path:
    """The SQLite file used when neither ``--db`` nor ``WARBANDS_DB`` names one."""
    return user_data_dir() / "warbands.sqlite"


SERVER_SCHEMES = ("postgresql://", "postgres://", "postgresql+psycopg://")


class ServerUrl:
    """A PostgreSQL database given by URL, as opposed to a SQLite file path.

    ``str()`` hides the password, so the URL can be shown and logged; ``url`` is the real one.
    """

    def __init__(self, url: str) -> None:
        self.url = url

    @property
    def display(self) -> str:
        """The URL with its password masked, whether given as ``user:password@`` or as a
        ``?password=`` option."""
        return _without_password(self.url, mask="***")

    @property
    def without_password(self) -> str:
        """The URL with no password at all, every other connection option kept."""
        return _without_password(self.url)

    @property
    def password(self) -> str | None:
        """The password (decoded), from the login part or the ``password`` option."""
        parts = urlsplit(self.url)
        if parts.password is not None:
            return unquote(parts.password)
        for key, value in parse_qsl(parts.query, keep_blank_values=True):
            if key == "password":
                return value
        return None

    @property
    def database_name(self) -> str:
        return urlsplit(self.url).path.lstrip("/") or "postgres"

    @property
    def stem(self) -> str:
        """A name for backup files of this database (``pg_dump`` output)."""
        return "server-" + "".join(c if c.isalnum() else "-" for c in self.database_name)

    def __str__(self) -> str:
        return self.display

    def __repr__(self) -> str:
        return f"ServerUrl({self.display!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ServerUrl) and other.url == self.url

    def __hash__(self) -> int:
        return hash(self.url)


def _without_password(url: str, mask: str | None = None) -> str:
    parts = urlsplit(url)
    netloc = parts.netloc
    if parts.password is not None:
        login, _, host = netloc.rpartition("@")
        user = login.split(":", 1)[0]
        netloc = f"{user}:{mask}@{host}" if mask else f"{user}@{host}"
    query = "&".join(_masked_option(option, mask) for option in parts.query.split("&")
                     if option and (mask or not _is_password_option(option)))
    return urlunsplit(parts._replace(netloc=netloc, query=query))


def _is_password_option(option: str) -> bool:
    return option.split("=", 1)[0].lower() == "password"


def _masked_option(option: str, mask: str | None) -> str:
    return f"password={mask}" if mask and _is_password_option(option) else option


DatabaseTarget = Path | ServerUrl


def is_server_url(value: str | os.PathLike[str]) -> bool:
    """Whether ``value`` names a PostgreSQL server database rather than a SQLite file."""
    return isinstance(value, ServerUrl) or str(value).lower().startswith(SERVER_SCHEMES)


def as_db_target(value: str | os.PathLike[str] | ServerUrl) -> DatabaseTarget:
    """A SQLite path or a server URL, whichever ``value`` names."""
    if isinstance(value, ServerUrl):
        return value
    if is_server_url(value):
        return ServerUrl(str(value))
    return Path(value).expanduser()


def resolve_db_path(cli_value: str | os.PathLike[str] | None = None) -> DatabaseTarget:
    """The database to open: ``--db`` wins over ``WARBANDS_DB``, which wins over the default.

    Either a SQLite file path or, for ``postgresql://...``, a :class:`ServerUrl`.
    """
    if cli_value:
        return as_db_target(cli_value)
    env_value = os.environ.get(DB_ENV_VAR)
    if env_value:
        return as_db_target(env_value)
    return default_db_path()



def backups_dir_for(db_path: DatabaseTarget) -> Path:
    """Backups sit in a ``backups`` folder beside the database they protect.

    A server database has no folder of its own: its ``pg_dump`` backups go to the user's data
    folder (``backups/``).
    """
    if isinstance(db_path, ServerUrl):
        return user_data_dir() / "backups"
    return db_path.parent / "backups"
