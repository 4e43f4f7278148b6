"""The wheel a user installs: data/ and resources/ inside, commands working from a clean venv."""

import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

from warbands_manager.store.migrations import HEAD_REVISION

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out),
                    str(ROOT)], check=True, timeout=300)
    return next(out.glob("warbands_manager-*.whl"))


@pytest.fixture(scope="module")
def installed(wheel, tmp_path_factory) -> Path:
    env_dir = tmp_path_factory.mktemp("venv") / "env"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    pip = env_dir / "bin" / "pip"
    subprocess.run([str(pip), "install", "-q", "-c", str(ROOT / "constraints.txt"), str(wheel)],
                   check=True, timeout=600)
    return env_dir / "bin"


def test_wheel_carries_data_resources_and_migrations(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    assert "warbands_manager/data/warbands/unit-sizes.toml" in names
    assert "warbands_manager/resources/fonts/DejaVuSans.ttf" in names
    assert "warbands_manager/resources/icons/warbands-manager.svg" in names
    assert "warbands_manager/docs/rules-coverage/rosters.md" in names  # Help › Rules Reference
    assert any(n.startswith("warbands_manager/store/migrations/versions/0001") for n in names)


def run(bin_dir: Path, *args: str, cwd: Path) -> subprocess.CompletedProcess:
    # Run from an empty folder so only the installed copy can be imported.
    return subprocess.run([str(bin_dir / "warbands-manager"), *args], cwd=cwd,
                          capture_output=True, text=True, timeout=120,
                          env={"PATH": "/usr/bin:/bin", "QT_QPA_PLATFORM": "offscreen",
                               "WARBANDS_DATA_HOME": str(cwd / "home")})


def test_installed_app_runs_its_commands(installed, tmp_path):
    version = run(installed, "--version", cwd=tmp_path)
    assert version.returncode == 0, version.stderr
    info = run(installed, "--db", str(tmp_path / "w.sqlite"), "db", "info", cwd=tmp_path)
    assert info.returncode == 0 and HEAD_REVISION in info.stdout, info.stderr


def test_installed_app_validates_a_roster(installed, tmp_path):
    roster = ROOT / "data" / "demo" / "rosters" / "toran-s-bones-vampire-counts.json"
    result = run(installed, "validate", str(roster), cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "VALID" in result.stdout


def test_installed_app_takes_a_screenshot(installed, tmp_path):
    shot = tmp_path / "shot.png"
    result = run(installed, "--db", str(tmp_path / "w.sqlite"), "--screenshot", str(shot),
                 "--view", "rosters", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert shot.stat().st_size > 10_000


def test_installed_package_is_the_wheel_not_the_checkout(installed, tmp_path):
    code = "import warbands_manager, sys; print(warbands_manager.__file__)"
    result = subprocess.run([str(installed / "python"), "-c", code], cwd=tmp_path,
                            capture_output=True, text=True, timeout=60)
    assert str(ROOT) not in result.stdout and "site-packages" in result.stdout
