"""Escalation leagues (seed 002, "Warband Escalation Leagues" and "A Little War"): pure rules.

``tables`` (the league's copy of the rule tables), ``results`` (outcomes, league points, weekly
warband size), ``little_war`` (the victory table), ``standings`` (ranking and tie-breakers),
``pairing`` (the "not more than twice in a row" rule), ``finals`` (championship and semi-finals),
``setup`` (north side, map, objectives) and ``results_csv`` (the results exchange file).
"""
