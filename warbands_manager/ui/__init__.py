"""The Qt user interface: the only package (with ``app.py``) that imports PySide6; the
companion trackers' pages are in ``ui/companions/<game>/``. Widgets call services; they hold
no Session and no game rules."""
