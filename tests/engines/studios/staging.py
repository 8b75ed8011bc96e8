"""Building exact situations for scenario tests: a chosen scene on a chosen set, dice that roll given faces."""

from __future__ import annotations

from games.engines import Rng, get_engine
from games.engines.studios.board import BOARD
from games.engines.studios.roles import EXTRA, NO_SCENE, STARRING
from games.engines.studios.scenes import SCENES
from games.engines.studios.state import StudiosState


def new_game(players: int = 4, seed: int = 1) -> StudiosState:
    """A fresh game with seat 0 to act, whoever the draw picked."""
    state = get_engine("studios").new_game(players=players, seed=seed)
    state.current = 0
    return state


def area(area_id: str) -> int:
    return BOARD.index_of(area_id)


def put_scene(state: StudiosState, area_id: str, scene_id: int, *, face_up: bool = True) -> None:
    """Place scene ``scene_id`` on the set, swapping it with wherever it was (deck or another set),
    so the 40 cards stay conserved."""
    target = area(area_id)
    displaced = state.scene[target]
    if scene_id in state.deck:
        state.deck[state.deck.index(scene_id)] = displaced
    else:
        source = next(index for index in BOARD.sets if state.scene[index] == scene_id)
        state.scene[source] = displaced
        state.stars_taken[source] = [-1] * len(SCENES[displaced].roles)
    state.scene[target] = scene_id
    state.face_up[target] = face_up
    state.stars_taken[target] = [-1] * len(SCENES[scene_id].roles)


def stand(state: StudiosState, seat: int, area_id: str) -> None:
    """Move ``seat`` there outside the rules; a scene there is face up, as someone has visited it."""
    target = area(area_id)
    state.area[seat] = target
    if state.scene[target] != NO_SCENE:
        state.face_up[target] = True


def rng_rolling(*faces: int) -> Rng:
    """An RNG whose next d6 rolls are ``faces`` (found by trying seeds)."""
    for seed in range(10**7):
        probe = Rng(seed)
        if all(1 + probe.below(6) == face for face in faces):
            return Rng(seed)
    raise AssertionError(f"no seed below 10**7 rolls {faces}")


def do(state: StudiosState, seat: int, action_type: str, **fields: object) -> list[dict]:
    """Apply the legal action of that type whose fields match (labels are not needed)."""
    return state.apply(seat, {"type": action_type, **fields})


def cast(state: StudiosState, seat: int, area_id: str, *, on_card: bool, index: int, chips: int = 0) -> None:
    """Put ``seat`` on a role (raising its rank to the role's if needed), as if it had taken it earlier."""
    target = area(area_id)
    state.area[seat] = target
    state.face_up[target] = True
    state.role_kind[seat] = STARRING if on_card else EXTRA
    state.role_index[seat] = index
    state.chips[seat] = chips
    (state.stars_taken[target] if on_card else state.extras_taken[target])[index] = seat
    state.rank[seat] = max(state.rank[seat], state.role_part(seat).rank)


def acting_in_the_saloon(*rolls: int, on_card: bool, index: int, players: int = 4, chips: int = 0) -> StudiosState:
    """Seat 0 cast in a role on the Saloon set, on scene 2 (budget 3; Rug Merchant 1, Banker 2,
    Talking Mule 5), about to act with dice that roll ``rolls``."""
    state = new_game(players=players)
    put_scene(state, "saloon", 2)
    cast(state, 0, "saloon", on_card=on_card, index=index, chips=chips)
    state.rng = rng_rolling(*rolls)
    return state
