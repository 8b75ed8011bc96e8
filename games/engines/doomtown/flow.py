"""The decision stack: which frame kinds run by themselves, which wait for a player, and the day.

A frame is a plain dict with a ``kind``. ``advance`` runs automatic frames (``STEPS``) until the
top frame is a decision (``DECISIONS``: legal actions and how to apply one) or the game is over.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from games.engines.base import Action
from games.engines.doomtown import jobs, jokers, noon, shootout, tokens
from games.engines.doomtown.abilities import lowball_cheatin
from games.engines.doomtown.abilities.arrivals import watching_moves
from games.engines.doomtown.abilities.checks import settle
from games.engines.doomtown.abilities.effects import end_of_turn, expire, strays
from games.engines.doomtown.abilities.entering import production_started
from games.engines.doomtown.abilities.nightfall import (
    hand_size,
    nightfall_discards,
    nightfall_starts,
    refilled,
    unboots_at_nightfall,
)
from games.engines.doomtown.abilities.reacts import STEPS as REACT_STEPS
from games.engines.doomtown.gamblin import gamblin
from games.engines.doomtown.setup import gang_act, gang_legal, reveal_gangs, setup
from games.engines.doomtown.sundown import sundown
from games.engines.doomtown.town import production, upkeep
from games.engines.doomtown.turns import order_from, push_in_order
from games.engines.doomtown.zones import (
    draw_card,
    gain,
    leave_play,
    pay,
)

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

Frame = dict[str, Any]
HAND_SIZE = 5
PUBLIC_KEYS = (
    "kind", "seat", "step", "location", "leader_seat", "mark_seat", "mark", "leader_dude", "mark_dude", "posse", "side",
    "shooter", "round", "left", "passes", "casualties", "winner", "loser", "hands", "job",
)  # fmt: skip


# ---- the day ---------------------------------------------------------------------------------


def _production(state: DoomtownState, frame: Frame) -> None:
    state.phase = "production"
    production_started(state)  # card traits decide whose production changes hands (Natalya)
    for seat in order_from(state, state.dealer):
        amount = production(state, seat)
        gain(state, seat, amount)
        state.note({"type": "production", "seat": seat, "amount": amount})
    expire(state, "production")  # card abilities: effects "until after the next Production phase"
    frame["step"] = "upkeep"


def _upkeep(state: DoomtownState, frame: Frame) -> None:
    state.phase = "upkeep"
    frames = []
    for seat in order_from(state, state.dealer):
        repaid = min(state.debt[seat], state.stash[seat])
        if repaid:
            state.debt[seat] -= repaid
            state.stash[seat] -= repaid
            state.bank += repaid
        if any(upkeep(state, seat, card) > 0 for card in state.play[seat]):
            frames.append({"kind": "upkeep", "seat": seat, "paid": []})
    push_in_order(state, frames)
    frame["step"] = "noon"


def upkeep_legal(state: DoomtownState, frame: Frame) -> list[Action]:
    seat = frame["seat"]
    actions: list[Action] = []
    unpaid = []
    for card in state.play[seat]:
        cost = upkeep(state, seat, card)
        if cost <= 0 or card in frame["paid"]:
            continue
        unpaid.append(state.table[card].name)
        if state.debt[seat] == 0 and cost <= state.stash[seat]:
            actions.append({"type": "pay", "card": card, "label": f"Pay {cost} GR upkeep for {state.table[card].name}"})
    label = f"Discard the unpaid: {', '.join(unpaid)}" if unpaid else "Upkeep done"
    actions.append({"type": "upkeep_done", "label": label})
    return actions


def upkeep_act(state: DoomtownState, frame: Frame, action: Action) -> None:
    seat = frame["seat"]
    if action["type"] == "pay":
        pay(state, seat, upkeep(state, seat, action["card"]))
        frame["paid"].append(action["card"])
        return
    for card in list(state.play[seat]):
        if upkeep(state, seat, card) > 0 and card not in frame["paid"]:
            leave_play(state, card, ace=False)
    state.stack.pop()


def _noon(state: DoomtownState, frame: Frame) -> None:
    state.phase = "noon"
    expire(state, "noon", "upkeep")  # card abilities: effects "until Noon next turn", "until after the next Upkeep"
    frame["step"] = "sundown"
    state.stack.append({"kind": "noon", "seat": state.dealer, "passes": 0})


def _nightfall(state: DoomtownState, frame: Frame) -> None:
    state.phase = "nightfall"
    push_in_order(state, [{"kind": "night", "seat": seat} for seat in order_from(state, state.dealer)])
    nightfall_starts(state)  # card abilities: their choices come first
    frame["step"] = "dawn"


def night_legal(state: DoomtownState, frame: Frame) -> list[Action]:
    seat = frame["seat"]
    done = frame.get("discarded", 0)
    label = "Done discarding, draw up" if done else "Keep the whole hand"
    actions: list[Action] = [{"type": "night_keep", "label": label}]
    if done >= nightfall_discards(state, seat):
        return actions
    offered = set()
    for card in sorted(state.hand[seat]):
        code = state.table[card].card.code
        if code not in offered:
            offered.add(code)
            actions.append({"type": "night_discard", "card": card, "label": f"Discard {state.table[card].name}"})
    return actions


def night_act(state: DoomtownState, frame: Frame, action: Action) -> None:
    seat = frame["seat"]
    if action["type"] == "night_discard":
        state.hand[seat].remove(action["card"])
        state.discard[seat].append(action["card"])
        frame["discarded"] = frame.get("discarded", 0) + 1
        if frame["discarded"] < nightfall_discards(state, seat):  # card abilities allow more discards
            return
    while len(state.hand[seat]) < hand_size(state, seat):
        card = draw_card(state, seat)
        if card is None:
            break
        state.hand[seat].append(card)
    for card in state.play[seat]:
        if unboots_at_nightfall(state, card):  # card abilities may keep it booted
            state.booted[card] = 0
    state.stack.pop()
    refilled(state, seat)  # card reacts after a hand is refilled (Silent Sigil)


def _dawn(state: DoomtownState, frame: Frame) -> None:
    end_of_turn(state)  # card abilities: effects "until the end of the turn" end, abilities refresh
    tokens.turn_over(state)
    state.traded = []
    state.replaced = []
    state.day += 1
    frame["step"] = "gamblin"


DAY_STEPS: dict[str, Callable[[DoomtownState, Frame], None]] = {
    "setup": setup,
    "reveal": reveal_gangs,
    "gamblin": gamblin,
    "production": _production,
    "upkeep": _upkeep,
    "noon": _noon,
    "sundown": sundown,
    "nightfall": _nightfall,
    "dawn": _dawn,
}


def _day(state: DoomtownState, frame: Frame) -> None:
    DAY_STEPS[frame["step"]](state, frame)


STEPS: dict[str, Callable[[DoomtownState, Frame], None]] = {
    "day": _day,
    "shootout": shootout.step,
    "job": jobs.step,
    **REACT_STEPS,  # card abilities: whose turn it is in a react window
    **lowball_cheatin.STEPS,  # Gamblin': traits on a cheatin' lowball hand
}

DECISIONS: dict[
    str, tuple[Callable[[DoomtownState, Frame], list[Action]], Callable[[DoomtownState, Frame, Action], None]]
] = {
    "gang": (gang_legal, gang_act),
    "upkeep": (upkeep_legal, upkeep_act),
    "night": (night_legal, night_act),
    **noon.DECISIONS,
    **shootout.DECISIONS,
    **jokers.DECISIONS,
    **lowball_cheatin.DECISIONS,  # Gamblin': Cheatin' Resolutions
}


def advance(state: DoomtownState) -> None:
    while state.outcome is None:
        tokens.strays(state)  # a token bound to its location leaves the game as soon as it moves
        strays(state)  # so do effects bound to a location (Strength of the Ancestors)
        settle(state)  # card rules that hold at every moment (abilities/checks.py)
        top = state.stack[-1]
        run = STEPS.get(top["kind"])
        if run is None:
            return
        watching_moves(state, run, state, top)


def legal(state: DoomtownState, frame: Frame) -> list[Action]:
    return DECISIONS[frame["kind"]][0](state, frame)


def act(state: DoomtownState, frame: Frame, action: Action) -> None:
    watching_moves(state, DECISIONS[frame["kind"]][1], state, frame, action)


def public_frames(state: DoomtownState) -> list[dict[str, Any]]:
    """The stack as anyone may see it (frames hold no hidden card ids under these keys)."""
    return [{key: frame[key] for key in PUBLIC_KEYS if key in frame} for frame in state.stack]


def redeal_hidden_choices(state: DoomtownState, seat: int, rng: Any) -> None:
    """After ``seat``'s hidden cards were dealt again, its half-made redraw picks point at cards it
    may no longer hold: pick as many again from its new draw hand, so the public count stays."""
    for frame in state.stack:
        if frame["kind"] == "redraw" and frame["seat"] == seat and frame["chosen"]:
            pool = sorted(state.draw[seat])
            rng.shuffle(pool)
            frame["chosen"] = pool[: len(frame["chosen"])]
