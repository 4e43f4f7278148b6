"""The rules reference shown in Help › Rules Reference: searchable entries built from the shipped
rules-coverage pages (every rule sentence, how the app treats it, the rule ids that enforce it)
and the rule tables under ``data/`` (every number with its provenance).

Pure (no Qt): the UI renders the entries; a test checks that every rule id the validator can
report has an entry, so a new rule cannot ship without help.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

RULE_ID = re.compile(r"`((?:app|[a-z0-9]+(?:-[a-z0-9]+)*)\.[a-z0-9]+(?:-[a-z0-9]+)*)`")
NOT_RULE_SUFFIXES = (".toml", ".py", ".md", ".json", ".csv", ".pdf")
# Which coverage page feeds which group of the reference, in the order shown.
COVERAGE_GROUPS = {
    "rosters.md": "Warbands composition and army-specific rules",
    "rosters-app.md": "Warbands composition and army-specific rules",
    "armydata.md": "Warbands composition and army-specific rules",
    "army-tables.md": "Warbands composition and army-specific rules",
    "leagues.md": "Leagues",
    "campaigns.md": "Campaigns",
    "against-the-darkness.md": "Companion: Against the Darkness",
    "banner-saga.md": "Companion: The Banner Saga: Warbands",
    "runewars.md": "Companion: Runewars",
    "tiny-big-wars.md": "Companion: Tiny Big Wars",
}
TABLES_GROUP = "Rule tables (data files)"
# Pages whose backticked ids are rule ids of the Warbands rules (the companion pages also name
# functions in backticks, so they get section entries only).
RULE_ID_PAGES = ("rosters.md", "rosters-app.md", "armydata.md", "leagues.md", "campaigns.md")


@dataclass
class Entry:
    """One page of the reference.

    Attributes:
        key: stable id: ``rule:<rule id>``, ``section:<page>#<n>`` or ``table:<file>``.
        title: the heading shown in the list.
        group: the part of the reference it belongs to.
        lines: the body, one paragraph a line (plain text; ``**bold**`` kept as written).
        rule_ids: rule ids this entry explains.
        source: where the text comes from (a file of the app).
    """

    key: str
    title: str
    group: str
    lines: list[str] = field(default_factory=list)
    rule_ids: tuple[str, ...] = ()
    source: str = ""

    @property
    def text(self) -> str:
        return "\n".join(self.lines)

    def matches(self, words: list[str]) -> bool:
        """True when every word occurs in the title, the body or a rule id (any case)."""
        haystack = " ".join((self.title, self.text, " ".join(self.rule_ids))).lower()
        return all(word in haystack for word in words)


@dataclass
class Reference:
    """Every entry, in reading order, and the lookup from a rule id to its entry."""

    entries: list[Entry]

    def entry_for_rule(self, rule_id: str) -> Entry | None:
        """The entry that explains ``rule_id`` (a violation's or reminder's ``rule``)."""
        return next((e for e in self.entries if e.key == f"rule:{rule_id}"), None)

    def search(self, text: str) -> list[Entry]:
        """Entries containing every word of ``text`` (all entries for an empty search)."""
        words = text.lower().split()
        return [entry for entry in self.entries if entry.matches(words)]

    def rule_ids(self) -> set[str]:
        """Every rule id with an entry of its own."""
        return {entry.key.removeprefix("rule:") for entry in self.entries
                if entry.key.startswith("rule:")}


def build_reference(coverage_dir: Path, data_dir: Path) -> Reference:
    """Read the coverage pages in ``coverage_dir`` and the tables in ``data_dir/warbands``.

    Args:
        coverage_dir: folder of ``docs/rules-coverage/*.md`` (shipped with the app).
        data_dir: the app's ``data/`` folder.

    Returns:
        The reference: rule-id entries first (grouped like the pages), then the pages'
        sections, then the tables.
    """
    sections: list[Entry] = []
    for name, group in COVERAGE_GROUPS.items():
        path = coverage_dir / name
        if path.is_file():
            sections += parse_coverage(path.read_text(encoding="utf-8"), name, group)
    rules = rule_entries(sections)
    tables = [table_entry(path, data_dir) for path in sorted((data_dir / "warbands").rglob(
        "*.toml"))]
    return Reference(rules + sections + tables)


def parse_coverage(markdown: str, page: str, group: str) -> list[Entry]:
    """Split a coverage page into one entry per ``##`` section (the intro is the first)."""
    entries: list[Entry] = []
    title = _page_title(markdown, page)
    current = Entry(f"section:{page}#0", title, group, source=f"docs/rules-coverage/{page}")
    for raw in markdown.splitlines():
        line = raw.strip()
        if line.startswith("# "):
            continue
        if line.startswith("## "):
            entries.append(current)
            current = Entry(f"section:{page}#{len(entries)}", line[3:].strip(), group,
                            source=f"docs/rules-coverage/{page}")
            continue
        if _is_table_rule(line) or not line:
            continue
        current.lines.append(_row_text(line) if line.startswith("|") else line)
    entries.append(current)
    for entry in entries:
        entry.lines = _joined_paragraphs(entry.lines)
        entry.rule_ids = tuple(dict.fromkeys(rule_ids_in(entry.text)))
    return [entry for entry in entries if entry.lines]


def rule_entries(sections: list[Entry]) -> list[Entry]:
    """One entry per rule id: every row of every section that names it, with the section."""
    found: dict[str, Entry] = {}
    for section in sections:
        if not section.source.endswith(RULE_ID_PAGES):
            continue
        for line in section.lines:
            for rule in rule_ids_in(line):
                entry = found.setdefault(rule, Entry(
                    f"rule:{rule}", rule, section.group, rule_ids=(rule,),
                    source=section.source))
                entry.lines.append(f"{section.title}: {line}")
    for rule, entry in found.items():
        entry.title = f"{rule} — {_short_title(entry.lines[0])}"
    return sorted(found.values(), key=lambda e: (list(COVERAGE_GROUPS.values()).index(e.group),
                                                 e.key))


def rule_ids_in(text: str) -> list[str]:
    """Rule ids written in backticks in ``text`` (file names such as ``x.toml`` are not)."""
    return [rule for rule in RULE_ID.findall(text) if not rule.endswith(NOT_RULE_SUFFIXES)]


def table_entry(path: Path, data_dir: Path) -> Entry:
    """A rule table as lines ``key = value (provenance)``, with its title and source."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    meta = data.pop("meta", {})
    relative = path.relative_to(data_dir).as_posix()
    lines = [f"Source: {meta.get('source', 'not stated')}",
             f"File: data/{relative} — edit it to change the defaults for new leagues and "
             "campaigns (values marked assumed are our defaults, not printed rules)."]
    lines += [f"{key} = {value}" for key, value in _flatten(data)]
    return Entry(f"table:{relative}", str(meta.get("title", relative)), TABLES_GROUP, lines,
                 source=f"data/{relative}")


def _flatten(data, prefix: str = ""):
    if isinstance(data, dict) and set(data) >= {"value", "provenance"}:
        yield prefix, f"{data['value']} ({data['provenance']})"
        return
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _flatten(value, f"{prefix}.{key}" if prefix else str(key))
        return
    if isinstance(data, list):
        for index, value in enumerate(data, start=1):
            yield from _flatten(value, f"{prefix}[{index}]")
        return
    yield prefix, str(data)


def _page_title(markdown: str, page: str) -> str:
    for line in markdown.splitlines():
        if line.startswith("# "):
            return line[2:].strip()
    return page


def _is_table_rule(line: str) -> bool:
    return line.startswith("|") and set(line) <= set("|-: ")


def _row_text(line: str) -> str:
    cells = [cell.strip() for cell in line.strip("|").split("|")]
    if [c.lower() for c in cells[:1]] in (["rule"], ["rule sentence"], ["army / rule sentence"],
                                          ["rule sentence (seed 002)"]):
        return ""
    return " — ".join(cell for cell in cells if cell)


def _joined_paragraphs(lines: list[str]) -> list[str]:
    """Prose lines wrapped in the file become one paragraph; table rows stay one each."""
    out: list[str] = []
    for line in lines:
        if not line:
            continue
        starts_new = (not out or line.startswith(("- ", "* ", "|")) or " — " in line
                      or out[-1].endswith((".", ":")) and line[:1].isupper())
        if starts_new:
            out.append(line)
        else:
            out[-1] = f"{out[-1]} {line}"
    return out


def _short_title(line: str) -> str:
    text = line.split(": ", 1)[-1].split(" — ", 1)[0]
    text = text.replace("**", "")
    return text if len(text) <= 70 else text[:67].rstrip() + "…"
