"""Sub-commands of ``warbands-manager``: one module each, with ``register(subparsers)``.

A module registers its parser and sets ``handler`` (a function taking the parsed arguments and
returning the exit code). Handlers import heavy libraries (sqlmodel, reportlab) inside the
function, so building the parser stays cheap. No module here imports Qt.
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
