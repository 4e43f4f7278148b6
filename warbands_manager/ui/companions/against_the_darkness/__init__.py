"""The Qt pages of one companion tracker (its rules and state: ``companions.against_the_darkness``)."""
