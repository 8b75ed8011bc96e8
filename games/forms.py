"""Forms for the lobby and the game page. They parse and check input; the rules live in services."""

from __future__ import annotations

import json
from typing import Any

from django import forms

from automaton.strategies import available_bots, bot_label
from games import forms_boss_battle, forms_doomtown
from games.engines import Engine, engines
from games.services import SEED_LIMIT, SeatSpec

SEAT_EMPTY = ""


def game_choices() -> list[tuple[str, str]]:
    return [(engine.key, engine.name) for engine in engines()]


class GameChoiceForm(forms.Form):
    game = forms.ChoiceField(choices=game_choices)


class NewGameForm(forms.Form):
    """Seats, options and seed for one engine; the fields depend on the engine chosen."""

    seed = forms.IntegerField(
        label="Deal number",
        required=False,
        min_value=0,
        max_value=SEED_LIMIT - 1,
        help_text="Leave empty for a secret deal. A chosen deal replays a deal with friends: "
        "such a game is never rated and never enters the leaderboard.",
    )

    def __init__(self, engine: Engine, *args: Any, user: Any = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.engine = engine
        self.registered: dict[str, Any] = {}
        seat_choices = [("me", "Me"), ("invite", "Another player (invite link)")]
        seat_choices += [(f"bot:{name}", f"Bot: {bot_label(name)}") for name in available_bots(engine.key)]
        # A new table offers the Automaton where there is one, else the Normal bot.
        usual_bot = next(c for c, _ in reversed(seat_choices) if c in ("bot:gunfighter", "bot:heuristic", "me"))
        for index in range(engine.max_players):
            required = index < engine.min_players
            choices = seat_choices if required else [(SEAT_EMPTY, "No one"), *seat_choices]
            self.fields[f"seat_{index}"] = forms.ChoiceField(
                label=f"Seat {index + 1}",
                choices=choices,
                required=required,
                initial="me" if index == 0 else (SEAT_EMPTY if not required else usual_bot),
            )
        for spec in engine.options:
            if spec.name not in SET_BY_OWN_FIELDS.get(engine.key, ()):
                self.fields[f"option_{spec.name}"] = option_field(spec)
        if engine.key == "doomtown":
            self.registered = forms_doomtown.add_solo_fields(self, user)
            forms_boss_battle.add_boss_fields(self, engine.max_players)

    def clean(self) -> dict[str, Any] | None:
        cleaned = super().clean()
        if "boss_scenario" in self.fields:
            forms_boss_battle.check_villain_seat(self, self._seat_field_texts())
        return cleaned

    def _seat_field_texts(self) -> list[str]:
        return [self.cleaned_data.get(f"seat_{i}") or SEAT_EMPTY for i in range(self.engine.max_players)]

    def _seat_texts(self) -> list[str]:
        return [text for text in self._seat_field_texts() if text != SEAT_EMPTY]

    def seat_specs(self) -> list[SeatSpec]:
        return [SeatSpec.parse(text) for text in self._seat_texts()]

    def options(self) -> dict[str, Any]:
        options = {
            spec.name: self.cleaned_data[f"option_{spec.name}"]
            for spec in self.engine.options
            if f"option_{spec.name}" in self.fields
        }
        if self.engine.key == "doomtown":
            options = forms_doomtown.solo_options(self, self.registered, self._seat_texts(), options)
            options = forms_boss_battle.boss_options(self, self._seat_field_texts(), options)
        return options

    def boss_fields(self) -> list[forms.BoundField]:
        """The Boss Battle fields (Doomtown), with what the lobby says about them (``boss_notes``)."""
        return [self[name] for name in ("boss_scenario", "boss_villain") if name in self.fields]

    def boss_notes(self) -> dict[str, Any]:
        return forms_boss_battle.boss_notes()

    def solo_fields(self) -> list[forms.BoundField]:
        """The solo Doomtown fields (twists are drawn from ``twist_rows``)."""
        names = ("solo_automaton_deck", "solo_archetype")
        return [self[name] for name in names if name in self.fields]

    def deck_fields(self) -> list[forms.BoundField]:
        """The deck the signed-in player's seats play (Doomtown)."""
        return [self["solo_my_deck"]] if "solo_my_deck" in self.fields else []

    def twist_rows(self) -> list[dict[str, Any]]:
        return forms_doomtown.twist_rows(self) if "solo_twists" in self.fields else []

    def seat_fields(self) -> list[forms.BoundField]:
        return [self[f"seat_{i}"] for i in range(self.engine.max_players)]

    def option_fields(self) -> list[forms.BoundField]:
        """The engine's options that are fields of their own (not set through other lobby fields)."""
        return [self[f"option_{spec.name}"] for spec in self.engine.options if f"option_{spec.name}" in self.fields]


# Engine options the lobby sets from fields a person reads (deck lists, the Automaton's fieldset,
# Boss Battle!), never as JSON typed into a box.
SET_BY_OWN_FIELDS = {"doomtown": frozenset({"decks", "automaton", "boss_battle"})}


class TypedChoice(forms.TypedChoiceField):
    """Choices of any JSON type: the posted text maps back to the value it stands for."""

    def __init__(self, values: tuple[Any, ...], **kwargs: Any) -> None:
        self.values = {json.dumps(value): value for value in values}
        super().__init__(
            choices=[(key, str(value)) for key, value in self.values.items()], coerce=self.values.__getitem__, **kwargs
        )

    def prepare_value(self, value: Any) -> Any:
        return value if isinstance(value, str) and value in self.values else json.dumps(value)


def option_field(spec: Any) -> forms.Field:
    label = spec.name.replace("_", " ").capitalize()
    if spec.choices:
        return TypedChoice(spec.choices, label=label, initial=spec.default, help_text=spec.help)
    if isinstance(spec.default, bool):
        return forms.BooleanField(label=label, initial=spec.default, required=False, help_text=spec.help)
    if isinstance(spec.default, int):
        return forms.IntegerField(label=label, initial=spec.default, help_text=spec.help)
    if isinstance(spec.default, str):
        return forms.CharField(label=label, initial=spec.default, required=False, help_text=spec.help)
    return forms.JSONField(label=label, initial=spec.default, required=spec.default is not None, help_text=spec.help)


class ActionForm(forms.Form):
    """One move as the game page posts it: the seat, the version seen, and the action's JSON."""

    seat = forms.IntegerField(min_value=0)
    version = forms.IntegerField(min_value=0)
    action = forms.CharField(max_length=4000)

    def clean_action(self) -> dict[str, Any]:
        try:
            action = json.loads(self.cleaned_data["action"])
        except ValueError:
            raise forms.ValidationError("the action is not valid JSON") from None
        if not isinstance(action, dict):
            raise forms.ValidationError("an action is a JSON object")
        return action


class UndoForm(forms.Form):
    seat = forms.IntegerField(min_value=0)
    version = forms.IntegerField(min_value=0)
