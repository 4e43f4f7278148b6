"""ruff and the import-linter layering contracts, as part of the test suite."""

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def tool(name: str) -> str:
    beside_python = Path(sys.executable).parent / name
    return str(beside_python) if beside_python.exists() else (shutil.which(name) or name)


def test_ruff_finds_nothing():
    result = subprocess.run([tool("ruff"), "check", "."], cwd=ROOT, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr


def test_layering_contracts_hold():
    result = subprocess.run([tool("lint-imports")], cwd=ROOT, capture_output=True, text=True,
                            timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "broken" not in result.stdout.lower().replace("0 broken", "")
