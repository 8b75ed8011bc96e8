from __future__ import annotations

import pytest

from league.decks.services import (
    DeckError,
    deck_check,
    deck_lock_for_event,
    deck_record_check,
    deck_register,
    deck_update,
    event_decks_release,
)
from league.models import Deck, DeckSnapshot, Player


@pytest.fixture
def player(opponent):
    return Player.objects.get(user=opponent)


def test_it_registers_a_legal_deck_and_the_worker_marks_it_valid(
    cards, player, law_dogs_text, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        deck = deck_register(owner=player, name="My Law Dogs", data=law_dogs_text)

    deck.refresh_from_db()
    assert deck.status == Deck.Status.VALID
    assert deck.checked_revision == deck.revision == 1
    assert deck.report["summary"]["cards"] == 52


def test_it_stores_nothing_for_an_illegal_deck_unless_it_is_a_draft(cards, player, short_deck_text):
    with pytest.raises(DeckError) as raised:
        deck_register(owner=player, name="Short", data=short_deck_text)

    assert raised.value.code == "deck.invalid"
    assert "deck.size" in {error["code"] for error in raised.value.report["errors"]}
    assert not Deck.objects.filter(owner=player).exists()

    draft = deck_register(owner=player, name="Short", data=short_deck_text, draft=True)
    assert draft.status == Deck.Status.DRAFT


@pytest.mark.parametrize(
    "data, code",
    [(b"\x00\x01\x02binary", "input.binary"), ("", "input.empty"), (b"\xff\xfe\xfa bad utf8", "input.encoding")],
)
def test_it_refuses_unreadable_input_with_a_clear_error(cards, player, data, code):
    with pytest.raises(DeckError) as raised:
        deck_register(owner=player, name="x", data=data)

    assert raised.value.code.startswith("input.")
    assert raised.value.message
    assert not Deck.objects.filter(owner=player).exists()


def test_it_drops_a_check_for_a_revision_that_is_no_longer_current(cards, player, law_dogs_text):
    deck = deck_register(owner=player, name="A", data=law_dogs_text)
    deck_update(deck=deck, name="A", data=law_dogs_text)

    assert deck_record_check(deck_id=deck.pk, revision=1) is False
    assert deck_record_check(deck_id=deck.pk, revision=2) is True
    assert deck_record_check(deck_id=deck.pk, revision=2) is False  # delivered twice: done once


def test_it_locks_a_deck_for_an_event_and_refuses_edits_until_released(cards, player, law_dogs_text):
    deck = deck_register(owner=player, name="Event deck", data=law_dogs_text)
    deck_record_check(deck_id=deck.pk, revision=deck.revision)
    deck.refresh_from_db()

    snapshot = deck_lock_for_event(deck=deck, event="tournament:1")

    assert snapshot.contents == deck.contents
    with pytest.raises(DeckError, match="entered in an event"):
        deck_update(deck=deck, name="Changed", data=law_dogs_text)
    with pytest.raises(DeckError, match="already entered"):
        deck_lock_for_event(deck=deck, event="tournament:1")

    assert event_decks_release(event="tournament:1", visibility="public") == 1
    deck.refresh_from_db()
    assert not deck.locked
    assert DeckSnapshot.objects.get(pk=snapshot.pk).visibility == "public"


def test_it_refuses_to_enter_an_unchecked_or_invalid_deck(cards, player, short_deck_text):
    draft = deck_register(owner=player, name="Short", data=short_deck_text, draft=True)

    with pytest.raises(DeckError) as raised:
        deck_lock_for_event(deck=draft, event="tournament:2")

    assert raised.value.code == "deck.not_valid"


def test_its_dry_run_reports_every_error_without_storing(cards, short_deck_text):
    checked = deck_check(data=short_deck_text)

    assert checked.report["valid"] is False
    assert Deck.objects.filter(owner__isnull=False).count() == 0
