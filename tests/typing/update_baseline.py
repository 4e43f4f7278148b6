"""Write tests/typing/mypy-baseline.txt from a fresh mypy run (run from the repository root)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.typing.mypy_counts import BASELINE, mypy_error_counts, write_baseline  # noqa: E402

if __name__ == "__main__":
    counts, _ = mypy_error_counts()
    write_baseline(BASELINE, counts)
    print(f"{sum(counts.values())} errors in {len(counts)} files written to {BASELINE.name}")
