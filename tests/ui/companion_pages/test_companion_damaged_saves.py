"""A damaged stored game opens as a clear message on every tracker page, never a crash."""

from __future__ import annotations

from warbands_manager.companions.against_the_darkness.model import GAME
from warbands_manager.navigation import view_info
from warbands_manager.ui.companions.against_the_darkness.widget import create_view


class RecordingDialogs:
    def __init__(self):
        self.shown = []

    def inform(self, title, text):
        self.shown.append((title, text))


def test_a_damaged_against_the_darkness_save_is_reported(qtbot, services):
    view = create_view(view_info("against-the-darkness"), services.companion_saves)
    qtbot.addWidget(view)
    view.dialogs = RecordingDialogs()
    save_id = services.companion_saves.create(GAME.game_id, "Broken", {"players": "nonsense"})
    messages = []
    view.status_message.connect(messages.append)
    view.open_save(save_id)
    assert view.dialogs.shown and view.dialogs.shown[0][0] == "Cannot open this save"
    assert "the saved Against the Darkness game “Broken” cannot be read" in messages[0]
    assert view.save_id != save_id  # the damaged game was not opened (nor overwritten)
    assert services.companion_saves.load(save_id) == {"players": "nonsense"}


def test_a_runewars_save_with_a_year_in_words_is_refused_on_opening(qtbot, services):
    from warbands_manager.companions.runewars.game_setup import SetupChoice, new_game
    from warbands_manager.ui.companions.runewars.widget import RunewarsView

    view = RunewarsView(view_info("runewars"), services.companion_saves)
    qtbot.addWidget(view)
    document = new_game(SetupChoice("Typed", [("Ann", "daqan"), ("Bo", "uthuk")])).to_dict()
    document["year"] = "two"
    save_id = services.companion_saves.create("runewars", "Typed", document)
    assert not view.open_save(save_id)
    assert view.game is None
    assert "the entry year should be a whole number, not text" in view.message.text()
