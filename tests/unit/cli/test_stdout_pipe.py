"""``stdout_pipe``: an unbuffered stdout gets a writer that writes everything or fails."""

from __future__ import annotations

import io
import os
import sys
import threading

import pytest

from warbands_manager.commands import stdout_pipe


def test_a_reader_leaving_midway_fails_the_rest_of_the_write():
    """The reader takes a little and closes: the system takes part of the text (a short
    write, no error); writing the rest meets the closed pipe."""
    read_end, write_end = os.pipe()
    got = []

    def read_a_little_and_leave():
        got.append(os.read(read_end, 1000))
        os.close(read_end)

    reader = threading.Thread(target=read_a_little_and_leave)
    reader.start()
    writer = stdout_pipe.WholeWrites(write_end, "w", closefd=True)
    with pytest.raises(BrokenPipeError):
        writer.write(b"x" * 1_000_000)
    reader.join(10)
    writer.close()
    assert got and got[0]


def test_a_closed_pipe_fails_the_write_instead_of_cutting_the_text():
    read_end, write_end = os.pipe()
    os.close(read_end)
    writer = stdout_pipe.WholeWrites(write_end, "w", closefd=True)
    with pytest.raises(BrokenPipeError):
        writer.write(b"x" * 200_000)
    writer.close()


def test_a_captured_stdout_is_left_alone(capsys):
    before = sys.stdout
    with stdout_pipe.whole_writes():
        assert sys.stdout is before
        print("seen")
    assert capsys.readouterr().out == "seen\n"


def test_an_unbuffered_process_stdout_gets_the_whole_writer_and_back(monkeypatch):
    read_end, write_end = os.pipe()
    unbuffered = io.TextIOWrapper(io.FileIO(write_end, "w", closefd=False), encoding="utf-8",
                                  write_through=True)
    monkeypatch.setattr(sys, "stdout", unbuffered)
    monkeypatch.setattr(sys, "__stdout__", unbuffered)
    with stdout_pipe.whole_writes():
        assert isinstance(sys.stdout.buffer, stdout_pipe.WholeWrites)
        assert sys.stdout.encoding == "utf-8"
        sys.stdout.write("Łukasz\n")
    assert sys.stdout is unbuffered
    os.close(write_end)
    assert os.read(read_end, 100) == "Łukasz\n".encode()
    os.close(read_end)
