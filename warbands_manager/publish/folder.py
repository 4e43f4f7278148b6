"""Writing a published site into a folder: only pages whose text changed are rewritten.

Each page is written whole (``whole_file``: a temporary name, flushed, renamed over the old
one), so a reader (or a sync
to the club's web host) never sees half a page. Player and roster pages no longer in the league are
removed; no other file in the folder is touched, so the folder may hold the club's own
files too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from warbands_manager.whole_file import write_bytes

_OURS = re.compile(r"(player-\d+|roster-\d+-week-\d+)\.html")


@dataclass
class PublishReport:
    written: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)

    def summary(self) -> str:
        return (f"{len(self.written)} page(s) written, {len(self.unchanged)} unchanged"
                + (f", {len(self.removed)} removed" if self.removed else ""))


def write_site(folder: Path, pages: dict[str, str]) -> PublishReport:
    """Write ``pages`` (file name → HTML) into ``folder`` (created if missing)."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    report = PublishReport()
    for name, text in sorted(pages.items()):
        target = folder / name
        data = text.encode("utf-8")
        try:
            if target.read_bytes() == data:
                report.unchanged.append(name)
                continue
        except OSError:
            pass
        write_bytes(target, data)
        report.written.append(name)
    for old in sorted(folder.iterdir()):
        if _OURS.fullmatch(old.name) and old.name not in pages:
            old.unlink()
            report.removed.append(old.name)
    return report
