"""``validate`` on many files splits them between this process and forked workers
(``forked.in_shares``) and reads them with msgspec (``roster_typed``), then orjson
(``input_files.json_value``): the output bytes, the exit status and the log must be those of
a run in one process reading with json,
whatever the files are (legal, illegal, unreadable, bad JSON, missing, too large, a folder).

Each run is a child process with a timeout: the test process may hold Qt's threads, beside
which nothing forks. The children lower the share size so a few dozen files make four shares.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

DEMO = Path(__file__).resolve().parents[3] / "data" / "demo" / "rosters"

# argv: mode, then the files. Modes: "serial" (no fork; typed reading from 500 files, as
# validate has it), "json" (no fork, read by json), "split" (four shares), "broken"
# (the workers cannot send their result), "logged" (split, and every file read logs a line).
SCRIPT = textwrap.dedent("""
    import logging, os, sys
    from warbands_manager import forked
    from warbands_manager.cli import main
    from warbands_manager.commands import validate

    mode, *argv = sys.argv[1:]
    validate._SHARE_MIN = 5
    forked.cores = lambda: 4
    if mode == "serial":
        forked.fork_is_safe = lambda: False
    else:  # the split runs read as many files are: msgspec's typed records, orjson after
        validate._TYPED_FROM = 5
    if mode == "json":  # one process reading with json alone, however many files
        forked.fork_is_safe = lambda: False
        validate._TYPED_FROM = 10 ** 9
    plain_start = forked.ForkedCall._start
    def counted_start(self):
        with open(os.environ["WORKERS_FILE"], "a") as counted:
            counted.write("worker\\n")
        plain_start(self)
    forked.ForkedCall._start = counted_start
    if mode == "broken":
        forked.pickle.dumps = lambda *_args, **_kw: 1 / 0
    if mode.startswith("logged"):
        plain_read = validate._FileChecker._read
        def logged_read(self, path):
            log = logging.getLogger("warbands_manager.commands.validate")
            log.warning("reading %s\\nsecond line of %s", path, path)
            if path.endswith(("bad.json", "missing.json")):  # in the first share and a later one
                try:
                    raise ValueError("postgresql://club:hunter2@server/league")
                except ValueError:
                    log.exception("failed %s", path)
            return plain_read(self, path)
        validate._FileChecker._read = logged_read
    if mode == "logged-serial":
        forked.fork_is_safe = lambda: False
    sys.exit(main(argv))
""")


def run(mode: str, files: list[str], *options: str, home: Path) -> subprocess.CompletedProcess:
    """The child's run; ``home.workers`` gets a line per worker started."""
    env = {**os.environ, "WARBANDS_DATA_HOME": str(home), "WORKERS_FILE": str(home) + ".workers"}
    return subprocess.run([sys.executable, "-c", SCRIPT, mode, "validate", *options, *files],
                          capture_output=True, timeout=120, env=env, check=False)


def workers(home: Path) -> int:
    counted = Path(f"{home}.workers")
    return len(counted.read_text().splitlines()) if counted.exists() else 0


@pytest.fixture
def mixed(tmp_path) -> list[str]:
    """Forty-odd files of every kind, in an order that puts each kind in several shares."""
    folder = tmp_path / "files"
    folder.mkdir()
    (folder / "bad.json").write_text("{not json", encoding="utf-8")
    (folder / "unreadable.json").write_text('{"format": "warbands-roster/1"}', encoding="utf-8")
    (folder / "latin1.json").write_bytes(b'{"name": "Th\xf3r"}')
    (folder / "a-folder.json").mkdir()
    with open(folder / "huge.json", "wb") as huge:  # larger than a roster may be, sparse
        huge.truncate(17 * 1024 * 1024)
    odd = [folder / name for name in ("bad.json", "unreadable.json", "latin1.json",
                                      "a-folder.json", "huge.json", "missing.json")]
    rosters = sorted(DEMO.glob("*.json"))  # legal and illegal, one with campaign fields
    files = []
    for index in range(42):
        files.append(rosters[index % len(rosters)] if index % 7 else odd[index // 7 % 6])
    return [str(path) for path in files]


def test_split_run_writes_the_serial_output_and_exit_status(mixed, tmp_path):
    serial = run("serial", mixed, home=tmp_path / "serial")
    split = run("split", mixed, home=tmp_path / "split")
    assert serial.returncode == split.returncode == 2, serial.stderr
    assert workers(tmp_path / "split") == 3 and workers(tmp_path / "serial") == 0
    assert split.stdout == serial.stdout and split.stderr == serial.stderr == b""
    out = serial.stdout.decode()
    for word in ("file not found", "not valid JSON", "is not UTF-8", "is a folder",
                 "larger than", ": VALID", ": INVALID", "WBR", "explain RULE"):
        assert word in out
    assert out.index("bad.json") < out.index("unreadable.json") < out.index("missing.json")


def test_split_run_writes_the_serial_json(mixed, tmp_path):
    serial = run("serial", mixed, "--json", home=tmp_path / "serial")
    split = run("split", mixed, "--json", home=tmp_path / "split")
    assert split.returncode == serial.returncode == 2
    assert split.stdout == serial.stdout
    assert [entry["file"] for entry in json.loads(split.stdout)["files"]] == mixed


@pytest.mark.parametrize("kind", ["legal", "illegal"])
def test_exit_status_of_a_split_run_of_one_kind(kind, tmp_path):
    name = ("toran-s-bones-vampire-counts.json" if kind == "legal"
            else "emerald-host-high-elves.json")
    files = [str(DEMO / name)] * 30
    serial = run("serial", files, home=tmp_path / "serial")
    split = run("split", files, home=tmp_path / "split")
    assert split.returncode == serial.returncode == (0 if kind == "legal" else 1)
    assert split.stdout == serial.stdout
    assert (b"explain RULE" in split.stdout) == (kind == "illegal")


def test_workers_that_cannot_deliver_are_replaced_by_work_in_the_process(mixed, tmp_path):
    serial = run("serial", mixed, home=tmp_path / "serial")
    broken = run("broken", mixed, home=tmp_path / "broken")
    assert broken.returncode == serial.returncode and broken.stdout == serial.stdout
    log = (tmp_path / "broken" / "logs" / "warbands-manager.log").read_text(encoding="utf-8")
    assert log.count("validate worker ended with code 1; working in process") == 3


def test_the_workers_log_records_reach_the_log_whole_and_in_file_order(mixed, tmp_path):
    serial = run("logged-serial", mixed, home=tmp_path / "serial")
    split = run("logged", mixed, home=tmp_path / "split")
    assert split.stdout == serial.stdout and split.stderr == serial.stderr == b""

    def records(home: Path) -> list[str]:
        text = (home / "logs" / "warbands-manager.log").read_text(encoding="utf-8")
        # each record: "<time> WARNING <logger>: reading P" + "second line of P"
        return [line.split(": ", 1)[1] if " WARNING " in line or " ERROR " in line else line
                for line in text.splitlines() if "reading " in line or "second line" in line
                or "failed" in line or "postgresql" in line]

    expected = [line for path in mixed for line in (f"reading {path}", f"second line of {path}")
                + ((f"failed {path}", "ValueError: postgresql://club:***@server/league")
                   if path.endswith(("bad.json", "missing.json")) else ())]
    assert records(tmp_path / "serial") == expected
    assert records(tmp_path / "split") == expected  # a worker's traceback masked too


def test_a_reader_that_leaves_gets_the_same_exit_status_as_from_one_process(mixed, tmp_path):
    """More lines than a pipe holds: the reader takes one line and leaves (``| head -1``)."""
    files = mixed * 6

    def exit_status(mode: str) -> int:
        home = tmp_path / mode
        env = {**os.environ, "WARBANDS_DATA_HOME": str(home), "WORKERS_FILE": f"{home}.workers"}
        child = subprocess.Popen([sys.executable, "-c", SCRIPT, mode, "validate", *files],
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
        child.stdout.readline()
        child.stdout.close()
        child.stderr.read()
        return child.wait(timeout=120)

    assert exit_status("split") == exit_status("serial")
    assert workers(tmp_path / "split") == 3


def test_five_hundred_files_read_typed_print_what_json_reading_prints(mixed, tmp_path):
    # From 500 files (validate's own threshold) files are read into typed records, in one
    # process or split: the same bytes and exit status as one process reading with json.
    files = mixed * 12
    assert len(files) >= 500
    plain = run("json", files, home=tmp_path / "json")
    serial = run("serial", files, home=tmp_path / "serial")
    split = run("split", files, home=tmp_path / "split")
    assert plain.returncode == serial.returncode == split.returncode == 2
    assert serial.stdout == plain.stdout and split.stdout == plain.stdout
    assert serial.stderr == split.stderr == plain.stderr == b""
