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
        from platformdirs import user_data_path

        path = user_data_path(APP_ID, ORGANISATION)
    path.mkdir(parents=True, exist_ok=True)
    return path


def default_db_path() -> Path:
    """The SQLite file used when neither ``--db`` nor ``WARBANDS_DB`` names one."""
    return user_data_dir() / "warbands.sqlite"


def resolve_db_path(cli_value: str | os.PathLike[str] | None = None) -> Path:
    """The database to open: ``--db`` wins over ``WARBANDS_DB``, which wins over the default."""
    if cli_value:
        return Path(cli_value).expanduser()
    env_value = os.environ.get(DB_ENV_VAR)
    if env_value:
        return Path(env_value).expanduser()
    return default_db_path()


def backups_dir_for(db_path: Path) -> Path:
    """Backups sit in a ``backups`` folder beside the database they protect."""
    return db_path.parent / "backups"
