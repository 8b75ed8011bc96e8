"""Cards a card effect brings into play from its player's discard pile at a reduced cost
(Francisco Rosales: a Sidekick or Horse; Recruitment Drive: a dude or deed; Land Purchase: a deed).

The player picks one card (and where it goes) among those the stash can pay for; nothing is
offered when none can come into play. A Gadget goods must still be invented by the Mad Scientist
it goes to (a failed pull leaves it in the discard pile, the cost paid); Gadget dudes and deeds,
whose difficulty is in their text, are not offered (the engine does not invent them).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities.discard_piles import open_discard
from games.engines.doomtown.abilities.goods import keep_one
from games.engines.doomtown.abilities.inventing import invent, invent_skill
from games.engines.doomtown.abilities.restrictions import may_attach
from games.engines.doomtown.abilities.skill_checks import after_check
from games.engines.doomtown.abilities.targets import is_gadget
from games.engines.doomtown.abilities.windows import PICKS, ask, picker
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.town import dudes_of, home
from games.engines.doomtown.zones import attach, pay, place_deed, put_into_play, unique_blocked

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def _cost(state: DoomtownState, card: int, less: int, floor: int = 0) -> int:
    """The printed cost, ``less`` off it, but not below ``floor`` (nor above the printed cost)."""
    printed = state.table[card].num("cost")
    return max(min(floor, printed), printed - less)


def _affordable(state: DoomtownState, seat: int, less: int, types: tuple[str, ...], floor: int = 0) -> list[int]:
    """One card per title in the discard pile of these types that may come into play and is paid for."""
    found, seen = [], set()
    for card in sorted(open_discard(state, seat)):
        facts = state.table[card]
        if facts.type in types and facts.title not in seen and not facts.card.token:
            seen.add(facts.title)
            if _cost(state, card, less, floor) <= state.stash[seat] and not unique_blocked(state, seat, card):
                found.append(card)
    return found


def offer_goods(
    state: DoomtownState,
    seat: int,
    keywords: tuple[str, ...] | None,
    less: int,
    *,
    fits: Callable[[DoomtownState, int], bool] | None = None,
    booted: bool = False,
    then: str | None = None,
    from_hand: bool = False,
    at: int | None = None,
) -> None:
    """``seat`` attaches a goods with one of ``keywords`` (None: any) from the discard pile (and,
    ``from_hand``, from the hand: F1 Burch, who may also attach nothing) to one of its dudes (at
    ``at`` only, if given). ``fits``: a further test of the goods (Pete Spence: no Unique Weapon);
    ``booted``: it comes in booted; ``then``: ``PICKS[then]`` runs once it is attached, given its
    ``card`` and ``dude``."""
    texts = {"none": "Attach nothing"} if from_hand else {}
    hand = [c for c in sorted(state.hand[seat]) if state.table[c].type == "goods"] if from_hand else []
    affordable = [c for c in hand if _cost(state, c, less) <= state.stash[seat] and not unique_blocked(state, seat, c)]
    for card in [*affordable, *_affordable(state, seat, less, ("goods",))]:
        facts = state.table[card]
        if keywords is not None and not any(facts.has(keyword) for keyword in keywords):
            continue
        if fits is not None and not fits(state, card):
            continue
        for dude in dudes_of(state, seat) if at is None else [d for d in dudes_of(state, seat) if state.at[d] == at]:
            if is_gadget(state, card) and invent_skill(state, dude, card) is None:
                continue  # only a dude who may invent it (a Mad Scientist) takes it
            if not may_attach(state, card, dude):
                continue
            cost = _cost(state, card, less)
            texts[f"{card} {dude}"] = f"Attach {facts.name} to {state.table[dude].name} ({cost} GR)"
    extra = {"booted": True} if booted else {}
    ask(state, seat, "attach_from_discard", list(texts), texts=texts, less=less, after=then, **extra)


@picker("attach_from_discard")
def _attach(state: DoomtownState, frame: Frame, choice: str) -> None:
    seat = frame["seat"]
    if choice == "none":
        return
    card, dude = (int(part) for part in choice.split())
    pay(state, seat, _cost(state, card, frame["less"]))
    (state.hand[seat] if card in state.hand[seat] else state.discard[seat]).remove(card)
    attached = {**frame, "card": card, "dude": dude}
    if is_gadget(state, card):  # a failure puts it back in the discard pile
        invent(state, seat, dude, card, dude, then="attached_from_discard", data=dict(attached))
        return
    attach(state, card, dude, seat)
    keep_one(state, seat, card, dude)
    _attached(state, dict(attached), 0)


@after_check("attached_from_discard")
def _attached(state: DoomtownState, attached: dict[str, Any], margin: int) -> None:
    """The goods is attached (a Gadget invented: ``margin`` 0 or more)."""
    if margin < 0:
        return
    if attached.get("booted"):
        state.booted[attached["card"]] = 1
    if attached.get("after"):
        PICKS[attached["after"]](state, attached, None)


def offer_dude_or_deed(
    state: DoomtownState, seat: int, less: int, floor: int = 0, types: tuple[str, ...] = ("dude", "deed")
) -> None:
    """``seat`` puts a dude (at home) or a deed (either end of the street, or out of town) into play,
    paying ``less`` below its cost but at least ``floor`` (Tawodi: 1); ``types``: only deeds (Land
    Purchase)."""
    texts = {}
    for card in _affordable(state, seat, less, types, floor):
        facts = state.table[card]
        if is_gadget(state, card):
            continue
        cost = _cost(state, card, less, floor)
        if facts.type == "dude":
            texts[str(card)] = f"Put {facts.name} into play at home ({cost} GR)"
            continue
        for end in ("out",) if facts.has("Out of Town") else ("left", "right"):
            where = "out of town" if end == "out" else f"at the {end} end of the street"
            texts[f"{card} {end}"] = f"Build {facts.name} {where} ({cost} GR)"
    ask(state, seat, "play_from_discard", list(texts), texts=texts, less=less, floor=floor)


@picker("play_from_discard")
def _put_into_play(state: DoomtownState, frame: Frame, choice: str) -> None:
    seat = frame["seat"]
    card_text, *end = choice.split()
    card = int(card_text)
    pay(state, seat, _cost(state, card, frame["less"], frame.get("floor", 0)))
    state.discard[seat].remove(card)
    if end:
        place_deed(state, seat, card, end[0])
    else:
        put_into_play(state, card, seat)
        state.at[card] = home(state, seat)
