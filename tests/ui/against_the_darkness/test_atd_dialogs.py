"""The set-up and action dialogs on their own."""

from PySide6.QtWidgets import QComboBox, QLabel

from warbands_manager.companions.against_the_darkness.board import REQUIREMENT_TYPES
from warbands_manager.companions.against_the_darkness.demo import demo_game
from warbands_manager.companions.against_the_darkness.roster import RESERVE
from warbands_manager.companions.against_the_darkness.rulesdata import rules
from warbands_manager.ui.companions.against_the_darkness.widget_forms import (
    EnemyCardDialog,
    FightDialog,
    IntelDialog,
    ScoutDialog,
    TrainDialog,
)
from warbands_manager.ui.companions.against_the_darkness.widget_setup import SetupDialog


def test_setup_dialog_seats_countdown_and_abilities(qtbot):
    dialog = SetupDialog()
    qtbot.addWidget(dialog)
    dialog.count.setValue(5)
    assert "space 5" in dialog.countdown_label.text()
    dialog.count.setValue(2)
    assert "space 8" in dialog.countdown_label.text()
    result = dialog.result_value()
    assert len(result.seats) == 2 and result.redress_deck == "standard"
    assert [c.vp for c in result.cards] == [2, 2, 2]
    assert "Redress card" in dialog.rows[0][3].text()  # Dragonfolk's ability text
    dialog.rows[1][1].setCurrentIndex(0)  # both Dragonfolk
    dialog._on_buttons_accepted()
    assert "different race" in dialog.message.text()
    assert not dialog.result()


def test_train_dialog_counts_moves_and_cost(qtbot):
    game = demo_game(rules())
    dialog = TrainDialog(game, 2)
    qtbot.addWidget(dialog)
    dialog.source.setCurrentIndex(dialog.source.findData("infantry"))
    dialog.target.setCurrentIndex(dialog.target.findData("heavy-infantry"))
    dialog.add_button.click()
    dialog.add_button.click()
    assert not dialog.add_button.isEnabled()
    assert "2 of 2 moves, 2 gold" in dialog.summary.text()
    assert dialog.dwarf.isVisibleTo(dialog)  # Mark plays the Dwarves
    dialog.clear_button.click()
    dialog.source.setCurrentIndex(dialog.source.findData(RESERVE))
    dialog.target.setCurrentIndex(dialog.target.findData("honour-guard"))
    dialog.add_button.click()
    assert "Not allowed" in dialog.summary.text()


def test_scout_dialog_prices_the_action(qtbot):
    game = demo_game(rules())
    dialog = ScoutDialog(game)
    qtbot.addWidget(dialog)
    dialog.checks["zhoni"].setChecked(True)
    assert "1 scouts cost 5 gold" in dialog.summary.text()
    dialog.checks["kholdrum"].setChecked(True)
    assert "Not allowed" in dialog.summary.text()  # Rank 1 sends one
    assert dialog.realms() == ["kholdrum", "zhoni"]


def test_fight_and_enemy_card_dialogs(qtbot):
    game = demo_game(rules())
    dialog = FightDialog(game)
    qtbot.addWidget(dialog)
    assert dialog.battlefield.count() == 3 and dialog.bypass_limit == 1
    request = dialog.request()
    # The open dialog never asks for the Intel card: that is chosen in private afterwards.
    assert request.battlefield == "thrells-gap" and request.intel_realm is None
    texts = [w.text() for w in dialog.findChildren(QLabel)] + [
        combo.itemText(i) for combo in dialog.findChildren(QComboBox)
        for i in range(combo.count())]
    assert not any("Intel card" in text for text in texts)
    private = IntelDialog("Mark")
    qtbot.addWidget(private)
    assert private.realm() == "kholdrum" and "Only Mark looks" in private.findChildren(
        QLabel)[0].text()
    # Mark owes the two mercenary captains (infantry, cavalry); no Medica for a 2 VP card.
    assert "wages 2 gold (2 to the supply)" in dialog.preview.text()
    assert "0 unit(s) to the Medica" in dialog.preview.text()
    dialog.bypass_checks["infantry"].setChecked(True)
    assert "wages 1 gold" in dialog.preview.text()
    dialog.bypass_checks["cavalry"].setChecked(True)  # Rank 2 bypasses only one
    assert "Not allowed" in dialog.preview.text()
    dialog.battlefield.setCurrentIndex(dialog.battlefield.findData("the-branches"))
    dialog.bypass_checks["cavalry"].setChecked(False)
    assert "1 unit(s) to the Medica" in dialog.preview.text()  # 3 VP, Mark has no scout there
    card_dialog = EnemyCardDialog("New")
    qtbot.addWidget(card_dialog)
    assert card_dialog.card().vp == 2
    # one tap per choice; the casualty follows a light requirement
    card_dialog.vp.group.button(2).click()
    card_dialog.requirement.group.button(REQUIREMENT_TYPES.index("cavalry")).click()
    assert (card_dialog.card().vp, card_dialog.card().requirement,
            card_dialog.card().casualty) == (4, "cavalry", "cavalry")
    card_dialog.casualty.group.button(0).click()
    assert card_dialog.card().casualty == "infantry"
    card_dialog.none.setChecked(True)
    assert card_dialog.card() is None
