"""The Qt pages of one companion tracker (rules and state: ``companions.tiny_big_wars``)."""
