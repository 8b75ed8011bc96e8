"""League domain models, one module per concept."""

from league.models.players import Player

__all__ = ["Player"]
