"""``warbands-manager league pairings|publish``: a league night from the command line (no Qt).

Both take a league in the database or a results file (CSV, .xlsx, .ods). ``pairings`` keeps the
week's pairing (so byes rotate) unless ``--dry-run``: in the database as the league's game-night
record, in a CSV file as bye lines (``week,player,,bye``) replacing that week's.

The handlers are in ``league_pairings.py`` and ``league_publish.py``: registering these parsers
must not load what they need for ``league standings``.
"""

from __future__ import annotations

from warbands_manager.commands.common import handled_in, whole_number


def register_actions(actions) -> None:
    pairings = actions.add_parser("pairings", help="who plays whom tonight (max-weight matching)")
    pairings.add_argument("source", metavar="LEAGUE_OR_RESULTS.csv")
    pairings.add_argument("--week", type=whole_number, required=True)
    pairings.add_argument("--present", metavar="NAME,...",
                          help="only these players (late arrivals, early leavers): re-pairs them")
    pairings.add_argument("--json", action="store_true",
                          help='print {"week", "pairs", "byes", "notes"}')
    pairings.add_argument("--sheet", metavar="OUT.pdf", help="also print the pairing sheet")
    pairings.add_argument("--dry-run", action="store_true",
                          help="show the pairing without keeping it (byes not recorded)")
    pairings.set_defaults(handler=handled_in("league_pairings", "pairings"))
    publish = actions.add_parser("publish", help="write the standings as a static web site")
    publish.add_argument("source", metavar="LEAGUE_OR_RESULTS.csv")
    publish.add_argument("-o", "--output", required=True, metavar="DIR")
    publish.set_defaults(handler=handled_in("league_publish", "publish"))
