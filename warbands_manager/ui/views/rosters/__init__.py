"""The Rosters view: the list of saved rosters and the roster editor."""
