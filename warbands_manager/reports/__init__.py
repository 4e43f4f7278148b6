"""PDF output: the only package that imports reportlab. Domain objects in, PDF bytes out."""
