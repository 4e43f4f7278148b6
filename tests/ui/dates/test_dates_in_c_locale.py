"""Under the "C" locale (LANG=C.UTF-8) Qt's short date is "3 12 2026": dates are written with
the month as a word instead, in tables and in date fields."""

from __future__ import annotations

from datetime import date, datetime

import pytest
from PySide6.QtCore import QDate, QLocale
from PySide6.QtWidgets import QDateEdit

from warbands_manager.ui.views.words import local_date, local_date_time, unambiguous_date_edit


@pytest.fixture
def locale_c():
    before = QLocale()
    QLocale.setDefault(QLocale.c())
    yield
    QLocale.setDefault(before)


def test_dates_name_their_month_in_the_c_locale(qapp, locale_c):
    assert local_date(date(2026, 12, 3)) == "3 Dec 2026"
    assert local_date("2026-03-12") == "12 Mar 2026"
    assert local_date_time(datetime(2026, 12, 3, 21, 5)) == "3 Dec 2026 21:05"


def test_date_fields_name_their_month_in_the_c_locale(qapp, locale_c):
    edit = QDateEdit(QDate(2026, 12, 3))
    unambiguous_date_edit(edit)
    assert edit.text() == "3 Dec 2026"


def test_other_locales_keep_their_own_format(qapp):
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.German, QLocale.Country.Germany))
    try:
        assert local_date(date(2026, 12, 3)) == "03.12.26"
        edit = QDateEdit(QDate(2026, 12, 3))
        unambiguous_date_edit(edit)
        assert "Dec" not in edit.text()
    finally:
        QLocale.setDefault(before)
