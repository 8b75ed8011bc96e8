"""The search's leaf worth for Deadwood Studios USA, in final-score points.

A seat's worth is its score so far (dollars + credits + 5 x rank), a rank's future value (better
roles for the days still to play), and what its situation should earn over the next
``HORIZON_TURNS`` of its turns: a role held pays its acting reward at the seat's odds each turn
until the scene wraps, and its share of the wrap bonus; a seat without a role is valued by the
best role it can reach, its walking turns earning nothing (and the role perhaps gone when it
arrives), so a role held and a role still to walk to are counted in the same units. Turns left
over after a wrap, and turns a seat waits for work, earn the average rate ``FREE_RATE``; on the
last day nothing is earned after the day ends. An upgrade the seat can afford counts at most of
its gain, so walking to the Casting Office pays only when no role near is worth much.

Face-down scenes are valued as the average of all scenes (a world the search deals names one
card, and valuing the dealt card would make every unseen set look like the best of its draws).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from automaton.strategies.heuristic_studios import DISTANCE, bonus_mean, success_chance
from games.engines.studios.board import BOARD, CURRENCIES
from games.engines.studios.roles import NO_ROLE, NO_SCENE, STARRING
from games.engines.studios.scenes import SCENE_IDS, SCENES
from games.engines.studios.scoring import POINTS_PER_RANK

HORIZON_TURNS = 5  # a seat's situation is valued over this many of its turns
FREE_RATE = 1.2  # points a turn a seat earns on average between roles (walking included)
WAIT_TURNS = 3  # turns a seat with nothing worth reaching waits before work opens up
TURNS_PER_WRAP = 2.3  # a seat's turns between two wraps (four heuristic seats: nine wraps in ~21 turns)
RANK_PER_DAY = 3.0  # a rank above the first opens better roles: worth this per day still to play (measured: 1-6)
REACH_ODDS = 0.85  # a role still to reach is there when the seat arrives this often a turn of walking
LATER = 0.9  # an affordable upgrade not yet bought: worth this share of its gain (it may be bought later)
HIDDEN_BUDGET_EXTRA = 4  # an extra's odds on a face-down scene: a typical budget


def studios_worth(state: Any, seat: int) -> float:
    rank = state.rank[seat]
    days_left = state.days - state.day + (state.scenes_on_board() - 1) / 9
    worth = state.dollars[seat] + state.credits[seat] + POINTS_PER_RANK * rank + RANK_PER_DAY * (rank - 1) * days_left
    today = max(0.0, (state.scenes_on_board() - 1) * TURNS_PER_WRAP)  # the seat's turns left today
    last_day = state.day == state.days
    gain = _upgrade_gain(state, seat, days_left)
    if state.role_kind[seat] != NO_ROLE:
        return worth + _held(state, seat, today, last_day) + LATER * gain
    return worth + _free(state, seat, today, last_day, gain)


def _window(today: float, last_day: bool) -> float:
    return min(HORIZON_TURNS, today) if last_day else HORIZON_TURNS


def role_earnings(pay: float, bonus: float, wrap_turns: float, turns: float, today: float, last_day: bool) -> float:
    """Points over ``turns`` of the seat's turns from working a role that pays ``pay`` a turn and
    ``bonus`` at a wrap ``wrap_turns`` away: the bonus in proportion to the turns worked towards
    it, times the chance the day lasts until the wrap (the wrap that ends the day still pays);
    turns after the wrap (or after today) earn the free rate, none after the last day ends."""
    working = min(turns, wrap_turns, max(today, 1.0))
    share = min(turns, wrap_turns) / wrap_turns * min(1.0, today / wrap_turns)
    after = turns - working
    if last_day:
        after = max(0.0, min(turns, today) - working)
    return working * pay + share * bonus + after * FREE_RATE


def _held(state: Any, seat: int, today: float, last_day: bool) -> float:
    area, index = state.area[seat], state.role_index[seat]
    card = state.scene[area]
    budget = SCENES[card].budget
    odds = max(success_chance(budget, state.chips[seat]), 1 / 6)
    wrap_turns = state.shots[area] / _crew_odds(state, area, budget)
    if state.role_kind[seat] == STARRING:
        pay, bonus = 2 * odds, bonus_mean(card, index)
    else:
        starring = any(occupant >= 0 for occupant in state.stars_taken[area])
        pay, bonus = 1 + odds, BOARD.areas[area].extras[index].rank * (1.0 if starring else 0.4)
    return role_earnings(pay, bonus, wrap_turns, HORIZON_TURNS, today, last_day)


def _crew_odds(state: Any, area: int, budget: int) -> float:
    """Successes a round the people on the scene make together (shots it takes off)."""
    total = 0.0
    for taken in (state.extras_taken[area], state.stars_taken[area]):
        for occupant in taken:
            if occupant >= 0:
                total += max(success_chance(budget, state.chips[occupant]), 1 / 6)
    return total


def _free(state: Any, seat: int, today: float, last_day: bool, gain: float) -> float:
    """The best of: a role reachable on some set or waiting (the upgrade the seat can afford still
    to be bought later), or walking to the Casting Office to buy it now."""
    here, rank = state.area[seat], state.rank[seat]
    window = _window(today, last_day)
    best = max(0.0, window - WAIT_TURNS) * FREE_RATE
    for area in BOARD.sets:
        card = state.scene[area]
        if card == NO_SCENE:
            continue
        lost = max(DISTANCE[here][area], 1)  # walking turns, or the turn taking a role here
        if lost >= min(HORIZON_TURNS, today):
            continue
        left = HORIZON_TURNS - lost
        best = max(best, REACH_ODDS**lost * _set_value(state, area, rank, left, today - lost, last_day))
    if gain <= 0:
        return best
    walking = DISTANCE[here][BOARD.casting_office] + 1  # there, and back out to a set
    return max(best + LATER * gain, gain + max(0.0, _window(today, last_day) - walking) * FREE_RATE)


def _set_value(state: Any, area: int, rank: int, turns: float, today: float, last_day: bool) -> float:
    """The best open role at ``area`` for a seat of ``rank`` joining it, over ``turns`` of its turns."""
    card = state.scene[area]
    face_up = state.face_up[area]
    budget = SCENES[card].budget if face_up else HIDDEN_BUDGET_EXTRA
    crew = _crew_odds(state, area, budget) if face_up else 0.0
    odds = max(success_chance(budget, 0), 1 / 6)
    wrap_turns = state.shots[area] / (crew + odds)
    starring = face_up and any(occupant >= 0 for occupant in state.stars_taken[area])
    best = 0.0
    for index, part in enumerate(BOARD.areas[area].extras):
        if part.rank <= rank and state.extras_taken[area][index] < 0:
            bonus = part.rank * (1.0 if starring else 0.4)
            best = max(best, role_earnings(1 + odds, bonus, wrap_turns, turns, today, last_day))
    if not face_up:
        return max(best, _unseen_star(rank, state.shots[area], turns, today, last_day))
    for index, part in enumerate(SCENES[card].roles):
        if part.rank <= rank and state.stars_taken[area][index] < 0:
            star = role_earnings(2 * odds, bonus_mean(card, index), wrap_turns, turns, today, last_day)
            best = max(best, star)
    return best


@cache
def _unseen_star(rank: int, shots: int, turns: float, today: float, last_day: bool) -> float:
    """The best starring role open to ``rank`` on a face-down scene, averaged over all scenes."""
    total = 0.0
    for card in SCENE_IDS:
        scene = SCENES[card]
        odds = max(success_chance(scene.budget, 0), 1 / 6)
        values = [
            role_earnings(2 * odds, bonus_mean(card, index), shots / odds, turns, today, last_day)
            for index, part in enumerate(scene.roles)
            if part.rank <= rank
        ]
        total += max(values, default=0.0)
    return total / len(SCENE_IDS)


def _upgrade_gain(state: Any, seat: int, days_left: float) -> float:
    """What the best rank the seat can afford would add to its worth, less its price."""
    rank = state.rank[seat]
    purse = {"dollars": state.dollars[seat], "credits": state.credits[seat]}
    gain = 0.0
    for target, prices in BOARD.upgrade_prices.items():
        if target <= rank:
            continue
        for currency in CURRENCIES:
            if prices[currency] <= purse[currency]:
                gain = max(gain, (POINTS_PER_RANK + RANK_PER_DAY * days_left) * (target - rank) - prices[currency])
    return gain
