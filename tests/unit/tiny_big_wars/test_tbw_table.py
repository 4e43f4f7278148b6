"""The table view's figures: round, whose turn and phase, population toward the win."""

from warbands_manager.companions.tiny_big_wars.table import table_figures


def test_round_turn_and_population(game):
    figures = table_figures(game)
    assert figures.when == "Round 1"
    assert figures.turn == f"{game.players[0].name}'s turn — collect resources"
    first = figures.figures[0]
    assert first.value.endswith("population") and first.highlight
    assert "gold" in first.note and "food" in first.note
    assert "Population 9 wins" in figures.footer
    assert table_figures(None).when == "No game open"
