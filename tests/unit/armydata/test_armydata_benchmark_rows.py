"""``benchmarks/run``'s army-data row: the whole call beside ``python -c pass`` (figures made
up: no timing is asserted)."""

from benchmarks.armydata_bench import budget_row
from benchmarks.common import Timing


def test_the_row_names_the_budget_and_the_reference_measured_beside_it():
    row = budget_row({"import": Timing(1200, 1100, 7), "python": Timing(15, 12, 7),
                      "catalogues": 18})
    assert row[0] == "import-bsdata, all 18 catalogues in one call (whole process)"
    assert row[1] == "≤ 1,500 ms" and "`python -c pass` 15.0 ms" in row[2]
    assert row[3:] == ("0.80 of the limit", "yes", "yes")
    over = budget_row({"import": Timing(1600, 1400, 7), "python": Timing(15, 12, 7),
                       "catalogues": 18})
    assert over[4:] == ("**no**", "yes")


def test_without_the_files_the_row_says_so():
    assert "not measured" in budget_row(None)[2]
