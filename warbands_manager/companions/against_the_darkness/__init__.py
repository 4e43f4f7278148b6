"""Companion tracker for Warband: Against the Darkness."""
