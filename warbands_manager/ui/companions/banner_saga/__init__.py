"""The Qt pages of one companion tracker (rules and state: ``companions.banner_saga``)."""
