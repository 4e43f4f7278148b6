"""The Campaigns page: campaign set-up, warbands, games, the post-battle wizard, standings."""
