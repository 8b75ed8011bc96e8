"""Season standings: points, repeat-opponent limit, qualifying minimum, tiebreakers, stored table."""

from __future__ import annotations

from league.models import Match, MatchSeat, Standing
from league.services.season_table import PlayedMatch, SeasonRules, counted_matches, season_standings, seat_points
from league.services.standings import standings_refresh
from tests.league.results import standing_row

NO_LIMIT = SeasonRules(repeat_limit=None)


def m(match_id, *seats):
    return PlayedMatch(match_id, tuple(player for player, _ in seats), tuple(place for _, place in seats))


def test_it_gives_three_one_and_nothing_for_one_on_one():
    assert seat_points([1, 2], NO_LIMIT) == (3, 0)
    assert seat_points([1, 1], NO_LIMIT) == (1, 1)


def test_it_shares_placement_points_between_tied_seats_in_a_pod():
    assert seat_points([1, 2, 2, 4], NO_LIMIT) == (4, 1.5, 1.5, 0)


def test_it_uses_the_seasons_own_points():
    rules = SeasonRules(points_win=2, points_draw=1, points_loss=0, placement_points=(10, 5, 0))
    assert seat_points([2, 1], rules) == (0, 2)
    assert seat_points([3, 1, 2], rules) == (0, 10, 5)


def test_it_counts_at_most_two_of_five_games_against_one_opponent():
    games = [m(n, ("A", 1), ("B", 2)) for n in range(1, 5)] + [m(5, ("A", 1), ("C", 2))]
    counted, played = counted_matches(games, SeasonRules(repeat_limit=2, repeat_window=5))
    assert [game.match_id for game in counted] == [1, 2, 5]
    assert played == {"A": 5, "B": 4, "C": 1}


def test_it_counts_a_rematch_again_once_the_window_has_moved_on():
    games = [
        m(1, ("A", 1), ("B", 2)),
        m(2, ("A", 1), ("C", 2)),
        m(3, ("A", 1), ("D", 2)),
        m(4, ("B", 1), ("C", 2)),
        m(5, ("B", 1), ("D", 2)),
        m(6, ("A", 1), ("B", 2)),
        m(7, ("A", 1), ("B", 2)),
    ]
    counted, _ = counted_matches(games, SeasonRules(repeat_limit=1, repeat_window=3))
    assert [game.match_id for game in counted] == [1, 2, 3, 4, 5, 6]


def test_it_ranks_by_points_then_tiebreakers():
    games = [m(1, ("A", 1), ("B", 2)), m(2, ("C", 1), ("D", 2)), m(3, ("A", 1), ("C", 2)), m(4, ("B", 1), ("D", 2))]
    rows = season_standings(games, NO_LIMIT)
    assert [(row.player, row.rank, row.points) for row in rows] == [("A", 1, 6), ("B", 2, 3), ("C", 2, 3), ("D", 4, 0)]
    assert rows[1].tiebreakers["sos"] == rows[2].tiebreakers["sos"]
    assert rows[0].wins == 2 and rows[3].losses == 2


def test_it_breaks_a_tie_by_head_to_head():
    games = [
        m(1, ("A", 1), ("B", 2)),
        m(2, ("B", 1), ("C", 2)),
        m(3, ("C", 1), ("A", 2)),
        m(4, ("B", 1), ("A", 2)),
        m(5, ("A", 1), ("B", 2)),
        m(6, ("C", 1), ("B", 2)),
    ]
    rules = SeasonRules(repeat_limit=None, tiebreakers=("h2h",))
    rows = season_standings(games, rules)
    assert [row.points for row in rows] == [6, 6, 6]
    assert all(row.rank == 1 for row in rows)
    rows = season_standings(games[:5], rules)
    assert [(row.player, row.rank) for row in rows] == [("A", 1), ("B", 2), ("C", 3)]


def test_it_leaves_players_short_of_the_minimum_unranked_at_the_bottom():
    games = [m(1, ("A", 1), ("B", 2)), m(2, ("A", 1), ("C", 2)), m(3, ("C", 1), ("B", 2))]
    rows = season_standings(games, SeasonRules(repeat_limit=None, min_games=2, tiebreakers=()))
    assert [(row.player, row.rank, row.qualified) for row in rows] == [("A", 1, True), ("C", 2, True), ("B", 3, True)]
    rows = season_standings(games[:2], SeasonRules(repeat_limit=None, min_games=2, tiebreakers=()))
    assert [(row.player, row.rank) for row in rows] == [("A", 1), ("B", None), ("C", None)]


def test_it_floors_opponents_match_win_percentage_at_a_third():
    games = [m(1, ("A", 1), ("B", 2)), m(2, ("A", 1), ("B", 2))]
    rows = season_standings(games, SeasonRules(repeat_limit=None, tiebreakers=("omw",)))
    assert rows[0].tiebreakers["omw"] == 0.33


def test_it_stores_the_standings_of_a_season(season, owner, opponent):
    from django.utils import timezone

    match = Match.objects.create(season=season, game="studios", played_at=timezone.now(), status=Match.Status.CONFIRMED)
    MatchSeat.objects.create(match=match, seat=0, player=owner.player, placement=2)
    MatchSeat.objects.create(match=match, seat=1, player=opponent.player, placement=1)
    assert standings_refresh(season_id=season.pk) == 2
    table = list(Standing.objects.filter(season=season).values_list("player__display_name", "rank", "points"))
    assert table == [("Bob", 1, 3.0), ("Alice", 2, 0.0)]


def test_it_skips_a_refresh_that_a_later_computation_already_covers(season, owner, opponent):
    from datetime import timedelta

    from django.utils import timezone

    asked = timezone.now()
    assert standings_refresh(season_id=season.pk) == 0
    standing_row(season, owner.player, 1, asked + timedelta(seconds=1))
    assert standings_refresh(season_id=season.pk, requested_at=asked) == -1
    assert standings_refresh(season_id=season.pk, requested_at=asked + timedelta(seconds=2)) == 0
