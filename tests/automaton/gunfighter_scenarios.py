"""Hand-made Doomtown states for the Gunfighter tests: a real game with an Automaton seat, brought
to High Noon through the engine's own actions, then its plain data edited to set the scene."""

from __future__ import annotations

from typing import Any

from automaton.strategies.gunfighter import GunfighterBot
from games.engines import get_engine
from games.engines.doomtown.town import home
from tests.engines.doomtown.scenario import take

ENGINE = get_engine("doomtown")
HUMAN, AUTOMATON = 0, 1
DECKS = ["starter-outlaws", "starter-law-dogs"]


def new_game(twists: tuple[str, ...] = (), seed: int = 1, decks: list[str] = DECKS) -> Any:
    return ENGINE.new_game(
        players=2, seed=seed, options={"decks": decks, "automaton": {"seat": AUTOMATON, "twists": list(twists)}}
    )


def at_noon(twists: tuple[str, ...] = (), seed: int = 1, *, empty_town: bool = True, decks: list[str] = DECKS) -> Any:
    """The first High Noon with the Automaton to play; with ``empty_town`` every dude, deed and
    hand card is cleared away (the outfits stay) so a scenario places only what it needs."""
    state = new_game(twists, seed, decks)
    while state.stack[-1]["kind"] != "noon":
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        for wanted in (
            "gang_listed", "gang_done", "pay", "upkeep_done",
            # a Gamblin' cheatin' window on the way: the Automaton pulls and passes it (or plays nothing),
            # the human passes
            "automaton_pull", "automaton_pass", "automaton_no_move", "automaton_no_card", "automaton_no_ability",
            "automaton_discard", "pass",
        ):  # fmt: skip
            chosen = [a for a in legal if a["type"] == wanted or a.get("choice") == "keep"]  # a trait: declined
            if chosen:
                state.apply(seat, chosen[0])
                break
    if empty_town:
        for seat in (HUMAN, AUTOMATON):
            for card in [c for c in state.play[seat] if c != home(state, seat)]:
                take(state, card)
                state.deck[seat].insert(0, card)
                state.at[card] = state.attached_to[card] = -2
            state.street[seat] = [home(state, seat)]
            state.deck[seat][:0] = state.hand[seat]
            state.hand[seat] = []
        in_play = {card for cards in state.play for card in cards}
        state.effects = [e for e in state.effects if e["card"] in in_play]  # what left play took its effects
    state.stack[-1]["seat"] = AUTOMATON
    state.stash[AUTOMATON] = state.stash[HUMAN] = 30
    state.bank = -(sum(state.stash) + state.pot + sum(state.bounty))  # ghost rock comes from the bank
    return state


def named(state: Any, seat: int, name: str, copy: int = 0) -> int:
    found = [c for c in range(len(state.table)) if state.table[c].owner == seat and state.table[c].name == name]
    return found[copy]


def dude(state: Any, seat: int, name: str, at: int | None = None, *, booted: bool = False, copy: int = 0) -> int:
    card = named(state, seat, name, copy)
    take(state, card)
    state.play[seat].append(card)
    state.at[card] = home(state, seat) if at is None else at
    state.booted[card] = int(booted)
    return card


def deed(state: Any, seat: int, name: str, end: str = "right") -> int:
    card = named(state, seat, name)
    take(state, card)
    state.play[seat].append(card)
    state.booted[card] = 0
    if end == "left":
        state.street[seat].insert(0, card)
    else:
        state.street[seat].append(card)
    return card


def goods(state: Any, seat: int, name: str, on: int) -> int:
    card = named(state, seat, name)
    take(state, card)
    state.play[seat].append(card)
    state.attached_to[card] = on
    return card


def hand(state: Any, seat: int, *names: str) -> list[int]:
    """Set the hand, left to right."""
    state.deck[seat][:0] = state.hand[seat]
    state.hand[seat] = []
    cards = []
    for name in names:
        copies = [c for c in range(len(state.table)) if state.table[c].owner == seat and state.table[c].name == name]
        card = next(c for c in copies if c not in cards)
        take(state, card)
        cards.append(card)
    state.hand[seat] = cards
    return cards


def on_top(state: Any, seat: int, name: str) -> int:
    """Put a card of that name on top of the seat's deck (the next pull or draw)."""
    copies = [c for c in range(len(state.table)) if state.table[c].owner == seat and state.table[c].name == name]
    card = next(c for c in copies if c in state.deck[seat] or c in state.discard[seat])
    take(state, card)
    state.deck[seat].append(card)
    return card


def decide(state: Any, seat: int = AUTOMATON) -> tuple[dict[str, Any], str]:
    """The Gunfighter's choice now (without applying it) and its explanation."""
    assert state.to_act() == [seat], f"seat {state.to_act()} is to act, not {seat}"
    return GunfighterBot().decide(state, seat)


def step(state: Any, seat: int = AUTOMATON) -> tuple[dict[str, Any], str]:
    action, why = decide(state, seat)
    state.apply(seat, action)
    state.check_invariants()
    return action, why


def pull(state: Any, name: str) -> tuple[dict[str, Any], str]:
    """Stack ``name`` on the Automaton's deck, make the pull, and return the first decision after it."""
    on_top(state, AUTOMATON, name)
    action, _ = step(state)
    assert action["type"] == "automaton_pull"
    return decide(state)


def act(state: Any, kind: str, **fields: Any) -> None:
    seat = state.to_act()[0]
    for action in state.legal_actions(seat):
        if action["type"] == kind and all(action.get(k) == v for k, v in fields.items()):
            state.apply(seat, action)
            return
    raise AssertionError(f"no legal {kind} {fields} for seat {seat}")
