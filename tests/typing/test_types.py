"""The type checker runs with the suite; its findings may only go down.

``mypy-baseline.txt`` holds, per file, how many errors mypy (basic mode, configured in
pyproject.toml) reported when it was last written. A file with more errors than its line (or a
file not listed that has any) fails: new code is typed. When a file gets better, write the
baseline again so the gain is kept: ``python tests/typing/update_baseline.py``.
"""

from __future__ import annotations

import pytest

from tests.typing.mypy_counts import BASELINE, mypy_error_counts, read_baseline


@pytest.mark.slow
def test_no_file_has_more_type_errors_than_its_baseline():
    counts, output = mypy_error_counts()
    baseline = read_baseline(BASELINE)
    worse = {path: (baseline.get(path, 0), count) for path, count in counts.items()
             if count > baseline.get(path, 0)}
    detail = "\n".join(line for line in output.splitlines()
                       if line.split(":", 1)[0] in worse)
    assert not worse, (
        "type errors above the baseline (file: baseline -> now): "
        + ", ".join(f"{path}: {before} -> {now}" for path, (before, now) in sorted(worse.items()))
        + "\n" + detail)
