"""Skaven revision 1 and revision 2 (a unit removed, renamed, repriced; an option renamed and
an option group's limit raised) in two folders, each with the game system."""

import shutil

import pytest

from tests.integration.army_sources.site import (
    SKAVEN,
    SYSTEM,
    skaven_revision_two_with_option_changes,
)
from tests.shared_data import BSDATA


@pytest.fixture
def revisions(tmp_path):
    """Folders holding Skaven revision 1 and revision 2 (each with the game system)."""
    first, second = tmp_path / "r1", tmp_path / "r2"
    for folder in (first, second):
        folder.mkdir()
        shutil.copy(BSDATA / SYSTEM, folder / SYSTEM)
    shutil.copy(BSDATA / SKAVEN, first / SKAVEN)
    (second / SKAVEN).write_bytes(skaven_revision_two_with_option_changes())
    return first, second
