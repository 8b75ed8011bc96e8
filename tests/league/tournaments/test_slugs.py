"""Events have slugs made from their names: numbered when taken (even by an event created at the same
instant), never a number or a page of their own; pages answer to the slug and still to the id."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from league.models import Tournament
from league.tournaments.services import tournament_create
from tests.league.tournaments.conftest import EVENT_FORM, event_settings
from tests.races import race, stale_slug_first


def create(owner, name: str) -> Tournament:
    return tournament_create(organiser=owner.player, settings=event_settings(name=name), seed=1)


def test_slugs_come_from_the_name_and_are_numbered_when_taken(owner):
    assert create(owner, "Gomorra Open").slug == "gomorra-open"
    assert create(owner, "Gomorra Open!").slug == "gomorra-open-2"
    assert create(owner, "Gomorra  open").slug == "gomorra-open-3"


@pytest.mark.parametrize(("name", "slug"), [("2026", "event-2026"), ("New", "event-new"), ("¡¿!", "event")])
def test_a_slug_never_reads_as_an_id_or_as_another_page(owner, name, slug):
    assert create(owner, name).slug == slug


def test_an_event_created_meanwhile_with_the_same_slug_does_not_break_creation(owner, monkeypatch):
    """Both requests chose "gem-night" before either saved: the second takes the next free slug."""
    first = create(owner, "Gem Night")
    chosen = stale_slug_first(monkeypatch, "gem-night")
    second = create(owner, "Gem Night")
    assert (first.slug, second.slug) == ("gem-night", "gem-night-2")
    assert chosen == ["gem-night", "gem-night-2"]
    assert Tournament.objects.filter(name="Gem Night").count() == 2


def test_pages_link_by_slug_and_answer_to_the_id_too(owner):
    event = create(owner, "Gem Night")
    by_slug, by_id = f"/tournaments/{event.slug}/", f"/tournaments/{event.pk}/"
    assert reverse("tournament-detail", args=[event.slug]) == by_slug
    client = Client()
    for address in (by_slug, by_id, by_slug + "standings/", f"/tournaments/{event.pk}/bracket/"):
        assert client.get(address).status_code == 200, address
    assert client.get("/tournaments/no-such-event/").status_code == 404
    assert f'href="{by_slug}"' in client.get(reverse("tournament-list")).content.decode()


def test_a_new_event_opens_at_its_slug(owner):
    client = Client()
    client.force_login(owner)
    answer = client.post(reverse("tournament-new"), {**EVENT_FORM, "name": "New", "cut_size": "4", "rounds": "3"})
    assert answer.status_code == 302 and answer.url == "/tournaments/event-new/"
    assert client.get(answer.url).status_code == 200


def test_the_api_names_the_slug(owner):
    event = create(owner, "Gem Night")
    detail = Client().get(reverse("api-tournament-detail", args=[event.pk])).json()
    assert detail["slug"] == "gem-night"


def test_a_league_named_new_does_not_hide_the_league_creation_form(db):
    from league.models import League
    from league.slugs import free_slug

    assert free_slug(League, "New", "league") == "league-new"


@pytest.mark.django_db(transaction=True)
def test_two_events_with_one_name_created_at_the_same_instant_both_exist(owner, monkeypatch):
    """Both requests choose "gem-night" before either inserts (a barrier holds them there); the
    database refuses the second insert and that request takes "gem-night-2"."""
    import threading

    from django.db import connection

    from league import slugs
    from league.services.errors import ServiceError
    from tests.conftest import require_service

    # SQLite's shared in-memory test database locks whole tables, so the race is run on PostgreSQL.
    require_service(connection.vendor == "postgresql", "the race test needs PostgreSQL: set DATABASE_URL")
    chose = threading.Barrier(2)
    real = slugs.free_slug
    first_choice = threading.local()

    def choose_together(model, name, fallback):
        slug = real(model, name, fallback)
        if not getattr(first_choice, "done", False):
            first_choice.done = True
            chose.wait(timeout=10)
        return slug

    monkeypatch.setattr(slugs, "free_slug", choose_together)

    def create_event() -> str:
        return create(owner, "Gem Night").slug

    made = race(create_event, create_event, refusals={ServiceError: lambda error: error.message})
    assert sorted(made) == ["gem-night", "gem-night-2"]
