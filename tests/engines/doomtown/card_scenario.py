"""Builders for Doomtown card tests: a game with named cards in the decks, deeds and goods in play,
a shootout set up to its plays or resolutions, an ability used by its card."""

from __future__ import annotations

from games.engines.doomtown import flow, shootout
from games.engines.doomtown.cards import cards_by_name, normalise_name
from games.engines.doomtown.poker import evaluate, parse_hand
from games.engines.doomtown.town import (
    TOWN_SQUARE,
)
from tests.engines.doomtown.scenario import act, at_noon, dude_in_play, named, noon_seat, take, to_hand

FILLER = ["Clint Ramsey", "El Anónimo", "Pancho Castillo", "Avie Cline", "Ezrael Jones", "Pat's Perch"]


def code(name: str) -> str:
    return cards_by_name()[normalise_name(name)][0].code


def deck_of(names: list[str], outfit: str = "24012", legend: str | None = None) -> dict:
    """A small deck: these cards once each, plus a few cards without abilities to draw (and the
    legend named, if any)."""
    cards = {}
    for name in [*names, *FILLER]:
        cards[code(name)] = cards.get(code(name), 0) + 1
    listed = [{"code": c, "quantity": q} for c, q in cards.items()]
    return {"name": "scenario", "outfit": outfit, "legend": legend and code(legend), "cards": listed}


def game(mine: list[str], theirs: list[str] = (), outfit: str = "24012", legend: str | None = None) -> object:
    """A game at High Noon where seat 0 (``outfit``, and ``legend`` if named) holds ``mine`` and
    seat 1 (Law Dogs) ``theirs``."""
    state = at_noon(decks=(deck_of(mine, outfit=outfit, legend=legend), deck_of(list(theirs), outfit="24009")))
    for seat in (0, 1):
        state.stash[seat] += 10
        state.bank -= 10
    noon_seat(state, 0)
    return state


def in_square(state, seat: int, *names: str) -> list[int]:
    """Dudes of ``seat`` put into play in the town square, unbooted."""
    return [dude_in_play(state, seat, name, at=TOWN_SQUARE) for name in names]


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


def plays(state, mine: list[int], theirs: list[int], location: int = TOWN_SQUARE):
    """A shootout at ``location`` open for seat 0's shootout plays."""
    frame = fight(state, mine, theirs, location=location)
    flow.advance(state)
    return frame


def armed_duel(dude: str, item: str, foe: str):
    """Seat 0's ``dude`` holding ``item`` against seat 1's ``foe`` in the town square, open for seat
    0's shootout plays: (state, dude, item, foe)."""
    state = game([item, dude], [foe])
    mine = dude_in_play(state, 0, dude, at=TOWN_SQUARE)
    held = give(state, 0, item, mine)
    theirs = dude_in_play(state, 1, foe, at=TOWN_SQUARE)
    plays(state, [mine], [theirs])
    return state, mine, held, theirs


def armed_at_resolution(
    dude: str, item: str, foe: str, drawn: tuple[str, str], booted: bool = False, extra: list[str] = (), prepare=None
):
    """Seat 0's ``dude`` holding ``item`` (booted or not) against seat 1's ``foe`` in the town
    square, the draw hands ``drawn`` (a seat's may hold more than five cards: its best five are
    shown) revealed and the resolution window open: (state, frame, item). Seat 0's deck also
    holds the ``extra`` cards; ``prepare(state)`` runs before the hands are shown."""
    state = game([item, dude, *extra], [foe])
    if prepare is not None:
        prepare(state)
    mine = dude_in_play(state, 0, dude, at=TOWN_SQUARE)
    held = give(state, 0, item, mine)
    state.booted[held] = int(booted)
    theirs = dude_in_play(state, 1, foe, at=TOWN_SQUARE)
    frame = fight(state, [mine], [theirs])
    frame["draw_codes"] = [parse_hand(text) for text in drawn]
    shown = {seat: " ".join(text.split()[:5]) for seat, text in enumerate(drawn)}
    at_resolution(state, frame, shown, {0: mine, 1: theirs})
    return state, frame, held


def wanted(state, dude: int, amount: int = 1) -> None:
    """``dude`` gets ``amount`` bounty from the bank (ghost rock stays counted)."""
    state.bounty[dude] += amount
    state.bank -= amount


def stash(state, seat: int, amount: int) -> None:
    """Seat ``seat`` holds exactly ``amount`` ghost rock; the rest goes to or comes from the bank."""
    state.bank += state.stash[seat] - amount
    state.stash[seat] = amount


def at_resolution(state, frame, hands: dict[int, str], shooters: dict[int, int], modify=None) -> None:
    """Revealed hands (poker notation) and shooters, then the resolution window opens;
    ``modify(frame)`` changes ranks before it does."""

    frame["hands"] = [None, None]
    frame["hand_keys"] = [-1, -1]
    frame["cheatin"] = [False, False]
    frame["rank_bonus"] = [0, 0]
    frame["rank_modified"] = []
    for seat, text in hands.items():
        result = evaluate(text)
        frame["hands"][seat] = result.to_json()
        frame["hand_keys"][seat] = result.key
        frame["cheatin"][seat] = result.cheatin
    frame["shooter"] = [shooters.get(0), shooters.get(1)]
    if modify is not None:
        modify(frame)
    frame["step"] = "resolutions"
    flow.advance(state)


def revealed_duel(card: str, mine: str, theirs: str):
    """Pancho (seat 0, holding the action card ``card``) against Erik in the town square, the draw
    hands (poker notation) revealed: (state, card, shootout frame)."""
    state = game([card, "Pancho Castillo"], ["Erik Samson"])
    held = to_hand(state, 0, card)
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    frame = fight(state, [pancho], [erik])
    frame["draw_codes"] = [parse_hand(mine), parse_hand(theirs)]
    at_resolution(state, frame, {0: mine, 1: theirs}, {0: pancho, 1: erik})
    return state, held, frame


def is_dude(name: str) -> bool:
    return cards_by_name()[normalise_name(name)][0].type == "dude"


def resolution_fight(mine: list[str], theirs: list[str], hands: dict[int, str], modify=None, their_shooter: int = 0):
    """Seat 0's dudes in ``mine`` (the first shoots) fight seat 1's ``theirs`` in the town square
    with these hands shown; seat 0 holds the other cards named in ``mine``. Returns the state, the
    shootout frame, seat 0's dudes, seat 1's dudes and the cards in hand."""
    state = game(mine, theirs)
    cards = [to_hand(state, 0, name) for name in mine if not is_dude(name)]
    my_dudes = [dude_in_play(state, 0, name, at=TOWN_SQUARE) for name in mine if is_dude(name)]
    their_dudes = [dude_in_play(state, 1, name, at=TOWN_SQUARE) for name in theirs]
    frame = fight(state, my_dudes, their_dudes)
    at_resolution(state, frame, hands, {0: my_dudes[0], 1: their_dudes[their_shooter]}, modify)
    return state, frame, my_dudes, their_dudes, cards


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


def no_turning_back_fight(hands):
    """Pancho (seat 0, holding No Turning Back, with Clint at home) against Erik in the town square, hands revealed."""
    state = game(["No Turning Back", "Pancho Castillo", "Clint Ramsey"], ["Erik Samson"])
    card = to_hand(state, 0, "No Turning Back")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    clint = dude_in_play(state, 0, "Clint Ramsey")
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    frame = fight(state, [pancho], [erik])
    at_resolution(state, frame, hands, {0: pancho, 1: erik})
    return state, card, pancho, clint, erik, frame


def pick(state, choice) -> None:
    """Choose ``choice`` (a card id or a word) in the pick frame on top."""
    act(state, "pick", **({"card": choice} if isinstance(choice, int) else {"choice": choice}))


def discard_first(state) -> int:
    """Choose the first offered card to discard (a pick frame of the hand)."""
    action = state.legal_actions(state.to_act()[0])[0]
    state.apply(state.to_act()[0], action)
    return action["card"]


def finish_posses(state) -> list[dict]:
    """Complete every posse (and invitation) decision: an unopposed job; returns the last events."""
    events: list[dict] = []
    while state.stack[-1]["kind"] in ("posse", "invite"):
        events = act(state, "posse_done" if state.stack[-1]["kind"] == "posse" else "invite_done")
    return events


LEGAL_HAND, CHEATIN_HAND = "2H 3H 5D 8C KD", "JS JS 8S 5S 8D"  # high card; a cheatin' two pair (rank 3)


def reacts_offered(state) -> list[int]:
    """The cards whose react the player deciding in an open react window may use (none: no window)."""
    if state.stack[-1]["kind"] != "react":
        return []
    return [a["card"] for a in state.legal_actions(state.to_act()[0]) if a["type"] == "react"]
