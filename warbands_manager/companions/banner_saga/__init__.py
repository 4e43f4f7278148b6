"""Companion tracker for The Banner Saga: Warbands."""
