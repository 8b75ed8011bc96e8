from __future__ import annotations

from league.decks.services import deck_lock_for_event
from league.models import Deck


def test_it_validates_a_list_without_a_login_and_stores_nothing(client, cards, short_deck_text):
    response = client.post("/api/decks/validate/", {"text": short_deck_text}, content_type="application/json")

    body = response.json()
    assert response.status_code == 200
    assert body["valid"] is False
    assert {"code", "message"} <= set(body["errors"][0])
    assert not Deck.objects.filter(owner__isnull=False).exists()


def test_it_validates_the_json_shape(client, cards):
    ready = Deck.objects.get(ready_made_key="starter-anarchists")

    response = client.post("/api/decks/validate/", {"deck": ready.contents}, content_type="application/json")

    assert response.json()["valid"] is True


def test_it_answers_unreadable_input_with_a_400_and_a_code(client, cards):
    response = client.post("/api/decks/validate/", {"text": "{not json"}, content_type="application/json")

    assert response.status_code == 400
    assert response.json()["code"].startswith("input.")


def test_control_characters_are_refused_before_the_deck_is_read(client, cards):
    response = client.post("/api/decks/validate/", {"text": "\x01\x02\x03\x04" * 10}, content_type="application/json")

    assert response.status_code == 400 and response.json()["code"] == "control_characters"


def test_it_lets_the_owner_create_read_replace_and_delete(client, cards, opponent, law_dogs_text):
    client.force_login(opponent)

    created = client.post(
        "/api/decks/create/", {"name": "API deck", "text": law_dogs_text}, content_type="application/json"
    )
    deck_id = created.json()["id"]
    replaced = client.put(
        f"/api/decks/{deck_id}/", {"name": "Renamed", "text": law_dogs_text}, content_type="application/json"
    )
    listed = client.get("/api/decks/").json()
    deleted = client.delete(f"/api/decks/{deck_id}/")

    assert created.status_code == 201
    assert replaced.json()["name"] == "Renamed" and replaced.json()["revision"] == 2
    assert any(item["id"] == deck_id for item in listed)
    assert deleted.status_code == 204


def test_it_hides_a_deck_from_other_users(client, cards, opponent, outsider, law_dogs_text):
    client.force_login(opponent)
    deck_id = client.post("/api/decks/create/", {"text": law_dogs_text}, content_type="application/json").json()["id"]

    client.force_login(outsider)

    assert client.get(f"/api/decks/{deck_id}/").status_code == 404
    assert client.delete(f"/api/decks/{deck_id}/").status_code == 404
    assert Deck.objects.filter(pk=deck_id).exists()


def test_it_refuses_to_delete_a_deck_entered_in_an_event(
    client, cards, opponent, law_dogs_text, django_capture_on_commit_callbacks
):
    client.force_login(opponent)
    with django_capture_on_commit_callbacks(execute=True):
        created = client.post("/api/decks/create/", {"text": law_dogs_text}, content_type="application/json")
    deck_id = created.json()["id"]
    deck = Deck.objects.get(pk=deck_id)
    deck_lock_for_event(deck=deck, event="tournament:9")

    response = client.delete(f"/api/decks/{deck_id}/")

    assert response.status_code == 409
    assert Deck.objects.filter(pk=deck_id).exists()


def test_it_requires_a_login_to_create(client, cards, law_dogs_text):
    response = client.post("/api/decks/create/", {"text": law_dogs_text}, content_type="application/json")

    assert response.status_code == 401
