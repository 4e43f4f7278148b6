"""Warbands Manager: Warhammer Warbands rosters, leagues and campaigns, plus companion trackers."""

__version__ = "0.1.0"
APP_NAME = "Warbands Manager"
APP_ID = "warbands-manager"
ORGANISATION = "Warbands Manager"
