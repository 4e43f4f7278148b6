"""Fuzzing the companion readers: Against the Darkness end states and every stored game.

A stored document may be damaged; reading it gives the reader's own error with a reason
(``SaveDocumentError`` / ``EndStateError``), never a ``KeyError`` or ``TypeError``.
"""

from __future__ import annotations

import json

import pytest
from fuzz_helpers import JSON, fuzz, mutated
from hypothesis import given
from hypothesis import strategies as st

from warbands_manager.companions.against_the_darkness.demo import demo_game
from warbands_manager.companions.against_the_darkness.endstate import (
    EndStateError,
    end_players,
    end_state_document,
    parse_end_state,
    read_end_state,
)
from warbands_manager.companions.against_the_darkness.rulesdata import load_rules
from warbands_manager.companions.against_the_darkness.state import Game as AtdGame
from warbands_manager.companions.banner_saga.mission import Location, Mission
from warbands_manager.companions.banner_saga.setup import new_game as banner_new_game
from warbands_manager.companions.banner_saga.state import GameState as BannerGame
from warbands_manager.companions.runewars.game_setup import SetupChoice
from warbands_manager.companions.runewars.game_setup import new_game as runewars_new_game
from warbands_manager.companions.runewars.state import game_from_dict as runewars_from_dict
from warbands_manager.companions.save_documents import SaveDocumentError
from warbands_manager.companions.tiny_big_wars.state import game_from_dict as tbw_from_dict

ATD = demo_game(load_rules())
END_STATE = end_state_document(end_players(ATD))
MISSION = Mission("Test", "spring", "Reach L7", [Location(f"L{i}", 0, i == 2) for i in range(8)])
BANNER = banner_new_game(MISSION, "four")
RUNEWARS = runewars_new_game(SetupChoice("g", [("A", "daqan"), ("B", "latari")]))

READERS = {
    "atd": (AtdGame.from_dict, ATD.to_dict()),
    "banner-saga": (BannerGame.from_dict, BANNER.to_dict()),
    "banner-mission": (Mission.from_dict, MISSION.to_dict()),
    "runewars": (runewars_from_dict, RUNEWARS.to_dict()),
    "tiny-big-wars": (tbw_from_dict, {}),
}


def _read_or_clear_error(read, document) -> None:
    try:
        read(document)
    except SaveDocumentError as error:
        assert str(error).startswith("this saved ") and error.reason
    except RecursionError:  # pragma: no cover - would be a failure
        pytest.fail("recursion escaped")


@pytest.mark.parametrize("name", READERS)
def test_valid_documents_still_read(name):
    read, document = READERS[name]
    if document:
        assert read(json.loads(json.dumps(document))) is not None


@pytest.mark.parametrize("name", READERS)
@fuzz(100)
@given(document=JSON)
def test_any_json_value_is_a_game_or_a_clear_error(name, document):
    _read_or_clear_error(READERS[name][0], document)


@pytest.mark.parametrize("name", [n for n, (_r, doc) in READERS.items() if doc])
@fuzz(150)
@given(data=st.data())
def test_a_damaged_save_is_read_or_refused_with_a_reason(name, data):
    read, document = READERS[name]
    _read_or_clear_error(read, data.draw(mutated(document)))


def _end_state_or_clear_error(document) -> None:
    try:
        players = parse_end_state(document, "end.json")
    except EndStateError as error:
        assert str(error).startswith("end.json")
        return
    assert all(p.name for p in players)


@fuzz()
@given(JSON)
def test_any_json_is_an_end_state_or_an_end_state_error(document):
    _end_state_or_clear_error(document)


@fuzz(300)
@given(mutated(END_STATE))
def test_a_damaged_end_state_is_read_or_refused_with_its_key(document):
    _end_state_or_clear_error(document)


@pytest.mark.parametrize("content", [b"", b"\xff\xfe\x00", b"[" * 100_000, b'{"players": -1}',
                                     json.dumps({"players": [{"name": "x" * 10_000}]}).encode()])
def test_end_state_files_of_any_content_give_the_documented_error(tmp_path, content):
    path = tmp_path / "end.json"
    path.write_bytes(content)
    try:
        read_end_state(path)
    except EndStateError as error:
        assert "end.json" in str(error)
