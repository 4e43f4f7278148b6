"""The errors a league action reports on the page's message line instead of as a crash.

The page and its actions both catch these; they live below both so neither imports the other
for them.
"""

from __future__ import annotations

from warbands_manager.rules.datafile import DataFileError
from warbands_manager.rules.league.results_csv import ResultsFileError
from warbands_manager.services.leagues import LeagueError, LeagueNotFound

ACTION_ERRORS = (LeagueError, LeagueNotFound, ResultsFileError, DataFileError, ValueError,
                 OSError)
