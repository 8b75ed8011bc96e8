"""Token dudes: dudes that effects bring into play and that leave the game when they leave play.

A token made during the game is recorded in ``state.tokens`` (``{"code", "owner", "until"}``, plus
``stays_at`` for a token bound to its location; never changed once made) and gets the next card
id: the card table is the decks' cards followed by the tokens in the order they were made, so a
state rebuilt from JSON or replayed from its actions has the same ids. A token that leaves play
goes to its owner's ``removed`` zone (``zones.leave_play``), never to a discard pile or Boot Hill.

Tokens are dudes for everything else (posses, casualties, influence, control). Their printed
upkeep is 0 and they are never in a deck, so no starting gang holds one. "Non-token" conditions
read ``is_token``.

The tokens' own rules: a Gunslinger is removed after the shootout it was made for (``until``
"shootout"), unless an effect makes it permanent (``until`` "play"); an Ancestor Spirit when it
leaves the location it entered play at, or at the end of the turn.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from games.engines.doomtown.table import with_token
from games.engines.doomtown.town import NOWHERE
from games.engines.doomtown.zones import leave_play, put_into_play

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

GUNSLINGER, ANCESTOR_SPIRIT = "24261", "24260"
LASTS = {GUNSLINGER: "shootout", ANCESTOR_SPIRIT: "turn"}
BOUND_TO_LOCATION = frozenset({ANCESTOR_SPIRIT})


def is_token(state: DoomtownState, card: int) -> bool:
    return state.table[card].card.token


def make_token(
    state: DoomtownState, code: str, seat: int, location: int, *, booted: bool = False, permanent: bool = False
) -> int:
    """A token dude of ``seat`` enters play at ``location``; returns its new card id."""
    entry: dict[str, Any] = {"code": code, "owner": seat, "until": "play" if permanent else LASTS[code]}
    if code in BOUND_TO_LOCATION:
        entry["stays_at"] = location
    state.tokens.append(entry)
    state.table = with_token(state.table, code, seat)
    card = len(state.table) - 1
    state.at.append(location)  # the per-card lists grow with the table
    state.attached_to.append(NOWHERE)
    state.booted.append(0)
    state.bounty.append(0)
    state.rock.append(0)
    put_into_play(state, card, seat)
    state.booted[card] = int(booted)
    state.note({"type": "token", "card": card, "code": code, "seat": seat, "at": location, "booted": booted})
    return card


def _live(state: DoomtownState) -> Iterator[tuple[int, dict[str, Any]]]:
    """(card, record) of the tokens in play."""
    first = len(state.table) - len(state.tokens)
    for index, entry in enumerate(state.tokens):
        card = first + index
        if card in state.play[entry["owner"]]:
            yield card, entry


def remove_token(state: DoomtownState, card: int) -> None:
    """Remove a token from the game by its own rule: out of any posse, then out of play."""
    for frame in state.stack:
        if frame["kind"] == "shootout":
            for posse in frame["posse"]:
                if card in posse:
                    posse.remove(card)
    leave_play(state, card, ace=False)


def _remove_where(state: DoomtownState, gone: Any) -> None:
    for card, entry in list(_live(state)):
        if gone(card, entry):
            remove_token(state, card)


def shootout_over(state: DoomtownState) -> None:
    """Gunslingers made for the shootout that just ended leave the game."""
    if state.tokens:
        _remove_where(state, lambda card, entry: entry["until"] == "shootout")


def turn_over(state: DoomtownState) -> None:
    """Tokens that last until the end of the turn leave the game."""
    if state.tokens:
        _remove_where(state, lambda card, entry: entry["until"] == "turn")


def strays(state: DoomtownState) -> None:
    """Tokens bound to a location that have left it leave the game (checked after every step)."""
    if state.tokens:
        _remove_where(state, lambda card, entry: "stays_at" in entry and state.at[card] != entry["stays_at"])
