"""How the tracker reads the places where the Banners of War text is ambiguous or silent.

Shown on the page's "Rule readings" tab and listed in ``docs/rules-coverage/runewars.md``.
Pure: no Qt, SQL or PDF.
"""

from __future__ import annotations

READINGS: tuple[tuple[str, str], ...] = (
    ("Base-game numbers",
     "The expansion relies on base-game numbers it does not print (fortress strength undamaged "
     "and damaged, a damaged capital's strength, the Outpost and Garrison bonuses, Fortress "
     "tokens per faction, resource tracks and starting values). The players enter them once "
     "in the set-up dialog; the defaults are assumed and each game saves its own numbers."),
    ("New units",
     "The rulebook prints what two new units replace (Apprentice Wizard → Archer, Leonx Rider → "
     "Elf Warrior); the others are on the Reinforcement sheets, so the players enter them."),
    ("Face-down Rune tokens",
     "A face-down token's kind is secret: the shared screen shows it only as a Rune token, "
     "counts in public only the runes on show (face-up tokens, rune cities, the Lost City), and "
     "the player controlling the location looks at it with \"Peek at my runes\", which hides "
     "it again when closed."),
    ("Players",
     "Two to four players: four factions; the minimum of two is the base game's."),
    ("Epic variant",
     "The expansion changes only one thing for the Epic variant: drawn Tactic cards that force "
     "a rune reveal may be discarded and replaced (a reminder). The rune target stays 6 (+1)."),
    ("The Lost City's rune",
     "The Lost City gives its controller a dragon rune whether or not Flourishing of the Free "
     "Cities is played (the rulebook refers to that variant only for how a city rune works)."),
    ("Which runes count",
     "A faction's dragon runes are the dragon Rune tokens, Free City runes (Flourishing only) and "
     "the Lost City in locations it controls; none of them count while a Devastation or Frost "
     "token lies there. False runes never count."),
    ("Immediate victory",
     "Without Road to Victory the tracker declares the win as soon as the tracked runes reach "
     "the target (undo it if a token was entered by mistake)."),
    ("Season card step",
     "Next season performs the Season card step: a Victory card on that season's deck is "
     "revealed first (runes still frozen count as blocked), then Spring's secondary ability "
     "removes one Frost token from each location."),
    ("Victory cards",
     "A faction has one Victory card; while it lies on a deck it cannot place another. It is "
     "checked against the runes the tracker counts at the start of that season next year."),
    ("End of the game",
     "After the last Winter the players decide the winner by the base game's rules; the tracker "
     "shows the counted runes and records the winner they declare."),
    ("Devastation",
     "The location's production is entered with the location; placing a Devastation token adds "
     "it to the controller's tracks at once."),
    ("Battle strength",
     "Development card bonuses are entered for either side; Outpost, fortress or capital, "
     "Garrison and Defensible Terrain count for the defender only, and a fortress counts only "
     "for the defender who owns it. A fortress is damaged whenever attacking standing units "
     "remain, whoever wins."),
    ("Initiative order",
     "Unit types act by initiative, lowest first; within one initiative the attacker goes "
     "first. Each Tactical Fate card replaces one Fate card, never more than the unit draws."),
    ("Capture",
     "A won fortress or capital is removed; placing the attacker's own Fortress token (damaged "
     "side up) is optional, and needs a free token or one of its own fortresses destroyed."),
    ("General-Lieutenant",
     "When a commander is defeated while General-Lieutenant is in play, the card is discarded "
     "too (whether one or two commanders were in play)."),
    ("Peasant tokens",
     "The tracker does not follow units: the Daqan player places a Peasant token in a location "
     "it controls, three at most; Activation removes it."),
)
