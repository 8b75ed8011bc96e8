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


def test_a_signed_number_takes_a_minus_sign_only():
    from league.inputs import ascii_signed_number

    assert ascii_signed_number("-5") == -5 and ascii_signed_number("+5") is None and ascii_signed_number("−5") is None


@pytest.mark.django_db
@pytest.mark.parametrize("page", ["game", "game-replay"])
def test_a_seat_number_in_another_script_does_not_crash_the_table(client, owner, page):
    session = start(owner, "me", "me")
    client.force_login(owner)

    response = client.get(reverse(page, args=[session.pk]), {"seat": "¹", "step": "²"})

    assert response.status_code == 200


@pytest.mark.django_db
def test_a_deck_option_never_makes_the_server_read_a_file(owner, tmp_path):
    from games.services import SessionError

    deck = tmp_path / "deck.json"
    deck.write_text('{"name": "x"}')

    with pytest.raises(SessionError, match="unknown Doomtown deck"):
        start(owner, "me", "me", game="doomtown", options={"decks": [str(deck), "/etc/passwd.json"]})


@pytest.fixture
def api(owner):
    from rest_framework.test import APIClient

    client = APIClient()
    client.force_authenticate(owner)
    return client


def _post_json(api, url, text):
    return api.generic("POST", url, text, content_type="application/json")


@pytest.mark.django_db
def test_deeply_nested_json_is_refused_before_it_is_parsed(api):
    response = _post_json(api, "/api/sessions/", '{"game": "studios", "options": ' + "[" * 50_000 + "]" * 50_000 + "}")

    assert response.status_code == 400 and response.json()["code"] == "too_deep"


@pytest.mark.django_db
def test_a_huge_body_is_refused_with_413(api):
    response = _post_json(api, "/api/sessions/", '{"game": "' + "x" * (600 * 1024) + '"}')

    assert response.status_code == 413 and response.json()["code"] == "too_large"


@pytest.mark.django_db
@pytest.mark.parametrize("text", ['{"game": "studios\\u0000", "seats": ["me"]}', '{"seats": ["me\\u001b"]}'])
def test_control_characters_in_json_are_refused(api, text):
    response = _post_json(api, "/api/sessions/", text)

    assert response.status_code == 400 and response.json()["code"] == "control_characters"


@pytest.mark.django_db
def test_control_characters_in_a_form_or_a_query_are_refused(client, owner):
    client.force_login(owner)

    assert client.post(reverse("lobby-create"), {"game": "studios\x00"}).status_code == 400
    assert client.get(reverse("lobby"), {"game": "stu\x07dios"}).status_code == 400


@pytest.mark.django_db
def test_a_deeply_nested_move_is_refused_and_changes_nothing(client, owner):
    session = start(owner, "me", "me")
    client.force_login(owner)

    response = client.post(
        reverse("game-act", args=[session.pk]),
        {"seat": 0, "version": session.version, "action": "[" * 3000 + "]" * 3000},
    )

    assert response.status_code == 400
    session.refresh_from_db()
    assert session.version == 0 and not session.log.exists()


@pytest.mark.django_db
@pytest.mark.parametrize("field", ["points_win", "repeat_window", "confirm_after_hours"])
def test_a_number_past_its_column_is_refused_by_the_serializer(api, owner, field):
    from league.models import League

    league = League.objects.create(name="Gem", slug="gem", game="studios")
    league.organisers.add(owner.player)
    season = league.seasons.create(name="Spring")

    response = api.patch(f"/api/seasons/{season.pk}/", {field: 2**40}, format="json")

    assert response.status_code == 400 and set(response.json()["errors"]) == {field}


def test_json_depth_ignores_brackets_inside_strings():
    from league.inputs import json_depth

    assert json_depth('{"a": "[[[[[[", "b": [[1]]}') == 3
    assert json_depth('"\\"[[["') == 0


@pytest.mark.django_db
def test_control_characters_in_a_put_form_are_refused(api):
    response = api.generic("PUT", "/api/decks/1/", "name=%0En&text=x", content_type="application/x-www-form-urlencoded")

    assert response.status_code == 400 and response.json()["code"] == "control_characters"
