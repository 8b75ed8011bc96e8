"""Hostile input is answered with a clear refusal, never a server error."""

from __future__ import annotations

import pytest
from django.urls import reverse

from league.inputs import ascii_number
from tests.games.helpers import start


@pytest.mark.parametrize("text", ["¹", "٣", " 7", "7_0", "-1", "+1", "", "1e3", "9" * 10])
def test_only_ascii_digits_make_a_number(text):
    assert ascii_number(text) is None


def test_ascii_digits_make_a_number():
    assert ascii_number("042") == 42


@pytest.mark.django_db
@pytest.mark.parametrize("page", ["game", "game-replay"])
def test_a_seat_number_in_another_script_does_not_crash_the_table(client, owner, page):
    session = start(owner, "me", "me")
    client.force_login(owner)

    response = client.get(reverse(page, args=[session.pk]), {"seat": "¹", "step": "²"})

    assert response.status_code == 200
