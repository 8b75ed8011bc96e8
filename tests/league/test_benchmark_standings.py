"""The standings benchmark's pieces at a tiny size: the season it builds, the recompute, the page timing."""

from __future__ import annotations

from league.benchmarks.standings import build_season, time_pages, time_recompute
from league.models import Match, Rating, Standing


def test_it_builds_rates_and_ranks_a_season_and_times_its_page(db):
    season_id = build_season(players=40, matches=300)
    assert Match.objects.filter(season_id=season_id, status=Match.Status.CONFIRMED).count() == 300
    figures = time_recompute(season_id)
    assert figures["rated_matches"] == 300 and figures["standings_rows"] == 40
    assert Rating.objects.count() == 40 and Standing.objects.filter(season_id=season_id).count() == 40
    pages = time_pages(season_id, requests=5)
    assert pages["requests"] == 5 and 0 < pages["p50_ms"] <= pages["p95_ms"]
