"""Registering with a deck (validated, before the deadline, then locked), check-in, late entries, drops."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from league.models import Deck, DeckFormat, DeckSnapshot, Registration, Tournament
from league.services.errors import NotAllowed, ServiceError
from league.tournaments.services import (
    standings,
    tournament_check_in,
    tournament_drop,
    tournament_register,
    tournament_start_round,
)
from tests.league.tournaments.conftest import play_round, valid_deck


def test_it_registers_a_valid_deck_as_a_locked_snapshot(swiss_cut, opponent, deck_format):
    deck = valid_deck(opponent.player, deck_format)
    registration = tournament_register(tournament=swiss_cut, player=opponent.player, deck=deck)
    deck.refresh_from_db()
    assert deck.locked
    assert registration.deck.event == f"tournament:{swiss_cut.pk}" and registration.deck.visibility == "private"
    assert not registration.checked_in and registration.late_round is None


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"status": Deck.Status.INVALID}, "is not a checked, valid deck"),
        ({"status": Deck.Status.CHECKING, "checked_revision": 0}, "is not a checked, valid deck"),
        ({"game": "studios"}, "is not a Doomtown: Weird West Edition deck"),
    ],
)
def test_it_refuses_a_deck_that_is_not_valid_for_the_event(swiss_cut, opponent, deck_format, change, message):
    deck = valid_deck(opponent.player, deck_format)
    Deck.objects.filter(pk=deck.pk).update(**change)
    deck.refresh_from_db()
    with pytest.raises(ServiceError, match=message):
        tournament_register(tournament=swiss_cut, player=opponent.player, deck=deck)
    assert not Registration.objects.exists() and not DeckSnapshot.objects.exists()
    deck.refresh_from_db()
    assert not deck.locked


def test_it_refuses_a_deck_of_another_format_or_owner_or_none(swiss_cut, opponent, outsider, deck_format):
    other_format = DeckFormat.objects.create(key="classic", name="Classic")
    with pytest.raises(ServiceError, match="This event plays Weird West"):
        tournament_register(
            tournament=swiss_cut, player=opponent.player, deck=valid_deck(opponent.player, other_format)
        )
    with pytest.raises(NotAllowed, match="a deck of your own"):
        tournament_register(tournament=swiss_cut, player=opponent.player, deck=valid_deck(outsider.player, deck_format))
    with pytest.raises(ServiceError, match="needs a deck"):
        tournament_register(tournament=swiss_cut, player=opponent.player)
    assert not Registration.objects.exists()


def test_it_refuses_a_deck_after_the_deadline(swiss_cut, opponent, deck_format):
    deck = valid_deck(opponent.player, deck_format)
    with pytest.raises(ServiceError, match="The decklist deadline passed"):
        tournament_register(
            tournament=swiss_cut, player=opponent.player, deck=deck, now=timezone.now() + timedelta(hours=1)
        )
    assert not Registration.objects.exists()
    deck.refresh_from_db()
    assert not deck.locked


def test_it_refuses_registering_twice(swiss_cut, opponent, deck_format):
    tournament_register(tournament=swiss_cut, player=opponent.player, deck=valid_deck(opponent.player, deck_format))
    with pytest.raises(ServiceError, match="already registered"):
        tournament_register(
            tournament=swiss_cut, player=opponent.player, deck=valid_deck(opponent.player, deck_format, "Second")
        )
    assert Registration.objects.count() == 1


def test_players_check_themselves_in_but_not_others(swiss_cut, opponent, outsider, deck_format):
    registration = tournament_register(
        tournament=swiss_cut, player=opponent.player, deck=valid_deck(opponent.player, deck_format)
    )
    with pytest.raises(NotAllowed):
        tournament_check_in(tournament=swiss_cut, registration_id=registration.pk, actor=outsider.player)
    tournament_check_in(tournament=swiss_cut, registration_id=registration.pk, actor=opponent.player)
    registration.refresh_from_db()
    assert registration.checked_in


def test_a_late_entry_joins_at_the_next_round_with_missed_round_points(
    swiss_cut, entered, owner, opponent, deck_format
):
    Tournament.objects.filter(pk=swiss_cut.pk).update(missed_round_points=1)
    first = tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    deck = valid_deck(opponent.player, deck_format)
    with pytest.raises(NotAllowed, match="ask the staff for a late entry"):
        tournament_register(tournament=swiss_cut, player=opponent.player, deck=deck)
    Tournament.objects.filter(pk=swiss_cut.pk).update(deck_deadline=None)
    late = tournament_register(tournament=swiss_cut, player=opponent.player, deck=deck, actor=owner.player)
    assert late.late_round == 2 and late.checked_in
    assert not first.matches.filter(seats__player=opponent.player).exists()
    play_round(swiss_cut, first)
    second = tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    assert second.byes.count() == 1
    assert second.byes.filter(registration=late).exists() or second.matches.filter(seats__player=opponent.player)
    swiss_cut.refresh_from_db()
    row = next(r for r in standings(swiss_cut, through=1) if r["registration"] == late)
    assert row["points"] == 1


def test_it_refuses_a_late_entry_after_the_cut(swiss_cut, entered, owner, opponent, deck_format):
    Tournament.objects.filter(pk=swiss_cut.pk).update(deck_deadline=None)
    for _ in range(3):
        play_round(swiss_cut, tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player))
    tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    deck = valid_deck(opponent.player, deck_format)
    with pytest.raises(ServiceError, match="The cut is made: no more late entries"):
        tournament_register(tournament=swiss_cut, player=opponent.player, deck=deck, actor=owner.player)
    assert not Registration.objects.filter(player=opponent.player).exists()
    deck.refresh_from_db()
    assert not deck.locked


def test_a_dropped_player_is_not_paired_again(swiss_cut, entered, owner, players):
    first = tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    with pytest.raises(NotAllowed):
        tournament_drop(tournament=swiss_cut, registration_id=entered[0].pk, actor=players[1].player)
    dropped = tournament_drop(tournament=swiss_cut, registration_id=entered[0].pk, actor=players[0].player)
    assert dropped.dropped_after == 1
    with pytest.raises(ServiceError, match="already dropped"):
        tournament_drop(tournament=swiss_cut, registration_id=entered[0].pk, actor=owner.player)
    play_round(swiss_cut, first)
    second = tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    assert not second.matches.filter(seats__player=players[0].player).exists()
    assert second.byes.count() == 1


def test_staff_check_in_a_late_arrival_for_the_next_round(swiss_cut, entered, owner, opponent, deck_format):
    deck = valid_deck(opponent.player, deck_format)
    late = tournament_register(tournament=swiss_cut, player=opponent.player, deck=deck)
    tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    with pytest.raises(NotAllowed, match="Check-in closed"):
        tournament_check_in(tournament=swiss_cut, registration_id=late.pk, actor=opponent.player)
    tournament_check_in(tournament=swiss_cut, registration_id=late.pk, actor=owner.player)
    late.refresh_from_db()
    assert late.checked_in and late.late_round == 2
    with pytest.raises(ServiceError, match="already in the event"):
        tournament_check_in(tournament=swiss_cut, registration_id=late.pk, actor=owner.player)
