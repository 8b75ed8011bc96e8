"""Taking casualties: discard 1 / ace 2, Harrowed home 1 / discard 2 / ace 3, Sidekicks 1; never
more than suffered, always as many as possible; and who collects a wanted casualty's bounty.

In the multiplayer variant a side's controller also assigns casualties to third-party dudes on
their side, but the first one goes to a dude of their own when they still have one.

A dude discarded or aced as a casualty is an event about to happen (``abilities/would.py``): a card
may replace it (Lay On Hands sends them home booted instead), and the casualty stays covered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.base import Action
from games.engines.doomtown.abilities.core import HOOKS
from games.engines.doomtown.abilities.keywords import has_keyword
from games.engines.doomtown.abilities.would import lose_dude
from games.engines.doomtown.control import controller
from games.engines.doomtown.fight import current, opponent, send_home_booted, side_posse, side_seats
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.town import adjusted_stat, attachments, is_harrowed
from games.engines.doomtown.zones import leave_play

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

VERBS = {"home": "Send home booted", "discard": "Discard", "ace": "Ace"}


def casualty_options(state: DoomtownState, side: int) -> list[tuple[int, str, int]]:
    """(card, how, casualties covered) for each way to take a casualty from the side's posse."""
    options = []
    fight = current(state)
    chosen = {card for _, card, _ in fight.get("tie_casualties", [])}  # chosen, not yet applied
    for dude in side_posse(state, fight, side):
        if not _spared(state, fight, side, dude) and dude not in chosen:
            options += _ways_to_fall(state, dude)
        options += [
            (item, "discard", 1)
            for item in attachments(state, dude)
            if has_keyword(state, item, "Sidekick") and item not in chosen  # printed or gained (Decimator Array)
        ]
    return options


def _ways_to_fall(state: DoomtownState, dude: int) -> list[tuple[int, str, int]]:
    if is_harrowed(state, dude):
        return [(dude, "home", 1), (dude, "discard", 2), (dude, "ace", adjusted_stat(state, "ace_covers", dude, 3))]
    return [(dude, "discard", 1), (dude, "ace", adjusted_stat(state, "ace_covers", dude, 2))]


def _spared(state: DoomtownState, fight: Frame, side: int, dude: int) -> bool:
    """The dude cannot be chosen as a casualty this round (Reverend Bob Hungate), or not unless its
    side lost by this many ranks (Holy Roller)."""
    if any(effect["stat"] == "no_casualty" and effect["card"] == dude for effect in state.effects):
        return True
    unless = adjusted_stat(state, "spared_unless_lost_by", dude, 0)
    return bool(unless) and not (fight["loser"] == side and fight.get("lost_by", 0) >= unless)


def _most_covered(options: list[tuple[int, str, int]], cap: int, skip: int | None = None) -> int:
    """The most casualties (up to ``cap``) coverable using each card at most once."""
    reachable = 1  # bit i set: i casualties coverable exactly
    per_card: dict[int, list[int]] = {}
    for card, _, amount in options:
        if card != skip:
            per_card.setdefault(card, []).append(amount)
    limit = (1 << (cap + 1)) - 1
    for amounts in per_card.values():
        reachable |= _or_shifts(reachable, amounts) & limit
    return reachable.bit_length() - 1


def _or_shifts(bits: int, amounts: list[int]) -> int:
    result = 0
    for amount in amounts:
        result |= bits << amount
    return result


def casualties_legal(state: DoomtownState, frame: Frame) -> list[Action]:
    """Only ways that still let the side cover as many casualties as it can, never more."""
    side, left = frame["seat"], frame["left"]
    options = casualty_options(state, side)
    best = _most_covered(options, left)
    allowed = [
        (card, how, amount)
        for card, how, amount in options
        if amount <= left and amount + _most_covered(options, left - amount, skip=card) == best
    ]
    own = [option for option in allowed if controller(state, option[0]) == side]
    pinned = [option for option in options if option[2] <= left and _pinned(state, option[0])]
    if frame["first"] and pinned:  # a card names the first casualty (Pinned Down)
        allowed = pinned
    elif frame["first"] and own:  # third-party dudes only after a casualty of the side's own
        allowed = own
    return [
        {
            "type": "casualty",
            "card": card,
            "how": how,
            "label": f"{VERBS[how]} {state.table[card].name} (covers {amount})",
        }
        for card, how, amount in allowed
    ]


def _pinned(state: DoomtownState, card: int) -> bool:
    return any(effect["stat"] == "pinned" and effect["card"] == card for effect in state.effects)


def casualties_act(state: DoomtownState, frame: Frame, action: Action) -> None:
    """One casualty taken; in an absolute tie (``simultaneous``) only chosen, to be taken with the
    other side's (``take_tie_casualty``)."""
    side, card, how = frame["seat"], action["card"], action["how"]
    amount = next(a for c, h, a in casualty_options(state, side) if c == card and h == how)
    fight = current(state)
    if frame.get("simultaneous"):
        fight.setdefault("tie_casualties", []).append([side, card, how])
    else:
        _leave_posse(state, fight, card)
    frame["left"] -= amount
    frame["first"] = False
    if frame["left"] <= 0 or _most_covered(casualty_options(state, side), frame["left"]) == 0:
        state.stack.pop()
    if not frame.get("simultaneous"):  # after the frame is settled: a react window may open above it
        _chosen(state, card)
        _take(state, fight, side, card, how)


def nothing_left_to_take(state: DoomtownState) -> None:
    """A choice or react window above a casualties decision is over: if it took the dudes that
    decision could still choose (Byron Decker discarding another dude of his posse instead), the
    side has nothing left to take and the decision is over."""
    top = state.stack[-1] if state.stack else None
    if top is None or top["kind"] != "casualties" or top.get("simultaneous"):
        return
    if _most_covered(casualty_options(state, top["seat"]), top["left"]) == 0:
        state.stack.pop()


def take_tie_casualty(state: DoomtownState, fight: Frame) -> None:
    """The next chosen casualty of an absolute tie. Both sides chose before any was taken, so
    what one side's casualty sets off (a react, a replacement) never changes the other side's
    choice: "apply casualties simultaneously"."""
    side, card, how = fight["tie_casualties"].pop(0)
    _chosen(state, card)
    _take(state, fight, side, card, how)


def _chosen(state: DoomtownState, card: int) -> None:
    """A card's trait on being chosen as a casualty (``HOOKS["chosen_casualty"]``, fn(state, card):
    Empty Schell), before it is taken: what it asks waits under what taking it opens."""
    trait = HOOKS.get("chosen_casualty", {}).get(state.table[card].card.code)
    if trait is not None:
        trait(state, card)


def _leave_posse(state: DoomtownState, fight: Frame, card: int) -> None:
    for posse in fight["posse"]:  # its controller's: a dude lent for the shootout is in the borrower's
        if card in posse:
            posse.remove(card)


def _take(state: DoomtownState, fight: Frame, side: int, card: int, how: str) -> None:
    _leave_posse(state, fight, card)
    if how == "home":
        send_home_booted(state, card)
    elif state.table[card].type == "dude":  # a card may replace it (Lay On Hands): the casualty stays covered
        winners = side_seats(state, fight, opponent(fight, side))
        lose_dude(state, card, ace=how == "ace", casualty=True, winners=winners)
    else:
        leave_play(state, card, ace=False)  # a Sidekick


DECISIONS = {
    "casualties": (casualties_legal, casualties_act),
}
