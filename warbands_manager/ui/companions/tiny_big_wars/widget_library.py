"""The card library side of the Tiny Big Wars page: loading, editing and saving the players'
card values (a mixin of :class:`~.widget.TinyBigWarsView`, which owns the widgets it uses)."""

from __future__ import annotations

from collections.abc import Callable

from warbands_manager.companions.save_documents import SaveDocumentError
from warbands_manager.companions.tiny_big_wars.cards import (
    Card,
    CardError,
    card_from_dict,
    edited,
    parse_field,
)
from warbands_manager.companions.tiny_big_wars.catalog import library_document, merge_library
from warbands_manager.companions.tiny_big_wars.model import GAME, LIBRARY_KIND, LIBRARY_NAME
from warbands_manager.companions.tiny_big_wars.state import game_to_dict
from warbands_manager.ui.companions.tiny_big_wars.widget_commands import LibraryCommand


class CardLibraryMixin:
    """Card editor requests become undoable :class:`LibraryCommand` s, saved at once."""

    show_message: Callable[[str], None]  # the view's (declared for the type checker)

    def _load_library(self) -> None:
        summaries = self.saves.list(GAME.game_id, LIBRARY_KIND)
        if summaries:
            try:
                self.library = self.saves.load(summaries[0].id)
                self.library_id = summaries[0].id
            except SaveDocumentError as error:
                # Kept as it is (never saved over): an edit starts a new library beside it.
                text = str(error)
                self.show_message(f"{text[:1].upper()}{text[1:]}; the shipped card values "
                                  "are used.")
        self.set_library(self.library, save=False)

    def set_library(self, library: dict, save: bool = True) -> None:
        """Use (and save) the players' card library."""
        self.library = library
        try:
            self.cards = merge_library(self.shipped, library)
        except CardError as error:
            self.show_message(f"Your saved card library has a problem: {error}")
            self.cards = dict(self.shipped)
        self.card_editor.model.set_cards(self.cards)
        self.setup_panel.set_cards(self.cards, self.rules)
        if save:
            if self.library_id is None:
                self.library_id = self.saves.create(GAME.game_id, LIBRARY_NAME, library,
                                                    kind=LIBRARY_KIND)
            else:
                self.saves.update(self.library_id, library)

    def _on_cards_edit_requested(self, name: str, field: str, text: str) -> None:
        try:
            card = edited(self.cards[name], {field: parse_field(field, text)})
        except CardError as error:
            self.show_message(str(error))
            return
        self._push_cards(f"Edit {name} {field}", {**self.cards, name: card}, card)

    def _on_card_editor_add_requested(self, name: str, card_type: str) -> None:
        if name in self.cards:
            self.show_message(f"There is already a card called {name}.")
            return
        card = card_from_dict({"name": name, "type": card_type})
        self._push_cards(f"Add {name}", {**self.cards, name: card}, None)

    def _on_card_editor_delete_requested(self, name: str) -> None:
        cards = dict(self.cards)
        if name in self.shipped:
            cards[name] = self.shipped[name]  # shipped cards go back to the data file's values
            label = f"Reset {name} to the shipped card"
        else:
            del cards[name]
            label = f"Delete {name}"
        self._push_cards(label, cards, None)

    def _push_cards(self, label: str, cards: dict[str, Card], into_game: Card | None) -> None:
        library = library_document(cards, self.shipped)
        before_game = after_game = None
        if into_game is not None and self.game is not None and into_game.name in self.game.cards:
            before_game = game_to_dict(self.game)
            after_game = game_to_dict(self.game)
            after_game["cards"][into_game.name] = into_game.to_dict()
        self.undo_stack.push(LibraryCommand(self, label, (self.library, library),
                                            (before_game, after_game)))
        self.show_message(f"{label}: saved in your card library.")
