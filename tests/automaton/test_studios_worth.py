"""The search's Studios leaf worth counts a role held, a role to walk to and an upgrade in the same
units (final-score points over the next turns), and knows the day's end."""

from __future__ import annotations

import json
from pathlib import Path

from automaton.strategies import get_bot
from automaton.strategies.ismcts.studios_worth import FREE_RATE, HORIZON_TURNS, role_earnings, studios_worth
from games.engines import Rng, action_key, get_engine
from games.engines.studios.board import BOARD
from games.engines.studios.state import StudiosState
from tests.engines.studios.staging import area, cast, new_game, put_scene, stand

HOTEL_SCENE = 6  # a $6M scene: a bare roll succeeds one time in six


def only_work_at_the_hotel(state: StudiosState) -> None:
    """A $6M scene at the Hotel, every role elsewhere taken."""
    put_scene(state, "hotel", HOTEL_SCENE)
    for set_area in BOARD.sets:
        if set_area != area("hotel"):
            state.face_up[set_area] = True
            state.extras_taken[set_area] = [3] * len(state.extras_taken[set_area])
            state.stars_taken[set_area] = [3] * len(state.stars_taken[set_area])


def test_a_role_held_is_worth_about_a_turns_pay_more_than_the_same_role_a_step_away():
    held, walking = new_game(), new_game()
    for state in (held, walking):
        only_work_at_the_hotel(state)
    cast(held, 0, "hotel", on_card=False, index=0)
    stand(walking, 0, "trailers")  # the Hotel is one step away
    pay = 1 + 1 / 6  # an extra earns a dollar a turn, and a credit on a success
    gap = studios_worth(held, 0) - studios_worth(walking, 0)
    assert 0.5 * pay < gap < 2 * pay


def test_walking_further_to_the_same_role_is_worth_less():
    near, far = new_game(), new_game()
    for state in (near, far):
        only_work_at_the_hotel(state)
    stand(near, 0, "church")  # next to the Hotel
    stand(far, 0, "secret_hideout")  # two steps from it
    assert studios_worth(near, 0) > studios_worth(far, 0)


def test_a_wrap_bonus_counts_only_as_far_as_the_day_can_last_until_the_wrap():
    long_day = role_earnings(pay=0.5, bonus=6.0, wrap_turns=4, turns=HORIZON_TURNS, today=20, last_day=False)
    ending = role_earnings(pay=0.5, bonus=6.0, wrap_turns=4, turns=HORIZON_TURNS, today=2, last_day=False)
    assert long_day == 4 * 0.5 + 6.0 + (HORIZON_TURNS - 4) * FREE_RATE
    assert ending < long_day


def test_nothing_is_earned_after_the_last_day_ends():
    not_last = role_earnings(pay=1.0, bonus=0.0, wrap_turns=1, turns=HORIZON_TURNS, today=2, last_day=False)
    last = role_earnings(pay=1.0, bonus=0.0, wrap_turns=1, turns=HORIZON_TURNS, today=2, last_day=True)
    assert last == 1.0 + FREE_RATE  # a turn on the role, then a turn until the game ends
    assert not_last > last


def test_an_affordable_upgrade_counts_but_less_than_the_rank_bought():
    poor, saved, bought = new_game(), new_game(), new_game()
    for state in (poor, saved, bought):
        put_scene(state, "hotel", HOTEL_SCENE)
        cast(state, 0, "hotel", on_card=False, index=0)
    saved.credits[0] = 10
    bought.rank[0] = 3  # what 10 credits buy from rank 1
    assert studios_worth(poor, 0) < studios_worth(saved, 0) < studios_worth(bought, 0)


def test_the_search_walks_to_a_role_rather_than_to_the_casting_office_for_one_rank():
    """Day 1 of a ladder game (seed 100, 44th move): seat 0 at the Ranch, rank 1 with $5, next to
    the Casting Office (rank 2 for $4) and to two sets with open roles. Played out to the end by
    heuristic bots (200 worlds a move), walking to the Office ends 6.3 points behind the rivals'
    mean, to the General Store 3.7 and to the Secret Hideout 2.7; the former leaf worth walked to
    the Office."""
    doc = json.loads((Path(__file__).parent / "data" / "studios_office_or_role.json").read_text())
    state = get_engine("studios").from_json(doc)
    bot = get_bot("ismcts:2000", "studios")
    choice = bot.choose(state.determinize(0, Rng(3)), 0, Rng(4))
    assert choice["label"] != "Move to Casting Office"
    assert bot.last_result is not None
    means = {key: figures["mean"] for key, figures in bot.last_result.root.items()}
    office = action_key(next(a for a in state.legal_actions(0) if a["label"] == "Move to Casting Office"))
    hideout = action_key(next(a for a in state.legal_actions(0) if a["label"] == "Move to Secret Hideout"))
    assert means[hideout] > means[office]
