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

from warbands_manager.rules.army_names import ARMY_NAMES
from warbands_manager.rules.key_words import key_words

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
# The reference's topics, in the order shown: a rule id's first part says where it belongs
# (an army's own rules go under that army, in "Army rules").
COMPOSITION = "Composition: every warband"
ARMY_RULES = "Army rules"
TOPIC_OF_PREFIX = {
    "common": COMPOSITION, "small": COMPOSITION, "large": COMPOSITION, "size": COMPOSITION,
    "app": COMPOSITION, "unit": COMPOSITION, "options": COMPOSITION,
    "campaign": "Campaigns", "archetypes": "Campaigns",
    "league": "Leagues", "standings": "Leagues",
}
TOPIC_OF_GROUP = {"Warbands composition and army-specific rules": COMPOSITION}
# Rule-id prefixes shared by several armies, as players name them.
SHARED_ARMY_RULES = {"chaos": "Chaos (Hordes of Chaos, Beasts of Chaos)",
                     "undead": "Undead (Vampire Counts, Tomb Kings)"}
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
    # For players: (heading, text) pairs — the rule, what the app does, the reading chosen —
    # free of ids, test names and file paths (those stay in ``lines``: the Details).
    plain: list[tuple[str, str]] = field(default_factory=list)
    # Where it is shown: a topic (composition, army rules, campaigns, …) and, for an army's
    # own rules, the army.
    topic: str = ""
    subtopic: str = ""
    # The rows of ``lines`` that come from a table of rule sentences (not one of catalogue
    # facts or of names): only these say a rule in the rulebook's words.
    rule_rows: set[str] = field(default_factory=set)

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
    for section in sections:
        section.plain = [("", text) for text in map(section_line_words, section.lines) if text]
        section.title = plain_words(section.title) or section.title
    tables = [table_entry(path, data_dir) for path in sorted((data_dir / "warbands").rglob(
        "*.toml"))]
    return Reference(by_topic(rules + sections + tables))


def by_topic(entries: list[Entry]) -> list[Entry]:
    """``entries`` with their topic set, topic by topic (composition, army rules army by army,
    campaigns, leagues, the companions, the tables), each in its first order."""
    for entry in entries:
        entry.topic, entry.subtopic = topic_of(entry)
    order = list(dict.fromkeys([COMPOSITION, ARMY_RULES, "Campaigns", "Leagues",
                                *COVERAGE_GROUPS.values(), TABLES_GROUP]))
    return sorted(entries, key=lambda e: (order.index(e.topic) if e.topic in order
                                          else len(order), e.subtopic))


def topic_of(entry: Entry) -> tuple[str, str]:
    """(topic, subtopic) of an entry: a rule by its id's first part, the rest by its page."""
    if not entry.key.startswith("rule:"):
        return TOPIC_OF_GROUP.get(entry.group, entry.group), ""
    prefix = entry.key.removeprefix("rule:").split(".")[0]
    if prefix in TOPIC_OF_PREFIX:
        return TOPIC_OF_PREFIX[prefix], ""
    if prefix in ARMY_NAMES or prefix in SHARED_ARMY_RULES:
        return ARMY_RULES, SHARED_ARMY_RULES.get(prefix) or ARMY_NAMES[prefix]
    return TOPIC_OF_GROUP.get(entry.group, entry.group), ""


def parse_coverage(markdown: str, page: str, group: str) -> list[Entry]:
    """Split a coverage page into one entry per ``##`` section (the intro is the first)."""
    entries: list[Entry] = []
    title = _page_title(markdown, page)
    current = Entry(f"section:{page}#0", title, group, source=f"docs/rules-coverage/{page}")
    previous, of_rules = "", False
    for raw in markdown.splitlines():
        line = raw.strip()
        if line.startswith("# "):
            continue
        if line.startswith("## "):
            entries.append(current)
            current = Entry(f"section:{page}#{len(entries)}", line[3:].strip(), group,
                            source=f"docs/rules-coverage/{page}")
            continue
        if _is_table_rule(line):
            if current.lines and previous.startswith("|"):
                current.lines.pop()  # the table's header row (column titles, not a rule)
                of_rules = _is_rule_header(previous)
            previous = line
            continue
        previous = line
        if not line:
            continue
        if line.startswith("|"):
            line = _row_text(line)
            if of_rules:
                current.rule_rows.add(line)
        current.lines.append(line)
    entries.append(current)
    for entry in entries:
        entry.lines = _joined_paragraphs(entry.lines)
        entry.rule_ids = tuple(dict.fromkeys(rule_ids_in(entry.text)))
    return [entry for entry in entries if entry.lines]


def rule_entries(sections: list[Entry]) -> list[Entry]:
    """One entry per rule id: every row of every section that names it, with the section (the
    Details); its rule sentence from the first row of a table of rules that names it."""
    found: dict[str, Entry] = {}
    rows: dict[str, list[tuple[str, bool]]] = {}
    for section in sections:
        if not section.source.endswith(RULE_ID_PAGES):
            continue
        for line in section.lines:
            for rule in rule_ids_in(line):
                entry = found.setdefault(rule, Entry(
                    f"rule:{rule}", rule, section.group, rule_ids=(rule,),
                    source=section.source))
                entry.lines.append(f"{section.title}: {line}")
                rows.setdefault(rule, []).append((line, line in section.rule_rows))
    for rule, entry in found.items():
        # A rule named only outside a table of rules (a reading, a catalogue fact) is said
        # by the first row naming it.
        said = [row for row, of_rules in rows[rule] if of_rules] or [rows[rule][0][0]]
        entry.title = plain_words(_short_title(said[0])) or entry.title
        entry.plain = rule_plain(said)
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
    flat = list(_flatten(data))
    lines += [f"{key} = {value}" for key, value in flat]
    plain = [("Where the numbers come from", plain_words(str(meta.get("source", "not stated"))))]
    plain += [("", f"{key_words(key)}: {_plain_value(value)}") for key, value in flat]
    plain.append(("", "Values marked “assumed default” are ours, not printed rules: change "
                      "them for your club in a league's or campaign's rule tables."))
    return Entry(f"table:{relative}", str(meta.get("title", relative)), TABLES_GROUP, lines,
                 source=f"data/{relative}", plain=plain)


def _plain_value(value: str) -> str:
    return (value.replace("(assumed)", "(assumed default — check your rulebook)")
            .replace("(rulebook)", "(rulebook)"))


# -- words for players ---------------------------------------------------------------------
CODE = re.compile(r"`([^`]+)`")
# Code that starts with a verb names a function (``check_small``), not a setting.
FUNCTION_VERBS = r"(check|is|has|test|build|load|apply|plan|repeat|default|set|get|parse|make)_"
# Paths, calls, files, tests, classes, module.function and functions: for the Details only.
DEVELOPER_CODE = re.compile(r"[/()\[\]=]|\.(py|toml|md)\b|^test_|^[A-Z]\w*$|^[a-z]+\.[a-z_]+$|^"
                            + FUNCTION_VERBS)
READING = re.compile(r"\*{0,2}Reading:\*{0,2}\s*(.+)")
HOW = {
    "enforced": "The app checks this: a roster, league or campaign that breaks it is refused or "
                "marked not legal, naming this rule.",
    "warning": "The app warns about this; nothing is refused.",
    "reminder": "The app cannot check this for you: it reminds you of it on screen and on the "
                "printed sheet.",
    "reading": "The text is unclear here; the app follows the reading below.",
}


def plain_words(text: str) -> str:
    """``text`` without what is meant for developers: code in backticks that names a file,
    a function, a test or a key is dropped; other code keeps its words; bold marks go."""
    def keep(match: re.Match) -> str:
        code = match.group(1)
        if RULE_ID.fullmatch(f"`{code}`") or DEVELOPER_CODE.search(code):
            return ""  # a rule id, file, function, test or class: the Details show it
        if re.fullmatch(r"[a-z][a-z0-9_.]*", code):
            return key_words(code).lower()  # a table key or setting: its words
        return code
    text = CODE.sub(keep, text).replace("**", "")
    text = re.sub(r"\(\s*[,;]?\s*\)", "", text)
    text = re.sub(r"\s+([,.;:])", r"\1", text)
    return re.sub(r"\s{2,}", " ", text).strip(" ;,—-")


def section_line_words(line: str) -> str:
    """A coverage row (``sentence — how — checks``) as ``sentence — what the app does``, with
    the reading where there is one; prose lines lose only their developer notes."""
    cells = line.split(" — ")
    if len(cells) < 3:
        return plain_words(line)
    text = f"{plain_words(cells[0])} — {_how_short(cells[1].lower())}"
    readings = [READING.search(cell) for cell in cells[1:]]
    found = next((match for match in readings if match), None)
    return f"{text}. Reading: {plain_words(found.group(1))}" if found else text


def _how_short(how: str) -> str:
    for word, said in (("warn", "a warning"), ("enforced", "checked"),
                       ("reminder", "a reminder"), ("reading", "our reading")):
        if word in how:
            return said
    return plain_words(how)


ALSO = "The same check also covers"


def rule_plain(rows: list[str]) -> list[tuple[str, str]]:
    """From a rule's rows in tables of rules (``sentence — how — checks``): the rule
    as the rulebook says it (the first row's sentence: one a rule), what the app does, the
    reading chosen where there is one, and the other sentences the same check covers (an
    army's own wording of it, the large game's version of a small game's rule)."""
    plain: list[tuple[str, str]] = []
    for row in rows:
        cells = row.split(" — ")
        sentence = plain_words(cells[0])
        how = cells[1].lower() if len(cells) > 1 else ""
        if not plain:
            plain.append(("The rule", f"“{sentence or 'as the rulebook says'}”"))
            plain.append(("What the app does", _how_words(how)))
        elif sentence:
            plain.append((ALSO, f"“{sentence}” ({_how_short(how) or 'checked'})"))
        for cell in cells[1:]:
            found = READING.search(cell)
            if found:
                plain.append(("How the app reads it", plain_words(found.group(1))))
    return _one_also(plain)


def _one_also(plain: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The other sentences a check covers under one heading, where the first of them stood."""
    also = [text for title, text in plain if title == ALSO]
    if len(also) < 2:
        return plain
    first = next(number for number, (title, _text) in enumerate(plain) if title == ALSO)
    rest = [entry for entry in plain if entry[0] != ALSO]
    return [*rest[:first], (ALSO, "; ".join(also)), *rest[first:]]


def _how_words(how: str) -> str:
    if how.startswith("warned:"):  # "warned: <when>": the when is for players too
        when = plain_words(how.partition(":")[2])
        return f"{HOW['warning']} {when[:1].upper()}{when[1:]}." if when else HOW["warning"]
    if how.startswith("warn") or "warning" in how:
        return HOW["warning"]
    for word in ("enforced", "reminder", "reading"):
        if word in how:
            return HOW[word]
    return plain_words(how) or HOW["enforced"]


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


def _is_rule_header(line: str) -> bool:
    """A table's header row whose first column holds rule sentences (or the app's refusals
    and requirements), not catalogue facts or the names units go by."""
    first = line.strip("|").split("|", 1)[0].strip().lower()
    return first.startswith(("rule", "sentence", "army / rule", "refusal", "requirement"))


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


def _short_title(row: str) -> str:
    """The rule sentence of a coverage row, whole (the list wraps it)."""
    return row.split(" — ", 1)[0].replace("**", "")
