from __future__ import annotations

from django.core.management import call_command

from league.models import Card, Deck, DeckFormat


def test_it_loads_every_card_and_the_default_format_idempotently(db):
    call_command("load_cards")
    call_command("load_cards")

    assert Card.objects.count() == 588
    assert DeckFormat.objects.filter(key="wwe", is_builtin=True).count() == 1
    judge = Card.objects.get(code="24073")
    assert judge.title == "Judge Harry Somerset"
    assert judge.experience == 1


def test_it_offers_the_twelve_provided_decks_as_valid_ready_made_decks(cards):
    ready_made = Deck.objects.filter(owner__isnull=True)

    assert ready_made.count() == 12
    assert set(ready_made.values_list("status", flat=True)) == {"valid"}
    assert ready_made.filter(ready_made_key="automaton-outlaws").exists()
