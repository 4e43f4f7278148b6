"""The Qt pages of one companion tracker (its rules and state: ``companions.banner_saga``)."""
