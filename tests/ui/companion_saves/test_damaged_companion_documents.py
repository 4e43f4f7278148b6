"""Stored companion documents of all four games, and the Tiny Big Wars card library, damaged
in the database (a disk error, a hand edit, a newer version): reading one goes through the same
checks as a user's file (``rules/input_files.parse_json_text``) and gives ``SaveDocumentError``
with the reason; each page says so and stays usable — never a traceback."""

from __future__ import annotations

import pytest
from sqlalchemy import text

from warbands_manager.companions.save_documents import SaveDocumentError
from warbands_manager.navigation import view_info

DEEP = 100_000
DAMAGED = {
    "not-json": "{nope",
    "huge-number": '{"round": ' + "9" * 5_000 + "}",
    "lone-surrogate": '{"name": "bad\\udc80"}',
    "deep-nesting": '{"extra": ' + "[" * DEEP + "]" * DEEP + "}",
    "not-an-object": "[1, 2]",
}
GAMES = {"against-the-darkness": "Against the Darkness game", "banner-saga": "Banner Saga game",
         "runewars": "Runewars game", "tiny-big-wars": "Tiny Big Wars game"}


def _damage(database, save_id: int, document: str) -> None:
    with database.engine.begin() as connection:
        connection.execute(text("UPDATE companion_save SET document = :d WHERE id = :id"),
                           {"d": document, "id": save_id})


def _damaged_save(services, game: str, case: str, kind: str = "game") -> int:
    save_id = services.companion_saves.create(game, "Friday", {"round": 1}, kind=kind)
    _damage(services.database, save_id, DAMAGED[case])
    return save_id


@pytest.mark.parametrize("case", DAMAGED)
@pytest.mark.parametrize("game", GAMES)
def test_a_damaged_document_is_a_save_document_error_naming_the_game(services, game, case):
    save_id = _damaged_save(services, game, case)
    with pytest.raises(SaveDocumentError) as refused:
        services.companion_saves.load(save_id)
    assert str(refused.value).startswith(f"the saved {GAMES[game]} “Friday” cannot be read: ")
    assert "\n" not in str(refused.value) and len(str(refused.value)) < 300


def test_a_huge_number_is_named_with_its_place(services):
    save_id = _damaged_save(services, "runewars", "huge-number")
    with pytest.raises(SaveDocumentError, match="5,000 digits"):
        services.companion_saves.load(save_id)


def test_every_page_reports_a_damaged_save_and_opens_nothing(qtbot, services):
    from warbands_manager.ui.companions.against_the_darkness.widget import AgainstTheDarknessView
    from warbands_manager.ui.companions.banner_saga.widget import BannerSagaView
    from warbands_manager.ui.companions.runewars.widget import RunewarsView
    from warbands_manager.ui.companions.tiny_big_wars.widget import TinyBigWarsView

    atd = AgainstTheDarknessView(view_info("against-the-darkness"), services.companion_saves)
    told = []
    atd.dialogs.inform = lambda title, text: told.append(text)
    banner = BannerSagaView(view_info("banner-saga"), services.companion_saves)
    runewars = RunewarsView(view_info("runewars"), services.companion_saves)
    tbw = TinyBigWarsView(view_info("tiny-big-wars"), services.companion_saves)
    for view in (atd, banner, runewars, tbw):
        qtbot.addWidget(view)
    atd.open_save(_damaged_save(services, "against-the-darkness", "huge-number"))
    assert "5,000 digits" in told[0]
    assert banner.open_game(_damaged_save(services, "banner-saga", "lone-surrogate")) is False
    assert "lone surrogate" in banner.message.text() and "Error(" not in banner.message.text()
    assert runewars.open_save(_damaged_save(services, "runewars", "deep-nesting")) is False
    assert "nested" in runewars.message.text()
    tbw.open_save(_damaged_save(services, "tiny-big-wars", "not-json"))
    assert tbw.message.text().startswith("The saved Tiny Big Wars game “Friday” cannot be "
                                         "read: ") and tbw.game is None


def test_a_damaged_card_library_is_said_kept_and_never_saved_over(qtbot, services):
    from warbands_manager.companions.tiny_big_wars import model
    from warbands_manager.ui.companions.tiny_big_wars.widget import TinyBigWarsView

    library_id = _damaged_save(services, "tiny-big-wars", "huge-number",
                               kind=model.LIBRARY_KIND)
    view = TinyBigWarsView(view_info("tiny-big-wars"), services.companion_saves)
    qtbot.addWidget(view)
    assert "Tiny Big Wars card library “Friday” cannot be read" in view.message.text()
    assert "shipped card values are used" in view.message.text()
    assert view.cards  # the shipped cards: the page is usable
    view.set_library({"cards": {}})  # an edit saves a new library beside the damaged one
    assert view.library_id != library_id
    with services.database.engine.connect() as connection:
        kept = connection.execute(text("SELECT document FROM companion_save WHERE id = :id"),
                                  {"id": library_id}).scalar_one()
    assert kept == DAMAGED["huge-number"]


def test_a_damaged_result_is_said_and_the_history_still_shows(qtbot, services):
    from warbands_manager.companions.against_the_darkness.model import RESULT_KIND
    from warbands_manager.ui.companions.against_the_darkness.widget import AgainstTheDarknessView

    good = {"winner": "Red", "tie_break": "", "players": [
        {"name": "Red", "race": "human", "rank": 1, "total": 30, "cards": 3, "gold": 2}]}
    services.companion_saves.create("against-the-darkness", "Good", good, kind=RESULT_KIND)
    _damaged_save(services, "against-the-darkness", "deep-nesting", kind=RESULT_KIND)
    services.companion_saves.create("against-the-darkness", "Odd", {"players": 3},
                                    kind=RESULT_KIND)
    view = AgainstTheDarknessView(view_info("against-the-darkness"), services.companion_saves)
    qtbot.addWidget(view)
    view.home.refresh()
    assert [row["name"] for row in view.home.history_model.rows] == ["Good"]
    assert "2 could not be read" in view.home.history_box.title()
    assert view.home.stats_model.rows[0]["name"] == "Red"
