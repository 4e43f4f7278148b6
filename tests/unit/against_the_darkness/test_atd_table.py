"""The table view's figures: round, whose turn, public counts; Enemy card VP stays hidden."""

from atd_games import make_game

from warbands_manager.companions.against_the_darkness.state import EnemyCard
from warbands_manager.companions.against_the_darkness.table import table_figures


def test_no_game_says_so():
    assert table_figures(None).when == "No game open"


def test_cards_won_are_counted_but_their_vp_never_shown():
    game = make_game(3)
    game.players[0].enemy_cards.append(EnemyCard(4, "infantry", "infantry"))
    figures = table_figures(game)
    assert figures.when == "Round 1 of 7"
    assert figures.turn == "P1's turn — upgrade one action"
    assert [f.highlight for f in figures.figures] == [True, False, False]
    assert "1 Enemy cards" in figures.figures[0].note
    assert "VP" not in " ".join(f.note + f.value for f in figures.figures)
    game.upgraded, game.actions_taken = True, 3
    assert table_figures(game).turn == "P1's turn — three actions taken: end the turn"


def test_at_the_end_of_the_war_the_table_sees_the_result():
    game = make_game(2)
    game.players[0].enemy_cards.append(EnemyCard(4, "infantry", "infantry"))
    game.finished = True
    figures = table_figures(game)
    assert figures.when == "The war is over"
    assert figures.turn.startswith("Winner: P1")
    assert [f.label for f in figures.figures] == ["P1", "P2"]
    first = figures.figures[0]
    assert first.highlight and first.value.endswith("VP") and "place 1" in first.note
    assert "gold" not in first.value  # the result, not the purse
