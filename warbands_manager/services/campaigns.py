"""Campaign set-up, warbands and game recording: one transaction per user action."""

from __future__ import annotations

import builtins
import json
from collections.abc import Callable
from dataclasses import replace

from sqlmodel import col, select

from warbands_manager.rules.army_names import army_name
from warbands_manager.rules.campaign.archetypes import restrict, restriction_choices
from warbands_manager.rules.campaign.ledger import (
    CampaignRuleError,
    LogEntry,
    is_campaign_character,
    record_of,
)
from warbands_manager.rules.campaign.little_war import campaign_game_result
from warbands_manager.rules.campaign.pregame import OldWoundCheck, roll_old_wounds
from warbands_manager.rules.campaign.rating import warband_rating
from warbands_manager.rules.campaign.roster_check import check_entries
from warbands_manager.rules.campaign.spending import start_warband
from warbands_manager.rules.campaign.standings import VICTORY_CONDITIONS, GameRecord
from warbands_manager.rules.campaign.tables import CampaignTables
from warbands_manager.rules.dice import Dice
from warbands_manager.rules.league.little_war import LittleWarInput, LittleWarResult
from warbands_manager.rules.league.names import fold_name
from warbands_manager.rules.roster import Roster
from warbands_manager.services.campaign_common import (
    CampaignNotFound,
    as_json,
    dump_roster,
    game_records,
    get,
    load_roster,
    tables_of,
    warband_row,
    write_log,
)
from warbands_manager.services.campaign_conflicts import check_campaign, check_warband
from warbands_manager.services.campaign_pairing import (
    lock_campaign,
    pregame_in,
    warband_info,
    write_game,
)
from warbands_manager.services.campaign_types import (
    GAME_RESULTS,
    CampaignDetail,
    CampaignSummary,
    GameInfo,
    PreGame,
    WarbandInfo,
)
from warbands_manager.store.campaign_tables import (
    CampaignGameRow,
    CampaignPassRow,
    CampaignRow,
    CampaignWarbandRow,
)
from warbands_manager.store.database import Database

# the victory conditions in the campaign's log, as its players say them
CONDITION_WORDS = {"wbr": "the highest Warband Rating", "record": "the best win-loss record"}


class CampaignService:
    """Campaigns, their warbands and their games."""

    def __init__(self, database: Database) -> None:
        self._database = database

    def list(self) -> list[CampaignSummary]:
        """Every campaign, newest first."""
        with self._database.transaction() as session:
            rows = session.exec(select(CampaignRow).order_by(col(CampaignRow.id).desc())).all()
            return [CampaignSummary(r.id, r.name, r.conclusion_date, r.victory_condition,
                                    len(self._warband_rows(session, r.id))) for r in rows]

    def create(self, name: str, conclusion_date: str = "", victory_condition: str = "wbr",
               tables: CampaignTables | None = None) -> int:
        """A new campaign with its own copy of the rule tables."""
        if not name.strip():
            raise CampaignRuleError("campaign.name", "a campaign needs a name")
        if victory_condition not in VICTORY_CONDITIONS:
            raise CampaignRuleError("campaign.victory-condition",
                                    "the victory condition is 'wbr' or 'record'")
        tables = tables or CampaignTables()
        row = CampaignRow(name=name.strip(), conclusion_date=conclusion_date,
                          victory_condition=victory_condition, tables=as_json(tables.to_dict()))
        with self._database.transaction() as session:
            session.add(row)
            session.flush()
            won_by = CONDITION_WORDS.get(victory_condition, victory_condition)
            ends = f"ends {conclusion_date}" if conclusion_date else "no end date yet"
            write_log(session, row.id, [LogEntry("setup", f"Campaign “{row.name}” created: "
                                                 f"won by {won_by}, {ends}")])
            return row.id

    def find(self, name_or_id: str) -> int:
        """The id of the campaign called ``name_or_id`` (ignoring case, in any alphabet, as
        league names match), or with that number.

        Raises:
            CampaignNotFound: none, or several with that name; the message lists the campaigns.
        """
        with self._database.transaction() as session:
            rows = list(session.exec(select(CampaignRow).order_by(col(CampaignRow.id))))
        found = _named(rows, name_or_id, lambda row: (row.name,))
        if len(found) == 1:
            return found[0].id
        known = ", ".join(f"{row.id} {row.name}" for row in rows) or "none yet"
        what = "several campaigns are" if found else "no campaign is"
        raise CampaignNotFound(f"{what} called {name_or_id!r}; campaigns: {known}")

    def find_warband(self, name_or_id: str, campaign_id: int | None = None) -> int:
        """The id of the warband (of ``campaign_id``, or of any campaign) whose number, name or
        player is ``name_or_id`` (names ignoring case).

        Raises:
            CampaignNotFound: none, or several; the message lists the warbands to choose from.
        """
        with self._database.transaction() as session:
            query = select(CampaignWarbandRow).order_by(col(CampaignWarbandRow.id))
            if campaign_id is not None:
                query = query.where(CampaignWarbandRow.campaign_id == campaign_id)
            rows = list(session.exec(query))
        found = _named(rows, name_or_id, lambda row: (row.name, row.player))
        if len(found) == 1:
            return found[0].id
        known = ", ".join(f"{row.id} {row.name} ({row.player})" for row in rows) or "none yet"
        what = "several warbands are" if found else "no warband is"
        raise CampaignNotFound(f"{what} called {name_or_id!r}; warbands: {known}")

    def summary(self, campaign_id: int) -> CampaignSummary:
        with self._database.transaction() as session:
            r = get(session, CampaignRow, campaign_id)
            return CampaignSummary(r.id, r.name, r.conclusion_date, r.victory_condition,
                                   len(self._warband_rows(session, r.id)))

    def tables(self, campaign_id: int) -> CampaignTables:
        with self._database.transaction() as session:
            return tables_of(session, campaign_id)

    def detail(self, campaign_id: int) -> CampaignDetail:
        """The campaign with its tables and row version (what an organiser edits from)."""
        with self._database.transaction() as session:
            r = get(session, CampaignRow, campaign_id)
            return CampaignDetail(r.id, r.name, r.conclusion_date, r.victory_condition,
                                  CampaignTables(json.loads(r.tables)), r.version)

    def edit_table_value(self, campaign_id: int, dotted: str, value: object,
                         seen: CampaignDetail | None = None) -> None:
        """The organiser changes one value of the campaign's tables (marked ``organiser``).

        Raises:
            CampaignEditConflict: someone else changed the campaign since ``seen`` was read.
        """
        self._replace_tables(campaign_id, lambda t: t.edit(dotted, value),
                             f"table value {dotted} set to {value}", seen)

    def restrict_archetypes(self, campaign_id: int, army: str, archetypes: builtins.list[str],
                            seen: CampaignDetail | None = None
                            ) -> tuple[str, builtins.list[str]]:
        """Which archetypes an army may take in this campaign (``seen``: as above); returns
        the army id and archetype ids the names matched."""
        matched: builtins.list[tuple[str, builtins.list[str]]] = []

        def change(tables: CampaignTables) -> CampaignTables:
            matched.append(restriction_choices(tables, army, archetypes))
            return restrict(tables, *matched[0])

        self._replace_tables(campaign_id, change,
                             lambda: f"archetypes open to {army_name(matched[0][0])}: "
                                     f"{', '.join(a.capitalize() for a in matched[0][1])}", seen)
        return matched[0]

    def _replace_tables(self, campaign_id: int, change, text: str | Callable[[], str],
                        seen: CampaignDetail | None) -> None:
        with self._database.transaction() as session:
            row = get(session, CampaignRow, campaign_id)
            check_campaign(session, seen, row)
            row.tables = as_json(change(CampaignTables(json.loads(row.tables))).to_dict())
            session.add(row)
            write_log(session, campaign_id,
                      [LogEntry("setup", text() if callable(text) else text)])

    def add_warband(self, campaign_id: int, player: str, roster: Roster,
                    accept_problems: bool = False) -> int:
        """Add a starting warband (≤ 250 points, archetypes chosen; unspent points → XP).

        Raises:
            StartingWarbandRefused: every reason the warband cannot start (an illegal roster,
                Veteran Status, Abilities or injuries may be accepted by the organiser with
                ``accept_problems``; the acceptance is logged).
        """
        with self._database.transaction() as session:
            tables = tables_of(session, campaign_id)
            started, log = start_warband(roster, tables, accept_problems)
            started.player = player or started.player
            wbr = warband_rating(started, tables).total
            row = CampaignWarbandRow(campaign_id=campaign_id, player=player or "",
                                     name=started.name, roster=dump_roster(started),
                                     starting_wbr=wbr)
            session.add(row)
            session.flush()
            write_log(session, campaign_id, [LogEntry("start", f"{row.name} ({player}) "
                                                      f"{log[0].text}; WBR {wbr:g}", (),
                                                      log[0].xp)] + log[1:]
                      + check_entries(started, "when added", "start"), warband_id=row.id)
            return row.id

    def warbands(self, campaign_id: int) -> builtins.list[WarbandInfo]:
        """The campaign's warbands, each with its record over every recorded game."""
        with self._database.transaction() as session:
            tables = tables_of(session, campaign_id)
            records = game_records(session, campaign_id)
            return [replace(self._info(row, tables), record=records.get(row.id, GameRecord()))
                    for row in self._warband_rows(session, campaign_id)]

    def warband(self, warband_id: int) -> WarbandInfo:
        with self._database.transaction() as session:
            row = warband_row(session, warband_id)
            record = game_records(session, row.campaign_id).get(warband_id, GameRecord())
            return replace(self._info(row, tables_of(session, row.campaign_id)), record=record)

    def set_profile(self, warband_id: int, unit_id: str, profile: dict[str, int],
                    seen: WarbandInfo | None = None) -> None:
        """Record a character's starting profile, so a characteristic at zero retires him.

        Raises:
            CampaignEditConflict: someone else changed the warband since ``seen`` was read.
        """
        with self._database.transaction() as session:
            row = warband_row(session, warband_id)
            check_warband(session, seen, row)
            roster = load_roster(row.roster)
            unit = roster.unit_by_id(unit_id)
            if unit is None or not is_campaign_character(roster, unit):
                raise CampaignRuleError("campaign.profile", f"no character {unit_id!r}")
            record_of(roster, unit_id)["profile"] = dict(profile)
            row.roster = dump_roster(roster)
            session.add(row)
            shown = " ".join(f"{k} {v}" for k, v in profile.items())
            write_log(session, row.campaign_id, [LogEntry("setup", f"{unit.name}: profile "
                                                          f"{shown}", (), 0, unit_id)],
                      warband_id=warband_id)

    def pregame(self, campaign_id: int, a_id: int, b_id: int) -> PreGame:
        """WBRs, underdog bonus, whether the pair may play, Deep Wound absentees."""
        with self._database.transaction() as session:
            return pregame_in(session, campaign_id, a_id, b_id)

    def roll_old_wounds(self, warband_id: int, dice: Dice) -> builtins.list[OldWoundCheck]:
        """Before a game: D6 per Old Battle Wound; written to the warband's log."""
        with self._database.transaction() as session:
            row = warband_row(session, warband_id)
            checks = roll_old_wounds(load_roster(row.roster), dice)
            write_log(session, row.campaign_id, [LogEntry(
                "pregame", f"{c.name}: Old Battle Wound D6 {', '.join(map(str, c.rolls))}"
                           + (" — misses the game" if c.misses else " — fit to fight"),
                tuple(f"D6 = {v}" for v in c.rolls), 0, c.unit_id) for c in checks],
                warband_id=warband_id)
            return checks

    def little_war(self, a_id: int, b_id: int, vp_a: int, vp_b: int, objective_a: bool = False,
                   objective_b: bool = False) -> tuple[str, LittleWarResult]:
        """A's result worked out as in leagues (VP, Unknown Objective bonus, the campaign's
        copy of the victory table); each warband's starting points value is its points now
        (reading ``little-war-result``).

        Raises:
            ValueError: negative VP (the calculator's message).
        """
        a, b = self.warband(a_id), self.warband(b_id)
        game = LittleWarInput(max(int(a.points), 1), max(int(b.points), 1), vp_a, vp_b,
                              objective_a, objective_b)
        return campaign_game_result(game, self.tables(a.campaign_id).little_war_tables())

    def record_game(self, campaign_id: int, a_id: int, b_id: int, result_a: str,
                    played_on: str = "", missing: dict[int, builtins.list[str]] | None = None,
                    notes: str = "") -> int:
        """Record a game (refused if the pair would play a third time in a row).

        The previous games are read in the same transaction as the game is written, with the
        campaign locked (see ``campaign_pairing``): two organisers recording at once cannot
        both pass the check.

        Raises:
            CampaignRuleError: a warband against itself, a third game in a row, a bad result.
        """
        if a_id == b_id:
            raise CampaignRuleError("campaign.same-warband", "a warband cannot play itself")
        if result_a not in GAME_RESULTS:
            raise CampaignRuleError("campaign.result", f"unknown result {result_a!r}")
        with self._database.transaction() as session:
            lock_campaign(session, campaign_id)
            pre = pregame_in(session, campaign_id, a_id, b_id)
            if pre.refusal:
                raise CampaignRuleError("campaign.twice-in-a-row", pre.refusal)
            return write_game(session, campaign_id, a_id, b_id, result_a, played_on,
                                    missing, notes, pre)

    def delete_game(self, game_id: int) -> None:
        """Undo recording a game; refused once a post-battle pass has been opened for it."""
        with self._database.transaction() as session:
            row = get(session, CampaignGameRow, game_id)
            if session.exec(select(CampaignPassRow).where(
                    CampaignPassRow.game_id == game_id)).first():
                raise CampaignRuleError("campaign.game-has-passes",
                                        "undo the post-battle passes of this game first")
            session.delete(row)

    def remove_warband(self, warband_id: int, seen: WarbandInfo | None = None) -> None:
        """Undo adding a warband; refused once it has played a game.

        Raises:
            CampaignEditConflict: someone changed the warband since ``seen`` was read.
        """
        with self._database.transaction() as session:
            row = warband_row(session, warband_id)
            check_warband(session, seen, row)
            played = session.exec(select(CampaignGameRow).where(
                (CampaignGameRow.warband_a_id == warband_id)
                | (CampaignGameRow.warband_b_id == warband_id))).first()
            if played:
                raise CampaignRuleError("campaign.warband-has-games",
                                        f"{row.name} has played; it cannot be removed")
            session.delete(row)

    def games(self, campaign_id: int) -> builtins.list[GameInfo]:
        with self._database.transaction() as session:
            rows = session.exec(select(CampaignGameRow).where(
                CampaignGameRow.campaign_id == campaign_id).order_by(col(CampaignGameRow.id))).all()
            return [_game_info(row) for row in rows]

    def game(self, game_id: int) -> GameInfo:
        with self._database.transaction() as session:
            return _game_info(get(session, CampaignGameRow, game_id))

    @staticmethod
    def _warband_rows(session, campaign_id: int) -> builtins.list[CampaignWarbandRow]:
        return list(session.exec(select(CampaignWarbandRow).where(
            CampaignWarbandRow.campaign_id == campaign_id).order_by(col(CampaignWarbandRow.id))))

    @staticmethod
    def _info(row: CampaignWarbandRow, tables: CampaignTables) -> WarbandInfo:
        return warband_info(row, tables)

def _named(rows: list, wanted: str, names) -> list:
    """Rows whose id is the number ``wanted`` or one of whose ``names(row)`` is ``wanted``
    (folded as league names are); an id wins over a name."""
    text = wanted.strip()
    if text.isdigit():
        by_id = [row for row in rows if row.id == int(text)]
        if by_id:
            return by_id
    folded = fold_name(text)
    return [row for row in rows if any(fold_name(name or "") == folded for name in names(row))]


def _game_info(row: CampaignGameRow) -> GameInfo:
    return GameInfo(row.id, row.played_on, row.warband_a_id, row.warband_b_id, row.result_a,
                    row.wbr_a, row.wbr_b, row.underdog_a, row.underdog_b)
