"""Companion trackers for board games Warbands players also play; one package per game:
``model.py`` (pure rules and state) and ``widget.py`` (the Qt page)."""
