"""Linking a league player's roster for a week (rosters are stored by the rosters feature).

The check runs when it is asked for, against the player's current size in that week, so a
roster linked early in the week is re-checked as the player's warband grows.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlmodel import select

from warbands_manager.rules.army_names import army_name
from warbands_manager.rules.league.weekly_roster import (
    WeeklyRosterCheck,
    check_weekly_roster,
    sizes_per_game,
)
from warbands_manager.services.league_conflicts import check_link
from warbands_manager.services.league_games import LeagueGameService
from warbands_manager.services.leagues import LeagueError, LeagueNotFound, LeagueService
from warbands_manager.services.rosters import RosterNotFound, RosterService
from warbands_manager.store.database import Database
from warbands_manager.store.tables import League, LeaguePlayer, LeagueRosterLink


@dataclass(frozen=True)
class SeenLink:
    """What an organiser saw linked for a player's week: an undo or redo carries it, and is
    refused if the link changed since (``roster_id`` None: no roster was linked)."""

    roster_id: int | None
    roster_name: str = ""


@dataclass(frozen=True)
class RosterLink:
    player_id: int
    week: int
    roster_id: int
    roster_name: str
    check: WeeklyRosterCheck | None  # None: the roster was deleted or cannot be read
    problem: str = ""


class LeagueRosterService:
    def __init__(self, database: Database) -> None:
        self._database = database
        self._rosters = RosterService(database)
        self._games = LeagueGameService(database)

    def seen_link(self, player_id: int, week: int) -> SeenLink:
        """What is linked for the player's week now (what a window shows)."""
        with self._database.reading() as session:
            row = _link_row(session, player_id, week)
            return _seen(row)

    def link(self, player_id: int, week: int, roster_id: int, seen: SeenLink | None = None
             ) -> tuple[int | None, RosterLink]:
        """Link (or replace) the player's roster for ``week``; returns the roster id it
        replaced (``None`` if there was none) and the checked link.

        Raises:
            LeagueError: the week is outside the league.
            RosterNotFound: no such roster.
            LeagueEditConflict: the week's link is no longer ``seen`` (another organiser
                linked or unlinked a roster since); nothing is changed.
        """
        summary = self._rosters.summary(roster_id)
        name = summary.name
        with self._database.transaction() as session:
            player = session.get(LeaguePlayer, player_id)
            if player is None:
                raise LeagueNotFound(f"no player with id {player_id}")
            weeks = session.get(League, player.league_id).weeks
            if not 1 <= week <= weeks:
                raise LeagueError(f"week {week} is not in the league (1-{weeks})",
                                  rule="league.week-range")
            row = _link_row(session, player_id, week)
            check_link(session, seen, _seen(row), player, week)
            previous = row.roster_id if row else None
            row = row or LeagueRosterLink(player_id=player_id, week=week, roster_id=roster_id)
            row.roster_id, row.roster_name = roster_id, name
            session.add(row)
            if not player.warband_type.strip():  # the scorecard's Warband Type, filled
                player.warband_type = army_name(summary.army)
                session.add(player)
            league_id = player.league_id
        return previous, self._checked(league_id, player_id, week, roster_id, name)

    def unlink(self, player_id: int, week: int, seen: SeenLink | None = None) -> int | None:
        """Remove the link; returns the roster id it pointed to.

        Raises:
            LeagueEditConflict: the week's link is no longer ``seen``; nothing is changed.
        """
        with self._database.transaction() as session:
            row = _link_row(session, player_id, week)
            if seen is not None:
                player = session.get(LeaguePlayer, player_id)
                if player is None:
                    raise LeagueNotFound(f"no player with id {player_id}")
                check_link(session, seen, _seen(row), player, week)
            if row is None:
                return None
            session.delete(row)
            return row.roster_id

    def links(self, league_id: int) -> list[RosterLink]:
        """Every link of the league's players, each checked against that week's size."""
        with self._database.transaction() as session:
            rows = session.exec(
                select(LeagueRosterLink).join(LeaguePlayer,
                                              LeaguePlayer.id == LeagueRosterLink.player_id)
                .where(LeaguePlayer.league_id == league_id)
                .order_by(LeagueRosterLink.player_id, LeagueRosterLink.week)).all()
            found = [(r.player_id, r.week, r.roster_id, r.roster_name) for r in rows]
        sizes: dict[int, dict[int, int]] = {}
        return [self._checked(league_id, *values, sizes=sizes) for values in found]

    def _checked(self, league_id: int, player_id: int, week: int, roster_id: int,
                 name: str, sizes: dict[int, dict[int, int]] | None = None) -> RosterLink:
        try:
            roster = self._rosters.load(roster_id)
        except (RosterNotFound, ValueError) as error:
            return RosterLink(player_id, week, roster_id, name, None,
                              f"roster cannot be read ({error})")
        sizes = {} if sizes is None else sizes
        if week not in sizes:  # one standings per week, however many links
            sizes[week] = {r.player.id: r.warband_size
                           for r in self._games.standings(league_id, week).rows}
        allowed = sizes[week][player_id]
        return RosterLink(player_id, week, roster_id, name, check_weekly_roster(
            roster, week, allowed, self._game_sizes(league_id, player_id, week)))

    def _game_sizes(self, league_id: int, player_id: int, week: int):
        """The player's size at each of his league games of ``week``, in game order."""
        played: list[tuple[str, int]] = []
        for game in self._games.week_games(league_id, week):
            if game.stage != "league" or player_id not in (game.player_a, game.player_b):
                continue
            is_a = game.player_a == player_id
            opponent = game.name_b if is_a else game.name_a
            bonus = game.scored.size_added_a if is_a else game.scored.size_added_b
            played.append((f"game {len(played) + 1} (v {opponent})", bonus))
        if not played:
            return ()
        tables = LeagueService(self._database).league(league_id).tables
        return sizes_per_game(tables, week, played)


def _seen(row: LeagueRosterLink | None) -> SeenLink:
    return SeenLink(None) if row is None else SeenLink(row.roster_id, row.roster_name)


def _link_row(session, player_id: int, week: int) -> LeagueRosterLink | None:
    return session.exec(select(LeagueRosterLink).where(
        LeagueRosterLink.player_id == player_id, LeagueRosterLink.week == week)).first()
