"""Forms of the tournament pages: a new event, registration with a deck, staff edits."""

from __future__ import annotations

from typing import Any, cast

from django import forms
from django.utils import timezone

from games.catalogue import GAME_CHOICES
from league.models import Deck, DeckFormat, DeckSnapshot, Player, StaffRole, Tournament
from league.tournament import TIEBREAKERS, suggested_swiss_rounds
from league.tournament.elimination import CUT_SIZES
from league.tournaments.services import EventSettings

SUGGESTED = ", ".join(f"{n} players: {suggested_swiss_rounds(n)}" for n in (8, 16, 32, 64, 128))


class EventForm(forms.Form):
    name = forms.CharField(max_length=120)
    game = forms.ChoiceField(choices=GAME_CHOICES, initial="doomtown")
    format = forms.ChoiceField(choices=Tournament.Format.choices)
    starts_at = forms.DateTimeField(widget=forms.DateTimeInput(attrs={"type": "datetime-local"}))
    location = forms.CharField(max_length=120, required=False)
    expected_players = forms.IntegerField(
        min_value=0, required=False, help_text="Only to suggest a number of rounds; not stored"
    )
    rounds = forms.IntegerField(
        min_value=1,
        max_value=30,
        required=False,
        help_text=f"Empty: suggested from the players checked in ({SUGGESTED}).",
    )
    cut_size = forms.TypedChoiceField(
        choices=[("", "—"), *((n, f"Top {n}") for n in CUT_SIZES)],
        coerce=int,
        empty_value=None,
        required=False,
        help_text="Any size: when it is not 2, 4, 8 or 16 the top seeds get byes",
    )
    cut_double = forms.BooleanField(
        required=False, label="Double-elimination cut", help_text="Otherwise the cut is single elimination"
    )
    third_place = forms.BooleanField(
        required=False, label="Play for third place", help_text="Single elimination: the semi-final losers meet"
    )
    pod_size = forms.IntegerField(min_value=3, max_value=8, initial=4, help_text="Pods: preferred players per table")
    round_minutes = forms.IntegerField(min_value=5, max_value=300, initial=50)
    break_minutes = forms.IntegerField(min_value=0, max_value=120, initial=10)
    missed_round_points = forms.IntegerField(
        min_value=0, max_value=6, initial=0, help_text="Points a late entry gets for each round missed"
    )
    first_round_by_rating = forms.BooleanField(required=False, help_text="Otherwise round one is a seeded shuffle")
    tiebreakers = forms.CharField(initial="sos, esos", help_text=f"In order, from: {', '.join(TIEBREAKERS)}")
    deck_format = forms.ModelChoiceField(queryset=DeckFormat.objects.all(), required=False)
    deck_required = forms.BooleanField(required=False)
    deck_deadline = forms.DateTimeField(required=False, widget=forms.DateTimeInput(attrs={"type": "datetime-local"}))
    decklists_running = forms.ChoiceField(
        choices=DeckSnapshot.Visibility.choices, initial="private", help_text="Who sees decklists while the event runs"
    )
    decklists_finished = forms.ChoiceField(
        choices=DeckSnapshot.Visibility.choices, initial="public", help_text="Who sees decklists once it is over"
    )
    description = forms.CharField(required=False, widget=forms.Textarea(attrs={"rows": 3}))

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if not self.is_bound:
            self.initial.setdefault("starts_at", timezone.localtime().replace(second=0, microsecond=0))

    def settings(self) -> EventSettings:
        data = dict(self.cleaned_data)
        data.pop("expected_players")
        deck_format = data.pop("deck_format")
        data["deck_format_id"] = deck_format.pk if deck_format else None
        data["tiebreakers"] = [key.strip() for key in data["tiebreakers"].split(",") if key.strip()]
        return EventSettings(**data)

    def add_problems(self, message: str, problems: dict[str, str]) -> None:
        for name, text in problems.items():
            self.add_error(name if name in self.fields else None, text)
        if not problems:
            self.add_error(None, message)


class RegisterForm(forms.Form):
    deck = forms.ModelChoiceField(
        queryset=Deck.objects.none(),
        required=False,
        help_text="Only your checked, valid decks of the event's game are listed.",
    )
    team = forms.CharField(max_length=60, required=False, help_text="Team-mates are never paired together")
    club = forms.CharField(max_length=60, required=False, help_text="Players of one club are never paired together")

    def __init__(self, *args: Any, tournament: Tournament, player: Player, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        decks = Deck.objects.filter(owner=player, game=tournament.game, status=Deck.Status.VALID, locked=False)
        if tournament.deck_format_id:
            decks = decks.filter(format_id=tournament.deck_format_id)
        deck = cast(forms.ModelChoiceField, self.fields["deck"])
        deck.queryset = decks.order_by("name")
        deck.required = tournament.deck_required


class StaffForm(forms.Form):
    username = forms.CharField(max_length=150)
    role = forms.ChoiceField(choices=[*StaffRole.Role.choices, ("", "Remove from staff")], required=False)


class LateEntryForm(forms.Form):
    username = forms.CharField(max_length=150)
    deck = forms.IntegerField(required=False, help_text="Deck number (from the player's deck page), if needed")
