"""The interpretations this app chose where the campaign rules text is ambiguous.

Shown on the Campaigns page (Rule tables tab) and by ``warbands-manager campaign readings``;
docs/rules-coverage/campaigns.md lists the same readings with their tests.
"""

READINGS: tuple[tuple[str, str], ...] = (
    ("twice-in-a-row", "Two players may not meet if they already met in each of the last two "
     "campaign games of EITHER player."),
    ("press-the-advantage", "Press the Advantage: the Trickster must have taken part; \"survive "
     "the battle\" = not Dead or retired after his injury roll. Several Tricksters give +25 XP "
     "once (abilities never stack)."),
    ("injury-reroll", "A Resilient or 25-XP reroll is decided on the D66 result before its "
     "sub-rolls; one reroll per character per battle; the second result stands."),
    ("multiple-injuries-d2", "D2 is read from a D6 (1-3 = 1, 4-6 = 2), like D3; the further "
     "rolls stop once the character dies or retires."),
    ("same-eye", "Blinded in One Eye on an eye already lost costs another -1 BS but loses no new "
     "eye; only losing both the left and the right eye forces retirement."),
    ("both-madness", "Madness on a character who already has both Stupidity and Frenzy has no "
     "further effect."),
    ("robbed", "Robbed removes weapons, armour, magic items, magic standards and troop magic "
     "items; mounts and status upgrades stay."),
    ("amnesia", "Amnesia loses every Archetype Ability (they no longer count in the WBR) and the "
     "character can no longer roll for advancement."),
    ("zero-stat", "Retirement at a characteristic of zero is automatic when the character's "
     "profile has been entered (Warbands tab, or 'campaign profile'); otherwise the "
     "profile changes are shown and the player retires him."),
    ("duplicate-ability", "An advancement roll that names an ability the character already has "
     "is rolled again."),
    ("book-minimum", "A unit under its army book minimum loses its champion, standard bearer, "
     "musician and magic standard unless refilled. The minimum is the one the roster check "
     "uses, army rules included: Skaven Clanrats and Goblins keep command models at 10."),
    ("minimum-by-base", "Warbands minimum by base as the roster check reads it: 3 for 20/25 mm "
     "bases, 2 for cavalry bases, 1 for 40x40 or larger; a Regiment of Renown keeps its army "
     "book minimum."),
    ("teams", "Teams are units with the war machine or chariot trait (or marked as a team): "
     "Wounds lost below half recover automatically, else one D6 (1-2) for the whole team."),
    ("veteran-once", "A unit may buy one Veteran level per battle survived with more than 50% "
     "of its starting numbers; exactly half kept is not enough, and loses the status."),
    ("battles-counted", "A character's battle counts when he took part (not missing through a "
     "Deep or Old Battle Wound) and is still in the warband after the injury step."),
    ("win-loss", "Best win-loss record = most wins minus losses, then most wins; a massacre is "
     "a win."),
    ("semi-final", "Three or more tied for first play a semi-final for the two final places; "
     "with a clear leader, those tied for second play a semi-final for the other place."),
    ("half-points", "A purchase costing a fraction of a point costs the next whole XP."),
    ("scenario-cancel", "Only identical ability names cancel automatically; two different "
     "abilities with the same effect are left to the players."),
    ("starting-xp", "A starting warband's XP bank is set to its unspent starting points."),
    ("little-war-result", "A campaign game may be worked out with the leagues' Little War "
     "calculator: each warband's starting points value (for the Unknown Objective bonus, 20% "
     "and the victory-table column) is its points when the game is recorded; the victory table "
     "is the campaign's own copy (Tables tab), as a league's is."),
    ("validator-after-pass", "After every post-battle step the warband is checked with the "
     "roster rules (size, Core minimum, Commander ...); problems are shown, never refused: the "
     "rules do not say what a campaign warband that breaks them must do."),
    ("record-every-game", "A warband's win/draw/loss record counts every recorded game, "
     "including games whose post-battle pass has not run yet; those are marked \"pending\" "
     "in the standings, the warbands list and the sheet."),
    ("starting-warband", "A starting warband (\"up to 250 points per the guidelines described "
     "above\") must be a legal warband with no Veteran Status, no Abilities beyond the Starting "
     "Ability and no injuries; it is refused naming every problem. An organiser may accept one "
     "anyway as a house rule (logged with the problems); the 250 points and the Archetype "
     "rules are never waived."),
)
