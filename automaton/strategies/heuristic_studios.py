"""A rule-of-thumb player for Deadwood Studios USA.

It values a role by what it should earn per turn (the acting reward at its odds) plus its share of
the wrap bonus spread over the turns the scene should still take; walks towards the best role it
can reach, or to the Casting Office when a rank jump is cheap in points; rehearses while the odds
are poor. It reads only public facts: a face-down scene is valued as the average unseen scene.
"""

from __future__ import annotations

from collections import deque
from functools import cache, lru_cache
from math import comb
from typing import Any

from games.engines import Action, Rng
from games.engines.studios.actions import MOVE_TARGET
from games.engines.studios.board import BOARD, CURRENCIES
from games.engines.studios.roles import NO_ROLE, NO_SCENE, STARRING, Part
from games.engines.studios.scenes import SCENE_IDS, SCENES
from games.engines.studios.scoring import POINTS_PER_RANK
from games.engines.studios.state import StudiosState


def success_chance(budget: int, chips: int) -> float:
    return min(1.0, max(0.0, (7 - budget + chips) / 6))


@cache
def kth_highest_die_mean(dice: int, k: int) -> float:
    """Expected value of the k-th highest (1 = highest) of ``dice`` six-sided dice."""
    total = 0.0
    for face in range(1, 7):  # E[X] = sum over v of P(X >= v)
        at_least = (7 - face) / 6
        total += sum(comb(dice, j) * at_least**j * (1 - at_least) ** (dice - j) for j in range(k, dice + 1))
    return total


@cache
def bonus_mean(scene_id: int, role_index: int) -> float:
    """Expected wrap bonus of a starring role: the dice that fall to its place in the dealing order."""
    scene = SCENES[scene_id]
    place = scene.bonus_order.index(role_index)
    roles = len(scene.roles)
    return sum(kth_highest_die_mean(scene.budget, k + 1) for k in range(place, scene.budget, roles))


def _distances() -> list[list[int]]:
    table = []
    for start in range(len(BOARD.areas)):
        seen = {start: 0}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            for there in BOARD.areas[here].neighbours:
                if there not in seen:
                    seen[there] = seen[here] + 1
                    queue.append(there)
        table.append([seen[area] for area in range(len(BOARD.areas))])
    return table


DISTANCE = _distances()


class StudiosHeuristic:
    name = "heuristic"

    # Knobs (``make_bot`` settings). Dollars and credits are both worth a point, so a rank bought in
    # credits from rank 1 costs exactly the points it gives back; a further jump loses points, worth
    # it only while there is time left to earn them back.
    net_cost_per_day_left = 12.0  # tuned in self-play against the other knobs' defaults
    min_ranks_to_travel_for = 2  # a trip to the Casting Office costs turns: only for a real jump
    upgrade_trip_value = 1.2  # per rank gained, in the units of a role's value per turn
    step_cost = 1.0  # a turn spent walking instead of working
    worth_taking = 0.9  # below this a role is not worth being stuck on
    # Rehearse while the chance of success is below these (a failed starring roll pays nothing;
    # a failed extra still earns a dollar).
    star_rehearse_below = 0.2
    star_rehearse_below_multi_shot = 0.34
    extra_rehearse_below = 0.0

    def __init__(self, **settings: float) -> None:
        for key, value in settings.items():
            if key.startswith("_") or not isinstance(getattr(type(self), key, None), int | float):
                raise ValueError(f"the studios heuristic has no setting {key!r}")
            setattr(self, key, value)

    def choose(self, state: StudiosState, seat: int, rng: Rng) -> Action:
        legal = state.legal_actions(seat)
        if state.role_kind[seat] != NO_ROLE:
            return self._act_or_rehearse(state, seat, legal)
        upgrade = self._best_upgrade(state, seat, legal)
        if upgrade is not None:
            return upgrade
        return self._move_or_take(state, seat, legal)

    # --- on a role ---------------------------------------------------------------------------

    def _act_or_rehearse(self, state: StudiosState, seat: int, legal: list[Action]) -> Action:
        act = _offered(legal, "act")
        rehearse = _first(legal, "rehearse")
        if rehearse is None:
            return act
        area = state.area[seat]
        odds = success_chance(state.budget_at(area), state.chips[seat])
        shots_left = state.shots[area]
        if state.role_kind[seat] == STARRING:
            multi_shot = shots_left >= 2 and odds < self.star_rehearse_below_multi_shot
            return rehearse if odds < self.star_rehearse_below or multi_shot else act
        return rehearse if odds < self.extra_rehearse_below and shots_left >= 2 else act

    # --- upgrading ---------------------------------------------------------------------------

    def _days_left(self, state: StudiosState) -> float:
        """Remaining game time in days, counting the rest of today by the scenes still standing."""
        return state.days - state.day + (state.scenes_on_board() - 1) / 9

    def _upgrade_options(self, state: StudiosState, seat: int, stuck: bool) -> list[tuple[int, str, int]]:
        """(rank, currency, net point cost) of every affordable upgrade worth its points now; any
        affordable one when no role anywhere is open to the current rank."""
        allowed = float("inf") if stuck else self.net_cost_per_day_left * self._days_left(state)
        rank = state.rank[seat]
        purse = {"dollars": state.dollars[seat], "credits": state.credits[seat]}
        options = []
        for target in sorted(BOARD.upgrade_prices):
            if target <= rank:
                continue
            for currency in CURRENCIES:
                price = BOARD.upgrade_price(target, currency)
                net = price - POINTS_PER_RANK * (target - rank)
                if price <= purse[currency] and net <= allowed:
                    options.append((target, currency, net))
        return options

    def _best_upgrade(self, state: StudiosState, seat: int, legal: list[Action]) -> Action | None:
        if not any(action["type"] == "upgrade" for action in legal):
            return None
        options = self._upgrade_options(state, seat, stuck=self._stuck(state, seat))
        if not options:
            return None
        target, currency, _ = max(options, key=lambda option: (option[0], -option[2]))
        return next(a for a in legal if a["type"] == "upgrade" and a["rank"] == target and a["currency"] == currency)

    def _upgrade_trip_value(self, state: StudiosState, seat: int, stuck: bool) -> float:
        options = self._upgrade_options(state, seat, stuck)
        if not options:
            return 0.0
        gain = max(target for target, _, _ in options) - state.rank[seat]
        return self.upgrade_trip_value * gain if stuck or gain >= self.min_ranks_to_travel_for else 0.0

    def _stuck(self, state: StudiosState, seat: int) -> bool:
        unseen = _unseen_scenes(state)
        return all(self._area_value(state, seat, area, unseen) <= 0 for area in BOARD.sets)

    # --- moving and taking roles -------------------------------------------------------------

    def _move_or_take(self, state: StudiosState, seat: int, legal: list[Action]) -> Action:
        here = state.area[seat]
        takes = [action for action in legal if action["type"] == "take_role"]
        values = [self._role_value(state, seat, here, action) for action in takes]
        move, move_score = self._best_move(state, seat, [action for action in legal if action["type"] == "move"])
        if takes and (move is None or max(values) >= max(move_score, self.worth_taking)):
            return takes[values.index(max(values))]
        if move is not None:
            return move
        return _offered(legal, "end_turn")

    def _best_move(self, state: StudiosState, seat: int, moves: list[Action]) -> tuple[Action | None, float]:
        """The step towards the most valuable destination (a role to take, or the Casting Office),
        each destination's value less a turn's worth for every turn spent walking beyond the first."""
        here = state.area[seat]
        unseen = _unseen_scenes(state)
        values = {area: self._area_value(state, seat, area, unseen) for area in BOARD.sets}
        stuck = max(values.values()) <= 0
        destinations = [(area, value) for area, value in values.items() if area != here]
        destinations.append((BOARD.casting_office, self._upgrade_trip_value(state, seat, stuck)))
        best: Action | None = None
        best_score = 0.0
        for area, value in destinations:
            if not moves or value <= 0:
                continue
            score = value - self.step_cost * (DISTANCE[here][area] - 1)
            if best is None or score > best_score:
                best = min(moves, key=lambda action: DISTANCE[MOVE_TARGET[action["to"]]][area])
                best_score = score
        return best, best_score

    def _area_value(self, state: StudiosState, seat: int, area: int, unseen: tuple[int, ...]) -> float:
        """The best role there for this seat; an unseen scene counts as the average of ``unseen``."""
        card = state.scene[area]
        if card == NO_SCENE:
            return 0.0
        rank = state.rank[seat]
        extras = [
            self._extra_value(state, area, part)
            for index, part in enumerate(BOARD.areas[area].extras)
            if part.rank <= rank and state.extras_taken[area][index] < 0
        ]
        best_extra = max(extras, default=0.0)
        if not state.face_up[area]:
            return max(best_extra, unseen_star_mean(unseen, rank, state.shots[area])) if unseen else best_extra
        stars = [
            star_value(card, index, state.shots[area], helpers=_workers(state, area))
            for index, part in enumerate(SCENES[card].roles)
            if part.rank <= rank and state.stars_taken[area][index] < 0
        ]
        return max([best_extra, *stars])

    def _role_value(self, state: StudiosState, seat: int, area: int, action: Action) -> float:
        index = action["index"]
        if action["on_card"]:
            return star_value(state.scene[area], index, state.shots[area], helpers=_workers(state, area))
        part = BOARD.areas[area].extras[index]
        return self._extra_value(state, area, part)

    def _extra_value(self, state: StudiosState, area: int, part: Part) -> float:
        card = state.scene[area]
        shots_left = state.shots[area]
        someone_starring = any(occupant >= 0 for occupant in state.stars_taken[area]) if state.face_up[area] else False
        budget = SCENES[card].budget if state.face_up[area] else 4
        odds = max(success_chance(budget, 0), 1 / 6)
        turns = shots_left / (odds * (1 + _workers(state, area)))
        bonus_chance = 1.0 if someone_starring else 0.4
        return 1 + odds + bonus_chance * part.rank / max(turns, 1.0)


# A role's value depends on the scene, the shots left and the rank alone, so it is worked out once:
# the average over the unseen scenes was most of a decision's time (and of a look's playouts).
@cache
def star_value(card: int, index: int, shots_left: int, helpers: int) -> float:
    budget = SCENES[card].budget
    odds = max(success_chance(budget, 0), 1 / 6)
    turns = shots_left / (odds * (1 + helpers))
    return 2 * odds + bonus_mean(card, index) / max(turns, 1.0)


def best_star_on(card: int, rank: int, shots_left: int) -> float:
    values = [
        star_value(card, index, shots_left, 0) for index, part in enumerate(SCENES[card].roles) if part.rank <= rank
    ]
    return max(values, default=0.0)


@lru_cache(maxsize=4096)  # the unseen scenes of the games a worker is playing
def unseen_star_mean(unseen: tuple[int, ...], rank: int, shots_left: int) -> float:
    """The best starring role open to ``rank`` on a face-down scene, averaged over the scenes unseen."""
    return sum(best_star_on(scene_id, rank, shots_left) for scene_id in unseen) / len(unseen)


def _unseen_scenes(state: StudiosState) -> tuple[int, ...]:
    seen = set(state.discards)
    seen.update(state.scene[area] for area in BOARD.sets if state.scene[area] != NO_SCENE and state.face_up[area])
    return tuple(scene_id for scene_id in SCENE_IDS if scene_id not in seen)


def _workers(state: StudiosState, area: int) -> int:
    return sum(1 for occupant in state.extras_taken[area] + state.stars_taken[area] if occupant >= 0)


def _first(legal: list[Action], kind: str) -> Action | None:
    return next((action for action in legal if action["type"] == kind), None)


def _offered(legal: list[Action], kind: str) -> Action:
    """The first action of this type, where the rules always offer one (acting on a role, ending a turn)."""
    action = _first(legal, kind)
    if action is None:
        raise ValueError(f"no {kind!r} among the legal actions")
    return action


def make_bot(game: str, **settings: Any) -> StudiosHeuristic:
    if game != "studios":
        raise ValueError(f"the studios heuristic cannot play {game}")
    return StudiosHeuristic(**settings)
