"""The public functions of rules/, services/ and store/ are annotated.

mypy in basic mode does not ask for annotations, so an unannotated public function would pass
the baseline test unchecked: this test reads the source and names every public function or
method whose parameters or return type are not annotated.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "warbands_manager"
LAYERS = ("rules", "services", "store")


def _unannotated(function: ast.FunctionDef | ast.AsyncFunctionDef) -> list[str]:
    arguments = function.args
    every = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]
    missing = [a.arg for a in every if a.annotation is None and a.arg not in ("self", "cls")]
    missing += [f"*{a.arg}" for a in (arguments.vararg, arguments.kwarg)
                if a is not None and a.annotation is None]
    if function.returns is None and function.name != "__init__":
        missing.append("return")
    return missing


def _public_functions(tree: ast.Module):
    """Module-level functions and methods of module-level classes whose names are public."""
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            yield node.name, node
        elif isinstance(node, ast.ClassDef) and not node.name.startswith("_"):
            for item in node.body:
                if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef):
                    yield f"{node.name}.{item.name}", item


def untyped_public_functions(root: Path = PACKAGE) -> list[str]:
    found = []
    for layer in LAYERS:
        for path in sorted((root / layer).rglob("*.py")):
            if "migrations" in path.parts:  # Alembic's upgrade()/downgrade() scripts
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for name, function in _public_functions(tree):
                short = name.rsplit(".", 1)[-1]
                if short.startswith("_") and not short.startswith("__"):
                    continue
                if missing := _unannotated(function):
                    found.append(f"{path.relative_to(root)}: {name} ({', '.join(missing)})")
    return found


def test_public_functions_of_rules_services_and_store_are_annotated():
    found = untyped_public_functions()
    assert not found, "annotate:\n" + "\n".join(found)


def test_the_check_names_an_unannotated_function(tmp_path):
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "m.py").write_text(
        "def typed(a: int) -> int:\n    return a\n\n"
        "def loose(a, b: int):\n    return a\n\n"
        "def _private(a):\n    return a\n\n"
        "class Shown:\n    def method(self, x) -> None: ...\n")
    for layer in ("services", "store"):
        (tmp_path / layer).mkdir()
    assert untyped_public_functions(tmp_path) == [
        "rules/m.py: loose (a, return)", "rules/m.py: Shown.method (x)"]
