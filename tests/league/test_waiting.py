"""'Waiting for you': each query lists exactly the user's items, in a fixed number of queries."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from league.benchmarks.waiting import build_world
from league.models import Deck, Match, Tournament
from league.waiting import waiting_for
from tests.conftest import make_user

pytestmark = pytest.mark.django_db


@pytest.fixture
def people(django_user_model):
    return [make_user(django_user_model, name).player for name in ("ann", "ben", "cat")]


@pytest.fixture
def world(people):
    ann, ben, cat = people
    build_world(ann, ben, leagues=3, events=2, tag="a")
    build_world(ben, cat, leagues=3, events=2, tag="b")  # nothing of this waits for ann
    return people


def test_results_to_confirm_are_the_reported_matches_ann_has_not_answered(world):
    ann = world[0]
    expected = Match.objects.filter(status="reported", seats__player=ann, seats__confirmed_at__isnull=True)
    urls = {f"/matches/{match.pk}/" for match in expected}
    assert len(urls) == 3
    assert {item.url for item in waiting_for(ann.user).to_confirm} == urls


def test_a_disputed_or_confirmed_seat_no_longer_waits(world):
    from league.services.reporting import match_confirm, match_dispute

    ann = world[0]
    first, second, _ = [int(item.url.split("/")[2]) for item in waiting_for(ann.user).to_confirm]
    match_confirm(match_id=first, player=ann)
    match_dispute(match_id=second, player=ann, reason="I won that one")
    assert len(waiting_for(ann.user).to_confirm) == 1


def test_tables_are_ann_s_open_pairings_in_the_latest_round_of_running_events(world):
    ann = world[0]
    tables = waiting_for(ann.user).your_tables
    events = Tournament.objects.filter(name__startswith="Event a")
    assert sorted(item.url for item in tables) == sorted(f"/tournaments/{e.pk}/rounds/2/" for e in events)
    events.filter(pk=events[0].pk).update(status=Tournament.Status.FINISHED)
    assert len(waiting_for(ann.user).your_tables) == 1


def test_decks_are_ann_s_decks_being_checked(world):
    ann = world[0]
    expected = {f"/decks/{deck.pk}/" for deck in Deck.objects.filter(owner=ann, status="checking")}
    assert len(expected) == 2
    assert {item.url for item in waiting_for(ann.user).decks_checking} == expected


def test_games_list_ann_s_turns_and_her_open_invitations(world):
    from games.models import GameSession

    ann = world[0]
    waiting = waiting_for(ann.user)
    mine = GameSession.objects.filter(seats__user=ann.user, status="active")
    turns = {
        f"/play/{session.pk}/"
        for session in mine
        if set(session.load_state().to_act()) & {seat.index for seat in session.seats.filter(user=ann.user)}
    }
    assert {item.url for item in waiting.your_turn} == turns
    invited = GameSession.objects.get(created_by=ann.user, status="waiting")
    assert [item.url for item in waiting.invitations] == [f"/play/{invited.pk}/"]


def test_a_user_with_nothing_waiting_sees_nothing(world, django_user_model):
    newcomer = make_user(django_user_model, "dan")
    assert waiting_for(newcomer).count == 0


def test_the_query_count_does_not_grow_with_leagues_and_events(people):
    ann, ben, cat = people
    build_world(ann, ben, leagues=1, events=1, tag="small")
    with CaptureQueriesContext(connection) as small:
        few = waiting_for(ann.user)
    build_world(ann, cat, leagues=10, events=3, tag="big")
    with CaptureQueriesContext(connection) as big:
        many = waiting_for(ann.user)
    assert many.count > few.count
    assert len(small) == len(big) == 5


def test_the_home_page_lists_them_and_the_nav_badge_counts_them(world, client):
    ann = world[0]
    client.force_login(ann.user)
    page = client.get("/").content.decode()
    count = waiting_for(ann.user).count
    assert f'data-testid="waiting-badge">{count}<' in page
    assert "Results to confirm or dispute" in page and "Your table this round" in page
