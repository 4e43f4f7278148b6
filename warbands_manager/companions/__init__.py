"""Companion trackers for board games Warbands players also play; one package per game of
pure rules, state and tables (``model.py`` is the entry point). No Qt, SQL or PDF here: each
game's page is in ``ui/companions/<game>/``."""
