"""Decisions outside fights and High Noon: starting gang, upkeep, Nightfall discard, goods limits,
trades and invitations. Each takes (state, seat, legal actions, frame) and returns the action."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from automaton.strategies.gunfighter import reflexes
from automaton.strategies.heuristic_doomtown.board import Board, printed_worth
from games.engines.doomtown.abilities.core import REGISTRY
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.table import SKILLS, SPELL_SKILL
from games.engines.doomtown.town import dudes_of, upkeep

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

Action = dict[str, Any]
PLAYABLE_ACTION = 3.0  # an action card the engine can play: about a cheap goods' worth


def _first(legal: list[Action], kind: str) -> Action:
    return next(action for action in legal if action["type"] == kind)


def gang(state: DoomtownState, seat: int, legal: list[Action], frame: Frame) -> Action:
    """The decklist's starting gang when it lists one (built to work together), else the dearest dudes."""
    return reflexes.gang(state, seat, legal, frame)[0]


def upkeep_choice(state: DoomtownState, seat: int, legal: list[Action], frame: Frame) -> Action:
    """Keep the most worth the stash can pay for (a small knapsack), paying the dearest card first."""
    pays = [a for a in legal if a["type"] == "pay"]
    if not pays:
        return _first(legal, "upkeep_done")
    board = Board(state)

    def worth(card: int) -> float:
        facts = state.table[card]
        return board.worth[card] if facts.type == "dude" else printed_worth(state, card) + 3.0 * facts.num("upkeep")

    unpaid = [c for c in state.play[seat] if upkeep(state, seat, c) > 0 and c not in frame["paid"]]
    kept = best_subset([(card, upkeep(state, seat, card), worth(card)) for card in unpaid], state.stash[seat])
    wanted = [a for a in pays if a["card"] in kept]
    if not wanted:
        return _first(legal, "upkeep_done")
    return max(wanted, key=lambda a: (worth(a["card"]), -a["card"]))


def best_subset(items: list[tuple[int, int, float]], budget: int) -> set[int]:
    """The cards (card, cost, worth) of most total worth whose costs fit the budget."""
    best: dict[int, tuple[float, frozenset[int]]] = {0: (0.0, frozenset())}
    for card, cost, worth in items:
        for spent, (total, cards) in list(best.items()):
            if spent + cost <= budget and (spent + cost not in best or best[spent + cost][0] < total + worth):
                best[spent + cost] = (total + worth, cards | {card})
    return set(max(best.values(), key=lambda entry: entry[0])[1])


def hand_card_use(state: DoomtownState, seat: int, card: int) -> float:
    """How useful a card in hand is: what it would add in play, less what is hard to afford or place."""
    facts = state.table[card]
    dudes = dudes_of(state, seat)
    cost = facts.num("cost")
    if facts.type == "action":
        return PLAYABLE_ACTION if facts.card.code in REGISTRY else 0.0  # an action without an ability is dead
    if facts.type == "joker" or facts.card.token:
        return 0.0  # nothing to play it for; in the deck a joker helps the draw hands
    titles_in_play = {state.table[c].title for c in state.play[seat] + state.boot_hill[seat]}
    if facts.card.unique and facts.title in titles_in_play and facts.type != "dude":
        return 0.0
    if facts.type == "dude":
        use = 4.0 * facts.num("influence") + 5.0 * facts.num("control") + 2.0 * facts.num("bullets") + 2.0
        if facts.card.unique and facts.title in titles_in_play:
            use = 1.0  # only as an Experienced replacement
    elif facts.type == "deed":
        use = 6.0 + printed_worth(state, card)
    elif facts.type == "spell":
        skills = {SPELL_SKILL[k] for k in SPELL_SKILL if facts.has(k)} or set(SKILLS)
        able = any(state.table[d].rating(s) is not None for d in dudes for s in skills)
        use = 1.0 + printed_worth(state, card) if able else 0.2
    else:
        use = 2.0 + printed_worth(state, card) if dudes else 0.5
    board = Board(state)
    budget = state.stash[seat] + max(0, board.income(seat, board.controllers()))
    return use - 0.5 * max(0, cost - budget)


def night(state: DoomtownState, seat: int, legal: list[Action], frame: Frame) -> Action:
    """Discard the least useful card (cycling the hand is free): action cards and jokers first."""
    discards = [a for a in legal if a["type"] == "night_discard"]
    if not discards:
        return _first(legal, "night_keep")
    return min(discards, key=lambda a: (hand_card_use(state, seat, a["card"]), a["card"]))


def keep(state: DoomtownState, seat: int, legal: list[Action], frame: Frame) -> Action:
    return max(legal, key=lambda a: (printed_worth(state, a["card"]), state.table[a["card"]].num("cost"), -a["card"]))


def trade(state: DoomtownState, seat: int, legal: list[Action], frame: Frame) -> Action:
    """This bot buys goods for the dude who should carry them, so it never starts a trade; a trade
    frame it meets anyway (a card ability) ends at once."""
    return _first(legal, "trade_done")


def invite(state: DoomtownState, seat: int, legal: list[Action], frame: Frame) -> Action:
    """Allies share the bounty and the casualties' worth is judged per side: fight alone."""
    return _first(legal, "invite_done")


def joker_pull(state: DoomtownState, seat: int, legal: list[Action], frame: Frame) -> Action:
    """A pulled joker: the declaration that serves the pull best (the engine lists it first)."""
    return legal[0]
