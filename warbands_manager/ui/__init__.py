"""The Qt user interface: the only package that imports PySide6 (``app.py`` hands over to
``launch.py`` once it has checked the display); the companion trackers' pages are in
``ui/companions/<game>/``. Widgets call services; they hold no Session and no game rules."""
