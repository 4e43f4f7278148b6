"""What the published site of a league in the database shows (``publish/site.py`` makes the
pages): standings, games, linked rosters with their checks, and the coming week's pairings."""

from __future__ import annotations

from warbands_manager.publish.site import SiteData, SiteGame, SitePairings, SiteRoster
from warbands_manager.rules.army_names import army_name
from warbands_manager.rules.roster import format_points
from warbands_manager.services.league_games import LeagueGameService
from warbands_manager.services.league_nights import LeagueNightService
from warbands_manager.services.league_rosters import LeagueRosterService
from warbands_manager.services.leagues import LeagueService
from warbands_manager.services.rosters import RosterNotFound, RosterService
from warbands_manager.store.database import Database


def league_site(database: Database, league_id: int) -> SiteData:
    detail = LeagueService(database).league(league_id)
    games_service = LeagueGameService(database)
    standings = games_service.standings(league_id)
    games = tuple(SiteGame(g.week, g.player_a, g.player_b, g.outcome.value,
                           g.scored.league_points_a, g.scored.league_points_b, g.stage)
                  for g in games_service.games(league_id))
    saved = RosterService(database)
    rosters = tuple(_roster(link, saved) for link in LeagueRosterService(database).links(league_id))
    return SiteData(detail.name, detail.settings.organiser, detail.settings.weeks, standings,
                    games, rosters, _coming_pairings(database, league_id, standings.week))


def _roster(link, saved: RosterService) -> SiteRoster:
    if link.check is None:
        return SiteRoster(link.player_id, link.week, link.roster_name, "", None,
                          link.problem or "the roster is missing")
    check = link.check
    try:
        roster = saved.load(link.roster_id)
    except (RosterNotFound, ValueError):  # deleted since it was checked: show the check only
        roster = None
    units = tuple((u.name, u.category, u.models, format_points(u.points))
                  for u in (roster.units if roster else ()))
    return SiteRoster(link.player_id, link.week, link.roster_name,
                      format_points(check.roster_points), check.legal, check.summary(),
                      tuple(check.messages()), army_name(roster.army) if roster else "", units)


def _coming_pairings(database: Database, league_id: int, week: int) -> SitePairings | None:
    """The organiser's latest kept pairing, if it is for this week or later."""
    plan = LeagueNightService(database).record(league_id).latest()
    if plan is None or plan.week < week:
        return None
    return SitePairings(plan.week, plan.pairs, plan.byes, plan.notes)
