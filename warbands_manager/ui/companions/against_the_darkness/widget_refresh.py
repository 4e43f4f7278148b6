"""Putting the game state on the tracker's widgets (labels, tables, enabled buttons)."""

from __future__ import annotations

from warbands_manager.companions.against_the_darkness.availability import action_blockers
from warbands_manager.companions.against_the_darkness.fight import fight_strength
from warbands_manager.companions.against_the_darkness.hidden import (
    enemy_cards_text,
    intel_shown,
    secrets_revealed,
)
from warbands_manager.companions.against_the_darkness.rulesdata import races, rules
from warbands_manager.companions.against_the_darkness.textpad import (
    TIE_BREAK_TEXT,
    control_text,
)
from warbands_manager.companions.against_the_darkness.turns import (
    ACTIONS_PER_TURN,
    scout_cost,
)
from warbands_manager.ui.enabled import enable_with_reason


def refresh_tracker(page, colour: str | None) -> None:
    game, tracker = page.game, page.tracker
    for model in (tracker.players_model, tracker.roster_model, tracker.map_model):
        model.set_game(game)
    if game is None:
        return
    tracker.log_model.setStringList(list(reversed(game.log)))
    tracker.map_view.resizeRowsToContents()
    view = tracker.players_view
    view.setMaximumHeight(view.horizontalHeader().height() + 4 + view.horizontalScrollBar()
                          .sizeHint().height() + sum(view.rowHeight(r)
                                                     for r in range(len(game.players))))
    _turn_bar(game, tracker)
    tracker.board_panel.setVisible(not game.finished)  # after the war: the score pad
    tracker.players_view.setVisible(not game.pad_only)
    _player_panel(game, game.player(colour) if colour else game.current_player, tracker)
    _score_pad(page, game, tracker)


def _round_text(game) -> str:
    if game.pad_only:
        return "Score pad only (imported end state)"
    extra = {2: " · second-last round: Scout +1 gold", 1: " · final round: Scout +3 gold"}
    return (f"Round {game.round_number} of {game.start_countdown} "
            f"(countdown on {game.countdown}){extra.get(game.countdown, '')}")


def _turn_bar(game, tracker) -> None:
    player = game.current_player
    deck = "" if game.pad_only else f" · Redress deck: {game.redress_deck}"
    tracker.round_label.setText(f"<b>{_round_text(game)}</b>{deck}")
    race = races()[player.race]
    if game.finished:
        tracker.turn_label.setText("The war is over: see the score pad.")
    else:
        phase = ("Phase 1: upgrade one action" if not game.upgraded else
                 f"Phase 2: action {game.actions_taken + 1} of {ACTIONS_PER_TURN}"
                 if game.actions_taken < ACTIONS_PER_TURN else "three actions taken: end turn")
        cost = scout_cost(player.ranks["scout"], 1, game.countdown, player.race, rules())
        tracker.turn_label.setText(
            f"<b>{player.name}</b> ({race.name}) — {phase}. Tax gives "
            f"{rules().tax[player.ranks['tax'] - 1]}, one scout costs {cost}. "
            f"<i>{race.ability}</i>")
    blocked = action_blockers(game, rules())
    buttons = {"upgrade": tracker.upgrade_button, "tax": tracker.tax_button,
               "train": tracker.train_button, "scout": tracker.scout_button,
               "fight": tracker.fight_button, "heal": tracker.heal_button,
               "redress": tracker.redress_button, "end_turn": tracker.end_turn_button}
    for action, button in buttons.items():
        enable_with_reason(button, blocked[action])
    for action, menu_action in tracker.upgrade_actions.items():
        menu_action.setEnabled(player.ranks[action] < rules().highest_rank)
    strength = fight_strength(game, player.colour, rules())
    needs = ", ".join(f"{n} {k}" for k, n in strength.needs.items() if n) or "nothing"
    verdict = "the warband can fight" if strength.can_fight else "the warband cannot fight"
    tracker.strength_label.setText(
        f"Fight step 1 for {player.name}: the Enemy cards need {needs}; "
        f"{strength.shortfall} units short, Rank {player.ranks['fight']}"
        f"{' and the Giants' if player.race == 'giants' else ''} cover "
        f"{strength.allowance}: {verdict}.")


def _player_panel(game, player, tracker) -> None:
    colour = player.colour
    panel = tracker.player_panel
    if getattr(panel, "shown_colour", None) != colour:  # a peek is for one player only
        panel.peek.blockSignals(True)
        panel.peek.setChecked(False)
        panel.peek.blockSignals(False)
        panel.shown_colour = colour
    panel.setTitle(f"{player.name} — {races()[player.race].name}, {player.colour} "
                   "(changes here are corrections, logged and undoable)")
    for key, spin in panel.spins.items():
        if "." in key:
            group, realm = key.split(".")
            spin.setValue(getattr(player, group)[realm])
        else:
            spin.setValue(getattr(player, key))
    panel.reveal.setChecked(player.intel_revealed)
    panel.show_intel(intel_shown(game, player) or panel.peek.isChecked())
    cards = enemy_cards_text(game, player, peeking=panel.peek.isChecked())
    panel.ability.setText(f"<i>{races()[player.race].ability}</i><br>Enemy cards won: {cards}")


def _score_pad(page, game, tracker) -> None:
    pad = page.score_pad()
    tracker.pad_model.set_pad(pad)
    view = tracker.pad_view
    view.setMinimumHeight(view.horizontalHeader().height() + 6 + sum(
        view.rowHeight(r) for r in range(tracker.pad_model.rowCount())))
    tracker.pad_input_model.set_rows(game.pad)
    tracker.pad_input_view.setVisible(game.pad is not None)
    tracker.pad_type_in_button.setEnabled(game.pad is None)  # would overwrite typed scores
    tracker.pad_board_button.setEnabled(game.pad is not None and not game.pad_only)
    tracker.pad_source_label.setText(
        "Scores typed in (edit the table below)." if game.pad is not None else
        "Scores computed from the board: Enemy cards, war heroes and captains on the roster, "
        "gold, scouts, Intel and the Medica.")
    if pad is None:
        tracker.verdict_label.setText("The typed-in pad has a problem.")
        return
    winner = pad.winner or " and ".join(s.name for s in pad.players if s.rank == 1)
    status = "Final" if secrets_revealed(game) else \
        "If the game ended now (face-down cards not counted)"
    tracker.verdict_label.setText(
        f"<b>{status}: {winner}</b> — {TIE_BREAK_TEXT[pad.tie_break]}.<br>"
        f"{control_text(pad)}")
