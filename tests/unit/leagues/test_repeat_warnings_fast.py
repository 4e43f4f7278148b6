"""The one-pass repeat check flags exactly the games the rule's reading flags: a game is a
third in a row when either player's previous two games were both against the other."""

import random

from warbands_manager.rules.league.pairing import repeat_warnings, third_in_a_row


def test_one_pass_equals_the_reading_on_random_leagues():
    rng = random.Random(21)
    for _ in range(400):
        players = rng.randint(2, 6)
        games = [tuple(rng.sample(range(players), 2)) for _ in range(rng.randint(0, 25))]
        expected = [i for i, (a, b) in enumerate(games) if third_in_a_row(games[:i], a, b)]
        assert repeat_warnings(games) == expected


def test_a_fourth_game_in_a_row_is_flagged_too():
    # The last game: player 1 played 3 in between, but 2's previous two were both against 1.
    assert repeat_warnings([(1, 2), (2, 1), (1, 2), (1, 2), (1, 3), (1, 2)]) == [2, 3, 5]
