"""Unit and warband points (roster-format.md "Arithmetic") summed without generators (issue
21) are the figures of the plain formula, to the last bit and of the same type."""

from hypothesis import given
from hypothesis import strategies as st

from tests.unit.readers.fuzz_helpers import fuzz
from warbands_manager.rules.roster import Roster, Unit, Upgrade

NUMBERS = st.integers(0, 1000) | st.floats(0, 1000) | st.sampled_from([0.1, 0.2, 7.5, -0.0])
UPGRADES = st.lists(st.builds(Upgrade, name=st.just("x"), points=NUMBERS, kind=st.just("other"),
                              count=st.integers(1, 5)), max_size=4)
UNITS = st.lists(st.builds(Unit, name=st.just("u"), category=st.just("core"),
                           models=st.integers(1, 50), points_per_model=NUMBERS,
                           upgrades=UPGRADES), max_size=6)


@fuzz(300)
@given(UNITS)
def test_points_are_the_plain_formulas_figures(units):
    roster = Roster(name="r", army="other", units=units)
    for unit in units:
        plain = unit.models * unit.points_per_model + sum(u.points * u.count
                                                          for u in unit.upgrades)
        assert repr(unit.points) == repr(plain)
    total = sum(unit.models * unit.points_per_model + sum(u.points * u.count
                                                          for u in unit.upgrades)
                for unit in units)
    assert repr(roster.total_points) == repr(total)
