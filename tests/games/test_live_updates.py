"""Live play: a poll that finds nothing new is one read, and the moves since yours are listed with the bots marked."""

from __future__ import annotations

import pytest
from django.urls import reverse

from games.views.table import recent_moves
from tests.games.helpers import start

HTMX = {"HTTP_HX_REQUEST": "true"}


def _line(ply: int, seat: int, *, undo: bool = False) -> dict:
    return {"ply": ply, "seat": seat, "undo": undo, "label": f"move {ply}"}


def test_a_poll_that_finds_nothing_new_is_one_indexed_read(client, owner, django_assert_num_queries):
    session = start(owner, "me", "bot:random", seed=3)
    url = reverse("game-live", args=[session.pk])

    with django_assert_num_queries(1):
        answer = client.get(url, {"version": session.version}, **HTMX)

    assert answer.status_code == 204
    assert client.get(url, {"version": session.version + 1}, **HTMX).status_code == 200
    assert client.get(reverse("game-live", args=[session.pk + 100]), {"version": 0}, **HTMX).status_code == 404


def test_the_moves_since_yours_are_the_others_newest_moves_oldest_first():
    log = [_line(9, 1), _line(8, 2), _line(7, 1), _line(6, 0), _line(5, 1)]  # newest first

    recent = recent_moves(log, viewer=0, bots={1})

    assert [(line["ply"], line["bot"]) for line in recent] == [(7, True), (8, False), (9, True)]


def test_an_undo_or_a_spectator_bounds_the_moves_since_yours():
    log = [_line(9, 1), _line(8, 0, undo=True), _line(7, 1)]
    assert [line["ply"] for line in recent_moves(log, viewer=0, bots=set())] == [9]
    many = [_line(ply, ply % 2) for ply in range(20, 0, -1)]
    assert [line["ply"] for line in recent_moves(many, viewer=None, bots=set())] == [15, 16, 17, 18, 19, 20]


@pytest.mark.parametrize("seat", [0, 1])
def test_a_players_own_latest_move_ends_the_list(seat):
    log = [_line(3, seat), _line(2, 1 - seat)]
    assert recent_moves(log, viewer=seat, bots=set()) == []
