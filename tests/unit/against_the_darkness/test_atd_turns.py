"""Set-up and the turn: countdown, starting position, upgrade, Tax, Scout, heal, next turn."""

import pytest
from atd_games import make_game

from warbands_manager.companions.against_the_darkness.rulesdata import load_races
from warbands_manager.companions.against_the_darkness.state import Game
from warbands_manager.companions.against_the_darkness.turns import (
    RuleBroken,
    Seat,
    end_turn,
    heal,
    new_game,
    redress_gold,
    scout,
    scout_cost,
    tax,
    upgrade,
)


@pytest.mark.parametrize(("players", "countdown"), [(2, 8), (3, 7), (4, 6), (5, 5)])
def test_countdown_by_player_count(players, countdown):
    game = make_game(players)
    assert (game.countdown, game.start_countdown, game.round_number) == (countdown, countdown, 1)


@pytest.mark.parametrize("players", [1, 6])
def test_two_to_five_players(players, rules):
    seats = [Seat(f"P{i}", race, f"c{i}") for i, race in
             enumerate(["elves", "dwarves", "giants", "rockmen", "wolfaen", "rodentia"][:players])]
    with pytest.raises(RuleBroken, match="2–5 players"):
        new_game(seats, "standard", rules)


def test_duplicate_race_colour_and_unknown_deck_are_refused(rules):
    with pytest.raises(RuleBroken, match="race"):
        new_game([Seat("A", "elves", "red"), Seat("B", "elves", "blue")], "standard", rules)
    with pytest.raises(RuleBroken, match="colour"):
        new_game([Seat("A", "elves", "red"), Seat("B", "giants", "red")], "standard", rules)
    with pytest.raises(RuleBroken, match="Redress"):
        new_game([Seat("A", "elves", "red"), Seat("B", "giants", "blue")], "nasty", rules)


def test_starting_position():
    game = make_game(5)
    realms = ["kholdrum", "shenaru", "ela-vethera", "lorendale", "zhoni"]
    for seat, player in enumerate(game.players):
        assert player.gold == 3 and player.reserve == 7 and player.track_cubes == 12
        assert player.scouts == {r: int(r == realms[seat]) for r in realms}
        assert player.reserve + player.track_cubes + player.scout_total == 20
    assert game.roster.units["infantry"] == {"mercenary": 2}
    assert game.roster.captains["archery"] == "mercenary"
    assert game.battlefields["the-branches"].card is None
    assert game.battlefields["thrells-gap"].card.vp == 2


def test_ten_races_with_ability_text():
    races = load_races()
    assert len(races) == 10
    assert "two cards, keep one" in races["dragonfolk"].ability


def test_one_upgrade_first_then_three_actions(game, rules):
    with pytest.raises(RuleBroken, match="upgrade"):
        tax(game, rules)
    upgrade(game, "tax")
    assert game.players[0].ranks["tax"] == 2 and game.players[0].reserve == 8
    with pytest.raises(RuleBroken, match="one upgrade"):
        upgrade(game, "train")
    for _ in range(3):
        tax(game, rules)
    with pytest.raises(RuleBroken, match="three actions"):
        tax(game, rules)
    end_turn(game)
    assert game.current == 1 and not game.upgraded


def test_end_turn_needs_exactly_three_actions(game, rules):
    upgrade(game, "tax")
    tax(game, rules)
    with pytest.raises(RuleBroken, match="exactly three"):
        end_turn(game)


def test_rank_four_is_the_top(game):
    game.players[0].ranks["fight"] = 4
    with pytest.raises(RuleBroken, match="Rank 4"):
        upgrade(game, "fight")


def play_round(game, rules):
    for _ in game.players:
        upgrade(game, next(a for a, r in game.current_player.ranks.items() if r < 4))
        for _ in range(3):
            tax(game, rules)
        end_turn(game)


def test_rounds_count_down_and_the_game_ends_after_space_one(rules):
    game = make_game(5)
    for expected in (4, 3, 2, 1):
        play_round(game, rules)
        assert game.countdown == expected and not game.finished
    play_round(game, rules)
    assert game.finished and game.countdown == 1
    with pytest.raises(RuleBroken, match="over"):
        upgrade(game, "tax")


@pytest.mark.parametrize(("rank", "race", "gold"), [
    (1, "elves", 2), (2, "elves", 3), (3, "elves", 5), (4, "elves", 8), (1, "halflings", 3),
    (4, "halflings", 9),
])
def test_tax_by_rank(rank, race, gold, rules):
    game = make_game(2, races=[race, "giants"])
    game.players[0].ranks["tax"] = rank
    game.upgraded = True
    assert tax(game, rules) == gold and game.players[0].gold == 3 + gold


@pytest.mark.parametrize(("rank", "scouts", "countdown", "race", "cost"), [
    (1, 1, 5, "giants", 5), (2, 1, 5, "giants", 4), (2, 2, 5, "giants", 9),
    (3, 1, 5, "giants", 3), (3, 2, 5, "giants", 7), (3, 3, 5, "giants", 12),
    (4, 1, 5, "giants", 2), (4, 2, 5, "giants", 5), (4, 3, 5, "giants", 9),
    (4, 4, 5, "giants", 14),
    (4, 3, 3, "giants", 9),   # third-last round: no surcharge
    (4, 3, 2, "giants", 10),  # second-last round: +1 (the rulebook's example)
    (4, 3, 1, "giants", 12),  # final round: +3
    (1, 1, 5, "elves", 3), (1, 1, 1, "elves", 6), (4, 1, 5, "elves", 0),
])
def test_scout_cost(rank, scouts, countdown, race, cost, rules):
    assert scout_cost(rank, scouts, countdown, race, rules) == cost


@pytest.mark.parametrize(("rank", "scouts"), [(1, 2), (2, 3), (4, 5), (1, 0)])
def test_scouts_per_action_limited_by_rank(rank, scouts, rules):
    with pytest.raises(RuleBroken):
        scout_cost(rank, scouts, 5, "giants", rules)


def test_scout_action(game, rules):
    upgrade(game, "scout")
    game.players[0].gold = 9
    assert scout(game, ["zhoni", "shenaru"], rules) == 7  # 9 − 2 for the Elves
    player = game.players[0]
    assert player.gold == 2 and player.scouts["zhoni"] == 1 and player.reserve == 6


def test_one_scout_per_realm_per_action_and_gold_and_reserve(game, rules):
    upgrade(game, "scout")
    game.players[0].gold = 20
    with pytest.raises(RuleBroken, match="single Scout action"):
        scout(game, ["zhoni", "zhoni"], rules)
    game.players[0].gold = 3  # elves: 4 − 2 = 2 for one scout at Rank 2
    assert scout(game, ["zhoni"], rules) == 2
    game.players[0].gold = 1
    with pytest.raises(RuleBroken, match="gold"):
        scout(game, ["zhoni"], rules)
    game.players[0].gold, game.players[0].reserve = 20, 1
    with pytest.raises(RuleBroken, match="reserve"):
        scout(game, ["zhoni", "kholdrum"], rules)


def test_heal_two_gold_a_unit_on_own_turn(game, rules):
    game.players[0].medica, game.players[0].gold = 2, 4
    heal(game, "red", 2, rules)
    assert (game.players[0].medica, game.players[0].reserve, game.players[0].gold) == (0, 9, 0)
    game.players[1].medica, game.players[1].gold = 1, 5
    with pytest.raises(RuleBroken, match="own turn"):
        heal(game, "yellow", 1, rules)
    game.players[0].medica, game.players[0].gold = 1, 1
    with pytest.raises(RuleBroken, match="gold"):
        heal(game, "red", 1, rules)


def test_redress_for_gold(game):
    with pytest.raises(RuleBroken, match="no Redress"):
        redress_gold(game, "red")
    game.players[0].redress = 1
    redress_gold(game, "red")
    assert game.players[0].gold == 4 and game.players[0].redress == 0


def test_save_round_trip(game):
    game.players[0].enemy_cards.append(game.battlefields["thrells-gap"].card)
    game.roster.heroes["red"] = 1
    again = Game.from_dict(game.to_dict())
    assert again == game
    with pytest.raises(ValueError):
        Game.from_dict({"format": "other"})


def test_data_file_errors_name_file_and_key(tmp_path):
    from warbands_manager.companions.against_the_darkness.rulesdata import load_rules
    from warbands_manager.paths import data_file
    from warbands_manager.rules.datafile import DataFileError

    text = data_file("against-the-darkness", "rules.toml").read_text()
    broken = tmp_path / "rules.toml"
    broken.write_text(text.replace('3 = { value = 7, provenance = "rulebook" }',
                                   '3 = { value = 7, provenance = "guess" }'))
    with pytest.raises(DataFileError, match=r"rules\.toml: countdown\.3: provenance"):
        load_rules(broken)
    races = tmp_path / "races.toml"
    races.write_text('[count]\nraces = { value = 1, provenance = "rulebook" }\n'
                     '[races.elves]\nname = "Elves"\n')
    with pytest.raises(DataFileError, match=r"races\.elves\.ability"):
        load_races(races)
