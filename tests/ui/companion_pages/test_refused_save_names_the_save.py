"""A saved companion game the app refuses to open says which save it is: the name the players
gave it, beside the game and the entry that is wrong ("year" in words, not a number). One
save per companion, opened from its page as a club opens it."""

from __future__ import annotations

import pytest

from tests.companion_sample import tiny_big_wars_document
from warbands_manager.companions.save_documents import SaveDocumentError
from warbands_manager.navigation import view_info

SAVE_NAME = "Friday at Ann's"


def _runewars() -> dict:
    from warbands_manager.companions.runewars.game_setup import SetupChoice, new_game

    document = new_game(SetupChoice("Typed", [("Ann", "daqan"), ("Bo", "uthuk")])).to_dict()
    document["year"] = "two"
    return document


def _against_the_darkness() -> dict:
    from warbands_manager.companions.against_the_darkness.demo import demo_game
    from warbands_manager.companions.against_the_darkness.rulesdata import load_rules

    document = demo_game(load_rules()).to_dict()
    document["countdown"] = "two"
    return document


def _banner_saga() -> dict:
    from warbands_manager.companions.banner_saga.mission import Location, Mission
    from warbands_manager.companions.banner_saga.setup import new_game

    mission = Mission(
        "Test", "spring", "Reach L7", [Location(f"L{i}", 0, i == 2) for i in range(8)]
    )
    document = new_game(mission, "four").to_dict()
    document["troops"]["clansmen"] = "two"
    return document


def _tiny_big_wars() -> dict:
    document = tiny_big_wars_document()
    document["round"] = "two"
    return document


def _said(text: str, game: str, entry: str) -> None:
    text = text.replace("The saved", "the saved")  # a page may start the sentence with it
    assert f"the saved {game} game “{SAVE_NAME}” cannot be read" in text
    assert f"the entry {entry} should be a whole number, not text" in text


def test_against_the_darkness_names_the_refused_save(qtbot, services):
    from warbands_manager.ui.companions.against_the_darkness.widget import AgainstTheDarknessView

    view = AgainstTheDarknessView(view_info("against-the-darkness"), services.companion_saves)
    qtbot.addWidget(view)
    told = []
    view.dialogs.inform = lambda title, text: told.append(text)
    save_id = services.companion_saves.create(
        "against-the-darkness", SAVE_NAME, _against_the_darkness()
    )
    view.open_save(save_id)
    _said(told[0], "Against the Darkness", "countdown")
    assert view.save_id != save_id


def test_banner_saga_names_the_refused_save(qtbot, services):
    from warbands_manager.ui.companions.banner_saga.widget import BannerSagaView

    view = BannerSagaView(view_info("banner-saga"), services.companion_saves)
    qtbot.addWidget(view)
    save_id = services.companion_saves.create("banner-saga", SAVE_NAME, _banner_saga())
    assert view.open_game(save_id) is False
    _said(view.message.text(), "Banner Saga", "troops clansmen")


def test_runewars_names_the_refused_save(qtbot, services):
    from warbands_manager.ui.companions.runewars.widget import RunewarsView

    view = RunewarsView(view_info("runewars"), services.companion_saves)
    qtbot.addWidget(view)
    save_id = services.companion_saves.create("runewars", SAVE_NAME, _runewars())
    assert view.open_save(save_id) is False
    _said(view.message.text(), "Runewars", "year")
    assert view.game is None


def test_tiny_big_wars_names_the_refused_save(qtbot, services):
    from warbands_manager.ui.companions.tiny_big_wars.widget import TinyBigWarsView

    view = TinyBigWarsView(view_info("tiny-big-wars"), services.companion_saves)
    qtbot.addWidget(view)
    save_id = services.companion_saves.create("tiny-big-wars", SAVE_NAME, _tiny_big_wars())
    view.open_save(save_id)
    _said(view.message.text(), "Tiny Big Wars", "round")
    assert view.message.text().startswith("The saved Tiny Big Wars game")  # said once
    assert view.game is None


def test_a_damaged_banner_saga_mission_names_the_mission(services):
    from warbands_manager.companions.banner_saga.mission import Mission

    save_id = services.companion_saves.create(
        "banner-saga", "Road to Boersgard", {"name": 3}, kind="mission"
    )
    with pytest.raises(SaveDocumentError) as refused:
        services.companion_saves.load_as(save_id, Mission.from_dict)
    assert str(refused.value).startswith(
        "the saved Banner Saga mission “Road to Boersgard” cannot be read: "
    )
