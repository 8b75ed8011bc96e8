"""The demo loader builds leagues with standings, a pending confirmation and a dispute, and is idempotent."""

from __future__ import annotations

from league import demo
from league.models import League, Match, Rating, Standing


def test_it_loads_demo_leagues_twice_without_duplicates(db):
    first = demo.load()
    counts = Match.objects.filter(season__isnull=False).count()
    second = demo.load()
    assert League.objects.count() == 3 and Match.objects.filter(season__isnull=False).count() == counts == 38
    assert any("created" in line for line in first) and any("already has its matches" in line for line in second)
    assert Standing.objects.exists() and Rating.objects.exists()
    assert Match.objects.filter(status=Match.Status.DISPUTED).count() == 3
    assert Match.objects.filter(status=Match.Status.REPORTED, seats__player__user__username="bob").count() == 3
