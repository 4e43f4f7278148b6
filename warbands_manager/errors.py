"""The base of errors whose message is written for the user (file, place, reason).

The command line prints such a message alone; any other exception is shown with its type name
so a bug is recognisable without ``--debug``.
"""


class UserFacingError(Exception):
    """An error with a message fit to show as it is."""
