"""A player's profile: ratings with an SVG history chart, head-to-head, recent matches."""

from __future__ import annotations

from league.services.charts import line_chart
from league.services.ratings import rate_match
from league.services.reporting import SeatEntry, match_confirm, match_record
from tests.league.conftest import studios


def test_it_draws_a_rating_history_as_an_svg_polyline():
    chart = line_chart([10.0, 20.0, 15.0], width=100, height=50, pad=5)
    assert chart.points == "5.0,45.0 50.0,5.0 95.0,25.0"
    assert (chart.low, chart.high, chart.last, chart.count) == (10.0, 20.0, 15.0, 3)
    assert line_chart([]) is None


def test_it_shows_ratings_chart_and_head_to_head(client, season, owner, opponent):
    for winner, loser in [(owner, opponent), (owner, opponent), (opponent, owner)]:
        match = match_record(
            season=season,
            reporter=winner.player,
            entries=[SeatEntry(winner.player, studios(20)), SeatEntry(loser.player, studios(10))],
        )
        match_confirm(match_id=match.pk, player=loser.player)
        rate_match(match.pk)
    body = client.get(f"/players/{owner.player.pk}/").content.decode()
    assert "Deadwood Studios USA" in body and "<polyline" in body and "3 rated games" in body
    h2h = body.split("Head to head")[1]
    assert (
        "Bob" in h2h
        and '<td class="num">3</td><td class="num">2</td><td class="num">0</td><td class="num">1</td>' in h2h
    )


def test_it_says_when_a_player_has_no_rating(client, outsider):
    assert "No rated game yet" in client.get(f"/players/{outsider.player.pk}/").content.decode()
