"""A store event with more rounds planned than its field can play: every round is paired, with the
fewest rematches, and the console warns the organiser."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from django.urls import reverse

from league.models import Round


def test_four_players_play_five_rounds_with_the_fewest_rematches_and_a_console_warning(
    client, owner, players, deck_format
):
    from league.tournaments.services import (
        tournament_check_in,
        tournament_create,
        tournament_register,
        tournament_start_round,
    )
    from tests.league.tournaments.conftest import event_settings, play_round, valid_deck

    event = tournament_create(
        organiser=owner.player,
        settings=event_settings(format="swiss", cut_size=None, rounds=5, deck_format_id=deck_format.pk),
        seed=11,
    )
    for user in players[:4]:
        registration = tournament_register(
            tournament=event, player=user.player, deck=valid_deck(user.player, deck_format)
        )
        tournament_check_in(tournament=event, registration_id=registration.pk, actor=user.player)
    pairs: Counter = Counter()
    for _ in range(5):
        round_ = tournament_start_round(tournament_id=event.pk, actor=owner.player)
        pairs.update(frozenset(m.seats.values_list("player_id", flat=True)) for m in round_.matches.all())
        play_round(event, round_)
    assert len(pairs) == 6 and sum(pairs.values()) == 10 and max(pairs.values()) == 2
    first, last = Round.objects.get(tournament=event, number=1), Round.objects.get(tournament=event, number=5)
    assert any("cannot play the 5 rounds still planned" in w for w in first.warnings)
    assert any("meet for the 2nd time" in w for w in last.warnings)
    assert "r1" not in " ".join(last.warnings), "warnings name players, not registration keys"
    client.force_login(owner)
    page = client.get(reverse("tournament-console", args=[event.pk])).content.decode()
    assert "Round 5 pairing:" in page and "meet for the 2nd time" in page
    rounds = client.get(reverse("api-tournament-rounds", args=[event.pk])).json()
    assert any("meet for the 2nd time" in w for w in rounds[-1]["warnings"])


def test_a_pod_event_warns_from_round_one_when_its_planned_rounds_must_repeat_meetings(client, owner, players):
    """Eight players in fours for two rounds: each second-round pod holds two players who met."""
    from league.tournaments.services import tournament_create, tournament_register, tournament_start_round
    from tests.league.tournaments.conftest import event_settings, play_round

    event = tournament_create(
        organiser=owner.player,
        settings=event_settings(game="deadwood", format="swiss_pods", cut_size=None, rounds=2, pod_size=4),
        seed=4,
    )
    for user in players:
        registration = tournament_register(tournament=event, player=user.player)
        registration.checked_in = True
        registration.save()
    met: Counter = Counter()
    for _ in range(2):
        round_ = tournament_start_round(tournament_id=event.pk, actor=owner.player)
        for match in round_.matches.all():
            met.update(frozenset(pair) for pair in combinations(match.seats.values_list("player_id", flat=True), 2))
        play_round(event, round_, staff=owner.player)
    assert sum(times - 1 for times in met.values()) == 4
    first = Round.objects.get(tournament=event, number=1)
    assert any("repeat meetings ahead" in w for w in first.warnings)
    client.force_login(owner)
    page = client.get(reverse("tournament-console", args=[event.pk])).content.decode()
    assert "repeat meetings ahead" in page or "meet again" in page
