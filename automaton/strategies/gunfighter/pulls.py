"""Automaton pulls: the pass check, the move or call-out per suit, and the card of the pull's suit.

Each function takes the engine's legal actions and returns the chosen action with the reason in
plain words; the caller adds "pulled 9♣: " in front.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

from automaton.strategies.gunfighter import targets
from automaton.strategies.gunfighter.card_abilities import affects_dudes_at
from automaton.strategies.gunfighter.check import control_loss, moves_into_check
from automaton.strategies.gunfighter.facts import (
    SUIT_SIGNS,
    card_text,
    control,
    controlled_by,
    in_play_like,
    is_skilled,
    is_stud,
    place,
    sundown_influence,
)
from automaton.strategies.gunfighter.priorities import Criterion, is_opposing_deed, pick
from automaton.strategies.gunfighter.solo_rules import IKE_CLANTON, booting_text, refuses_play, variant
from games.engines.doomtown.noon import moves_free
from games.engines.doomtown.town import (
    TOWN_SQUARE,
    adjusted_stat,
    bullets,
    dudes_of,
    home,
)

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

Action = dict[str, Any]
Choice = tuple[Action, str]
JOKER = "joker"


def should_pass(state: DoomtownState, seat: int, pulled: int | None) -> str | None:
    """Why the Automaton passes (its pull is lower than the card to its right), or None.

    A joker has no value: a pulled joker never passes, and a pull beside a joker does not either."""
    if pulled is None or pulled not in state.hand[seat]:
        return None
    position = state.hand[seat].index(pulled)
    if position + 1 >= len(state.hand[seat]):
        return None
    right = state.hand[seat][position + 1]
    table = state.table
    if JOKER in (table[pulled].type, table[right].type):
        return None
    if table[pulled].stat_value < table[right].stat_value:
        return f"lower than {card_text(state, right)} to its right: passes"
    return None


def goes_on_text(state: DoomtownState, seat: int, pulled: int | None) -> str:
    """Why a pull that does not pass goes on, in plain words."""
    hand = state.hand[seat]
    if pulled is None or pulled not in hand or hand.index(pulled) + 1 >= len(hand):
        return "no card to its right"
    right = hand[hand.index(pulled) + 1]
    if JOKER in (state.table[pulled].type, state.table[right].type):
        return "a joker has no value to pass on"
    return f"not lower than {card_text(state, right)} to its right"


def ranked(
    state: DoomtownState, candidates: Sequence[Any], criteria: Sequence[Criterion], card_of: Any
) -> Iterator[tuple[Any, str]]:
    """The candidates in priority order (each pick made again among those left)."""
    left = list(candidates)
    while left:
        chosen = pick(left, criteria, card_of, state)
        assert chosen is not None
        yield chosen.choice, chosen.reason
        left.remove(chosen.choice)


def _moves(legal: list[Action]) -> dict[tuple[int, int], Action]:
    return {(a["dude"], a["to"]): a for a in legal if a["type"] == "move"}


def _first_move(
    state: DoomtownState,
    seat: int,
    moves: dict[tuple[int, int], Action],
    dudes: list[int],
    dude_criteria: Sequence[Criterion],
    places: Any,
    place_criteria: Sequence[Criterion] | Callable[[int], Sequence[Criterion]],
) -> Choice | None:
    """The dude first (by its priorities), then its destination (criteria that may read the dude
    moving); never a move into check."""
    for dude, dude_reason in ranked(state, dudes, dude_criteria, lambda d: d):
        destinations = [to for (mover, to) in moves if mover == dude and places(dude, to)]
        safe = [to for to in destinations if not moves_into_check(state, seat, dude, to)]
        if not safe:
            continue
        criteria = place_criteria(dude) if callable(place_criteria) else place_criteria
        to, place_reason = next(ranked(state, safe, criteria, lambda t: t))
        skipped = " (a move elsewhere would put it in check)" if len(safe) < len(destinations) else ""
        if _bullets_decide(state, seat, to):
            dude, dude_reason = _rowdy_mover(state, seat, moves, dudes, dude_criteria, places, to)
        reason = f"moves {state.table[dude].name} ({dude_reason}) to {place(state, to)} ({place_reason}){skipped}"
        return moves[(dude, to)], reason
    return None


def _bullets_decide(state: DoomtownState, seat: int, to: int) -> bool:
    """Ike Clanton (Solo Mode, High), with Ike in the Automaton's play: the dude moving to a Rowdy
    deed is chosen by bullets instead of influence."""
    if to == TOWN_SQUARE or state.table[to].type != "deed" or variant(state, "ike_clanton") != "high":
        return False
    has_ike = any(state.table[card].card.code == IKE_CLANTON for card in state.play[seat])
    return has_ike and adjusted_stat(state, "rowdy", to, state.table[to].has("Rowdy"))


def _rowdy_mover(
    state: DoomtownState, seat: int, moves: dict[tuple[int, int], Action], dudes: list[int],
    dude_criteria: Sequence[Criterion], places: Any, to: int,
) -> tuple[int, str]:  # fmt: skip
    movers = [d for d in dudes if (d, to) in moves and places(d, to) and not moves_into_check(state, seat, d, to)]
    criteria = [
        ("highest bullets (Ike Clanton: a Rowdy deed)", lambda d: bullets(state, d)) if "influence" in name
        else (name, score)
        for name, score in dude_criteria
    ]  # fmt: skip
    chosen = pick(movers, criteria, lambda d: d, state)
    assert chosen is not None
    return chosen.choice, chosen.reason


def hearts_move(state: DoomtownState, seat: int, legal: list[Action]) -> Choice | None:
    moves = _moves(legal)
    own_home = home(state, seat)
    dudes = sorted({d for d, _ in moves if state.at[d] != own_home and not is_opposing_deed(state, seat, state.at[d])})
    return _first_move(
        state, seat, moves, dudes,
        [("has influence at Sundown", lambda d: sundown_influence(state, d) > 0),
         ("stud", lambda d: is_stud(state, d)),
         ("highest bullets", lambda d: bullets(state, d))],
        lambda dude, to: to != TOWN_SQUARE and state.table[to].type == "deed" and state.table[to].owner != seat,
        [("not controlled by the Automaton", lambda to: not controlled_by(state, seat, to)),
         ("highest control points", lambda to: control(state, to)),
         ("highest production", lambda to: state.table[to].num("production"))],
    )  # fmt: skip


def spades_move(state: DoomtownState, seat: int, legal: list[Action]) -> Choice | None:
    moves = _moves(legal)
    own_home = home(state, seat)
    homes = set(state.table.outfits)
    dudes = sorted({d for d, to in moves if to == TOWN_SQUARE and not is_opposing_deed(state, seat, state.at[d])})
    return _first_move(
        state, seat, moves, dudes,
        [("from its own home", lambda d: state.at[d] == own_home),
         ("from an opposing home", lambda d: state.at[d] in homes and state.at[d] != own_home),
         ("stud", lambda d: is_stud(state, d)),
         ("has influence", lambda d: sundown_influence(state, d) > 0),
         ("highest bullets", lambda d: bullets(state, d))],
        lambda dude, to: to == TOWN_SQUARE,
        [],
    )  # fmt: skip


def _last_ready_in_town_square(state: DoomtownState, seat: int, dude: int) -> bool:
    if state.at[dude] != TOWN_SQUARE:
        return False
    ready = [d for d in dudes_of(state, seat) if state.at[d] == TOWN_SQUARE and not state.booted[d]]
    return ready == [dude]


def diamonds_move(state: DoomtownState, seat: int, legal: list[Action]) -> Choice | None:
    moves = _moves(legal)
    dudes = sorted({d for d, _ in moves if not _last_ready_in_town_square(state, seat, d)})

    def allowed(dude: int, to: int) -> bool:
        own_deed = to != TOWN_SQUARE and state.table[to].type == "deed" and state.table[to].owner == seat
        return own_deed and moves_free(state, seat, dude, to) and not control_loss(state, seat, dude, to)

    def deed_criteria(dude: int) -> list[Criterion]:
        return [
            ("not controlled by the Automaton", lambda to: not controlled_by(state, seat, to)),
            ("a deed with an ability affecting dudes at that deed", lambda to: affects_dudes_at(state, seat, to, dude)),
        ]

    return _first_move(
        state, seat, moves, dudes,
        [("skilled dude", lambda d: is_skilled(state, d)),
         ("highest influence", lambda d: sundown_influence(state, d)),
         ("stud", lambda d: is_stud(state, d)),
         ("highest bullets", lambda d: bullets(state, d))],
        allowed,
        deed_criteria,
    )  # fmt: skip


def clubs_callout(state: DoomtownState, seat: int, legal: list[Action]) -> Choice | None:
    callouts = [a for a in legal if a["type"] == "callout"]
    if callouts:
        marks = sorted({a["mark"] for a in callouts})
        mark = pick(marks, targets.opposing_mark(state), lambda d: d, state)
        assert mark is not None
        leaders = sorted(a["dude"] for a in callouts if a["mark"] == mark.choice)
        leader = pick(leaders, targets.posses(state), lambda d: d, state)
        assert leader is not None
        action = next(a for a in callouts if a["mark"] == mark.choice and a["dude"] == leader.choice)
        where = place(state, state.at[mark.choice])
        return action, (
            f"{state.table[leader.choice].name} ({leader.reason}) calls out "
            f"{state.table[mark.choice].name} at {where} ({mark.reason})"
        )
    return _clubs_move(state, seat, legal)


def _clubs_move(state: DoomtownState, seat: int, legal: list[Action]) -> Choice | None:
    """No call-out: move a dude without booting to an opposing dude who can be called out."""
    moves = _moves(legal)
    callable_marks = [
        dude
        for other in range(state.players)
        if other != seat
        for dude in dudes_of(state, other)
        if state.at[dude] != home(state, other)
    ]
    if not callable_marks:
        return None
    for dude, dude_reason in ranked(
        state, sorted({d for d, _ in moves}),
        [("stud", lambda d: is_stud(state, d)), ("highest bullets", lambda d: bullets(state, d))], lambda d: d,
    ):  # fmt: skip
        reachable = [
            t for t in callable_marks
            if (dude, state.at[t]) in moves and moves_free(state, seat, dude, state.at[t])
            and not moves_into_check(state, seat, dude, state.at[t])
        ]  # fmt: skip
        if reachable:
            target = pick(reachable, targets.opposing_mark(state), lambda d: d, state)
            assert target is not None
            to = state.at[target.choice]
            return moves[(dude, to)], (
                f"nobody to call out: moves {state.table[dude].name} ({dude_reason}) to "
                f"{state.table[target.choice].name} at {place(state, to)} ({target.reason})"
            )
    return None


SUIT_MOVES = {"hearts": hearts_move, "spades": spades_move, "diamonds": diamonds_move, "clubs": clubs_callout}


def move_or_callout(state: DoomtownState, seat: int, legal: list[Action], suit: str) -> Choice | None:
    """The suit's move or call-out; if ♥, ♣ or ♦ gives none, a move as for ♠."""
    chosen = SUIT_MOVES[suit](state, seat, legal)
    if chosen is None and suit != "spades":
        fallback = spades_move(state, seat, legal)
        if fallback is not None:
            return fallback[0], f"no {SUIT_SIGNS[suit]} move: as for ♠, {fallback[1]}"
    return chosen


# ---- 2. play a card of the pull's suit --------------------------------------------------------


def _position(state: DoomtownState, seat: int, card: int) -> int:
    """The card's own position in hand from the left (copies of a card have their own)."""
    return state.hand[seat].index(card)


def card_play(state: DoomtownState, seat: int, legal: list[Action], suit: str) -> Choice | None:
    plays = [
        a
        for a in legal
        if "card" in a and a["type"] != "trade" and _from_hand(state, seat, a) and not refuses_play(state, a)
    ]
    plays = _without_idle_actions(state, seat, plays)
    cards = sorted({a["card"] for a in plays if state.table[a["card"]].card.suit == suit})
    chosen = pick(
        cards,
        [("fewest cards of that suit and value in play", lambda c: -in_play_like(state, c)),
         ("the right-most one", lambda c: _position(state, seat, c))],
        lambda c: c, state,
    )  # fmt: skip
    if chosen is None:
        return None
    card = chosen.choice
    options = [a for a in plays if a["card"] == card]
    action, how = _how_to_play(state, seat, options, suit)
    return action, f"plays {state.table[card].name} ({card_text(state, card)}, {chosen.reason}){how}"


def _from_hand(state: DoomtownState, seat: int, action: Action) -> bool:
    """A card play from hand; an ability counts only as an action card played from hand (else: step 3)."""
    return action["type"] != "ability" or action["card"] in state.hand[seat]


def _without_idle_actions(state: DoomtownState, seat: int, plays: list[Action]) -> list[Action]:
    """Action cards only where some use would alter the game (Choosing Effects)."""
    from automaton.strategies.gunfighter.abilities import applicable  # it reads the pulls' moves

    useful = {id(o.action) for o in applicable(state, seat, [a for a in plays if a["type"] == "ability"])}
    return [a for a in plays if a["type"] != "ability" or id(a) in useful]


def _how_to_play(state: DoomtownState, seat: int, options: list[Action], suit: str) -> tuple[Action, str]:
    kind = options[0]["type"]
    if kind == "ability":
        from automaton.strategies.gunfighter.abilities import card_use

        return card_use(state, seat, options, suit)
    if kind == "build":
        return build_side(state, seat, options)
    if kind in ("buy", "learn", "invent", "plant"):
        return receiver(state, options)
    if kind == "recruit":
        return options[0], booting_text(state, options[0])
    if kind == "replace":
        chosen = pick([a["dude"] for a in options], [], lambda d: d, state)
        assert chosen is not None
        return next(a for a in options if a["dude"] == chosen.choice), f", replacing {state.table[chosen.choice].name}"
    return options[0], ""


def build_side(state: DoomtownState, seat: int, options: list[Action]) -> tuple[Action, str]:
    """Building Deeds: "Alternate between building on the left and right side of their street,
    starting on the left": the deeds it has built on its street so far (``state.built``, whatever
    has left play since) say whose turn it is: none or an even number, left."""
    by_end = {a["end"]: a for a in options}
    if "out" in by_end:
        return by_end["out"], " out of town"
    built = state.built[seat]
    end = "left" if built % 2 == 0 else "right"
    if built == 0:
        return by_end[end], " on the left of its street (its first deed: building starts on the left)"
    last = "right" if end == "left" else "left"
    return by_end[end], f" on the {end} of its street (it built its last deed on the {last})"


def receiver(state: DoomtownState, options: list[Action]) -> tuple[Action, str]:
    """The dude receiving goods or a spell; an inventor is first the one making the pull."""
    card = options[0]["card"]
    criteria = targets.receiving(state, card)
    if options[0]["type"] == "invent":
        criteria = [*targets.pull_maker(state, "Mad Scientist"), *criteria]
    chosen = pick(sorted({a["dude"] for a in options}), criteria, lambda d: d, state)
    assert chosen is not None
    mine = [a for a in options if a["dude"] == chosen.choice]
    if "end" in mine[0]:  # a Gadget deed: built by the Building Deeds reflex
        action, where = build_side(state, state.table[chosen.choice].owner, mine)
        return action, f" by {state.table[chosen.choice].name} ({chosen.reason}){where}"
    return mine[0], f" on {state.table[chosen.choice].name} ({chosen.reason})"
