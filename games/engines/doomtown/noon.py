"""High Noon: the plays the rules give every player (recruit, buy, invent, learn, plant, build,
trade, move, call out, replace with an Experienced version) and passing until all pass in a row."""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import TYPE_CHECKING, cast

from games.engines.base import Action, seat_ref
from games.engines.doomtown import shootout
from games.engines.doomtown.abilities.callouts import call_out, may_be_called_out_at  # card abilities: call-outs
from games.engines.doomtown.abilities.core import HOOKS  # card traits: free moves
from games.engines.doomtown.abilities.costs import boot_for_discount, booting_discounts, paid_from_hand, play_cost
from games.engines.doomtown.abilities.goods import keep_one
from games.engines.doomtown.abilities.inventing import invent, invent_skill  # card traits change the skill test
from games.engines.doomtown.abilities.paying import pay_opponent  # card call-outs with a price to refuse
from games.engines.doomtown.abilities.reacts import CALLOUT_ACCEPTED, after  # card reacts to an accepted call-out
from games.engines.doomtown.abilities.recruiting import helper_discount, may_be_helped, recruit_plays
from games.engines.doomtown.abilities.restraints import makes_no_callouts  # card abilities: Puttin' On Airs
from games.engines.doomtown.abilities.restrictions import may_attach  # card restrictions: who may take a card
from games.engines.doomtown.abilities.rooted import rooted  # card abilities: dudes that cannot move
from games.engines.doomtown.abilities.totems import may_plant
from games.engines.doomtown.abilities.windows import PICKS, usable, use_ability  # card abilities at High Noon
from games.engines.doomtown.fight import REFUSED, home_by_rules
from games.engines.doomtown.frames import Frame, LogRow
from games.engines.doomtown.table import SPELL_SKILL, printed_code
from games.engines.doomtown.town import (
    TOWN_SQUARE,
    adjacent,
    adjusted_stat,
    attachments,
    controls,
    dudes_of,
    home,
    location_name,
    locations,
    may_carry,
)
from games.engines.doomtown.zones import (
    attach,
    leave_play,
    pay,
    place_deed,
    put_into_play,
    replace_in_play,
    unique_blocked,
)

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState
    from games.engines.doomtown.table import CardFacts


def played(kind: str, seat: int, action: Action) -> LogRow:
    """The log row of a High Noon play: the action's own keys, besides its type and label."""
    shown = {key: value for key, value in action.items() if key not in ("type", "label")}
    return cast(LogRow, {"type": kind, "seat": seat, **shown})


def _distinct(state: DoomtownState, hand: list[int]) -> list[int]:
    """One card per code: copies in hand are the same play for a player, so the right-most copy
    stands for them (the Automaton reads its hand by position: the copy left behind stays where
    the pass check looks)."""
    copies: dict[str, int] = {}
    for card in hand:
        copies[state.table[card].card.code] = card
    return sorted(copies.values())


def _can_attach_here(state: DoomtownState, seat: int, dude: int) -> bool:
    return not state.booted[dude] and controls(state, seat, state.at[dude])


def moves_free(state: DoomtownState, seat: int, dude: int, to: int) -> bool:
    """Home to an adjacent location, or the town square to an adjacent one other than home; or
    where the dude's own trait lets it move without booting (``HOOKS["moves_free"]``: fn(state,
    dude, to): Rabid Rance Hitchcock)."""
    origin = state.at[dude]
    own_home = home(state, seat)
    trait = HOOKS.get("moves_free", {}).get(state.table[dude].card.code)
    if trait is not None and trait(state, dude, to):
        return True
    if origin == own_home:
        return adjacent(state, origin, to)
    return origin == TOWN_SQUARE and to != own_home and adjacent(state, origin, to)


def noon_legal(state: DoomtownState, frame: Frame) -> list[Action]:
    seat = frame["seat"]
    dudes = dudes_of(state, seat)
    ready = [dude for dude in dudes if not state.booted[dude]]
    actions: list[Action] = [{"type": "pass", "label": "Pass"}]
    actions.extend(hand_plays(state, seat, ready))
    actions.extend(_replace_actions(state, seat, dudes))
    actions.extend(_trade_actions(state, seat, dudes))
    actions.extend(_move_and_callout_plays(state, seat, ready))
    actions.extend(usable(state, seat, "noon"))
    return actions


def hand_plays(state: DoomtownState, seat: int, ready: list[int], discount: int = 0) -> list[Action]:
    """Recruit, build, buy, invent, learn and plant: the cards in hand the stash can pay for
    (``discount`` less when a card ability plays them, e.g. General Store)."""
    table = state.table
    attachable = [dude for dude in ready if controls(state, seat, state.at[dude])]
    actions: list[Action] = []
    for card in _distinct(state, state.hand[seat]):
        facts = table[card]
        cost = max(0, play_cost(state, seat, card, None) - discount)  # card abilities change it (abilities/costs.py)
        spell = facts.type == "spell"  # a spell's cost can depend on where it is learned
        if facts.type == "dude" and not facts.has("Gadget") and not unique_blocked(state, seat, card):
            actions.extend(_recruits_booting(state, seat, card, cost))
        chosen_cost = spell or may_be_helped(state, seat, card)  # ... and a dude's on who helps
        if (cost > state.stash[seat] and not chosen_cost) or unique_blocked(state, seat, card) or facts.card.token:
            continue
        name = facts.name
        if facts.has("Gadget"):
            actions.extend(_invent_actions(state, card, cost, attachable))
        elif facts.type == "dude":
            actions.extend(recruit_plays(state, seat, card))
        elif facts.type == "deed":
            for end, where in _street_ends(facts):
                actions.append(
                    {"type": "build", "card": card, "end": end, "label": f"Build {name} {where} ({cost} GR)"}
                )
        elif facts.type == "goods":
            for dude in (d for d in attachable if may_attach(state, card, d)):
                label = f"Buy {name} for {table[dude].name} ({cost} GR)"
                actions.append({"type": "buy", "card": card, "dude": dude, "label": label})
        elif facts.type == "spell" and facts.has("Totem"):
            for dude in attachable:
                cost = max(0, play_cost(state, seat, card, state.at[dude]) - discount)
                shaman = table[dude].rating("Shaman") is not None
                if shaman and cost <= state.stash[seat] and may_plant(state, card, state.at[dude]):
                    label = f"{table[dude].name} plants {name} at {location_name(state, state.at[dude])} ({cost} GR)"
                    actions.append({"type": "plant", "card": card, "dude": dude, "label": label})
        elif facts.type == "spell":
            skills = {SPELL_SKILL[k] for k in SPELL_SKILL if facts.has(k)}
            for dude in attachable:
                cost = max(0, play_cost(state, seat, card, state.at[dude]) - discount)
                skilled = any(table[dude].rating(skill) is not None for skill in skills)
                if skilled and cost <= state.stash[seat] and may_attach(state, card, dude):
                    label = f"{table[dude].name} learns {name} ({cost} GR)"
                    actions.append({"type": "learn", "card": card, "dude": dude, "label": label})
    return actions


def _street_ends(facts: CardFacts) -> list[tuple[str, str]]:
    """Where a deed can go: either end of the street, or out of town."""
    if facts.has("Out of Town"):
        return [("out", "out of town")]
    return [("left", "at the left end"), ("right", "at the right end")]


def _invent_actions(state: DoomtownState, card: int, cost: int, attachable: list[int]) -> list[Action]:
    """A Mad Scientist (unbooted, at a controlled location) invents a Gadget goods, dude or deed."""
    facts = state.table[card]
    gadget = facts.rating("Gadget")
    if gadget is None or facts.type not in ("goods", "dude", "deed"):
        return []
    ends = _street_ends(facts) if facts.type == "deed" else [(None, "")]
    actions: list[Action] = []
    for dude in attachable:
        if invent_skill(state, dude, card) is None:  # a Mad Scientist (Valeria Batten: a Mystical one)
            continue
        if facts.type == "goods" and not may_attach(state, card, dude):
            continue
        for end, where in ends:
            what = f"{facts.name} {where}".strip()
            label = f"{state.table[dude].name} invents {what} (Gadget {gadget}, {cost} GR)"
            action: Action = {"type": "invent", "card": card, "dude": dude, "label": label}
            if end is not None:
                action["end"] = end
            actions.append(action)
    return actions


def _recruits_booting(state: DoomtownState, seat: int, card: int, cost: int) -> list[Action]:
    """Recruiting a dude paid in part by booting other dudes (E.B. Farnum)."""
    actions: list[Action] = []
    for group in booting_discounts(state, seat, card, cost):
        names = ", ".join(state.table[dude].name for dude in group)
        label = f"Recruit {state.table[card].name}, booting {names} to pay"
        actions.append({"type": "recruit", "card": card, "boot": group, "label": label})
    return actions


def _move_and_callout_plays(state: DoomtownState, seat: int, ready: list[int]) -> list[Action]:
    table = state.table
    places = {place: location_name(state, place) for place in locations(state)}
    actions: list[Action] = []
    for dude in ready:
        name = table[dude].name
        for to, where in places.items():
            if to != state.at[dude] and not rooted(state, dude):
                how = "" if moves_free(state, seat, dude, to) else " (boots)"
                actions.append({"type": "move", "dude": dude, "to": to, "label": f"Move {name} to {where}{how}"})
        for mark in [] if makes_no_callouts(state, dude) else _callout_marks(state, seat, dude):
            label = f"{name} calls out {table[mark].name}"
            actions.append({"type": "callout", "dude": dude, "mark": mark, "label": label})
    return actions


def _callout_marks(state: DoomtownState, seat: int, dude: int) -> list[int]:
    where = state.at[dude]
    marks: list[int] = []
    for other in range(state.players):
        if other != seat:
            here = [mark for mark in dudes_of(state, other) if state.at[mark] == where]
            marks.extend(mark for mark in here if may_be_called_out_at(state, mark, where))
    return marks


def _replace_actions(state: DoomtownState, seat: int, dudes: list[int]) -> list[Action]:
    table = state.table
    actions: list[Action] = []
    for card in _distinct(state, state.hand[seat]):
        facts = table[card]
        if facts.type != "dude":
            continue
        for dude in dudes:
            old = table[dude]
            if old.title != facts.title or printed_code(old) == facts.card.code or dude in state.replaced:
                continue
            if abs((old.card.experience or 0) - (facts.card.experience or 0)) <= 1:
                actions.append(
                    {"type": "replace", "card": card, "dude": dude, "label": f"Replace {old.name} with {facts.name}"}
                )
    return actions


def _tradeable(state: DoomtownState, card: int) -> bool:
    """Goods not yet traded this turn, unless a card forbids trading it (Bio-Charge Neutralizer)."""
    facts = state.table[card]
    return facts.type == "goods" and card not in state.traded and adjusted_stat(state, "tradeable", card, True)


def _trade_actions(state: DoomtownState, seat: int, dudes: list[int]) -> list[Action]:
    table = state.table
    actions: list[Action] = []
    for giver in dudes:
        where = state.at[giver]
        if not controls(state, seat, where):
            continue
        goods = [g for g in attachments(state, giver) if _tradeable(state, g)]
        for taker in dudes:
            if taker == giver or state.at[taker] != where or state.booted[taker]:
                continue
            for item in (g for g in goods if may_attach(state, g, taker)):
                actions.append(
                    {
                        "type": "trade",
                        "card": item,
                        "dude": taker,
                        "label": f"Give {table[item].name} from {table[giver].name} to {table[taker].name}",
                    }
                )
    return actions


def _next_seat(state: DoomtownState, frame: Frame) -> None:
    frame["seat"] = (frame["seat"] + 1) % state.players


def noon_act(state: DoomtownState, frame: Frame, action: Action) -> None:
    seat = frame["seat"]
    kind = action["type"]
    if kind == "pass":
        frame["passes"] += 1
        if frame["passes"] >= state.players:
            state.stack.pop()
        else:
            _next_seat(state, frame)
        return
    frame["passes"] = 0
    _next_seat(state, frame)
    PLAYS[kind](state, seat, action)
    state.note(played(kind, seat, action))


def _from_hand(state: DoomtownState, seat: int, action: Action, where: int | None = None) -> None:
    """Pay for the action's card from the hand, less what booting dudes takes off (E.B. Farnum) and
    the discount of a card ability playing it (General Store)."""
    card = action["card"]
    discount = boot_for_discount(state, action.get("boot", [])) + action.get("discount", 0)
    state.hand[seat].remove(card)
    pay(state, seat, max(0, play_cost(state, seat, card, where) - discount))
    paid_from_hand(state, seat, card)


def _recruit(state: DoomtownState, seat: int, action: Action) -> None:
    card = action["card"]
    discount = action.get("discount", 0) + helper_discount(state, action.get("helper"))
    _from_hand(state, seat, {**action, "discount": discount})  # Eagle Woman: a helper's influence off
    put_into_play(state, card, seat)
    state.at[card] = action.get("at", home(state, seat))


def _build(state: DoomtownState, seat: int, action: Action) -> None:
    card = action["card"]
    _from_hand(state, seat, action)
    place_deed(state, seat, card, action["end"])


def _attach_goods(state: DoomtownState, seat: int, card: int, dude: int) -> None:
    attach(state, card, dude, seat)
    keep_one(state, seat, card, dude)


def _buy(state: DoomtownState, seat: int, action: Action) -> None:
    _from_hand(state, seat, action)
    _attach_goods(state, seat, action["card"], action["dude"])


def _invent(state: DoomtownState, seat: int, action: Action) -> None:
    card, dude = action["card"], action["dude"]
    _from_hand(state, seat, action)
    state.booted[dude] = 1
    invent(state, seat, dude, card, dude, end=action.get("end"))


def _learn(state: DoomtownState, seat: int, action: Action) -> None:
    _from_hand(state, seat, action, state.at[action["dude"]])
    attach(state, action["card"], action["dude"], seat)


def _plant(state: DoomtownState, seat: int, action: Action) -> None:
    _from_hand(state, seat, action, state.at[action["dude"]])
    attach(state, action["card"], state.at[action["dude"]], seat)


def _trade(state: DoomtownState, seat: int, action: Action) -> None:
    """One trade play may move any number of goods among the player's dudes at that location."""
    state.stack.append({"kind": "trade", "seat": seat, "location": state.at[action["dude"]]})
    _hand_over(state, seat, action)


def _hand_over(state: DoomtownState, seat: int, action: Action) -> None:
    state.traded.append(action["card"])
    state.attached_to[action["card"]] = action["dude"]
    keep_one(state, seat, action["card"], action["dude"])


def trade_legal(state: DoomtownState, frame: Frame) -> list[Action]:
    seat, where = frame["seat"], frame["location"]
    more = [a for a in _trade_actions(state, seat, dudes_of(state, seat)) if state.at[a["dude"]] == where]
    return [{"type": "trade_done", "label": "Done trading"}, *more]


def trade_act(state: DoomtownState, frame: Frame, action: Action) -> None:
    if action["type"] == "trade_done":
        state.stack.pop()
    else:
        _hand_over(state, frame["seat"], action)


def _move(state: DoomtownState, seat: int, action: Action) -> None:
    dude, to = action["dude"], action["to"]
    if not moves_free(state, seat, dude, to):
        state.booted[dude] = 1
    state.at[dude] = to


def _callout(state: DoomtownState, seat: int, action: Action) -> None:
    call_out(state, seat, action["dude"], action["mark"])


def _replace(state: DoomtownState, seat: int, action: Action) -> None:
    new, old = action["card"], action["dude"]
    state.hand[seat].remove(new)
    replace_in_play(state, old, new)
    state.replaced.append(new)


PLAYS: dict[str, Callable[[DoomtownState, int, Action], None]] = {
    "recruit": _recruit,
    "build": _build,
    "buy": _buy,
    "invent": _invent,
    "learn": _learn,
    "plant": _plant,
    "trade": _trade,
    "move": _move,
    "callout": _callout,
    "replace": _replace,
    "ability": use_ability,
}


def answer_legal(state: DoomtownState, frame: Frame) -> list[Action]:
    mark = frame["mark_dude"]
    name = state.table[mark].name
    actions: list[Action] = [{"type": "accept", "label": f"{name} accepts the callout"}]
    price = frame.get("refuse_price", 0)  # a card's call-out costs ghost rock to refuse (Howling Howell Melton)
    affordable = state.stash[frame["seat"]] >= price
    if not state.booted[mark] and not frame.get("must_accept") and affordable:  # some call-outs cannot be refused
        paying = f", paying {price} GR to {seat_ref(frame['leader_seat'])}" if price else ""
        runs = "stays where they are" if frame.get("refuse_stays") else "boots and runs home"
        actions.append({"type": "refuse", "label": f"{name} refuses{paying}, {runs}"})
    return actions


def answer_act(state: DoomtownState, frame: Frame, action: Action) -> None:
    state.stack.pop()
    mark = frame["mark_dude"]
    if action["type"] == "refuse":
        state.note({"type": "refused", "card": mark})
        if frame.get("refuse_price"):
            pay_opponent(state, frame["seat"], frame["leader_seat"], frame["refuse_price"])
        if "on_refuse" in frame:  # a token made for the call-out leaves (Mother Bear's Rage)
            PICKS[frame["on_refuse"]](state, frame, None)
        if frame.get("refuse_stays"):  # a card lets the mark refuse where it stands (Friends in High Places)
            return
        home_by_rules(state, mark, REFUSED)  # last: cards may replace it (Cloak)
        return
    if frame.get("leader_moves"):  # a card's call-out from an adjacent location (Bass Reeves)
        state.booted[frame["leader_dude"]] = 1
        state.at[frame["leader_dude"]] = state.at[mark]
    shootout.start_callout(state, frame["leader_seat"], frame["leader_dude"], frame["seat"], mark)
    if "on_accept" in frame:  # a card's call-out changes the shootout (...It's Who You Know)
        PICKS[frame["on_accept"]](state, frame, None)
    after(state, CALLOUT_ACCEPTED, leader_dude=frame["leader_dude"], mark=mark)  # card reacts, before posses form


def keep_legal(state: DoomtownState, frame: Frame) -> list[Action]:
    """Keep one of the cards; or two that the dude may carry together (Hydro-Puncher)."""
    held = [card for card in frame["cards"] if state.attached_to[card] == frame["dude"]]
    table, keyword = state.table, frame["keyword"]
    actions: list[Action] = [
        {"type": "keep", "card": card, "label": f"Keep {table[card].name} as the {keyword}"} for card in held
    ]
    for first, second in combinations(held, 2):
        if may_carry(state, frame["dude"], keyword, [first, second]):
            label = f"Keep {table[first].name} and {table[second].name}"
            actions.append({"type": "keep", "card": first, "also": second, "label": label})
    return actions


def keep_act(state: DoomtownState, frame: Frame, action: Action) -> None:
    state.stack.pop()
    kept = (action["card"], action.get("also"))
    for card in frame["cards"]:
        if card not in kept and state.attached_to[card] == frame["dude"]:
            leave_play(state, card, ace=False)


DECISIONS = {
    "noon": (noon_legal, noon_act),
    "answer": (answer_legal, answer_act),
    "keep": (keep_legal, keep_act),
    "trade": (trade_legal, trade_act),
}
