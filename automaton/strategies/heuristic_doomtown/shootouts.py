"""Decisions inside a callout or a shootout: answer, posse, shooter, redraw, hand, casualties, flight.

Each takes (state, seat, legal actions, frame) and returns the chosen action.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from automaton.strategies.heuristic_doomtown.board import Board
from automaton.strategies.heuristic_doomtown.evaluation import evaluate
from automaton.strategies.heuristic_doomtown.fights import likely_posse, outlook
from automaton.strategies.heuristic_doomtown.odds import shooter_strength
from games.engines.doomtown.abilities.core import CHEATIN, REGISTRY
from games.engines.doomtown.casualties import casualty_options
from games.engines.doomtown.fight import current, opponent, side_posse
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.poker import best_hand_codes
from games.engines.doomtown.town import home

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

Action = dict[str, Any]
FLEE_BELOW = -2.0  # a round expected to cost less than this is always fought
HOW_COST = {"home": 0.0, "discard": 0.0, "ace": 0.5}  # an aced card never comes back


def _first(legal: list[Action], kind: str) -> Action:
    return next(action for action in legal if action["type"] == kind)


def _relocation_cost(board: Board, seat: int, dude: int, to: int) -> float:
    """What the position loses when the dude ends up at ``to`` booted (mutated and put back)."""
    state = board.state
    before = evaluate(state, seat, board)
    where, booted = state.at[dude], state.booted[dude]
    state.at[dude], state.booted[dude] = to, 1
    try:
        return before - evaluate(state, seat, board)
    finally:
        state.at[dude], state.booted[dude] = where, booted


def answer(state: DoomtownState, seat: int, legal: list[Action], frame: Frame) -> Action:
    """Accept when the fight is worth more than running home booted costs."""
    if len(legal) == 1:
        return legal[0]
    board = Board(state)
    mark = frame["mark_dude"]
    location = state.at[mark]
    leader = frame["leader_seat"]
    theirs = sorted(set(likely_posse(board, leader, location)) | {frame["leader_dude"]})
    fight = outlook(board, seat, likely_posse(board, seat, location), leader, theirs)
    refusing = _relocation_cost(board, seat, mark, home(state, seat))
    return _first(legal, "accept") if fight.worth > -refusing else _first(legal, "refuse")


def _fight_and_side(state: DoomtownState, seat: int) -> tuple[Frame, int, int]:
    fight = current(state)
    side = fight["side"][seat] if fight["side"][seat] is not None else seat
    return fight, side, opponent(fight, side)


def _their_posse(board: Board, fight: Frame, other: int) -> list[int]:
    """The other side as it stands, or as it is likely to form when it has not yet."""
    formed = side_posse(board.state, fight, other)
    if fight["step"] in ("invite_leader", "posse_mark") or fight["job"]:
        return sorted(set(formed) | set(likely_posse(board, other, fight["location"])))
    return formed


def posse(state: DoomtownState, seat: int, legal: list[Action], frame: Frame) -> Action:
    """Add the dude who improves the round's worth most (moving a dude off a deed costs its worth there)."""
    joins = [a for a in legal if a["type"] == "join"]
    if not joins:
        return legal[0]
    board = Board(state)
    fight, side, other = _fight_and_side(state, seat)
    mine = side_posse(state, fight, side)
    theirs = _their_posse(board, fight, other)
    base = outlook(board, seat, mine, other, theirs).worth
    best, best_gain = _first(legal, "posse_done"), 0.0
    for action in joins:
        dude = action["dude"]
        gain = outlook(board, seat, [*mine, dude], other, theirs).worth - base
        if "(boots)" in action["label"]:
            gain -= _relocation_cost(board, seat, dude, fight["location"])
        if gain > best_gain:
            best, best_gain = action, gain
    return best


def shooter(state: DoomtownState, seat: int, legal: list[Action], frame: Frame) -> Action:
    """The dude who gives the posse the biggest draw; the cheaper dude between equals."""
    board = Board(state)
    fight, side, _ = _fight_and_side(state, seat)
    posse_now = side_posse(state, fight, side)
    return max(
        legal,
        key=lambda a: (shooter_strength(board, posse_now, a["dude"]), -board.worth[a["dude"]], -a["dude"]),
    )


def redraw_plan(state: DoomtownState, cards: list[int]) -> list[int]:
    """Cards worth setting aside, lowest first: with a straight or better, those outside the best
    five; below that, every card whose value has no match (pairs and better only gain from fresh
    cards, and jokers stay)."""
    table = state.table
    codes = [table[card].poker for card in cards]
    best = best_hand_codes(codes)
    if best.rank >= 5:  # a straight or better: nothing to chase
        unused = list(best.codes)
        plan = []
        for card in cards:
            if table[card].poker in unused:
                unused.remove(table[card].poker)
            else:
                plan.append(card)
        return sorted(plan, key=lambda c: table[c].stat_value)
    values = Counter(table[card].stat_value for card in cards if table[card].type != "joker")
    loose = [c for c in cards if table[c].type != "joker" and values[table[c].stat_value] == 1]
    return sorted(loose, key=lambda c: table[c].stat_value)


def redraw(state: DoomtownState, seat: int, legal: list[Action], frame: Frame) -> Action:
    marks = {state.table[a["card"]].notation: a for a in legal if a["type"] == "redraw_mark"}
    chosen = set(frame["chosen"])
    for card in redraw_plan(state, state.draw[seat]):
        if card not in chosen:
            action = marks.get(state.table[card].notation)
            if action is not None:
                return action
    return _first(legal, "redraw_done")


def form_hand(state: DoomtownState, seat: int, legal: list[Action], frame: Frame) -> Action:
    """Show a legal hand of the same rank; cheat for a higher rank, but for only one rank more
    when an opponent may hold a cheatin' resolution (its decklist has one it could play)."""
    codes = [state.table[card].poker for card in state.draw[seat]]
    gain = best_hand_codes(codes).rank - best_hand_codes(codes, legal_only=True).rank
    show_legal = gain <= (1 if may_punish_cheatin(state, seat) else 0)
    return next((a for a in legal if a["legal"] == show_legal), legal[0])  # strongest first


def may_punish_cheatin(state: DoomtownState, seat: int) -> bool:
    """An opponent has a cheatin' resolution in play or among the cards this seat cannot see."""
    table = state.table
    for other in range(state.players):
        if other == seat:
            continue
        for card in (*state.hand[other], *state.deck[other], *state.play[other]):
            if any(spec.timing == CHEATIN for spec in REGISTRY.get(table[card].card.code, ())):
                return True
    return False


def casualties(state: DoomtownState, seat: int, legal: list[Action], frame: Frame) -> Action:
    """The least worth lost per casualty covered; bounty handed to the opponent counts as lost."""

    board = Board(state)
    covers = {(card, how): amount for card, how, amount in casualty_options(state, frame["seat"])}

    def cost(action: Action) -> float:
        card = action["card"]
        facts = state.table[card]
        covered = covers[(card, action["how"])]
        if action["how"] == "home":
            return 0.5 / covered
        worth = board.worth[card] if facts.type == "dude" else 1.0
        return (worth + state.bounty[card] + HOW_COST[action["how"]]) / covered

    return min(legal, key=lambda a: (cost(a), a["card"], a["how"]))


def flee(state: DoomtownState, seat: int, legal: list[Action], frame: Frame) -> Action:
    """Stand unless the next round is expected to cost more than running home booted (the location
    may change hands); then the most valuable dude runs first."""
    fight, side, other = _fight_and_side(state, seat)
    runners = [a for a in legal if a["type"] == "flee"]  # a dude's trait may keep it in (Joan McGruder)
    mine, theirs = [a["dude"] for a in runners], side_posse(state, fight, other)
    if not theirs or not mine:
        return _first(legal, "fight")
    board = Board(state)
    look = outlook(board, seat, side_posse(state, fight, side), other, theirs)
    if look.worth >= FLEE_BELOW or look.worth + _running_cost(board, seat, mine) >= 0:
        return _first(legal, "fight")
    return max(runners, key=lambda a: (board.worth[a["dude"]], -a["dude"]))


def _running_cost(board: Board, seat: int, runners: list[int]) -> float:
    """What the position loses when these dudes all go home booted (mutated and put back)."""
    state = board.state
    before = evaluate(state, seat, board)
    kept = [(dude, state.at[dude], state.booted[dude]) for dude in runners]
    for dude in runners:
        state.at[dude], state.booted[dude] = home(state, seat), 1
    try:
        return before - evaluate(state, seat, board)
    finally:
        for dude, where, booted in kept:
            state.at[dude], state.booted[dude] = where, booted
