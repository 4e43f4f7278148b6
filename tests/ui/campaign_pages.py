"""A Campaigns page with "Miragliano" started and two warbands added (the sample Empire and Orcs
rosters, opened as files), built through the page as an organiser would."""

from __future__ import annotations

from pathlib import Path

from tests.campaign_sample import empire, orcs
from warbands_manager.rules.roster_io import write_roster_text


def start_campaign(widget, folder: Path):
    """New campaign, then Add warband twice on ``widget``; returns it."""
    files = []
    for name, roster in (("e.json", empire()), ("o.json", orcs())):
        path = folder / name
        path.write_text(write_roster_text(roster), encoding="utf-8")
        files.append(str(path))
    widget.ask_new_campaign = lambda _parent: ("Miragliano", "2027-03-01", "wbr")
    widget.ask_player = lambda _parent, _name: "Ann"
    widget.choose_roster_file = lambda: files.pop(0)
    widget.new_button.click()
    widget.warbands_tab.add_button.click()
    widget.warbands_tab.add_button.click()
    return widget


def campaign_page(qtbot, services, folder: Path):
    """A Campaigns page on its own (seeded dice), with the campaign started."""
    import random

    from warbands_manager.navigation import view_info
    from warbands_manager.ui.views.campaigns.page import CampaignsPage

    widget = CampaignsPage(view_info("campaigns"), services.campaigns, random.Random(3))
    qtbot.addWidget(widget)
    return start_campaign(widget, folder)
