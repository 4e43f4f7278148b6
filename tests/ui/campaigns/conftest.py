"""The Campaigns page with "Miragliano" started and two warbands added (tests/ui/campaign_pages)."""

import pytest

from tests.ui.campaign_pages import campaign_page


@pytest.fixture
def page(qtbot, services, tmp_path):
    return campaign_page(qtbot, services, tmp_path)
