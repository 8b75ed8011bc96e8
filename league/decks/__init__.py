"""Doomtown deck registration: the card database in the service, formats, decks and their checks."""
