"""Companion tracker for Runewars: Banners of War."""
