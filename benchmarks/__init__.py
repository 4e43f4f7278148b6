"""Benchmarks of Warbands Manager: ``benchmarks/run [--quick]`` runs them all.

Each module can also be run alone (``python benchmarks/<module>.py``) or imported.
"""
