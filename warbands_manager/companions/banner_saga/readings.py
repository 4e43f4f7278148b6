"""How the tracker reads rulebook sentences that allow more than one reading (shown in the
app's Rules tab and in docs/rules-coverage/banner-saga.md)."""

from __future__ import annotations

READINGS: tuple[tuple[str, str], ...] = (
    ("Majority in a debate",
     "\"If a majority of the roles agree\": more than half of the roles played in the game "
     "must pick the same resolution. The most votes without a majority (2, 1 and 1 of four "
     "roles) is read as the tie: the internal event becomes an external event."),
    ("Camp positions",
     "The start location counts as the first location: the first camp is on location 3, then "
     "every third move (6, 9, ...), and always on the last location. A Stop does not move "
     "them."),
    ("Starvation",
     "For each missing supply the Keeper discards the highest tent of the section chosen on the "
     "journey panel (clansmen or varl); if that section has no tent, the other section's. With "
     "no tents at all, every remaining troop goes (that counts as one tent); with no troops "
     "left, the warband disbands."),
    ("Memories of the Fallen",
     "Each removed tent or defeated follower places a pyre, at most one per event (a move, or "
     "a camp event). The third pyre triggers the ability: pyres and victory tokens are "
     "discarded (single player: lose a favor, or 3 renown without one). The single-player "
     "losses rule (100+ clansmen, 10+ varl) places one pyre per troop type."),
    ("Deeds of Valor",
     "Victory tokens come from enemies the Thane's tokens defeat and from city purchases; "
     "the third upgrades his bannerman at once (willpower, then gold ability) and discards "
     "the pyres."),
    ("Seasons",
     "The season advances at every camp except the last location and Stops; after Winter it "
     "stays Winter (the game has four seasons)."),
    ("Stop",
     "A Stop happens after the event (and city), draws no camp event, changes no season, "
     "feeds half the camp cost rounded down, and pays no renown bonus."),
    ("Supply above 20",
     "Supply that does not fit in the wagons (20) is lost; buying supply with full wagons is "
     "refused."),
    ("Gold Banner Rank in war",
     "'Reduces casualties' is not quantified: troop losses of the battle plan are halved "
     "(rounded down); supply losses are not (the divisor is an assumed value)."),
    ("Clan strength",
     "Warband = the number of tents (the troop token); warleaders count in every Banner Rank "
     "check, not only in wars. A war's missing shields lower the strength for that war only."),
    ("Solo favors",
     "'Place the 3 favor tokens on the Thane's role board in their respective places' is read "
     "as: the solo Thane starts with all three favors."),
    ("Alternate 2 players",
     "The Thane and Warmaster start with the usual 4 renown. The Thane bids in an external "
     "event only when the Quartermaster or Keeper with less renown spends the favor the Thane "
     "holds for it; his renown joins that role's choice."),
    ("3 players",
     "A casualty (tent removed, follower or bannerman defeated) costs 1 supply and 1 Morale "
     "each; Inspire N costs the Warmaster N + 1 renown."),
    ("Enhanced Training",
     "Only the Quartermaster's board tracks it: a token each time she wins or is on the "
     "winning side of an internal or external event (4 → followers silver)."),
    ("Group Willpower",
     "At most 5 in the pool; each point of Disorder makes one fewer usable. Zero bids from "
     "everyone (or an unpaid alternate Warmaster cost) block it for the next skirmish."),
)
