"""Table models of the tracker: players, roster, map, score pad, history. Read-only views of
the pure game state; edits go through the page's undo commands."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont

from warbands_manager.companions.against_the_darkness.board import (
    ACTIONS,
    BATTLEFIELDS,
    MERCENARY,
    PLATOONS,
    REALMS,
    adjacent_realms,
    label,
)
from warbands_manager.companions.against_the_darkness.hidden import (
    enemy_cards_text,
    intel_shown,
    secrets_revealed,
)
from warbands_manager.companions.against_the_darkness.rulesdata import races
from warbands_manager.companions.against_the_darkness.scoring import CATEGORIES, ScorePad
from warbands_manager.companions.against_the_darkness.state import Game
from warbands_manager.ui.views.words import choice_label

SWATCHES = {"black": "#3a3a3a", "blue": "#2f6fb5", "red": "#c0392b", "white": "#bdbdbd",
            "yellow": "#d4a017", MERCENARY: "#8d6e4a"}
DISPLAY = Qt.ItemDataRole.DisplayRole


class _Table(QAbstractTableModel):
    headers: list[str] = []

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.game: Game | None = None

    def set_game(self, game: Game | None) -> None:
        self.beginResetModel()
        self.game = game
        self._rebuild()
        self.endResetModel()

    def _rebuild(self) -> None:
        """Subclasses precompute their rows here."""

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.headers)

    def headerData(self, section, orientation, role=DISPLAY):  # noqa: N802
        if role == DISPLAY and orientation == Qt.Orientation.Horizontal:
            return self.headers[section]
        return None


class PlayersModel(_Table):
    """One row per seat: gold, action track ranks, units, scouts, Intel, Redress, Enemy cards."""

    headers = ["Player", "Race", "Gold", "Tax", "Train", "Scout", "Fight", "Reserve",
               "Medica", "Scouts", "Intel", "Redress", "Enemies", "Captains", "Heroes"]

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() or self.game is None else len(self.game.players)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = DISPLAY):
        if not index.isValid() or self.game is None:
            return None
        player = self.game.players[index.row()]
        column = index.column()
        if role == DISPLAY:
            return self._text(player, column)
        if role == Qt.ItemDataRole.DecorationRole and column == 0:
            return QColor(SWATCHES.get(player.colour, "#888888"))
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(player, column)
        if role == Qt.ItemDataRole.FontRole and index.row() == self.game.current:
            font = QFont()
            font.setBold(True)
            return font
        return None

    def _text(self, player, column: int) -> str:
        game = self.game
        if column == 0:
            return ("▶ " if player is game.current_player and not game.finished else "") + \
                player.name
        if column == 1:
            return races()[player.race].name
        if 3 <= column <= 6:
            return str(player.ranks[ACTIONS[column - 3]])
        values = {
            2: player.gold, 7: player.reserve, 8: player.medica, 9: player.scout_total,
            10: _intel_text(game, player), 11: player.redress,
            12: _cards_text(game, player), 13: game.roster.captain_count(player.colour),
            14: game.roster.heroes.get(player.colour, 0),
        }
        return str(values[column])

    def _tooltip(self, player, column: int) -> str | None:
        if column in (0, 1):
            race = races()[player.race]
            return f"{race.name}: {race.ability}"
        if column == 9:
            return ", ".join(f"{label(r)} {player.scouts[r]}" for r in REALMS)
        if column == 12 and player.enemy_cards:
            return enemy_cards_text(self.game, player)
        if column == 10 and intel_shown(self.game, player):
            return ", ".join(f"{label(r)} {player.intel[r]}" for r in REALMS)
        return None


def _intel_text(game, player) -> str:
    total = sum(player.intel.values())
    if not intel_shown(game, player):
        return f"{total} hidden"
    return " ".join(f"{label(r)[:2]}{player.intel[r]}" for r in REALMS if player.intel[r]) or "0"


def _cards_text(game, player) -> str:
    if not player.enemy_cards:
        return "—"
    if not secrets_revealed(game):
        return f"{len(player.enemy_cards)} face down"
    return f"{len(player.enemy_cards)}: {sum(c.vp for c in player.enemy_cards)} VP"


class RosterModel(_Table):
    """Platoons (and the war heroes) × owners, with the captain of each platoon."""

    def _rebuild(self) -> None:
        owners = [p.colour for p in self.game.players] if self.game else []
        self.owners = [*owners, MERCENARY]
        names = [self.game.owner_name(o) for o in self.owners] if self.game else []
        self.headers = ["Platoon", *names, "Captain"]

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() or self.game is None else len(PLATOONS) + 1

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = DISPLAY):
        if not index.isValid() or self.game is None:
            return None
        row, column = index.row(), index.column()
        roster = self.game.roster
        platoon = PLATOONS[row] if row < len(PLATOONS) else None
        owner = self.owners[column - 1] if 0 < column <= len(self.owners) else None
        if role == DISPLAY:
            if column == 0:
                return label(platoon) if platoon else "War heroes"
            if owner is not None:
                count = roster.count(platoon, owner) if platoon else roster.heroes.get(owner, 0)
                return str(count) if count else ""
            return self.game.owner_name(roster.captains[platoon]) if platoon else ""
        if role == Qt.ItemDataRole.FontRole and platoon and owner is not None \
                and roster.captains[platoon] == owner:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.DecorationRole and column == len(self.headers) - 1 \
                and platoon and roster.captains[platoon]:
            return QColor(SWATCHES.get(roster.captains[platoon], "#888888"))
        if role == Qt.ItemDataRole.TextAlignmentRole and column > 0:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None


MAP_ROWS = [place for pair in zip(REALMS, [*BATTLEFIELDS, None], strict=True)
            for place in pair if place is not None]


class MapModel(_Table):
    """The map left to right: realms (scouts) alternating with battlefields (Enemy cards)."""

    headers = ["Place", "Scouts / Enemy", "Loses", "Gold"]

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() or self.game is None else len(MAP_ROWS)

    def place_at(self, row: int) -> str:
        return MAP_ROWS[row]

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = DISPLAY):
        if not index.isValid() or self.game is None or role != DISPLAY:
            return self._decoration(index, role)
        place, column = MAP_ROWS[index.row()], index.column()
        if column == 0:
            return label(place)
        if place in REALMS:
            if column == 1:
                scouts = [f"{p.name} {p.scouts[place]}" for p in self.game.players
                          if p.scouts[place]]
                return ", ".join(scouts) or "no scouts"
            return ""
        space, card = self.game.battlefields[place], self.game.battlefields[place].card
        if column == 1:
            return "Empty" if card is None else f"{card.vp} VP: {card.vp} {card.requirement}"
        if column == 2:
            return "" if card is None else choice_label(card.casualty)
        return str(space.gold)

    def _decoration(self, index: QModelIndex | QPersistentModelIndex, role: int):
        if not index.isValid() or MAP_ROWS[index.row()] not in BATTLEFIELDS:
            return None
        if role == Qt.ItemDataRole.FontRole:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ToolTipRole:
            realms = " and ".join(label(r) for r in adjacent_realms(MAP_ROWS[index.row()]))
            return f"Scouts in {realms} protect against the Medica and casualties here."
        return None


class ScorePadModel(QAbstractTableModel):
    """Categories down, players across (final order), as on the paper pad."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.pad: ScorePad | None = None

    def set_pad(self, pad: ScorePad | None) -> None:
        self.beginResetModel()
        self.pad = pad
        self.endResetModel()

    ROWS = [*(title for _key, title in CATEGORIES), "Total", "Enemy cards defeated",
            "Gold left", "Place"]

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() or self.pad is None else len(self.ROWS)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() or self.pad is None else len(self.pad.players)

    def headerData(self, section, orientation, role=DISPLAY):  # noqa: N802
        if self.pad is None:
            return None
        if orientation == Qt.Orientation.Horizontal:
            name = self.pad.players[section].name
            if role == Qt.ItemDataRole.ToolTipRole:
                return name
            return name if role == DISPLAY else None  # the header elides it in the middle
        return self.ROWS[section] if role == DISPLAY else None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = DISPLAY):
        if not index.isValid() or self.pad is None:
            return None
        score = self.pad.players[index.column()]
        row = index.row()
        if role == DISPLAY:
            if row < len(CATEGORIES):
                return self.pad.shown_vp(score, CATEGORIES[row][0])
            extra = [self.pad.shown_total(score), score.cards, score.gold, score.rank]
            return str(extra[row - len(CATEGORIES)])
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.FontRole and row == len(CATEGORIES):
            font = QFont()
            font.setBold(True)
            return font
        return None
