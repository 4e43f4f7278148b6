"""Army rules recognise both editions' names for the same models."""

import pytest
from rosters_factory import error_rules, hero, large_base, roster, small_base, unit, up

from warbands_manager.rules.edition_names import edition_names


def test_a_7th_edition_wight_king_commands_vampire_counts_and_sylvania():
    for army in ("vampire-counts", "army-of-sylvania"):
        built = roster(army, [unit("Skeleton Warriors"), unit("Zombie Horde"),
                              hero("Wight King", 65, commander=True)])
        assert error_rules(built) == [], army


def test_a_wraith_that_is_no_wight_is_still_refused():
    built = roster("vampire-counts", [unit("Skeleton Warriors"), unit("Zombie Horde"),
                                      hero("King of Bats", 65, commander=True)])
    assert error_rules(built) == ["vampire-counts.commander"]


def mortar_team(models):
    return unit("Clanrats C", models=models, ppm=1, book_min=20,
                upgrades=[up("Poisoned Wind Mortar", 30, "other")])


def test_a_poisoned_wind_mortar_needs_10_clanrats_not_20():
    assert error_rules(roster("skaven", [*large_base("Clanrats", "Clanrats B"),
                                         mortar_team(10)])) == []
    assert error_rules(roster("skaven", [*large_base("Clanrats", "Clanrats B"),
                                         mortar_team(9)])) == ["options.below-book-minimum"]


def test_a_poisoned_wind_mortar_is_a_war_machine_like_the_other_weapon_teams():
    assert error_rules(roster("skaven", [*small_base("Clanrats", "Clanrats B"),
                                         mortar_team(10)])) == ["small.no-war-machines"]


def test_the_7th_edition_catalogues_misspelt_cannon_is_the_warp_lightning_cannon():
    cannon = unit("Warp Lighning Cannon", "rare", models=1, ppm=50, base="50x50")
    assert error_rules(roster("skaven", [*small_base("Clanrats", "Clanrats B"), cannon])) == [
        "small.no-rare", "small.no-war-machines"]


@pytest.mark.parametrize(("name", "bulls"), [("Ogres", True), ("Ogre Bulls", True),
                                             ("Ogre Ironguts", False)])
def test_8th_edition_ogres_are_bulls_as_a_whole_name_only(name, bulls):
    built = roster("ogre-kingdoms", [unit(name, models=2, ppm=20, base="40x40",
                                          upgrades=[up("Crusher", 5, "champion")],
                                          commander=True),
                                     unit("Gnoblars", models=10, ppm=2)])
    assert ("ogre-kingdoms.bulls-required" in error_rules(built)) is not bulls


def test_edition_names_add_only_the_names_of_that_army():
    assert edition_names("vampire-counts", ("Wight Lord",)) == ("Wight Lord", "Wight King")
    assert edition_names("dwarfs", ("Wight Lord",)) == ("Wight Lord",)
    assert edition_names("ogre-kingdoms", ("Bull",)) == ("Bull", "=Ogres")
