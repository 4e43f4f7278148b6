"""``warbands-manager league list|create|add-player|record|import|export|link-roster|rosters``:
running a league in the database from the command line (no Qt). The handlers, which load the
services, are in ``league_admin_opened.py``: registering these parsers must not load them for
``league standings``."""

from __future__ import annotations

from datetime import date

from warbands_manager.commands.common import handled_in, whole_number


def register_actions(actions) -> None:
    """Add the database sub-commands to the ``league`` parser's actions."""
    listing = actions.add_parser("list", help="the leagues in the database")
    listing.set_defaults(handler=handled_in("league_admin_opened", "list_leagues"))
    create = actions.add_parser("create", help="create a league (copies the default tables)")
    create.add_argument("name")
    create.add_argument("--organiser", default="")
    create.add_argument("--weeks", type=whole_number, default=4)
    create.add_argument("--start", type=date.fromisoformat, metavar="YYYY-MM-DD")
    create.set_defaults(handler=handled_in("league_admin_opened", "create"))
    player = actions.add_parser("add-player", help="sign a player up to a league")
    player.add_argument("league")
    player.add_argument("name")
    player.add_argument("--warband", default="")
    player.add_argument("--type", default="", dest="warband_type")
    player.add_argument("--club", default="")
    player.set_defaults(handler=handled_in("league_admin_opened", "add_player"))
    record = actions.add_parser("record", help="record a game: RESULT is from player A's side")
    record.add_argument("league")
    record.add_argument("--week", type=whole_number, required=True)
    record.add_argument("player_a")
    record.add_argument("player_b")
    record.add_argument("result", help="massacre, victory, draw, defeat (or loss) or massacred")
    record.add_argument("--date", type=date.fromisoformat, metavar="YYYY-MM-DD")
    record.add_argument("--stage", choices=("league", "semi-final", "final"), default="league",
                        help="championship games: semi-final or final (week after the last)")
    record.set_defaults(handler=handled_in("league_admin_opened", "record"))
    games = actions.add_parser("import", help="import a results CSV, .xlsx or .ods into a league "
                               "(all or none)")
    games.add_argument("league")
    games.add_argument("results", metavar="RESULTS.csv|.xlsx|.ods")
    games.add_argument("--allow-duplicates", action="store_true",
                       help="import a CSV line that repeats another exactly as a second game "
                       "(refused otherwise)")
    games.set_defaults(handler=handled_in("league_admin_opened", "import_results"))
    link = actions.add_parser("link-roster",
                              help="link a saved roster to a player's week and check it")
    link.add_argument("league")
    link.add_argument("player")
    link.add_argument("--week", type=whole_number,
                      help="the week to link (default: the league's current week — by its "
                           "start date, else the latest week with a game)")
    link.add_argument("roster", metavar="ROSTER",
                      help="a saved roster's name or id ('warbands-manager rosters list')")
    link.set_defaults(handler=handled_in("league_admin_opened", "link_roster"))
    rosters = actions.add_parser("rosters", help="the league's weekly rosters and their checks")
    rosters.add_argument("league")
    rosters.set_defaults(handler=handled_in("league_admin_opened", "rosters"))
    export = actions.add_parser("export", help="write a league's results (or standings) CSV, or "
                                "both as an .xlsx workbook")
    export.add_argument("league")
    export.add_argument("-o", "--output", required=True, metavar="OUT.csv|OUT.xlsx")
    export.add_argument("--standings", action="store_true", help="standings instead of results")
    export.set_defaults(handler=handled_in("league_admin_opened", "export"))
