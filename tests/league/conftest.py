"""League fixtures: a Studios league run by the owner, with the owner and the opponent as members."""

from __future__ import annotations

import pytest


@pytest.fixture
def league(owner, opponent):
    from league.models import League

    league = League.objects.create(name="Gem Theatre League", slug="gem", game="studios")
    league.organisers.add(owner.player)
    league.members.add(owner.player, opponent.player)
    return league


@pytest.fixture
def season(league):
    return league.seasons.create(name="Spring")


@pytest.fixture
def referee(league, django_user_model):
    """A second organiser who plays in none of the owner's matches: they settle those."""
    from tests.conftest import make_user

    user = make_user(django_user_model, "rita")
    league.organisers.add(user.player)
    return user
