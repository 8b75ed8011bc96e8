"""Setting up: outfits, starting ghost rock, the secret choice of starting gangs, opening hands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.base import Action
from games.engines.doomtown import hooks
from games.engines.doomtown.cards import GADGET_DUDES_THAT_MAY_START, NEVER_STARTING
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.town import home
from games.engines.doomtown.turns import order_from, push_in_order
from games.engines.doomtown.zones import draw_into, gain, pay, put_into_play

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState
    from games.engines.doomtown.table import CardFacts

HAND_SIZE = 5
STARTING_DUDES = 5


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


def _gang_dude_allowed(state: DoomtownState, seat: int, card: int, picked: list[CardFacts]) -> bool:
    """A faction dude or drifter, not a Gadget or token, no title twice, five at most, one Grifter
    (and not a dude whose text forbids it)."""
    facts = state.table[card]
    gadget = facts.has("Gadget") or facts.rating("Gadget") is not None
    if gadget and facts.card.code not in GADGET_DUDES_THAT_MAY_START:
        return False
    if facts.type != "dude" or facts.card.token or facts.card.code in NEVER_STARTING:
        return False
    factions = facts.card.factions
    if factions and state.table[home(state, seat)].card.faction not in factions:
        return False
    if len(picked) >= STARTING_DUDES or any(p.title == facts.title for p in picked):
        return False
    return not (facts.has("Grifter") and any(p.has("Grifter") for p in picked))


def _listed_gang_ok(state: DoomtownState, seat: int) -> bool:
    listed = state.table.starting[seat]
    cost = sum(state.table[card].num("cost") for card in listed)
    barred = any(state.table[card].card.code in NEVER_STARTING for card in listed)
    return bool(listed) and not barred and not state.pending[seat] and cost <= state.stash[seat]


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
    picked = [table[card] for card in state.pending[seat] if table[card].type == "dude"]
    for card in sorted(state.deck[seat]):  # the lowest id stands for its copies, whatever the deck order
        facts = table[card]
        if facts.card.code in offered or facts.num("cost") > budget:
            continue
        if _gang_dude_allowed(state, seat, card, picked):
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


def setup(state: DoomtownState, frame: Frame) -> None:
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


def reveal_gangs(state: DoomtownState, frame: Frame) -> None:
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
    for hook in hooks.GAME_STARTS.fns:
        hook(state)
