"""Doomtown's look to the game's end: where it looks, what it compares, and that it plays fair."""

from __future__ import annotations

import pytest

from automaton.selfplay import play_game
from automaton.strategies import get_bot
from automaton.strategies.heuristic_doomtown import DoomtownHeuristic
from automaton.strategies.ismcts import doomtown_look
from automaton.strategies.ismcts.doomtown_look import can_still_win, look, wants_a_look
from automaton.strategies.ismcts.search import Budget
from games.engines import Rng, action_key, get_engine
from tests.automaton.test_ismcts_positions import doomtown_sundown_decided_by_one_move
from tests.engines.doomtown.scenario import at_noon

WINNING_MOVE = "Move Miranda Clarke to The Mayor's Office"


def even_rewards(edge: float = 0.0):
    """A stand-in for playing a game out: every play draws, passing ``edge`` better."""
    return lambda world, seat, play, rng: 0.5 + (edge if play["type"] == "pass" else 0.0)


def test_it_looks_at_every_high_noon_decision_and_leaves_the_others_to_the_heuristic():
    first_noon = at_noon()  # no deed held yet: the Sundown race is far from close, and it still looks
    seat = first_noon.to_act()[0]
    assert wants_a_look(first_noon, seat, first_noon.legal_actions(seat))
    assert look(first_noon, seat, Rng(1), Budget(iterations=184)).iterations > 0
    state = get_engine("doomtown").new_game(players=2, seed=3)  # the gamblers' lowball, before any High Noon
    seat = state.to_act()[0]
    assert not wants_a_look(state, seat, state.legal_actions(seat))
    result = look(state, seat, Rng(2), Budget(iterations=370))
    assert result is not None and result.iterations == 0 and result.root == {}
    assert result.action == DoomtownHeuristic().choose(state.determinize(seat, Rng(2)), seat, Rng(2))


def test_a_game_of_more_players_is_left_to_the_tree():
    state = get_engine("doomtown").new_game(players=3, seed=3)
    seat = state.to_act()[0]
    assert look(state, seat, Rng(1), Budget(iterations=370)) is None
    bot = get_bot("ismcts:40", "doomtown")
    bot.choose(state, seat, Rng(1))
    assert bot.last_result.iterations == 40  # the tree's playouts


def test_it_plays_each_compared_play_to_the_games_end_and_takes_the_one_that_wins():
    state = doomtown_sundown_decided_by_one_move()
    result = look(state, 0, Rng(8), Budget(iterations=370))
    assert result is not None
    labels = {action_key(action): action["label"] for action in state.legal_actions(0)}
    means = {labels[key]: stats["mean"] for key, stats in result.root.items()}
    assert '{"type":"pass"}' in result.root
    assert means[WINNING_MOVE] == 1.0  # Sundown ends the game in every world
    assert all(mean == 0.0 for label, mean in means.items() if label != WINNING_MOVE)
    assert result.action["label"] == WINNING_MOVE


def test_the_heuristics_play_stands_unless_another_beats_it_by_the_margin(monkeypatch):
    state = doomtown_sundown_decided_by_one_move()
    plays = doomtown_look.plays_to_compare(state.determinize(0, Rng(1)), 0, state.legal_actions(0), Rng(1))
    assert plays[0]["label"] == WINNING_MOVE and any(play["type"] == "pass" for play in plays)
    monkeypatch.setattr(doomtown_look, "to_the_end", even_rewards(doomtown_look.MARGIN - 0.01))
    assert look(state, 0, Rng(8), Budget(iterations=370)).action["label"] == WINNING_MOVE
    monkeypatch.setattr(doomtown_look, "to_the_end", even_rewards(doomtown_look.MARGIN + 0.01))
    assert look(state, 0, Rng(8), Budget(iterations=370)).action["type"] == "pass"


def test_a_play_that_can_no_longer_beat_the_heuristics_by_the_margin_is_played_no_more(monkeypatch):
    """Over 4 worlds a play must win at least one more than the heuristic's: two behind with two to
    go, it cannot. Leaving it out changes no choice, as the full look shows."""
    assert can_still_win(lead=-1.0, worlds_left=2, worlds=4) and not can_still_win(-2.0, 2, 4)
    assert can_still_win(0.0, 1, 4) and not can_still_win(0.0, 0, 4) and not can_still_win(-1.0, 1, 4)
    state = doomtown_sundown_decided_by_one_move()
    pruned = look(state, 0, Rng(8), Budget(iterations=370))
    assert {stats["visits"] for stats in pruned.root.values()} == {2}  # every other play lost both worlds
    monkeypatch.setattr(doomtown_look, "can_still_win", lambda lead, worlds_left, worlds: True)
    full = look(state, 0, Rng(8), Budget(iterations=370))
    assert {stats["visits"] for stats in full.root.values()} == {4}
    assert action_key(full.action) == action_key(pruned.action)
    assert pruned.iterations < full.iterations


def test_the_look_replays_for_a_seed_and_ignores_the_hidden_cards():
    state = doomtown_sundown_decided_by_one_move()
    other_world = state.determinize(0, Rng(12345))
    assert other_world.view(0) == state.view(0)
    real = look(state, 0, Rng(77), Budget(iterations=370))
    imagined = look(other_world, 0, Rng(77), Budget(iterations=370))
    assert real is not None and imagined is not None
    assert action_key(real.action) == action_key(imagined.action)
    assert real.root == imagined.root
    assert look(state, 0, Rng(77), Budget(iterations=370)).root == real.root


class Clock:
    """A stand-in for the look's clock, moved on a second by each game played out."""

    def __init__(self):
        self.now = 0.0

    def perf_counter(self):
        return self.now


def test_a_clock_ends_the_look_on_the_worlds_played_in_full(monkeypatch):
    """A game played out takes a second here. With 2.5 s the second world's last game starts too
    late and that world is not counted; with 4.5 s two worlds are whole, and the third is not."""
    clock = Clock()

    def a_second_a_game(world, seat, play, rng):
        clock.now += 1.0
        return 0.5 + (0.3 if play["type"] == "pass" else 0.0)

    monkeypatch.setattr(doomtown_look, "time", clock)
    monkeypatch.setattr(doomtown_look, "to_the_end", a_second_a_game)
    state = doomtown_sundown_decided_by_one_move()
    heuristic_play = next(play for play in state.legal_actions(0) if play["type"] != "pass")
    passing = {"type": "pass"}
    monkeypatch.setattr(doomtown_look, "plays_to_compare", lambda view, seat, legal, rng: [heuristic_play, passing])
    short = look(state, 0, Rng(3), Budget(seconds=2.5 / doomtown_look.CLOCK_STRETCH))
    assert short.iterations == 2 and short.action == heuristic_play  # fewer than the least worlds
    clock.now = 0.0
    enough = look(state, 0, Rng(3), Budget(seconds=4.5 / doomtown_look.CLOCK_STRETCH))
    assert enough.iterations == 4 and enough.action["type"] == "pass"


def test_an_iteration_budget_buys_worlds_up_to_the_levels_most(monkeypatch):
    monkeypatch.setattr(doomtown_look, "to_the_end", even_rewards(0.3))  # passing is never left out
    state = doomtown_sundown_decided_by_one_move()
    worlds = {}
    for level in ("ismcts:20", "ismcts:370", "ismcts:100000", "ismcts:expert:1850"):
        bot = get_bot(level, "doomtown")
        bot.choose(state.determinize(0, Rng(7)), 0, Rng(8))
        worlds[level] = bot.last_result.root['{"type":"pass"}']["visits"]
    assert worlds == {"ismcts:20": 2, "ismcts:370": 4, "ismcts:100000": 4, "ismcts:expert:1850": 8}


@pytest.mark.parametrize("level", ["ismcts:370", "ismcts:expert:1850"])
def test_the_search_bot_looks_and_says_how_long_it_thought(level):
    state = doomtown_sundown_decided_by_one_move()
    bot = get_bot(level, "doomtown")
    heard: list[int] = []
    bot.progress = heard.append
    assert bot.choose(state.determinize(0, Rng(7)), 0, Rng(8))["label"] == WINNING_MOVE
    assert heard[-1] == bot.last_result.iterations > 0
    assert bot.last_explanation.startswith(f"searched {bot.last_result.iterations:,} playouts")


@pytest.mark.slow  # minutes: every High Noon decision of the searcher's plays games out to the end
@pytest.mark.parametrize("opponent", ["random", "heuristic"])
def test_seeded_two_player_games_against_random_and_the_heuristic_finish_without_error(opponent):
    record = play_game("doomtown", players=2, seed=21, bots=["ismcts:20", opponent], check_invariants=True)
    assert record.error is None
    assert record.finished
