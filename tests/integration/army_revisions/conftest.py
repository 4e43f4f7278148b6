"""Skaven revision 1 and revision 2 (a unit removed, renamed, repriced; an option renamed and
an option group's limit raised) in two folders, each with the game system."""

import pytest

from tests.integration.army_sources.site import revision_folders


@pytest.fixture
def revisions(tmp_path):
    """Folders holding Skaven revision 1 and revision 2 (each with the game system)."""
    return revision_folders(tmp_path)
