"""Banner Saga games and missions stored as JSON documents through the save service."""

import json

from warbands_manager.companions.banner_saga import journey
from warbands_manager.companions.banner_saga.mission import Mission, sample_mission
from warbands_manager.companions.banner_saga.model import GAME, GAME_KIND, MISSION_KIND, apply
from warbands_manager.companions.banner_saga.setup import new_game
from warbands_manager.companions.banner_saga.state import GameState
from warbands_manager.services.companion_saves import CompanionSaveService


def test_game_and_mission_survive_the_database(database):
    saves = CompanionSaveService(database)
    mission = sample_mission()
    mission_id = saves.create(GAME.game_id, mission.name, mission.to_dict(), kind=MISSION_KIND)
    game = apply(new_game(mission, "three", items=True), journey.begin_journey)
    game_id = saves.create(GAME.game_id, "Friday", game.to_dict(), kind=GAME_KIND)
    assert Mission.from_dict(saves.load(mission_id)) == mission
    loaded = GameState.from_dict(saves.load(game_id))
    assert loaded == game
    assert [s.name for s in saves.list(GAME.game_id, GAME_KIND)] == ["Friday"]
    assert [s.name for s in saves.list(GAME.game_id, MISSION_KIND)] == [mission.name]
    json.dumps(saves.load(game_id))  # plain JSON all the way down
