"""OpenSkill ratings: the rating task is idempotent and recompute_ratings gives identical numbers."""

from __future__ import annotations

import io
import random

from django.core.management import call_command
from django.utils import timezone

from league.models import Match, MatchSeat, Rating, RatingHistory
from league.services.rating_maths import initial_skill, rate_table, replay
from league.services.ratings import rate_match
from league.tasks import rate_match_task
from tests.conftest import make_user


def test_it_gives_a_winner_more_and_a_loser_less():
    fresh = initial_skill()
    winner, loser = rate_table([fresh, fresh], [1, 2])
    assert winner.mu > fresh.mu > loser.mu
    assert winner.ordinal == winner.mu - 3 * winner.sigma


def test_it_rates_a_tie_in_a_pod_equally():
    fresh = initial_skill()
    first, second, third = rate_table([fresh, fresh, fresh], [1, 1, 3])
    assert first == second
    assert first.mu > third.mu


def test_it_replays_tables_in_order():
    result = replay([(1, [(10, 1), (11, 2)]), (2, [(11, 1), (12, 2), (10, 2)])])
    assert result.games == {10: 2, 11: 2, 12: 1}
    assert [(match, player) for match, player, _, _ in result.history] == [(1, 10), (1, 11), (2, 11), (2, 12), (2, 10)]
    assert (result.skills[10].mu, result.skills[10].sigma) == result.history[-1][2:]


def test_it_replays_to_the_same_numbers_as_rating_table_by_table():
    fresh = initial_skill()
    first = rate_table([fresh, fresh], [1, 2])
    second = rate_table([first[1], fresh, first[0]], [1, 1, 3])
    result = replay([(1, [(10, 1), (11, 2)]), (2, [(11, 1), (12, 1), (10, 3)])])
    assert [result.skills[11], result.skills[12], result.skills[10]] == second


def confirmed(season, seats):
    match = Match.objects.create(
        season=season,
        game="studios",
        played_at=timezone.now(),
        status=Match.Status.CONFIRMED,
        confirmed_at=timezone.now(),
    )
    for index, (player, placement) in enumerate(seats):
        MatchSeat.objects.create(
            match=match, seat=index, player=player, placement=placement, bot_kind="" if player else "random"
        )
    return match


def test_it_rates_a_confirmed_match_once(season, owner, opponent, eager_tasks):
    match = confirmed(season, [(owner.player, 1), (opponent.player, 2)])
    assert rate_match_task.delay(match.pk).get() is True
    assert rate_match(match.pk) is False
    assert RatingHistory.objects.count() == 2
    assert Rating.objects.get(player=owner.player).matches == 1


def test_it_does_not_rate_a_game_against_a_bot(season, owner):
    match = confirmed(season, [(owner.player, 1), (None, 2)])
    assert rate_match(match.pk) is False
    assert not Rating.objects.exists()


def test_it_does_not_rate_an_unconfirmed_match(season, owner, opponent):
    match = confirmed(season, [(owner.player, 1), (opponent.player, 2)])
    Match.objects.filter(pk=match.pk).update(status=Match.Status.REPORTED)
    assert rate_match(match.pk) is False


def test_recompute_ratings_gives_identical_numbers(season, django_user_model):
    players = [make_user(django_user_model, f"p{n}").player for n in range(6)]
    rng = random.Random(4)
    matches = []
    for _ in range(40):
        size = rng.choice([2, 2, 3, 4])
        seated = rng.sample(players, size)
        matches.append(confirmed(season, [(p, rng.randint(1, size)) for p in seated]))
    for match in rng.sample(matches, len(matches)):  # confirmation order differs from creation order
        rate_match(match.pk)
    before = sorted(Rating.objects.values_list("player_id", "mu", "sigma", "ordinal", "matches"))
    history = sorted(RatingHistory.objects.values_list("match_id", "player_id", "seq", "mu", "sigma"))
    call_command("recompute_ratings", "--game", "studios", stdout=io.StringIO())
    assert sorted(Rating.objects.values_list("player_id", "mu", "sigma", "ordinal", "matches")) == before
    assert sorted(RatingHistory.objects.values_list("match_id", "player_id", "seq", "mu", "sigma")) == history


def test_recompute_ratings_rates_confirmed_matches_the_task_has_not_reached(season, owner, opponent):
    confirmed(season, [(owner.player, 2), (opponent.player, 1)])
    call_command("recompute_ratings", stdout=io.StringIO())
    assert Rating.objects.get(player=opponent.player).ordinal > Rating.objects.get(player=owner.player).ordinal
    assert Match.objects.get().rating_seq == 1


def test_it_rebuilds_the_ladder_when_an_organiser_changes_a_rated_result(
    season, owner, opponent, referee, eager_tasks, django_capture_on_commit_callbacks
):
    from league.services.reporting import SeatEntry, match_confirm, match_override, match_record

    with django_capture_on_commit_callbacks(execute=True):
        match = match_record(
            season=season,
            reporter=owner.player,
            entries=[
                SeatEntry(owner.player, {"dollars": 9, "credits": 0, "rank": 1}),
                SeatEntry(opponent.player, {"dollars": 1, "credits": 0, "rank": 1}),
            ],
        )
    with django_capture_on_commit_callbacks(execute=True):
        match_confirm(match_id=match.pk, player=opponent.player)
    assert Rating.objects.get(player=owner.player).ordinal > Rating.objects.get(player=opponent.player).ordinal
    with django_capture_on_commit_callbacks(execute=True):
        match_override(
            match_id=match.pk,
            organiser=referee.player,
            raws=[{"dollars": 1, "credits": 0, "rank": 1}, {"dollars": 9, "credits": 0, "rank": 1}],
        )
    assert Rating.objects.get(player=opponent.player).ordinal > Rating.objects.get(player=owner.player).ordinal
    assert RatingHistory.objects.count() == 2
