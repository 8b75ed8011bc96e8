"""Builders for Doomtown scenario tests: games set up to a given moment, cards found and put in
play, actions taken by their kind. Test files import builders from here and from ``card_scenario``,
never from each other."""

from __future__ import annotations

from collections.abc import Callable

from games.engines import Rng, get_engine
from games.engines.doomtown import flow
from games.engines.doomtown.cards import load_deck_file
from games.engines.doomtown.town import (
    home,
)

ENGINE = get_engine("doomtown")


OUTLAWS, LAW_DOGS = "starter-outlaws", "starter-law-dogs"


def at_noon(decks=(OUTLAWS, LAW_DOGS), seed=1):
    """A game at its first High Noon: listed starting gangs (if any), every upkeep paid; a trait
    on a cheatin' lowball hand declined, Gamblin's cheatin' window passed."""
    state = ENGINE.new_game(players=len(decks), seed=seed, options={"decks": list(decks)})
    while state.stack[-1]["kind"] != "noon":
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        for wanted in ("gang_listed", "gang_done", "pay", "upkeep_done", "keep", "pass"):
            chosen = [a for a in legal if wanted in (a["type"], a.get("choice"))]
            if chosen:
                state.apply(seat, chosen[0])
                break
    return state


def named(state, seat, name):
    """The first card of that name in the seat's deck list (any zone)."""
    for card in range(len(state.table)):
        if state.table[card].owner == seat and state.table[card].name == name:
            return card
    raise LookupError(name)


def take(state, card):
    """Take a card out of whatever zone holds it."""
    for zone in ("deck", "hand", "discard", "boot_hill", "draw", "pending", "play"):
        for cards in getattr(state, zone):
            if card in cards:
                cards.remove(card)
                return
    raise LookupError(card)


def to_hand(state, seat, name):
    card = named(state, seat, name)
    take(state, card)
    state.hand[seat].append(card)
    return card


def dude_in_play(state, seat, name, at=None, booted=False):
    card = named(state, seat, name)
    if card not in state.play[seat]:
        take(state, card)
        state.play[seat].append(card)
    state.at[card] = home(state, seat) if at is None else at
    state.booted[card] = int(booted)
    return card


def act(state, kind, **fields):
    seat = state.to_act()[0]
    for action in state.legal_actions(seat):
        if action["type"] == kind and all(action.get(k) == v for k, v in fields.items()):
            return state.apply(seat, action)
    raise AssertionError(f"no legal {kind} {fields} for seat {seat}: {state.legal_actions(seat)}")


def is_legal(state, kind, **fields):
    seat = state.to_act()[0]
    return any(a["type"] == kind and all(a.get(k) == v for k, v in fields.items()) for a in state.legal_actions(seat))


def noon_seat(state, seat):
    """Give the noon turn to ``seat`` (scenarios play one side's plays in a row)."""
    state.stack[-1]["seat"] = seat


def callout_to_hands(state, dude, mark):
    """Seat 0's ``dude`` calls out ``mark``, who accepts; both posses stay as they are and every
    redraw is declined, so the shootout waits for its draw hands."""
    noon_seat(state, 0)
    act(state, "callout", dude=dude, mark=mark)
    act(state, "accept")
    act(state, "posse_done")
    act(state, "posse_done")
    while state.stack[-1]["kind"] == "redraw":
        act(state, "redraw_done")


def stack_deck(state, seat, names):
    """Put these cards (by name, in order) on top of the seat's deck: the first is drawn first."""
    cards = []
    for name in names:
        card = next(
            c for c in range(len(state.table))
            if state.table[c].owner == seat and state.table[c].name == name and c not in cards
            and c not in state.play[seat]
        )  # fmt: skip
        take(state, card)
        cards.append(card)
    state.deck[seat].extend(reversed(cards))
    return cards


def run_gamblin(state):
    state.stack = [{"kind": "day", "step": "gamblin"}]
    flow.advance(state)


OUTLAW_HIGH_CARD = ["The Mayor's Office", "Mugging", "Tusk", "Mustang", "Kidnappin'"]  # AD 2C 4H 5H 7C


LAWDOG_PAIR = ["Asakichi Cooke", "Hustings", "Bobo", "Circle M Ranch", "Fancy New Hat"]  # 3S 3D 6S 8D KH


def build(state, seat, name, end="right"):
    card = to_hand(state, seat, name)
    state.stash[seat] += 20
    state.bank -= 20
    noon_seat(state, seat)
    act(state, "build", card=card, end=end)
    return card


QUATERMAN, POST_A_TRON, DEVILS_SIX_GUN = "22029", "24037", "19029"


def gadget_deck():
    """The Entrepreneurs starter with two Gadget dudes and a Gadget goods of bare "Gadget"."""
    deck = load_deck_file("starter-entrepreneurs")
    extra = [{"code": code, "quantity": 1} for code in (QUATERMAN, POST_A_TRON, DEVILS_SIX_GUN)]
    return {**deck, "cards": [*deck["cards"], *extra]}


def inventor_at_noon(pulled):
    """Arnold Stewart (Mad Scientist 1) at home, 10 GR more, the next pull of value ``pulled``."""
    state = at_noon(decks=(gadget_deck(), LAW_DOGS))
    arnold = dude_in_play(state, 0, "Arnold Stewart")
    state.stash[0] += 10
    state.bank -= 10
    top_card_of_value(state, 0, pulled)
    noon_seat(state, 0)
    return state, arnold


def top_card_of_value(state, seat, pulled):
    """Put a card of that value (from the deck, hand or discard pile) on top of the seat's deck."""
    card = next(
        c for zone in (state.deck, state.hand, state.discard) for c in zone[seat]
        if state.table[c].stat_value == pulled and state.table[c].type != "joker"
    )  # fmt: skip
    take(state, card)
    state.deck[seat].append(card)


YASMIN, ARTHUR, LEW, SQUIRREL, GOODENOUGH, ROSALEEN = "23001", "23005", "23009", "23013", "23017", "23022"


def with_cards(deck_key, *codes):
    deck = load_deck_file(deck_key)
    return {**deck, "cards": [*deck["cards"], *({"code": code, "quantity": 1} for code in codes)]}


def at_game_start(deck, other=LAW_DOGS, seed=1, other_grifter=None):
    """Seat 0 starts with only the deck's Grifter; seat 1 takes its listed gang (or its Grifter)."""
    state = ENGINE.new_game(players=2, seed=seed, options={"decks": [deck, other]})
    while state.stack[-1]["kind"] == "gang":
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        wanted = other_grifter if seat == 1 else "Grifter"
        picks = [a for a in legal if a["type"] == "gang_pick" and wanted and state.table[a["card"]].has(wanted)]
        if seat == 1 and other_grifter is None:
            act(state, "gang_listed")
        elif picks:
            state.apply(seat, picks[0])
        else:
            act(state, "gang_done")
    return state


def first_random_game(seeds: range, options_of: Callable, until: Callable, fork: int) -> tuple:
    """The first random two-player game among ``seeds`` (options ``options_of(seed)``, moves from
    ``Rng(seed).fork(fork)``) that reaches ``until(state)``: (state, seed, options, record), each
    action recorded with the state hash after it."""
    for seed in seeds:
        options = options_of(seed)
        state = ENGINE.new_game(players=2, seed=seed, options=options)
        rng, record = Rng(seed).fork(fork), []
        while not state.is_over():
            if until(state):
                return state, seed, options, record
            seat = state.to_act()[0]
            action = rng.choice(state.legal_actions(seat))
            state.apply(seat, action)
            record.append({"seat": seat, "action": action, "hash": state.state_hash()})
    raise AssertionError("no random game reached the moment wanted")
