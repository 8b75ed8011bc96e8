"""The lobby's solo Doomtown setup: the Automaton's deck, archetype and twists, and the human's deck."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from games.engines.doomtown.automaton_rules import TWISTS
from games.engines.doomtown.cards import load_deck_file
from games.models import GameSession
from tests.games.helpers import doomtown_lobby_form


def _form(**changes):
    solo = {
        "seat_1": "bot:gunfighter",
        "solo_automaton_deck": "automaton-outlaws",
        "solo_twists": ["quick_reactions", "double_plays"],
    }
    return doomtown_lobby_form(**{**solo, **changes})


@pytest.fixture
def my_deck(owner):
    from league.models import Deck, DeckFormat

    wwe = DeckFormat.objects.create(key="wwe-solo", name="Weird West (solo test)")
    return Deck.objects.create(
        owner=owner.player,
        name="My Law Dogs",
        contents=load_deck_file("starter-law-dogs"),
        format=wwe,
        status=Deck.Status.VALID,
    )


def test_the_doomtown_lobby_offers_the_automatons_decks_and_every_twist(client, owner):
    client.force_login(owner)

    page = client.get(reverse("lobby"), {"game": "doomtown"}).content.decode()

    decks = re.findall(r'<option value="(automaton-[a-z-]+)"', page)
    assert len(decks) == 6 and 'value="gunfighter"' in page
    assert all(re.search(rf'name="solo_twists" value="{twist}"', page) for twist in TWISTS)  # all eight, tickable


def test_each_twist_checkbox_says_in_a_line_what_the_twist_does(client, owner):
    client.force_login(owner)

    page = client.get(reverse("lobby"), {"game": "doomtown"}).content.decode()

    for twist, label in TWISTS.items():
        row = re.search(rf'<label class="twist">.*?value="{twist}".*?</label>', page, re.S)
        assert row is not None and label in row.group(0)
        explanation = re.search(rf'<small class="muted" id="twist-{twist}">([^<]+)</small>', row.group(0))
        assert explanation is not None and len(explanation.group(1)) > 20
        assert f'aria-describedby="twist-{twist}"' in row.group(0)
    assert "Gunslinger token" in page and "+1 stud bonus" in page


def test_the_lobby_sets_the_automaton_and_deck_options_from_the_solo_fields(client, owner):
    client.force_login(owner)

    response = client.post(reverse("lobby-create"), _form())

    session = GameSession.objects.get()
    assert response.status_code == 302
    assert session.options["decks"] == ["starter-law-dogs", "automaton-outlaws"]
    assert session.options["automaton"] == {
        "seat": 1,
        "archetype": "gunfighter",
        "twists": ["double_plays", "quick_reactions"],
    }
    assert session.seats.get(index=1).bot == "gunfighter"


def test_the_human_may_play_their_own_valid_registered_deck(client, owner, my_deck):
    client.force_login(owner)
    page = client.get(reverse("lobby"), {"game": "doomtown"}).content.decode()

    client.post(reverse("lobby-create"), _form(solo_my_deck=f"deck:{my_deck.pk}"))

    assert f'value="deck:{my_deck.pk}"' in page
    assert GameSession.objects.get().options["decks"] == [my_deck.contents, "automaton-outlaws"]


def test_another_players_deck_is_neither_offered_nor_accepted(client, opponent, my_deck):
    client.force_login(opponent)
    page = client.get(reverse("lobby"), {"game": "doomtown"}).content.decode()

    response = client.post(reverse("lobby-create"), _form(solo_my_deck=f"deck:{my_deck.pk}"))

    assert f'value="deck:{my_deck.pk}"' not in page
    assert response.status_code == 400 and not GameSession.objects.exists()


def test_an_unknown_twist_cannot_be_posted(client, owner):
    client.force_login(owner)

    response = client.post(reverse("lobby-create"), _form(solo_twists=["stampede"]))

    assert response.status_code == 400 and not GameSession.objects.exists()


def test_without_a_gunfighter_seat_only_the_players_deck_is_used(client, owner):
    client.force_login(owner)

    client.post(reverse("lobby-create"), _form(seat_1="bot:random"))

    assert GameSession.objects.get().options["automaton"] is None
    assert GameSession.objects.get().options["decks"] == ["starter-law-dogs", "starter-entrepreneurs"]
