"""Steve's legal Vampire Counts roster, "Toran's Bones", for roster tests (not a test module)."""

from warbands_manager.rules.roster import Roster, Unit, Upgrade


def bones(name: str = "Toran's Bones", *, hero: bool = True) -> Roster:
    """Skeletons (led, with a champion) and Zombies; with ``hero`` also a Wight King."""
    units = [
        Unit(id="u1", name="Skeleton Warriors", category="core", models=10, points_per_model=8,
             base="20x20", book_min=10, upgrades=[Upgrade("Skeleton Champion", 8, "champion")],
             commander=True),
        Unit(id="u2", name="Zombies", category="core", models=5, points_per_model=4,
             base="20x20", book_min=20),
    ]
    if hero:
        units.append(Unit(id="u3", name="Wight King", category="hero", models=1,
                          points_per_model=60))
    return Roster(name=name, army="vampire-counts", player="Steve", units=units)
