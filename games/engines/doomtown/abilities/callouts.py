"""Call-outs changed by cards: a mark who cannot refuse (Tin Star's dude calling out a wanted dude),
and call-outs that card effects make (Bounty Hunter, Mother Bear's Rage)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown.abilities.core import HOOKS
from games.engines.doomtown.abilities.effects import blank_cards
from games.engines.doomtown.abilities.restraints import makes_no_callouts
from games.engines.doomtown.abilities.windows import picker
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.tokens import remove_token
from games.engines.doomtown.town import attachments, home

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


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
    state: DoomtownState, seat: int, leader: int, mark: int, *, must_accept: bool = False, made_for_it: bool = False
) -> None:
    """``seat``'s dude ``leader`` calls out ``mark``, whose player answers. A token ``made_for_it``
    (a Gunslinger) leaves the game at once if the mark refuses. A dude kept from making call-outs
    (Puttin' On Airs) makes none."""
    if makes_no_callouts(state, leader):
        state.note({"type": "protected", "card": leader, "from": "callout"})
        return
    frame: Frame = {"kind": "answer", "seat": state.table[mark].owner, "leader_seat": seat, "leader_dude": leader,
             "mark_dude": mark, "must_accept": must_accept or cannot_refuse(state, leader, mark)}  # fmt: skip
    if made_for_it:
        frame["on_refuse"] = "token_leaves"
    state.stack.append(frame)


@picker("token_leaves")
def _token_leaves(state: DoomtownState, frame: Frame, _: None) -> None:
    remove_token(state, frame["leader_dude"])
