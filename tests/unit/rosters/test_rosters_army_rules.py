"""Army-specific rules: each case breaks exactly one rule, or sits exactly on its limit."""

import pytest
from rosters_factory import (
    champion,
    error_rules,
    hero,
    large_base,
    led,
    roster,
    small_base,
    unit,
    up,
    warning_rules,
)

from warbands_manager.rules.validation import validate

MORTAL = {"chaos_type": "mortal"}


def spawn(models=1):
    return unit("Chaos Spawn", "core", models=models, ppm=30, base="40x40")


def shaggoth(**keys):
    return unit("Dragon Ogre Shaggoth", "rare", models=1, ppm=60, base="50x50", **keys)


def horrors(models, flamers):
    return unit("Horrors of Tzeentch", "special", models=models, ppm=1, book_min=10,
                upgrades=[up("Flamer", 1, "other", flamers)] if flamers else [])


def bulls(name="Ogre Bulls", models=2, **keys):
    return unit(name, models=models, ppm=20, base="40x40", **keys)


def gnoblars(name="Gnoblar Fighters", models=10, **keys):
    return unit(name, models=models, ppm=2, **keys)


def night_goblins(models, fanatics):
    return unit("Night Goblins", models=models, ppm=1, book_min=20,
                upgrades=[up("Fanatic", 1, "other", fanatics)] if fanatics else [])


CASES = [
    # Bretonnia
    ("bretonnia", "options.below-book-minimum",
     [*small_base("Men-at-arms", "Peasant Bowmen"),
      unit("Knights of the Realm", models=4, base="25x50", book_min=5, upgrades=[
          champion("Gallant", 0)])], {}),
    ("bretonnia", None,
     [*small_base("Men-at-arms", "Peasant Bowmen"),
      unit("Knights of the Realm", models=5, ppm=1, base="25x50", book_min=5, upgrades=[
          champion("Gallant", 0)])], {}),
    ("bretonnia", "bretonnia.battle-standard",
     [unit("Men-at-arms", models=20), unit("Peasant Bowmen", models=15),
      hero("Paladin", 80, upgrades=[up("Battle Standard", 25, "other")], commander=True)], {}),
    ("bretonnia", None,
     [*large_base("Men-at-arms", "Peasant Bowmen"),
      hero("Paladin", 80, upgrades=[up("Battle Standard", 25, "other")])], {}),
    # Hordes and Beasts of Chaos
    ("hordes-of-chaos", "chaos.type-required", small_base("Marauders", "Warriors"), {}),
    ("hordes-of-chaos", "chaos.type-required", small_base("Marauders", "Warriors"),
     {"chaos_type": "elf"}),
    ("hordes-of-chaos", None, small_base("Marauders", "Warriors"), MORTAL),
    ("beasts-of-chaos", "chaos.max-spawn", [*large_base("Gors", "Ungors"), spawn(2)],
     {"chaos_type": "beast"}),
    ("beasts-of-chaos", "large.max-rare", [*large_base("Gors", "Ungors"), spawn(), shaggoth()],
     {"chaos_type": "beast"}),
    ("beasts-of-chaos", None, [*large_base("Gors", "Ungors"), spawn()], {"chaos_type": "beast"}),
    ("hordes-of-chaos", "small.no-rare", [*small_base("Marauders", "Warriors"), spawn()], MORTAL),
    ("hordes-of-chaos", "large.max-special",
     [*large_base("Marauders", "Warriors"), shaggoth(),
      unit("Chaos Knights", "special", models=2, ppm=1, base="25x50")], MORTAL),
    ("hordes-of-chaos", None, [*large_base("Marauders", "Warriors"), shaggoth()], MORTAL),
    ("hordes-of-chaos", "chaos.no-shaggoth-champion",
     [*large_base("Marauders", "Warriors"), shaggoth(upgrades=[champion()])], MORTAL),
    ("hordes-of-chaos", "chaos.shaggoth-daemonic-commander",
     [led(unit("Flesh Hounds", models=10, ppm=15, base="25x50"), "Bloodhowler"),
      unit("Bloodletters", models=5), shaggoth()], {"chaos_type": "daemon"}),
    ("hordes-of-chaos", "hordes-of-chaos.daemon-commander",
     [led(unit("Bloodletters", models=5)), unit("Daemonettes", models=5)],
     {"chaos_type": "daemon"}),
    ("hordes-of-chaos", None,
     [led(unit("Flesh Hounds", models=3, ppm=15, base="25x50"), "Bloodhowler"),
      unit("Bloodletters", models=5)], {"chaos_type": "daemon"}),
    ("hordes-of-chaos", None,
     [unit("Bloodletters", models=20), unit("Daemonettes", models=10),
      hero("Exalted Champion", 100, upgrades=[up("Chalice of Chaos", 20, "magic_item")],
           commander=True)], {"chaos_type": "daemon"}),
    ("hordes-of-chaos", "chaos.horror-flamers",
     [*large_base("Marauders", "Warriors"), horrors(4, 1)], MORTAL),
    ("hordes-of-chaos", None, [*large_base("Marauders", "Warriors"), horrors(4, 0)], MORTAL),
    ("hordes-of-chaos", "chaos.horror-flamers",
     [*large_base("Marauders", "Warriors"), horrors(9, 3)], MORTAL),
    ("hordes-of-chaos", None, [*large_base("Marauders", "Warriors"), horrors(5, 2)], MORTAL),
    ("hordes-of-chaos", "chaos.horror-flamers",
     [*large_base("Marauders", "Warriors"), horrors(12, 5)], MORTAL),
    ("hordes-of-chaos", None, [*large_base("Marauders", "Warriors"), horrors(10, 4)], MORTAL),
    ("hordes-of-chaos", "common.min-core",
     [led(unit("Marauders")), unit("Chaos Warhounds", models=5)], MORTAL),
    ("hordes-of-chaos", "options.below-book-minimum",
     [*small_base("Marauders", "Chaos Warriors"),
      unit("Chaos Warriors B", models=4, ppm=1, book_min=10, upgrades=[
          up("Chosen", 1, "status", 4)])], MORTAL),
    # High Elves
    ("high-elves", "high-elves.intrigue-at-court",
     [*small_base("Spearmen", "Archers"), hero("Noble", 50)], {}),
    ("high-elves", None,
     [unit("Spearmen"), unit("Archers"), hero("Noble", 50, commander=True)], {}),
    ("high-elves", "high-elves.intrigue-at-court",
     [*large_base("Spearmen", "Archers"), hero("Noble", 70), hero("Mage", 70)], {}),
    ("high-elves", None,
     [unit("Spearmen", models=20), unit("Archers", models=15), hero("Noble", 70),
      hero("Mage", 70, commander=True)], {}),
    # Dogs of War
    ("dogs-of-war", "size.unit-minimum",
     [*small_base("Pikemen", "Crossbowmen"),
      unit("Ricco's Republican Guard", models=9, ppm=1, book_min=10,
           traits=["regiment_of_renown"])], {}),
    ("dogs-of-war", None,
     [*small_base("Pikemen", "Crossbowmen"),
      unit("Ricco's Republican Guard", models=10, ppm=1, book_min=10,
           traits=["regiment_of_renown"])], {}),
    ("dogs-of-war", None, [*small_base("Pikemen", "Crossbowmen"), unit("Pikemen B", models=3)],
     {}),
    ("dogs-of-war", "dogs-of-war.max-one-renown",
     [*large_base("Pikemen", "Crossbowmen"),
      unit("Ricco's Republican Guard", models=10, ppm=1, traits=["regiment_of_renown"]),
      unit("Leopard Company", models=10, ppm=1, traits=["regiment_of_renown"])], {}),
    ("dogs-of-war", "dogs-of-war.renown-characters",
     [unit("Pikemen", models=20), unit("Crossbowmen", models=10),
      unit("Golgfag's Mercenaries", models=3, ppm=30, base="40x40",
           traits=["regiment_of_renown"], id="g"),
      hero("Golgfag", 50, traits=["regiment_of_renown"], joins="g", commander=True),
      hero("Mercenary Captain", 50)], {}),
    ("dogs-of-war", "dogs-of-war.renown-leader-commands",
     [led(unit("Pikemen", models=20)), unit("Crossbowmen", models=10),
      unit("Golgfag's Mercenaries", models=3, ppm=30, base="40x40",
           traits=["regiment_of_renown"], id="g"),
      hero("Golgfag", 50, traits=["regiment_of_renown"], joins="g")], {}),
    ("dogs-of-war", None,
     [unit("Pikemen", models=20), unit("Crossbowmen", models=10),
      unit("Golgfag's Mercenaries", models=3, ppm=30, base="40x40",
           traits=["regiment_of_renown"], id="g"),
      hero("Golgfag", 50, traits=["regiment_of_renown"], joins="g", commander=True)], {}),
    # Ogre Kingdoms
    ("ogre-kingdoms", "ogre-kingdoms.bulls-required",
     [led(gnoblars()), gnoblars(name="Gnoblar Trappers")], {}),
    ("ogre-kingdoms", None, [led(bulls()), gnoblars()], {}),
    ("ogre-kingdoms", "ogre-kingdoms.commander", [led(gnoblars(), "Groinbiter"), bulls()], {}),
    ("ogre-kingdoms", "ogre-kingdoms.commander",
     [bulls(), gnoblars(), hero("Bruiser", 70, commander=True)], {}),
    ("ogre-kingdoms", None,
     [bulls(models=4), gnoblars(models=20), hero("Bruiser", 100, commander=True)], {}),
    ("ogre-kingdoms", None,
     [bulls(models=6), gnoblars(models=20),
      unit("Maneater", "special", models=1, ppm=60, base="40x40", commander=True)], {}),
    ("ogre-kingdoms", ("common.commander-eligible", "ogre-kingdoms.commander"),
     [bulls(models=2), gnoblars(models=10),
      unit("Maneater", "core", models=1, ppm=60, base="40x40", commander=True)], {}),
    ("ogre-kingdoms", "ogre-kingdoms.maneater-joins",
     [bulls(models=6, id="b"), gnoblars(models=20),
      unit("Maneater", "special", models=1, ppm=60, base="40x40", commander=True, joins="b")],
     {}),
    ("ogre-kingdoms", None,
     [led(bulls(models=4)), gnoblars(models=20), hero("Butcher", 150)], {}),
    ("ogre-kingdoms", ("large.max-heroes-points", "ogre-kingdoms.butcher-hunter-points"),
     [led(bulls(models=4)), gnoblars(models=20), hero("Butcher", 151)], {}),
    ("ogre-kingdoms", "ogre-kingdoms.butcher-hunter",
     [bulls(models=4), gnoblars(models=20), hero("Bruiser", 70, commander=True),
      hero("Butcher", 80)], {}),
    ("ogre-kingdoms", "ogre-kingdoms.butcher-hunter",
     [led(bulls(models=4)), gnoblars(models=20), hero("Butcher", 70), hero("Hunter", 70)], {}),
    ("ogre-kingdoms", ("large.max-war-machines", "ogre-kingdoms.war-machine"),
     [led(bulls(models=4)), gnoblars(models=20),
      unit("Leadbelchers", "special", models=2, ppm=40, base="40x40")], {}),
    ("ogre-kingdoms", None,
     [led(bulls(models=6)), gnoblars(models=20),
      unit("Leadbelchers", "special", models=1, ppm=40, base="40x40")], {}),
    ("ogre-kingdoms", "large.max-war-machines",
     [led(bulls(models=4)), gnoblars(models=20),
      unit("Leadbelchers", "special", models=1, ppm=40, base="40x40"),
      hero("Hunter", 100, upgrades=[up("Harpoon Launcher", 20, "weapon")])], {}),
    ("ogre-kingdoms", ("small.no-special", "small.no-war-machines"),
     [led(bulls()), gnoblars(), unit("Leadbelchers", "special", models=1, ppm=40,
                                     base="40x40")], {}),
    # Orcs & Goblins
    ("orcs-and-goblins", None,
     [*small_base("Orc Boyz", "Goblins"),
      unit("Night Goblins B", models=10, ppm=1, book_min=20, upgrades=[
          up("Boss", 5, "champion"), up("Standard", 5, "standard")])], {}),
    ("orcs-and-goblins", "options.below-book-minimum",
     [*small_base("Orc Boyz", "Goblins"),
      unit("Night Goblins B", models=9, ppm=1, book_min=20, upgrades=[
          up("Standard", 5, "standard")])], {}),
    ("orcs-and-goblins", "options.below-book-minimum",
     [*small_base("Orc Boyz", "Boyz"),
      unit("Orc Boyz B", models=10, ppm=1, book_min=20, upgrades=[
          up("Standard", 5, "standard")])], {}),
    ("orcs-and-goblins", "orcs-and-goblins.fanatics",
     [*small_base("Orc Boyz", "Goblins"), night_goblins(9, 1)], {}),
    ("orcs-and-goblins", None, [*small_base("Orc Boyz", "Goblins"), night_goblins(10, 1)], {}),
    ("orcs-and-goblins", "orcs-and-goblins.fanatics",
     [*small_base("Orc Boyz", "Goblins"), night_goblins(14, 2)], {}),
    ("orcs-and-goblins", None, [*small_base("Orc Boyz", "Goblins"), night_goblins(15, 2)], {}),
    ("orcs-and-goblins", "orcs-and-goblins.fanatics",
     [*small_base("Orc Boyz", "Goblins"), night_goblins(19, 3)], {}),
    ("orcs-and-goblins", None, [*large_base("Orc Boyz", "Goblins"), night_goblins(20, 3)], {}),
    ("orcs-and-goblins", "orcs-and-goblins.fanatics",
     [*large_base("Orc Boyz", "Goblins"), night_goblins(30, 4)], {}),
    # Tomb Kings
    ("tomb-kings", "tomb-kings.commander",
     [unit("Skeleton Warriors", models=20), unit("Skeleton Archers", models=15),
      hero("Tomb Herald", 60, commander=True)], {}),
    ("tomb-kings", None,
     [unit("Skeleton Warriors", models=20), unit("Skeleton Archers", models=15),
      hero("Liche Priest", 100, commander=True)], {}),
    ("tomb-kings", None,
     [*large_base("Skeleton Warriors", "Skeleton Archers"),
      unit("Chariots", "core", models=5, ppm=10, base="50x100", traits=["chariot"]),
      unit("Screaming Skull Catapult", "rare", models=1, ppm=10, base="50x50",
           traits=["war_machine"])], {}),
    ("tomb-kings", "tomb-kings.chariot-unit-size",
     [*large_base("Skeleton Warriors", "Skeleton Archers"),
      unit("Chariots", "core", models=6, ppm=10, base="50x100", traits=["chariot"])], {}),
    ("tomb-kings", "tomb-kings.one-chariot-unit",
     [*large_base("Skeleton Warriors", "Skeleton Archers"),
      unit("Chariots", "core", models=1, ppm=10, base="50x100", traits=["chariot"]),
      unit("Chariots B", "core", models=1, ppm=10, base="50x100", traits=["chariot"])], {}),
    ("tomb-kings", "large.max-special",
     [*large_base("Skeleton Warriors", "Skeleton Archers"),
      unit("Chariots", "core", models=1, ppm=10, base="50x100", traits=["chariot"]),
      unit("Tomb Swarm", "special", models=1, ppm=10, base="40x40"),
      unit("Bone Giant", "rare", models=1, ppm=10, base="50x50")], {}),
    ("tomb-kings", "options.below-book-minimum",
     [*small_base("Skeleton Warriors", "Skeleton Archers"),
      unit("Skeleton Warriors B", models=9, ppm=1, book_min=10, upgrades=[
          up("Standard", 5, "standard")])], {}),
    # Skaven
    ("skaven", None,
     [*small_base("Clanrats", "Clanrats B"),
      unit("Clanrat Slaves", models=10, ppm=1, book_min=20, upgrades=[
          up("Standard", 5, "standard")])], {}),
    ("skaven", "options.below-book-minimum",
     [*small_base("Clanrats", "Clanrats B"),
      unit("Clanrats C", models=9, ppm=1, book_min=20, upgrades=[
          up("Standard", 5, "standard")])], {}),
    ("skaven", "small.no-war-machines",
     [*small_base("Clanrats", "Clanrats B"),
      unit("Clanrats C", models=10, ppm=1, book_min=20, upgrades=[
          up("Ratling Gun", 30, "other")])], {}),
    ("skaven", None,
     [*large_base("Clanrats", "Clanrats B"),
      unit("Clanrats C", models=10, ppm=1, book_min=20, upgrades=[
          up("Ratling Gun", 30, "other")])], {}),
    ("skaven", "large.max-war-machines",
     [*large_base("Clanrats", "Clanrats B"),
      unit("Clanrats C", models=10, ppm=1, book_min=20, upgrades=[
          up("Warpfire Thrower", 30, "other")]),
      unit("Warp-Lightning Cannon", "rare", models=1, ppm=50, base="50x50")], {}),
    ("skaven", ("small.no-rare", "small.no-war-machines"),
     [*small_base("Clanrats", "Clanrats B"),
      unit("Warp-Lightning Cannon", "rare", models=1, ppm=50, base="50x50")], {}),
    # Empire and Middenland
    ("empire", "empire.detachment-size",
     [*small_base(), unit("Handgunners", models=2, detachment_of="u0")], {}),
    ("empire", None, [*small_base(), unit("Handgunners", models=3, detachment_of="u0")], {}),
    ("army-of-middenland", "empire.detachment-parent",
     [led(unit("Spearmen", models=5)), unit("Swordsmen"),
      unit("Handgunners", models=3, detachment_of="u0")], {}),
    ("army-of-middenland", None,
     [led(unit("Spearmen", models=6)), unit("Swordsmen"),
      unit("Handgunners", models=3, detachment_of="u0")], {}),
    ("empire", "common.min-core", [led(unit("Spearmen")), unit("Huntsmen", models=5)], {}),
    # Vampire Counts and Sylvania
    ("vampire-counts", None,
     [unit("Skeletons"), unit("Zombies"), hero("Necromancer", 65, commander=True)], {}),
    ("vampire-counts", "vampire-counts.commander",
     [unit("Skeletons"), unit("Zombies"), hero("Banshee", 65, commander=True)], {}),
    ("army-of-sylvania", "army-of-sylvania.commander",
     [unit("Skeletons"), unit("Zombies"), hero("Necromancer", 65, commander=True)], {}),
    ("army-of-sylvania", None,
     [unit("Skeletons"), unit("Zombies"), hero("Wight Lord", 65, commander=True)], {}),
    # Wood Elves
    ("wood-elves", "wood-elves.commander",
     [unit("Glade Guard"), unit("Eternal Guard"),
      hero("Noble", 60, upgrades=[up("Wardancer Kindred", 10, "other")], commander=True)], {}),
    ("wood-elves", "wood-elves.commander",
     [unit("Glade Guard"), unit("Eternal Guard"), hero("Bladesinger", 60, commander=True)], {}),
    ("wood-elves", None,
     [unit("Glade Guard"), unit("Eternal Guard"), hero("Noble", 60, commander=True)], {}),
    ("wood-elves", "options.below-book-minimum",
     [*small_base("Glade Guard", "Eternal Guard"),
      unit("Wild Riders of Kurnous", "core", models=4, ppm=1, base="25x50", book_min=5,
           upgrades=[up("Musician", 0, "musician")])], {}),
    # Dwarfs
    ("dwarfs", "dwarfs.commander",
     [unit("Warriors"), unit("Thunderers"), hero("Dragon Slayer", 40, commander=True)], {}),
    ("dwarfs", None, [unit("Warriors"), unit("Thunderers"), hero("Thane", 60, commander=True)],
     {}),
    # Archaon's Horde
    ("archaons-horde", "archaons-horde.no-hellcannon",
     [*large_base("Marauders", "Warriors"),
      unit("Hellcannon", "rare", models=1, ppm=10, base="50x100", traits=["war_machine"])], {}),
    ("archaons-horde", None,
     [*large_base("Marauders", "Warriors"),
      unit("Chosen Chaos Warriors", "core", models=3, ppm=1, book_min=10, upgrades=[
          up("Chosen", 1, "status", 3)])], {}),
    ("archaons-horde", "large.max-special",
     [*large_base("Marauders", "Warriors"),
      unit("Chosen Chaos Warriors", "core", models=3, ppm=1),
      unit("Chosen Chaos Warriors B", "core", models=3, ppm=1),
      unit("Knights of Chaos", "special", models=2, ppm=1, base="25x50")], {}),
    ("archaons-horde", ("large.max-rare", "chaos.max-spawn"), [*large_base("Marauders", "Warriors"),
                                           spawn(), spawn()], {}),
    # Bubonic Court, Chaos Dwarfs, Red Host
    ("bubonic-court-of-nurglitch", "bubonic-court-of-nurglitch.no-nurglitch",
     [*small_base("Clanrats", "Plague Monks"), hero("Nurglitch", 60)], {}),
    ("chaos-dwarfs", "common.min-core", [led(unit("Chaos Dwarf Warriors")),
                                         unit("Hobgoblins")], {}),
    ("chaos-dwarfs", None, [*small_base("Chaos Dwarf Warriors", "Blunderbusses"),
                            unit("Hobgoblins")], {}),
    ("red-host-of-tehenhauin", "red-host-of-tehenhauin.no-tehenhauin",
     [*large_base("Skinks", "Skink Skirmishers"), hero("Tehenhauin", 100)], {}),
    ("red-host-of-tehenhauin", "red-host-of-tehenhauin.max-heroes",
     [unit("Skinks", models=5), unit("Skink Skirmishers", models=5, commander=True,
                                     upgrades=[champion()]),
      hero("Skink Chief", 30), hero("Skink Chief B", 30), hero("Skink Chief C", 30)], {}),
    ("red-host-of-tehenhauin", None,
     [unit("Skinks", models=5), unit("Skink Skirmishers", models=5, commander=True,
                                     upgrades=[champion()]),
      hero("Skink Chief", 30), hero("Skink Chief B", 30)], {}),
    # Cult of Slaanesh
    ("cult-of-slaanesh", "cult-of-slaanesh.commander", small_base("Marauders", "Warriors"), {}),
    ("cult-of-slaanesh", None,
     [led(unit("Marauders", book_min=10, upgrades=[up("Mark of Slaanesh", 1, "status", 10)])),
      unit("Warriors")], {}),
    ("cult-of-slaanesh", None,
     [unit("Marauders"), unit("Warriors"),
      hero("Sorceress", 70, upgrades=[up("Mark of Slaanesh", 5, "other")], commander=True)], {}),
    ("cult-of-slaanesh", "cult-of-slaanesh.no-chaos-knights",
     [unit("Marauders", models=20), unit("Warriors", models=10),
      hero("Sorceress", 70, upgrades=[up("Mark of Slaanesh", 5, "other")], commander=True),
      unit("Knights of Chaos", "special", models=2, ppm=20, base="25x50")], {}),
    # Daemonic Legions
    ("daemonic-legions", "daemonic-legions.horrors-no-flamers",
     [*large_base("Bloodletters", "Plaguebearers"), horrors(10, 1)], {}),
    ("daemonic-legions", None,
     [unit("Bloodletters"), unit("Plaguebearers"), hero("Herald of Khorne", 70,
                                                        commander=True)], {}),
    # Errantry War
    ("errantry-war", "errantry-war.knights-errant",
     [led(unit("Knights Errant", models=3, base="25x50")), unit("Men-at-arms")], {}),
    ("errantry-war", None,
     [led(unit("Knights Errant", models=3, base="25x50")),
      unit("Knights Errant B", models=3, base="25x50")], {}),
    ("errantry-war", "errantry-war.standard",
     [led(unit("Knights Errant", models=3, base="25x50")),
      unit("Knights Errant B", models=4, ppm=4, base="25x50", book_min=5,
           upgrades=[up("Standard", 5, "standard")])], {}),
    ("errantry-war", "errantry-war.errantry-banner",
     [led(unit("Knights Errant", models=10, ppm=20, base="25x50")),
      unit("Knights Errant B", models=5, ppm=4, base="25x50", book_min=5,
           upgrades=[up("Standard", 5, "standard")])], {}),
    ("errantry-war", None,
     [led(unit("Knights Errant", models=10, ppm=20, base="25x50")),
      unit("Knights Errant B", models=5, ppm=4, base="25x50", book_min=5,
           upgrades=[up("Standard", 5, "standard"),
                     up("Errantry Banner", 0, "magic_standard")])], {}),
    # Grimgor's Ardboyz
    ("grimgors-ardboyz", "grimgors-ardboyz.commander",
     [unit("Black Orcs"), unit("Orc Boyz"), hero("Goblin Big Boss", 40, commander=True)], {}),
    ("grimgors-ardboyz", None,
     [unit("Black Orcs", models=20), unit("Orc Boyz", models=10),
      hero("Orc Big Boss", 70, commander=True), hero("Orc Shaman", 60)], {}),
    ("grimgors-ardboyz", "grimgors-ardboyz.shaman",
     [unit("Black Orcs", models=20), unit("Orc Boyz", models=10),
      hero("Black Orc Big Boss", 70, commander=True), hero("Orc Shaman", 60)], {}),
    ("grimgors-ardboyz", "grimgors-ardboyz.mounted-big-boss",
     [unit("Black Orcs", models=3), unit("Orc Boyz", models=3),
      hero("Black Orc Big Boss", 70, upgrades=[up("War Boar", 5, "mount")], commander=True)],
     {}),
    ("grimgors-ardboyz", "large.max-heroes",
     [unit("Black Orcs", models=20), unit("Orc Boyz", models=10),
      hero("Black Orc Big Boss", 80, upgrades=[up("War Boar", 5, "mount")], commander=True),
      hero("Orc Big Boss", 60)], {}),
    ("grimgors-ardboyz", "grimgors-ardboyz.no-effigy",
     [*large_base("Black Orcs", "Orc Boyz"), unit("Effigy of Gork", "rare", models=1,
                                                   ppm=1, base="50x50")], {}),
    ("grimgors-ardboyz", "grimgors-ardboyz.ruglud-commands",
     [*large_base("Black Orcs", "Orc Boyz"),
      unit("Ruglud's Armoured Orcs", models=10, ppm=1, traits=["regiment_of_renown"])], {}),
    ("grimgors-ardboyz", None,
     [unit("Black Orcs", models=20), unit("Orc Boyz", models=15),
      led(unit("Ruglud's Armoured Orcs", models=10, ppm=1, traits=["regiment_of_renown"]),
          "Ruglud")], {}),
    ("grimgors-ardboyz", "grimgors-ardboyz.ruglud",
     [unit("Black Orcs", models=20), unit("Orc Boyz", models=15), hero("Orc Big Boss", 50),
      led(unit("Ruglud's Armoured Orcs", models=10, ppm=1, traits=["regiment_of_renown"]),
          "Ruglud")], {}),
    # High Elf Sea Patrol
    ("high-elf-sea-patrol", ("small.no-special", "high-elf-sea-patrol.sea-rangers"),
     [*small_base("Spearmen", "Archers"), unit("Lothern Sea Rangers", "special", models=3)], {}),
    ("high-elf-sea-patrol", "high-elf-sea-patrol.sea-rangers",
     [*small_base("Spearmen", "Archers"), unit("Lothern Sea Rangers", "core", models=3)], {}),
    ("high-elf-sea-patrol", "high-elf-sea-patrol.sea-rangers",
     large_base("Spearmen", "Archers"), {}),
    ("high-elf-sea-patrol", None,
     [*large_base("Spearmen", "Archers"), unit("Lothern Sea Rangers", "special", models=3),
      unit("Lothern Sea Rangers B", "special", models=3)], {}),
    ("high-elf-sea-patrol", "high-elf-sea-patrol.sea-rangers",
     [*large_base("Spearmen", "Archers"), unit("Lothern Sea Rangers", "special", models=3),
      unit("Lothern Sea Rangers B", "core", models=3),
      unit("Eagle", "rare", models=1, base="50x50")], {}),
    # Clan Eshin
    ("skaven-clan-eshin", "skaven-clan-eshin.commander",
     [unit("Night Runners"), unit("Clanrats"), hero("Assassin", 70, commander=True)], {}),
    ("skaven-clan-eshin", None,
     [unit("Night Runners"), unit("Clanrats"), hero("Eshin Sorcerer", 70, commander=True)], {}),
    ("skaven-clan-eshin", "small.no-war-machines",
     [*small_base("Night Runners", "Clanrats"),
      unit("Clanrats B", models=10, ppm=1, book_min=20, upgrades=[
          up("Warpfire Thrower", 30, "other")])], {}),
    # Slayer Army of Karak Kadrin
    ("slayer-army-of-karak-kadrin", "slayer-army-of-karak-kadrin.commander",
     [unit("Troll Slayers"), unit("Giant Slayers"), hero("Thane", 50, commander=True)], {}),
    ("slayer-army-of-karak-kadrin", None,
     [unit("Troll Slayers"), unit("Giant Slayers B"), hero("Dragon Slayer", 50,
                                                           commander=True)], {}),
    ("slayer-army-of-karak-kadrin", "slayer-army-of-karak-kadrin.long-drong",
     [unit("Troll Slayers", models=20), unit("Giant Slayers", models=10),
      unit("Long Drong's Slayer Pirates", models=10, ppm=1, traits=["regiment_of_renown"]),
      hero("Dragon Slayer", 50, commander=True)], {}),
    ("slayer-army-of-karak-kadrin", None,
     [unit("Troll Slayers", models=20), unit("Giant Slayers", models=10),
      unit("Long Drong's Slayer Pirates", models=10, ppm=1, traits=["regiment_of_renown"]),
      hero("Long Drong", 50, commander=True)], {}),
    ("slayer-army-of-karak-kadrin", "slayer-army-of-karak-kadrin.malakai",
     [unit("Troll Slayers", models=20), unit("Giant Slayers", models=10),
      unit("Malakai Makaisson's Goblin Hewer", "rare", models=1, ppm=1, base="50x50",
           traits=["war_machine"]),
      hero("Malakai Makaisson", 60, commander=True), hero("Dragon Slayer", 50)], {}),
]


def expected(rule) -> set[str]:
    """A case names the rule it breaks; where two rules say the same thing by their nature (a
    second Spawn is also a second Rare choice) it names both."""
    if rule is None:
        return set()
    return {rule} if isinstance(rule, str) else set(rule)


def _case_id(case) -> str:
    army, rule, units, _keys = case
    return f"{army}-{'+'.join(sorted(expected(rule))) or 'ok'}-{len(units)}u"


@pytest.mark.parametrize("case", CASES, ids=[_case_id(c) for c in CASES])
def test_army_rule(case):
    army, rule, units, keys = case
    built = roster(army, units, **keys)
    assert set(error_rules(built)) == expected(rule), [v.message for v in validate(built)]


def test_mainstay_reading_is_a_warning():
    built = roster("skaven", [*small_base("Clanrats", "Skavenslaves"),
                              unit("Giant Rats", models=3), ])
    assert error_rules(built) == []
    assert warning_rules(built) == ["skaven.mainstay"]
