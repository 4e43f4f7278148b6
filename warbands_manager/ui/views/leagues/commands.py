"""Undoable league edits: each is an :class:`~warbands_manager.ui.undo.UndoCommand` on the
Leagues page's undo stack; undo and redo carry what the organiser saw and are refused, with the
difference named, when another organiser changed the row since."""

from __future__ import annotations

from collections.abc import Callable

from warbands_manager.services.league_games import GameInput, GameView, LeagueGameService
from warbands_manager.services.league_rosters import SeenLink
from warbands_manager.services.leagues import LeagueService, NewPlayer, PlayerData
from warbands_manager.store.league_sql import GameSnapshot
from warbands_manager.ui.undo import UndoCommand

After = Callable[[tuple[str, ...]], None]


class LeagueCommand(UndoCommand):
    """A league edit on the shared base (``ui/undo.py``): run once before it is pushed, undo
    and redo guarded, each step carrying what the organiser saw after the previous one."""


class RecordGameCommand(LeagueCommand):
    """Record a game; undo deletes it (refused if someone changed it since), redo puts the
    same game (same id) back."""

    def __init__(self, games: LeagueGameService, league_id: int, game: GameInput, text: str,
                 after: After) -> None:
        super().__init__(f"Record {text}")
        self._games, self._league_id, self._game, self._after = games, league_id, game, after
        self._snapshot: GameSnapshot | None = None
        self._seen: GameView | None = None
        self.game_id: int | None = None

    def do(self) -> None:
        if self._snapshot is None:
            recorded = self._games.record_game(self._league_id, self._game)
            self.game_id = recorded.game_id
            warnings = recorded.warnings
        else:
            self._games.restore_game(self._snapshot)
            warnings = ()
        self._seen = self._games.game(self.game_id)
        self._after(warnings)

    def revert(self) -> None:
        self._snapshot = self._games.delete_game(self.game_id, self._seen)
        self._after(())


class EditGameCommand(LeagueCommand):
    def __init__(self, games: LeagueGameService, game_id: int, game: GameInput, text: str,
                 after: After, seen=None) -> None:
        super().__init__(f"Edit {text}")
        self._games, self._game_id, self._game, self._after = games, game_id, game, after
        self._previous = None
        self._seen = seen  # the game as shown (after an undo: as the undo left it)

    def do(self) -> None:
        self._previous, recorded = self._games.edit_game(self._game_id, self._game, self._seen)
        self._after(recorded.warnings)

    def revert(self) -> None:
        self._games.put_back(self._previous)  # refused if the game changed after the edit
        self._seen = self._games.game(self._game_id)
        self._after(())


class DeleteGameCommand(LeagueCommand):
    def __init__(self, games: LeagueGameService, game_id: int, text: str, after: After,
                 seen=None) -> None:
        super().__init__(f"Delete {text}")
        self._games, self._game_id, self._after = games, game_id, after
        self._snapshot = None
        self._seen = seen

    def do(self) -> None:
        self._snapshot = self._games.delete_game(self._game_id, self._seen)
        self._after(())

    def revert(self) -> None:
        self._games.restore_game(self._snapshot)
        self._seen = self._games.game(self._game_id)
        self._after(())


class AddPlayerCommand(LeagueCommand):
    def __init__(self, leagues: LeagueService, league_id: int, data: PlayerData,
                 after: After) -> None:
        super().__init__(f"Add player {data.name}")
        self._leagues, self._league_id, self._data, self._after = leagues, league_id, data, after
        self._removed = None
        self.player_id: int | None = None

    def do(self) -> None:
        if self._removed is None:
            self.player_id = self._leagues.add_player(self._league_id, self._data)
        else:
            self._leagues.restore_player(*self._removed)
        self._after(())

    def revert(self) -> None:
        seen = self._removed[2] if self._removed else self._data
        self._removed = self._leagues.remove_player(self.player_id, _stripped(seen))
        self._after(())


class AddPlayersCommand(LeagueCommand):
    """Sign up several players (with their week-1 rosters) in one step; undo removes them
    all (refused once one of them has played), redo signs them up again."""

    def __init__(self, leagues: LeagueService, league_id: int, players: list[NewPlayer],
                 after: After) -> None:
        super().__init__(f"Add {len(players)} players")
        self._leagues, self._league_id, self._players = leagues, league_id, players
        self._after = after
        self.player_ids: list[int] = []

    def do(self) -> None:
        self.player_ids = self._leagues.add_players(self._league_id, self._players)
        self._after(())

    def revert(self) -> None:
        self._leagues.remove_new_players(self._league_id, self.player_ids)
        self._after(())


class EditPlayerCommand(LeagueCommand):
    def __init__(self, leagues: LeagueService, player_id: int, data: PlayerData,
                 after: After, seen: PlayerData | None = None) -> None:
        super().__init__(f"Edit player {data.name}")
        self._leagues, self._player_id, self._data, self._after = leagues, player_id, data, after
        self._previous: PlayerData | None = None
        self._seen = seen

    def do(self) -> None:
        self._previous = self._leagues.update_player(self._player_id, self._data, self._seen)
        self._seen = self._previous  # a redo starts from what the undo put back
        self._after(())

    def revert(self) -> None:
        # Refused, naming the difference, if someone edited the player after this edit.
        self._leagues.update_player(self._player_id, self._previous, _stripped(self._data))
        self._after(())


class RemovePlayerCommand(LeagueCommand):
    def __init__(self, leagues: LeagueService, player_id: int, name: str, after: After) -> None:
        super().__init__(f"Remove player {name}")
        self._leagues, self._player_id, self._after = leagues, player_id, after
        self._removed = None

    def do(self) -> None:
        seen = self._removed[2] if self._removed else None
        self._removed = self._leagues.remove_player(self._player_id, seen)
        self._after(())

    def revert(self) -> None:
        self._leagues.restore_player(*self._removed)
        self._after(())


class EditTablesCommand(LeagueCommand):
    """A house-rule change to the league's tables (recorded games keep their values)."""

    def __init__(self, leagues: LeagueService, league_id: int, before: dict, after_doc: dict,
                 text: str, after: After, seen=None) -> None:
        super().__init__(text)
        self._leagues, self._league_id, self._after = leagues, league_id, after
        self._before, self._after_doc = before, after_doc
        self._seen = seen

    def do(self) -> None:
        self._leagues.update_tables(self._league_id, self._after_doc, self._seen)
        self._seen = self._leagues.league(self._league_id)
        self._after(())

    def revert(self) -> None:
        self._leagues.update_tables(self._league_id, self._before, self._seen)
        self._seen = self._leagues.league(self._league_id)
        self._after(())


class TieBreakersCommand(LeagueCommand):
    def __init__(self, leagues: LeagueService, league_id: int, before: tuple[str, ...],
                 after_names: tuple[str, ...], after: After, seen=None) -> None:
        super().__init__("Change tie-breakers")
        self._leagues, self._league_id, self._after = leagues, league_id, after
        self._before, self._names = before, after_names
        self._seen = seen

    def do(self) -> None:
        self._leagues.set_tie_breakers(self._league_id, self._names, self._seen)
        self._seen = self._leagues.league(self._league_id)
        self._after(())

    def revert(self) -> None:
        self._leagues.set_tie_breakers(self._league_id, self._before, self._seen)
        self._seen = self._leagues.league(self._league_id)
        self._after(())


def _stripped(data: PlayerData) -> PlayerData:
    # The service stores the details stripped; compare with what it stored.
    return PlayerData(data.name.strip(), data.warband_name.strip(), data.warband_type.strip(),
                      data.club.strip())


class LinkRosterCommand(LeagueCommand):
    """Link a roster to a player's week; undo puts back the roster linked before (or none).

    Each step carries the link as this window left it, so an undo or redo is refused, naming
    both rosters, if another organiser linked or unlinked a roster for that week since."""

    def __init__(self, links, player_id: int, week: int, roster_id: int, text: str,
                 after: After) -> None:
        super().__init__(text)
        self._links, self._player_id, self._week = links, player_id, week
        self._roster_id, self._after = roster_id, after
        self._before: SeenLink | None = None  # the link before this command (read once)
        self._linked: SeenLink | None = None  # the link as this command left it

    def do(self) -> None:
        if self._before is None:
            self._before = self._links.seen_link(self._player_id, self._week)
        _previous, link = self._links.link(self._player_id, self._week, self._roster_id,
                                           self._before)
        self._linked = SeenLink(self._roster_id, link.roster_name)
        self._after(())

    def revert(self) -> None:
        before = self._before or SeenLink(None)  # set by do(), which always ran first
        if before.roster_id is None:
            self._links.unlink(self._player_id, self._week, self._linked)
        else:
            self._links.link(self._player_id, self._week, before.roster_id, self._linked)
        self._after(())


class ImportResultsCommand(LeagueCommand):
    """Import a results file (all rows or none); undo removes exactly those games."""

    def __init__(self, games: LeagueGameService, league_id: int, text: str, after: After,
                 allow_duplicates: bool = False) -> None:
        super().__init__("Import results")
        self._games, self._league_id, self._text, self._after = games, league_id, text, after
        self._allow_duplicates = allow_duplicates  # the user said a repeated line is a game
        self._ids: list[int] = []
        self._snapshots = None
        self.count = 0

    def do(self) -> None:
        if self._snapshots is None:
            self._ids = self._games.import_results(self._league_id, self._text,
                                                   self._allow_duplicates)
            self.count = len(self._ids)
        else:
            self._games.restore_games(self._snapshots)
        self._seen = self._games.versions(self._ids)
        self._after(())

    def revert(self) -> None:
        # Refused (nothing deleted) if another organiser edited one of the games since.
        self._snapshots = self._games.delete_games(self._ids, self._seen)
        self._after(())
