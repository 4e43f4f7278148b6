"""``warbands-manager campaign ...``: run a Warbands campaign from the command line (no Qt).

Campaigns and warbands are named by number or by name (warbands also by player), ignoring case,
as leagues are; unit ids (``u1``) are listed by ``campaign warbands`` and ``campaign sheet``.
An unknown unit id is refused (exit 2) with the valid ones listed, so a typo saves nothing.

What needs the services (SQLModel) is in ``campaign_opened.py``, reached through
``handled_in``: building this parser (``--help``) and ``campaign readings`` must not load them.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

from warbands_manager.commands.common import EXIT_REFUSED, handled_in, whole_number
from warbands_manager.rules.army_names import army_name
from warbands_manager.rules.campaign.cards import warband_cards
from warbands_manager.rules.campaign.dicequeue import QueuedDice, parse_dice
from warbands_manager.rules.campaign.ledger import experience
from warbands_manager.rules.campaign.little_war import describe
from warbands_manager.rules.campaign.readings import READINGS
from warbands_manager.rules.campaign.spending import StartingWarbandRefused
from warbands_manager.rules.campaign.tables import CampaignTables, shown_value
from warbands_manager.rules.dice import Dice
from warbands_manager.rules.key_words import key_words
from warbands_manager.rules.roster_io import RosterReadError, read_roster_file
from warbands_manager.whole_file import write_text

EXIT_RULE = 1
CAMPAIGN = "campaign name or number"
WARBAND = "warband name, player or number"
# A's result: the rulebook says "loss" (Experience Point Table); leagues say "defeat".
RESULT_WORDS = ("massacre", "victory", "draw", "loss", "defeat", "massacred")
INPUTS_HELP = (
    "JSON object {step: inputs} for the steps that need choices, e.g. "
    "'{\"minimums\": {\"decisions\": {\"u2\": \"refill\"}}, \"veteran\": {\"buy\": "
    "[\"u2\"]}}'. "
    "Steps and their inputs: injuries {\"first\": {UNIT: D66}, \"reroll\": {UNIT: "
    "\"resilient\" or \"xp\"}, \"retire\": [UNIT]}; minimums {\"decisions\": {UNIT: "
    "\"refill\", \"disband\" or \"drop_command\"}}; veteran {\"buy\": [UNIT]}; "
    "advancement {\"rolls\": [{\"unit\": UNIT, \"choice\": ABILITY}], \"potential\": "
    "[UNIT]}; spending {\"purchases\": [{\"kind\": \"models\", \"unit\": UNIT, "
    "\"count\": N} ...]} (kinds: models, upgrade, new_unit, remove_upgrade, from_stash). "
    "UNIT is a unit id as 'campaign warbands' lists them."
)


def register(subparsers) -> None:
    parser = subparsers.add_parser("campaign", help="Warbands campaigns: set-up, games, "
                                                    "post-battle passes, log, standings, sheet")
    actions = parser.add_subparsers(dest="campaign_action", metavar="ACTION", required=True)
    actions.add_parser("list", help="list campaigns").set_defaults(handler=_list)
    create = actions.add_parser("create", help="create a campaign")
    create.add_argument("name")
    create.add_argument("--ends", default="", help="conclusion date (YYYY-MM-DD)")
    create.add_argument("--victory", choices=("wbr", "record"), default="wbr")
    create.set_defaults(handler=_create)
    add = actions.add_parser("add-warband", help="add a starting warband from a roster file or "
                             "a saved roster (kept linked to it)")
    add.add_argument("campaign", help=CAMPAIGN)
    add.add_argument("roster", help="a roster file, or a saved roster's name or id")
    add.add_argument("--player", default="")
    add.add_argument("--accept-problems", action="store_true",
                     help="organiser: accept a starting warband that is not a legal warband or "
                     "already has Veteran Status, Abilities or injuries (logged); 250 points and "
                     "the Archetype rules are never waived")
    add.set_defaults(handler=_add_warband)
    show = actions.add_parser("warbands", help="warbands with points, WBR, XP, record and "
                                                "unit ids")
    show.add_argument("campaign", help=CAMPAIGN)
    show.set_defaults(handler=_warbands)
    _register_games(actions)
    _register_organiser(actions)
    _register_pass(actions)
    _register_records(actions)


def _register_games(actions) -> None:
    """``game`` and ``old-wounds``: what happens at the table."""
    game = actions.add_parser("game", help="record a game (A's result)")
    game.add_argument("campaign", help=CAMPAIGN)
    game.add_argument("warband_a", help=WARBAND)
    game.add_argument("warband_b", help=WARBAND)
    game.add_argument("result", nargs="?", choices=RESULT_WORDS,
                      help="A's result; \"defeat\" is the same as \"loss\" (or give --vp to "
                      "work it out as in leagues)")
    game.add_argument("--vp", nargs=2, type=whole_number, metavar=("VP_A", "VP_B"),
                      help="victory points scored: the Little War calculator gives the result")
    game.add_argument("--objective-a", action="store_true",
                      help="A achieved its Unknown Objective (+20%% of B's points)")
    game.add_argument("--objective-b", action="store_true",
                      help="B achieved its Unknown Objective (+20%% of A's points)")
    game.add_argument("--date", default="")
    game.add_argument("--missing", action="append", default=[], metavar="WARBAND:UNIT_ID",
                      help="a character who misses the game (Old Battle Wound)")
    game.set_defaults(handler=_game)
    wounds = actions.add_parser("old-wounds", help="before a game: roll Old Battle Wounds")
    wounds.add_argument("warband", help=WARBAND)
    wounds.add_argument("--dice", help="typed-in dice, in order")
    wounds.add_argument("--seed", type=whole_number)
    wounds.set_defaults(handler=_old_wounds)


def _register_organiser(actions) -> None:
    """``restrict`` and ``set``: the organiser's changes to the campaign's rules."""
    restrict = actions.add_parser("restrict", help="organiser: archetypes open to an army")
    restrict.add_argument("campaign", help=CAMPAIGN)
    restrict.add_argument("army")
    restrict.add_argument("archetypes", nargs="+")
    restrict.set_defaults(handler=_restrict)
    setv = actions.add_parser("set", help="organiser: change a value of the campaign's tables")
    setv.add_argument("campaign", help=CAMPAIGN)
    setv.add_argument("key", help="e.g. experience.base_xp.victory or "
                      "little_war.victory_table.rows.1.results")
    setv.add_argument("value", help="read as the kind of value it replaces: a whole number, "
                      "or a list separated by commas (e.g. \"M, V, D, D, D\")")
    setv.set_defaults(handler=_set_value)


def _register_records(actions) -> None:
    """``undo``, ``log``, ``standings``, ``profile``, ``readings``, ``sheet`` and ``cards``."""
    undo = actions.add_parser("undo", help="undo the last step of a pass (or --all of it)")
    undo.add_argument("pass_id", type=whole_number)
    undo.add_argument("--all", action="store_true")
    undo.set_defaults(handler=_undo)
    log = actions.add_parser("log", help="print or export the campaign log")
    log.add_argument("campaign", help=CAMPAIGN)
    log.add_argument("--warband", help=WARBAND)
    log.add_argument("--format", choices=("text", "csv", "json"), default="text")
    log.add_argument("-o", "--output")
    log.set_defaults(handler=_log)
    table = actions.add_parser("standings", help="standings by the campaign's condition")
    table.add_argument("campaign", help=CAMPAIGN)
    table.set_defaults(handler=_standings)
    profile = actions.add_parser("profile", help="a character's profile (M=4 WS=4 ... Ld=8)")
    profile.add_argument("warband", help=WARBAND)
    profile.add_argument("unit", help="unit id (campaign warbands lists them)")
    profile.add_argument("values", nargs="+", metavar="STAT=N")
    profile.set_defaults(handler=_profile)
    readings = actions.add_parser("readings", help="how ambiguous campaign rules are read")
    readings.set_defaults(handler=_readings)
    sheet = actions.add_parser("sheet", help="campaign roster sheet PDF of a warband (prints "
                                             "its unit ids)")
    sheet.add_argument("warband", nargs="?", help=WARBAND)
    sheet.add_argument("--roster", help="a roster file instead (shipped default tables)")
    sheet.add_argument("-o", "--output", required=True)
    sheet.set_defaults(handler=_sheet)
    cards = actions.add_parser("cards", help="campaign cards PDF: a card per character and unit, "
                               "each warband on its own page (or --blank cards to fill in)")
    cards.add_argument("campaign", help=CAMPAIGN)
    cards.add_argument("--warband", help="only this warband (" + WARBAND + ")")
    cards.add_argument("--blank", action="store_true", help="a page of blank cards")
    cards.add_argument("-o", "--output", required=True, metavar="OUT.pdf")
    cards.set_defaults(handler=_cards)


def _register_pass(actions) -> None:
    run = actions.add_parser(
        "pass", help="run a warband's post-battle pass for a game",
        description="Run a warband's post-battle pass. Unit ids are those 'campaign warbands' "
        "lists; an unknown id is refused (exit 2) and nothing is saved.")
    run.add_argument("game", type=whole_number, help="game number (campaign log lists them)")
    run.add_argument("warband", help=WARBAND)
    run.add_argument("--removed-character", action="append", default=[], metavar="UNIT_ID",
                     help="a character removed from the table (rolls on the Injury Chart)")
    run.add_argument("--removed", action="append", default=[], metavar="UNIT_ID=N",
                     help="N models of a unit removed from the table (each rolls to recover)")
    run.add_argument("--team", action="append", default=[], metavar="UNIT_ID=LOST/TOTAL",
                     help="a team's Wounds lost of its total (war machines, chariots)")
    run.add_argument("--inputs", default="{}", help=INPUTS_HELP)
    run.add_argument("--dice", help="typed-in dice, in order (e.g. '3 5 45 2')")
    run.add_argument("--seed", type=whole_number, help="seed for app-rolled dice")
    run.add_argument("--steps", type=whole_number, help="run only this many steps")
    run.set_defaults(handler=_pass)


# Actions that only read run in deferred read transactions: a writer never blocks them.
_READ_ONLY = {"_list", "_warbands", "_log", "_standings", "_sheet", "_cards"}


_with_services = handled_in("campaign_opened", "with_services")
_starting_roster_named = handled_in("campaign_opened", "starting_roster_named")


def _guarded(function):
    """The handler running ``function(services, args)`` on the campaign services of the
    database opened for it (read-only for the actions that only read)."""
    def handler(args: argparse.Namespace) -> int:
        return _with_services(args, function, function.__name__ in _READ_ONLY)

    return handler


@_guarded
def _list(services, _args) -> int:
    for c in services.setup.list():
        print(f"{c.id:4}  {c.name}  ends {c.conclusion_date or '—'}  "
              f"victory: {c.victory_condition}  warbands: {c.warbands}")
    return 0


@_guarded
def _create(services, args) -> int:
    print(services.setup.create(args.name, args.ends, args.victory))
    return 0


@_guarded
def _add_warband(services, args) -> int:
    try:
        roster = (read_roster_file(args.roster) if Path(args.roster).is_file() else
                  _starting_roster_named(services, args.roster))
    except (RosterReadError, LookupError) as error:
        print(f"warbands-manager: {error}", file=sys.stderr)
        return EXIT_REFUSED
    try:
        print(services.setup.add_warband(services.setup.find(args.campaign), args.player,
                                         roster, args.accept_problems))
    except StartingWarbandRefused as refused:
        print(f"warbands-manager: {roster.name} cannot start the campaign:", file=sys.stderr)
        for _rule, text in refused.problems:
            print(f"  - {text}", file=sys.stderr)
        if refused.may_accept:
            print("  (an organiser may accept it anyway with --accept-problems)",
                  file=sys.stderr)
        return EXIT_RULE
    return 0


@_guarded
def _warbands(services, args) -> int:

    for w in services.setup.warbands(services.setup.find(args.campaign)):
        print(f"{w.id:4}  {w.name}  ({w.player})  points {w.points:g}  WBR {w.wbr:g}  "
              f"XP {experience(w.roster)}  {w.record.text()}")
        print(_unit_ids(w.roster))
    return 0


def _unit_ids(roster) -> str:
    """``      units: u1 Captain, u2 Swordsmen (15)`` — the ids ``pass`` and ``profile`` take."""
    return "      units: " + ", ".join(
        f"{unit.id} {unit.name}" + ("" if unit.is_character else f" ({unit.models})")
        for unit in roster.units)


@_guarded
def _game(services, args) -> int:
    campaign = services.setup.find(args.campaign)
    a = services.setup.find_warband(args.warband_a, campaign)
    b = services.setup.find_warband(args.warband_b, campaign)
    missing: dict[int, list[str]] = {}
    for item in args.missing:
        warband, _, unit = item.partition(":")
        missing.setdefault(services.setup.find_warband(warband, campaign), []).append(unit)
    for warband_id, units in missing.items():
        if (refused := _unknown_units(services.setup.warband(warband_id), units)) is not None:
            return refused
    result = "loss" if args.result == "defeat" else args.result
    notes = ""
    if args.vp is not None:
        try:
            result, worked = services.setup.little_war(a, b, *args.vp, args.objective_a,
                                                       args.objective_b)
        except ValueError as error:
            print(f"warbands-manager: {error}", file=sys.stderr)
            return EXIT_REFUSED
        if args.result is not None and _as_loss(args.result) != result:
            print(f"warbands-manager: the VP give {result}, not {args.result}", file=sys.stderr)
            return EXIT_REFUSED
        notes = describe(worked)
        print(f"{notes} → A's result: {result}")
    elif args.result is None:
        print("warbands-manager: give A's result or --vp VP_A VP_B", file=sys.stderr)
        return EXIT_REFUSED
    print(services.setup.record_game(campaign, a, b, result, args.date, missing, notes))
    return 0


def _as_loss(word: str) -> str:
    return "loss" if word == "defeat" else word


def _unknown_units(warband, unit_ids) -> int | None:
    """Refuse (exit 2) unit ids the warband does not have, listing the ones it has."""
    unknown = [unit_id for unit_id in unit_ids if warband.roster.unit_by_id(unit_id) is None]
    if not unknown:
        return None
    print(f"warbands-manager: {warband.name} has no unit {', '.join(map(repr, unknown))}; "
          f"its units are:\n{_unit_ids(warband.roster).strip()}", file=sys.stderr)
    return EXIT_REFUSED


def _dice(args):
    if args.dice is not None:
        return QueuedDice(queue=parse_dice(args.dice))
    return Dice(random.Random(args.seed))


@_guarded
def _old_wounds(services, args) -> int:
    checks = services.setup.roll_old_wounds(services.setup.find_warband(args.warband),
                                            _dice(args))
    for check in checks:
        print(f"{check.unit_id}  {check.name}: D6 {', '.join(map(str, check.rolls))} → "
              f"{'MISSES the game' if check.misses else 'fights'}")
    if not checks:
        print("no Old Battle Wounds to roll")
    return 0


@_guarded
def _restrict(services, args) -> int:
    campaign = services.setup.find(args.campaign)
    army, archetypes = services.setup.restrict_archetypes(campaign, args.army, args.archetypes)
    # Say what now holds, in words (the organiser may have typed ids).
    print(f"{army_name(army)} may now take: "
          f"{', '.join(name.capitalize() for name in archetypes)}")
    return 0


@_guarded
def _set_value(services, args) -> int:
    campaign = services.setup.find(args.campaign)
    services.setup.edit_table_value(campaign, args.key, args.value)
    stored = next(v for v in services.setup.tables(campaign).editable_values()
                  if v.key == args.key)
    print(f"{key_words(stored.key)}: now {shown_value(stored.value)} (set by the organiser)")
    return 0


@_guarded
def _pass(services, args) -> int:
    game = services.setup.game(args.game)
    warband = services.setup.warband(services.setup.find_warband(
        args.warband, services.setup.warband(game.warband_a_id).campaign_id))
    removed = {k: int(v) for k, v in (item.split("=", 1) for item in args.removed)}
    teams = {k: [int(x) for x in v.split("/")] for k, v in (t.split("=", 1) for t in args.team)}
    named = [*args.removed_character, *removed, *teams]
    if (refused := _unknown_units(warband, named)) is not None:
        return refused
    try:
        inputs = json.loads(args.inputs)
    except json.JSONDecodeError as error:
        print(f"warbands-manager: --inputs is not JSON ({error}); see --help", file=sys.stderr)
        return EXIT_REFUSED
    existing = services.passes.passes_for_game(args.game).get(warband.id)
    pass_id = existing or services.passes.start(args.game, warband.id,
                                                args.removed_character, removed, teams)
    dice = _dice(args)
    print(f"pass {pass_id}")
    if existing and (step := services.passes.state(pass_id).next_step):
        # A resumed pass: the casualties were given when it started; typed dice are used
        # from the step it stopped at, not from its first step.
        print(f"resuming at step {step}" + (": the typed dice are used from this step on"
                                            if args.dice is not None else ""))
    count = 0
    while (step := services.passes.state(pass_id).next_step) and (
            args.steps is None or count < args.steps):
        for entry in services.passes.run_next(pass_id, dice, inputs.get(step)):
            print(f"[{entry.step}] {entry.text}")
        count += 1
    left = getattr(dice, "queue", [])
    if left:  # never silently dropped: the player may have typed a die for another throw
        print(f"warbands-manager: {len(left)} typed "
              f"{'die was' if len(left) == 1 else 'dice were'} not needed and not used: "
              f"{' '.join(map(str, left))}", file=sys.stderr)
    return 0


@_guarded
def _undo(services, args) -> int:
    if args.all:
        services.passes.undo_pass(args.pass_id)
        print("pass undone")
    else:
        print(f"undone: {services.passes.undo_step(args.pass_id)}")
    return 0


@_guarded
def _log(services, args) -> int:
    campaign = services.setup.find(args.campaign)
    warband = (None if args.warband is None
               else services.setup.find_warband(args.warband, campaign))
    if args.format == "text":
        text = "".join(f"{line.at:%Y-%m-%d %H:%M}  {line.warband or '-':20}  [{line.step}] "
                       f"{line.text}\n" for line in services.records.log(campaign, warband))
    else:
        text = services.records.export_log(campaign, args.format, warband)
    if args.output:
        write_text(args.output, text, newline="")
    else:
        sys.stdout.write(text)
    return 0


@_guarded
def _standings(services, args) -> int:
    table = services.records.standings(services.setup.find(args.campaign))
    print(f"victory condition: {table.condition}")
    for row in table.rows:
        pending = f"  ({row.pending} post-battle pass(es) pending)" if row.pending else ""
        print(f"{table.place(row):3}. {row.player:16} {row.warband:24} W{row.won} D{row.drawn} "
              f"L{row.lost}  WBR {row.wbr:g}{pending}")
    if table.finalists:
        print(f"final: {table.finalists[0]} v {table.finalists[1]}")
    elif table.semifinal:
        print(f"semi-final needed between: {', '.join(table.semifinal)}")
    return 0


@_guarded
def _sheet(services, args) -> int:
    # deferred: only the printouts load reportlab (not the other actions, nor `--help`)
    from warbands_manager.reports.campaign_sheet import write_campaign_sheet

    if args.roster:
        write_campaign_sheet(read_roster_file(args.roster), CampaignTables(), args.output)
        print(f"written: {args.output}")
        return 0
    if args.warband is None:
        print("warbands-manager: name a warband id or --roster FILE", file=sys.stderr)
        return EXIT_REFUSED
    warband = services.setup.warband(services.setup.find_warband(args.warband))
    summary = services.setup.summary(warband.campaign_id)
    write_campaign_sheet(warband.roster, services.setup.tables(warband.campaign_id),
                         args.output, summary.name, warband.record)
    print(f"written: {args.output}")
    print(f"{warband.name}: {warband.record.text()}")
    print(_unit_ids(warband.roster))
    return 0


@_guarded
def _cards(services, args) -> int:
    # deferred: only the printouts load reportlab (not the other actions, nor `--help`)
    from warbands_manager.reports.campaign_cards import write_campaign_cards

    campaign = services.setup.find(args.campaign)
    tables = services.setup.tables(campaign)
    warbands = services.setup.warbands(campaign)
    if args.warband is not None:
        wanted = services.setup.find_warband(args.warband, campaign)
        warbands = [w for w in warbands if w.id == wanted]
    cards = [warband_cards(w.roster, tables) for w in warbands]
    write_campaign_cards(args.output, cards, services.setup.summary(campaign).name,
                         bool(tables.assumed_count()), args.blank)
    print(f"written: {args.output}" + ("" if args.blank else
                                       f" ({sum(len(c.cards) for c in cards)} cards, "
                                       f"{len(cards)} warband(s))"))
    return 0


def _readings(_args) -> int:
    for key, text in READINGS:
        print(f"{key}: {text}")
    return 0


@_guarded
def _profile(services, args) -> int:
    profile = {}
    for item in args.values:
        stat, _, value = item.partition("=")
        if not value.isdigit():
            print(f"warbands-manager: {item!r} is not STAT=N", file=sys.stderr)
            return EXIT_REFUSED
        profile[stat] = int(value)
    warband = services.setup.warband(services.setup.find_warband(args.warband))
    if (refused := _unknown_units(warband, [args.unit])) is not None:
        return refused
    services.setup.set_profile(warband.id, args.unit, profile)
    return 0
