from __future__ import annotations

from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from league.models import Deck, DeckFormat


def form_data(text: str, **extra) -> dict:
    return {
        "name": "",
        "deck_format": DeckFormat.objects.get(key="wwe").pk,
        "text": text,
        "input_format": "auto",
        **extra,
    }


def test_it_lists_the_ready_made_decks_to_everyone(client, cards):
    response = client.get(reverse("deck-list"))

    assert response.status_code == 200
    assert "Law Dogs Starter Deck" in response.content.decode()


def test_it_registers_a_pasted_deck_and_shows_the_check(
    client, cards, opponent, law_dogs_text, django_capture_on_commit_callbacks
):
    client.force_login(opponent)

    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(reverse("deck-new"), form_data(law_dogs_text, name="Tin stars"))

    deck = Deck.objects.get(owner__user=opponent)
    assert response.status_code == 302
    assert deck.name == "Tin stars"
    page = client.get(reverse("deck-detail", args=[deck.pk])).content.decode()
    assert "Valid" in page
    assert "Cost curve" in page and "<svg" in page
    assert "Two pair or better" in page


def test_it_registers_an_uploaded_file(client, cards, opponent, law_dogs_text):
    client.force_login(opponent)
    upload = SimpleUploadedFile("deck.txt", law_dogs_text.encode(), content_type="text/plain")

    response = client.post(reverse("deck-new"), {**form_data(""), "upload": upload})

    assert response.status_code == 302
    assert Deck.objects.filter(owner__user=opponent).count() == 1


def test_it_keeps_nothing_and_explains_when_the_deck_is_illegal(client, cards, opponent, short_deck_text):
    client.force_login(opponent)

    response = client.post(reverse("deck-new"), form_data(short_deck_text))

    assert response.status_code == 422
    assert "deck.size" in response.content.decode()
    assert not Deck.objects.filter(owner__user=opponent).exists()


def test_it_answers_a_binary_upload_with_a_clear_error(client, cards, opponent):
    client.force_login(opponent)
    upload = SimpleUploadedFile("deck.png", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", content_type="image/png")

    response = client.post(reverse("deck-new"), {**form_data(""), "upload": upload})

    assert response.status_code == 422
    assert "binary" in response.content.decode()
    assert not Deck.objects.filter(owner__user=opponent).exists()


def test_it_previews_the_check_live_without_storing(client, cards, short_deck_text):
    response = client.post(reverse("deck-preview"), form_data(short_deck_text), HTTP_HX_REQUEST="true")

    html = response.content.decode()
    assert response.status_code == 200
    assert "Not legal" in html and "deck.size" in html
    assert "<html" not in html
    assert not Deck.objects.filter(owner__isnull=False).exists()


def test_it_hides_a_players_deck_from_others(client, cards, opponent, outsider, law_dogs_text):
    client.force_login(opponent)
    client.post(reverse("deck-new"), form_data(law_dogs_text))
    deck = Deck.objects.get(owner__user=opponent)

    client.force_login(outsider)

    assert client.get(reverse("deck-detail", args=[deck.pk])).status_code == 404
    assert client.get(reverse("deck-export", args=[deck.pk])).status_code == 404
    assert client.post(reverse("deck-edit", args=[deck.pk]), form_data(law_dogs_text)).status_code == 404


def test_it_exports_text_that_imports_to_the_same_deck(client, cards, opponent):
    ready = Deck.objects.get(ready_made_key="starter-outlaws")

    exported = client.get(reverse("deck-export", args=[ready.pk])).content.decode()
    client.force_login(opponent)
    client.post(reverse("deck-new"), form_data(exported))

    mine = Deck.objects.get(owner__user=opponent)
    assert sorted(map(str, mine.contents["cards"])) == sorted(map(str, ready.contents["cards"]))
    assert mine.contents["outfit"] == ready.contents["outfit"]


def test_it_refuses_to_edit_a_ready_made_deck(client, cards, opponent, law_dogs_text):
    client.force_login(opponent)
    ready = Deck.objects.get(ready_made_key="starter-law-dogs")

    response = client.post(reverse("deck-edit", args=[ready.pk]), form_data(law_dogs_text))

    assert response.status_code == 403
