"""Sub-commands of ``warbands-manager``: one module each, with ``register(subparsers)``.

A module registers its parser and sets ``handler`` (a function taking the parsed arguments and
returning the exit code). The modules listed here stay light: ``--help`` builds every parser,
and ``db info``, ``army-data list``, ``rosters list`` and ``league standings`` read with the
stdlib driver. Handlers that need the services (SQLModel) live in sibling modules
(``*_opened.py`` and the like) reached through ``common.handled_in``; reportlab is imported
where a printout is written. No module here imports Qt.
"""

COMMAND_MODULES = (
    "db", "validate", "printing", "import_bsdata", "league", "campaign",
    "against_the_darkness",
    "explain",
    "army_data",
    "roster_diff",
    "what_fits",
    "rosters",
)

COMMAND_WORDS = {"diff": "roster_diff", "print": "printing", "score": "against_the_darkness"}
"""The commands whose word is not their module's name (``army-data`` is ``army_data``)."""
