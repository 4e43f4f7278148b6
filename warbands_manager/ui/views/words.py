"""Words for players: stored values (``drop_command``, ``vampire-counts``, ISO dates) as a
person writes them, and the check the words test uses to find any that slipped through."""

from __future__ import annotations

import re
from datetime import date, datetime

from PySide6.QtCore import QDate, QDateTime, QLocale, QTime

from warbands_manager.rules.army_names import ARMY_NAMES

# An identifier rather than a word: snake_case, a dotted config key, or a known army id.
SNAKE = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")
DOTTED_KEY = re.compile(r"\b[a-z_]+\.[a-z_]+\.[a-z_]+\b")
ARMY_ID = re.compile(r"\b(" + "|".join(re.escape(army) for army in ARMY_NAMES
                                       if "-" in army) + r")\b")


def looks_like_an_id(text: str) -> str | None:
    """The part of ``text`` that is an identifier and not words, or ``None``."""
    for pattern in (DOTTED_KEY, SNAKE, ARMY_ID):
        found = pattern.search(text)
        if found:
            return found.group(0)
    return None


# A stored value shown as it is stored: one to three lower-case words and nothing else
# ("victory", "eagle eye", "heavy infantry"), where a label starts with a capital.
RAW_VALUE = re.compile(r"[a-z]+(?: [a-z]+){0,2}")


def looks_like_a_raw_value(text: str, *, choice: bool = False) -> bool:
    """``text`` is a raw lower-case value rather than a label; a ``choice`` (a combo box's
    item) is one whenever it starts with a lower-case letter."""
    text = text.strip()
    if choice:
        return text[:1].islower()
    return RAW_VALUE.fullmatch(text) is not None


def shown_value(text: str) -> str:
    """A raw lower-case value with its first letter capitalised (``melee`` → ``Melee``);
    anything else (names, numbers, sentences) as it is."""
    return text[:1].upper() + text[1:] if looks_like_a_raw_value(text) else text


def choice_label(value: str) -> str:
    """``drop_command`` → ``Drop command``; ``massacre`` → ``Massacre``."""
    text = value.replace("_", " ").replace("-", " ").strip()
    return text[:1].upper() + text[1:]


def local_date_time(value: datetime) -> str:
    """A moment (a log line's) in the user's locale, short form; a moment with a time zone
    (the database stores UTC) in the user's own zone."""
    value = value.astimezone() if value.tzinfo else value

    moment = QDateTime(QDate(value.year, value.month, value.day),
                       QTime(value.hour, value.minute))
    if _locale_is_c():
        return QLocale().toString(moment, f"{UNAMBIGUOUS_DATE} HH:mm")
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)


def local_date(value: date | str | None, empty: str = "not set") -> str:
    """A date in the user's locale (short form); ``empty`` when there is none."""
    if not value:
        return empty
    if isinstance(value, str):
        try:
            day = date.fromisoformat(value[:10])
        except ValueError:
            return value
    else:
        day = value
    if _locale_is_c():
        return QLocale().toString(QDate(day.year, day.month, day.day), UNAMBIGUOUS_DATE)
    return QLocale().toString(QDate(day.year, day.month, day.day),
                              QLocale.FormatType.ShortFormat)


# The "C" locale (LANG=C.UTF-8, a bare container or ssh session) writes short dates as
# "3 12 2026", which a reader cannot tell from 12 March: its month names are English, so the
# month is written as a word instead.
UNAMBIGUOUS_DATE = "d MMM yyyy"


def _locale_is_c() -> bool:
    return QLocale().language() == QLocale.Language.C


def unambiguous_date_edit(edit) -> None:
    """A date field that shows its month as a word when the user's locale gives no date
    format of its own (``C``); elsewhere the locale's own format."""
    if _locale_is_c():
        edit.setDisplayFormat(UNAMBIGUOUS_DATE)
