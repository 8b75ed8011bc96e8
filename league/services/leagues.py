"""Creating a league: its organiser, its first season and an address made from its name."""

from __future__ import annotations

from django.db import transaction

from league.models import League, Player
from league.slugs import create_with_slug


def league_create(*, organiser: Player, name: str, game: str, description: str = "", slug: str = "") -> League:
    """A new league run (and played in) by ``organiser``, with its first season open. Without a
    chosen ``slug`` the address is made from the name, numbered when taken — even by a league of
    the same name created at the same instant (``create_with_slug`` chooses again)."""

    def create(chosen: str) -> League:
        league = League.objects.create(name=name, slug=chosen, game=game, description=description)
        league.organisers.add(organiser)
        league.members.add(organiser)
        league.seasons.create(name="Season 1")
        return league

    with transaction.atomic():
        if slug:
            return create(slug)
        return create_with_slug(League, name, "league", create)
