"""Help › Rules Reference: a searchable reference of the rules the app applies.

One non-modal dialog per window; :func:`show_rules_reference` opens it (at a rule id when a
violation's "What's this?" asks for one). The entries come from ``rules.reference``.
"""

from __future__ import annotations

import html
import re
from functools import cache

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSplitter,
    QStyledItemDelegate,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.paths import data_dir, rules_coverage_dir
from warbands_manager.rules.reference import Entry, Reference, build_reference
from warbands_manager.ui.theme import tone_style

KEY_ROLE = Qt.ItemDataRole.UserRole
DIALOG_NAME = "rules-reference"


@cache
def load_reference() -> Reference:
    """The reference built from the shipped pages and tables (read once per run)."""
    return build_reference(rules_coverage_dir(), data_dir())


class RulesReferenceDialog(QDialog):
    """A search box, the matching entries, and the chosen entry's text."""

    def __init__(self, reference: Reference, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.reference = reference
        self.setObjectName(DIALOG_NAME)
        self.setWindowTitle("Rules Reference")
        self.resize(980, 640)
        self.search = QLineEdit()
        self.search.setObjectName("rules-search")
        self.search.setPlaceholderText("Search the rules: a word, a unit, a rule id…")
        self.search.setClearButtonEnabled(True)
        self.context = QLabel()
        self.context.setWordWrap(True)
        self.context.hide()
        self.entries = topic_tree()
        self.body = QTextBrowser()
        self.body.setObjectName("rules-body")
        self.details = QCheckBox("Details (rule ids, how it is tested, source)")
        self.details.setObjectName("rules-details")
        splitter = QSplitter()
        splitter.addWidget(self.entries)
        splitter.addWidget(self.body)
        splitter.setSizes([360, 620])
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addWidget(self.context)
        layout.addWidget(splitter, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.details)
        bottom.addStretch(1)
        bottom.addWidget(buttons)
        layout.addLayout(bottom)
        self._connect_signals()
        self._fill(reference.entries)

    def _connect_signals(self) -> None:
        self.search.textChanged.connect(self._on_search_text_changed)
        self.entries.currentItemChanged.connect(self._on_entries_current_item_changed)
        self.details.toggled.connect(
            lambda _on: self._on_entries_current_item_changed(self.entries.currentItem(), None))

    def show_rule(self, rule_id: str, message: str = "", about: str = "This roster") -> bool:
        """Show the entry of ``rule_id`` (with the violation's own message above it)."""
        self.search.clear()
        if message:
            self.context.setText(f"<b>{html.escape(about)}:</b> {html.escape(message)}")
            self.context.setToolTip(f"rule {rule_id}")
        self.context.setVisible(bool(message))
        entry = self.reference.entry_for_rule(rule_id)
        if entry is None:
            self.body.setPlainText(f"No reference entry for rule {rule_id}.")
            return False
        return self.select(entry.key)

    def select(self, key: str) -> bool:
        """Select the entry with ``key`` in the list (shown if the search hides it)."""
        item = next((item for item in self._leaves() if item.data(0, KEY_ROLE) == key), None)
        if item is None:
            return False
        self.entries.setCurrentItem(item)
        self.entries.scrollToItem(item)
        return True

    def visible_keys(self) -> list[str]:
        return [item.data(0, KEY_ROLE) for item in self._leaves()]

    def _leaves(self) -> list[QTreeWidgetItem]:
        found: list[QTreeWidgetItem] = []
        pending = [self.entries.invisibleRootItem()]
        while pending:
            item = pending.pop(0)
            children = [child for index in range(item.childCount())
                        if (child := item.child(index)) is not None]
            found += [child for child in children if child.data(0, KEY_ROLE)]
            pending[:0] = [child for child in children if not child.data(0, KEY_ROLE)]
        return found

    def _fill(self, entries: list[Entry]) -> None:
        self.entries.clear()
        headings: dict[tuple[str, ...], QTreeWidgetItem] = {}
        for entry in entries:
            parent = _heading(self.entries, headings, (entry.topic,))
            if entry.subtopic:
                parent = _heading(parent, headings, (entry.topic, entry.subtopic))
            item = QTreeWidgetItem(parent, [entry.title])
            item.setData(0, KEY_ROLE, entry.key)
        # Everything open while searching; at rest only the first topic, so the topics
        # themselves are the first thing read.
        searching = bool(self.search.text().strip())
        for path, heading in headings.items():
            heading.setExpanded(searching or path[0] == next(iter(headings))[0])
        if not entries:
            self.body.setPlainText("Nothing matches the search.")

    def _on_search_text_changed(self, text: str) -> None:
        current = self.entries.currentItem()
        key = current.data(0, KEY_ROLE) if current else None
        self._fill(self.reference.search(text))
        leaves = self._leaves()
        if not (key and self.select(key)) and leaves:
            self.entries.setCurrentItem(leaves[0])

    def _on_entries_current_item_changed(self, current: QTreeWidgetItem | None,
                                         _previous) -> None:
        key = current.data(0, KEY_ROLE) if current else None
        entry = next((e for e in self.reference.entries if e.key == key), None)
        if entry is not None:
            self.body.setHtml(entry_html(entry, self.search.text(), self.details.isChecked()))


def topic_tree() -> QTreeWidget:
    """The list of entries: topics (and, under Army rules, each army) that open and close,
    each entry's title whole, wrapped to the width."""
    tree = QTreeWidget()
    tree.setObjectName("rules-entries")
    tree.setHeaderHidden(True)
    tree.setColumnCount(1)
    tree.setWordWrap(True)
    tree.setUniformRowHeights(False)
    tree.setTextElideMode(Qt.TextElideMode.ElideNone)
    tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    tree.header().setStretchLastSection(True)
    tree.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    tree.setItemDelegate(WrappingDelegate(tree))
    return tree


class WrappingDelegate(QStyledItemDelegate):
    """Rows as tall as their title wrapped to the list's width (a tree view measures rows
    unwrapped), measured again whenever the list changes width."""

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self._tree = tree
        tree.viewport().installEventFilter(self)

    def sizeHint(self, option, index) -> QSize:  # noqa: N802 (Qt's name)
        depth, parent = 0, index.parent()
        while parent.isValid():
            depth, parent = depth + 1, parent.parent()
        indent = self._tree.indentation() * (depth + 1)
        width = max(80, self._tree.viewport().width() - indent - 8)
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        font = index.data(Qt.ItemDataRole.FontRole) or option.font
        bounds = self._tree.fontMetrics().boundingRect(
            QRect(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap), text)
        if font.bold():
            bounds.setHeight(bounds.height() + 2)
        return QSize(width, bounds.height() + 4)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Resize:
            self._tree.scheduleDelayedItemsLayout()
        return False


def _heading(parent, headings: dict, path: tuple[str, ...]) -> QTreeWidgetItem:
    """The heading item for ``path`` under ``parent``, made the first time it is asked for."""
    if path not in headings:
        item = QTreeWidgetItem(parent, [path[-1]])
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        font = item.font(0)
        font.setBold(True)
        item.setFont(0, font)
        headings[path] = item
    return headings[path]


def entry_html(entry: Entry, search: str = "", details: bool = False) -> str:
    """An entry as simple HTML: the rule in plain words, what the app does and the reading
    chosen; with ``details``, also the coverage notes, rule ids and source file."""
    paragraphs = "".join(
        f"<p><b>{html.escape(heading)}:</b> {html.escape(text)}</p>" if heading
        else f"<p>{html.escape(text)}</p>" for heading, text in entry.plain)
    where = " › ".join(html.escape(part) for part in (entry.topic or entry.group, entry.subtopic)
                       if part)
    text = (f"<h3>{html.escape(entry.title)}</h3><p><i>{where}</i></p>"
            f"{paragraphs}")
    if details or not entry.plain:
        notes = "".join(f"<p>{_inline(line)}</p>" for line in entry.lines)
        ids = ", ".join(f"<code>{html.escape(r)}</code>" for r in entry.rule_ids[:12])
        footer = f"<p><small>Rule ids: {ids}</small></p>" if ids else ""
        text += (f"<hr><p><b>Details</b></p>{notes}{footer}"
                 f"<p><small>Source: {html.escape(entry.source)}</small></p>")
    for word in search.split():
        text = re.sub(f"(?i)(?<=[ >])({re.escape(html.escape(word))})",
                      rf"<span style='{tone_style('search')}'>\1</span>", text)
    return text


def _inline(line: str) -> str:
    text = html.escape(line)
    text = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", text)
    return re.sub(r"`(.+?)`", r"<code>\1</code>", text)


def show_rules_reference(parent: QWidget, rule_id: str | None = None,
                         message: str = "", about: str = "This roster") -> RulesReferenceDialog:
    """Open (or raise) the window's rules reference, at ``rule_id`` if given."""
    window = parent.window()
    dialog = window.findChild(RulesReferenceDialog, DIALOG_NAME)
    if dialog is None:
        dialog = RulesReferenceDialog(load_reference(), window)
    if rule_id:
        dialog.show_rule(rule_id, message, about)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog
