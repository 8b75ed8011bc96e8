"""Gamblin': the ante (borrowed from the bank when broke), lowball, the pot and the new Dealer;
then, after a cheatin' lowball hand, the cheatin' window (``abilities/lowball_cheatin.py``).

With three or more players (the multiplayer variant) the lowest hand takes 2 ghost rock, the
second lowest 1, and the rest of the pot goes back to the bank.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown import hooks
from games.engines.doomtown.abilities.entering import jokers_aced_in_lowball  # card traits watch them
from games.engines.doomtown.abilities.lowball_cheatin import open_lowball_cheatin
from games.engines.doomtown.abilities.reacts import HAPPENS, LOWBALL_DISCARD, before
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.poker import best_hand_codes
from games.engines.doomtown.turns import order_from
from games.engines.doomtown.zones import draw_into, finish_draw_hand, note_cheatin

if TYPE_CHECKING:
    from games.engines.doomtown.poker import Result
    from games.engines.doomtown.state import DoomtownState

HAND_SIZE = 5
REDRAW_LIMIT = 20


def _ante(state: DoomtownState) -> None:
    for seat in order_from(state, state.dealer):
        if state.stash[seat] >= 1:
            state.stash[seat] -= 1
        else:  # borrowed from the bank, repaid at Upkeep
            state.bank -= 1
            state.debt[seat] += 1
        state.pot += 1


def _hand_ids(state: DoomtownState, seat: int, codes: tuple[int, ...]) -> list[int]:
    """Card ids in ``seat``'s draw hand that make up a result's five codes."""
    left = list(state.draw[seat])
    used = []
    for code in codes:
        for card in left:
            if state.table[card].poker == code:
                used.append(card)
                left.remove(card)
                break
    return used


def _lowball_ranking(state: DoomtownState) -> tuple[list[tuple[int, int]], dict[int, Result], dict[int, list[int]]]:
    """(seat, hand key) lowest first; identical lowest hands are discarded and drawn again. Also
    the settled hands and each seat's draw hand (for the cheatin' window): those stay in the draw
    hands until ``discard_lowball_hands`` (reacts come first: Gateway Station).

    Empty when no seat can make five cards or the redraws run out (the Dealer then keeps the deal).
    """
    seats = order_from(state, state.dealer)
    for attempt in range(REDRAW_LIMIT):
        results = {}
        for seat in seats:
            draw_into(state, seat, state.draw[seat], HAND_SIZE)
            codes = [state.table[card].poker for card in state.draw[seat]]
            if len(codes) == HAND_SIZE:
                results[seat] = best_hand_codes(codes, lowball=True)
        state.note({"type": "lowball", "hands": {str(s): r.to_json() for s, r in results.items()}, "attempt": attempt})
        ranking = sorted(((seat, result.key) for seat, result in results.items()), key=lambda item: item[1])
        settled = len(ranking) < 2 or ranking[0][1] != ranking[1][1]
        draw_hands = {seat: list(state.draw[seat]) for seat in seats}
        if settled:
            for seat, result in results.items():
                note_cheatin(state, seat, result.cheatin)
            return ranking, results, draw_hands
        for seat in seats:
            finish_draw_hand(state, seat, [])
    return [], {}, {}


def _used_cards(state: DoomtownState, hands: dict[int, Result]) -> list[list[int]]:
    """Each seat's cards that made its final lowball hand (its jokers used are aced)."""
    return [_hand_ids(state, seat, hands[seat].codes) if seat in hands else [] for seat in range(state.players)]


def discard_lowball_hands(state: DoomtownState, data: dict[str, Any]) -> None:
    """The final lowball draw hands go to the discard piles (used jokers to Boot Hill)."""
    for seat, used in enumerate(data["used"]):
        used = [card for card in used if card in state.draw[seat]]  # a react may have taken one away
        finish_draw_hand(state, seat, used)
        jokers_aced_in_lowball(state, sum(1 for card in used if state.table[card].type == "joker"))


HAPPENS[LOWBALL_DISCARD] = discard_lowball_hands


def gamblin(state: DoomtownState, frame: Frame) -> None:
    state.phase = "gamblin"
    _ante(state)
    previous_dealer = state.dealer
    ranking, hands, draw_hands = _lowball_ranking(state)
    used = _used_cards(state, hands)
    winner = ranking[0][0] if ranking else state.dealer
    if state.players == 2:
        prizes = {winner: state.pot}
    else:
        prizes = {winner: min(2, state.pot)}
        # A second place shared by identical hands wins nothing.
        unique_second = len(ranking) > 1 and (len(ranking) == 2 or ranking[1][1] != ranking[2][1])
        if unique_second:
            prizes[ranking[1][0]] = min(1, state.pot - prizes[winner])
    for seat, amount in prizes.items():
        state.stash[seat] += amount
        state.pot -= amount
    state.bank += state.pot  # what nobody won leaves play
    state.pot = 0
    state.note({"type": "dealer", "seat": winner, "prizes": {str(s): a for s, a in prizes.items()}})
    state.dealer = winner
    frame["step"] = "production"
    for fn in hooks.LOWBALL_WON.fns:
        fn(state, winner)
    for seat in sorted(hands):
        if hands[seat].cheatin:
            for revealed in hooks.CHEATIN_REVEALED.fns:
                revealed(state, seat)
    open_lowball_cheatin(state, previous_dealer, hands, draw_hands)  # the other players may punish a cheater
    # Pushed last, so it is settled first: the draw hands are discarded before anything above (RULINGS 287).
    before(state, LOWBALL_DISCARD, {"used": used})
