"""The readings this app takes where the league rules are ambiguous, as text for the app and
printouts (docs/rules-coverage/leagues.md lists them with their tests)."""

READINGS: tuple[tuple[str, str], ...] = (
    ("Not the same person more than twice in a row",
     "A game is a third in a row when, for either player, the two games that player played "
     "just before it (ordered by week, date, then entry) were both against the same opponent. "
     "For leagues this is a warning, never a refusal."),
    ("Pairings on a league night",
     "The pairer never pairs two players when, for either of them, their own last two games "
     "were both against the other, unless no pairing of the players present avoids it (the "
     "notes then name the pair). After that, in order: the bye (odd numbers) goes to the "
     "player with the fewest byes, then the lowest ranked; fewest games already played "
     "between the two; closest league points; then the organiser's locked pairs (kept when "
     "they cost none of the above). Re-pairing a week replaces its bye, so byes rotate."),
    ("Tie-breakers",
     "Players level on league points are separated by the organiser's tie-breakers in order; "
     "each applies only to the players still level when it is reached (head-to-head: league "
     "points from the games those players played among themselves). Players still level share "
     "a rank, marked “=”, and are listed by name."),
    ("Championship and semi-finals",
     "After the last week, two or more players sharing first place contend for both final "
     "places; otherwise the leader is in the final and the players sharing second contend for "
     "the other. Contenders are paired in standings order (by name in a tie), the first ones "
     "get a bye when their number is odd; a drawn play-off is replayed. Finals add no league "
     "points."),
    ("Warband size",
     "Size in a week = that week's starting size + the points added by each of that week's "
     "results, capped at the week's maximum; weeks after the last row of the table reuse it."),
    ("Unknown Objective bonus",
     "20% of the enemy's starting points, fractions of a VP dropped. With equal VP the game is "
     "a draw whatever the sizes (the larger warband's column is shown)."),
    ("Weekly roster, game by game",
     "A roster linked for a week is checked against the size at each of the player's games "
     "that week, in game order (the size before that game's own result), and against the size "
     "now for the next game: a roster too big for an earlier game is flagged even after later "
     "results made the warband bigger."),
    ("Duplicate lines in a results file",
     "A line that repeats another line exactly (week, players, result, extra columns) is taken "
     "for the same game typed twice and refused, unless the organiser says both games were "
     "played (--allow-duplicates; the Leagues page asks)."),
    ("Recorded games keep their values",
     "A game is scored with the league's tables when it is recorded (or edited: an edit is a "
     "new result and is scored with the tables of that moment); later table edits do not "
     "change it. A week's starting and maximum sizes always come from the current tables."),
)

