"""Saving and reopening companion-game sessions and reusable set-ups.

Documents are plain JSON-able dicts produced by each game's ``model.py``; this service does not
know their shape. Deletion returns the deleted record so the caller can offer undo.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import TypeVar

from sqlmodel import select

from warbands_manager.companions.save_documents import SaveDocumentError
from warbands_manager.rules.input_files import InputFileError, parse_json_text
from warbands_manager.store.database import Database
from warbands_manager.store.tables import CompanionSave, utc_now

# The saves' game ids and kinds in players' words (for messages; unknown ones stay generic).
_GAME_WORDS = {"against-the-darkness": "Against the Darkness", "banner-saga": "Banner Saga",
               "runewars": "Runewars", "tiny-big-wars": "Tiny Big Wars"}
_KIND_WORDS = {"game": "game", "cards": "card library", "mission": "mission",
               "result": "result"}


T = TypeVar("T")


def read_document(text: str, what: str, name: str | None = None) -> dict:
    """A stored document back as a dict, through the same checks as a user's JSON file; a
    refusal names the save (``name``, the players' name for it)."""
    try:
        document = parse_json_text(text, what, "a saved game")
    except InputFileError as error:
        raise SaveDocumentError(what, error.reason, name) from None
    if not isinstance(document, dict):
        raise SaveDocumentError(what, f"expected a JSON object, got {type(document).__name__}",
                                name)
    return document


class SaveNotFound(LookupError):
    """No saved document has that id (deleted meanwhile, or another database)."""


@dataclass(frozen=True)
class SaveSummary:
    id: int
    game: str
    kind: str
    name: str
    updated_at: datetime


@dataclass(frozen=True)
class DeletedSave:
    """Everything needed to put a deleted save back exactly as it was."""

    id: int
    game: str
    kind: str
    name: str
    document: str
    created_at: datetime
    updated_at: datetime


class CompanionSaveService:
    """Stores companion documents in the ``companion_save`` table."""

    def __init__(self, database: Database) -> None:
        self._database = database

    def list(self, game: str, kind: str = "game") -> list[SaveSummary]:
        """Saves of one game and kind, most recently changed first."""
        with self._database.transaction() as session:
            rows = session.exec(
                select(CompanionSave)
                .where(CompanionSave.game == game, CompanionSave.kind == kind)
                .order_by(CompanionSave.updated_at.desc(), CompanionSave.id.desc())
            ).all()
            return [SaveSummary(r.id, r.game, r.kind, r.name, r.updated_at) for r in rows]

    def create(self, game: str, name: str, document: dict, kind: str = "game") -> int:
        """Store a new document and return its id."""
        row = CompanionSave(game=game, kind=kind, name=name, document=json.dumps(document))
        with self._database.transaction() as session:
            session.add(row)
            session.flush()
            return row.id

    def update(self, save_id: int, document: dict, name: str | None = None) -> None:
        """Replace the document (and optionally the name) of an existing save."""
        with self._database.transaction() as session:
            row = self._get(session, save_id)
            row.document = json.dumps(document)
            if name is not None:
                row.name = name
            row.updated_at = utc_now()
            session.add(row)

    def load(self, save_id: int) -> dict:
        """The stored document.

        Raises:
            SaveDocumentError: the stored text is not a document the app can read (damaged,
                hand-edited: not JSON, a 5,000-digit number, a lone surrogate, absurd
                nesting), with the reason and the save's name; each game's window reports it
                instead of opening.
        """
        return self._read(save_id)[0]

    def load_as(self, save_id: int, reader: Callable[[dict], T]) -> T:
        """The stored document read as a game (a mission, …) by ``reader`` (its ``from_dict``).

        Raises:
            SaveDocumentError: as :meth:`load`, or the document is not a game ``reader`` can
                read (an entry of the wrong type, missing); the message names the save.
        """
        document, name = self._read(save_id)
        try:
            return reader(document)
        except SaveDocumentError as refused:
            raise refused.naming(name) from None

    def _read(self, save_id: int) -> tuple[dict, str]:
        with self._database.reading() as session:
            row = self._get(session, save_id)
            game, kind, name, text = row.game, row.kind, row.name, row.document
        what = f"{_GAME_WORDS.get(game, 'companion')} {_KIND_WORDS.get(kind, 'game')}"
        return read_document(text, what, name), name

    def rename(self, save_id: int, name: str) -> None:
        with self._database.transaction() as session:
            row = self._get(session, save_id)
            row.name = name
            row.updated_at = utc_now()
            session.add(row)

    def delete(self, save_id: int) -> DeletedSave:
        """Delete a save; the returned value restores it with :meth:`restore`."""
        with self._database.transaction() as session:
            row = self._get(session, save_id)
            deleted = DeletedSave(row.id, row.game, row.kind, row.name, row.document,
                                  row.created_at, row.updated_at)
            session.delete(row)
            return deleted

    def restore(self, deleted: DeletedSave) -> None:
        """Undo a delete: the save returns with its id, name, document and dates."""
        with self._database.transaction() as session:
            session.add(CompanionSave(
                id=deleted.id, game=deleted.game, kind=deleted.kind, name=deleted.name,
                document=deleted.document, created_at=deleted.created_at,
                updated_at=deleted.updated_at,
            ))

    @staticmethod
    def _get(session, save_id: int) -> CompanionSave:
        row = session.get(CompanionSave, save_id)
        if row is None:
            raise SaveNotFound(f"no saved game with id {save_id}")
        return row
