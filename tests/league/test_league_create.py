"""Creating a league: its address comes from its name, numbered when taken — even when another
league of that name is saved between choosing the address and inserting the row."""

from __future__ import annotations

from league.models import League
from league.services.leagues import league_create
from league.slugs import free_slug
from tests.races import stale_slug_first


def create(owner, name: str) -> League:
    return league_create(organiser=owner.player, name=name, game="studios")


def test_a_league_opens_with_its_organiser_as_member_and_a_first_season(owner):
    league = create(owner, "Gem Theatre")
    assert league.slug == "gem-theatre"
    assert list(league.organisers.all()) == list(league.members.all()) == [owner.player]
    assert [season.name for season in league.seasons.all()] == ["Season 1"]


def test_slugs_are_numbered_when_taken_and_never_hide_the_creation_form(owner):
    assert [create(owner, name).slug for name in ("Gem Theatre", "Gem theatre!", "New")] == [
        "gem-theatre",
        "gem-theatre-2",
        "league-new",
    ]
    assert free_slug(League, "New", "league") == "league-new-2"


def test_a_league_saved_meanwhile_with_the_same_slug_does_not_break_creation(owner, monkeypatch):
    """Both requests chose "gem-theatre" before either saved: the second takes the next free one."""
    first = create(owner, "Gem Theatre")
    stale_slug_first(monkeypatch, "gem-theatre")
    second = create(owner, "Gem Theatre")
    assert (first.slug, second.slug) == ("gem-theatre", "gem-theatre-2")
    assert League.objects.filter(name="Gem Theatre").count() == 2
    assert second.seasons.count() == 1  # the failed first insert left nothing behind
