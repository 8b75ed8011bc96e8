"""The lobby's Doomtown fields: the player's deck, and the Automaton's deck, archetype and twists.

They set the engine option ``decks`` (the chosen deck for the player's own seats, the Automaton's
ready-made deck for its seat, the starters in turn for any other seat) and, when a seat is the
``gunfighter`` bot, ``automaton`` (that seat, the archetype, the twists). An unknown twist or deck
cannot be posted.
"""

from __future__ import annotations

from typing import Any

from django import forms

from games.engines.doomtown.automaton_rules import ARCHETYPES, TWIST_EXPLANATIONS, TWISTS
from games.engines.doomtown.cards import deck_files
from games.engines.doomtown.decks import STARTER_DECKS

AUTOMATON_BOT = "bot:gunfighter"
REGISTERED_PREFIX = "deck:"


def automaton_deck_keys() -> list[str]:
    return [key for key in deck_files() if key.startswith("automaton-")]


def registered_decks(user: Any) -> list[Any]:
    """The user's own Doomtown decks that the validator passed."""
    if user is None or not user.is_authenticated:
        return []
    from league.models import Deck

    return list(Deck.objects.filter(owner__user=user, game="doomtown", status=Deck.Status.VALID).order_by("name"))


def add_solo_fields(form: forms.Form, user: Any) -> dict[str, Any]:
    """Adds the solo game's fields; returns the user's own decks offered there, by choice key."""
    registered = {f"{REGISTERED_PREFIX}{deck.pk}": deck for deck in registered_decks(user)}
    form.fields["solo_automaton_deck"] = forms.ChoiceField(
        label="The Automaton's deck",
        choices=[(key, _deck_title(key, "automaton-")) for key in automaton_deck_keys()],
        initial="automaton-law-dogs",
        required=False,
    )
    form.fields["solo_archetype"] = forms.ChoiceField(
        label="Archetype",
        choices=[(name, name.title()) for name in ARCHETYPES],
        initial=ARCHETYPES[0],
        required=False,
    )
    form.fields["solo_twists"] = forms.MultipleChoiceField(
        label="Twists",
        required=False,
        widget=forms.CheckboxSelectMultiple,
        choices=list(TWISTS.items()),
    )
    mine = [(key, f"My deck: {deck.name}") for key, deck in registered.items()]
    form.fields["solo_my_deck"] = forms.ChoiceField(
        label="Your deck",
        choices=[(key, f"Starter: {_deck_title(key, 'starter-')}") for key in STARTER_DECKS] + mine,
        initial=STARTER_DECKS[0],
        required=False,
    )
    return registered


def _deck_title(key: str, prefix: str) -> str:
    """A ready-made deck's file key as a person reads it: "automaton-law-dogs" -> "Law Dogs"."""
    return key.removeprefix(prefix).replace("-", " ").title()


def twist_rows(form: forms.Form) -> list[dict[str, Any]]:
    """Every twist for the page, as a checkbox (ticked again when the form comes back with errors)."""
    checked = set(form.data.getlist("solo_twists")) if form.is_bound and hasattr(form.data, "getlist") else set()
    return [
        {"key": key, "label": label, "explanation": TWIST_EXPLANATIONS[key], "checked": key in checked}
        for key, label in TWISTS.items()
    ]


def solo_options(
    form: forms.Form, registered: dict[str, Any], seat_texts: list[str], options: dict[str, Any]
) -> dict[str, Any]:
    """``options`` with ``decks`` set (the chosen deck for the player's own seats, the starters in
    turn for the others) and, when a seat is the Gunfighter, ``automaton`` and its deck."""
    data = form.cleaned_data
    automaton_seat = seat_texts.index(AUTOMATON_BOT) if AUTOMATON_BOT in seat_texts else None
    mine = data.get("solo_my_deck") or STARTER_DECKS[0]
    my_deck = registered[mine].contents if mine in registered else mine
    decks: list[Any] = []
    for index, text in enumerate(seat_texts):
        if index == automaton_seat:
            decks.append(data.get("solo_automaton_deck") or automaton_deck_keys()[0])
        elif text == "me":
            decks.append(my_deck)
        else:
            decks.append(STARTER_DECKS[index % len(STARTER_DECKS)])
    if automaton_seat is None:
        return {**options, "decks": decks}
    twists = sorted(data.get("solo_twists") or [])
    archetype = data.get("solo_archetype") or ARCHETYPES[0]
    return {**options, "decks": decks, "automaton": {"seat": automaton_seat, "archetype": archetype, "twists": twists}}
