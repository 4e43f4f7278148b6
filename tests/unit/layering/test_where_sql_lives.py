"""SQL text lives where ``docs/architecture.md`` says: in ``store/`` only.

That holds the statements behind standings (``store/league_sql.py``, run by both the
SQLAlchemy services and the stdlib ``sqlite3`` read path) and the stdlib read path itself
(``store/quick_read.py``, ``store/league_reads.py``). Everywhere else the services build
queries with SQLModel's ``select``. A string that starts like a statement anywhere else fails
this test.
"""

import ast
import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[3] / "warbands_manager"
ALLOWED = {"store/league_sql.py", "store/league_reads.py"}
STATEMENT = re.compile(
    r"^\s*\(?\s*(SELECT|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|WITH\s+\w+\s+AS|"
    r"CREATE\s+(TABLE|INDEX|UNIQUE)|ALTER\s+TABLE|DROP\s+(TABLE|INDEX)|PRAGMA)\b")


def docstrings(tree: ast.AST) -> set[int]:
    kinds = (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
    return {id(node.body[0].value) for node in ast.walk(tree)
            if isinstance(node, kinds) and node.body and isinstance(node.body[0], ast.Expr)
            and isinstance(node.body[0].value, ast.Constant)}


def statement_lines(source: str) -> list[int]:
    tree = ast.parse(source)
    skip = docstrings(tree)
    lines = []
    for node in ast.walk(tree):
        parts = node.values if isinstance(node, ast.JoinedStr) else [node]
        first = parts[0] if parts else None
        if (isinstance(first, ast.Constant) and isinstance(first.value, str)
                and id(first) not in skip and STATEMENT.match(first.value)):
            lines.append(node.lineno)
    return sorted(set(lines))


def test_sql_text_only_in_the_store():
    found = {}
    for path in PACKAGE.rglob("*.py"):
        where = path.relative_to(PACKAGE).as_posix()
        if where.startswith("store/"):
            continue
        lines = statement_lines(path.read_text(encoding="utf-8"))
        if lines:
            found[where] = lines
    assert not found, f"SQL text outside store/ (see docs/architecture.md): {found}"


def test_the_check_sees_statements_but_not_docstrings_or_words():
    source = '''
def f(name):
    """SELECT the number of games."""
    sql = "SELECT id FROM league WHERE name = :name"
    other = f"UPDATE league SET name = {name!r}"
    words = "Select a league"
'''
    assert statement_lines(source) == [4, 5]
