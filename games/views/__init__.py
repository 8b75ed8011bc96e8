"""Game pages: the lobby, the table (with its htmx fragments), and the replay viewer."""
