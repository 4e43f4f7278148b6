"""Pages of the main window. Each subclasses :class:`~warbands_manager.ui.views.base.BaseView`."""
