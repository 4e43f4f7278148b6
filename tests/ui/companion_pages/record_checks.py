"""What every finished companion game must end on: a printed record, an exported record and
one entry in the group's history (shared by the three games' page tests)."""

from __future__ import annotations

import json

from pypdf import PdfReader


def check_the_record(page, tmp_path, winner: str, result: str, players: list[str]) -> None:
    panel = page.record_panel
    assert panel.print_button.isEnabled() and panel.keep_button.isEnabled()
    answers = iter([str(tmp_path / "record.pdf"), str(tmp_path / "record.json")])
    panel.ask_path = lambda *_args: next(answers)
    assert panel.print_record() and panel.export_record()
    text = "".join(p.extract_text() for p in PdfReader(tmp_path / "record.pdf").pages)
    flat = " ".join(text.split())
    assert result in flat and all(name in flat for name in players)
    assert "The game's log" in flat
    exported = json.loads((tmp_path / "record.json").read_text(encoding="utf-8"))
    assert exported["winner"] == winner and exported["result"].startswith(result)
    assert [seat["name"] for seat in exported["seats"]] == players
    assert not (tmp_path / "record.json.partial").exists()
    assert panel.keep() and panel.keep()  # kept twice: still one entry for this game
    history = panel.history_records()
    assert len(history) == 1 and history[0].winner == winner
    assert panel.history.rowCount() == 1
    row = [panel.history.index(0, c).data() for c in range(panel.history.columnCount())]
    assert winner in row and history[0].finished in row
