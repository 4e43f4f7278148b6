"""A command whose reader goes away (``warbands-manager ... | head``) stops quietly."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest


def test_a_closed_pipe_ends_the_command_without_a_traceback():
    process = subprocess.Popen([sys.executable, "-m", "warbands_manager", "explain", "points"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    process.stdout.close()  # the reader leaves before the first line is written
    stderr = process.stderr.read().decode()
    assert process.wait(timeout=60) == 141
    assert "BrokenPipeError" not in stderr and "Traceback" not in stderr, stderr


ROSTERS = Path(__file__).resolve().parents[3] / "data" / "demo" / "rosters"


@pytest.fixture(scope="module")
def many_rosters(tmp_path_factory) -> list[str]:
    """400 roster files: ~320 KB of `validate` text, more than a pipe holds (64 KB)."""
    folder = tmp_path_factory.mktemp("rosters")
    demo = sorted(ROSTERS.glob("*.json"))
    paths = []
    for index in range(400):
        source = demo[index % len(demo)]
        target = folder / f"{index:03d}-{source.name}"
        shutil.copyfile(source, target)
        paths.append(str(target))
    return paths


@pytest.mark.parametrize("unbuffered", [True, False], ids=["unbuffered", "buffered"])
@pytest.mark.parametrize("words", [["validate"], ["validate", "--json"]],
                         ids=["text", "json"])
def test_a_reader_leaving_after_one_line_ends_the_command_with_141(many_rosters, words,
                                                                  unbuffered):
    """`validate … | head -1`: the reader takes one line and leaves while the command still
    has most of its text to write. Unbuffered (PYTHONUNBUFFERED, python -u) the text used to
    be cut silently and the validation's own status (1) returned."""
    env = {key: value for key, value in os.environ.items() if key != "PYTHONUNBUFFERED"}
    if unbuffered:
        env["PYTHONUNBUFFERED"] = "1"
    process = subprocess.Popen([sys.executable, "-m", "warbands_manager", *words, *many_rosters],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    assert process.stdout.readline()  # one line, then the reader goes
    process.stdout.close()
    stderr = process.stderr.read().decode()
    assert process.wait(timeout=120) == 141
    assert "Traceback" not in stderr and "BrokenPipeError" not in stderr, stderr


def test_unbuffered_output_read_to_the_end_is_whole(many_rosters):
    """The writer underneath an unbuffered stdout changes nothing for a reader that stays."""
    outputs = []
    for unbuffered in (True, False):
        env = {key: value for key, value in os.environ.items() if key != "PYTHONUNBUFFERED"}
        if unbuffered:
            env["PYTHONUNBUFFERED"] = "1"
        done = subprocess.run([sys.executable, "-m", "warbands_manager", "validate",
                               *many_rosters[:60]], capture_output=True, env=env, timeout=120)
        outputs.append((done.returncode, done.stdout))
    assert outputs[0] == outputs[1] and outputs[0][1].count(b"\n") > 60
