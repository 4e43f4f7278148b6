"""A command whose reader goes away (``warbands-manager ... | head``) stops quietly."""

from __future__ import annotations

import subprocess
import sys


def test_a_closed_pipe_ends_the_command_without_a_traceback():
    process = subprocess.Popen([sys.executable, "-m", "warbands_manager", "explain", "points"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    process.stdout.close()  # the reader leaves before the first line is written
    stderr = process.stderr.read().decode()
    assert process.wait(timeout=60) == 141
    assert "BrokenPipeError" not in stderr and "Traceback" not in stderr, stderr
