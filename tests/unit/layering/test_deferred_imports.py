"""Imports live at the top of their module. One inside a function is a deferral kept for a
boundary (a quick command's start, the window's first paint, an optional extra, a real import
cycle) and says which, in a ``# deferred:`` comment on its line or on the line above its run
of imports; an import moved into a function out of habit fails here."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[3] / "warbands_manager"
MARK = "# deferred:"


def _function_imports(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    found: list[ast.Import | ast.ImportFrom] = []

    def visit(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if in_function and isinstance(child, ast.Import | ast.ImportFrom):
                found.append(child)
            visit(child, in_function or isinstance(child, ast.FunctionDef
                                                   | ast.AsyncFunctionDef))

    visit(tree, False)
    return found


def _has_reason(lines: list[str], node: ast.Import | ast.ImportFrom,
                import_lines: set[int]) -> bool:
    """The import's own lines, or the comment above the run of imports it belongs to."""
    own = lines[node.lineno - 1:node.end_lineno]
    if any(MARK in line for line in own):
        return True
    row = node.lineno - 1  # 1-based number of the line above
    while row >= 1:
        text = lines[row - 1].strip()
        if MARK in text:
            return True
        if row in import_lines or text.startswith(("from ", "import ", ")", "#")) \
                or text.endswith(","):
            row -= 1
            continue
        return False
    return False


def unexplained_imports(text: str) -> list[int]:
    """Line numbers of the imports inside functions of ``text`` that give no reason."""
    lines = text.splitlines()
    nodes = _function_imports(ast.parse(text))
    import_lines = {row for node in nodes for row in range(node.lineno, node.end_lineno + 1)}
    return [node.lineno for node in nodes if not _has_reason(lines, node, import_lines)]


def test_every_import_inside_a_function_says_why_it_is_deferred():
    unexplained = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if "migrations/versions" in path.as_posix():
            continue
        name = path.relative_to(PACKAGE)
        unexplained += [f"{name}:{row}" for row in
                        unexplained_imports(path.read_text(encoding="utf-8"))]
    assert unexplained == [], "\n".join(unexplained)


def test_the_check_finds_an_unexplained_import():
    text = ("import os\n\n"
            "def f():\n    import json\n    return json\n\n"
            "def g():\n    # deferred: a reason\n    import csv\n"
            "    from os import (\n        path,\n    )\n    import re\n    return csv\n\n"
            "def h():\n    x = 1\n    import sys  # deferred: another reason\n"
            "    return x, sys\n\ndef k():\n    import io\n    return io\n")
    assert unexplained_imports(text) == [4, 22]
