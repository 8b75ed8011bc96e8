"""One ply on a clone: the generic way to judge a play this bot has no rule for (card abilities as
the engine gains them), and the way hand plays are judged at High Noon."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from automaton.strategies.heuristic_doomtown.evaluation import evaluate
from games.engines.doomtown import flow

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState
    from games.engines.rng import Rng

Action = dict[str, Any]
MAX_TRIED = 24  # beyond this many actions a random sample is judged (decisions stay fast)


def after(state: DoomtownState, seat: int, action: Action, chance: Rng) -> DoomtownState:
    """The position once ``action`` is applied to a clone (the given state is untouched).

    The clone draws its chance (shuffles, pulls) from a copy of the bot's own ``chance``, never
    from the game's generator that came along with the state; every action tried in one decision
    meets the same luck, so they compare fairly."""
    other = state.clone()
    other.rng = chance.clone()
    # ``action`` was offered by this very position, so the clone skips ``apply``'s check (which
    # lists every legal action again: most of a High Noon decision's time).
    flow.act(other, other.stack[-1], action)
    flow.advance(other)
    return other


def best_by_lookahead(state: DoomtownState, seat: int, legal: list[Action], rng: Rng) -> Action:
    """The action whose resulting position evaluates best for ``seat`` (ties: the first offered)."""
    tried = legal
    if len(legal) > MAX_TRIED:
        pool = list(legal)
        rng.shuffle(pool)
        tried = pool[:MAX_TRIED]
    best, best_value = tried[0], float("-inf")
    for action in tried:
        value = evaluate(after(state, seat, action, rng), seat)
        if value > best_value:
            best, best_value = action, value
    return best
