"""The Leagues page (escalation leagues): list, players, games, standings, settings, helper."""
