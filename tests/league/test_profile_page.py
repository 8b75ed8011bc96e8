"""A player's profile: ratings with an SVG history chart, head-to-head, recent matches."""

from __future__ import annotations

from datetime import UTC, datetime

from league.services.charts import line_chart, nice_ticks
from league.services.rating_maths import display_rating, initial_skill, rate_table
from league.services.ratings import rate_match
from tests.league.results import confirmed_win


def test_it_draws_a_rating_history_with_round_ticks_and_dated_games():
    days = [datetime(2026, 11, day, 20, tzinfo=UTC) for day in (3, 10, 17)]
    chart = line_chart(list(zip(days, [1010.0, 1090.0, 1040.0], strict=True)), width=200, height=100)

    assert [tick.label for tick in chart.y_ticks] == ["1000", "1020", "1040", "1060", "1080", "1100"]
    assert [tick.label for tick in chart.x_ticks] == ["3 Nov 2026", "10 Nov 2026", "17 Nov 2026"]
    xs = [dot.x for dot in chart.dots]
    assert xs[0] == chart.left and xs[-1] == chart.right
    assert all(chart.top <= dot.y <= chart.bottom for dot in chart.dots)
    assert chart.dots[1].title == "10 Nov 2026: 1090"
    assert (chart.low, chart.high, chart.last, chart.count) == (1010.0, 1090.0, 1040.0, 3)
    assert line_chart([]) is None


def test_ticks_are_round_numbers_that_cover_the_values():
    assert nice_ticks(902, 1213) == [900, 1000, 1100, 1200, 1300]
    assert nice_ticks(-3.2, 5.7) == [-5, 0, 5, 10]
    one_value = nice_ticks(1000, 1000)
    assert one_value[0] < 1000 < one_value[-1]


def test_the_display_rating_starts_new_players_at_1000_and_stays_positive():
    fresh = initial_skill()

    assert display_rating(fresh.ordinal) == 1000
    assert display_rating(1.0) == 1040 and display_rating(-2.5) == 900
    # Even the loser of 30 straight two-player games stays well above 0.
    skill = fresh
    for _ in range(30):
        skill = rate_table([skill, initial_skill()], [2, 1])[0]
    assert 0 < display_rating(skill.ordinal) < 1000


def test_it_shows_ratings_chart_and_head_to_head(client, season, owner, opponent):
    for winner, loser in [(owner, opponent), (owner, opponent), (opponent, owner)]:
        match = confirmed_win(season, winner.player, loser.player)
        rate_match(match.pk)
    body = client.get(f"/players/{owner.player.pk}/").content.decode()
    assert "Deadwood Studios USA" in body and "<polyline" in body and "3 rated games" in body
    rating = owner.player.ratings.get()
    assert f">{rating.display}</abbr>" in body and f"μ {rating.mu:.2f} · σ {rating.sigma:.2f}" in body
    assert "rating after each rated game" in body and "<title>" in body
    h2h = body.split("Head to head")[1]
    assert (
        "Bob" in h2h
        and '<td class="num">3</td><td class="num">2</td><td class="num">0</td><td class="num">1</td>' in h2h
    )


def test_it_says_when_a_player_has_no_rating(client, outsider):
    assert "No rated game yet" in client.get(f"/players/{outsider.player.pk}/").content.decode()
