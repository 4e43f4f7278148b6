"""Each companion save format has one typed schema (its dataclasses, read with msgspec): a
value of the wrong type is refused when the save is opened, with the entry named, instead of
loading and failing later in play with a raw ``TypeError``."""

from __future__ import annotations

import contextlib
import copy
import json

import pytest
from fuzz_helpers import fuzz, mutated
from hypothesis import given
from hypothesis import strategies as st

from tests.companion_sample import tiny_big_wars_document
from warbands_manager.companions.against_the_darkness import table as atd_table
from warbands_manager.companions.against_the_darkness.demo import demo_game
from warbands_manager.companions.against_the_darkness.rulesdata import load_rules
from warbands_manager.companions.against_the_darkness.state import Game as AtdGame
from warbands_manager.companions.banner_saga import table as banner_table
from warbands_manager.companions.banner_saga.mission import Location, Mission
from warbands_manager.companions.banner_saga.setup import new_game as banner_new_game
from warbands_manager.companions.banner_saga.state import GameState as BannerGame
from warbands_manager.companions.runewars import table as runewars_table
from warbands_manager.companions.runewars.game_setup import SetupChoice
from warbands_manager.companions.runewars.game_setup import new_game as runewars_new_game
from warbands_manager.companions.runewars.state import game_from_dict as runewars_from_dict
from warbands_manager.companions.save_documents import SaveDocumentError
from warbands_manager.companions.tiny_big_wars import table as tbw_table
from warbands_manager.companions.tiny_big_wars.state import game_from_dict as tbw_from_dict
from warbands_manager.companions.tiny_big_wars.state import game_to_dict as tbw_to_dict

MISSION = Mission("Test", "spring", "Reach L7", [Location(f"L{i}", 0, i == 2) for i in range(8)])
# format: (reader, a saved document, the table view of a loaded game, a number to spoil)
FORMATS = {
    "runewars": (
        runewars_from_dict,
        runewars_new_game(SetupChoice("g", [("A", "daqan"), ("B", "latari")])).to_dict(),
        runewars_table.table_figures,
        ("year",),
    ),
    "against-the-darkness": (
        AtdGame.from_dict,
        demo_game(load_rules()).to_dict(),
        atd_table.table_figures,
        ("countdown",),
    ),
    "banner-saga": (
        BannerGame.from_dict,
        banner_new_game(MISSION, "four").to_dict(),
        banner_table.table_figures,
        ("troops", "clansmen"),
    ),
    "tiny-big-wars": (tbw_from_dict, tiny_big_wars_document(), tbw_table.table_figures, ("round",)),
}


def _spoiled(document: dict, path: tuple[str, ...], value) -> dict:
    spoiled = copy.deepcopy(document)
    node = spoiled
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return spoiled


@pytest.mark.parametrize("name", FORMATS)
def test_a_saved_game_reads_back_equal(name):
    read, document, _table, _path = FORMATS[name]
    game = read(json.loads(json.dumps(document)))
    assert (
        read(
            json.loads(
                json.dumps(game.to_dict() if hasattr(game, "to_dict") else tbw_to_dict(game))
            )
        )
        == game
    )


@pytest.mark.parametrize("name", FORMATS)
@pytest.mark.parametrize(
    "value, said", [("two", "text"), (True, "true or false"), (2.5, "a number"), (None, "nothing")]
)
def test_a_number_of_another_type_is_refused_on_opening_naming_the_entry(name, value, said):
    read, document, _table, path = FORMATS[name]
    with pytest.raises(SaveDocumentError) as refused:
        read(_spoiled(document, path, value))
    assert " ".join(path) in refused.value.reason
    assert f"should be a whole number, not {said}" in refused.value.reason


def test_a_missing_entry_and_a_list_item_are_named_counting_from_one():
    read, document, _table, _path = FORMATS["runewars"]
    spoiled = copy.deepcopy(document)
    del spoiled["factions"][1]["player"]
    with pytest.raises(SaveDocumentError, match="the entry factions 2 has no 'player'"):
        read(spoiled)
    spoiled = _spoiled(document, ("setup", "options"), {"epic": 3})
    with pytest.raises(SaveDocumentError, match="setup options should be true or false"):
        read(spoiled)


@pytest.mark.parametrize("name", FORMATS)
@fuzz(120)
@given(data=st.data())
def test_a_damaged_save_that_opens_plays_on_without_a_type_error(name, data):
    """Whatever a damaged save holds, once it opens its values have their declared types:
    the table view reads every figure of it without a ``TypeError``."""
    read, document, table_figures, _path = FORMATS[name]
    try:
        game = read(data.draw(mutated(document)))
    except SaveDocumentError:
        return
    # A value of the right type the rules refuse may raise the rules' own error; the page
    # reports those. A TypeError is what a missing schema lets through: it fails here.
    with contextlib.suppress(KeyError, IndexError, ValueError, ZeroDivisionError):
        table_figures(game)
