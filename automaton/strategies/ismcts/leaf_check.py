"""An offline check of a game's leaf evaluation against the game's real outcome.

For positions taken from seeded games between heuristic bots, every move the deciding seat has is
judged twice: by the leaf worth the search would see (the move, then the rest of the turn played
by the rollout policy, as the search's playouts do) and by playing the game out to its end with
heuristic bots in every seat, many times (the seat's final score less its rivals' mean, and its
placement reward). Both use worlds dealt from the seat's own view, with common random numbers
across the moves of a position, so the comparison is between moves, not between deals.

The report says how often each chooser (the leaf worth, the heuristic, the search) picks the move
the playouts prove best, and what its picks cost on average in final-score margin (regret).

    python -m automaton.strategies.ismcts.leaf_check studios 4 --positions 30 --rollouts 100
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from automaton.strategies import get_bot
from automaton.strategies.ismcts.knowledge import Knowledge, knowledge_for
from automaton.strategies.ismcts.search import fast_key, placement_rewards
from games.engines import Action, GameState, Rng, get_engine


@dataclass
class MoveVerdict:
    label: str
    leaf: float  # mean reward the search's leaf gives the seat after this move (its turn finished)
    margin: float  # mean final score less the rivals' mean, played out by heuristic bots
    placement: float  # mean placement reward of the same playouts


@dataclass
class PositionVerdict:
    seed: int
    ply: int
    seat: int
    moves: list[MoveVerdict]
    heuristic: str
    searched: str = ""
    notes: dict[str, Any] = field(default_factory=dict)

    def best(self) -> MoveVerdict:
        return max(self.moves, key=lambda move: move.margin)

    def regret(self, label: str) -> float:
        chosen = next(move for move in self.moves if move.label == label)
        return self.best().margin - chosen.margin

    def leaf_choice(self) -> str:
        return max(self.moves, key=lambda move: move.leaf).label


def positions(
    game: str, players: int, count: int, every: int = 23, first_seed: int = 1, min_choices: int = 2
) -> list[tuple[int, int, GameState, int]]:
    """(seed, ply, state, seat) of decisions with at least ``min_choices`` legal actions, the first at
    or after every ``every`` plies of seeded heuristic games."""
    found: list[tuple[int, int, GameState, int]] = []
    bot = get_bot("heuristic", game)
    seed = first_seed - 1
    while len(found) < count:
        seed += 1
        state = get_engine(game).new_game(players=players, seed=seed)
        rng = Rng(seed)
        ply = due = 0
        while not state.is_over() and len(found) < count:
            seat = state.to_act()[0]
            ply += 1
            due += 1
            if due >= every and len(state.legal_actions(seat)) >= min_choices:
                found.append((seed, ply, state.clone(), seat))
                due = 0
            state.apply(seat, bot.choose(state.determinize(seat, rng), seat, rng))
    return found


def play_out(world: GameState, bot: Any, rng: Rng) -> None:
    """Heuristic bots in every seat to the end of the game."""
    while not world.is_over():
        actor = world.to_act()[0]
        world.apply(actor, bot.choose(world, actor, rng))


def finish_turn(world: GameState, seat: int, knowledge: Knowledge, rng: Rng) -> None:
    """The rest of the seat's turn by the rollout policy, as a search playout with horizon 0 plays it."""
    for _ in range(knowledge.rollout_depth):
        if world.is_over() or knowledge.turn_owner(world, world.to_act()[0]) != seat:
            return
        actor = world.to_act()[0]
        legal = world.legal_actions(actor)
        world.apply(actor, legal[0] if len(legal) == 1 else knowledge.rollout_action(world, actor, legal, rng))


def judge(
    state: GameState,
    seat: int,
    *,
    game: str,
    rollouts: int,
    leaf_worlds: int,
    knowledge: Knowledge | None = None,
    moves: list[Action] | None = None,
) -> list[MoveVerdict]:
    """Each of ``moves`` (every legal action by default) by the leaf worth and by playouts."""
    knowledge = knowledge or knowledge_for(game)
    bot = get_bot("heuristic", game)
    verdicts = []
    for action in moves if moves is not None else state.legal_actions(seat):
        leaf = []
        for index in range(leaf_worlds):
            rng = Rng(1_000_003 * (index + 1))
            world = state.determinize(seat, rng)
            world.apply(seat, _same(world, seat, action))
            finish_turn(world, seat, knowledge, rng)
            leaf.append(knowledge.rewards(world)[seat])
        margins, places = [], []
        for index in range(rollouts):
            rng = Rng(7_919 * (index + 1))
            world = state.determinize(seat, rng)
            world.apply(seat, _same(world, seat, action))
            play_out(world, bot, rng)
            scores = world.result().scores
            rivals = [score for other, score in enumerate(scores) if other != seat]
            margins.append(scores[seat] - statistics.fmean(rivals))
            places.append(placement_rewards(world.result().placements)[seat])
        verdicts.append(
            MoveVerdict(
                label=action.get("label", json.dumps(action)),
                leaf=statistics.fmean(leaf),
                margin=statistics.fmean(margins),
                placement=statistics.fmean(places),
            )
        )
    return verdicts


def _same(world: GameState, seat: int, action: Action) -> Action:
    """The world's own copy of ``action`` (a dealt world may name hidden cards differently)."""
    key = fast_key(action)
    return next(legal for legal in world.legal_actions(seat) if fast_key(legal) == key)


def check(
    game: str,
    players: int,
    count: int,
    rollouts: int,
    leaf_worlds: int,
    search: str = "",
    every: int = 23,
    min_choices: int = 2,
    progress: Callable[[dict[str, Any]], None] | None = None,
) -> dict[str, Any]:
    verdicts: list[PositionVerdict] = []
    heuristic = get_bot("heuristic", game)
    searcher = get_bot(search, game) if search else None
    for seed, ply, state, seat in positions(game, players, count, every, min_choices=min_choices):
        moves = judge(state, seat, game=game, rollouts=rollouts, leaf_worlds=leaf_worlds)
        rng = Rng(seed * 1000 + ply)
        chosen = heuristic.choose(state.determinize(seat, rng), seat, rng)
        verdict = PositionVerdict(seed, ply, seat, moves, heuristic=chosen.get("label", ""))
        if searcher is not None:
            verdict.searched = searcher.choose(state.determinize(seat, rng), seat, rng).get("label", "")
        verdicts.append(verdict)
        if progress is not None:
            progress(summarise([verdict])["details"][0])
    return summarise(verdicts)


def disagreements(
    game: str,
    players: int,
    search: str,
    games: int,
    rollouts: int,
    leaf_worlds: int,
    seed: int = 100,
    progress: Callable[[dict[str, Any]], None] | None = None,
) -> dict[str, Any]:
    """Games as the ladder plays them (the search in one seat, rotating, heuristic bots elsewhere);
    wherever the search's move differs from the heuristic's on the same view, both moves are
    played out. The mean margin gained per game estimates what the search's own choices are worth
    against the heuristic's, by kind of move."""
    heuristic = get_bot("heuristic", game)
    found: list[dict[str, Any]] = []
    for index in range(games):
        seat_under_test = index % players
        bots = [get_bot(search if seat == seat_under_test else "heuristic", game) for seat in range(players)]
        rngs = [Rng(seed + index).fork(2000 + seat) for seat in range(players)]
        state = get_engine(game).new_game(players=players, seed=seed + index)
        ply = 0
        while not state.is_over():
            seat = state.to_act()[0]
            ply += 1
            view = state.determinize(seat, rngs[seat])
            action = bots[seat].choose(view, seat, rngs[seat])
            if seat == seat_under_test and len(state.legal_actions(seat)) > 1:
                check_rng = Rng(seed * 7 + ply)
                usual = heuristic.choose(state.determinize(seat, check_rng), seat, check_rng)
                if fast_key(usual) != fast_key(action):
                    verdicts = judge(
                        state, seat, game=game, rollouts=rollouts, leaf_worlds=leaf_worlds,
                        moves=[_same(state, seat, action), _same(state, seat, usual)],
                    )  # fmt: skip
                    detail = {
                        "game": index,
                        "ply": ply,
                        "kind": action["type"],
                        "search": verdicts[0].label,
                        "heuristic": verdicts[1].label,
                        "gain": round(verdicts[0].margin - verdicts[1].margin, 2),
                        "leaf_gap": round(verdicts[0].leaf - verdicts[1].leaf, 4),
                    }
                    found.append(detail)
                    if progress is not None:
                        progress(detail)
            state.apply(seat, action)
    kinds = sorted({detail["kind"] for detail in found})
    return {
        "games": games,
        "disagreements": len(found),
        "gain_per_game": round(sum(detail["gain"] for detail in found) / games, 2),
        "by_kind": {
            kind: {
                "count": sum(1 for d in found if d["kind"] == kind),
                "gain_per_game": round(sum(d["gain"] for d in found if d["kind"] == kind) / games, 2),
            }
            for kind in kinds
        },
    }


def summarise(verdicts: list[PositionVerdict]) -> dict[str, Any]:
    choosers = {
        "leaf": [v.leaf_choice() for v in verdicts],
        "heuristic": [v.heuristic for v in verdicts],
    }
    if all(v.searched for v in verdicts):
        choosers["search"] = [v.searched for v in verdicts]
    summary: dict[str, Any] = {"positions": len(verdicts)}
    for name, picks in choosers.items():
        regrets = [v.regret(pick) for v, pick in zip(verdicts, picks, strict=True)]
        summary[name] = {
            "best_picked": sum(1 for v, pick in zip(verdicts, picks, strict=True) if pick == v.best().label),
            "mean_regret": round(statistics.fmean(regrets), 3),
        }
    summary["details"] = [
        {
            "seed": v.seed,
            "ply": v.ply,
            "seat": v.seat,
            "heuristic": v.heuristic,
            "search": v.searched,
            "moves": [
                {
                    "label": m.label,
                    "leaf": round(m.leaf, 4),
                    "margin": round(m.margin, 2),
                    "placement": round(m.placement, 3),
                }
                for m in sorted(v.moves, key=lambda m: -m.margin)
            ],
        }
        for v in verdicts
    ]
    return summary


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("players", type=int)
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--rollouts", type=int, default=60)
    parser.add_argument("--leaf-worlds", type=int, default=20)
    parser.add_argument("--search", default="", help="a search bot to judge too, e.g. ismcts:2000")
    parser.add_argument("--every", type=int, default=23)
    parser.add_argument("--min-choices", type=int, default=2, help="only decisions with this many legal actions")
    parser.add_argument("--games", type=int, default=0, help="judge a search's disagreements in this many games")
    parser.add_argument("--seed", type=int, default=100)
    args = parser.parse_args()
    if args.games:
        report = disagreements(
            args.game, args.players, args.search, args.games, args.rollouts, args.leaf_worlds, args.seed,
            progress=lambda detail: print(json.dumps(detail), file=sys.stderr, flush=True),
        )  # fmt: skip
        print(json.dumps(report, indent=1))
        return
    report = check(
        args.game, args.players, args.positions, args.rollouts, args.leaf_worlds, args.search, args.every,
        min_choices=args.min_choices, progress=lambda detail: print(json.dumps(detail), file=sys.stderr, flush=True),
    )  # fmt: skip
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
