"""The Campaigns page: campaign list on the left, the chosen campaign's tabs on the right."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable

from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.navigation import ViewInfo
from warbands_manager.reports.campaign_cards import write_campaign_cards
from warbands_manager.reports.campaign_sheet import write_campaign_sheet
from warbands_manager.rules.campaign.archetypes import availability_note
from warbands_manager.rules.campaign.cards import warband_cards
from warbands_manager.rules.campaign.dicequeue import MoreDiceNeeded, QueuedDice, parse_dice
from warbands_manager.rules.campaign.ledger import CampaignRuleError, clone
from warbands_manager.rules.campaign.spending import ALWAYS_REFUSED, starting_problems
from warbands_manager.rules.dice import Dice
from warbands_manager.rules.roster_io import RosterReadError, read_roster_file
from warbands_manager.services.campaign_common import CampaignNotFound
from warbands_manager.services.campaign_suite import CampaignServices, saved_starting_roster
from warbands_manager.store.errors import EditConflict
from warbands_manager.ui.background import write_file_in_background
from warbands_manager.ui.error_reporting import log_refusal, tell_conflict
from warbands_manager.ui.file_dialogs import open_file_name, save_file_name
from warbands_manager.ui.preferences import dialog_start
from warbands_manager.ui.views.base import BaseView
from warbands_manager.ui.views.campaigns.cards_view import CardsView
from warbands_manager.ui.views.campaigns.dialogs import (
    ask_archetypes,
    ask_new_campaign,
    ask_player,
    choose_saved_roster,
    complete_archetypes,
)
from warbands_manager.ui.views.campaigns.games_tab import GamesTab
from warbands_manager.ui.views.campaigns.tabs import LogTab, StandingsTab, TablesTab, WarbandsTab
from warbands_manager.ui.views.campaigns.undo_commands import ServiceCommand
from warbands_manager.ui.views.campaigns.wizard import PostBattleWizard
from warbands_manager.ui.views.empty_state import EmptyOr, EmptyState
from warbands_manager.ui.views.leagues.helper_tab import LittleWarHelper
from warbands_manager.ui.views.words import local_date
from warbands_manager.ui.whats_this import MessageLine
from warbands_manager.whole_file import write_text


class CampaignsPage(BaseView):
    """Dialogs are attributes so tests can replace them."""

    def __init__(self, info: ViewInfo, services: CampaignServices,
                 rng: random.Random | None = None) -> None:
        super().__init__(info)
        self.services = services
        self.rng = rng or random.Random()
        self.ask_new_campaign: Callable = ask_new_campaign
        self.ask_player: Callable = ask_player
        # The note says where the choices come from (set for the roster being added).
        self.archetype_note = ""
        self.ask_archetypes: Callable = lambda parent, choices: ask_archetypes(
            parent, choices, self.archetype_note)
        self.ask_accept_problems: Callable = lambda parent, text: (
            QMessageBox.question(parent, "Starting warband", text)
            == QMessageBox.StandardButton.Yes)
        self.tell_conflict: Callable[[str], object] = lambda text: tell_conflict(self, text)
        self.choose_saved_roster: Callable = choose_saved_roster
        self.choose_roster_file = lambda: open_file_name(
            self, "Starting warband roster", "", "Rosters (*.json)")[0]
        self.save_file = lambda title, pattern: save_file_name(
            self, title, dialog_start(), pattern)[0]
        self.show_error = lambda text: QMessageBox.warning(self, "Campaigns", text)
        self.campaign_id: int | None = None
        self.detail = None  # the campaign as shown: what table edits are made from (seen=)
        self.missing: dict[int, list[str]] = {}
        self.campaigns = QListWidget()
        self.campaigns.setWordWrap(True)
        self.campaigns.setMinimumWidth(180)
        self.new_button = QPushButton("New campaign…")
        self.message = MessageLine("This campaign")  # a refusal with a rule id: "?" button
        self.tabs = QTabWidget()
        self.warbands_tab, self.games_tab = WarbandsTab(), GamesTab()
        self.wizard = PostBattleWizard(services, self.undo_stack, self.rng)
        self.wizard.on_conflict = self.show_conflict
        self.standings_tab, self.log_tab, self.tables_tab = StandingsTab(), LogTab(), TablesTab()
        self.helper_tab = LittleWarHelper(Dice(self.rng))
        for tab, title in ((self.warbands_tab, "Warbands"), (self.games_tab, "Games"),
                           (self.helper_tab, "Little War"),
                           (self.wizard, "Post-battle"),
                           (self.standings_tab, "Standings"), (self.log_tab, "Log"),
                           (self.tables_tab, "Rule tables")):
            self.tabs.addTab(tab, title)
        self._build_layout()
        self._connect_signals()
        self.document_handlers["new"] = self._on_new_button_clicked
        self.refresh_campaigns()

    def _build_layout(self) -> None:
        left = QVBoxLayout()
        left.addWidget(QLabel("Campaigns"))
        left.addWidget(self.campaigns, 1)
        body = QHBoxLayout()
        body.setContentsMargins(0, 0, 0, 0)
        body.addLayout(left, 1)
        body.addWidget(self.tabs, 6)
        content = QWidget()
        content.setLayout(body)
        self.empty = EmptyState(
            "No campaigns yet",
            "A campaign carries your warbands from game to game: experience, Veteran "
            "Status, archetypes, injuries and the Warband Rating, with the post-battle steps "
            "after every game. Start one, then add the warbands your players built.",
            [("New campaign…", self._on_new_button_clicked)])
        self.body = EmptyOr(content, self.empty)
        layout = QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addWidget(self.body, 1)

    def _connect_signals(self) -> None:
        self.new_button.clicked.connect(self._on_new_button_clicked)
        self.campaigns.currentItemChanged.connect(self._on_campaigns_current_item_changed)
        self.warbands_tab.add_button.clicked.connect(self._on_add_button_clicked)
        self.warbands_tab.add_saved_button.clicked.connect(self._on_add_saved_button_clicked)
        self.warbands_tab.sheet_button.clicked.connect(self._on_sheet_button_clicked)
        self.warbands_tab.cards_button.clicked.connect(self.show_cards)
        self.warbands_tab.profile_requested.connect(self._on_warbands_tab_profile_requested)
        self.games_tab.record_requested.connect(self._on_games_tab_record_requested)
        self.games_tab.old_wounds_requested.connect(self._on_games_tab_old_wounds_requested)
        self.games_tab.pass_requested.connect(self._on_games_tab_pass_requested)
        for combo in (self.games_tab.warband_a, self.games_tab.warband_b):
            combo.currentIndexChanged.connect(self._on_warband_combo_changed)
        self.games_tab.side.currentIndexChanged.connect(self._on_side_combo_changed)
        self.wizard.pass_changed.connect(self._on_wizard_pass_changed)
        self.log_tab.warband.currentIndexChanged.connect(self._on_log_filter_changed)
        self.log_tab.export_button.clicked.connect(self._on_export_clicked)
        self.tables_tab.value_edited.connect(self._on_tables_tab_value_edited)
        self.tables_tab.archetypes.restrict_requested.connect(self._on_restrict_requested)

    def header_actions(self) -> list:
        return [self.new_button]

    def on_shown(self) -> None:
        self.refresh_campaigns()

    def refresh_campaigns(self) -> None:
        self.campaigns.blockSignals(True)
        self.campaigns.clear()
        for summary in self.services.setup.list():
            ends = (f"ends {local_date(summary.conclusion_date)}"
                    if summary.conclusion_date else "no end date")
            item = QListWidgetItem(f"{summary.name}\n{ends} · {summary.warbands} warband(s)")
            item.setData(256, summary.id)
            self.campaigns.addItem(item)
            if summary.id == self.campaign_id:
                self.campaigns.setCurrentItem(item)
        self.campaigns.blockSignals(False)
        if self.campaign_id is None and self.campaigns.count():
            self.campaigns.setCurrentRow(0)
            self.campaign_id = self.campaigns.currentItem().data(256)
        self.tabs.setEnabled(self.campaign_id is not None)
        self.body.show_empty(self.campaign_id is None)
        self.refresh_tabs()

    def refresh_tabs(self) -> None:
        has = self.campaign_id is not None
        for action, handler in (("open", self._on_add_button_clicked),
                                ("export", self._on_export_clicked),
                                ("print", self._on_sheet_button_clicked)):
            self.document_handlers[action] = handler if has else None
        self.actions_changed.emit()
        if not has:
            return
        self.detail = self.services.setup.detail(self.campaign_id)
        self.warbands_tab.tables = self.detail.tables
        self.warbands_tab.model.set_rows(self.services.setup.warbands(self.campaign_id))
        self.games_tab.load(self.services, self.campaign_id)
        self._update_helper()
        self.standings_tab.load(self.services, self.campaign_id)
        self.log_tab.load(self.services, self.campaign_id)
        self.tables_tab.load(self.services, self.campaign_id)

    def _act(self, action: Callable[[], object], done: str = "") -> object | None:
        """Run one service call; a refused action is shown, not raised."""
        try:
            result = action()
        except EditConflict as conflict:  # another organiser saved first (shared server)
            self.show_conflict(conflict)
            return None
        except (CampaignRuleError, CampaignNotFound, MoreDiceNeeded, RosterReadError,
                ValueError, KeyError) as error:
            log_refusal("campaign action", error)
            self.message.setText(f"Refused: {error}", getattr(error, "rule", None))
            return None
        self.message.setText(done)
        self.refresh_tabs()
        return result

    def help_topic(self) -> tuple[str, str, str] | None:
        """The rule id and text of a refusal in the message line, for F1 (What's this?)."""
        return self.message.help_topic()

    def show_conflict(self, conflict: EditConflict) -> None:
        """Another organiser changed the record first: say what changed, show their version
        (as the Leagues page does)."""
        self.message.setText("Not saved: changed by someone else — the page shows their "
                             "version")
        self.refresh_campaigns()
        self.tell_conflict(str(conflict))

    def _on_new_button_clicked(self) -> None:
        values = self.ask_new_campaign(self)
        if values:
            new_id = self._act(lambda: self.services.setup.create(*values),
                               f"Campaign {values[0]!r} created.")
            if new_id is not None:
                self.campaign_id = new_id
                self.refresh_campaigns()

    def _on_campaigns_current_item_changed(self, current, _previous) -> None:
        self.campaign_id = current.data(256) if current else None
        self.tabs.setEnabled(self.campaign_id is not None)
        self.refresh_tabs()

    def _on_add_button_clicked(self) -> None:
        path = self.choose_roster_file()
        if not path:
            return
        try:
            roster = read_roster_file(path)
        except RosterReadError as error:
            self.message.setText(f"Refused: {error}")
            return
        self.add_starting_warband(roster)

    def _on_add_saved_button_clicked(self) -> None:
        rosters = self.services.rosters
        roster_id = self.choose_saved_roster(self, rosters.list() if rosters else [])
        if roster_id is not None and rosters is not None:
            self.add_starting_warband(saved_starting_roster(rosters, roster_id))

    def add_starting_warband(self, roster) -> None:
        """Archetypes, player and the organiser's acceptance asked, then the warband added
        (undoably)."""
        if self.campaign_id is None:
            return
        tables = self.services.setup.tables(self.campaign_id)
        self.archetype_note = availability_note(tables, roster.army)
        roster = complete_archetypes(roster, tables, self.ask_archetypes, self)
        player = None if roster is None else self.ask_player(self, roster.name)
        accept = None if player is None else self._starting_problems_accepted(roster)
        if accept is not None:
            campaign = self.campaign_id

            def add() -> int:
                return self.services.setup.add_warband(campaign, player, roster, accept)

            warband_id = self._act(add, f"{roster.name} joined the campaign.")
            if warband_id is not None:
                ServiceCommand(f"add {roster.name}", warband_id, add,
                               self.services.setup.remove_warband, self.refresh_campaigns,
                               self._act, self.services.setup.warband
                               ).already_run(self.undo_stack)
            self.refresh_campaigns()

    def _starting_problems_accepted(self, roster) -> bool | None:
        """False: nothing to accept; True: the organiser accepts the problems listed; None: a
        refusal (shown) or the organiser declined."""
        if self.campaign_id is None:
            return None
        problems = starting_problems(clone(roster),
                                     self.services.setup.tables(self.campaign_id))
        if not problems:
            return False
        lines = "\n".join(f"• {text}" for _rule, text in problems)
        if any(rule in ALWAYS_REFUSED for rule, _text in problems):
            self.message.setText(f"Refused: {roster.name} cannot start the campaign: "
                                 + "; ".join(text for _rule, text in problems),
                                 problems[0][0])
            return None
        if self.ask_accept_problems(self, f"{roster.name} cannot start the campaign as it "
                                    f"is:\n{lines}\n\nAccept it anyway (a house rule)?"):
            return True
        self.message.setText(f"Not added: {roster.name} cannot start the campaign as it is.",
                             problems[0][0])
        return None

    def _on_sheet_button_clicked(self) -> None:
        warband = self.warbands_tab.selected() or next(
            iter(self.services.setup.warbands(self.campaign_id)), None)
        path = warband and self.save_file("Campaign roster sheet", "PDF (*.pdf)")
        if path and warband is not None:
            # Everything the sheet needs is read here; the pool thread only writes the PDF
            # (its own copy of the roster: the table's row may be replaced meanwhile).
            roster = copy.deepcopy(warband.roster)
            record = warband.record  # every recorded game, pending passes marked
            tables = self.services.setup.tables(self.campaign_id)
            name = self.services.setup.summary(self.campaign_id).name
            write_file_in_background(
                self, path, "the campaign roster sheet",
                lambda target: write_campaign_sheet(roster, tables, target, name, record),
                status=self._show_message, show_error=self.show_error)

    def show_cards(self, *_args) -> None:
        """The card view of the chosen warband (the first if none is chosen)."""
        if self.campaign_id is None:
            return
        warband = self.warbands_tab.selected() or next(
            iter(self.services.setup.warbands(self.campaign_id)), None)
        if warband is None:
            self._show_message("No warbands yet: add a starting warband first.")
            return
        if getattr(self, "cards_view", None) is None:
            self.cards_view = CardsView(self)
            self.cards_view.print_button.clicked.connect(self.print_cards)
            self.cards_view.blank_button.clicked.connect(lambda: self.print_cards(blank=True))
        tables = self.services.setup.tables(self.campaign_id)
        self.cards_view.show_warband(warband_cards(warband.roster, tables))
        self.cards_view.resize(self.window().size() * 0.9)
        self.cards_view.show()
        self.cards_view.raise_()

    def print_cards(self, *_args, blank: bool = False) -> None:
        """Every warband's cards, each on its own page (or a page of blank cards)."""
        if self.campaign_id is None:
            return
        path = self.save_file("Campaign cards" + (" (blank)" if blank else ""), "PDF (*.pdf)")
        if not path:
            return
        tables = self.services.setup.tables(self.campaign_id)
        cards = [warband_cards(w.roster, tables)
                 for w in self.services.setup.warbands(self.campaign_id)]
        name, assumed = self.services.setup.summary(self.campaign_id).name, \
            bool(tables.assumed_count())
        write_file_in_background(
            self, path, "the campaign cards",
            lambda target: write_campaign_cards(target, cards, name, assumed, blank),
            status=self._show_message, show_error=self._tell_write_error)

    def _tell_write_error(self, text: str) -> None:
        self.show_error(text)

    def _show_message(self, text: str) -> None:
        self.message.setText(text)
        self.status_message.emit(text)

    def _on_warband_combo_changed(self, _index: int) -> None:
        if self.campaign_id is not None:
            self.games_tab.show_pregame(self.services, self.campaign_id)
            self._update_helper()

    def _update_helper(self) -> None:
        """The Little War helper shows the chosen pair and their set-up abilities."""
        tab = self.games_tab
        names = [tab.names.get(combo.currentData(), "") for combo in (tab.warband_a,
                                                                      tab.warband_b)]
        self.helper_tab.set_campaign_game(names[0] or "Warband A", names[1] or "Warband B",
                                          tab.scenario_lines(self.services, self.campaign_id))

    def _on_side_combo_changed(self, _index: int) -> None:
        self.games_tab.load_report(self.services)

    def _on_games_tab_old_wounds_requested(self) -> None:
        lines = []
        typed = self.games_tab.wound_dice.text().strip()
        try:
            dice = QueuedDice(queue=parse_dice(typed)) if typed else Dice(self.rng)
        except ValueError as error:
            self.message.setText(f"Refused: {error}")
            return
        for warband_id in (self.games_tab.warband_a.currentData(),
                           self.games_tab.warband_b.currentData()):
            checks = self._act(lambda w=warband_id: self.services.setup.roll_old_wounds(w, dice))
            if checks is None:
                return
            self.missing[warband_id] = [c.unit_id for c in checks if c.misses]
            lines += [f"{c.name}: D6 {', '.join(map(str, c.rolls))} → "
                      f"{'misses the game' if c.misses else 'fights'}" for c in checks]
        self.message.setText("Old Battle Wounds: " + ("; ".join(lines) or "none to roll"))
        self.refresh_tabs()

    def _on_games_tab_record_requested(self) -> None:
        tab = self.games_tab
        a, b = tab.warband_a.currentData(), tab.warband_b.currentData()
        pre = self.services.setup.pregame(self.campaign_id, a, b)
        missing = {a: sorted(set(self.missing.get(a, [])) | set(pre.absent_a)),
                   b: sorted(set(self.missing.get(b, [])) | set(pre.absent_b))}
        result, day = tab.result.currentData(), tab.played_on.date().toString("yyyy-MM-dd")
        campaign = self.campaign_id

        notes = tab.little_war_notes

        def record() -> int:
            return self.services.setup.record_game(campaign, a, b, result, day, missing, notes)

        game_id = self._act(record, "Game recorded.")
        self.missing = {}
        tab.little_war_notes = ""
        if game_id is not None:
            ServiceCommand("record game", game_id, record, self.services.setup.delete_game,
                           self.refresh_tabs, self._act).already_run(self.undo_stack)

    def _on_games_tab_pass_requested(self) -> None:
        game, side = self.games_tab.selected_game(), self.games_tab.side.currentData()
        if game is None:
            self.message.setText("Select a game first.")
            return
        existing = self.services.passes.passes_for_game(game.id).get(side)
        pass_id = existing or self._act(
            lambda: self.services.passes.start(game.id, side, *self.games_tab.report.report()),
            "Post-battle pass opened.")
        if pass_id:
            self.wizard.open_pass(pass_id)
            self.tabs.setCurrentWidget(self.wizard)

    def show_subview(self, part: str) -> bool:
        if part == "cards":  # ``--view campaigns/cards``: the guide's picture
            self.show_cards()
            return True
        return self._show_subview(part)

    def _show_subview(self, part: str) -> bool:
        """``--view campaigns/pass=N`` opens post-battle pass N in the wizard."""
        name, _, value = part.partition("=")
        if name != "pass" or not value.isdigit():
            return False
        try:
            self.services.passes.state(int(value))
        except CampaignNotFound:
            return False  # reported as a part that matched nothing, like any other
        self.wizard.open_pass(int(value))
        self.tabs.setCurrentWidget(self.wizard)
        return True

    def _on_wizard_pass_changed(self) -> None:
        if self.campaign_id is not None:
            for tab in (self.standings_tab, self.log_tab):
                tab.load(self.services, self.campaign_id)
            self.warbands_tab.model.set_rows(self.services.setup.warbands(self.campaign_id))

    def _on_log_filter_changed(self, _index: int) -> None:
        self.log_tab.model.set_rows(self.services.records.log(
            self.campaign_id, self.log_tab.warband.currentData()))

    def _on_export_clicked(self) -> None:
        path = self.save_file("Export campaign log", "CSV (*.csv);;JSON (*.json)")
        if path:
            fmt = "json" if path.lower().endswith(".json") else "csv"
            text = self.services.records.export_log(self.campaign_id, fmt,
                                                    self.log_tab.warband.currentData())
            write_text(path, text, newline="")
            self.message.setText(f"Log exported to {path}.")

    def _on_tables_tab_value_edited(self, key: str, text: str) -> None:
        # The tables read the text as the kind of value it replaces (and refuse a typo).
        seen = self.detail
        self._act(lambda: self.services.setup.edit_table_value(self.campaign_id, key, text,
                                                               seen),
                  f"{key} set to {text} (marked 'organiser').")


    def _on_warbands_tab_profile_requested(self, warband_id: int, unit_id: str,
                                           profile: dict) -> None:
        seen = self.warbands_tab.shown(warband_id)
        self._act(lambda: self.services.setup.set_profile(warband_id, unit_id, profile, seen),
                  "Profile recorded.")

    def _on_restrict_requested(self, army: str, archetypes: list) -> None:
        seen = self.detail
        self._act(lambda: self.services.setup.restrict_archetypes(self.campaign_id, army,
                                                                  archetypes, seen),
                  f"Archetypes open to {army}: {', '.join(archetypes) or 'none'}.")
