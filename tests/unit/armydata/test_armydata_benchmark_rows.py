"""``benchmarks/run``'s army-data rows: the 15-file call beside ``python -c pass`` and the
largest catalogue beside ElementTree's parse (figures made up: no timing is asserted)."""

from benchmarks.armydata_bench import budget_rows
from benchmarks.common import Timing


def test_rows_name_the_budget_and_the_reference_measured_beside_it():
    figures = {"import": Timing(1200, 1400, 7), "split": Timing(900, 650, 7),
               "no_worker": Timing(1700, 1500, 7), "python": Timing(15, 12, 7),
               "largest": Timing(90, 80, 15), "parse": Timing(70, 60, 15)}
    whole, largest = budget_rows({"armydata": figures})
    assert whole[0] == "import-bsdata, the 15 files of more/ in one call (whole process)"
    assert "`python -c pass` 15.0 ms" in whole[2] and "without the worker 1,700.0 ms" in whole[2]
    assert whole[4:] == ("yes", "yes")  # judged by the command's own CPU, not the sum
    assert largest[1] == "≤ 150 ms" and "ElementTree parse alone 70.0 ms" in largest[2]


def test_without_the_files_the_row_says_so():
    (row,) = budget_rows({"armydata": None})
    assert "not measured" in row[2]
