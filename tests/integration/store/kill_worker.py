"""The child process of the kill-mid-write test (not a test module).

``python kill_worker.py DB SEED`` records league games, deletes some, records campaign
games and runs post-battle steps (and undoes some) in an endless loop, each through the services
exactly as the app does. Around every operation it prints ``BEGIN <op> <args>`` before and
``OK <op> <result>`` after the service call returned, i.e. after the commit; the parent SIGKILLs
it at random moments and then checks the database against what was reported.
"""

from __future__ import annotations

import random
import sys
from datetime import date
from pathlib import Path

from warbands_manager.rules.campaign.ledger import CampaignRuleError
from warbands_manager.rules.dice import Dice
from warbands_manager.rules.league.results import Outcome
from warbands_manager.rules.roster_io import roster_from_dict
from warbands_manager.services.campaign_suite import CampaignServices
from warbands_manager.services.league_games import GameInput, LeagueGameService
from warbands_manager.services.leagues import LeagueService, LeagueSettings, PlayerData
from warbands_manager.store.database import open_database

OUTCOMES = (Outcome.MASSACRE, Outcome.VICTORY, Outcome.DRAW)


def _roster(name: str) -> object:
    return roster_from_dict({
        "format": "warbands-roster/1", "name": name, "army": "empire",
        "units": [
            {"id": "cap", "name": "Captain", "category": "hero", "models": 1,
             "points_per_model": 50, "commander": True, "archetype": "trickster"},
            {"id": "sw", "name": "Swordsmen", "category": "core", "models": 15,
             "points_per_model": 6, "base": "20x20", "book_min": 10},
            {"id": "xb", "name": "Crossbowmen", "category": "core", "models": 10,
             "points_per_model": 8, "base": "20x20"},
        ]})


def set_up(path: Path) -> None:
    """One league of four players and one campaign of four warbands."""
    database = open_database(path)
    leagues = LeagueService(database)
    leagues.create_league(LeagueSettings("Kill league", "Org", date(2026, 9, 1), weeks=8),
                          [PlayerData(n) for n in ("Ann", "Bo", "Cy", "Di")])
    camp = CampaignServices.for_database(database)
    campaign = camp.setup.create("Kill campaign", "2027-03-01", "wbr")
    for player in ("Ann", "Bo", "Cy", "Di"):
        camp.setup.add_warband(campaign, player, _roster(f"{player}'s band"))
    database.close()


OUT = sys.stdout


def say(*parts: object) -> None:
    print(*parts, file=OUT, flush=True)


def main(path: Path, seed: int) -> None:
    rng = random.Random(seed)
    database = open_database(path)
    leagues, games = LeagueService(database), LeagueGameService(database)
    camp = CampaignServices.for_database(database)
    league = leagues.list_leagues()[0].id
    players = [p.id for p in leagues.league(league).players]
    campaign = camp.setup.list()[0].id
    warbands = [w.id for w in camp.setup.warbands(campaign)]
    say("READY")
    while True:
        choice = rng.random()
        if choice < 0.4:
            a, b = rng.sample(players, 2)
            say("BEGIN league-record")
            recorded = games.record_game(league, GameInput(rng.randint(1, 8), a, b,
                                                           rng.choice(OUTCOMES)))
            say("OK league-record", recorded.game_id)
        elif choice < 0.5:
            existing = [g.id for g in games.games(league)]
            if existing:
                victim = rng.choice(existing)
                say("BEGIN league-delete", victim)
                games.delete_game(victim)
                say("OK league-delete", victim)
        else:
            _campaign_round(camp, campaign, warbands, rng)


def _campaign_round(camp: CampaignServices, campaign: int, warbands: list[int],
                    rng: random.Random) -> None:
    a, b = rng.sample(warbands, 2)
    say("BEGIN campaign-game")
    try:
        game = camp.setup.record_game(campaign, a, b, rng.choice(("victory", "draw", "loss")))
    except CampaignRuleError:
        say("OK campaign-game none")  # a third game in a row: refused, nothing written
        return
    say("OK campaign-game", game)
    side = rng.choice((a, b))
    say("BEGIN pass-start")
    pass_id = camp.passes.start(game, side)
    say("OK pass-start", pass_id)
    dice = Dice(random.Random(rng.random()))
    done = 0
    while camp.passes.state(pass_id).next_step is not None:
        if done and rng.random() < 0.15:
            say("BEGIN step-undo", pass_id)
            camp.passes.undo_step(pass_id)
            done -= 1
            say("OK step", pass_id, done)
            continue
        say("BEGIN step-run", pass_id)
        try:
            camp.passes.run_next(pass_id, dice)
        except CampaignRuleError:
            say("OK step", pass_id, done)  # a step that needs the player's choices: stop here
            return
        done += 1
        say("OK step", pass_id, done)


if __name__ == "__main__":
    main(Path(sys.argv[1]), int(sys.argv[2]))
