"""``forked.in_shares``: consecutive shares, one per core, results in the list's order, and
the workers' log records (tracebacks included) handed to this process's handlers in the order
one process would log them. Each run is a child process with a timeout (the test process may
hold Qt's threads, beside which nothing forks)."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest

# argv: "fork" or "serial", the number of items, the minimum share, the cores to use.
SCRIPT = textwrap.dedent("""
    import json, logging, os, sys
    from warbands_manager import forked

    mode, count, minimum, cores = sys.argv[1], *map(int, sys.argv[2:])
    forked.cores = lambda: cores
    if mode == "serial":
        forked.fork_is_safe = lambda: False
    records = []

    class Kept(logging.Handler):
        def emit(self, record):
            records.append(self.format(record))

    log = logging.getLogger("warbands_manager.test")
    handler = Kept()
    handler.setFormatter(logging.Formatter("%(name)s %(levelname)s %(message)s"))
    log.addHandler(handler)
    log.propagate = False
    pids = set()

    def work(share):
        for item in share:
            log.warning("item %s of %d", item, count)
            if item % 7 == 3:
                try:
                    raise ValueError(f"bad item {item}")
                except ValueError:
                    log.exception("item %s failed", item)
        return [(item, os.getpid()) for item in share]

    shares = forked.in_shares(list(range(count)), work, minimum)
    print(json.dumps({"shares": [[item for item, _pid in share] for share in shares],
                      "processes": len({pid for share in shares for _item, pid in share}),
                      "records": records}))
""")


def run(mode: str, count: int, minimum: int = 5, cores: int = 3) -> dict:
    done = subprocess.run([sys.executable, "-c", SCRIPT, mode, str(count), str(minimum),
                           str(cores)], capture_output=True, text=True, timeout=120, check=True)
    assert done.stderr == ""
    return json.loads(done.stdout)


@pytest.mark.parametrize(("count", "shares"), [(31, 3), (10, 2), (9, 1), (4, 1), (0, 1)])
def test_shares_are_consecutive_one_per_core_and_in_order(count, shares):
    found = run("fork", count)
    assert len(found["shares"]) == shares == found["processes"] or count == 0
    assert [item for share in found["shares"] for item in share] == list(range(count))
    sizes = [len(share) for share in found["shares"]]
    assert max(sizes) - min(sizes) <= 1


def test_workers_log_records_reach_this_process_in_serial_order_with_tracebacks():
    split, serial = run("fork", 31), run("serial", 31)
    assert split["processes"] == 3 and serial["processes"] == 1
    assert split["records"] == serial["records"]
    failure = next(record for record in split["records"] if "item 24 failed" in record)
    assert "Traceback" in failure and "ValueError: bad item 24" in failure
