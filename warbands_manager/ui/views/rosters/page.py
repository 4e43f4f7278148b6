"""The Rosters page: the roster list and the roster editor, and the whole-roster actions.

New, duplicate, rename, delete and imports are undoable; Open takes roster files (``.json``,
BattleScribe ``.ros``/``.rosz``) and army data (``.gst``/``.cat`` and zipped forms, imported on
the app's background runner). The same files dropped anywhere on the window are imported the
same way; a bad roster file is reported with the file name and JSON path and changes nothing.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QStackedWidget, QVBoxLayout

from warbands_manager.navigation import FILE_OPENERS, ViewInfo
from warbands_manager.paths import data_dir
from warbands_manager.rules.roster import Roster
from warbands_manager.ui.background import run_in_background, write_file_in_background
from warbands_manager.ui.views.base import BaseView
from warbands_manager.ui.views.intro import heading_block
from warbands_manager.ui.views.rosters.commands import (
    AddRosterCommand,
    DeleteRosterCommand,
    ImportedRostersCommand,
    RosterEditCommand,
    RosterMoveCommand,
)
from warbands_manager.ui.views.rosters.dialogs import RosterDialogs
from warbands_manager.ui.views.rosters.list_panel import HEADER_BUTTONS, RosterListPanel
from warbands_manager.ui.views.rosters.page_services import RosterPageServices
from warbands_manager.ui.views.rosters.printing import print_roster_pdf

if TYPE_CHECKING:
    from warbands_manager.ui.views.rosters.compare_dialog import CompareDialog
    from warbands_manager.ui.views.rosters.editor import RosterEditor

ROSTER_SUFFIXES = (".json",)
# Rosters and BattleScribe .gst/.cat/.ros (+ zipped): the files this page opens, one list.
DROP_SUFFIXES = tuple(suffix for suffix, view in FILE_OPENERS.items() if view == "rosters")
DETAILS = ("Small warbands are 1-199 points, large ones 200-500. Every roster is checked against "
           "the Warbands composition rules and its army's exceptions as you edit it.")


class RostersPage(BaseView):
    """List of saved rosters (search, filter) and the editor of one roster.

    The list is painted from ``services.listing`` (a stdlib read at start-up); the editor, and
    the services behind every action, are built when first needed.
    """

    def __init__(self, info: ViewInfo, services: RosterPageServices,
                 dialogs: RosterDialogs | None = None) -> None:
        super().__init__(info)
        self.services = services
        self.dialogs = dialogs or RosterDialogs()
        self._drop_target = None
        self.army_data_dialog = None  # built on first use
        self.army_sources_dialog = None  # built on first use
        self.compare_dialog: CompareDialog | None = None
        self.list_panel = RosterListPanel()
        self._editor: RosterEditor | None = None  # built when a roster is first opened
        self.stack = QStackedWidget()
        self.stack.addWidget(self.list_panel)
        self.setAcceptDrops(True)
        self.heading = heading_block(info.title, info.summary, DETAILS)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.stack, 1)
        self._connect_signals()
        self.refresh_list()
        self._update_handlers()
        # The list was just read: the window shows a page right after building it, in the same
        # event-loop turn, and need not read it again then (each read: the list's query and
        # the texts of every row, before the start's content paint).
        self._just_read = True
        QTimer.singleShot(0, self._reading_ages)

    def _reading_ages(self) -> None:
        self._just_read = False

    def _connect_signals(self) -> None:
        self.list_panel.action_requested.connect(self._on_list_panel_action_requested)
        self.list_panel.open_requested.connect(self.open_editor)
        self.list_panel.selection_changed.connect(self._update_handlers)

    @property
    def editor(self) -> RosterEditor:
        """The roster editor, built (with the services it needs) on first use."""
        if self._editor is None:
            # The services first: opening the database waits for the ORM import that may be
            # running on a pool thread, so the editor's modules are never imported by two
            # threads at once.
            _ = self.services.rosters
            # deferred: the editor's modules load with the first roster opened, after the paint
            from warbands_manager.ui.views.rosters.editor import RosterEditor

            editor = RosterEditor(self.services, self.undo_stack)
            self.stack.addWidget(editor)
            editor.back_requested.connect(self.show_list)
            editor.roster_saved.connect(self._on_editor_roster_saved)
            editor.action_requested.connect(self._on_list_panel_action_requested)
            editor.status_message.connect(self.status_message.emit)
            self._editor = editor
        return self._editor

    def _editing(self) -> bool:
        """Whether the editor (not the list) is in front."""
        return self._editor is not None and self.stack.currentWidget() is self._editor

    # -- page life ---------------------------------------------------------------------------
    def header_actions(self) -> list:
        """New roster and Open / import… in the window's page header, where every page keeps
        its main actions (they work from the editor too)."""
        return [self.list_panel.buttons[name] for name in HEADER_BUTTONS]

    def on_shown(self) -> None:
        if not self._just_read:
            self.refresh_list()
        self._just_read = False
        if self._editor is not None:
            self._editor.reload_if_changed()  # saved elsewhere (the change watcher fired)
        window = self.window()
        if window is not self and window is not self._drop_target:
            window.setAcceptDrops(True)
            window.installEventFilter(self)
            self._drop_target = window

    def refresh_list(self, select_id: int | None = None) -> None:
        self.list_panel.set_rows(self.services.listing.rosters(), select_id)
        self.list_panel.show_army_data(self.services.listing.catalogues())
        if self.army_data_dialog is not None and self.army_data_dialog.isVisible():
            self.army_data_dialog.refresh()

    def show_list(self) -> None:
        self.heading.setVisible(True)
        self.stack.setCurrentWidget(self.list_panel)
        self.refresh_list(self._editor.roster_id if self._editor is not None else None)
        self._update_handlers()

    def open_editor(self, roster_id: int) -> None:
        self.editor.open_roster(roster_id)
        self.heading.setVisible(False)  # the editor needs the room
        self.stack.setCurrentWidget(self.editor)
        self._update_handlers()

    def show_subview(self, part: str) -> bool:
        """``--view rosters/NAME`` opens the roster whose name contains NAME in the editor;
        then ``whats-this`` opens the rules reference at its first problem, ``unit=NAME``
        selects a unit, ``add=SLOT`` opens the army list of a slot (``add`` the selected
        unit's), ``compare=NAME`` compares with another roster, ``text=FORMAT`` copies the
        roster as text; tab names (``What fits``, ``Army list``) bring a tab to the front."""
        if self._editing() and self._editor_subview(part):
            return True
        if part == "whats-this":
            problems = self.editor.problems.problems
            if not self._editing() or problems.count() == 0:
                return False
            problems.setCurrentRow(0)
            return self.editor.problems.show_help_for_selected() is not None
        wanted = part.lower()
        for summary in self.services.rosters.list():
            if wanted in summary.name.lower():
                self.open_editor(summary.id)
                return True
        return False

    def _editor_subview(self, part: str) -> bool:
        key, _sep, value = part.partition("=")
        editor = self.editor
        if key == "unit":
            wanted = value.lower()
            rows = [i for i, u in enumerate(editor.current.units) if wanted in u.name.lower()]
            editor.select_units(tuple(rows[:1]))
            return bool(rows)
        if key == "add":
            return editor.open_entry_list(value or None) is not None
        if key == "compare":
            return self.compare_roster(value) is not None
        if key == "text" and value in ("plain", "markdown", "bbcode"):
            editor.copy_text(value)
            return True
        return False

    def help_topic(self) -> tuple[str, str] | None:
        """The selected problem's rule id and message, for Help › Rules Reference (F1)."""
        if self._editing():
            return self.editor.problems.selected_rule()
        return None

    def current_roster_id(self) -> int | None:
        if self._editing():
            return self.editor.roster_id
        return self.list_panel.selected_id()

    def _update_handlers(self) -> None:
        has_roster = self.current_roster_id() is not None
        self.document_handlers.update(
            new=self.new_roster, open=self.open_files,
            export=self.export_roster if has_roster else None,
            print=self.print_roster if has_roster else None)
        self.actions_changed.emit()

    # -- actions -----------------------------------------------------------------------------
    def _on_list_panel_action_requested(self, name: str) -> None:
        actions = {"new": self.new_roster, "open": self.open_files, "edit": self._edit_selected,
                   "duplicate": self.duplicate_roster, "rename": self.rename_roster,
                   "delete": self.delete_roster, "export": self.export_roster,
                   "print": self.print_roster, "demo": self.add_demo,
                   "army_data": self.show_army_data, "compare": self.compare_roster}
        actions[name]()

    def show_army_data(self) -> None:
        """Browse, import and delete imported army data (deleting is undoable)."""
        armies = self.services.armies  # opened before importing more (see ``editor``)
        # deferred: a dialog and the army-data readers, loaded when it is first opened
        from warbands_manager.services.army_data_admin import ArmyDataAdmin
        from warbands_manager.ui.views.rosters.army_data_dialog import ArmyDataDialog

        if self.army_data_dialog is None:
            admin = ArmyDataAdmin(self.services.database, armies)
            self.army_data_dialog = ArmyDataDialog(admin, self.undo_stack,
                                                   self._after_army_data_change,
                                                   self.open_files, self, self.get_army_data)
        self.army_data_dialog.refresh()
        self.army_data_dialog.show()  # modeless, so Edit → Undo works while it is open
        self.army_data_dialog.raise_()

    def get_army_data(self):
        """Army data › Get army data…: from a data source, with updates (see the dialog)."""
        # deferred: a dialog and the data sources' index, loaded when it is first opened
        from warbands_manager.services.army_sources import ArmySources
        from warbands_manager.ui.views.rosters.army_sources_dialog import ArmySourcesDialog

        if self.army_sources_dialog is None:
            sources = ArmySources(self.services.database, data_dir())
            self.army_sources_dialog = ArmySourcesDialog(sources, self._on_import_finished,
                                                         self)
        self.army_sources_dialog.show()
        self.army_sources_dialog.raise_()
        return self.army_sources_dialog

    def _after_army_data_change(self) -> None:
        self.refresh_list()
        if self._editing() and self.editor.roster is not None:
            self.editor.open_roster(self.editor.roster_id)  # its army picker follows the data

    def compare_roster(self, name: str | None = None):
        """Compare the roster in the editor (or the selected one) with another roster: a saved
        one (the first other, or the one whose name holds ``name``) or a file."""
        roster_id = self.current_roster_id()
        if roster_id is None:
            return None
        current = self.services.rosters.load(roster_id)
        others = [(s.id, s.name) for s in self.services.rosters.list() if s.id != roster_id]
        chosen = next((i for i, n in others if name and name.lower() in n.lower()), None)
        if name and chosen is None:
            return None
        # deferred: a dialog, loaded when it is first opened
        from warbands_manager.ui.views.rosters.compare_dialog import CompareDialog

        dialog = self.compare_dialog or CompareDialog(self.services.rosters.load,
                                                      self._pick_roster_file, self)
        self.compare_dialog = dialog
        dialog.compare(current, others, chosen)
        dialog.show()
        dialog.raise_()
        return dialog

    def _pick_roster_file(self):
        # deferred: reading roster files brings msgspec, which the list's paint does without
        from warbands_manager.rules.roster_io import RosterReadError, read_roster_file

        paths = [p for p in self.dialogs.open_paths(self) if p.lower().endswith(".json")]
        if not paths:
            return None
        try:
            return read_roster_file(paths[0])
        except RosterReadError as error:
            self.dialogs.show_report(self, "Cannot compare", str(error), error=True)
            return None

    def _edit_selected(self) -> None:
        roster_id = self.list_panel.selected_id()
        if roster_id is not None:
            self.open_editor(roster_id)

    def new_roster(self) -> None:
        roster = Roster(name="New warband", army="other", points_limit=200)
        command = self._push_add("New roster", lambda: self.services.rosters.create(roster))
        self.open_editor(command.roster_id)

    def duplicate_roster(self) -> None:
        roster_id = self.current_roster_id()
        if roster_id is not None:
            command = self._push_add("Duplicate roster",
                                     lambda: self.services.rosters.duplicate(roster_id))
            copy_name = self.services.rosters.summary(command.roster_id).name
            self.status_message.emit(f"Duplicated as “{copy_name}”")

    def rename_roster(self) -> None:
        roster_id = self.current_roster_id()
        if roster_id is None:
            return
        old = self.services.rosters.load(roster_id)
        name = self.dialogs.ask_text(self, "Rename roster", "Warband name:", old.name)
        if name and name.strip() and name.strip() != old.name:
            if self.editor.roster_id != roster_id:
                self.editor.open_roster(roster_id)
            self.editor.edit(f"Rename to {name.strip()}",
                             lambda roster: setattr(roster, "name", name.strip()))

    def delete_roster(self) -> None:
        roster_id = self.current_roster_id()
        if roster_id is None:
            return
        name = self.services.rosters.summary(roster_id).name
        self.undo_stack.push(DeleteRosterCommand(self.services.rosters, roster_id, name,
                                                 self.show_list))

    def add_demo(self) -> list[int]:
        # deferred: the example rosters are validated against army data through the ORM
        from warbands_manager.services.demo import add_demo_rosters

        added = add_demo_rosters(self.services.rosters, data_dir())
        self.refresh_list()
        self.status_message.emit(f"Added {len(added)} example roster(s)")
        return added

    def _push_add(self, text: str, create) -> AddRosterCommand:
        command = AddRosterCommand(text, self.services.rosters, create, self._after_add)
        self.undo_stack.push(command)
        return command

    def _after_add(self, roster_id: int | None) -> None:
        if roster_id is None and self._editing():
            self.show_list()
        self.refresh_list(roster_id)
        self._update_handlers()

    def _on_editor_roster_saved(self, roster_id: int) -> None:
        if self._editing():
            # The list is hidden behind the editor and show_list() reloads it; reloading it
            # (every roster, every catalogue's JSON) on each edit cost most of an edit's time.
            return
        self.refresh_list(roster_id)

    # -- files -------------------------------------------------------------------------------
    def open_file(self, path: Path) -> bool:
        """A file given on the command line: a roster is imported, army data is loaded."""
        if Path(path).suffix.lower() in ROSTER_SUFFIXES:
            return self.import_roster_file(str(path)) is not None
        self.import_paths([str(path)])
        return True

    def open_files(self) -> None:
        self.import_paths(self.dialogs.open_paths(self))

    def import_paths(self, paths: list[str]) -> None:
        """Roster ``.json`` files are added (undoably); everything else is army data."""
        rosters = [p for p in paths if Path(p).suffix.lower() in ROSTER_SUFFIXES]
        others = [p for p in paths if p not in rosters]
        for path in rosters:
            self.import_roster_file(path)
        if others:
            self._start_army_import(others)

    def import_roster_file(self, path: str) -> int | None:
        # deferred: reading roster files brings msgspec, which the list's paint does without
        from warbands_manager.rules.roster_io import RosterReadError, read_roster_file

        try:
            roster = read_roster_file(path)
        except RosterReadError as error:
            self.dialogs.show_report(self, "Cannot import roster", str(error), error=True)
            self.status_message.emit(str(error))
            return None
        stored = next((row for row in self.services.rosters.list()
                       if (row.name, row.army) == (roster.name, roster.army)), None)
        if stored is not None:
            return self._import_over_stored(stored.id, roster, Path(path).name)
        return self._import_as_new(roster, Path(path).name)

    def _import_as_new(self, roster: Roster, file_name: str) -> int | None:
        command = self._push_add(f"Import {file_name}",
                                 lambda: self.services.rosters.create(roster))
        self.status_message.emit(f"Imported “{roster.name}” from {file_name}")
        return command.roster_id

    def _import_over_stored(self, roster_id: int, roster: Roster, file_name: str) -> int | None:
        """The file's roster is already stored (same name and army): opening the file again
        must not pile up copies, so an unchanged file adds nothing and a changed one asks."""
        # deferred: reading roster files brings msgspec, which the list's paint does without
        from warbands_manager.rules.roster_io import roster_to_dict

        before = roster_to_dict(self.editor.seen_rosters.read(roster_id))
        after = roster_to_dict(roster)
        if after == before:
            self.refresh_list(roster_id)
            self.status_message.emit(f"“{roster.name}” from {file_name} is already in your "
                                     "rosters: nothing added")
            return roster_id
        choice = self.dialogs.choose(
            self, "Roster already stored",
            f"“{roster.name}” is already in your rosters, and {file_name} differs from it.",
            ("Update the stored roster", "Add it as another roster"))
        if choice == 1:
            return self._import_as_new(roster, file_name)
        if choice != 0:
            return None
        self.undo_stack.push(RosterEditCommand(f"Update “{roster.name}” from {file_name}",
                                               roster_id, before, after,
                                               self.editor.apply_document))
        self.refresh_list(roster_id)
        self.status_message.emit(f"Updated “{roster.name}” from {file_name}")
        return roster_id

    def _start_army_import(self, paths: list[str]) -> None:
        # The app's one background runner (``ui/background.py``): the service opens its own
        # short session on the pool thread; the report comes back on the GUI thread.
        armies = self.services.armies  # opened here, on the GUI thread (see ``editor``)
        self.status_message.emit(f"Importing {len(paths)} file(s)…")
        run_in_background(self, lambda: armies.import_paths(paths),
                          self._on_import_finished, self._on_import_failed)

    def _on_import_finished(self, report) -> None:
        if report.roster_ids:  # BattleScribe rosters: one undoable step (catalogues stay)
            self.undo_stack.push(ImportedRostersCommand(
                _import_text(self.services.rosters, report.roster_ids), self.services.rosters,
                report.roster_ids, self._after_add))
        else:
            self.refresh_list()
        if self._editor is not None and self._editor.roster is not None:
            self._editor.open_roster(self._editor.roster_id)
        # The "Importing …" message stays until replaced: the import's end must replace it.
        self.status_message.emit(_import_summary(report))
        self.dialogs.show_report(self, "Import", "\n".join(report.lines()) or "nothing imported",
                                 error=bool(report.errors))
        self._offer_roster_moves(report)

    def _offer_roster_moves(self, report) -> None:
        """After a newer revision was imported: per saved roster it changes, the player moves
        the roster to it or keeps it on the revision it was built with (which stays stored
        for it); either is one undoable step, the changes listed."""
        # deferred: only an import of a newer revision asks; the roster page opens without it
        from warbands_manager.services.roster_army_update import kept_as_saved, roster_update

        for diff in report.diffs:
            for effect in (e for e in diff.roster_effects if e.changed and e.roster_id):
                text = f"{effect.line()}\n\n" + "\n".join(effect.changes)
                choice = self.dialogs.choose(self, "Army data changed", text,
                                             ("Move it to the new revision",
                                              "Keep it as saved"))
                move = choice == 0
                update = (roster_update if move else kept_as_saved)(
                    self.services.database, data_dir(), effect.roster_id)
                if update.moves:
                    self.undo_stack.push(self._move_command(effect.roster, update, move))
                    self.refresh_list(effect.roster_id)

    def _move_command(self, name: str, update, move: bool):
        """The undoable step of "Move it" (its undo puts back the revision it freed) or of
        "Keep it as saved" (the revision read, recorded in the roster)."""
        # deferred: roster documents bring msgspec, which the list's paint does without
        from warbands_manager.rules.roster_io import roster_to_dict

        before, after = roster_to_dict(update.before), roster_to_dict(update.after)
        if not move:
            return RosterEditCommand(f"Keep “{name}” as saved", update.roster_id, before,
                                     after, self.editor.apply_document)
        armies = self.services.armies
        freed = armies.older_revisions_read(update.before)
        return RosterMoveCommand(f"Move “{name}” to the new army data", update.roster_id,
                                 before, after, self.editor.apply_document,
                                 lambda: armies.put_back_revisions(freed))

    def _on_import_failed(self, error: BaseException) -> None:
        self.status_message.emit("Import failed: nothing was imported")
        self.dialogs.show_report(self, "Import failed", str(error), error=True)

    def export_roster(self) -> None:
        roster_id = self.current_roster_id()
        if roster_id is None:
            return
        name = self.services.rosters.summary(roster_id).name
        path = self.dialogs.save_path(self, "Export roster", f"{name}.json",
                                      "Warbands roster (*.json)")
        if path:
            self.services.rosters.export_file(roster_id, path)
            self.status_message.emit(f"Exported “{name}” to {path}")

    def print_roster(self) -> None:
        roster_id = self.current_roster_id()
        if roster_id is None:
            return
        roster = self.services.rosters.load(roster_id)
        path = self.dialogs.save_path(self, "Print roster to PDF", f"{roster.name}.pdf",
                                      "PDF (*.pdf)")
        if path:
            # The roster was read above (a fresh copy nobody else edits); the PDF is written on
            # a pool thread so the page stays usable (the first PDF also loads the fonts).
            write_file_in_background(
                self, path, "the roster sheet", lambda target: print_roster_pdf(roster, target),
                status=self.status_message.emit, show_error=self._show_print_error,
                on_written=lambda target: self.dialogs.open_file(str(target)))

    def _show_print_error(self, text: str) -> None:
        self.dialogs.show_report(self, "Roster sheet not written", text, error=True)

    # -- drag and drop on the whole window ---------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() in (QEvent.Type.DragEnter, QEvent.Type.DragMove):
            if _roster_paths(event):
                event.acceptProposedAction()
                return True
        elif event.type() == QEvent.Type.Drop and _roster_paths(event):
            self.handle_drop(_roster_paths(event))
            event.acceptProposedAction()
            return True
        return super().eventFilter(watched, event)

    def dragEnterEvent(self, event) -> None:  # noqa: N802
        if _roster_paths(event):
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:  # noqa: N802
        self.handle_drop(_roster_paths(event))
        event.acceptProposedAction()

    def handle_drop(self, paths: list[str]) -> None:
        window = self.window()
        if hasattr(window, "show_view"):
            window.show_view(self.info.name)
        self.import_paths(paths)


def _import_text(rosters, roster_ids: list[int]) -> str:
    """The undo step's name: the roster's name, or how many rosters came in."""
    if len(roster_ids) == 1:
        return f"Import “{rosters.summary(roster_ids[0]).name}”"
    return f"Import {len(roster_ids)} BattleScribe rosters"


def _roster_paths(event) -> list[str]:
    mime = event.mimeData()
    if mime is None or not mime.hasUrls():
        return []
    return [url.toLocalFile() for url in mime.urls()
            if url.isLocalFile() and url.toLocalFile().lower().endswith(DROP_SUFFIXES)]


def _import_summary(report) -> str:
    """One status-bar line for a finished import of army data or rosters."""
    counts = ((len(report.stored), "imported"), (len(report.unchanged), "unchanged"),
              (len(report.roster_ids), "roster(s) added"), (len(report.errors), "refused"))
    parts = [f"{count} {what}" for count, what in counts if count]
    return "Import finished: " + (", ".join(parts) if parts else "nothing imported")
