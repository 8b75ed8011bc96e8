"""A rule-of-thumb Deadwood player.

Main turns: every "hit the town" is priced as the money its annex is worth (plus what it takes
from a rival), times the exact odds of winning the shootout it starts, minus the wanted poster's
marginal fine and the cowboys it risks; heading back is worth it when the ranch is empty or the
best hit is poor. Game-ending moves are welcomed when the bot leads and avoided when it trails,
and welcomed more and more as the game drags on (a gang left alone in town never stalls). Cash
from an annex counts only as far as the supply can still pay it.
Every other decision (skedaddle, cartridges, hiring, the Sheriff, the railroad, the Final
Shootout, ...) follows a short rule written next to it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any, cast

from automaton.strategies import refuse_other_games_and_settings
from games.engines import Action, GameState, Rng
from games.engines.deadwood.board import DOUBLE_WOUND, SKULL, WOUND
from games.engines.deadwood.buildings import CHURCH
from games.engines.deadwood.scoring import fine
from games.engines.deadwood.state import DeadwoodState
from games.engines.deadwood.tokens import MINE, OWNER, RANCH, STRENGTH, gang

# What annexing each building is worth to the annexer, in dollars, beyond what is computed below.
ANNEX_WORTH = {
    "Church": 0.0,
    "Saloon": 1.5,
    "Sheriff's Office": 3.0,
    "Town Hall": 3.0,
    "Gunsmith": 2.4,
    "Hotel": 3.0,
    "Laundry": 1.3,
    "Stage Depot": 6.0,
    "Undertaker": 2.5,
    "Bank": 5.0,
    "Blacksmith": 1.5,
    "Casino": 1.6,
    "General Store": 2.2,
    "Gold Mine": 1.8,
    "Fortune Teller": 1.1,
    "Courthouse": 0.0,
    "Grifter": 2.5,
    "Newspaper": 2.0,
    "Dance Hall": 1.4,
    "Telegraph Office": 1.2,
}
# The part of that worth paid in cash from the supply, which may run dry.
ANNEX_CASH = {
    "Gunsmith": 1.0,
    "Hotel": 2.0,
    "Laundry": 1.0,
    "Stage Depot": 2.0,
    "Undertaker": 1.0,
    "Bank": 5.0,
    "Blacksmith": 1.0,
    "General Store": 1.0,
    "Gold Mine": 1.8,
    "Fortune Teller": 1.0,
    "Grifter": 1.0,
    "Newspaper": 1.0,
    "Dance Hall": 1.0,
    "Telegraph Office": 1.0,
}
# Buildings whose control keeps paying while a cowboy stays: worth holding, worth taking away.
CONTROL_WORTH = {"Sheriff's Office": 2.0, "Hotel": 2.0, "Stage Depot": 5.0, "Undertaker": 1.5, "Laundry": 0.5}
COWBOY_WORTH = {1: 2.0, 2: 3.0, 3: 4.5}
END_SWING = 25.0  # ending the game while ahead (or behind)
END_PUSH = 1.0  # a step towards the end (a poster out of the Crime Pool, a railroad tile) while ahead
IMPATIENCE = 0.02  # per turn played: long games are pushed to their end, so a lone gang never stalls
RECALL_WHEN_BEST_HIT_BELOW = 0.8


def marginal_fine(posters: int, extra: int = 1) -> int:
    return fine(posters + extra) - fine(posters)


def standing(state: DeadwoodState, seat: int) -> float:
    """Money after fines, minus the best rival's."""
    money = [state.cash[p] - fine(state.posters[p]) for p in range(state.players)]
    return money[seat] - max(m for p, m in enumerate(money) if p != seat)


def leading(state: DeadwoodState, seat: int) -> bool:
    return standing(state, seat) > 0


@cache
def _die(faces: tuple[str, ...], heavy: int) -> tuple[float, float, float]:
    """Chance that one die deals 0, 1 or 2+ wounds."""
    counts = [0, 0, 0]
    for symbol in faces:
        wounds = 2 if symbol == SKULL else 1 if symbol == WOUND else heavy if symbol == DOUBLE_WOUND else 0
        counts[min(wounds, 2)] += 1
    return counts[0] / len(faces), counts[1] / len(faces), counts[2] / len(faces)


def roll_odds(dice: int, die: tuple[float, float, float]) -> tuple[float, float, float]:
    """Chance that a roll of ``dice`` dice deals 0, 1 or 2 wounds: a roll counts as a whole (its
    worst die), so several wound dice still wound once."""
    if not dice:
        return 1.0, 0.0, 0.0
    none = die[0] ** dice
    kill = 1.0 - (1.0 - die[2]) ** dice
    return none, 1.0 - none - kill, kill


@cache
def shootout_odds(attacker: int, defender: int, die: tuple[float, float, float]) -> tuple[float, float, float]:
    """(attacker takes the building, attacker dies, defender dies) for dice held, no skedaddle."""
    spread = dict(enumerate(roll_odds(abs(attacker - defender), die)))  # wounds dealt by the difference roll
    take = attacker_dies = defender_dies = 0.0
    for wounds, p in spread.items():
        a_w, d_w = (0, wounds) if attacker > defender else (wounds, 0)
        t, ad, dd = _exchanges(a_w, d_w, min(attacker, defender), die)
        take += p * t
        attacker_dies += p * ad
        defender_dies += p * dd
    return take, attacker_dies, defender_dies


@cache
def _exchanges(a_w: int, d_w: int, left: int, die: tuple[float, float, float]) -> tuple[float, float, float]:
    if a_w >= 2 or d_w >= 2 or left == 0:
        a_dead, d_dead = a_w >= 2, d_w >= 2
        return float(d_dead and not a_dead), float(a_dead), float(d_dead)
    take = ad = dd = 0.0
    for hit_d, p in enumerate(die):
        for hit_a, q in enumerate(die):
            t, x, y = _exchanges(min(a_w + hit_a, 2), min(d_w + hit_d, 2), left - 1, die)
            take += p * q * t
            ad += p * q * x
            dd += p * q * y
    return take, ad, dd


class HeuristicDeadwoodBot:
    name = "heuristic"

    def choose(self, state: GameState, seat: int, rng: Rng) -> Action:
        game = cast(DeadwoodState, state)
        legal = game.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        frame = game.stack[-1]
        rule = RULES.get(frame["kind"])
        if rule is None:
            return legal[0]
        return max(legal, key=lambda action: rule(game, seat, frame, action))


def end_push(state: DeadwoodState, seat: int) -> float:
    """Worth of one step towards the end of the game."""
    return (END_PUSH if leading(state, seat) else 0.0) + state.turn * IMPATIENCE


def annex_value(state: DeadwoodState, seat: int, plot: int, from_plot: int = -1) -> float:
    kind = state.kind_at(plot)
    posters = state.posters[seat]
    value = ANNEX_WORTH.get(kind, 0.0) + CONTROL_WORTH.get(kind, 0.0)  # type: ignore[arg-type]
    value -= max(0.0, ANNEX_CASH.get(kind, 0.0) - state.supply_money)  # type: ignore[arg-type]
    if kind == "Church":
        returned = min(posters, 1 + state.controllers("Laundry").count(seat))
        value += fine(posters) - fine(posters - returned)
    elif kind == "Town Hall":
        value += fine(posters) - fine(max(0, posters - 1)) + end_push(state, seat)
    elif kind == "Bank":
        value -= marginal_fine(posters) + end_risk(state, seat, 1) - end_push(state, seat)
    elif kind == "Courthouse":
        for other in range(state.players):
            owed = min(state.posters[other], marginal_fine(state.posters[other]))
            value += -owed if other == seat else owed / max(1, state.players - 1)
    elif kind == "Saloon" and state.cash[seat] < 1:
        value -= 1.0
    return value


def end_risk(state: DeadwoodState, seat: int, posters_taken: int) -> float:
    """Cost of emptying the Crime Pool: negative (a gain) when the bot leads."""
    if state.pool > posters_taken or state.ending:
        return 0.0
    return -END_SWING if leading(state, seat) else END_SWING


def hit_value(state: DeadwoodState, seat: int, strength: int, plot: int) -> float:
    here = state.occupants[plot]
    if state.plot_tile[plot] == CHURCH or not here:
        value = annex_value(state, seat, plot)
        if state.protected(plot) and any(p != seat for p in state.controllers("Sheriff's Office")):
            value -= 1.0
        return value
    defender = here[0]
    rival = OWNER[defender]
    attack = strength + (1 if state.cartridges[seat] else 0)
    defend = STRENGTH[defender] + (1 if state.cartridges[rival] else 0)
    heavy = 2 if state.options.get("double_wound_kills") else 1
    take, attacker_dies, defender_dies = shootout_odds(attack, defend, _die(state.board.die_faces, heavy))
    kind = state.kind_at(plot)
    prize = annex_value(state, seat, plot) + CONTROL_WORTH.get(kind, 0.0) / max(1, state.players - 1)  # type: ignore[arg-type]
    value = take * prize - marginal_fine(state.posters[seat]) - end_risk(state, seat, 1)
    value -= attacker_dies * COWBOY_WORTH[strength] - defender_dies * COWBOY_WORTH[STRENGTH[defender]] * 0.5
    if attacker_dies and len(state.cowboys_in_play(seat)) == 1 and not leading(state, seat):
        value -= END_SWING * attacker_dies  # his last hired cowboy: the gang could never act again
    return value


def holding_value(state: DeadwoodState, place: int) -> float:
    """What a cowboy standing here keeps earning (nothing at the mine)."""
    if place < 0:
        return 0.0
    return CONTROL_WORTH.get(state.kind_at(place), 0.0) + (0.5 if state.protected(place) else 0.0)  # type: ignore[arg-type]


def turn_score(state: DeadwoodState, seat: int, frame: dict[str, Any], action: Action) -> float:
    if action["type"] == "hit":
        return hit_value(state, seat, action["strength"], state.board.index[action["plot"]])
    if action["type"] == "recall":
        ranch_empty = not any(state.loc[c] == RANCH for c in gang(seat))
        place = _place(state, action["from"])
        base = RECALL_WHEN_BEST_HIT_BELOW + (1.5 if ranch_empty else 0.0)
        return base + action["strength"] * 0.1 - holding_value(state, place) + (0.5 if place == MINE else 0.0)
    return -100.0


def _place(state: DeadwoodState, key: str) -> int:
    return {"mine": MINE, "ranch": RANCH}.get(key, state.board.index.get(key, -99))


def recall_more_score(state: DeadwoodState, seat: int, frame: dict[str, Any], action: Action) -> float:
    if action["type"] == "recall_done":
        return 0.0
    return 1.0 - holding_value(state, _place(state, action["from"]))


def annex_score(state: DeadwoodState, seat: int, frame: dict[str, Any], action: Action) -> float:
    worth = annex_value(state, seat, frame["plot"], frame["from_plot"])
    return worth if action["type"] == "annex" else 0.0


def shootout_score(state: DeadwoodState, seat: int, frame: dict[str, Any], action: Action) -> float:
    if action["type"] == "skedaddle":
        mine = STRENGTH[frame["defender"]] + (1 if state.cartridges[seat] else 0)
        theirs = frame["attacker_dice"] + (1 if state.cartridges[OWNER[frame["attacker"]]] else 0)
        return 1.0 if theirs > mine + 1 else -1.0
    if action["type"] == "cartridge":
        return 1.0 if action["use"] else 0.0
    return 0.0


def hire_score(state: DeadwoodState, seat: int, frame: dict[str, Any], action: Action) -> float:
    if action["type"] == "hire_none":
        return 0.0
    return {1: 1.0, 2: 1.5, 3: 1.2}[action["strength"]]


def sheriff_score(state: DeadwoodState, seat: int, frame: dict[str, Any], action: Action) -> float:
    score = 0.0
    for plot in state.board.intersections[action["at"]]:
        if state.plot_tile[plot] >= 0:
            mine = any(OWNER[c] == seat for c in state.occupants[plot])
            score += 2.0 + holding_value(state, plot) if mine else 0.3
    return score


def build_score(state: DeadwoodState, seat: int, frame: dict[str, Any], action: Action) -> float:
    return -state.board.row_of[state.board.index[action["plot"]]]  # far from the railroad's path


def rail_score(state: DeadwoodState, seat: int, frame: dict[str, Any], action: Action) -> float:
    plot = state.board.index[action["plot"]]
    score = 0.0
    for cowboy in state.occupants[plot]:
        score += -3.0 if OWNER[cowboy] == seat else 1.5
    for near in state.board.adjacent[plot]:
        if state.plot_tile[near] >= 0:
            score += sum(annex_value(state, seat, near) for c in state.occupants[near] if OWNER[c] == seat)
    return score


def rival_rank(state: DeadwoodState, seat: int, other: int) -> float:
    """Higher for the rival doing best; the bot itself comes last."""
    return standing(state, other) if other != seat else -1000.0


def grift_score(state: DeadwoodState, seat: int, frame: dict[str, Any], action: Action) -> float:
    place = _place(state, action["from"])
    return rival_rank(state, seat, action["seat"]) * 0.1 + holding_value(state, place) + action["strength"]


def gs_pick_score(state: DeadwoodState, seat: int, frame: dict[str, Any], action: Action) -> float:
    return -holding_value(state, _place(state, action["from"]))


def gs_move_score(state: DeadwoodState, seat: int, frame: dict[str, Any], action: Action) -> float:
    return hit_value(state, seat, STRENGTH[frame["cowboy"]], state.board.index[action["to"]])


def dance_score(state: DeadwoodState, seat: int, frame: dict[str, Any], action: Action) -> float:
    if action["type"] == "dance_done":
        return 0.6
    return 1.0 - holding_value(state, _place(state, action["from"]))


def telegraph_score(state: DeadwoodState, seat: int, frame: dict[str, Any], action: Action) -> float:
    shorten = leading(state, seat) or state.turn * IMPATIENCE > 1.0
    return 1.0 if (action["move"] == "remove") == shorten else 0.0


def final_target_score(state: DeadwoodState, seat: int, frame: dict[str, Any], action: Action) -> float:
    return state.final["dice"][action["target"]] - state.final["wounds"][action["target"]] * 0.5


Rule = Callable[[DeadwoodState, int, dict[str, Any], Action], float]
RULES: dict[str, Rule] = {
    "turn": turn_score,
    "recall_more": recall_more_score,
    "annex": annex_score,
    "shootout": shootout_score,
    "church_posters": lambda state, seat, frame, action: action["count"],
    "hire": hire_score,
    "sheriff": sheriff_score,
    "place_tile": build_score,
    "rail": rail_score,
    "rail_annexes": lambda state, seat, frame, action: float(action["owner"] == seat),
    "stage_stack": lambda state, seat, frame, action: {1: 1.0, 2: 2.0, 3: 1.5}[action["stack"]],
    "casino": lambda state, seat, frame, action: rival_rank(state, seat, action["seat"]),
    "gs_pick": gs_pick_score,
    "gs_move": gs_move_score,
    "ft_stack": lambda state, seat, frame, action: float(action["type"] == "ft_skip"),
    "fine": lambda state, seat, frame, action: float(action["type"] == "pay_fine"),
    "grifter": grift_score,
    "newspaper": lambda state, seat, frame, action: rival_rank(state, seat, action["to"]),
    "dance_hall": dance_score,
    "telegraph": telegraph_score,
    "fs_cowboy": lambda state, seat, frame, action: action["strength"],
    "fs_cartridges": lambda state, seat, frame, action: action["count"],
    "fs_target": final_target_score,
    "fs_allocate": final_target_score,
}


def make_bot(game: str, **settings: Any) -> HeuristicDeadwoodBot:
    refuse_other_games_and_settings("the deadwood heuristic", "deadwood", game, settings)
    return HeuristicDeadwoodBot()
