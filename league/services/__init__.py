"""Workflows that span models, take locks or enqueue tasks (reporting, ratings, standings, exports)."""
