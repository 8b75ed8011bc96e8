"""High Noon: score every play in the evaluation's units; make the best if it gains enough, else pass.

- moves are scored by moving the dude on the state itself and putting it back (no clone): control
  of deeds, the Sundown race, bullets where both sides stand and the fights the opponent could pick;
- callouts by the round of fire the likely posses would trade (deck odds), only when likely won;
- hand plays (recruit, build, buy, learn, replace ...) and any play type this bot does not know
  (card abilities as they land) by one ply: apply it on a clone and evaluate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from automaton.strategies.heuristic_doomtown.board import Board
from automaton.strategies.heuristic_doomtown.evaluation import evaluate, opponents
from automaton.strategies.heuristic_doomtown.fights import likely_posse, outlook
from automaton.strategies.heuristic_doomtown.lookahead import after
from games.engines.doomtown.noon import moves_free

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState
    from games.engines.rng import Rng

Action = dict[str, Any]
PLAY_THRESHOLD = 0.5  # a play must gain at least this much over passing
MOVE_COST = 0.3  # a move must gain something real: the opponent answers every play
BOOT_COST = 1.0  # a booted dude cannot call out or join a posse next door
CALLOUT_WIN_AT_LEAST = 0.65  # tuned in self-play against the Gunfighter (0.55 to 0.75 tried)
NOT_SCORED = ("trade",)  # moving goods between own dudes: the buys already place them
CHEAP = ("pass", "move", "callout", *NOT_SCORED)  # scored without a clone
MAX_ONE_PLY = 16


def _move_gain(board: Board, seat: int, action: Action, base: float) -> float:
    state = board.state
    dude, to = action["dude"], action["to"]
    free = moves_free(state, seat, dude, to)
    where, booted = state.at[dude], state.booted[dude]
    state.at[dude] = to
    if not free:
        state.booted[dude] = 1
    try:
        gain = evaluate(state, seat, board) - base
    finally:
        state.at[dude], state.booted[dude] = where, booted
    return gain - MOVE_COST - (0.0 if free else BOOT_COST)


def callout_gain(board: Board, seat: int, action: Action) -> float:
    """The round of fire's worth when the fight is likely won; a mark that refuses runs home booted."""
    state = board.state
    mark = action["mark"]
    location = state.at[mark]
    other = state.table[mark].owner
    if other not in opponents(state, seat):
        return -1.0  # a Boss Battle Hero never calls out a team-mate
    mine = sorted(set(likely_posse(board, seat, location)) | {action["dude"]})
    theirs = sorted(set(likely_posse(board, other, location)) | {mark})
    look = outlook(board, seat, mine, other, theirs)
    if look.win < CALLOUT_WIN_AT_LEAST:
        return -1.0
    return look.worth


def score(board: Board, seat: int, action: Action, base: float, chance: Rng) -> float:
    kind = action["type"]
    if kind == "pass":
        return 0.0
    if kind == "move":
        return _move_gain(board, seat, action, base)
    if kind == "callout":
        return callout_gain(board, seat, action)
    if kind in NOT_SCORED:
        return -1.0
    return evaluate(after(board.state, seat, action, chance), seat) - base


def plays_to_score(legal: list[Action]) -> list[Action]:
    """The plays to score: every move and callout, and at most ``MAX_ONE_PLY`` plays judged on a
    clone, the first of each card's plays before a second (an ability may list many targets)."""
    cheap = [a for a in legal if a["type"] in CHEAP]
    costly = [a for a in legal if a["type"] not in CHEAP]
    seen: set[tuple[str, Any]] = set()
    firsts: list[Action] = []
    others: list[Action] = []
    for action in costly:
        group = (action["type"], action.get("card"))
        (others if group in seen else firsts).append(action)
        seen.add(group)
    return cheap + (firsts + others)[:MAX_ONE_PLY]


def choose(state: DoomtownState, seat: int, legal: list[Action], chance: Rng) -> Action:
    board = Board(state)
    base = evaluate(state, seat, board)
    best, best_score = next(a for a in legal if a["type"] == "pass"), PLAY_THRESHOLD
    for action in plays_to_score(legal):
        gained = score(board, seat, action, base, chance)
        if gained > best_score:
            best, best_score = action, gained
    return best
