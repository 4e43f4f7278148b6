"""The campaign actions' access to the services (SQLModel), apart from ``campaign.py`` so that
building its parser and ``campaign readings`` do not load them."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable

from warbands_manager.commands.campaign import EXIT_RULE
from warbands_manager.commands.common import EXIT_REFUSED, opened_database
from warbands_manager.rules.campaign.dicequeue import MoreDiceNeeded
from warbands_manager.rules.campaign.ledger import CampaignRuleError
from warbands_manager.rules.roster_io import RosterReadError
from warbands_manager.services.campaign_common import CampaignNotFound
from warbands_manager.services.campaign_suite import (
    CampaignServices,
    saved_roster_named,
    saved_starting_roster,
)


def with_services(args: argparse.Namespace, function: Callable, read_only: bool) -> int:
    """``function(services, args)`` on the database named by ``args``; a refusal of the rules
    is one line on stderr (``EXIT_RULE``)."""
    with opened_database(args, read_only=read_only) as database:
        if database is None:
            return EXIT_REFUSED
        services = CampaignServices.for_database(database)
        try:
            return function(services, args) or 0
        except (CampaignRuleError, CampaignNotFound, MoreDiceNeeded, RosterReadError,
                KeyError, ValueError) as error:  # ValueError: a typed value the rules refuse
            print(f"warbands-manager: {error}", file=sys.stderr)
            return EXIT_RULE


def starting_roster_named(services: CampaignServices, name: str):
    """The saved roster called ``name``, as a warband starts a campaign with it.

    Raises:
        LookupError: no single saved roster has that name.
    """
    rosters = services.rosters
    if rosters is None:
        raise LookupError("this database holds no saved rosters")
    return saved_starting_roster(rosters, saved_roster_named(rosters, name))
