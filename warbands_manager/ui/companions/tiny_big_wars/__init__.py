"""The Qt pages of one companion tracker (its rules and state: ``companions.tiny_big_wars``)."""
