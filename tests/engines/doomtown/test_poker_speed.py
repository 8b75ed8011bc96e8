"""The Doomtown poker and engine speed targets, measured by the engine's own bench figures."""

from __future__ import annotations

import pytest

from games.engines.doomtown.bench import figures


@pytest.mark.slow
def test_it_meets_the_poker_and_deck_validation_speed_targets():
    measured = figures(quick=True)
    assert measured["poker"]["five_card_evaluations_per_second"] >= 200_000
    assert measured["decks_validated_per_second"] >= 1_000
