from __future__ import annotations

import pytest
import yaml

from games.catalogue import GAMES


@pytest.mark.django_db
def test_it_lists_the_four_games_on_the_home_page(client):
    response = client.get("/")

    assert response.status_code == 200
    for game in GAMES:
        assert game.name in response.content.decode()


@pytest.mark.django_db
def test_it_serves_the_vendored_static_assets(client):
    for path in ("/static/vendor/htmx/htmx.min.js", "/static/vendor/pico/pico.amber.min.css"):
        response = client.get(path)
        assert response.status_code == 200, path


@pytest.mark.django_db
def test_it_lists_the_catalogue_in_the_api(client):
    response = client.get("/api/games/")

    assert response.status_code == 200
    assert [game["key"] for game in response.json()] == ["deadwood", "studios", "townbuilder", "doomtown"]


@pytest.mark.django_db
def test_it_serves_a_valid_openapi_3_schema(client):
    response = client.get("/api/schema/")

    assert response.status_code == 200
    schema = yaml.safe_load(response.content)
    assert schema["openapi"].startswith("3.")
    assert "/api/games/" in schema["paths"]


@pytest.mark.django_db
def test_it_serves_the_api_docs_without_a_cdn(client):
    response = client.get("/api/docs/")

    html = response.content.decode()
    assert response.status_code == 200
    assert "cdn" not in html.lower()
    assert "swagger-ui" in html


def test_it_issues_an_api_token_for_valid_credentials(client, opponent):
    response = client.post("/api/auth/token/", {"username": "bob", "password": "pw-bob"})

    assert response.status_code == 200
    token = response.json()["token"]
    assert client.get("/api/", HTTP_AUTHORIZATION=f"Token {token}").status_code == 200
