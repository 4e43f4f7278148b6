"""Bounds on the numbers that size a league's work (so a hostile file cannot make the app work
forever). Not rule values: app limits far above any club's league, so a typo (a date typed in the
week column, ``--weeks 1000000``) is a clear refusal instead of minutes of work and a database of
hundreds of megabytes."""

MAX_WEEKS = 100          # an escalation league runs for weeks, not years
MAX_PLAYERS = 10_000     # the largest league the scaling tables measure (docs/performance.md)
MAX_RESULTS_BYTES = 16 * 1024 * 1024  # a 60,000-game results file is about 2 MB
# What one results file (CSV or spreadsheet) may hold: the largest league above, with room.
# Each bound keeps a file the byte cap accepts within a few hundred megabytes of memory
# (benchmarks/input_memory.py); past one the file is refused, naming it and the limit.
MAX_GAMES = 200_000      # 10,000 players, 100 weeks, one game every other week each
MAX_COLUMNS = 64         # week, player_a, player_b, result and the club's own columns
MAX_EXTRA_CELLS = 1_000_000  # the club's own columns, counted over the whole file


def weeks_problem(weeks: int) -> str | None:
    """Why a league cannot last ``weeks`` weeks, or None."""
    if weeks > MAX_WEEKS:
        return f"a league lasts at most {MAX_WEEKS} weeks, not {weeks:,}"
    return None


def shown_number(text: str, longest: int = 12) -> str:
    """``text`` as typed, or its length when it is too long to show (a stuck key, a paste)."""
    return repr(text) if len(text) <= longest else f"a number of {len(text):,} digits"
