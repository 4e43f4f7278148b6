"""Army data from a data source served on loopback: listing, importing the chosen catalogues
(with their game system), remembering the source, checking for and importing a newer
revision with its change report, offline distribution files, and every failure named."""

from __future__ import annotations

import dataclasses

import pytest

from tests.integration.army_sources.site import (
    LIZARDMEN,
    REMOVED,
    RENAMED,
    RENAMED_TO,
    REPRICED,
    SKAVEN_NAME,
    SLOW_SECONDS,
    Site,
    build_site,
    publish_next,
)
from tests.shared_data import needs_bsdata
from warbands_manager.paths import data_dir
from warbands_manager.rules.armydata.data_index import DataSourceError
from warbands_manager.services.armies import ArmyDataService
from warbands_manager.services.army_sources import (
    IMPORTED,
    NEWER,
    NOT_IMPORTED,
    ArmySources,
    SourceListing,
    choose,
    open_source,
)

pytestmark = needs_bsdata


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    served = Site(build_site(tmp_path_factory.mktemp("site") / "whfb"))
    yield served
    served.close()


@pytest.fixture
def sources(database):
    return ArmySources(database, data_dir())


def _stored(database) -> dict[str, str]:
    service = ArmyDataService(database, data_dir())
    return {summary.name: summary.provenance for summary in service.armies()}


def test_a_data_index_lists_its_files_beside_what_is_imported(site, sources):
    listing = open_source(site.url("whfb.latest.bsi"), sources.settings)
    assert isinstance(listing, SourceListing)
    names = [row.entry.name for row in listing.rows({})]
    assert names[0] == "Warhammer Fantasy 7th ed" and SKAVEN_NAME in names
    assert {row.status for row in listing.rows({})} == {NOT_IMPORTED}


def test_importing_a_chosen_catalogue_brings_its_game_system_and_remembers_the_source(
        site, sources, database):
    listing = open_source(site.url("whfb.latest.bsi"), sources.settings)
    report = sources.import_entries(listing, choose(listing, [SKAVEN_NAME]))
    assert not report.errors, report.errors
    stored = _stored(database)
    assert SKAVEN_NAME in stored and "Lizardmen" not in " ".join(stored)
    assert f"downloaded from {site.url('Skaven - 7thBRB_7thAB.catz')}" in stored[SKAVEN_NAME]
    assert [s.address for s in sources.sources()] == [site.url("whfb.latest.bsi")]
    statuses = {row.entry.name: row.status for row in listing.rows(sources.stored_revisions())}
    assert statuses[SKAVEN_NAME] == IMPORTED and statuses["Warhammer Fantasy 7th ed"] == IMPORTED


def test_an_update_reports_removed_renamed_and_repriced_units_and_the_rosters_hit(
        tmp_path, sources, database, rosters):
    site = Site(build_site(tmp_path / "whfb"))
    try:
        listing = open_source(site.url("index.xml"), sources.settings)
        sources.import_entries(listing, choose(listing, [SKAVEN_NAME]))
        roster_id = _roster_of(database, rosters, [REMOVED, RENAMED, REPRICED])
        assert sources.check_updates().newer == []
        publish_next(site.root)
        check = sources.check_updates()
        assert [(row.entry.name, row.status, row.stored_revision) for _l, row in check.newer] \
            == [(SKAVEN_NAME, NEWER, 1)]
        report = sources.import_entries(*_grouped(check.newer))
    finally:
        site.close()
    diff = report.diffs[0].to_json()
    assert (diff["old_revision"], diff["new_revision"]) == (1, 2)
    assert diff["removed"] == [REMOVED] and diff["added"] == []
    assert diff["renamed"] == [{"from": RENAMED, "to": RENAMED_TO}]
    assert any(line.startswith(f"{REPRICED}: points per model") for line in diff["changed"])
    notes = " ".join(diff["rosters"])
    assert REMOVED in notes and RENAMED_TO in notes and REPRICED in notes
    (effect,) = diff["roster_effects"]
    assert effect["roster"] == "Rat pack" and effect["roster_id"] == roster_id
    assert effect["points_after"] > effect["points_before"]
    assert f"{RENAMED} is now called {RENAMED_TO}" in effect["changes"]
    kept = rosters.load(roster_id)  # the saved roster itself is never changed by an update
    assert [unit.name for unit in kept.units] == [REMOVED, RENAMED, REPRICED]


def _roster_of(database, rosters, names: list[str]) -> int:
    from warbands_manager.rules.armydata.build import unit_from_entry
    from warbands_manager.rules.roster import Roster

    service = ArmyDataService(database, data_dir())
    army = next(a for a in (service.army_list(s.bs_id) for s in service.armies())
                if a.name == SKAVEN_NAME)
    table = service.trait_table(army.army)
    units = [unit_from_entry(army, next(u for u in army.units if u.name == name), table,
                             f"u{number}") for number, name in enumerate(names)]
    return rosters.create(Roster(name="Rat pack", army="skaven", units=units))


def _grouped(newer):
    listing = newer[0][0]
    return listing, [row.entry for _listing, row in newer]


def test_a_distribution_file_and_an_index_beside_its_files_import_offline(
        site, sources, database):
    listing = open_source(str(site.root / "whfb.bsr"), sources.settings)
    assert isinstance(listing, SourceListing) and listing.archive is not None
    report = sources.import_entries(listing, choose(listing, [LIZARDMEN]))
    assert not report.errors and "Lizardmen" in " ".join(_stored(database))
    beside = open_source(str(site.root / "whfb.latest.bsi"), sources.settings)
    report = sources.import_entries(beside, choose(beside, [SKAVEN_NAME]))
    assert not report.errors and SKAVEN_NAME in _stored(database)


def test_a_repository_source_lists_the_warhammer_fantasy_repositories(site, sources):
    from warbands_manager.services.army_sources import warhammer_repositories

    gallery = open_source(site.url("gallery.json"), sources.settings)
    found = warhammer_repositories(gallery)
    assert [repo.name for repo in found] == ["Warhammer Fantasy"]
    assert isinstance(open_source(found[0].index_url, sources.settings), SourceListing)


@pytest.mark.parametrize(("path", "said"), [
    ("nowhere.bsi", "the server answered 404"),
    ("broken/outside.xml", "names a file outside its own folder"),
    ("broken/missing.xml", "the server answered 404"),
])
def test_a_broken_source_is_named_and_nothing_is_stored(site, sources, database, path, said):
    with pytest.raises(DataSourceError, match=said) as raised:
        listing = open_source(site.url(path), sources.settings)
        sources.import_entries(listing, list(listing.index.entries))
    assert "http://127.0.0.1:" in str(raised.value)
    assert _stored(database) == {}


@pytest.mark.parametrize(("path", "file", "said"), [
    ("broken/truncated.xml", "cut.catz", "not a zip archive"),
    ("broken/bomb.xml", "bomb.catz", "too large"),
])
def test_a_broken_file_is_refused_by_its_address_and_nothing_is_stored(
        site, sources, database, path, file, said):
    listing = open_source(site.url(path), sources.settings)
    report = sources.import_entries(listing, list(listing.index.entries))
    assert len(report.errors) == 1
    assert report.errors[0].startswith(site.url(f"broken/{file}")) and said in report.errors[0]
    assert _stored(database) == {}


def test_a_server_that_does_not_answer_in_time_is_given_up(site, sources, database):
    settings = dataclasses.replace(sources.settings, timeout=SLOW_SECONDS / 6)
    with pytest.raises(DataSourceError, match="no answer within|could not be reached"):
        open_source(site.url("slow/whfb.latest.bsi"), settings)
    assert _stored(database) == {}


def test_a_cancelled_download_stores_nothing(site, sources, database):
    from warbands_manager.services.army_sources import DownloadCancelled

    listing = open_source(site.url("whfb.latest.bsi"), sources.settings)
    with pytest.raises(DownloadCancelled):
        sources.import_entries(listing, choose(listing, [SKAVEN_NAME]), cancelled=lambda: True)
    assert _stored(database) == {} and sources.sources() == []
