"""Builders for Doomtown scenario tests: games set up to a given moment, cards put in play, actions taken by name.

Shared by the engine, card and Automaton tests (test files import from here, never from each other)."""

from __future__ import annotations

from games.engines import get_engine
from games.engines.doomtown import flow, shootout
from games.engines.doomtown.cards import cards_by_name, load_deck_file, normalise_name
from games.engines.doomtown.poker import evaluate
from games.engines.doomtown.town import (
    TOWN_SQUARE,
    home,
)

FILLER = ["Clint Ramsey", "El Anónimo", "Pancho Castillo", "Avie Cline", "Ezrael Jones", "Pat's Perch"]


def code(name: str) -> str:
    return cards_by_name()[normalise_name(name)][0].code


def deck_of(names: list[str], outfit: str = "24012") -> dict:
    """A small deck: these cards once each, plus a few cards without abilities to draw."""
    cards = {}
    for name in [*names, *FILLER]:
        cards[code(name)] = cards.get(code(name), 0) + 1
    return {"name": "scenario", "outfit": outfit, "cards": [{"code": c, "quantity": q} for c, q in cards.items()]}


def game(mine: list[str], theirs: list[str] = (), outfit: str = "24012") -> object:
    """A game at High Noon where seat 0 (``outfit``) holds ``mine`` and seat 1 (Law Dogs) ``theirs``."""
    state = at_noon(decks=(deck_of(mine, outfit=outfit), deck_of(list(theirs), outfit="24009")))
    for seat in (0, 1):
        state.stash[seat] += 10
        state.bank -= 10
    noon_seat(state, 0)
    return state


def deed(state, seat: int, name: str) -> int:
    """Put a deed of ``seat`` into play (on its street, or out of town)."""
    card = named(state, seat, name)
    take(state, card)
    state.play[seat].append(card)
    (state.out_of_town if state.table[card].has("Out of Town") else state.street)[seat].append(card)
    return card


def give(state, seat: int, name: str, dude: int) -> int:
    """Attach a goods or spell of ``seat`` to ``dude``."""
    card = named(state, seat, name)
    take(state, card)
    state.play[seat].append(card)
    state.attached_to[card] = dude
    return card


def _noon_turn(state, seat: int) -> None:
    if state.stack[-1]["kind"] == "noon":
        noon_seat(state, seat)


def abilities(state, card: int, seat: int = 0) -> list[dict]:
    """The ability actions of ``card`` open now (at High Noon: on ``seat``'s turn)."""
    _noon_turn(state, seat)
    seat = state.to_act()[0]
    return [a for a in state.legal_actions(seat) if a["type"] == "ability" and a["card"] == card]


def use(state, card: int, target=None, ability: int = 0, seat: int = 0):
    _noon_turn(state, seat)
    return act(state, "ability", card=card, target=target, ability=ability)


def fight(state, mine: list[int], theirs: list[int], location: int = TOWN_SQUARE, step: str = "plays"):
    """A shootout between seat 0 (leader) and seat 1 at ``location``, advanced to ``step``."""
    frame = shootout.new_shootout(
        state, location=location, leader=0, mark=1, leader_dude=mine[0], mark_dude=theirs[0], job=False
    )
    for dude in mine:
        state.at[dude] = location
    for dude in theirs:
        state.at[dude] = location
    frame["posse"][0].extend(mine)
    frame["posse"][1].extend(theirs)
    frame["step"] = step
    state.stack.append(frame)
    return frame


def at_resolution(state, frame, hands: dict[int, str], shooters: dict[int, int]) -> None:
    """Revealed hands (poker notation) and shooters, then the resolution window opens."""

    frame["hands"] = [None, None]
    frame["hand_keys"] = [-1, -1]
    frame["cheatin"] = [False, False]
    frame["rank_bonus"] = [0, 0]
    for seat, text in hands.items():
        result = evaluate(text)
        frame["hands"][seat] = result.to_json()
        frame["hand_keys"][seat] = result.key
        frame["cheatin"][seat] = result.cheatin
    frame["shooter"] = [shooters.get(0), shooters.get(1)]
    frame["step"] = "resolutions"
    flow.advance(state)


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


def on_top(state, seat: int, name: str) -> int:
    """Put a card of ``seat`` on top of its deck (the next pull or draw)."""
    card = named(state, seat, name)
    take(state, card)
    state.deck[seat].append(card)
    return card


def taken(state, seat: int, names: list[str]) -> list[int]:
    """Cards of ``seat`` by name (copies one after the other), out of whatever zone held them."""
    cards: list[int] = []
    for name in names:
        card = next(c for c in range(len(state.table)) if state.table[c].name == name and c not in cards
                    and state.table[c].owner == seat)  # fmt: skip
        take(state, card)
        cards.append(card)
    return cards


def in_discard(state, seat: int, names: list[str]) -> list[int]:
    cards = taken(state, seat, names)
    state.discard[seat].extend(cards)
    return cards


def hurt_at_resolution():
    """Seat 1 showed a cheatin' JS JS 8S 5S 8D against seat 0's legal hand; seat 0 holds the card."""
    state = game(["This'll Hurt in the Morning'", "Ezrael Jones"], ["Clint Ramsey", "Clint Ramsey"])
    mine = dude_in_play(state, 0, "Ezrael Jones", at=TOWN_SQUARE)
    frame = fight(state, [mine], [dude_in_play(state, 1, "Avie Cline", at=TOWN_SQUARE)])
    hurt = to_hand(state, 0, "This'll Hurt in the Morning'")
    shown = in_discard(state, 1, ["Clint Ramsey", "Clint Ramsey", "El Anónimo", "Pancho Castillo", "Pat's Perch"])
    frame["hand_cards"] = [[], list(shown)]
    replacement = on_top(state, 1, "Ezrael Jones")  # 9S
    at_resolution(state, frame, {0: "2H 3H 5D 8C KD", 1: "JS JS 8S 5S 8D"}, {0: mine})
    return state, frame, hurt, shown, replacement


def resolution_fight(hands):
    """Pancho (seat 0, with Clint at home) against Erik in the town square, hands revealed."""
    state = game(["No Turning Back", "Pancho Castillo", "Clint Ramsey"], ["Erik Samson"])
    card = to_hand(state, 0, "No Turning Back")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    clint = dude_in_play(state, 0, "Clint Ramsey")
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    frame = fight(state, [pancho], [erik])
    at_resolution(state, frame, hands, {0: pancho, 1: erik})
    return state, card, pancho, clint, erik, frame


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


def discard_first(state) -> int:
    """Choose the first offered card to discard (a pick frame of the hand)."""
    action = state.legal_actions(state.to_act()[0])[0]
    state.apply(state.to_act()[0], action)
    return action["card"]


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
