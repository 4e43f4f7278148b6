"""Companion tracker for Tiny Big Wars."""
