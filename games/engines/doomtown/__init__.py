"""Doomtown: Weird West Edition — card database, poker, deck validation and the rules engine."""
