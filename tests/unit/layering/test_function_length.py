"""No function of the package is longer than 60 lines (the house style: small functions that
read as what they do); the generated migration scripts are not ours to shape."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[3] / "warbands_manager"
LONGEST = 60


def test_no_function_is_longer_than_sixty_lines():
    long = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if "migrations/versions" in path.as_posix():
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                lines = node.end_lineno - node.lineno + 1
                if lines > LONGEST:
                    long.append(f"{path.relative_to(PACKAGE)}:{node.lineno} {node.name}: "
                                f"{lines} lines")
    assert long == [], "\n".join(long)
