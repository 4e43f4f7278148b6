import pytest

from warbands_manager.companions.banner_saga.rank import (
    banner_rank,
    clan_strength,
    disorder_level,
    usable_group_willpower,
)


@pytest.mark.parametrize("strength, rank", [
    (-6, "disorder"), (-1, "disorder"), (0, "bronze"), (4, "bronze"), (5, "silver"),
    (9, "silver"), (10, "gold"), (15, "gold"),
])
def test_banner_rank_bands(strength, rank):
    assert banner_rank(strength) == rank


@pytest.mark.parametrize("strength, level", [(1, 0), (0, 0), (-1, 1), (-5, 5), (-6, 5)])
def test_disorder_level(strength, level):
    assert disorder_level(strength) == level


def test_clan_strength_adds_morale_tents_training_and_warleaders(game):
    # Morale 0 + Warband 2 tents + Training 1
    assert clan_strength(game) == 3
    game.roles["thane"].followers.append("warleader")
    assert clan_strength(game) == 4
    assert clan_strength(game, penalty=5) == -1


def test_disorder_takes_group_willpower(game):
    game.clan.group_willpower = 4
    game.clan.morale = -5  # strength -2
    assert usable_group_willpower(game) == 2
    game.clan.no_willpower = True
    assert usable_group_willpower(game) == 0
