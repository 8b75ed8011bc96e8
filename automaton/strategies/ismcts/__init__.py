"""The search AI: information-set MCTS (``search.py``) with each game's knowledge (``knowledge.py``).

Levels (bot names ``ismcts:LEVEL``; plain ``ismcts`` is ``hard``): ``hard`` thinks about a second
a move, ``expert`` about five; ``ismcts:N`` runs exactly N iterations with no clock, so its
choices replay exactly for a seed (tests, benchmarks). Any level stops at its iteration cap too,
so a fast machine does not think for nothing. A game's knowledge may give a level settings of its
own (``Knowledge.levels``: the town builder's Expert plays out further, Doomtown's looks further);
``ismcts:LEVEL:N`` is that level's search at exactly N iterations (the ladder's Expert), while
``ismcts:N`` is always Hard's.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from automaton.strategies.ismcts.knowledge import knowledge_for
from automaton.strategies.ismcts.search import Budget, SearchResult, Settings, search
from games.engines import Action, GameState, Rng, action_key

LEVELS: dict[str, Budget] = {
    "hard": Budget(seconds=1.0, iterations=200_000),
    "expert": Budget(seconds=5.0, iterations=1_000_000),
}
DEFAULT_LEVEL = "hard"


def parse_level(level: str) -> tuple[str, Budget]:
    """The named level whose settings apply ("" for Hard's, as ``N`` plays) and the budget:
    ``hard``, ``expert``, ``N`` iterations, or ``expert:N`` (the level's settings, N iterations)."""
    name, counted, iterations = level.partition(":")
    if name.isdigit() and not counted:
        return "", Budget(iterations=int(name))
    if name in LEVELS and not counted:
        return name, LEVELS[name]
    if name in LEVELS and iterations.isdigit():
        return name, Budget(iterations=int(iterations))
    raise ValueError(f"unknown search level {level!r}: {', '.join(LEVELS)}, a number of iterations or LEVEL:ITERATIONS")


class SearchBot:
    """``choose`` runs one search; ``progress``, when set, hears the iterations done so far."""

    name = "ismcts"

    def __init__(self, game: str, budget: Budget, settings: Settings | None = None, **knowledge: Any) -> None:
        self.game = game
        self.budget = budget
        self.knowledge = dataclasses.replace(knowledge_for(game), **knowledge)
        self.settings = settings or Settings(**self.knowledge.search_settings())
        self.progress: Callable[[int], None] | None = None
        self.last_result: SearchResult | None = None
        self.last_explanation = ""

    def choose(self, state: GameState, seat: int, rng: Rng) -> Action:
        knowledge = self.knowledge
        if knowledge.anchor and knowledge.anchor_alone is not None and knowledge.anchor_alone(state):
            kept = self._anchor_move(state, seat, rng)
            if kept is not None:
                self.last_result = SearchResult(action=kept, iterations=0, seconds=0.0)
                self.last_explanation = ""
                return kept
        everywhere = knowledge.look_everywhere
        looked = knowledge.look and knowledge.look(state, seat, rng, self.budget, self.progress, everywhere)
        if looked:
            self.last_result = looked
            self.last_explanation = _explain(looked)
            return looked.action
        result = search(
            state, seat, rng, budget=self._tree_budget(), knowledge=knowledge, settings=self.settings,
            progress=self.progress,
        )  # fmt: skip
        self.last_result = result
        self.last_explanation = _explain(result)
        if self.knowledge.anchor and result.iterations:
            return self._anchored(state, seat, rng, result)
        return result.action

    def _tree_budget(self) -> Budget:
        cap = self.knowledge.tree_iterations
        if cap is None:
            return self.budget
        return Budget(iterations=min(cap, self.budget.iterations or cap), seconds=self.budget.seconds)

    def _anchored(self, state: GameState, seat: int, rng: Rng, result: SearchResult) -> Action:
        """The anchor bot's move unless the search's own is clearly better: where the leaf's worth
        barely tells moves apart (Studios' walks and rolls), the search's pick among near-equal
        means is a coin toss that throws away the heuristic's plan."""
        anchor = self._anchor_move(state, seat, rng)
        if anchor is None:
            return result.action
        kept, searched = result.root.get(action_key(anchor)), result.root.get(action_key(result.action))
        if kept is None or searched is None or searched["mean"] >= kept["mean"] + self.knowledge.anchor_margin:
            return result.action
        return anchor

    def _anchor_move(self, state: GameState, seat: int, rng: Rng) -> Action | None:
        """The anchor bot's move as ``state`` offers it (None if it does not): the anchor sees only a
        world dealt from the seat's view, like the search."""
        chosen = self.knowledge.policy_bot(self.knowledge.anchor).choose(state.determinize(seat, rng), seat, rng)
        key = action_key(chosen)
        return next((action for action in state.legal_actions(seat) if action_key(action) == key), None)


def _explain(result: SearchResult) -> str:
    """How long it thought; never how well it expects to do, which would hint at its hidden cards."""
    if not result.iterations:
        return ""
    return f"searched {result.iterations:,} playouts in {result.seconds:.1f} s"


KNOWLEDGE_KNOBS = frozenset(
    {
        "scale", "rollout_depth", "horizon", "policy", "turns", "prior", "prior_once", "anchor", "anchor_margin",
        "look", "look_everywhere", "tree_iterations", "anchor_alone", "chances",
    }
)  # fmt: skip


def make_bot(game: str, level: str = DEFAULT_LEVEL, **settings: Any) -> SearchBot:
    """``settings``: the search's (``Settings`` fields) and the game knowledge's knobs (``scale``,
    ``rollout_depth``), for tuning in self-play; they override the level's own (``Knowledge.levels``)."""
    name, budget = parse_level(level)
    settings = {**knowledge_for(game).levels.get(name, {}), **settings}
    knowledge = {key: settings.pop(key) for key in list(settings) if key in KNOWLEDGE_KNOBS}
    try:
        search_settings = Settings(**{**knowledge_for(game).search_settings(), **settings})
    except TypeError as exc:
        raise ValueError(f"unknown search settings: {', '.join(sorted(settings))}") from exc
    return SearchBot(game, budget, search_settings, **knowledge)
