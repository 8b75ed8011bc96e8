"""Techniques of the packs beyond the base set (``techniques.py`` performs them: a Kung Fu test, the
effect on a success)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.core import CHEATIN, NOON, REGISTRY, Use
from games.engines.doomtown.abilities.discard_piles import discard_shut
from games.engines.doomtown.abilities.joining import join_posse, may_join
from games.engines.doomtown.abilities.reacts import FORGOTTEN_REACT, REACTS
from games.engines.doomtown.abilities.rooted import CANNOT_MOVE
from games.engines.doomtown.abilities.rounds import more_casualties, reduce_casualties
from games.engines.doomtown.abilities.targets import my_hand_legal
from games.engines.doomtown.abilities.techniques import performer, tao_of, technique
from games.engines.doomtown.abilities.windows import ask, picker
from games.engines.doomtown.abilities.would import send_home
from games.engines.doomtown.fight import current, send_home_from_fight, side_posse, side_seats
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.town import attachments, bullets, dudes_at, influence, kung_fu

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState
from games.engines.doomtown.zones import draw_card, draw_into


def _draw(u: Use) -> None:
    card = draw_card(u.state, u.seat)
    if card is not None:
        u.state.hand[u.seat].append(card)


@technique("Mind of Quicksilver", timing=NOON)
def mind_of_quicksilver_noon(u: Use, _: Any) -> None:
    """draw a card"""
    _draw(u)


@technique("Mind of Quicksilver")
def mind_of_quicksilver(u: Use, _: Any) -> None:
    """unboot this dude and take the card pulled for the test into your hand"""
    u.state.booted[performer(u)] = 0
    pulled = u.extra.get("pulled")
    # a pulled joker is aced, not taken; a shut discard pile (Lacy O'Malley) keeps the card
    if pulled is not None and pulled in u.state.discard[u.seat] and not discard_shut(u.state, u.seat):
        u.state.discard[u.seat].remove(pulled)
        u.state.hand[u.seat].append(pulled)


def _pearl_targets(u: Use) -> list[int | None]:
    """Nobody, or a dude at the performer's location to send home booted."""
    return [None, *(d for d in dudes_at(u.state, u.state.at[performer(u)]))]


@technique("Seizing the Pearl of Death", timing=CHEATIN, at_gamblin=True, targets=_pearl_targets)
def seizing_the_pearl_of_death(u: Use, dude: int | None) -> None:
    """draw a card; you may send a dude here home booted; in a shootout you take 1 casualty fewer and your
    opponent 1 more; with a legal hand this dude gets +1 bullets and +1 influence until Sundown"""
    _draw(u)
    if dude is not None:
        send_home(u.state, u.seat, dude, play=False)
    mine, theirs = u.my_side(), u.their_side()
    if mine is not None and theirs is not None:
        fight = current(u.state)
        reduce_casualties(u.state, fight, mine, 1)
        more_casualties(u.state, fight, theirs, 1)
    if my_hand_legal(u):
        for stat in ("bullets", "influence"):
            effects.add(u.state, stat, performer(u), 1, until="turn")  # "turn" effects end at Nightfall, after Sundown


# ---- Behold White Bull -------------------------------------------------------------------------------


@technique("Behold White Bull", boot=True)
def behold_white_bull(u: Use, _: Any) -> None:
    """(Tao) both posses take casualties this round plus this dude's influence; the opponent may send their
    whole posse home booted, and then this dude gets 2 permanent control points and unboots"""
    dude = performer(u)
    fight = current(u.state)
    extra = influence(u.state, dude)
    for side in (u.fighting_side(), u.opposing_side()):
        more_casualties(u.state, fight, side, extra)
    opponent = side_seats(u.state, fight, u.opposing_side())[0]
    texts = {"home": "Send your whole posse home booted", "stay": "Stand and fight"}
    ask(u.state, opponent, "white_bull", list(texts), texts=texts, dude=dude)


@picker("white_bull")
def _white_bull_answer(state: DoomtownState, frame: Frame, choice: str) -> None:
    if choice != "home":
        return
    fight = current(state)
    side = fight["side"][frame["seat"]]
    for fleeing in list(side_posse(state, fight, side)):
        send_home_from_fight(state, fleeing)
    dude = frame["dude"]
    if any(dude in cards for cards in state.play):
        effects.add(state, "control", dude, 2, until="play", by=state.table[dude].owner)
        state.booted[dude] = 0


# ---- Jade King Stance, Ten-Foot Punch ------------------------------------------------------------------


@technique("Jade King Stance", timing=NOON)
def jade_king_stance(u: Use, _: Any) -> None:
    """unboot this dude: +2 Kung Fu and +2 bullets today, and they cannot move from here"""
    dude = performer(u)
    u.state.booted[dude] = 0
    effects.add(u.state, "Kung Fu", dude, 2, until="turn")
    effects.add(u.state, "bullets", dude, 2, until="turn")
    effects.add(u.state, CANNOT_MOVE, dude, until="turn", set_to=True)


PUNCH_REVEALS = 5  # Ten-Foot Punch: the cards revealed from the deck


@technique("Ten-Foot Punch", brings=True)
def ten_foot_punch(u: Use, _: Any) -> None:
    """this dude: +1 Kung Fu and joins your posse; with Kung Fu at least an opposing dude's bullets, reveal
    your top 5 cards and you may take a Technique that is not a Tao into your hand (the rest are discarded)"""
    dude = performer(u)
    effects.add(u.state, "Kung Fu", dude, 1, until="shootout")
    if may_join(u, dude):
        join_posse(u.state, current(u.state), u.seat, dude)
    rating = kung_fu(u.state, dude) or 0
    if not any(bullets(u.state, foe) <= rating for foe in u.their_posse()):
        return
    revealed: list[int] = []
    draw_into(u.state, u.seat, revealed, PUNCH_REVEALS)
    u.state.note({"type": "revealed", "seat": u.seat, "cards": list(revealed)})
    found = [c for c in revealed if u.state.table[c].has("Technique") and tao_of(u.state, c) is None]
    u.state.discard[u.seat].extend(revealed)  # the one taken comes back out (RULINGS 352)
    if found:
        texts = {"none": "Take no Technique"}
        ask(u.state, u.seat, "ten_foot_punch", [*found, "none"], verb="Take", texts=texts, cards=found)


@picker("ten_foot_punch")
def _punch_takes(state: DoomtownState, frame: Frame, choice: Any) -> None:
    seat = frame["seat"]
    if choice in frame["cards"] and choice in state.discard[seat]:
        state.discard[seat].remove(choice)
        state.hand[seat].append(choice)


# ---- Mantis Pinch ----------------------------------------------------------------------------------


def _pinchable(u: Use, cards: list[int]) -> list[list[Any]]:
    """[card, ability]: each printed ability of these cards in play (its index; a react: "react")."""
    found: list[list[Any]] = []
    for card in cards:
        code = u.state.table[card].card.code
        found += [[card, spec.index] for spec in REGISTRY.get(code, ()) if not spec.from_hand]
        if code in REACTS and not REACTS[code].from_hand:
            found.append([card, FORGOTTEN_REACT])
    return found


def _cards_at(u: Use, place: int) -> list[int]:
    """The cards at a location: its deed (or outfit), the dudes there and what they carry."""
    dudes = dudes_at(u.state, place)
    carried = [item for dude in dudes for item in attachments(u.state, dude)]
    return ([place] if place >= 0 else []) + dudes + carried


def _pinch_here(u: Use) -> list[list[Any]]:
    return _pinchable(u, _cards_at(u, u.state.at[performer(u)]))


def _pinch_fight(u: Use) -> list[list[Any]]:
    fighting = [d for posse in current(u.state)["posse"] for d in posse]
    return _pinchable(u, fighting + [item for dude in fighting for item in attachments(u.state, dude)])


def _pinch(u: Use, target: list[Any]) -> None:
    """a printed ability of a card here cannot be used until the turn ends"""
    card, index = target
    effects.add(u.state, "forgotten", card, until="turn", set_to=index)


technique("Mantis Pinch", timing=NOON, targets=_pinch_here)(_pinch)
technique("Mantis Pinch", targets=_pinch_fight)(_pinch)
