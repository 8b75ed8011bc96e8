"""Outfits of the packs beyond the base set (Too Tough to Die, Out for Blood)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.core import JOB, NOON, Use, ability, hook, trait
from games.engines.doomtown.abilities.discard_piles import open_discard
from games.engines.doomtown.abilities.keywords import has_keyword
from games.engines.doomtown.abilities.outfits import first_each_turn_discount
from games.engines.doomtown.abilities.paying import PAID, pay_opponent
from games.engines.doomtown.abilities.reacts import react
from games.engines.doomtown.abilities.reveals import Shown
from games.engines.doomtown.abilities.targets import pairs
from games.engines.doomtown.abilities.windows import ask, ask_discards, picker
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.jobs import job_end, start_job
from games.engines.doomtown.town import (
    attachments,
    bullets,
    control_points_of_card,
    controls,
    dudes_at,
    in_town,
    location_of,
    location_owner,
    locations,
)
from games.engines.doomtown.zones import add_bounty, attach, draw_card, pay

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def _is_deed(state: DoomtownState, location: int) -> bool:
    return location >= 0 and state.table[location].type == "deed"


def _draw(state: DoomtownState, seat: int, count: int) -> None:
    for _ in range(count):
        card = draw_card(state, seat)
        if card is not None:
            state.hand[seat].append(card)


def may_discard(state: DoomtownState, seat: int, count: int) -> None:
    """``seat`` may discard up to ``count`` cards from the hand, one at a time, or stop."""
    if count > 0 and state.hand[seat]:
        ask(state, seat, "may_discard", [*sorted(state.hand[seat]), "done"], left=count,
            verb="Discard", texts={"done": "Discard no more"})  # fmt: skip


@picker("may_discard")
def _may_discard(state: DoomtownState, frame: Frame, choice: int | str) -> None:
    if isinstance(choice, int):
        state.hand[frame["seat"]].remove(choice)
        state.discard[frame["seat"]].append(choice)
        may_discard(state, frame["seat"], frame["left"] - 1)


def _in_shootout(state: DoomtownState) -> bool:
    return any(frame["kind"] == "shootout" for frame in state.stack)


# ---- Property Is Theft (Anarchists) ----------------------------------------------------------------


@hook("hands_revealed", "Property Is Theft")
def _property_is_theft(state: DoomtownState, outfit: int, shown: Shown) -> None:
    """Each opponent who revealed a cheatin' hand pays 1 ghost rock if able: to this outfit's player
    when that player's hand is legal, else to the bank."""
    seat = state.table[outfit].owner
    for cheater, cheatin in shown.items():
        if cheater == seat or not cheatin or state.stash[cheater] < 1:
            continue
        if seat in shown and not shown[seat]:
            pay_opponent(state, cheater, seat, 1)
        else:
            pay(state, cheater, 1)


@react("Property Is Theft", PAID, applies=lambda u, data: data["seat"] == u.seat and data["amount"] >= 1)
def property_is_theft(u: Use, data: dict[str, Any]) -> None:
    """after you pay another player: draw a card (two in a shootout), then you may discard one (two)"""
    count = 2 if _in_shootout(u.state) else 1
    _draw(u.state, u.seat, count)
    may_discard(u.state, u.seat, count)


# ---- Office of Ancestral Affairs (First Peoples) ----------------------------------------------------


def _ancestral_jobs(u: Use) -> list[list[int]]:
    marks = [
        place for place in locations(u.state)
        if _is_deed(u.state, place) and in_town(u.state, place) and control_points_of_card(u.state, place) < 2
    ]  # fmt: skip
    return pairs([d for d in u.my_dudes() if not u.state.booted[d]], marks)


@ability("Office of Ancestral Affairs", JOB, boot=True, targets=_ancestral_jobs)
def office_of_ancestral_affairs(u: Use, target: list[int]) -> None:
    """job on an in-town deed with under 2 control points (posse of 3+ bullets): it gains a permanent
    control point; unopposed, a Totem from your discard pile may be attached to it"""
    leader, deed = target
    start_job(u.state, u.seat, leader, deed, then="ancestral")
    u.state.stack[-1]["fight_rules"] = {"posse_bullets_at_least": 3}


@job_end("ancestral")
def _ancestral_end(state: DoomtownState, frame: Frame, succeeded: bool) -> None:
    deed, seat = frame["mark"], frame["leader_seat"]
    if not succeeded or not any(deed in cards for cards in state.play):
        return
    effects.add(state, "control", deed, 1, until="play")
    totems = sorted(card for card in open_discard(state, seat) if state.table[card].has("Totem"))
    if not frame.get("opposed") and totems:
        ask(state, seat, "ancestral_totem", [*totems, "none"], deed=deed,
            verb="Attach to the deed", texts={"none": "Attach no Totem"})  # fmt: skip


@picker("ancestral_totem")
def _ancestral_totem(state: DoomtownState, frame: Frame, choice: int | str) -> None:
    if isinstance(choice, int):
        state.discard[frame["seat"]].remove(choice)
        attach(state, choice, frame["deed"], frame["seat"])


# ---- Bayou Vermilion Railroad (Fearmongers) ----------------------------------------------------------

first_each_turn_discount("Bayou Vermilion Railroad", "Mystical")


def _mystical_at_deeds(u: Use) -> list[list[int | str]]:
    cards = [
        card for card in u.state.play[u.seat]
        if has_keyword(u.state, card, "Mystical") and not u.state.booted[card]
        and _is_deed(u.state, location_of(u.state, card))
    ]  # fmt: skip
    return [[card, choice] for card in cards for choice in ("shut", "keep")]


@ability("Bayou Vermilion Railroad", NOON, boot=True, targets=_mystical_at_deeds)
def bayou_vermilion_railroad(u: Use, target: list[Any]) -> None:
    """boot your Mystical card at a deed: gain 1 GR ("shut": the deed has no control points nor
    production until after the next Upkeep)"""
    card, choice = target
    u.state.booted[card] = 1
    u.gain(1)
    if choice == "shut":
        for stat in ("control", "production"):
            effects.add(u.state, stat, location_of(u.state, card), until="upkeep", set_to=0)


# ---- Fort 51 (Entrepreneurs) -------------------------------------------------------------------------


def _fort_marks(u: Use, gadget: int) -> list[int]:
    return [d for d in u.opposing_dudes() if u.state.table[d].num("influence") < u.state.table[gadget].num("cost")]


def _gadget_weapon_or_dude(u: Use, data: dict[str, Any]) -> bool:
    facts = u.state.table[data["gadget"]]
    kind = facts.type == "dude" or facts.has("Weapon")
    return data["seat"] == u.seat and kind and bool(_fort_marks(u, data["gadget"]))


@react("Fort 51", "invented", applies=_gadget_weapon_or_dude, boot=False)
def fort_51(u: Use, data: dict[str, Any]) -> None:
    """after you invent a Gadget Weapon or Gadget dude: an opposing dude with printed influence under its
    printed cost gets 1 bounty"""
    ask(u.state, u.seat, "fort_51", _fort_marks(u, data["gadget"]), verb="Give 1 bounty to")


@picker("fort_51")
def _fort_51_bounty(state: DoomtownState, frame: Frame, dude: int) -> None:
    add_bounty(state, dude)


def _fort_targets(u: Use) -> list[list[int]]:
    gadgets = [
        card for card in u.state.play[u.seat]
        if has_keyword(u.state, card, "Gadget") and not u.state.booted[card]
        and location_of(u.state, card) != u.card
    ]  # fmt: skip
    return pairs(gadgets, [d for d in u.opposing_dudes() if u.state.bounty[d] > 0])


@ability("Fort 51", NOON, boot=True, targets=_fort_targets)
def fort_51_payroll(u: Use, target: list[int]) -> None:
    """boot your Gadget away from your home: an opposing dude loses 1 bounty; gain 1 GR, you may discard a card"""
    gadget, dude = target
    u.state.booted[gadget] = 1
    u.state.bounty[dude] -= 1
    u.state.bank += 1
    u.gain(1)
    may_discard(u.state, u.seat, 1)


# ---- Smith & Robards Trade Show (Entrepreneurs) --------------------------------------------------------


def _gadget_goods(u: Use) -> list[int]:
    ready = [card for card in u.state.play[u.seat] if not u.state.booted[card]]
    found = [card for card in ready if u.state.table[card].type == "goods" and has_keyword(u.state, card, "Gadget")]
    return found if u.state.hand[u.seat] else []


@ability("Smith & Robards Trade Show", NOON, boot=True, targets=_gadget_goods)
def smith_and_robards_trade_show(u: Use, gadget: int) -> None:
    """boot your Gadget goods: discard a card, then draw one; at a place you control and do not own, the
    Gadget gains a control point for the day"""
    u.state.booted[gadget] = 1
    place = location_of(u.state, gadget)
    if controls(u.state, u.seat, place) and location_owner(u.state, place) != u.seat:
        effects.add(u.state, "control", gadget, 1, until="turn")
    ask_discards(u.state, u.seat, 1, "draw_one")


# ---- Jonah's Alliance (Outlaws) ------------------------------------------------------------------------

ALLIANCE = "alliance"  # the effect marking a dude who controls deeds by bullets today


def _away_dudes(u: Use) -> list[int]:
    def away(dude: int) -> bool:
        place = u.state.at[dude]
        return place < 0 or u.state.table[place].type != "outfit"

    return [d for d in u.my_dudes() if not u.state.booted[d] and away(d)]


def _alliance_targets(u: Use) -> list[list[int]]:
    hexes = [card for card in u.state.play[u.seat] if u.state.table[card].has("Hex") and not u.state.booted[card]]
    found: list[list[int]] = []
    for dude in _away_dudes(u):
        found.append([dude])
        place = u.state.at[dude]
        held = [item for other in dudes_at(u.state, place) for item in attachments(u.state, other)]
        if _is_deed(u.state, place):
            held += attachments(u.state, place)
        found += [[dude, hex_, item] for hex_ in hexes for item in held if item != hex_]
    return found


@ability("Jonah's Alliance", NOON, boot=True, targets=_alliance_targets)
def jonahs_alliance(u: Use, target: list[int]) -> None:
    """boot your dude away from any home: a stud controlling deeds by bullets for the day, +2 bounty (to
    4 at most); boot your Hex to blank an attachment there"""
    dude, *blanking = target
    u.state.booted[dude] = 1
    effects.add(u.state, "bullet_type", dude, until="turn", set_to="stud")
    effects.add(u.state, ALLIANCE, dude, until="turn", set_to=True)
    raise_by = min(2, max(0, 4 - u.state.bounty[dude]))
    if raise_by:
        add_bounty(u.state, dude, raise_by)
    if blanking:
        hex_, item = blanking
        u.state.booted[hex_] = 1
        effects.add(u.state, "blank", item, until="turn", set_to=True)


@trait("Jonah's Alliance", stats=("control_strength",))
def _alliance_strength(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """A dude its ability chose counts its bullets instead of its influence to control deeds."""
    marked = any(e["stat"] == ALLIANCE and e["card"] == card for e in state.effects)
    return bullets(state, card) if marked and state.table[card].owner == state.table[source].owner else amount
