"""PDF output: the only package that imports reportlab. Domain objects in, PDF bytes out."""

from warbands_manager.reports.reportlab_start import defer_pil_image, defer_uri_pattern

# Before any module here imports reportlab.platypus (none has yet: this runs first).
defer_uri_pattern()
defer_pil_image()
