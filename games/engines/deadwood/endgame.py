"""The end of a turn, the end of the game (fines, the Stage Depot bonus) and the Final Shootout.

The Final Shootout (ties for the most money): each tied player with a cowboy in play picks one and
any number of his cartridges; with three or more, each declares a target (start player first).
Whoever holds the most dice rolls the difference down to the next-highest total, split among the
enemies as he declares; then every standing cowboy with dice left rolls one die at his target at
the same time, until one cowboy or none stands, or nobody has dice left.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.base import Result, placements_from_keys, seat_ref
from games.engines.deadwood.frames import Action, Frame, automatic, decision
from games.engines.deadwood.scoring import final_money, fine
from games.engines.deadwood.shootout import dice_count, wounds_from
from games.engines.deadwood.tokens import BOOT_HILL, STRENGTH, STRENGTH_NAME

if TYPE_CHECKING:
    from games.engines.deadwood.state import DeadwoodState

STAGE_DEPOT_BONUS = 10


def end_turn(state: DeadwoodState) -> None:
    if state.phase == "final":
        _conclude(state)
    elif state.ending:
        _finish(state)
    else:
        state.current = (state.current + 1) % state.players
        state.turn += 1
        state.stack.append({"kind": "turn", "seat": state.current})


def _finish(state: DeadwoodState) -> None:
    players = range(state.players)
    bonus = [0] * state.players
    if state.station_plot < 0:
        for seat in state.controllers("Stage Depot"):
            bonus[seat] += state.gain(seat, STAGE_DEPOT_BONUS)
    money = [final_money(state.cash[seat], state.posters[seat]) for seat in players]
    top = max(money)
    tied = [seat for seat in _clockwise(state) if money[seat] == top]
    state.final = {
        "money": money,
        "fines": [fine(state.posters[seat]) for seat in players],
        "stage_depot_bonus": bonus,
        "tied": tied,
        "winners": [],
    }
    if len(tied) == 1:
        state.final["winners"] = tied
        state.phase = "over"
        return
    standing = [seat for seat in tied if state.cowboys_in_play(seat)]
    if len(standing) < 2:
        state.final["participants"] = standing
        _decide_winners(state, standing)
        return
    _start_final_shootout(state, standing)


def _clockwise(state: DeadwoodState) -> list[int]:
    return [(state.start_seat + step) % state.players for step in range(state.players)]


def _start_final_shootout(state: DeadwoodState, standing: list[int]) -> None:
    nobody: list[Any] = [None] * state.players
    state.phase = "final"
    state.final.update(
        participants=standing,
        cowboy=list(nobody),
        dice=[0] * state.players,
        wounds=[0] * state.players,
        target=list(nobody),
    )
    if len(standing) == 2:
        state.final["target"][standing[0]], state.final["target"][standing[1]] = standing[1], standing[0]
    frames = [{"kind": "fs_cowboy", "seat": seat} for seat in standing]
    frames += [{"kind": "fs_cartridges", "seat": seat} for seat in standing]
    if len(standing) > 2:
        frames += [{"kind": "fs_target", "seat": seat} for seat in standing]
    state.stack.append({"kind": "fs_first", "seat": standing[0]})
    state.stack.extend(reversed(frames))


def _alive(state: DeadwoodState) -> list[int]:
    final = state.final
    return [seat for seat in final["participants"] if state.loc[final["cowboy"][seat]] != BOOT_HILL]


def _cowboy_legal(state: DeadwoodState, frame: Frame) -> list[Action]:
    strengths = sorted({STRENGTH[c] for c in state.cowboys_in_play(frame["seat"])})
    return [
        {"type": "fs_cowboy", "strength": s, "label": f"Make your stand with a {STRENGTH_NAME[s]}"} for s in strengths
    ]


def _cowboy_resolve(state: DeadwoodState, frame: Frame, action: Action) -> None:
    state.stack.pop()
    seat = frame["seat"]
    cowboy = next(c for c in state.cowboys_in_play(seat) if STRENGTH[c] == action["strength"])
    state.final["cowboy"][seat] = cowboy
    state.final["dice"][seat] = STRENGTH[cowboy]


def _cartridges_legal(state: DeadwoodState, frame: Frame) -> list[Action]:
    have = state.cartridges[frame["seat"]]
    if not have:
        return []
    return [{"type": "fs_cartridges", "count": n, "label": _cartridges_label(n)} for n in range(have + 1)]


def _cartridges_label(count: int) -> str:
    if not count:
        return "Use no cartridge"
    return f"Use {count} cartridge{'s' * (count > 1)} (+{dice_count(count)})"


def _cartridges_resolve(state: DeadwoodState, frame: Frame, action: Action) -> None:
    state.stack.pop()
    state.spend_cartridges(frame["seat"], action["count"])
    state.final["dice"][frame["seat"]] += action["count"]


def _stand_name(state: DeadwoodState, seat: int) -> str:
    return STRENGTH_NAME[STRENGTH[state.final["cowboy"][seat]]]


def _enemies(state: DeadwoodState, seat: int) -> list[int]:
    return [other for other in _alive(state) if other != seat]


def _target_legal(state: DeadwoodState, frame: Frame) -> list[Action]:
    return [
        {"type": "fs_target", "target": other, "label": f"Shoot at {seat_ref(other)}'s {_stand_name(state, other)}"}
        for other in _enemies(state, frame["seat"])
    ]


def _target_resolve(state: DeadwoodState, frame: Frame, action: Action) -> None:
    state.stack.pop()
    state.final["target"][frame["seat"]] = action["target"]


def _first_roll(state: DeadwoodState, frame: Frame) -> None:
    """The most dice roll first: the difference to the next-highest total."""
    state.stack.pop()
    state.stack.append({"kind": "fs_round", "seat": frame["seat"]})
    dice = state.final["dice"]
    ranked = sorted(state.final["participants"], key=lambda seat: -dice[seat])
    lead, second = ranked[0], ranked[1]
    extra = dice[lead] - dice[second]
    if not extra:
        return
    if len(ranked) == 2:
        alloc = [0] * state.players
        alloc[second] = extra
        state.stack.append({"kind": "fs_roll", "seat": lead, "alloc": alloc})
    else:
        state.stack.append({"kind": "fs_allocate", "seat": lead, "left": extra, "alloc": [0] * state.players})


def _allocate_legal(state: DeadwoodState, frame: Frame) -> list[Action]:
    left = frame["left"]
    return [
        {
            "type": "fs_assign",
            "target": other,
            "label": f"Aim a first-roll die at {seat_ref(other)}'s {_stand_name(state, other)} "
            f"({dice_count(left)} left to aim)",
        }
        for other in _enemies(state, frame["seat"])
    ]


def _allocate_resolve(state: DeadwoodState, frame: Frame, action: Action) -> None:
    frame["alloc"][action["target"]] += 1
    frame["left"] -= 1
    if not frame["left"]:
        state.stack.pop()
        state.stack.append({"kind": "fs_roll", "seat": frame["seat"], "alloc": frame["alloc"]})


def _roll_legal(state: DeadwoodState, frame: Frame) -> list[Action]:
    dice = sum(frame["alloc"])
    return [{"type": "roll", "dice": dice, "label": f"Roll your first {dice_count(dice)}"}]


def _roll_resolve(state: DeadwoodState, frame: Frame, action: Action) -> None:
    state.stack.pop()
    shooter, final = frame["seat"], state.final
    rolled: dict[str, list[int]] = {}
    for target, count in enumerate(frame["alloc"]):
        if count:
            values = [state.roll_die() for _ in range(count)]
            rolled[str(target)] = values
            final["wounds"][target] += wounds_from(state, values)
            final["dice"][shooter] -= count
    state.last_roll = {"seat": shooter, "for": "final_shootout", "at": rolled}
    _bury(state)


def _round(state: DeadwoodState, frame: Frame) -> None:
    final = state.final
    alive = _alive(state)
    shooters = [seat for seat in alive if final["dice"][seat] > 0]
    if len(alive) < 2 or not shooters:
        state.stack.pop()
        return
    for seat in shooters:
        if final["target"][seat] not in alive:
            enemies = _enemies(state, seat)
            if len(enemies) == 1:
                final["target"][seat] = enemies[0]
            else:
                state.stack.append({"kind": "fs_target", "seat": seat})
                return
    state.stack.append({"kind": "fs_fire", "seat": shooters[0]})


def _fire_legal(state: DeadwoodState, frame: Frame) -> list[Action]:
    return [{"type": "roll", "dice": 1, "label": "Everyone with dice left rolls one die at his target"}]


def _fire_resolve(state: DeadwoodState, frame: Frame, action: Action) -> None:
    state.stack.pop()
    final = state.final
    rolled = {}
    for seat in _alive(state):
        if final["dice"][seat] > 0:
            value = state.roll_die()
            rolled[str(seat)] = value
            final["dice"][seat] -= 1
            final["wounds"][final["target"][seat]] += wounds_from(state, [value])
    state.last_roll = {"seat": frame["seat"], "for": "final_shootout", "by": rolled}
    _bury(state)


def _bury(state: DeadwoodState) -> None:
    final = state.final
    for seat in _alive(state):
        if final["wounds"][seat] >= 2:
            state.kill(final["cowboy"][seat])


def _conclude(state: DeadwoodState) -> None:
    _decide_winners(state, _alive(state))


def _decide_winners(state: DeadwoodState, survivors: list[int]) -> None:
    """Survivors win (several share it); if none, the richest player not in the tie; else everybody loses."""
    final = state.final
    if not survivors:
        others = [seat for seat in range(state.players) if seat not in final["tied"]]
        if others:
            best = max(final["money"][seat] for seat in others)
            survivors = [seat for seat in others if final["money"][seat] == best]
    final["winners"] = sorted(survivors)
    state.phase = "over"


def result(state: DeadwoodState) -> Result:
    players = range(state.players)
    if state.phase != "over":
        money: list[float] = [final_money(state.cash[seat], state.posters[seat]) for seat in players]
        return Result(scores=money, placements=placements_from_keys(money), details={"provisional": True})
    final = state.final
    winners = final["winners"]
    if winners:
        placements = placements_from_keys([(seat in winners, final["money"][seat]) for seat in players])
    else:
        placements = [state.players] * state.players  # the Cavalry finds an empty town: nobody wins
    details = {
        "end": state.ending,
        "winners": winners,
        "seats": [
            {
                "cash": state.cash[seat],
                "posters": state.posters[seat],
                "fine": final["fines"][seat],
                "stage_depot_bonus": final["stage_depot_bonus"][seat],
                "money": final["money"][seat],
            }
            for seat in players
        ],
        "final_shootout": final.get("participants"),
    }
    return Result(scores=list(final["money"]), placements=placements, details=details)


decision("fs_cowboy", _cowboy_legal, _cowboy_resolve)
decision("fs_cartridges", _cartridges_legal, _cartridges_resolve)
decision("fs_target", _target_legal, _target_resolve)
automatic("fs_first", _first_roll)
decision("fs_allocate", _allocate_legal, _allocate_resolve)
decision("fs_roll", _roll_legal, _roll_resolve)
automatic("fs_round", _round)
decision("fs_fire", _fire_legal, _fire_resolve)
