"""The Qt pages of the companion trackers, one package per game (``widget.py`` is the page).

Their rules and state live in ``warbands_manager.companions`` and import no Qt; only these
pages do.
"""
