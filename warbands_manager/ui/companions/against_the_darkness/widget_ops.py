"""What the tracker's buttons do: each runs a rule on a copy of the game and, if the rules
allow it, pushes one undoable snapshot command (so every change is logged and undoable)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QUndoCommand

from warbands_manager.companions.against_the_darkness import fight as fight_rules
from warbands_manager.companions.against_the_darkness import turns
from warbands_manager.companions.against_the_darkness.board import label
from warbands_manager.companions.against_the_darkness.casualties import (
    Casualties,
    finish_casualties,
    next_target,
    resolve,
    save_means,
)
from warbands_manager.companions.against_the_darkness.endstate import (
    end_players,
    end_state_document,
)
from warbands_manager.companions.against_the_darkness.roster import (
    CaptainChoiceNeeded,
    IllegalMove,
    move_by_card,
)
from warbands_manager.companions.against_the_darkness.rulesdata import rules
from warbands_manager.companions.against_the_darkness.state import Game
from warbands_manager.ui.companions.against_the_darkness.widget_dialogs import NO_CARD
from warbands_manager.ui.companions.against_the_darkness.widget_padinput import (
    parse_cell,
    with_edit,
)


class Cancelled(Exception):  # noqa: N818 (the table changed its mind)
    """A question was dismissed: the whole action is abandoned, nothing changes."""


class SnapshotCommand(QUndoCommand):
    """One user action: the game document before and after it."""

    def __init__(self, text: str, before: dict, after: dict,
                 apply: Callable[[dict], None]) -> None:
        super().__init__(text)
        self._before, self._after, self._apply = before, after, apply

    def redo(self) -> None:
        self._apply(self._after)

    def undo(self) -> None:
        self._apply(self._before)


class GameOps:
    """Mixed into the page: needs ``game``, ``dialogs``, ``undo_stack``, ``set_document`` and
    ``show_problem``."""

    game: Game | None

    # -- the machinery ---------------------------------------------------------------
    def apply(self, text: str, change: Callable[[Game], object]) -> bool:
        if self.game is None:
            return False
        trial = self.game.copy()
        try:
            change(trial)
        except Cancelled:
            return False
        except (turns.RuleBroken, IllegalMove, CaptainChoiceNeeded, ValueError) as problem:
            self.show_problem(str(problem))
            return False
        self.undo_stack.push(SnapshotCommand(text, self.game.to_dict(), trial.to_dict(),
                                             self.set_document))
        return True

    def asker(self, game: Game):
        """Ask the current captain to pick among tied opponents (captaincy recount)."""
        def ask(platoon: str, chooser: str | None, options: list[str]) -> str:
            who = game.owner_name(chooser) if chooser not in (None, "mercenary") else \
                f"{game.current_player.name} (for the mercenaries)"
            return self._pick(game, f"Captain of {label(platoon)}",
                              f"Tie for most units: {who} chooses the new captain", options)
        return ask

    def _pick(self, game: Game, title: str, text: str, options: list[str]) -> str:
        if len(options) == 1:
            return options[0]
        names = [game.owner_name(o) for o in options]
        answer = self.dialogs.choose(title, text, names)
        if answer is None:
            raise Cancelled
        return options[names.index(answer)]

    # -- the turn ----------------------------------------------------------------------
    def do_upgrade(self, action: str) -> bool:
        return self.apply(f"Upgrade {action}",
                          lambda g: turns.upgrade(g, action, rules().highest_rank))

    def do_tax(self) -> bool:
        return self.apply("Tax", lambda g: turns.tax(g, rules()))

    def do_train(self) -> bool:
        player = self.game.current_player
        request = self.dialogs.train(self.game, rules().train_moves[player.ranks["train"] - 1])
        if request is None:
            return False
        return self.apply("Train", lambda g: turns.train(
            g, request.moves, rules(), self.asker(g), request.dwarf_deploy))

    def do_scout(self) -> bool:
        realms = self.dialogs.scout(self.game)
        if realms is None:
            return False
        return self.apply("Scout", lambda g: turns.scout(g, realms, rules()))

    def do_heal(self) -> bool:
        player = self.game.current_player
        if player.medica == 0:
            self.show_problem(f"{player.name} has no unit in the Medica")
            return False
        units = self.dialogs.number("Heal", "Units to heal (2 gold each)", player.medica)
        if units is None:
            return False
        return self.apply("Heal", lambda g: turns.heal(g, player.colour, units, rules()))

    def do_redress_gold(self) -> bool:
        colour = self.game.current_player.colour
        return self.apply("Redress: +1 gold", lambda g: turns.redress_gold(g, colour))

    def do_redress_train(self) -> bool:
        request = self.dialogs.train(self.game, 1)
        if request is None or not request.moves:
            return False
        colour = self.game.current_player.colour
        return self.apply("Redress: Train one unit", lambda g: turns.redress_train(
            g, colour, request.moves[0], rules(), self.asker(g)))

    def do_end_turn(self) -> bool:
        return self.apply("End turn", turns.end_turn)

    # -- the Fight ---------------------------------------------------------------------
    def do_fight(self) -> bool:
        strength = fight_rules.fight_strength(self.game, self.game.current_player.colour,
                                              rules())
        if not strength.can_fight:
            self.show_problem(f"The warband cannot fight: {strength.shortfall} units short, "
                              f"the rank covers {strength.allowance}.")
            return False
        request = self.dialogs.fight(self.game)
        if request is None:
            return False
        return self.apply("Fight", lambda g: self._fight(g, request))

    def _medica_order(self, game: Game, request) -> tuple[str, ...]:
        """Without enough reserve, the player chooses which units go to the Medica."""
        player, card = game.current_player, game.battlefields[request.battlefield].card
        due = fight_rules.medica_due(game, player.colour, request.battlefield, card.vp, rules())
        missing = due - player.reserve
        if missing <= 0:
            return fight_rules.MEDICA_ORDER
        sources = [s for s in fight_rules.MEDICA_ORDER
                   if fight_rules.has_unit(game.roster, s, player.colour)]
        if len(sources) <= 1:
            return fight_rules.MEDICA_ORDER
        names = [label(s) for s in sources]
        answer = self.dialogs.choose(
            "Medica", f"{player.name} has no reserve unit left for {missing} injured unit(s): "
            "which platoon sends its unit first?", names)
        if answer is None:
            raise Cancelled
        first = sources[names.index(answer)]
        return (first, *[s for s in fight_rules.MEDICA_ORDER if s != first])

    def _fight(self, game: Game, request) -> None:
        order = self._medica_order(game, request)
        start = fight_rules.begin_fight(game, request.battlefield, request.bypass,
                                        request.intel_realm, rules(), order,
                                        choices=self.asker(game))
        cas = Casualties(start.colour, start.battlefield, start.card.casualty,
                         rules().casualties)
        while (target := next_target(game, cas)) is not None:
            chooser = game.owner_name(target.chooser)
            owner = self._pick(game, "Casualty", f"{chooser} chooses whose unit in "
                               f"{label(target.platoon)} is the casualty", target.options)
            save = False
            if save_means(game, cas, target.platoon, owner, rules()):
                save = self.dialogs.confirm(
                    "Save the unit?", f"{game.owner_name(owner)}: pay 1 gold to save your unit "
                    f"in {label(target.platoon)}?")
            resolve(game, cas, target, owner, save, rules())
        finish_casualties(game, cas, rules(), self.asker(game))
        fight_rules.salute_hero(game, self.asker(game))
        fight_rules.raid_and_pillage(game, rules())
        card = self.dialogs.enemy_card(f"New Enemy card for {label(start.refill or '')}")
        if card is NO_CARD:
            raise Cancelled
        fight_rules.draw_enemy(game, start.refill, card)
        if fight_rules.all_same_requirement(game):
            self.dialogs.inform("Replace the Enemy cards", "All three Enemy cards show the "
                                "same platoon type: put them at the bottom of the deck and "
                                "draw three new ones, left to right; the gold stays.")
            cards = [self.dialogs.enemy_card(f"Replacement Enemy card {n}") for n in (1, 2, 3)]
            if NO_CARD in cards or None in cards:
                game.note("three Enemy cards of one type: replace them with Set Enemy card")
            else:
                fight_rules.replace_all(game, cards)

    def do_card_move(self) -> bool:
        """A Redress card or race ability moved a unit (the sixth captaincy moment)."""
        answer = self.dialogs.card_move(self.game)
        if answer is None:
            return False
        colour, source, target = answer

        def change(g: Game) -> None:
            for line in move_by_card(g, colour, source, target, self.asker(g)):
                g.note(line)
        return self.apply("Card moves a unit", change)

    # -- corrections -------------------------------------------------------------------
    def do_edit_battlefield(self, battlefield: str) -> bool:
        current = self.game.battlefields[battlefield].card
        card = self.dialogs.enemy_card(f"Enemy card at {label(battlefield)}", current)
        if card is NO_CARD:
            return False

        def change(g: Game) -> None:
            g.battlefields[battlefield].card = card
            g.note(f"Enemy card at {label(battlefield)} set by hand")
        return self.apply(f"Edit {label(battlefield)}", change)

    def do_correct(self, colour: str, key: str, value) -> bool:
        """Set one of a player's counts by hand (a Redress card, a slip at the table)."""
        def change(g: Game) -> None:
            player = g.player(colour)
            if "." in key:
                group, realm = key.split(".")
                getattr(player, group)[realm] = value
            else:
                setattr(player, key, value)
            g.note(f"correction: {player.name} {key.replace('.', ' ')} = {value}")
        return self.apply(f"Set {key}", change)

    # -- the score pad -----------------------------------------------------------------
    def do_pad_type_in(self) -> bool:
        def change(g: Game) -> None:
            g.pad = end_state_document(end_players(g))["players"]
            g.note("score pad: typed in from here on (copied from the board)")
        return self.apply("Type in the score pad", change)

    def do_pad_from_board(self) -> bool:
        def change(g: Game) -> None:
            g.pad = None
            g.note("score pad: computed from the board again")
        return self.apply("Score from the board", change)

    def do_pad_edit(self, row: int, key: str, text: str) -> bool:
        try:
            value = parse_cell(key, text)
        except ValueError as problem:
            self.show_problem(f"{key}: {problem}")
            return False
        def change(g: Game) -> None:
            g.pad = with_edit(g.pad, row, key, value)
            g.note(f"score pad: {g.pad[row]['name']} {key.replace('.', ' ')} = {text.strip()}")
        return self.apply(f"Pad: {key}", change)
