import pytest

from warbands_manager.services.companion_saves import CompanionSaveService, SaveNotFound


@pytest.fixture
def saves(database):
    return CompanionSaveService(database)


def test_create_list_load(saves):
    save_id = saves.create("banner-saga", "Winter march", {"day": 3})
    assert saves.load(save_id) == {"day": 3}
    assert [s.name for s in saves.list("banner-saga")] == ["Winter march"]
    assert saves.list("runewars") == []


def test_update_and_rename(saves):
    save_id = saves.create("runewars", "Game", {"year": 1})
    saves.update(save_id, {"year": 2})
    saves.rename(save_id, "Friday game")
    assert saves.load(save_id) == {"year": 2}
    assert saves.list("runewars")[0].name == "Friday game"


def test_delete_then_restore_brings_back_the_same_save(saves):
    save_id = saves.create("tiny-big-wars", "Duel", {"turn": 4})
    deleted = saves.delete(save_id)
    assert saves.list("tiny-big-wars") == []
    saves.restore(deleted)
    assert saves.load(save_id) == {"turn": 4}


def test_missing_save_is_reported(saves):
    with pytest.raises(SaveNotFound):
        saves.load(404)
