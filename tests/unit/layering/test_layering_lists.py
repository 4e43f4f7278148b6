"""The import-linter contracts cover what they claim to cover.

Wildcards and whole packages keep most contracts complete by themselves; these tests guard the
two places where a module could still escape: a Qt page put back beside the companion rules,
and a new top-level module left out of the no-Qt contract (modules loaded by name, like the
sub-commands, are invisible to the import graph from ``cli.py``).
"""

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
PACKAGE = ROOT / "warbands_manager"


def contract(starting: str) -> dict:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    return next(c for c in config["tool"]["importlinter"]["contracts"]
                if c["name"].startswith(starting))


def top_level_modules() -> set[str]:
    names = {path.stem for path in PACKAGE.glob("*.py") if path.stem != "__init__"}
    return names | {path.name for path in PACKAGE.iterdir() if (path / "__init__.py").exists()}


def test_the_companion_contract_covers_the_whole_package():
    assert contract("Companion trackers are pure")["source_modules"] == [
        "warbands_manager.companions"]


def test_no_qt_page_lives_beside_the_companion_rules():
    pages = [path.relative_to(PACKAGE) for path in (PACKAGE / "companions").rglob("widget*.py")]
    assert not pages, f"companion pages belong in ui/companions/: {pages}"


def test_every_top_level_module_but_ui_and_app_is_under_the_no_qt_contract():
    named = {module.removeprefix("warbands_manager.")
             for module in contract("Nothing outside ui/")["source_modules"]}
    missing = top_level_modules() - {"ui", "app"} - named
    assert not missing, f"add to the 'Nothing outside ui/' contract: {sorted(missing)}"
