"""Input forms of the post-battle wizard: the battle report, then one form per step.

Each form shows what the rules say about the step (eligibility, problems, the rating sum) and
collects the player's choices as the ``inputs`` dict the step function takes.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.rules.campaign import advancement, recovery, veteran
from warbands_manager.rules.campaign.archetypes import advancement_table
from warbands_manager.rules.campaign.injuries import chart_result
from warbands_manager.rules.campaign.ledger import characters, is_campaign_character
from warbands_manager.rules.campaign.rating import warband_rating
from warbands_manager.rules.campaign.tables import CampaignTables
from warbands_manager.services.campaign_passes import PassState


class StepForm(QWidget):
    """Base: a note on top and a form below; ``inputs()`` returns the step's inputs."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.form = QFormLayout()
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addLayout(self.form)
        layout.addStretch(1)

    def clear(self) -> None:
        while self.form.rowCount():
            self.form.removeRow(0)

    def load(self, state: PassState, tables: CampaignTables) -> None:
        self.clear()

    def inputs(self) -> dict:
        return {}


class BattleReportForm(StepForm):
    """What happened on the table: removed characters, removed models, team Wounds."""

    def load(self, state: PassState | None, tables=None, roster=None) -> None:
        self.clear()
        self.note.setText("Battle report: tick characters removed from the table; count the "
                          "removed models of each unit (one-use troops such as Fanatics and "
                          "flankers who never arrived count as removed); for teams give Wounds "
                          "lost / total.")
        self.widgets: dict[str, tuple] = {}
        for unit in roster.units:
            if is_campaign_character(roster, unit):
                box = QCheckBox("removed from the table")
                self.widgets[unit.id] = ("character", box)
                self.form.addRow(f"{unit.name} (character)", box)
            elif recovery.is_team(unit):
                lost, total = QSpinBox(), QSpinBox()
                total.setRange(1, 99)
                total.setValue(3)
                lost.setRange(0, 99)
                row = QHBoxLayout()
                row.addWidget(lost)
                row.addWidget(QLabel("of"))
                row.addWidget(total)
                row.addWidget(QLabel("Wounds lost"))
                self.widgets[unit.id] = ("team", lost, total)
                self.form.addRow(f"{unit.name} (team)", row)
            else:
                spin = QSpinBox()
                spin.setRange(0, unit.models)
                self.widgets[unit.id] = ("unit", spin)
                self.form.addRow(f"{unit.name} ({unit.models} models) removed", spin)

    def report(self) -> tuple[list[str], dict[str, int], dict[str, list[int]]]:
        chars, models, teams = [], {}, {}
        for unit_id, (kind, *widgets) in self.widgets.items():
            if kind == "character" and widgets[0].isChecked():
                chars.append(unit_id)
            elif kind == "unit" and widgets[0].value():
                models[unit_id] = widgets[0].value()
            elif kind == "team" and widgets[0].value():
                teams[unit_id] = [widgets[0].value(), widgets[1].value()]
        return chars, models, teams


class InfoForm(StepForm):
    """Steps without choices (result, recovery): what the step will do."""

    TEXT = {
        "result": "Base XP for the result, the underdog bonus, Press the Advantage (a Trickster "
                  "who took part and survives, victory or massacre). Deep Wound games missed "
                  "are counted down.",
        "recovery": "One D6 per removed non-character model, 1-2 lost; teams recover "
                    "automatically below half their Wounds, else one roll for the whole team.",
    }

    def __init__(self, step: str, parent=None) -> None:
        super().__init__(parent)
        self.step = step

    def load(self, state, tables) -> None:
        self.clear()
        context = state.context
        detail = (f"Result: {context['result']}; underdog bonus {context['underdog']} XP."
                  if self.step == "result" else
                  f"Removed models: {context['removed_models'] or 'none'}; teams: "
                  f"{context['team_wounds'] or 'none'}.")
        self.note.setText(f"{self.TEXT[self.step]}\n\n{detail}")


class InjuryForm(StepForm):
    """First D66 per removed character (shown before deciding on a reroll), rerolls, retire."""

    def __init__(self, roll_d66: Callable[[str], int | None], parent=None) -> None:
        super().__init__(parent)
        self._roll_d66 = roll_d66

    def load(self, state, tables) -> None:
        self.clear()
        self.tables, self.first, self.rows, self.names = tables, {}, {}, {}
        removed = [state.roster.unit_by_id(u) for u in state.context["removed_characters"]]
        removed = [unit for unit in removed if unit]
        self.note.setText("Roll the first D66 for each removed character, then choose whether "
                          "to reroll it (Psychopath Resilient, or 25 XP; the second result "
                          "stands)." if removed else "No character was removed.")
        for unit in removed:
            result, button, reroll = QLabel("not rolled"), QPushButton("Roll D66"), QComboBox()
            reroll.addItem("keep the result", None)
            reroll.addItem("reroll for 25 XP", "xp")
            if "Resilient" in unit.abilities:
                reroll.addItem("reroll with Resilient", "resilient")
            button.clicked.connect(lambda _=False, u=unit.id: self._on_roll_clicked(u))
            self.names[unit.id] = unit.name
            row = QHBoxLayout()
            for widget in (button, result, reroll):
                row.addWidget(widget)
            self.rows[unit.id] = (result, reroll)
            self.form.addRow(unit.name, row)
        self.retire = {}
        for unit in characters(state.roster):
            box = QCheckBox("retire by choice (equipment stays)")
            self.retire[unit.id] = box
            self.form.addRow(f"{unit.name}", box)

    def _on_roll_clicked(self, unit_id: str) -> None:
        value = self._roll_d66(self.names[unit_id])
        if value is None:
            return
        self.first[unit_id] = value
        self.rows[unit_id][0].setText(f"{value}: {chart_result(self.tables, value)['name']}")

    def inputs(self) -> dict:
        rerolls = {u: row[1].currentData() for u, row in self.rows.items() if row[1].currentData()}
        return {"first": dict(self.first), "reroll": rerolls,
                "retire": [u for u, box in self.retire.items() if box.isChecked()]}


class MinimumsForm(StepForm):
    def load(self, state, tables) -> None:
        self.clear()
        self.choices = {}
        problems = recovery.size_problems(state.roster)
        self.note.setText("Units under their minimum size after recovery." if problems
                          else "Every unit meets its minimum size.")
        for problem in problems:
            combo = QComboBox()
            options = ("refill", "disband") if problem.kind == "warbands" else (
                "refill", "drop_command")
            for option in options:
                combo.addItem(option, option)
            self.choices[problem.unit_id] = combo
            self.form.addRow(f"{problem.name}: {problem.models}/{problem.minimum} "
                             f"({problem.kind} minimum; refill {problem.refill_cost:g} XP)", combo)

    def inputs(self) -> dict:
        return {"decisions": {u: c.currentData() for u, c in self.choices.items()}}


class VeteranForm(StepForm):
    def load(self, state, tables) -> None:
        self.clear()
        survival = {k: tuple(v) for k, v in state.context.get("survival", {}).items()}
        eligible = veteran.eligible_units(state.roster, tables, survival)
        self.boxes = {}
        self.note.setText("Units that kept more than 50% of their starting numbers may buy the "
                          "next Veteran level (10 XP). Units that lost 50% or more lose it.")
        for unit_id in eligible:
            unit = state.roster.unit_by_id(unit_id)
            start, kept = survival[unit_id]
            box = QCheckBox(f"buy +{unit.veteran + 1} ({kept}/{start} kept)")
            self.boxes[unit_id] = box
            self.form.addRow(unit.name, box)

    def inputs(self) -> dict:
        return {"buy": [u for u, box in self.boxes.items() if box.isChecked()]}


class AdvancementForm(StepForm):
    def load(self, state, tables) -> None:
        self.clear()
        self.rolls, self.potential = {}, {}
        self.note.setText("Characters who survived 3+ battles since their last roll may roll "
                          "(25 XP) on their Archetype table; a 6 takes the choice below.")
        for unit in characters(state.roster):
            refusal = advancement.advancement_refusal(state.roster, tables, unit.id)
            if refusal:
                self.form.addRow(unit.name, QLabel(refusal))
                continue
            box, choice = QCheckBox("roll"), QComboBox()
            for ability in advancement_table(tables, unit.archetype):
                if ability.name not in unit.abilities:
                    choice.addItem(f"if 6: {ability.name}", ability.name)
            row = QHBoxLayout()
            row.addWidget(box)
            row.addWidget(choice)
            self.rolls[unit.id] = (box, choice)
            self.form.addRow(unit.name, row)
        for unit in characters(state.roster):
            if "Potential" in unit.abilities:
                box = QCheckBox("buy a magic level (75 XP, once)")
                self.potential[unit.id] = box
                self.form.addRow(f"{unit.name}: Potential", box)

    def inputs(self) -> dict:
        return {"rolls": [{"unit": u, "choice": c.currentData()}
                          for u, (b, c) in self.rolls.items() if b.isChecked()],
                "potential": [u for u, box in self.potential.items() if box.isChecked()]}


class RatingForm(StepForm):
    def load(self, state, tables) -> None:
        self.clear()
        breakdown = warband_rating(state.roster, tables)
        parts = [f"  points of all models: {breakdown.points:g}"] + [
            f"  {line.label}: {line.value:g}" for line in breakdown.lines]
        self.note.setText("Points and Warband Rating recomputed:\n" + "\n".join(parts)
                          + f"\nWBR = {breakdown.explain()}")
