"""The army data screen's service suite (list, units, find, delete, exact restore) re-run on
PostgreSQL: the bodies are imported from tests/integration/armydata, not copied."""



from tests.integration.armydata.test_armydata_screen_service import *  # noqa: F403
