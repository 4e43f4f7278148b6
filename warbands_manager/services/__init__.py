"""Use cases. Each public method is one user action and one transaction (one short Session)."""
