"""What the search knows of each game: how to score a leaf and how to play below the tree.

A leaf is scored with the game's own worth per seat (the heuristic bot's evaluation where there is
one), turned into rewards by ``value_rewards``; a finished game by its placements. ``scale`` is the
difference in worth that gives the better seat about a 73 % chance of finishing ahead: it sets how
sure the search is of a lead.

A playout stops once the turn has passed from the searcher to another seat ``horizon`` + 1 times,
so leaves are compared at like moments (the searcher's turn just ended), or after ``rollout_depth``
actions below the tree. Where ``turns`` is set the state's ``current`` seat owns the turn, so a
rival answering inside it (a Deadwood defender, a discard) does not end it early.

Each game's settings in short; why, and every figure behind them, is in ``MEASUREMENTS.md`` beside
this module:

- Town builder: the tree holds the root's moves only (``tree_depth`` 1: moves the tree tried below
  a build counted against it); the heuristic plays each out to the end of the searcher's next
  turn; the heuristic's move stands unless another's mean beats it by 0.02. Hard against Normal:
  32 of 40. Hard scores its leaves by the heuristic's worth, whose lead says nothing of the winner
  over the first half of the decks; Expert (``levels``) scores them by odds fitted to how 24,000
  heuristic games ended (``townbuilder_odds``): against Hard, 65 of 102 games; of 51 deals played
  from both seats it turned round 17 and gave away 3 (a sign test's p 0.0013). Bigger or longer
  searches over the worth measured level with Hard (a look to the turn after next: 26 of 44 where
  Hard in its seats won 25; the last quarter played out to the end: 3 games turned, 2 given away).
- Studios: Hard and Expert look to the day's end (``studios_look``): every legal move played on by
  heuristic bots in all seats until the day wraps, over worlds dealt from the seat's view, the
  budget spent by sequential halving; the heuristic's move stands unless another's beats it by 0.02.
  Hard against three Normal: 49 of 98, where Normal in its seats wins 28 (the tree alone won 24 of
  61); Expert, the look at five times the budget, against three Hard: 16 of 48, where Hard in
  its seats wins 8 (the win changed hands 9 times to 1, a sign test's p 0.021; mean places 2.38
  and 2.50). The tree's own settings (the leaf counts final-score points over the next few turns,
  ``studios_worth``; exploration 0.1, as its rewards differ by hundredths; anchored on the
  heuristic at 0.03) serve where the look is switched off (``look=None``).
- Deadwood: the heuristic plays on to the end of the searcher's next turn, so the rivals' answers
  to a hit are seen, and is the prior. Hard against three Normal: 35 of 40, where Normal in its
  seats wins 10; Expert against three Hard: 2 of 9 (Hard against three at a fifth of its budget:
  9 of 31: a bigger tree places a little better and wins no more).
- Doomtown: where the Sundown race is close at its High Noon decision, the search looks to
  nightfall (``doomtown_look``): the heuristic's play, the next two and passing, each played on
  by heuristic bots in both seats over worlds dealt from the seat's view. Elsewhere the tree's
  leaf is scored as it stands (random playouts only blurred it), once a fight begun below the root
  is fought out by the heuristic; the heuristic is the prior, asked once a node, and the anchor
  (0.03). Hard against Normal on the ladder's deals 100-179, each from both seats (so it holds
  every starter deck): 108 of 160, where Normal in the same seats wins 80 (the win changed hands 40
  times to 12). The heuristic alone picks the starting gang (``anchor_alone``): where the tree's
  one-day leaves put the seat behind, its own picks gambled. Replayed with the heuristic's pick,
  Hard won 29 of the 54 games on deals 100-241 whose pick changed, where its own won 10: 190 of 265
  in all (0.72), where Normal wins 133; on fresh deals (242-262, 282-299) 60 of 78, where Normal
  wins 39. Expert plays Hard's tree (a bigger one overrode the heuristic more and lost: 4 of 15
  against Hard) and looks at every High Noon decision of its own, five times as far: 7 of 14
  against Hard (40 worlds against 8), 4 of 10 (80 against 16).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from automaton.strategies.ismcts.search import placement_rewards, value_rewards
from automaton.strategies.ismcts.studios_look import look as studios_look
from automaton.strategies.ismcts.studios_worth import studios_worth
from games.engines import Action, GameState, Rng


@dataclass
class Knowledge:
    """A game's scoring and playout settings; ``worth(state, seat)`` is that seat's position.

    ``policy`` plays below the tree: ``random``, or ``heuristic`` (the game's heuristic bot).
    """

    game: str
    worth: Any
    scale: float
    rollout_depth: int
    horizon: int
    policy: str = "random"
    worths: Any = None  # all seats' worths at once, where that is cheaper than seat by seat
    # ``chances(state)``: each seat's chance of winning, from a model fitted to finished games; where
    # set, a leaf's rewards are these instead of the worths' (the town builder's Expert).
    chances: Any = None
    turns: bool = False  # the state's ``current`` is the seat whose turn it is (rivals may answer within it)
    prior: str = ""  # the bot whose choice a new node expands first ("" for none)
    prior_once: bool = False  # ... asked at the node's first expansion only, not at each widening
    anchor: str = ""  # the bot whose root choice is kept unless a move's mean beats it by anchor_margin
    anchor_margin: float = 0.0
    # ``anchor_alone(state)``: whether the anchor bot makes this decision without a search (Doomtown's
    # gang pick, where the tree's leaves judge a whole game's start by one day's worth).
    anchor_alone: Any = None
    # The UCB constant: where a point of worth moves the reward little (Studios), a smaller one lets
    # the tree settle on the better move within its budget instead of spreading its visits evenly.
    exploration: float = 0.7
    fights: Any = None  # whether a fight is under way in a state, to be settled before a leaf is scored
    # A look further than the tree's leaves where the game is decided (Doomtown's Sundown):
    # ``look(state, seat, rng, budget, progress)`` gives a SearchResult where it chooses, else None.
    look: Any = None
    look_everywhere: bool = False  # at every decision the look knows, not only where it matters most
    # The most iterations the tree gets whatever the budget (a level's time beyond it goes to the look).
    tree_iterations: int | None = None
    # How many decisions the tree holds from the root down; the playout policy plays the rest. Each
    # untried move the tree tries below a root move counts in that move's mean, so a move that leaves
    # the searcher more of its turn to decide (a town builder's build, not its end of turn) suffers most.
    tree_depth: int = 200
    # A lobby level's own knobs (``make_bot``'s settings), for a budget that buys more than Hard's
    # settings can use: the town builder's Expert plays out further, Doomtown's looks further (see above).
    levels: dict[str, dict[str, Any]] = field(default_factory=dict)
    _bots: dict[str, Any] = field(default_factory=dict, repr=False)

    def search_settings(self) -> dict[str, Any]:
        """The search's settings this game sets (``Settings`` fields)."""
        return {"exploration": self.exploration, "max_tree_depth": self.tree_depth}

    def rollout_action(self, state: GameState, seat: int, legal: list[Action], rng: Rng) -> Action:
        if self.policy == "random":
            return legal[rng.below(len(legal))]
        return self._bot_choice(self.policy, state, seat, legal, rng)

    def rollout_move(self, state: GameState, seat: int, legal: list[Action], rng: Rng) -> GameState:
        """``rollout_action`` played: a policy bot with ``choose_move`` hands back the copy it tried
        its move on, which then stands for ``state`` (applying the move again would repeat its work)."""
        choose_move = None if self.policy == "random" else getattr(self.policy_bot(self.policy), "choose_move", None)
        if choose_move is None:
            action, after = self.rollout_action(state, seat, legal, rng), None
        else:
            action, after = choose_move(state, seat, legal, rng)
        if after is None:
            state.apply(seat, action)
            return state
        return after

    def _bot_choice(self, name: str, state: GameState, seat: int, legal: list[Action], rng: Rng) -> Action:
        """A bot's choice; one with ``choose_among`` is handed the actions the search listed already."""
        bot = self.policy_bot(name)
        choose_among = getattr(bot, "choose_among", None)
        if choose_among is not None:
            return choose_among(state, seat, legal, rng)
        return bot.choose(state, seat, rng)

    def policy_bot(self, name: str) -> Any:
        if name not in self._bots:
            from automaton.strategies import get_bot

            self._bots[name] = get_bot(name, self.game)
        return self._bots[name]

    def preferred_action(self, state: GameState, seat: int, legal: list[Action], rng: Rng) -> Action | None:
        if not self.prior:
            return None
        return self._bot_choice(self.prior, state, seat, legal, rng)

    def unsettled(self, state: GameState) -> bool:
        return self.fights is not None and bool(self.fights(state))

    def turn_owner(self, state: GameState, actor: int) -> int:
        return int(state.current) if self.turns else actor  # type: ignore[attr-defined]

    def rewards(self, state: GameState) -> list[float]:
        players = _players(state)
        if state.is_over():
            return placement_rewards(state.result().placements)
        if self.chances is not None:
            return self.chances(state)
        if self.worths is not None:
            return value_rewards(self.worths(state), self.scale)
        return value_rewards([self.worth(state, seat) for seat in range(players)], self.scale)


def _players(state: GameState) -> int:
    """The engines keep their player count as ``players``, except the two-player town builder."""
    return int(getattr(state, "players", 2))


def townbuilder_worth(state: Any, seat: int) -> float:
    """The heuristic's evaluation of the seat's own position; on its last turn only the final
    score counts, with the hand's tie-break value as a fraction of a point (the heuristic's
    progress towards a storage threshold is worth nothing then, and reaching one resets it)."""
    from automaton.strategies.heuristic_townbuilder import OPPONENT_WEIGHT, POINT, evaluate, points
    from games.engines.townbuilder.cards import HAND_VALUES, RESOURCES

    if state.final[seat]:
        tie_break = sum(HAND_VALUES[r] * state.hands[seat][r] for r in RESOURCES)
        return POINT * (points(state, seat) + tie_break / 100)
    # The heuristic's evaluation takes half the opponent's score off; add it back for a seat's own worth.
    return evaluate(state, seat) + OPPONENT_WEIGHT * POINT * points(state, 1 - seat)


def townbuilder_chances(state: Any) -> list[float]:
    from automaton.strategies.ismcts.townbuilder_odds import win_chances

    return win_chances(state)


def deadwood_worth(state: Any, seat: int) -> float:
    """Money after the fine, plus what the buildings the seat's cowboys hold keep earning."""
    from automaton.strategies.heuristic_deadwood import holding_value
    from games.engines.deadwood.scoring import fine
    from games.engines.deadwood.tokens import OWNER

    worth = state.cash[seat] - fine(state.posters[seat])
    for plot, here in enumerate(state.occupants):
        if here and OWNER[here[0]] == seat and state.plot_tile[plot] >= 0:
            worth += holding_value(state, plot)
    return worth


def doomtown_fight_under_way(state: Any) -> bool:
    """A callout still to be answered, a job or a shootout: mid-fight, the evaluation sees only the
    next round's odds."""
    from games.engines.doomtown.automaton_rules import FIGHT_KINDS

    return any(frame["kind"] in FIGHT_KINDS for frame in state.stack)


def doomtown_worths(state: Any) -> list[float]:
    """The heuristic's evaluation for each seat, reading the board once (it is most of the cost)."""
    from automaton.strategies.heuristic_doomtown.board import Board
    from automaton.strategies.heuristic_doomtown.evaluation import evaluate

    board = Board(state)
    return [evaluate(state, seat, board) for seat in range(state.players)]


def doomtown_gang_pick(state: Any) -> bool:
    """The starting gang is being picked (setup)."""
    return bool(state.stack) and state.stack[-1]["kind"] == "gang"


def doomtown_look(state: Any, seat: int, rng: Rng, budget: Any, progress: Any, everywhere: bool) -> Any:
    from automaton.strategies.ismcts.doomtown_look import look

    return look(state, seat, rng, budget, progress, everywhere)


KNOWLEDGE: dict[str, Knowledge] = {
    "townbuilder": Knowledge(
        "townbuilder",
        townbuilder_worth,
        15.0,
        rollout_depth=60,
        horizon=1,
        policy="heuristic",
        turns=True,
        prior="heuristic",
        anchor="heuristic",
        anchor_margin=0.02,
        tree_depth=1,
        levels={"expert": {"chances": townbuilder_chances}},
    ),
    "studios": Knowledge(
        "studios",
        studios_worth,
        15.0,
        rollout_depth=12,
        horizon=0,
        policy="heuristic",
        turns=True,
        anchor="heuristic",
        anchor_margin=0.03,
        exploration=0.1,
        look=studios_look,
    ),
    "deadwood": Knowledge(
        "deadwood", deadwood_worth, 4.0, rollout_depth=80, horizon=1, policy="heuristic", turns=True, prior="heuristic"
    ),
    "doomtown": Knowledge(
        "doomtown",
        None,
        20.0,
        rollout_depth=0,
        horizon=1,
        worths=doomtown_worths,
        policy="heuristic",
        fights=doomtown_fight_under_way,
        look=doomtown_look,
        levels={"expert": {"look_everywhere": True, "tree_iterations": 370}},
        prior="heuristic",
        prior_once=True,
        anchor="heuristic",
        anchor_margin=0.03,
        anchor_alone=doomtown_gang_pick,
    ),  # fmt: skip
}


def knowledge_for(game: str) -> Knowledge:
    try:
        return KNOWLEDGE[game]
    except KeyError:
        raise ValueError(f"the search has no knowledge of {game}") from None
