"""Studios' look to the day's end: what it plays out, how it spends its budget, and that it plays fair."""

from __future__ import annotations

from automaton.strategies import get_bot
from automaton.strategies.heuristic_studios import StudiosHeuristic
from automaton.strategies.ismcts import studios_look
from automaton.strategies.ismcts.search import Budget
from automaton.strategies.ismcts.studios_look import look, to_days_end
from games.engines import Rng, action_key
from tests.automaton.test_ismcts_positions import position
from tests.engines.studios.staging import acting_in_the_saloon, area, cast, new_game, put_scene, rng_rolling
from tests.engines.studios.test_wraps_and_days import leave_scenes_on

# Seed 3's 24th decision: seat 3 on day 1 may walk to one of four sets or end its turn.
FIVE_MOVES = ("studios", 4, 3, 23)


def heuristic_move(state, seat):
    return StudiosHeuristic().choose(state, seat, Rng(0))


def test_a_move_is_played_by_heuristic_bots_until_the_day_ends():
    state, seat = position(*FIVE_MOVES)
    world = state.determinize(seat, Rng(5))
    move = heuristic_move(state, seat)
    reward, steps = to_days_end(world, seat, move)
    assert 0.0 <= reward <= 1.0
    replay = world.clone()
    replay.apply(seat, move)
    for _ in range(steps):
        assert replay.day == state.day
        actor = replay.to_act()[0]
        replay.apply(actor, heuristic_move(replay, actor))
    assert replay.day == state.day + 1  # the last step wrapped the day, and the playout stopped there
    assert world.view(seat) == state.determinize(seat, Rng(5)).view(seat)  # the world itself untouched


def test_a_move_that_ends_the_day_is_scored_straight_after():
    state = new_game(players=4)
    leave_scenes_on(state, {"saloon", "bank"})
    put_scene(state, "bank", 14)  # one shot left on the Bank: a success wraps it, and one scene remains
    cast(state, 3, "bank", on_card=False, index=0)
    state.current = 3
    state.rng = rng_rolling(6)
    act = next(move for move in state.legal_actions(3) if move["type"] == "act")
    reward, steps = to_days_end(state, 3, act)
    assert steps == 0 and state.day == 1 and state.scene[area("bank")] == 14  # the world itself untouched
    after = state.clone()
    after.apply(3, act)
    assert after.day == 2 and 0.0 < reward < 1.0


def test_a_forced_move_is_left_to_the_search():
    state = acting_in_the_saloon(6, on_card=False, index=0, chips=2)  # a $3M scene: two chips are all it takes
    assert [move["type"] for move in state.legal_actions(0)] == ["act"]
    assert look(state, 0, Rng(1), Budget(iterations=500)) is None


def test_the_heuristics_move_stands_unless_another_beats_it_by_the_margin(monkeypatch):
    state, seat = position(*FIVE_MOVES)
    usual = heuristic_move(state, seat)
    other = next(move for move in state.legal_actions(seat) if move != usual and move["type"] != "end_turn")

    def rewarding(edge):
        return lambda world, seat, move: (0.5 + (edge if move == other else 0.0), 9)

    monkeypatch.setattr(studios_look, "to_days_end", rewarding(studios_look.MARGIN - 0.005))
    assert look(state, seat, Rng(8), Budget(iterations=400)).action == usual
    monkeypatch.setattr(studios_look, "to_days_end", rewarding(studios_look.MARGIN + 0.005))
    assert look(state, seat, Rng(8), Budget(iterations=400)).action == other


def test_the_budget_buys_actions_and_halving_keeps_the_heuristics_move(monkeypatch):
    state, seat = position(*FIVE_MOVES)
    usual = heuristic_move(state, seat)
    monkeypatch.setattr(studios_look, "ACTIONS_AN_ITERATION", 1.0)
    # Every playout takes 9 actions after the move: 400 iterations buy 40 playouts over 5 moves, in
    # three rounds of 2, 6 and 6 worlds (5 moves, then 2, then 2); the heuristic's move, worst of all, stays.
    monkeypatch.setattr(studios_look, "to_days_end", lambda world, seat, move: (0.0 if move == usual else 0.5, 9))
    result = look(state, seat, Rng(8), Budget(iterations=400))
    visits = {key: stats["visits"] for key, stats in result.root.items()}
    assert len(visits) == 5
    assert visits[action_key(usual)] == max(visits.values()) == 2 + 6 + 6
    assert sorted(visits.values()) == [2, 2, 2, 14, 14]
    assert result.iterations == sum(visits.values())
    assert result.action != usual


def test_the_look_replays_for_a_seed_and_ignores_the_hidden_cards():
    state, seat = position(*FIVE_MOVES)
    other_world = state.determinize(seat, Rng(12345))
    assert other_world.view(seat) == state.view(seat)
    assert other_world.to_json() != state.to_json()  # the scenes face down and the dice differ
    real = look(state, seat, Rng(77), Budget(iterations=3_000))
    imagined = look(other_world, seat, Rng(77), Budget(iterations=3_000))
    assert action_key(real.action) == action_key(imagined.action)
    assert real.root == imagined.root
    assert look(state, seat, Rng(77), Budget(iterations=3_000)).root == real.root


def test_a_time_budget_stops_the_look_after_its_first_world():
    state, seat = position(*FIVE_MOVES)
    result = look(state, seat, Rng(3), Budget(seconds=1e-6))
    assert result.iterations == len(state.legal_actions(seat))


def test_the_search_bot_looks_and_says_how_long_it_thought():
    state, seat = position(*FIVE_MOVES)
    bot = get_bot("ismcts:2000", "studios")
    heard: list[int] = []
    bot.progress = heard.append
    choice = bot.choose(state.determinize(seat, Rng(7)), seat, Rng(8))
    assert action_key(choice) in {action_key(move) for move in state.legal_actions(seat)}
    assert heard[-1] == bot.last_result.iterations == sum(s["visits"] for s in bot.last_result.root.values())
    assert bot.last_explanation.startswith(f"searched {bot.last_result.iterations:,} playouts")


def test_a_clock_is_used_to_its_end():
    state, seat = position(*FIVE_MOVES)
    result = look(state, seat, Rng(3), Budget(seconds=0.3, iterations=10**9))
    assert 0.3 <= result.seconds < 0.6
