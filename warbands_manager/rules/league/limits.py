"""Bounds on the numbers that size a league's work (so a hostile file cannot make the app work
forever). Not rule values: app limits far above any club's league, so a typo (a date typed in the
week column, ``--weeks 1000000``) is a clear refusal instead of minutes of work and a database of
hundreds of megabytes."""

MAX_WEEKS = 100          # an escalation league runs for weeks, not years
MAX_PLAYERS = 10_000     # the largest league the scaling tables measure (docs/performance.md)
MAX_RESULTS_BYTES = 64 * 1024 * 1024  # a 60,000-game results file is about 2 MB


def weeks_problem(weeks: int) -> str | None:
    """Why a league cannot last ``weeks`` weeks, or None."""
    if weeks > MAX_WEEKS:
        return f"a league lasts at most {MAX_WEEKS} weeks, not {weeks:,}"
    return None
