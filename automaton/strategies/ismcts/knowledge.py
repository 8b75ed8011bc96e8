"""What the search knows of each game: how to score a leaf and how to play below the tree.

A leaf is scored with the game's own worth per seat (the heuristic bot's evaluation where there is
one), turned into rewards by ``value_rewards``; a finished game by its placements. ``scale`` is the
difference in worth that gives the better seat about a 73 % chance of finishing ahead: it sets how
sure the search is of a lead.

A playout stops once the turn has passed from the searcher to another seat ``horizon`` + 1 times,
so leaves are compared at like moments (the searcher's turn just ended), or after ``rollout_depth``
actions below the tree. Where ``turns`` is set the state's ``current`` seat owns the turn, so a
rival answering inside it (a Deadwood defender, a discard) does not end it early. Studios finishes
the searcher's turn with its heuristic bot; Deadwood plays on with it to the end of the searcher's
next turn, so the rivals' answers to a hit are seen; so does the town builder (below). Scored
mid-turn, a town-builder build's mean sank with the random moves the tree tried after it, so the
search preferred ending the turn: 4 of 10 games against Normal at 300 iterations; finishing the
turn with its heuristic bot, 12 of 16 at 100. Doomtown scores the tree's leaf as it is (random actions
below it only blurred the heuristic's evaluation) and its heuristic both expands first and is the
anchor: the search's root move replaces the heuristic's only when its mean is 0.03 higher. Against
Normal at 60 iterations: 1 of 6 games with random playouts, 3 of 8 with the prior and no playout,
6 of 10 with the anchor as well (95 % interval 0.31-0.83; the same 8 seeds: 3, then 6).

Doomtown at the ladder's Hard budget, 370 iterations (2026-12-04, seats rotating, load 4-13 on two
shared cores, searches at nice 19): that search won 1 of the first 2 games against Normal (seeds
100-101, stopped to free the CPU), at a median 1.7-2.1 s of CPU a decision (p99 2.2-2.6 s), about
190 playouts a CPU second in play. Its prior was asked at every widening of a node, 60 % of the
time; asked at a node's first expansion only (``prior_once``), 589 playouts a CPU second against
356 on ``search_speed``'s 12 positions (150 iterations each, alternating). Mid-fight the
evaluation sees only the next round's odds, so a fight begun below the root (``fights``: a callout
to answer, a job, a shootout) is played to its end by the heuristic before the leaf is scored; a
fight under way at the root is judged as it stands, or every playout of a shootout's decisions
would fight it out. Leads between the two worths run 50-400 along heuristic games (seeds 101-104)
against a scale of 20, so most leaves' rewards sit near 0 or 1 and the anchor keeps the
heuristic's move; scored by the change in worth since the root instead, the search overrode the
heuristic often (a High Noon of 40 moves gives each about 10 visits: the best of 40 means beats
the heuristic's by 0.03 by noise alone). Played out by heuristic bots (16 worlds each), a callout
it took where the heuristic passed lost 0.31 of the win rate (seed 300, ply 28; with fights
settled it was not taken), and with fights settled it lost the first 3 ladder games (seeds
100-102), so it was dropped.

So Doomtown's Hard (370 iterations, fights settled, the prior asked once a node, the anchor kept)
against Normal on the ladder's seeds 100-119: 12 of 20 (95 % interval 0.39-0.78; 5 of 10 in seat
0), short of 70 %. A median 0.79 s of CPU a decision (per-game medians 0.47-1.81 s, per-game
p99 1.1-15.6 s: settling a High Noon of many callouts is dear), 1.26 s on average over 1,426
decisions, so 370 iterations is still about one second in play, though ``search_speed`` gives
525 playouts a CPU second (median, min 65; run with the centred leaves, one evaluation more a
search). Normal in the same seat with the same random
streams wins 10 of these 20: the search flipped two of its losses (seeds 111 and 119) and played
every other game to the same end, so it still mostly plays the heuristic's moves.

Against the saturation two changes were tried together (2026-12-04): leaves centred on the root's
worths again (scale 20), and the fixed 0.03 replaced by two standard errors of the difference of
the two means (each move needing two visits; the root kept each move's spread of rewards). On the
ladder's games (seeds 100-119, the same seats and random streams as ``benchmark ai``'s ladder,
played by a script that also logged each disagreement; two processes of 10 at nice 19, load 2-7
on two shared cores): 11 of 20 against Normal (95 % interval 0.34-0.74; 7 of 10, then 4 of 10),
where the fixed margin won 12: it won seed 104 and lost seeds 111 and 117, which the fixed margin
won. It overrode the heuristic 271 times (13.5 a game, of 830 logged decisions where its
most-visited move differed): High Noon abilities 67, moves 61, callouts 31, passes 22, posse joins
23; 31 CPU minutes for the 20 games. At exploration 0.7 the heuristic's move often had 4-20 visits
against the search's 30-300: once its first rewards fall behind, the tree starves it. Played out
by heuristic bots (16 worlds each, common random numbers), its overrides in seeds 104 and 117 cost
1.50 of the placement reward over 27 (gang picks 0.62 over 3, passes 0.63 over 4, moves 0.38 over
8, abilities 0.12 over 5; callouts gained 0.12 over 4), and the moves it nearly took (1.5 to 2
standard errors) gained 0.25 over 11: however sure, the mean of these one- and two-ply leaves is a
worse judge than the heuristic where the two differ. Judged the same way in seeds 100 and 103 as
well (103 stopped at ply 122), its 77 overrides cost 1.50 in all, but in fights, which below the
root are fought out before the leaf is scored, they gained: callouts 0.25 over 9, posse joins 0.31
over 6, a stand-and-fight 0.12; High Noon moves lost 0.56 over 30, passes 0.75 over 8, abilities
0.25 over 15 and gang picks 0.62 over 3. Allowed to replace the heuristic's move in fights only (its own
move a callout, a join, ending a posse, fight or flee), with the same leaves and anchor, on the same
20 games (two processes of 10 at nice 19, load 3, 31 CPU minutes): 10 of 20 (0.30-0.70; 5 and
5), overriding 63 times (callouts 29, joins 23, fight or flee 7, ending a posse 3); every game ended
as with the fixed margin but seeds 108 and 119, both lost. So the fixed anchor stays.

A look to Sundown was tried next (2026-12-04): the game is won at Sundown, and wherever either
seat's control points came within one of the other's influence at High Noon, the heuristic's move,
its runner-up by its own High Noon scores and passing were each played on to nightfall by heuristic
bots in both seats (Normal's own policy) over 8 worlds dealt from the seat's view, scored by the
outcome where the game had ended, else by the leaf's rewards; the heuristic's move stood unless
another's mean beat it by 0.1, and elsewhere the search played as before. In heuristic games
(seeds 100-109, the ladder's random streams) it overrode the heuristic 15 times, mostly passing
where the heuristic moved while ahead in the Sundown race. Each pair, played to the end over 16
other worlds, gained 0.94 of a win in all (1.13 over 6 in seeds 100-103, -0.19 over 9 in seeds
104-109), within the noise. In seed 101, on day 4, with 4 control points against the rival's 3
influence, the heuristic moves Ike Clanton onto the rival's Pony Express, and passing wins 0.56
more often. The look cost a median 0.13-0.86 s a decision on those games (at most 3.9 s). But
the ladder's 10 games from seed 100 (``benchmark ai`` as above, nice 19, about one core) had
not finished after 71 CPU minutes, where the search alone takes about 15, so it was stopped
without a count. A sample of its stack at 66 CPU minutes was in a search's own fight settling, not
in the look: a Kung Fu pull, where Yunxu Jiang's trait recounts a deed's control through every
dude's bullets, so not all of that cost is the look's.
The look is not kept. A cheaper look (to the end of High Noon, fewer worlds) measured on seeds
100-119 is the next try.

The town builder's search ending at its own turn's end was a one-turn lookahead with the
heuristic's own judgement: at its ladder budget (2,100 iterations) it won 10 of 20 against Normal.
A/B against Normal at small budgets (20 games, seeds 1000-1019, seats rotating): that horizon at
300 iterations won 9.5 (137 CPU seconds in all); with the heuristic as anchor (margin 0.02) 12;
exploration 0.3 11.5; playouts to the game's end once both decks hold 12 cards or fewer 6.5 of 12
(the same 12 seeds: 4.5; its games ran at about half the pace, stopped there); on to the end of
its next turn (``horizon`` 1, both seats playing the heuristic, which is Normal's own policy) 13
at 100 iterations (190 CPU seconds). A playout that far costs three times as much (690 against
2,070 a CPU second, median of 8 action-phase positions, two alternating runs), so the ladder's
Hard plays 700 iterations, a quiet second: against Normal on the ladder's seeds (100-119) it won
15 of 20 (95 % interval 0.53-0.89), where the one-turn search at 2,100 won 10; on seeds
1000-1009 only 3.5 of 10 (0.14-0.65; the same seeds at 100 iterations: 6), so 18.5 of 30 in all
(0.44-0.77): better than the one-turn search, not yet surely 70 %. The same playouts then got
cheaper without changing a move (a test pins seeded games by digest): the median CPU rate of
one-second searches on 8 action-phase positions rose from 759 to 1,444 (four alternating runs,
2026-12-04), so the ladder's Hard plays 1,300 iterations. With a town's scoring and a hand's worth
memoised and a playout taking the copy the heuristic tried its move on, the rate rose 1.23 times
again (1,309 to 1,612, four alternating runs, load 4), so Hard plays 1,600.

Why it lost: on seeds 1000-1002 (all three lost at 700 iterations) its moves that differed from
the heuristic's on the same view, each pair played out 60 times by heuristic bots (as
``leaf_check --games`` does), cost 6.6 final-score points in all (placement reward -0.97, about a
game): ending the action phase where the heuristic built cost 5.2 over 18 moves, where it upgraded
3.1 over 21; only its discards gained (2.3 over 40). Its tree rated ending the phase highest (seed
1 of the heuristic games, decision at ply 27: 0.404 against 0.352 for the best build, the root's
visits spread almost evenly), where the same moves, each followed by the heuristic alone to the
same horizon, score 0.323 and 0.435: every move the tree tries below a build (demolitions, resource
discards) counts in the build's mean, and ending the phase hands those tries over to the rival.
Exploration 0.15 with the anchor still preferred ending (0.83 against 0.71 for the heuristic's
build, seed 1000's first decision) and won 2 of seeds 1000-1003. So the town builder's tree holds
the root's moves only (``tree_depth`` 1), each played out by the heuristic to the end of the
searcher's next turn, and the heuristic's move stands unless another's mean beats it by 0.02 (at
depth 1 near-equal means are coin tosses). The search then demolishes where the heuristic never
does; that is mostly right: in 11 full-town positions (heuristic games, seeds 20-39) where the
leaf rates a demolition 0.02 above the heuristic's move, 40 playouts each gave the demolition 6.4
points (placement reward +0.69) in all, so it is allowed. On 30 action-phase positions of
heuristic games (seeds 1-4, every 9th decision, 100 playouts a move) none of these settings told
itself apart from the others: the losses show in the search's own games, not in the heuristic's.
A playout costs the same at depth 1 (0.62-0.70 CPU seconds for 700 iterations on 4 positions,
0.60-0.70 with the deeper tree), so Hard's budget stays a quiet second. Against Normal at
700 iterations, the ladder's seats rotating: seeds 1000-1009 8 of 10 (95 % interval 0.49-0.94; the
deeper tree 3.5), seeds 1010-1019 5 of 10 (0.24-0.76), so 13 of 20 (0.43-0.82). At 1,400
iterations (the same games as the ladder's, played one by one) seeds 1010-1013: 3 of 4. At the
ladder's Hard budget of 1,600 iterations, seeds 100-119 (two runs of 10 from seeds 100 and 110,
2026-12-04): 15 of 20 (95 % interval 0.53-0.89; 9 of 10, then 6 of 10), no errors, a median 0.79 s
a decision (p99 5.7 s, wall time beside CI).
On the next 20 seeds (120-139, one run, 2026-12-04, nice 19 beside other searches): 17 of 20
(0.64-0.95), so 32 of 40 on seeds 100-139 (0.65-0.90), Hard's median 0.68 s a decision (p99 3.7 s,
wall). Expert (8,000 iterations) against this Hard, seeds 100-115 in runs of two games (seats
rotating): 9 of 16 (0.33-0.77), a median 3.0-4.7 s a decision against Hard's 0.58-0.96 s (wall,
nice 19 beside other searches): its root moves' means are five times as sure, but with the tree
at the root only and the heuristic playing every move after, that sureness buys little.
So Expert was given a longer look instead (``levels``: settings of a level's own, for its budget
only): playouts on to the end of the searcher's turn after next (``horizon`` 2), where Hard's stop
at the end of its next. A playout that far costs 1.45 times as much (1,392 against 2,020 playouts a
CPU second: the medians of one-second searches on the first 8 action-phase positions of the ladder's
``_positions("townbuilder", 2, 40)``, two alternating runs, load 6, 2026-12-04), so its five quiet
seconds are 5,500 iterations (``ismcts:expert:5500``: 1,600 times 0.69 is 1,100 a second). Against
Hard (1,600 iterations, unchanged) on the seeds of the 9 of 16 above, in runs of two games, seats
rotating (``AI_PARTS=ladder LADDER_ONLY=townbuilder LADDER_LEVELS=expert,hard LADDER_GAMES=2
LADDER_SEED=S nice -n 19 manage.py benchmark ai --json``, S = 100, 102, ..., 108, 2026-12-04, beside
other searches on two cores): 8 of 10 (95 % interval 0.49-0.94; by run 2, 2, 0, 2, 2; 4 of 5 in
either seat), no errors. Its median decision took 3.5-6.4 s (per-run p99 7.0-9.1 s, and 135 s in the
first run, whose Hard's p99 was 15.9 s too: a pause or a load spike), against Hard's 0.58-1.04 s
(p99 1.2-1.8 s, wall) in the same runs: 5.3-6.1 times Hard's, not 5, so over whole games a playout
to the turn after next costs more than on the 8 positions, and this Expert thought 6-23 % longer
than its share. It leans stronger, but the interval still holds 0.5 and the horizon-1 Expert's 9 of
16 (0.33-0.77). Game for game on the same seeds 100-109 the horizon-1 Expert won 6 (by run 2, 1,
0, 1, 2), this one 8: the better of the two measured, and the look further that the horizon-1
Expert's figures called for, so it is the lobby's Expert (``levels``) and the ladder's
``ismcts:expert:5500``. On seeds 110-113 (two runs side by side at nice 19, 2026-12-04) it won 3 of
4 (by run 2, 1), where the horizon-1 Expert won 2 of the same 4; on seeds 114-115 none of 2 (the
horizon-1 Expert 1): 11 of 16 on seeds 100-115 (95 % interval 0.44-0.86) against the horizon-1
Expert's 9 of the same 16 (0.33-0.77), a median 3.8-4.4 s a decision against Hard's 0.75-0.82 s.
It leans stronger, not yet surely. Still to measure: more seeds, and a budget read from whole games' decision
times (about 4,800 iterations: 5,500 times 5 over the runs' mean ratio, 5.7); the lobby's Expert
stops at its five seconds whatever the rate.

``prior`` names a bot whose choice a new node expands first: the tree's first line is the
heuristic's, and a winning move among many (a Deadwood hit followed by the General Store's moves,
one town-builder move in 35) is not left to chance. Deadwood at 200 iterations against three
heuristic bots, seats rotating: 4 of 8 games won with the leaf at the end of its own turn, 6 of 8
playing on to its next turn, 8 of 8 with the prior as well. Studios played worse with the prior
(1 of 8 against 1.5 of 8), so it has none; at 100 iterations against three Normal bots the anchor
gave it 2 of 12 (mean place 2.9) and playing on to its next turn 0 of 5 (mean place 4), so it had
neither: its leaf worth barely tells its walks and rolls apart. More search makes it worse, not
better: at 2,000 iterations against three Normal bots (16 games, seeds 100-115, seats rotating) it
won 1.5 (95 % interval 0.02-0.32) and finished ahead of a Normal rival in 10.5 of 48 comparisons
(a fair share is 24): the leaf worth itself misjudges moves the heuristic gets right.

So Studios' worth (``studios_worth``) now counts everything in final-score points over the seat's
next few turns: a role held, a role still to walk to (the walking turns earning nothing) and an
upgrade it can afford in the same units, with the day's end and the last day's end known.
Checked offline (``leaf_check``: the search's moves that differ from the heuristic's, each played
out to the end by heuristic bots), the former worth walked to the Casting Office for one rank
where a role next door was worth 3.6 points more at the end. Its rewards for two moves differ by
hundredths (a point of worth is about 0.017), so at the default UCB constant the tree spread its
visits almost evenly and its pick was close to a coin toss; Studios explores with 0.1. At 2,000
iterations against three Normal bots, on the same 16 seeds as above: 6 wins (95 % interval
0.18-0.61), ahead of a Normal rival in 24.5 of 48 comparisons; over 24 games (seeds 100-123) 6
wins (0.12-0.45) and 34.5 of 72: level with Normal now, short of the 40 % goal.

Where its moves still differed from the heuristic's (``leaf_check --games 4 --rollouts 30`` at
2,000 iterations, stopped in the fourth game: 35 disagreements, each move played out 30 times by heuristic bots), the
search's own cost 9.4 final-score points a game: its rehearsals lost 19.5 over 7, its moves 12.6
over 17, its ends of turn 4.2 over 3 and its roles 1.7 over 3; only acting where the heuristic
rehearsed gained (4.7 over 5). So Studios is anchored on the heuristic too: its move stands
unless the search's mean beats it by 0.03 (about two points of worth). Against three Normal bots
at 2,000 iterations, seeds 100-123, seats rotating: 9.5 wins of 24 (95 % interval 0.23-0.59),
mean place 1.96, ahead of a Normal rival in 48.5 of 72 comparisons (unanchored: 6 wins, 34.5);
a margin of 0.01 won 4 of the first 10 (mean place 2.5, stopped to free the CPU for the next run).
At the ladder's Hard budget (12,500 iterations, about 1 s of CPU a move), seeds 100-123: 11 wins
of 24 (0.28-0.65), mean place 1.88, ahead of a Normal rival in 50 of 72 comparisons.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from automaton.strategies.ismcts.search import placement_rewards, value_rewards
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
    turns: bool = False  # the state's ``current`` is the seat whose turn it is (rivals may answer within it)
    prior: str = ""  # the bot whose choice a new node expands first ("" for none)
    prior_once: bool = False  # ... asked at the node's first expansion only, not at each widening
    anchor: str = ""  # the bot whose root choice is kept unless a move's mean beats it by anchor_margin
    anchor_margin: float = 0.0
    # The UCB constant: where a point of worth moves the reward little (Studios), a smaller one lets
    # the tree settle on the better move within its budget instead of spreading its visits evenly.
    exploration: float = 0.7
    fights: Any = None  # whether a fight is under way in a state, to be settled before a leaf is scored
    # How many decisions the tree holds from the root down; the playout policy plays the rest. Each
    # untried move the tree tries below a root move counts in that move's mean, so a move that leaves
    # the searcher more of its turn to decide (a town builder's build, not its end of turn) suffers most.
    tree_depth: int = 200
    # A lobby level's own knobs (``make_bot``'s settings), for a budget that buys more than Hard's
    # settings can use: the town builder's Expert plays out further (see above).
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
        levels={"expert": {"horizon": 2}},
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
        prior="heuristic",
        prior_once=True,
        anchor="heuristic",
        anchor_margin=0.03,
    ),  # fmt: skip
}


def knowledge_for(game: str) -> Knowledge:
    try:
        return KNOWLEDGE[game]
    except KeyError:
        raise ValueError(f"the search has no knowledge of {game}") from None
