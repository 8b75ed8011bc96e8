"""React windows: after an event, each player from the Dealer may use a react that fits it.

Traits that act on the same event are hooks that run as the event happens, so they always come
before reacts (the rulebook's priority: traits, then reacts; no implemented card replaces an
event "instead"). A window holds one decision per player who has a usable react, in turn order.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from games.engines.base import Action
from games.engines.doomtown.abilities.core import HOOKS, Use, ability_resolves
from games.engines.doomtown.abilities.effects import acting, silenced
from games.engines.doomtown.abilities.extra_uses import mark_used, spent
from games.engines.doomtown.fight import SENT_HOME
from games.engines.doomtown.setup import GAME_STARTS
from games.engines.doomtown.turns import order_from, push_in_order
from games.engines.doomtown.zones import BOUNTY_REACTS

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

Frame = dict[str, Any]
GAME_START = "game_start"  # after the opening hands are drawn: the Grifters' reacts


@dataclass(frozen=True)
class React:
    code: str
    event: str
    text: str
    applies: Callable[[Use, dict[str, Any]], bool]
    effect: Callable[[Use, dict[str, Any]], None]
    boot: bool = True
    controller: bool = False
    owner: bool = False  # "Owner React": its owner uses it, whoever controls the deed
    repeat: bool = False  # a Repeat React: not once a turn (its own limit is in ``applies``)


REACTS: dict[str, React] = {}
# What goes on once a react window's decision is over (windows.py: a shootout window resumes).
REACTS_DONE: list[Callable[[DoomtownState], None]] = []


def _done(state: DoomtownState) -> None:
    for fn in REACTS_DONE:
        fn(state)


def react(code: str, event: str, **options: Any) -> Callable[[Callable[[Use, dict[str, Any]], None]], Any]:
    def register(effect: Callable[[Use, dict[str, Any]], None]) -> Callable[[Use, dict[str, Any]], None]:
        REACTS[code] = React(code=code, event=event, text=effect.__doc__ or event, effect=effect, **options)
        return effect

    return register


def _usable(state: DoomtownState, seat: int, event: str, data: dict[str, Any]) -> list[int]:
    found = []
    for owner in range(state.players):
        for card in state.play[owner]:
            spec = REACTS.get(state.table[card].card.code)
            if spec is None or spec.event != event or (spec.boot and state.booted[card]):
                continue
            if silenced(state, card):
                continue
            use = Use(state, seat, card)
            mine = state.table[card].owner == seat if spec.owner else use.controls_card()
            fresh = spec.repeat or not spent(state, card, f"{card}/react")
            if mine and fresh and spec.applies(use, data):
                found.append(card)
    return found


def after(state: DoomtownState, event: str, **data: Any) -> None:
    frames = [
        {"kind": "react", "seat": seat, "event": event, "data": data}
        for seat in order_from(state, state.dealer)
        if _usable(state, seat, event, data)
    ]
    push_in_order(state, frames)


def react_legal(state: DoomtownState, frame: Frame) -> list[Action]:
    actions: list[Action] = [{"type": "react_pass", "label": "No react"}]
    for card in _usable(state, frame["seat"], frame["event"], frame["data"]):
        spec = REACTS[state.table[card].card.code]
        actions.append({"type": "react", "card": card, "label": f"{state.table[card].name}: {spec.text}"})
    return actions


def react_act(state: DoomtownState, frame: Frame, action: Action) -> None:
    state.stack[:] = [f for f in state.stack if f is not frame]
    if action["type"] == "react_pass":
        _done(state)
        return
    card = action["card"]
    spec = REACTS[state.table[card].card.code]
    if not spec.repeat:
        mark_used(state, card, f"{card}/react")
    if spec.boot:
        state.booted[card] = 1
    state.note({"type": "react", "seat": frame["seat"], "card": card})
    ability_resolves(state, frame["seat"])
    with acting(frame["seat"]):
        spec.effect(Use(state, frame["seat"], card), frame["data"])
    ability_resolves(state, frame["seat"], done=True)
    _done(state)


def _bounty_raised(state: DoomtownState, dude: int) -> None:
    trait = HOOKS.get("given_bounty", {}).get(state.table[dude].card.code)  # traits before reacts
    if trait is not None:
        trait(state, dude)
    after(state, "bounty", dude=dude)


def _game_started(state: DoomtownState) -> None:
    after(state, GAME_START)


def _sent_home(state: DoomtownState, dude: int, origin: int) -> None:
    after(state, "home_booted", dude=dude, origin=origin)


BOUNTY_REACTS[:] = [_bounty_raised]
GAME_STARTS.append(_game_started)
SENT_HOME[:] = [_sent_home]
DECISIONS = {"react": (react_legal, react_act)}
