"""History statistics, the demo game, and a pad-only game from an imported end state."""

from warbands_manager.companions.against_the_darkness.demo import demo_game
from warbands_manager.companions.against_the_darkness.endstate import (
    end_players,
    game_from_end_state,
)
from warbands_manager.companions.against_the_darkness.model import history_stats, result_record
from warbands_manager.companions.against_the_darkness.scoring import EndPlayer, score_game


def test_history_stats(rules):
    first = result_record(score_game([EndPlayer("A", enemy_cards=[4]),
                                      EndPlayer("B", enemy_cards=[2])], rules))
    second = result_record(score_game([EndPlayer("A", enemy_cards=[2]),
                                       EndPlayer("B", enemy_cards=[2, 2])], rules))
    stats = {row["name"]: row for row in history_stats([first, second])}
    assert stats["A"] == {"name": "A", "games": 2, "wins": 1, "vp": 6, "best": 4, "cards": 2,
                          "average": 3.0}
    assert stats["B"]["wins"] == 1 and stats["B"]["best"] == 4


def test_demo_game_follows_the_rules(rules):
    game = demo_game(rules)
    assert game.round_number == 2 and game.actions_taken == 2
    assert game.roster.heroes == {"blue": 1}
    for player in game.players:  # every one of the 20 cubes is somewhere
        on_board = game.roster.owner_total(player.colour) + game.roster.heroes.get(
            player.colour, 0)
        assert (player.reserve + player.track_cubes + player.scout_total + player.medica
                + on_board) == 20


def test_game_from_end_state_keeps_the_pad(rules):
    players = [EndPlayer("A", race="elves", enemy_cards=[3]), EndPlayer("B", race="orcs")]
    game = game_from_end_state(players)
    assert game.finished and game.players[0].race == "elves"
    assert game.players[1].race != "elves"
    assert [p.enemy_cards for p in end_players(game)] == [[3], []]


def test_imported_seats_get_distinct_races_and_colour_names():
    game = game_from_end_state([EndPlayer("Red", race="elves"), EndPlayer("Blue", race="elves"),
                                EndPlayer("Ann")])
    assert len({p.race for p in game.players}) == 3
    assert [p.colour for p in game.players][:2] == ["red", "blue"]
    assert game.players[2].colour not in ("red", "blue")
