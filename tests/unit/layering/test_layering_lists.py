"""Every pure companion module is named in the import-linter contract that keeps it pure.

The contract lists modules one by one, so a new rules module could escape it unnoticed; this
test fails until it is added.
"""

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
CONTRACT = "Companion models are pure: no Qt, SQL or PDF"


def pure_companion_modules() -> set[str]:
    modules = set()
    companions = ROOT / "warbands_manager" / "companions"
    for path in [*companions.glob("*.py"), *companions.glob("*/*.py")]:
        if path.name == "__init__.py" or path.stem == "widget" or path.stem.startswith("widget_"):
            continue
        parts = path.relative_to(companions).with_suffix("").parts
        modules.add("warbands_manager.companions." + ".".join(parts))
    return modules


def test_every_pure_companion_module_is_under_the_contract():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    contract = next(c for c in config["tool"]["importlinter"]["contracts"]
                    if c["name"] == CONTRACT)
    missing = pure_companion_modules() - set(contract["source_modules"])
    assert not missing, f"add to the '{CONTRACT}' contract: {sorted(missing)}"


def test_every_package_outside_the_ui_is_under_the_no_qt_contract():
    """Modules loaded by name (the sub-commands) are invisible to the import graph from cli.py,
    so each Qt-free package must be named in the contract itself."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    contract = next(c for c in config["tool"]["importlinter"]["contracts"]
                    if c["name"].startswith("CLI, commands, store"))
    qt_free = {"cli", "commands", "store", "services", "reports", "paths", "logs"}
    named = {module.removeprefix("warbands_manager.") for module in contract["source_modules"]}
    assert qt_free <= named, f"add to the contract: {sorted(qt_free - named)}"
