"""The Qt pages of one companion tracker.

Its rules and state: ``companions.against_the_darkness``.
"""
