"""Telling an organiser what someone else changed (several organisers, one league).

Each edit may say what the organiser saw when they started it (the league detail, the player's
details, the game row, each with its row version). If the record changed since, nothing is
saved and :class:`LeagueEditConflict` names each difference and who made the latest change;
the caller refreshes and the organiser decides again. Races inside the same instant are caught
by the row version itself (``Database.transaction`` raises the same kind of error).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import date
from typing import TYPE_CHECKING

from sqlmodel import col, select

from warbands_manager.services.conflict_text import (
    differences,
    edit_conflict,
    latest_change_text,
)
from warbands_manager.store.errors import EditConflict
from warbands_manager.store.tables import LeagueEvent, LeagueGame, LeaguePlayer

if TYPE_CHECKING:
    from sqlmodel import Session

    from warbands_manager.services.league_games import GameView
    from warbands_manager.services.league_rosters import SeenLink
    from warbands_manager.services.leagues import LeagueDetail, PlayerData


class LeagueEditConflict(EditConflict):
    """Another organiser changed this league record since it was read; nothing was saved."""


def _differences(pairs: Sequence[tuple[str, object, object]]) -> list[str]:
    return differences(pairs, _show)


def _show(value: object) -> str:
    if value is None or value == "":
        return "—"
    if isinstance(value, date):
        return value.isoformat()
    return str(value)


def last_change(session: Session, league_id: int) -> str:
    """"Latest change in the league: by NAME at TIME (summary)." ("" if unknown)."""
    row = session.exec(select(LeagueEvent).where(LeagueEvent.league_id == league_id)
                       .order_by(col(LeagueEvent.id).desc())).first()
    if row is None:
        return ""
    return latest_change_text("league", row.who, row.at, row.summary)


def raise_conflict(session: Session, league_id: int, what: str, changes: list[str]) -> None:
    raise edit_conflict(LeagueEditConflict, what, changes, last_change(session, league_id))


def check_league(session: Session, seen: LeagueDetail | None,
                 now: LeagueDetail | None) -> None:
    """``seen`` and ``now`` are ``LeagueDetail``s; raise if the league row moved on."""
    if seen is None or now is None or seen.version == now.version:
        return
    pairs = [("name", seen.settings.name, now.settings.name),
             ("organiser", seen.settings.organiser, now.settings.organiser),
             ("start date", seen.settings.start_date, now.settings.start_date),
             ("weeks", seen.settings.weeks, now.settings.weeks),
             ("tie-breakers", ", ".join(seen.tie_breakers), ", ".join(now.tie_breakers))]
    changes = _differences(pairs)
    if _tables(seen) != _tables(now):
        changes.append("league tables: edited")
    raise_conflict(session, now.id, f"The league “{now.name}”", changes)


def _tables(detail: LeagueDetail) -> str:
    return json.dumps(detail.tables.to_document(), sort_keys=True)


def check_player(session: Session, seen: PlayerData | None, row: LeaguePlayer) -> None:
    """``seen`` is the ``PlayerData`` the organiser started from; ``row`` the player now."""
    if seen is None:
        return
    pairs = [("name", seen.name, row.name), ("warband", seen.warband_name, row.warband_name),
             ("warband type", seen.warband_type, row.warband_type), ("club", seen.club, row.club)]
    changes = _differences(pairs)
    if changes:
        raise_conflict(session, row.league_id, f"The player {seen.name}", changes)


def check_game(session: Session, seen: GameView | None, row: LeagueGame,
               detail: LeagueDetail) -> None:
    """``seen`` is the ``GameView`` the organiser started from; ``row`` the game now."""
    if seen is None or seen.version == row.version:
        return
    pairs = [("week", seen.week, row.week), ("date", seen.played_on, row.played_on),
             ("player A", seen.name_a, detail.player_name(row.player_a_id)),
             ("player B", seen.name_b, detail.player_name(row.player_b_id)),
             ("outcome", seen.outcome.value, row.outcome), ("stage", seen.stage, row.stage)]
    raise_conflict(session, row.league_id,
                   f"The game week {seen.week}: {seen.name_a} vs {seen.name_b}",
                   _differences(pairs))


def game_gone(session: Session, seen: GameView, league_id: int) -> None:
    raise_conflict(session, league_id,
                   f"The game week {seen.week}: {seen.name_a} vs {seen.name_b}",
                   ["the game was deleted"])


def check_link(session: Session, seen: SeenLink | None, now: SeenLink, player: LeaguePlayer,
               week: int) -> None:
    """``seen`` and ``now`` are ``SeenLink``s of ``player``'s ``week``; raise if they differ
    (the roster linked is compared by id; the names say which it is)."""
    if seen is None or seen.roster_id == now.roster_id:
        return
    changes = _differences([("roster", _link_text(seen), _link_text(now))]) or [
        f"roster: another roster named {_link_text(now)} is linked now"]
    raise_conflict(session, player.league_id, f"The week {week} roster of {player.name}",
                   changes)


def _link_text(link: SeenLink) -> str:
    if link.roster_id is None:
        return "none linked"
    return link.roster_name or "an unnamed roster"
