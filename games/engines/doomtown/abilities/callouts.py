"""Call-outs changed by cards: a mark who cannot refuse (Tin Star's dude calling out a wanted dude),
call-outs that card effects make (Bounty Hunter, Mother Bear's Rage), the reacts after a dude is
called out, before its answer (Friends in High Places), and duels with rules of their own (Howling
Howell Melton: a price to refuse, nobody else joins, one round, fewer casualties, a purse for the
winner if nobody is aced)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown.abilities.core import HOOKS
from games.engines.doomtown.abilities.effects import blank_cards
from games.engines.doomtown.abilities.reacts import after
from games.engines.doomtown.abilities.restraints import makes_no_callouts
from games.engines.doomtown.abilities.windows import picker
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.tokens import remove_token
from games.engines.doomtown.town import attachments, home
from games.engines.doomtown.zones import gain

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

CALLED_OUT = "called_out"  # leader, mark: the call-out is made, its answer not given yet


def cannot_refuse(state: DoomtownState, leader: int, mark: int) -> bool:
    """``HOOKS["unrefusable"]``: fn(state, card, leader, mark) for the leader, its attachments, its
    player's outfit (Black Hills Guardians) and the mark's attachments (The Bloody Star), or an
    ``unrefusable`` effect on the leader."""
    if any(effect["stat"] == "unrefusable" and effect["card"] == leader for effect in state.effects):
        return True  # an effect on the leader for the day (Mark of War)
    hooks = HOOKS.get("unrefusable", {})
    outfit = home(state, state.table[leader].owner)
    return any(
        hooks[state.table[card].card.code](state, card, leader, mark)
        for card in [leader, *attachments(state, leader), outfit, *attachments(state, mark)]
        if state.table[card].card.code in hooks and card not in blank_cards(state)
    )


def may_be_called_out_at(state: DoomtownState, mark: int, where: int) -> bool:
    """A dude standing at its own home is not called out there, unless one of its attachments
    says it may be (``HOOKS["called_out_at_home"]``: fn(state, card, mark): The Bloody Star)."""
    if where != home(state, state.table[mark].owner):
        return True
    hooks = HOOKS.get("called_out_at_home", {})
    return any(
        hooks[state.table[card].card.code](state, card, mark)
        for card in attachments(state, mark)
        if state.table[card].card.code in hooks and card not in blank_cards(state)
    )


def call_out(
    state: DoomtownState,
    seat: int,
    leader: int,
    mark: int,
    *,
    must_accept: bool = False,
    made_for_it: bool = False,
    refuse_price: int = 0,
    on_accept: str | None = None,
) -> None:
    """``seat``'s dude ``leader`` calls out ``mark``, whose player answers. A token ``made_for_it``
    (a Gunslinger) leaves the game at once if the mark refuses. A dude kept from making call-outs
    (Puttin' On Airs) makes none. ``refuse_price``: ghost rock the mark's player pays ``seat`` to
    refuse; ``on_accept``: the picker that sets the shootout's own rules once accepted."""
    if makes_no_callouts(state, leader):
        state.note({"type": "protected", "card": leader, "from": "callout"})
        return
    frame: Frame = {"kind": "answer", "seat": state.table[mark].owner, "leader_seat": seat, "leader_dude": leader,
             "mark_dude": mark, "must_accept": must_accept or cannot_refuse(state, leader, mark)}  # fmt: skip
    if made_for_it:
        frame["on_refuse"] = "token_leaves"
    if refuse_price:
        frame["refuse_price"] = refuse_price
    if on_accept is not None:
        frame["on_accept"] = on_accept
    answer_due(state, frame)


def answer_due(state: DoomtownState, answer: Frame) -> None:
    """The mark's player answers the call-out ``answer``, after the reacts to the mark being called
    out (Friends in High Places): every call-out, a card's included, is made through here (RULINGS 393)."""
    state.stack.append(answer)
    after(state, CALLED_OUT, leader=answer["leader_dude"], mark=answer["mark_dude"])


def duel(fight: Frame, *, fewer_casualties: int, purse: int, players: int) -> None:
    """The shootout just accepted is closed to anyone but its leader and mark, lasts one round,
    each side takes ``fewer_casualties`` fewer casualties, and if no dude is aced in it the
    round's winner gains ``purse`` (RULINGS 259)."""
    fight["closed"] = True
    fight["last_round"] = fight["round"]
    fight["fewer_casualties"] = [fewer_casualties] * players
    fight["purse_if_none_aced"] = purse


def aced_in_fight(state: DoomtownState, _dude: int) -> None:
    """Wired to ``hooks.DUDE_ACED``: the shootouts under way saw a dude aced."""
    for frame in state.stack:
        if frame["kind"] == "shootout":
            frame["aced_any"] = True


def purse_to_round_winner(state: DoomtownState, fight: Frame, side: int) -> None:
    """Wired to ``hooks.ROUND_WON``: who takes a duel's purse (the winner of its one round)."""
    if fight.get("purse_if_none_aced"):
        fight["purse_to"] = side


def purse_paid(state: DoomtownState, fight: Frame) -> None:
    """Wired to ``hooks.SHOOTOUT_ENDS``: a duel's purse goes to its round's winner if nobody was aced."""
    winner = fight.get("purse_to")
    if fight.get("purse_if_none_aced") and winner is not None and not fight.get("aced_any"):
        gain(state, winner, fight["purse_if_none_aced"])
        state.note({"type": "purse", "seat": winner, "amount": fight["purse_if_none_aced"]})


@picker("token_leaves")
def _token_leaves(state: DoomtownState, frame: Frame, _: None) -> None:
    remove_token(state, frame["leader_dude"])
