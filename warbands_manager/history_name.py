"""The name the user chose (Edit › Preferences) to be written into league and campaign
histories, read from the settings file without Qt, so the commands record it too."""

from __future__ import annotations

from warbands_manager.paths import user_data_dir

SETTINGS_FILE = "settings.ini"  # the same file as ui/preferences.py (Qt's INI format)


def preferred_history_name() -> str:
    """The Preferences' name, or ``""`` when none is set (or the file cannot be read)."""
    # deferred: the window imports this module before its first paint, for the file name only
    import configparser

    parser = configparser.ConfigParser(interpolation=None)
    try:
        parser.read(user_data_dir() / SETTINGS_FILE, encoding="utf-8")
        value = parser.get("preferences", "history_name", fallback="")
    except (configparser.Error, OSError, UnicodeDecodeError):
        return ""
    return value.strip().strip('"').strip()
