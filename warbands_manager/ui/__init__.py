"""The Qt user interface: the only package (with ``app.py`` and ``companions/*/widget.py``)
that imports PySide6. Widgets call services; they hold no Session and no game rules."""
