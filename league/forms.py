from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from django import forms
from django.contrib.auth.forms import UserCreationForm

from games.catalogue import get_game
from league.models import League, Player, Season
from league.results import FieldSpec, scoring_for
from league.tournament.results import ResultsError
from league.tournament.standings import parse_tiebreakers


class SignUpForm(UserCreationForm):
    display_name = forms.CharField(max_length=60, help_text="How other players see you in standings.")
    email = forms.EmailField(
        required=False, help_text="Optional: for results to confirm and moves to make (you can turn it off)."
    )

    class Meta(UserCreationForm.Meta):
        fields = ("username", "display_name", "email")


class ProfileForm(forms.ModelForm):
    """The player's name and mail setting, and the account's e-mail address."""

    email = forms.EmailField(required=False, help_text="Where the mail about what waits for you goes.")

    class Meta:
        model = Player
        fields = ("display_name", "email", "email_waiting")

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["email"].initial = self.instance.user.email

    def save(self, commit: bool = True) -> Player:
        player = super().save(commit)
        player.user.email = self.cleaned_data["email"]
        if commit:
            player.user.save(update_fields=["email"])
        return player


# ---------------------------------------------------------------- leagues and results


class LeagueForm(forms.ModelForm):
    class Meta:
        model = League
        fields = ("name", "game", "description")  # the address is made from the name: league_create


class SeasonForm(forms.ModelForm):
    """Season settings an organiser may change; lists are typed as comma-separated values."""

    placement_points = forms.CharField(help_text="Points for 1st, 2nd, ... in pods of 3 or more, comma-separated.")
    tiebreakers = forms.CharField(required=False, help_text="In order, comma-separated: sos, esos, omw, h2h, ...")

    class Meta:
        model = Season
        fields = (
            "name",
            "starts_on",
            "ends_on",
            "points_win",
            "points_draw",
            "points_loss",
            "placement_points",
            "min_games",
            "repeat_limit",
            "repeat_window",
            "tiebreakers",
            "confirm_after_hours",
        )
        widgets = {
            "starts_on": forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"),
            "ends_on": forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"),
        }

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if not self.is_bound and self.instance.pk:
            self.initial["placement_points"] = ", ".join(str(p) for p in self.instance.placement_points)
            self.initial["tiebreakers"] = ", ".join(self.instance.tiebreakers)

    def clean_placement_points(self) -> list[int]:
        try:
            points = [int(part) for part in self.cleaned_data["placement_points"].split(",") if part.strip()]
        except ValueError:
            raise forms.ValidationError("Whole numbers separated by commas, e.g. 4, 2, 1, 0.") from None
        if not points or any(point < 0 for point in points):
            raise forms.ValidationError("Give at least one number, none below zero.")
        return points

    def clean_tiebreakers(self) -> list[str]:
        try:
            return list(parse_tiebreakers(self.cleaned_data["tiebreakers"].split(",")))
        except ResultsError as error:
            raise forms.ValidationError(str(error)) from None


def _field_for(spec: FieldSpec, seats: int) -> forms.Field:
    attrs = {"aria-label": spec.label}
    if spec.kind == "bool":
        return forms.BooleanField(label=spec.label, required=False, help_text=spec.help)
    if spec.kind == "outcome":
        choices = [("", "—"), ("win", "Win"), ("loss", "Loss"), ("draw", "Draw")]
        return forms.ChoiceField(label=spec.label, choices=choices, required=False, help_text=spec.help)
    if spec.kind == "seat":
        choices = [("", "—")] + [(str(index), f"Seat {index + 1}") for index in range(seats)]
        return forms.ChoiceField(label=spec.label, choices=choices, required=False, help_text=spec.help)
    if spec.minimum is not None:
        attrs["min"] = str(spec.minimum)
    if spec.maximum is not None:
        attrs["max"] = str(spec.maximum)
    # The scoring function checks the range, so its message is the same on the page and in the API.
    return forms.IntegerField(
        label=spec.label,
        required=False,
        help_text=spec.help,
        widget=forms.NumberInput(attrs={**attrs, "inputmode": "numeric"}),
    )


class ResultForm(forms.Form):
    """A result for one game: who sat where and the game's own fields, per seat and for the match."""

    def __init__(
        self, *args: Any, game: str, players: Iterable[Any], seats: int, with_players: bool = True, **kwargs: Any
    ) -> None:
        super().__init__(*args, **kwargs)
        self.game, self.seat_count, self.with_players = game, seats, with_players
        scoring = scoring_for(game)
        # People only: a game against a bot is played in the browser, where the game records its result.
        choices = [("", "— choose —")] + [(str(p.pk), p.display_name) for p in players]
        self.with_decks = with_players and get_game(game).uses_decks
        for index in range(seats):
            if with_players:
                self.fields[f"seat{index}-player"] = forms.ChoiceField(label="Player", choices=choices)
            if self.with_decks:
                self.fields[f"seat{index}-deck"] = forms.CharField(label="Deck", max_length=120, required=False)
            for spec in scoring.seat_fields:
                self.fields[f"seat{index}-{spec.name}"] = _field_for(spec, seats)
        for spec in scoring.match_fields:
            self.fields[f"match-{spec.name}"] = _field_for(spec, seats)
        self.seat_specs, self.match_specs = scoring.seat_fields, scoring.match_fields

    def seat_rows(self) -> list[tuple[forms.BoundField | None, list[forms.BoundField]]]:
        rows = []
        for index in range(self.seat_count):
            fields = [self[f"seat{index}-{spec.name}"] for spec in self.seat_specs]
            if self.with_decks:
                fields.insert(0, self[f"seat{index}-deck"])
            rows.append((self[f"seat{index}-player"] if self.with_players else None, fields))
        return rows

    def deck_names(self) -> list[str]:
        return [self.cleaned_data.get(f"seat{index}-deck", "") for index in range(self.seat_count)]

    def match_fields(self) -> list[forms.BoundField]:
        return [self[f"match-{spec.name}"] for spec in self.match_specs]

    def raws(self) -> list[dict[str, Any]]:
        data = self.cleaned_data
        return [
            {spec.name: data.get(f"seat{index}-{spec.name}") for spec in self.seat_specs}
            for index in range(self.seat_count)
        ]

    def details(self) -> dict[str, Any]:
        return {spec.name: self.cleaned_data.get(f"match-{spec.name}") for spec in self.match_specs}

    def seat_choices(self) -> list[str]:
        return [self.cleaned_data[f"seat{index}-player"] for index in range(self.seat_count)]

    def add_service_errors(self, message: str, errors: dict[str, str]) -> None:
        """Put each error from result entry ("seats.1.rank", "details.x") on its field, the rest on top."""
        placed = False
        for path, text in errors.items():
            parts = path.split(".")
            name = None
            if parts[0] == "seats" and len(parts) == 3:
                name = f"seat{parts[1]}-{parts[2]}"
            elif parts[0] == "details" and len(parts) == 2:
                name = f"match-{parts[1]}"
            if name in self.fields:
                self.add_error(name, text)
                placed = True
            else:
                self.add_error(None, text)
                placed = True
        if not placed:
            self.add_error(None, message)


def seat_count_choices(game: str) -> Sequence[int]:
    info = get_game(game)
    return range(info.min_players, info.max_players + 1)


class DisputeForm(forms.Form):
    reason = forms.CharField(
        max_length=500, widget=forms.Textarea(attrs={"rows": 2}), help_text="What is wrong with the reported result?"
    )


class MemberForm(forms.Form):
    username = forms.CharField(max_length=150)
