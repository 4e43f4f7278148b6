import pytest
from PySide6.QtCore import QSettings

from tests.postgres_server import pg_url  # noqa: F401  (pages that also run on a server)
from warbands_manager.services.container import Services
from warbands_manager.ui.gui_thread_gc import collect_on_gui_thread


@pytest.fixture(autouse=True)
def cycles_collected_on_the_gui_thread(qapp):
    """As in the app: the cycle collector runs on the GUI thread only, never in a job's
    thread (where collecting a closed widget crashes the process)."""
    collector = collect_on_gui_thread(qapp)
    yield collector
    collector.stop()
    collector.setParent(None)


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def services(database):
    return Services.for_database(database)


@pytest.fixture
def window(qtbot, services, settings):
    from warbands_manager.ui.main_window import MainWindow

    main_window = MainWindow(services, settings)
    qtbot.addWidget(main_window)
    return main_window


@pytest.fixture
def other(db_path, database):
    """A second organiser ("south") on the test's database: another computer, in real life."""
    from warbands_manager.store.database import open_database

    second = open_database(db_path)
    second.actor = "south"
    yield Services.for_database(second)
    second.close()
