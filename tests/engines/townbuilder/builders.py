"""Hand-built townbuilder positions that still hold all 98 cards.

Name what matters to the test; every card not placed goes to the bottom of the decks (of the
seats not listed in ``empty_decks``), or with both decks listed as empty, resources to the reserve
and buildings to the discard pile; so ``check_invariants`` holds for every scenario.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from games.engines.rng import Rng
from games.engines.townbuilder import ENGINE
from games.engines.townbuilder.cards import (
    BUILDING_BASE,
    BUILDING_COPIES,
    BUILDINGS,
    CARD_CODES,
    RESOURCE_COUNTS,
    RESOURCE_KEYS,
)
from games.engines.townbuilder.state import TownState
from games.engines.townbuilder.town import Slot

Town = Sequence[tuple[str, int] | tuple[str, int, Mapping[str, int]]]


def scenario(
    *,
    hands: Sequence[Mapping[str, int]] = ({}, {}),
    towns: Sequence[Town] = ((), ()),
    reserve: Mapping[str, int] | None = None,
    decks: Sequence[Sequence[str]] = ((), ()),
    discard: Mapping[str, int] | None = None,
    empty_decks: Sequence[int] = (),
    current: int = 0,
    options: Mapping[str, Any] | None = None,
    seed: int = 1,
) -> TownState:
    """An action-phase position for ``current``. Decks are listed top card first."""
    state = TownState(ENGINE.resolve_options(dict(options or {})), Rng(seed))
    left = dict(zip(RESOURCE_KEYS, RESOURCE_COUNTS, strict=True))
    left.update({b.key: BUILDING_COPIES for b in BUILDINGS})

    def take(key: str, count: int = 1) -> None:
        left[key] -= count
        assert left[key] >= 0, f"the scenario uses too many {key}"

    for seat in (0, 1):
        for key, count in hands[seat].items():
            take(key, count)
            state.hands[seat][CARD_CODES[key]] += count
        for entry in towns[seat]:
            key, level = entry[0], entry[1]
            stored = dict(entry[2]) if len(entry) > 2 else {}  # type: ignore[misc]
            take(key, level)
            for resource, count in stored.items():
                take(resource, count)
            state.towns[seat].append(
                Slot(CARD_CODES[key] - BUILDING_BASE, level, [stored.get(r, 0) for r in RESOURCE_KEYS])
            )
        for key in decks[seat]:
            take(key)
        state.decks[seat] = [CARD_CODES[key] for key in reversed(decks[seat])]
    for key, count in (reserve or {}).items():
        take(key, count)
        state.reserve[CARD_CODES[key]] += count
    for key, count in (discard or {}).items():
        take(key, count)
        state.discard[CARD_CODES[key] - BUILDING_BASE] += count
    receivers = [seat for seat in (0, 1) if seat not in empty_decks]
    rest = [CARD_CODES[key] for key, count in left.items() for _ in range(count)]
    for index, code in enumerate(rest):
        if receivers:
            state.decks[receivers[index % len(receivers)]].insert(0, code)
        elif code < BUILDING_BASE:
            state.reserve[code] += 1
        else:
            state.discard[code - BUILDING_BASE] += 1
    state.current = current
    state.turn = 1
    state.phase = "action"
    state.check_invariants()
    return state


def find(state: TownState, seat: int, **wanted: Any) -> list[dict[str, Any]]:
    """The legal actions of ``seat`` whose fields include ``wanted``."""
    return [a for a in state.legal_actions(seat) if all(a.get(k) == v for k, v in wanted.items())]


def activations(state: TownState, seat: int, building: str) -> list[dict[str, Any]]:
    return find(state, seat, type="activate", building=building)


def play(state: TownState, seat: int, **wanted: Any) -> None:
    """Apply the one legal action matching ``wanted`` (fails if none or several match)."""
    matches = find(state, seat, **wanted)
    assert len(matches) == 1, f"{len(matches)} legal actions match {wanted}: {matches}"
    state.apply(seat, matches[0])
    state.check_invariants()


def hand(state: TownState, seat: int) -> dict[str, int]:
    return {key: n for key, n in ((k, state.hands[seat][c]) for k, c in CARD_CODES.items()) if n}


def stored(state: TownState, seat: int, building: str) -> dict[str, int]:
    slot = next(s for s in state.towns[seat] if s.key == building)
    return {RESOURCE_KEYS[r]: n for r, n in enumerate(slot.stored) if n}


def random_positions(count: int, seed: int = 1) -> Iterator[TownState]:
    """Yield states at random points of random games."""
    picker = Rng(seed)
    for game in range(count):
        state = ENGINE.new_game(players=2, seed=seed + game)
        rng = Rng(game).fork(3)
        while not state.is_over():
            if picker.below(10) == 0:
                yield state
            acting = state.to_act()[0]
            state.apply(acting, rng.choice(state.legal_actions(acting)))
