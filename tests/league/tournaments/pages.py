"""Playing an event's rounds through the pages, as its players would."""

from __future__ import annotations

from django.test import Client
from django.urls import reverse

from league.models import Match, Tournament


def page_client(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def play_round_on_pages(tournament: Tournament, number: int) -> None:
    """Seat 0 reports a win on the result page; seat 1 confirms on the match page."""
    for match in Match.objects.filter(round__tournament=tournament, round__number=number):
        first, second = (seat.player.user for seat in match.seats.order_by("seat"))
        url = reverse("tournament-report", args=[tournament.pk, match.pk])
        assert page_client(first).post(url, {"seat0-outcome": "win", "seat1-outcome": "loss"}).status_code == 302
        assert page_client(second).post(reverse("match-confirm", args=[match.pk])).status_code == 302
