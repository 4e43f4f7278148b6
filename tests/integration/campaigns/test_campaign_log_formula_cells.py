"""``campaign log --format csv``: a warband named like a formula is written as text."""

import csv
import io

from tests.campaign_sample import empire, orcs
from warbands_manager.services.campaign_suite import CampaignServices


def test_campaign_log_csv_writes_formula_starts_as_text(database):
    services = CampaignServices.for_database(database)
    campaign = services.setup.create("Miragliano", "2027-03-01", "wbr")
    services.setup.add_warband(campaign, "=cmd|' /C calc'!A0", empire())
    services.setup.add_warband(campaign, "Łukasz", orcs())
    text = services.records.export_log(campaign, "csv")
    cells = [c for row in csv.reader(io.StringIO(text)) for c in row]
    assert cells and not any(c.startswith(("=", "+", "-", "@")) for c in cells)
