"""It's a wrap: bonus money when a scene's last shot is done, and the end of the day when one scene remains."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from games.engines.base import Event
from games.engines.studios.board import BOARD
from games.engines.studios.roles import NO_ROLE, NO_SCENE
from games.engines.studios.scenes import SCENES

if TYPE_CHECKING:
    from games.engines.studios.state import StudiosState


def deal_bonus_dice(dice: Sequence[int], bonus_order: Sequence[int]) -> list[int]:
    """Dollars per role (printed order): the highest die to the top role, the next to the next role,
    wrapping round to the top again."""
    amounts = [0] * len(bonus_order)
    for position, die in enumerate(sorted(dice, reverse=True)):
        amounts[bonus_order[position % len(bonus_order)]] += die
    return amounts


def wrap_scene(state: StudiosState, area: int, events: list[Event]) -> None:
    scene = SCENES[state.scene[area]]
    stars = state.stars_taken[area]
    extras = state.extras_taken[area]
    payouts: dict[int, int] = {}
    dice: list[int] = []
    if any(seat >= 0 for seat in stars):
        dice = sorted(state.rng.roll(scene.budget), reverse=True)
        for index, amount in enumerate(deal_bonus_dice(dice, scene.bonus_order)):
            if stars[index] >= 0:
                payouts[stars[index]] = amount
        for index, extra in enumerate(BOARD.areas[area].extras):
            if extras[index] >= 0:
                payouts[extras[index]] = extra.rank
    for seat, amount in payouts.items():
        state.dollars[seat] += amount
    if dice:
        bonuses = [{"seat": seat, "dollars": amount} for seat, amount in sorted(payouts.items())]
        state.keep_roll({"kind": "wrap_bonus", "area": BOARD.areas[area].id, "dice": dice, "bonuses": bonuses})
    _release_players(state, area)
    state.scene[area] = NO_SCENE
    state.discards.append(scene.id)
    events.append(
        {
            "type": "scene_wrapped",
            "area": BOARD.areas[area].id,
            "scene": scene.id,
            "bonus_dice": dice,
            "bonuses": {str(seat): amount for seat, amount in sorted(payouts.items())},
        }
    )
    if state.scenes_on_board() == 1:
        end_day(state, events)


def end_day(state: StudiosState, events: list[Event]) -> None:
    """The last scene leaves unfinished and unpaid; everyone returns to the Trailers for ten new scenes."""
    for area in BOARD.sets:
        card = state.scene[area]
        if card:
            _release_players(state, area)
            (state.discards if state.face_up[area] else state.unseen_discards).append(card)
            state.scene[area] = NO_SCENE
            state.shots[area] = 0
    events.append({"type": "day_ended", "day": state.day})
    if state.day == state.days:
        state.over = True
        events.append({"type": "game_over", "scores": state.result().scores})
        return
    state.day += 1
    for seat in range(state.players):
        state.area[seat] = BOARD.trailers
    deal_scenes(state)
    events.append({"type": "day_started", "day": state.day})


def deal_scenes(state: StudiosState) -> None:
    """One face-down scene on every set, and every shot counter back in place."""
    for area in BOARD.sets:
        card = state.deck.pop()
        state.scene[area] = card
        state.face_up[area] = False
        state.shots[area] = BOARD.areas[area].shots
        state.stars_taken[area] = [-1] * len(SCENES[card].roles)


def _release_players(state: StudiosState, area: int) -> None:
    """Everyone on the scene leaves their role (and its practice chips); they stay on the set."""
    for taken in (state.stars_taken[area], state.extras_taken[area]):
        for index, seat in enumerate(taken):
            if seat >= 0:
                state.role_kind[seat] = NO_ROLE
                state.role_index[seat] = -1
                state.chips[seat] = 0
                taken[index] = -1
    state.stars_taken[area] = []
