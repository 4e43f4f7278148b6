"""``quick_read.all_rows``: every row of a query from one SQLite step (so that a reading thread
runs without Python's lock), the same values a plain ``fetchall`` gives."""

from __future__ import annotations

import json
import sqlite3

import pytest

from warbands_manager.store.quick_read import all_rows

NAMES = ["Ann", "Þór \"the\" Bold", "שלום", "عربي", "名前", "back\\slash\nnew line", "tab\tend",
         "", None]


@pytest.fixture
def connection():
    connection = sqlite3.connect(":memory:")
    connection.execute("CREATE TABLE player (id INTEGER PRIMARY KEY, name TEXT, points INTEGER, "
                       "bonus INTEGER)")
    connection.executemany("INSERT INTO player VALUES (?, ?, ?, ?)",
                           [(n + 1, name, n * 7 - 20, 2 ** 62 + n if n % 2 else None)
                            for n, name in enumerate(NAMES)])
    yield connection
    connection.close()


@pytest.mark.parametrize("sql,params", [
    ("SELECT id, name, points, bonus FROM player ORDER BY id", {}),
    ("SELECT name, SUM(points), COUNT(*) FROM player WHERE id > :low GROUP BY name", {"low": 2}),
    ("SELECT id FROM player WHERE points > :high", {"high": 1000}),  # no row
    ("WITH chosen(p) AS MATERIALIZED (SELECT value FROM json_each(:ids)) "
     "SELECT id, name FROM player WHERE id IN chosen ORDER BY id DESC", {"ids": "[2, 4, 9]"}),
])
def test_all_rows_equal_a_plain_fetchall(connection, sql, params):
    expected = [list(row) for row in connection.execute(sql, params).fetchall()]
    assert all_rows(connection, sql, params) == expected


def test_the_rows_come_from_one_statement_step(connection):
    # One row from SQLite holding all of them: the JSON text the database built.
    steps = []
    connection.set_trace_callback(steps.append)
    rows = all_rows(connection, "SELECT id, name FROM player ORDER BY id", {})
    connection.set_trace_callback(None)
    assert len(rows) == len(NAMES)
    gathering = [sql for sql in steps if "json_group_array" in sql]
    assert len(gathering) == 1
    (text,) = connection.execute(gathering[0]).fetchone()
    assert json.loads(text) == rows
