"""Dudes' traits and abilities, one module per faction (``common``: what they share)."""

from games.engines.doomtown.abilities.dudes import (  # noqa: F401 (they register the cards)
    anarchists,
    drifters,
    entrepreneurs,
    fearmongers,
    first_peoples,
    law_dogs,
    outlaws,
)
