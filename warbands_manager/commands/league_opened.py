"""The league reads that go through the services (SQLModel): a league the quick read of
``league standings`` does not answer (a server, a file to upgrade, a refusal to explain), and
the web site of ``league publish``."""

from __future__ import annotations

from warbands_manager.commands.common import EXIT_REFUSED, opened_database
from warbands_manager.commands.league import BadInput, check_week
from warbands_manager.rules.league.pairing import repeat_warnings, warning_text
from warbands_manager.services.league_games import LeagueGameService
from warbands_manager.services.league_publish import league_site
from warbands_manager.services.leagues import LeagueError, LeagueNotFound, LeagueService
from warbands_manager.store.league_reads import LeagueSheet


def sheet(args, source: str, results: bool, warnings: bool):
    """``league.sheet_from_database`` through the services."""
    with opened_database(args, create=False, read_only=True) as database:
        if database is None:
            raise BadInput("the database cannot be opened")
        try:
            leagues, games = LeagueService(database), LeagueGameService(database)
            league_id = leagues.find(source)
            detail = leagues.league(league_id)
            check_week(args.week, detail.settings.weeks)
            standings = games.standings(league_id, args.week)
            played = ([g for g in games.games(league_id) if g.stage == "league"]
                      if warnings else [])
            repeats = [f"week {played[i].week}: "
                       + warning_text(played[i].name_a, played[i].name_b)
                       for i in repeat_warnings([(g.player_a, g.player_b) for g in played])]
            week = [(g.name_a, g.name_b, g.outcome.value, g.scored.league_points_a,
                     g.scored.league_points_b, g.stage)
                    for g in games.week_games(league_id, standings.week)] if results else []
            return LeagueSheet(detail.name, detail.settings.organiser, detail.settings.weeks,
                               detail.tables, detail.tie_breakers, standings, repeats), week
        except (LeagueNotFound, LeagueError) as error:
            raise BadInput(str(error)) from error


def site(args):
    """The web site of the league ``args.source`` (``league publish``)."""
    with opened_database(args) as database:
        if database is None:
            return EXIT_REFUSED
        try:
            return league_site(database, LeagueService(database).find(args.source))
        except (LeagueError, LeagueNotFound) as error:
            raise BadInput(str(error)) from error
