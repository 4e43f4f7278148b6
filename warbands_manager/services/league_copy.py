"""Copying a league between databases: a local SQLite file ↔ the club's server.

Everything of the league moves: settings and its copy of the tables, players, every game with
the values it was scored with, the history (when, what, who — with the game snapshots in it),
the weekly roster links and the rosters they point at. Row ids are the target's own (a server
hands out ids for every organiser), so ids are mapped, also inside the history's snapshots.
Row versions start afresh in the target. One transaction: all of it lands, or nothing.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from sqlmodel import select

from warbands_manager.rules.league.nights import NightRecord
from warbands_manager.services.leagues import LeagueError, _league_row, _require_unique_name
from warbands_manager.store.database import Database
from warbands_manager.store.roster_tables import RosterRecord
from warbands_manager.store.tables import (
    League,
    LeagueEvent,
    LeagueGame,
    LeaguePlayer,
    LeagueRosterLink,
)

_FRESH = ("id", "version")


@dataclass(frozen=True)
class CopyReport:
    league_id: int
    players: int
    games: int
    events: int
    rosters: int


@dataclass
class _LeagueRows:
    league: dict
    players: list[dict]
    games: list[dict]
    events: list[dict]
    links: list[dict]
    rosters: dict[int, dict]


def copy_league(source: Database, target: Database, league_id: int,
                new_name: str | None = None) -> CopyReport:
    """Copy the league ``league_id`` of ``source`` into ``target`` (optionally renamed).

    Raises:
        LeagueError: ``target`` already has a league of that name.
    """
    rows = _read(source, league_id)
    if new_name:
        rows.league["name"] = new_name.strip()
    return _write(target, rows)


def _dump(row) -> dict:
    return row.model_dump()


def _read(database: Database, league_id: int) -> _LeagueRows:
    with database.transaction() as session:
        league = _dump(_league_row(session, league_id))
        players = [_dump(r) for r in session.exec(select(LeaguePlayer).where(
            LeaguePlayer.league_id == league_id).order_by(LeaguePlayer.id))]
        games = [_dump(r) for r in session.exec(select(LeagueGame).where(
            LeagueGame.league_id == league_id).order_by(LeagueGame.id))]
        events = [_dump(r) for r in session.exec(select(LeagueEvent).where(
            LeagueEvent.league_id == league_id).order_by(LeagueEvent.id))]
        player_ids = [p["id"] for p in players]
        links = [_dump(r) for r in session.exec(select(LeagueRosterLink).where(
            LeagueRosterLink.player_id.in_(player_ids)).order_by(LeagueRosterLink.id))]
        roster_ids = {link["roster_id"] for link in links}
        rosters = {r.id: _dump(r) for r in session.exec(select(RosterRecord).where(
            RosterRecord.id.in_(roster_ids)))}
    return _LeagueRows(league, players, games, events, links, rosters)


def _fresh(values: dict, **changes) -> dict:
    return {**{k: v for k, v in values.items() if k not in _FRESH}, **changes}


def _write(database: Database, rows: _LeagueRows) -> CopyReport:
    with database.transaction() as session:
        _require_unique_name(session, rows.league["name"])
        league = League(**_fresh(rows.league))
        session.add(league)
        session.flush()
        players = _insert_all(session, LeaguePlayer, rows.players,
                              lambda p: _fresh(p, league_id=league.id))
        games = _insert_all(session, LeagueGame, rows.games, lambda g: _fresh(
            g, league_id=league.id, player_a_id=players[g["player_a_id"]],
            player_b_id=players[g["player_b_id"]]))
        rosters = _insert_all(session, RosterRecord, list(rows.rosters.values()), _fresh)
        ids = _IdMap(league.id, players, games)
        for event in rows.events:
            session.add(LeagueEvent(**_fresh(event, league_id=league.id,
                                             document=ids.document(event["document"]))))
        for link in rows.links:
            session.add(LeagueRosterLink(**_fresh(
                link, player_id=players[link["player_id"]],
                roster_id=rosters.get(link["roster_id"], link["roster_id"]))))
        return CopyReport(league.id, len(players), len(games), len(rows.events), len(rosters))


def _insert_all(session, table, rows: list[dict], values) -> dict[int, int]:
    """Insert ``rows`` into ``table``; returns {old id: new id}."""
    created = [(row["id"], table(**values(row))) for row in rows]
    session.add_all([new for _, new in created])
    session.flush()
    return {old: new.id for old, new in created}


@dataclass
class _IdMap:
    league_id: int
    players: dict[int, int]
    games: dict[int, int]

    def document(self, text: str) -> str:
        """A history entry's game snapshot with the target's ids (other documents as they are)."""
        try:
            values = json.loads(text) if text else None
        except ValueError:
            return text
        if isinstance(values, dict) and set(values) == {"weeks", "fixed"}:  # a game-night record
            record = NightRecord.from_document(values).renumbered(self.players)
            return json.dumps(record.to_document())
        if not isinstance(values, dict) or "league_id" not in values:
            return text
        values["league_id"] = self.league_id
        for key in ("player_a_id", "player_b_id"):
            if key in values:
                values[key] = self.players.get(values[key], values[key])
        if "id" in values:
            # A game deleted before the copy has no row to map to: keep no dangling id.
            values["id"] = self.games.get(values["id"])
        return json.dumps(values)


__all__ = ["CopyReport", "LeagueError", "copy_league"]
