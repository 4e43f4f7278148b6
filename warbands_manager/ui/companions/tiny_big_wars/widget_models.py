"""Qt table models over a Tiny Big Wars game: players, castles, territories, WAR! groups."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt

from warbands_manager.companions.tiny_big_wars.economy import has_cube, population, spot_value
from warbands_manager.companions.tiny_big_wars.state import GameState, RuleError
from warbands_manager.companions.tiny_big_wars.war import groups, health_text, side_label

DISPLAY = Qt.ItemDataRole.DisplayRole


class RowsModel(QAbstractTableModel):
    """A read-only table whose rows are lists of strings computed from the game."""

    headers: tuple[str, ...] = ()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._rows: list[list[str]] = []
        self._tips: list[str] = []

    def set_game(self, game: GameState | None) -> None:
        self.beginResetModel()
        self._rows = self.rows(game) if game is not None else []
        self.endResetModel()

    def rows(self, game: GameState) -> list[list[str]]:
        raise NotImplementedError

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.headers)

    def data(self, index: QModelIndex, role: int = DISPLAY):
        if index.isValid() and role == DISPLAY:
            return self._rows[index.row()][index.column()]
        return None

    def headerData(self, section: int, orientation, role: int = DISPLAY):  # noqa: N802
        if role == DISPLAY and orientation == Qt.Orientation.Horizontal:
            return self.headers[section]
        return None


def _storage(game: GameState, player, resource: str) -> str:
    card = game.card(player.storage)
    maximum = getattr(card, f"storage_{resource}")
    cube = "" if has_cube(game, player, resource) else " (no cube)"
    return f"{getattr(player, resource)}/{maximum if maximum is not None else '?'}{cube}"


class PlayersModel(RowsModel):
    headers = ("Player", "Faction", "Population", "Gold", "Food", "Health", "Status")

    def rows(self, game: GameState) -> list[list[str]]:
        rows = []
        for index, player in enumerate(game.players):
            # Only tokens still on the table: a removed Warlord is not "3/3" again.
            standing = {card for units in game.forces.values()
                        for card, count in units.get(player.name, {}).items() if count > 0}
            health = ", ".join(f"{name} {game.card(name).health - (spot or 0)}/"
                               f"{game.card(name).health}"
                               for name, spot in player.health.items()
                               if game.card(name).health and name in standing
                               and not player.out)
            status = "LOST" if player.out else ("WINNER" if game.winner == player.name else
                                                "To play" if index == game.current else "")
            rows.append([player.name, player.faction, str(population(game, player.name)),
                         _storage(game, player, "gold"), _storage(game, player, "food"),
                         health or "—", status])
        return rows


def _track_text(game: GameState, castle, track: str) -> str:
    spots = game.card(castle.card).track(track)
    if not spots:
        return "not entered"
    position = getattr(castle, track)
    following = spots[position + 1] if position + 1 < len(spots) else None
    ahead = f" → {following.value} for {_cost(following)}" if following else " (full)"
    return f"{spot_value(game, castle, track)} (spot {position + 1}/{len(spots)}){ahead}"


def _cost(spot) -> str:
    parts = [f"{n} {r}" for r, n in (("gold", spot.gold), ("food", spot.food)) if n]
    return " + ".join(parts) or "free"


class CastlesModel(RowsModel):
    headers = ("Castle", "Owner", "Territory", "Population", "Crops", "Market")

    def rows(self, game: GameState) -> list[list[str]]:
        return [[c.card, c.owner, c.territory] + [_track_text(game, c, t) for t in
                                                   ("population", "crops", "market")]
                for c in game.castles]


class TerritoriesModel(RowsModel):
    headers = ("Territory", "Next to", "Controlled by", "Forces", "Castle / buildings",
               "Encounter")

    def rows(self, game: GameState) -> list[list[str]]:
        rows = []
        for name in game.territories:
            forces = "; ".join(
                f"{p}: " + ", ".join(f"{n}×{c}" for n, c in game.units(name, p).items())
                for p in game.players_on(name))
            built = [f"{c.card} ({c.owner})" for c in game.castles if c.territory == name]
            built += [f"{b.card} ({b.owner})" for b in game.buildings if b.territory == name]
            rows.append([name, ", ".join(game.adjacency.get(name, [])),
                         game.owners.get(name) or "—", forces or "—", ", ".join(built) or "—",
                         _encounter_text(game, name)])
        return rows


def _encounter_text(game: GameState, territory: str) -> str:
    texts = []
    for encounter in (e for e in game.encounters if e.territory == territory):
        health = game.card(encounter.card).health
        if encounter.defeated:
            texts.append(f"{encounter.card} (defeated)")
        else:
            left = f"{health - encounter.damage}/{health}" if health else "health ?"
            texts.append(f"{encounter.card} {left}")
    return ", ".join(texts) or "—"


class WarGroupsModel(RowsModel):
    headers = ("Side", "Card", "Tokens", "Health", "Dice", "Hit on", "Rolled", "Hits")

    def rows(self, game: GameState) -> list[list[str]]:
        if game.war is None:
            return []
        try:
            found = groups(game)
        except RuleError as error:
            return [["—", str(error), "", "", "", "", "", ""]]
        rows = []
        for group in found:
            rolled = game.war.rolls.get(group.side, {}).get(group.card)
            hits = sum(1 for v in rolled if v >= group.to_hit) if rolled is not None else None
            rows.append([side_label(group.side), group.card, str(group.tokens),
                         health_text(game, group.side, group.card), str(group.dice),
                         f"{group.to_hit}+", " ".join(map(str, rolled)) if rolled else "—",
                         "—" if hits is None else str(hits)])
        return rows
