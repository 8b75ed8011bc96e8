"""The site's layout: one name and one order per game everywhere, the phone menu, the favicon,
and the home page's cards leading to play and to that game's leagues."""

from __future__ import annotations

from games.catalogue import GAMES
from games.engines import engines
from games.forms import game_choices
from league.models import League


def test_every_list_of_games_uses_the_catalogues_names_in_its_order():
    catalogue = [(game.key, game.name) for game in GAMES]

    assert [(engine.key, engine.name) for engine in engines()] == catalogue
    assert game_choices() == catalogue


def test_the_layout_has_a_menu_that_folds_without_javascript_and_a_favicon(client, owner):
    client.force_login(owner)

    page = client.get("/").content.decode()

    assert 'type="checkbox" id="menu-toggle"' in page and 'for="menu-toggle"' in page
    assert 'rel="icon"' in page and "favicon" in page and "<script>" not in page


def test_the_favicon_is_served():
    from django.contrib.staticfiles import finders

    assert finders.find("league/favicon.svg")


def test_home_page_cards_lead_to_play_and_to_that_games_leagues(client):
    page = client.get("/").content.decode()

    for game in GAMES:
        assert f"/play/?game={game.key}" in page
        assert f"/leagues/?game={game.key}" in page


def test_the_league_list_shows_one_games_leagues_when_asked(client, db):
    League.objects.create(name="Saloon Nights", slug="saloon-nights", game="deadwood")
    league = League.objects.create(name="Gem Theatre League", slug="gem-theatre", game="studios")

    deadwood = client.get("/leagues/?game=deadwood").content.decode()
    every = client.get("/leagues/?game=nonsense").content.decode()

    assert "Saloon Nights" in deadwood and league.name not in deadwood
    assert "Saloon Nights" in every and league.name in every
