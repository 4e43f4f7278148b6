"""The database's army data for ``validate``: a roster file that names a BattleScribe catalogue
(built in the editor, imported from ``.ros``, e-mailed) is checked against that catalogue's
option groups and limits when the catalogue is stored in the database.

The database is opened only when a roster names a catalogue, read-only and without creating
anything; a missing or refused database is a database without that catalogue, and each such
roster then says in a warning that its limits were not checked.
"""

from __future__ import annotations

import argparse
import logging
from collections.abc import Iterable
from typing import Any

from warbands_manager.paths import data_dir, resolve_db_path
from warbands_manager.rules.validation.catalogue import named_catalogue, use_catalogues
from warbands_manager.store.errors import DatabaseRefused


class CatalogueChecks:
    """Registers the stored catalogues with the validator the first time a roster names one."""

    def __init__(self, args: argparse.Namespace) -> None:
        self._args = args
        self._registered = False
        self._database: Any = None

    def before(self, rosters: Iterable[Any]) -> None:
        """Called with each batch of rosters read (a dict: a file that could not be read)."""
        if self._registered:
            return
        if not any(named_catalogue(r) for r in rosters if not isinstance(r, dict)):
            return
        self._registered = True
        self._database = _open_quietly(self._args)
        if self._database is None:
            use_catalogues(lambda _bs_id, _name, _revision: None)
            return
        # deferred: the services load SQLModel, needed only when a roster names a catalogue
        from warbands_manager.services.armies import ArmyDataService

        use_catalogues(ArmyDataService(self._database, data_dir()).stored_catalogue)

    def close(self) -> None:
        if self._registered:
            use_catalogues(None)
        if self._database is not None:
            self._database.close()
            self._database = None


def _open_quietly(args: argparse.Namespace):
    # deferred: opening loads SQLModel, needed only when a roster names a catalogue
    from warbands_manager.store.database import open_database

    try:
        return open_database(resolve_db_path(getattr(args, "db", None)), create=False,
                             read_only=True)
    except (DatabaseRefused, OSError) as refused:
        logging.getLogger(__name__).info("no army data for validate: %s", refused)
        return None
