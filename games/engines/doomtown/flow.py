"""The decision stack: which frame kinds run by themselves, which wait for a player, and the day.

A frame is a plain dict with a ``kind``. ``advance`` runs automatic frames (``STEPS``) until the
top frame is a decision (``DECISIONS``: legal actions and how to apply one) or the game is over.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from games.engines.base import Action, placements_from_keys
from games.engines.doomtown import jobs, noon, shootout
from games.engines.doomtown.poker import best_hand_codes
from games.engines.doomtown.town import control_points, home, production, total_influence, upkeep
from games.engines.doomtown.turns import order_from, push_in_order
from games.engines.doomtown.zones import (
    draw_card,
    draw_into,
    finish_draw_hand,
    gain,
    leave_play,
    pay,
    put_into_play,
)

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

Frame = dict[str, Any]
HAND_SIZE = 5
GAMBLIN_REDRAW_LIMIT = 20
PUBLIC_KEYS = (
    "kind", "seat", "step", "location", "leader_seat", "mark_seat", "mark", "leader_dude", "mark_dude", "posse",
    "shooter", "round", "left", "passes", "casualties", "winner", "loser", "hands", "job",
)  # fmt: skip


# ---- setup ---------------------------------------------------------------------------------


def _faction_key(text: str) -> str:
    key = text.lower().replace(" ", "").replace("'", "")
    return "1stpeoples" if key == "firstpeoples" else key


def core_deed_allowed(state: DoomtownState, seat: int, card: int) -> bool:
    facts = state.table[card]
    if facts.type != "deed":
        return False
    outfit_faction = state.table[home(state, seat)].card.faction
    for keyword in facts.keywords:
        if keyword == "Core":
            return True
        if keyword.startswith("Core ") and _faction_key(keyword[5:]) == outfit_faction:
            return True
    return False


def _gang_cost(state: DoomtownState, seat: int) -> int:
    return sum(state.table[card].num("cost") for card in state.pending[seat])


def _gang_dude_allowed(state: DoomtownState, seat: int, card: int) -> bool:
    facts = state.table[card]
    if facts.type != "dude" or facts.has("Gadget") or facts.card.token:
        return False
    factions = facts.card.factions
    if factions and state.table[home(state, seat)].card.faction not in factions:
        return False
    picked = [state.table[c] for c in state.pending[seat] if state.table[c].type == "dude"]
    if len(picked) >= 5 or any(p.title == facts.title for p in picked):
        return False
    return not (facts.has("Grifter") and any(p.has("Grifter") for p in picked))


def _listed_gang_ok(state: DoomtownState, seat: int) -> bool:
    listed = state.table.starting[seat]
    cost = sum(state.table[card].num("cost") for card in listed)
    return bool(listed) and not state.pending[seat] and cost <= state.stash[seat]


def gang_legal(state: DoomtownState, frame: Frame) -> list[Action]:
    seat = frame["seat"]
    table = state.table
    budget = state.stash[seat] - _gang_cost(state, seat)
    actions: list[Action] = []
    if _listed_gang_ok(state, seat):
        names = ", ".join(table[card].name for card in table.starting[seat])
        actions.append({"type": "gang_listed", "label": f"Take the decklist's starting gang: {names}"})
    offered: set[str] = set()
    has_core = any(table[card].type == "deed" for card in state.pending[seat])
    for card in state.deck[seat]:
        facts = table[card]
        if facts.card.code in offered or facts.num("cost") > budget:
            continue
        if _gang_dude_allowed(state, seat, card):
            offered.add(facts.card.code)
            actions.append(
                {"type": "gang_pick", "card": card, "label": f"Start with {facts.name} ({facts.num('cost')} GR)"}
            )
        elif not has_core and core_deed_allowed(state, seat, card):
            offered.add(facts.card.code)
            actions.append({"type": "gang_pick", "card": card, "label": f"Start with the Core deed {facts.name}"})
    actions.append({"type": "gang_done", "label": "Done choosing the starting gang"})
    return actions


def gang_act(state: DoomtownState, frame: Frame, action: Action) -> None:
    seat = frame["seat"]
    if action["type"] == "gang_listed":
        for card in state.table.starting[seat]:
            state.deck[seat].remove(card)
            state.pending[seat].append(card)
        state.stack.pop()
    elif action["type"] == "gang_pick":
        state.deck[seat].remove(action["card"])
        state.pending[seat].append(action["card"])
    else:
        state.stack.pop()


def _setup(state: DoomtownState, frame: Frame) -> None:
    state.dealer = state.rng.below(state.players)  # the coin toss
    for seat in range(state.players):
        outfit = home(state, seat)
        put_into_play(state, outfit, seat)
        state.street[seat].append(outfit)
        wealth = state.table[outfit].num("wealth")
        legend = state.table.legends[seat]
        if legend is not None:
            put_into_play(state, legend, seat)
            wealth += state.table[legend].card.wealth or 0
        gain(state, seat, max(0, wealth))
    frame["step"] = "reveal"
    push_in_order(state, [{"kind": "gang", "seat": seat} for seat in order_from(state, state.dealer)])


def _reveal_gangs(state: DoomtownState, frame: Frame) -> None:
    for seat in order_from(state, state.dealer):
        for card in state.pending[seat]:
            pay(state, seat, state.table[card].num("cost"))
            put_into_play(state, card, seat)
            if state.table[card].type == "dude":
                state.at[card] = home(state, seat)
            else:
                state.street[seat].append(card)
        state.note({"type": "starting_gang", "seat": seat, "cards": list(state.pending[seat])})
        state.pending[seat] = []
        state.rng.shuffle(state.deck[seat])
        draw_into(state, seat, state.hand[seat], HAND_SIZE)
    state.day = 1
    frame["step"] = "gamblin"


# ---- the day ---------------------------------------------------------------------------------


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


def _gamblin(state: DoomtownState, frame: Frame) -> None:
    state.phase = "gamblin"
    seats = order_from(state, state.dealer)
    for seat in seats:
        if state.stash[seat] >= 1:
            state.stash[seat] -= 1
        else:  # borrowed from the bank, repaid at Upkeep
            state.bank -= 1
            state.debt[seat] += 1
        state.pot += 1
    winner = state.dealer
    for attempt in range(GAMBLIN_REDRAW_LIMIT):
        results = {}
        for seat in seats:
            draw_into(state, seat, state.draw[seat], HAND_SIZE)
            state.revealed[seat] = True
            codes = [state.table[card].poker for card in state.draw[seat]]
            if len(codes) == HAND_SIZE:
                results[seat] = best_hand_codes(codes, lowball=True)
        state.note({"type": "lowball", "hands": {str(s): r.to_json() for s, r in results.items()}, "attempt": attempt})
        lowest = min((r.key for r in results.values()), default=None)
        leaders = [seat for seat, r in results.items() if r.key == lowest]
        if len(leaders) == 1:
            winner = leaders[0]
        for seat in seats:
            finished = len(leaders) == 1 or not results
            used = _hand_ids(state, seat, results[seat].codes) if finished and seat in results else []
            finish_draw_hand(state, seat, used)
            state.revealed[seat] = False
        if len(leaders) == 1 or not results:
            break
    state.stash[winner] += state.pot
    state.note({"type": "dealer", "seat": winner, "pot": state.pot})
    state.pot = 0
    state.dealer = winner
    frame["step"] = "production"


def _production(state: DoomtownState, frame: Frame) -> None:
    state.phase = "production"
    for seat in order_from(state, state.dealer):
        amount = production(state, seat)
        gain(state, seat, amount)
        state.note({"type": "production", "seat": seat, "amount": amount})
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
    frame["step"] = "sundown"
    state.stack.append({"kind": "noon", "seat": state.dealer, "passes": 0})


def _end_game(state: DoomtownState, keys: list[int], reason: str) -> None:
    placements = placements_from_keys(keys)
    firsts = placements.count(1)
    scores = [1.0 / firsts if place == 1 else 0.0 for place in placements]
    state.outcome = {
        "scores": scores,
        "placements": placements,
        "details": {
            "reason": reason,
            "day": state.day,
            "control": [control_points(state, seat) for seat in range(state.players)],
            "influence": [total_influence(state, seat) for seat in range(state.players)],
        },
    }
    state.phase = "over"
    state.note({"type": "game_over", "reason": reason, "placements": placements})


def _margins(state: DoomtownState) -> list[int]:
    """Each seat's control points minus the most influence any opponent has."""
    influence = [total_influence(state, seat) for seat in range(state.players)]
    return [
        control_points(state, seat) - max(influence[o] for o in range(state.players) if o != seat)
        for seat in range(state.players)
    ]


def _sundown(state: DoomtownState, frame: Frame) -> None:
    state.phase = "sundown"
    margins = _margins(state)
    control = [control_points(state, seat) for seat in range(state.players)]
    winners = [seat for seat in range(state.players) if margins[seat] > 0]
    if winners:
        best = max(control[seat] for seat in winners)
        top = [seat for seat in winners if control[seat] == best]
        if len(top) == 1:
            _end_game(state, [1 if seat == top[0] else 0 for seat in range(state.players)], "control of the town")
            return
    if state.day >= state.options["max_days"]:
        _end_game(state, margins, "day limit: control points minus opposing influence")
        return
    frame["step"] = "nightfall"


def _nightfall(state: DoomtownState, frame: Frame) -> None:
    state.phase = "nightfall"
    push_in_order(state, [{"kind": "night", "seat": seat} for seat in order_from(state, state.dealer)])
    frame["step"] = "dawn"


def night_legal(state: DoomtownState, frame: Frame) -> list[Action]:
    seat = frame["seat"]
    actions: list[Action] = [{"type": "night_keep", "label": "Keep the whole hand"}]
    offered = set()
    for card in state.hand[seat]:
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
    while len(state.hand[seat]) < HAND_SIZE:
        card = draw_card(state, seat)
        if card is None:
            break
        state.hand[seat].append(card)
    for card in state.play[seat]:
        state.booted[card] = 0
    state.stack.pop()


def _dawn(state: DoomtownState, frame: Frame) -> None:
    state.traded = []
    state.replaced = []
    state.day += 1
    frame["step"] = "gamblin"


DAY_STEPS: dict[str, Callable[[DoomtownState, Frame], None]] = {
    "setup": _setup,
    "reveal": _reveal_gangs,
    "gamblin": _gamblin,
    "production": _production,
    "upkeep": _upkeep,
    "noon": _noon,
    "sundown": _sundown,
    "nightfall": _nightfall,
    "dawn": _dawn,
}


def _day(state: DoomtownState, frame: Frame) -> None:
    DAY_STEPS[frame["step"]](state, frame)


STEPS: dict[str, Callable[[DoomtownState, Frame], None]] = {
    "day": _day,
    "shootout": shootout.step,
    "job": jobs.step,
}

DECISIONS: dict[
    str, tuple[Callable[[DoomtownState, Frame], list[Action]], Callable[[DoomtownState, Frame, Action], None]]
] = {
    "gang": (gang_legal, gang_act),
    "upkeep": (upkeep_legal, upkeep_act),
    "night": (night_legal, night_act),
    **noon.DECISIONS,
    **shootout.DECISIONS,
}


def advance(state: DoomtownState) -> None:
    while state.outcome is None:
        top = state.stack[-1]
        run = STEPS.get(top["kind"])
        if run is None:
            return
        run(state, top)


def legal(state: DoomtownState, frame: Frame) -> list[Action]:
    return DECISIONS[frame["kind"]][0](state, frame)


def act(state: DoomtownState, frame: Frame, action: Action) -> None:
    DECISIONS[frame["kind"]][1](state, frame, action)


def public_frames(state: DoomtownState) -> list[dict[str, Any]]:
    """The stack as anyone may see it (frames hold no hidden card ids under these keys)."""
    return [{key: frame[key] for key in PUBLIC_KEYS if key in frame} for frame in state.stack]


def forget_hidden_choices(state: DoomtownState, seat: int) -> None:
    """After ``seat``'s hidden cards were dealt again, undo its half-made choices about them."""
    for frame in state.stack:
        if frame["kind"] == "redraw" and frame["seat"] == seat:
            frame["left"] += len(frame["chosen"])
            frame["chosen"] = []
