"""Tournament fixtures: a Doomtown Swiss event run by the owner, players with valid decks, result helpers."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from tests.conftest import make_user

# The new-event page's fields for a Doomtown Swiss with a top cut (each test adds the cut's size).
EVENT_FORM = {
    "name": "Gomorra Open",
    "game": "doomtown",
    "format": "swiss_cut",
    "starts_at": "2026-12-05T10:00",
    "pod_size": "4",
    "round_minutes": "50",
    "break_minutes": "10",
    "missed_round_points": "0",
    "tiebreakers": "sos, esos",
    "decklists_running": "private",
    "decklists_finished": "public",
}


def doomtown_win(first_wins: bool = True) -> list[dict[str, str]]:
    return [{"outcome": "win" if first_wins else "loss"}, {"outcome": "loss" if first_wins else "win"}]


@pytest.fixture
def deck_format(db):
    from league.models import DeckFormat

    return DeckFormat.objects.create(key="wwe-test", name="Weird West (test)")


def valid_deck(player, deck_format, name: str = "Law Dogs"):
    from league.models import Deck

    return Deck.objects.create(
        owner=player,
        game="doomtown",
        name=name,
        contents={"cards": []},
        format=deck_format,
        status=Deck.Status.VALID,
        revision=1,
        checked_revision=1,
        report={"valid": True, "errors": []},
    )


def event_settings(**overrides):
    from league.tournaments.services import EventSettings

    values = {
        "name": "Gomorra Open",
        "game": "doomtown",
        "format": "swiss_cut",
        "cut_size": 4,
        "rounds": 3,
        "starts_at": timezone.now() + timedelta(hours=1),
    }
    return EventSettings(**{**values, **overrides})


@pytest.fixture
def swiss_cut(owner, deck_format):
    from league.tournaments.services import tournament_create

    return tournament_create(
        organiser=owner.player,
        settings=event_settings(
            deck_format_id=deck_format.pk, deck_required=True, deck_deadline=timezone.now() + timedelta(minutes=30)
        ),
        seed=7,
    )


@pytest.fixture
def players(db, django_user_model):
    """Eight more players (p1..p8), each with a valid deck."""
    return [make_user(django_user_model, f"p{number}") for number in range(1, 9)]


@pytest.fixture
def entered(swiss_cut, players, deck_format):
    """The eight players registered with decks and checked in."""
    from league.tournaments.services import tournament_check_in, tournament_register

    registrations = []
    for user in players:
        registration = tournament_register(
            tournament=swiss_cut, player=user.player, deck=valid_deck(user.player, deck_format)
        )
        tournament_check_in(tournament=swiss_cut, registration_id=registration.pk, actor=user.player)
        registrations.append(registration)
    return registrations


def play_round(tournament, round_, *, staff=None):
    """Every table of the round: seat 0 reports a win, the opponent confirms (staff enter pods)."""
    from league.services.reporting import match_confirm
    from league.tournaments.services import tournament_report, tournament_result_set

    for match in round_.matches.order_by("table_number"):
        seats = list(match.seats.order_by("seat"))
        if len(seats) > 2:
            raws = [{"cash": 30 - 3 * index, "posters": 0} for index in range(len(seats))]
            tournament_result_set(tournament=tournament, match_id=match.pk, staff=staff, raws=raws)
            continue
        tournament_report(tournament=tournament, match_id=match.pk, player=seats[0].player, raws=doomtown_win())
        match_confirm(match_id=match.pk, player=seats[1].player)
