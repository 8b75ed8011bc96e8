"""Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012), engine-agnostic.

Every iteration deals a fresh world with ``root.determinize(seat, rng)``: the searcher's hidden
cards and the dice to come are resampled, so the tree (keyed by the actions taken from the root)
holds statistics over the searcher's whole information set, never over one guessed deal. Chance
(dice, shuffles, pulls) is part of each world, so it is sampled as the worlds are.

Selection is UCB1 with availability counts: an action's exploration term grows with the times it
was legal when its parent was visited, not with the parent's visits, since a world may not offer
it. Where a node offers many actions (Doomtown targets, Deadwood plots) progressive widening
grows the set it chooses among with the square root of its visits. An action that is the only
one is applied without a node. Below the tree a short playout (the game's rollout policy) leads
to a leaf that the game's knowledge scores: one reward in [0, 1] per seat, so the search works
for any number of players, each maximising its own.

Nothing here reads the clock or a global RNG except the time budget: for a given ``rng`` and an
iteration budget the choice is reproducible.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from games.engines import Action, GameState, Rng, action_key


class Knowledge(Protocol):
    """What the search knows about one game."""

    rollout_depth: int  # at most this many actions are played below the tree before the leaf is scored
    horizon: int  # ... and none after the searcher has handed the decision over this many times + 1
    prior_once: bool  # the prior is asked at a node's first expansion only (where asking costs most of a playout)

    def rollout_move(self, state: GameState, seat: int, legal: list[Action], rng: Rng) -> GameState:
        """Play the playout's move for ``seat``, one of ``legal``, and return the state after it:
        ``state`` itself, changed, or a copy the game's policy made of it while choosing."""
        ...

    def preferred_action(self, state: GameState, seat: int, legal: list[Action], rng: Rng) -> Action | None:
        """The action to expand first at a new node (a prior from the game's heuristic), or None."""
        ...

    def unsettled(self, state: GameState) -> bool:
        """A fight under way (Doomtown) that a leaf must not be scored in: a fight begun below the
        root is played out by the rollout policy, past the depth and the horizon, until it is over."""
        ...

    def turn_owner(self, state: GameState, actor: int) -> int:
        """The seat whose turn it is (``actor`` where the game has no turns longer than a decision):
        a rival answering inside the searcher's turn (a shootout, a discard) does not end it."""
        ...

    def rewards(self, state: GameState) -> list[float]:
        """One reward in [0, 1] per seat for a leaf (finished or not); higher is better for that seat."""
        ...


@dataclass(frozen=True)
class Budget:
    """Stop at whichever comes first; at least one of the two must be set."""

    iterations: int | None = None
    seconds: float | None = None

    def __post_init__(self) -> None:
        if self.iterations is None and self.seconds is None:
            raise ValueError("a search budget needs iterations, seconds or both")
        if self.iterations is not None and self.iterations < 1:
            raise ValueError("a search budget needs at least one iteration")
        if self.seconds is not None and self.seconds <= 0:
            raise ValueError("a search budget needs a positive time")


@dataclass
class SearchResult:
    action: Action
    iterations: int
    seconds: float
    # Root statistics per action key: visits and mean reward (for logs, tests and the benchmark).
    root: dict[str, dict[str, float]] = field(default_factory=dict)


class Node:
    """An edge of the tree: the action that led here, for the seat that took it."""

    __slots__ = ("action", "actor", "visits", "reward", "available", "children")

    def __init__(self, action: Action | None, actor: int) -> None:
        self.action = action
        self.actor = actor
        self.visits = 0
        self.reward = 0.0
        self.available = 0
        self.children: dict[Any, Node] = {}

    @property
    def taken(self) -> Action:
        """The action that led to this node (every node but the root has one)."""
        if self.action is None:
            raise ValueError("the root is reached by no action")
        return self.action


def fast_key(action: Action) -> Any:
    """A hashable identity of an action (its label aside), cheaper than JSON for flat actions."""
    rest = action.copy()  # a copy without its label sorts faster than a filtering generator
    rest.pop("label", None)
    key = tuple(sorted(rest.items()))
    try:
        hash(key)
    except TypeError:  # lists or dicts inside: fall back to the canonical JSON
        return action_key(action)
    return key


@dataclass
class Settings:
    exploration: float = 0.7  # UCB constant for rewards in [0, 1]
    widen_above: int = 8  # nodes offering more actions than this widen progressively
    widen_base: float = 2.0  # children allowed = widen_base * sqrt(visits), at least 2
    max_tree_depth: int = 200
    max_steps: int = 5_000  # actions per iteration, forced ones included: a guard against a broken engine
    progress_every: float = 0.25  # seconds between progress reports


def search(
    root: GameState,
    seat: int,
    rng: Rng,
    *,
    budget: Budget,
    knowledge: Knowledge,
    settings: Settings | None = None,
    progress: Callable[[int], None] | None = None,
) -> SearchResult:
    """The action ``seat`` should take in ``root``, judged over worlds dealt from ``seat``'s view.

    ``root`` is only read through ``determinize(seat, rng)`` and ``legal_actions(seat)``, so two
    states with the same view for ``seat`` give the same choice for the same ``rng`` and
    iteration budget (provided the engine's ``determinize`` depends only on that view).
    ``progress(iterations)`` is called about every ``settings.progress_every`` seconds and once at
    the end, so a search that ran reports its playouts even when the clock never let a report through
    (a loaded machine may run past the deadline within the first interval).
    """
    settings = settings or Settings()
    legal = root.legal_actions(seat)
    if not legal:
        raise ValueError(f"seat {seat} has nothing to decide")
    started = time.perf_counter()
    if len(legal) == 1:
        return SearchResult(action=legal[0], iterations=0, seconds=0.0)
    tree = Node(None, seat)
    deadline = started + budget.seconds if budget.seconds is not None else math.inf
    cap = budget.iterations if budget.iterations is not None else math.inf
    next_report = started + settings.progress_every
    iterations = 0
    while iterations < cap:
        _iterate(root.determinize(seat, rng), seat, tree, rng, knowledge, settings)
        iterations += 1
        now = time.perf_counter()
        if now >= deadline:
            break
        if progress is not None and now >= next_report:
            progress(iterations)
            next_report = now + settings.progress_every
    if progress is not None:
        progress(iterations)
    best = _most_visited(tree)
    root_keys = {fast_key(action): action for action in legal}
    chosen = root_keys.get(fast_key(best.action), best.action) if best.action is not None else legal[0]
    return SearchResult(
        action=chosen,
        iterations=iterations,
        seconds=time.perf_counter() - started,
        root={
            action_key(child.action): {"visits": child.visits, "mean": child.reward / child.visits}
            for child in tree.children.values()
            if child.visits and child.action is not None
        },
    )


def _most_visited(tree: Node) -> Node:
    return max(tree.children.values(), key=lambda child: (child.visits, child.reward))


class _Horizon:
    """Counts the times the turn passes from the searcher to another seat; past ``limit`` the
    playout stops, so leaves are scored at comparable moments (when a turn has just passed). A
    search that answers inside another seat's turn (a shootout, a discard) counts that turn's end."""

    __slots__ = ("seat", "limit", "handovers", "last", "outside")

    def __init__(self, seat: int, limit: int, owner: int) -> None:
        self.seat, self.limit, self.handovers, self.last = seat, limit, 0, owner
        self.outside = owner != seat

    def reached(self, owner: int) -> bool:
        if owner != self.last and (self.last == self.seat or self.outside):
            self.handovers += 1
            self.outside = False
        self.last = owner
        return self.handovers > self.limit


def _iterate(world: GameState, seat: int, tree: Node, rng: Rng, knowledge: Knowledge, settings: Settings) -> None:
    """One iteration on a freshly dealt ``world`` (changed in place, or in a playout replaced by the
    copy the policy tried its move on): select, expand, play out, back up."""
    node = tree
    path: list[Node] = []
    horizon = _Horizon(seat, knowledge.horizon, knowledge.turn_owner(world, seat))
    in_tree = True
    rollout_left = knowledge.rollout_depth
    settles = not knowledge.unsettled(world)  # a fight under way at the root is judged as it stands
    for _ in range(settings.max_steps):
        if world.is_over():
            break
        actor = world.to_act()[0]
        unsettled = settles and knowledge.unsettled(world)
        if horizon.reached(knowledge.turn_owner(world, actor)) and not unsettled:
            break
        legal = world.legal_actions(actor)
        if len(legal) == 1:
            world.apply(actor, legal[0])
        elif in_tree:
            child = _select_or_expand(node, actor, legal, rng, settings, world, knowledge)
            world.apply(actor, child.taken)
            path.append(child)
            node = child
            in_tree = child.visits > 0 and len(path) < settings.max_tree_depth
        elif rollout_left or unsettled:
            rollout_left = max(0, rollout_left - 1)
            world = knowledge.rollout_move(world, actor, legal, rng)
        else:
            break
    rewards = knowledge.rewards(world)
    tree.visits += 1  # the root's visits let it widen like any other node
    for edge in path:
        edge.visits += 1
        edge.reward += rewards[edge.actor]


def _select_or_expand(
    node: Node, actor: int, legal: list[Action], rng: Rng, settings: Settings, world: GameState, knowledge: Knowledge
) -> Node:
    """The child to follow: a new one while the node may still widen, else the best by UCB.

    A new child is the game's preferred action while that is untried (so the first line the tree
    grows is the heuristic's, and widening never hides it), else a random untried one. The action
    stored on a child comes from the world in hand (a previous world's action may name cards
    differently), so the one applied is always legal here.
    """
    children = node.children
    available: list[Node] = []
    untried: dict[Any, Action] = {}
    for action in legal:
        key = (actor, fast_key(action))
        child = children.get(key)
        if child is None:
            untried[key] = action
        else:
            child.action = action
            available.append(child)
    room = len(legal) <= settings.widen_above or len(available) < max(
        2, settings.widen_base * math.sqrt(node.visits + 1)
    )
    if untried and (room or not available):
        chosen: tuple[int, Any] | None = None
        preferred = None if children and knowledge.prior_once else knowledge.preferred_action(world, actor, legal, rng)
        if preferred is not None:
            chosen = (actor, fast_key(preferred))
        if chosen is None or chosen not in untried:
            keys = list(untried)
            chosen = keys[rng.below(len(keys))]
        child = Node(untried[chosen], actor)
        children[chosen] = child
        child.available = 1
        return child
    log_scale = settings.exploration
    best: Node | None = None
    best_score = -math.inf
    for child in available:
        child.available += 1
        if child.visits == 0:
            score = math.inf
        else:
            score = child.reward / child.visits + log_scale * math.sqrt(math.log(child.available) / child.visits)
        if score > best_score:
            best, best_score = child, score
    assert best is not None
    return best


def placement_rewards(placements: list[int]) -> list[float]:
    """The share of the other seats each seat finished ahead of (a tie counts half): 1 for a sole
    winner, 0 for a sole loser, 0.5 each for a two-player draw."""
    seats = len(placements)
    if seats < 2:
        return [1.0] * seats
    rewards = []
    for mine in placements:
        ahead = sum(1.0 if mine < other else 0.5 if mine == other else 0.0 for other in placements)
        rewards.append((ahead - 0.5) / (seats - 1))  # the seat's own entry counted as a tie
    return rewards


def value_rewards(values: list[float], scale: float) -> list[float]:
    """Rewards from per-seat worths: the mean chance of finishing ahead of each other seat, each
    chance a logistic of the difference in worth (``scale`` is the difference that makes 73 %)."""
    seats = len(values)
    if seats < 2:
        return [1.0] * seats
    rewards = []
    for mine in values:
        total = 0.0
        for other in values:
            total += 1.0 / (1.0 + math.exp(max(-60.0, min(60.0, (other - mine) / scale))))
        rewards.append((total - 0.5) / (seats - 1))  # the seat's own 0.5 taken back out
    return rewards
