"""Shootouts in town, step by step, each step a decision of the player the rulebook gives it to.

Steps: the attacker takes a wanted poster; the defender may skedaddle (a pony, to the mine); the
attacker, then the defender, announce a cartridge; whoever holds more dice rolls the difference;
then both roll one die at a time until a cowboy dies or the dice run out. Wounds heal afterwards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.deadwood.board import DOUBLE_WOUND, SKULL, WOUND
from games.engines.deadwood.frames import Action, Frame, decision
from games.engines.deadwood.tokens import MINE, OWNER, STRENGTH
from games.engines.deadwood.town import annex_offer

if TYPE_CHECKING:
    from games.engines.deadwood.state import DeadwoodState

STEPS = ("poster", "skedaddle", "attacker_cartridge", "defender_cartridge", "difference", "exchange")


def dice_count(dice: int) -> str:
    return "1 die" if dice == 1 else f"{dice} dice"


def new_shootout(state: DeadwoodState, attacker: int, defender: int, plot: int) -> Frame:
    frame = {
        "kind": "shootout",
        "seat": OWNER[attacker],
        "plot": plot,
        "attacker": attacker,
        "defender": defender,
        "step": "poster",
        "attacker_dice": STRENGTH[attacker],
        "defender_dice": STRENGTH[defender],
        "attacker_wounds": 0,
        "defender_wounds": 0,
        "exchanges": 0,
    }
    _settle(state, frame)
    return frame


def wounds_from(state: DeadwoodState, values: list[int]) -> int:
    """Wounds dealt by one roll at one cowboy; 2 kill. The roll counts as a whole ("if any die
    shows"): a skull anywhere kills, otherwise any wound symbol wounds once (twice for the
    two-wound face with ``double_wound_kills``), however many dice show it."""
    symbol_of = state.board.die_faces
    heavy = 2 if state.options.get("double_wound_kills") else 1
    wounds = 0
    for value in values:
        symbol = symbol_of[value - 1]
        if symbol == SKULL:
            return 2
        if symbol == WOUND:
            wounds = max(wounds, 1)
        elif symbol == DOUBLE_WOUND:
            wounds = max(wounds, heavy)
    return wounds


def _settle(state: DeadwoodState, frame: Frame) -> None:
    """Move to the next step that asks someone something; at the end, resolve the outcome."""
    attacker_seat, defender_seat = OWNER[frame["attacker"]], OWNER[frame["defender"]]
    while True:
        step = frame["step"]
        if step == "poster" and state.pool:
            frame["seat"] = attacker_seat
            return
        if step == "skedaddle" and state.ponies[defender_seat]:
            frame["seat"] = defender_seat
            return
        if step == "attacker_cartridge" and state.cartridges[attacker_seat]:
            frame["seat"] = attacker_seat
            return
        if step == "defender_cartridge" and state.cartridges[defender_seat]:
            frame["seat"] = defender_seat
            return
        if step == "difference" and frame["attacker_dice"] != frame["defender_dice"]:
            more = frame["attacker_dice"] > frame["defender_dice"]
            frame["seat"] = attacker_seat if more else defender_seat
            return
        if step == "exchange" and frame["exchanges"] > 0:
            frame["seat"] = attacker_seat
            return
        if step == "exchange" or step == "over":
            _outcome(state, frame)
            return
        _next_step(frame)


def _next_step(frame: Frame) -> None:
    frame["step"] = STEPS[STEPS.index(frame["step"]) + 1]
    if frame["step"] == "exchange":
        frame["exchanges"] = min(frame["attacker_dice"], frame["defender_dice"])


def _legal(state: DeadwoodState, frame: Frame) -> list[Action]:
    step = frame["step"]
    if step == "poster":
        return [{"type": "take_poster", "label": "Take a wanted poster from the Crime Pool (you attacked)"}]
    if step == "skedaddle":
        return [
            {"type": "skedaddle", "label": "Skedaddle: discard a pony and run to the Abandoned Mine"},
            {"type": "stand", "label": "Stand and fight"},
        ]
    if step in ("attacker_cartridge", "defender_cartridge"):
        return [
            {"type": "cartridge", "use": True, "label": "Use a cartridge (one more die)"},
            {"type": "cartridge", "use": False, "label": "Keep your cartridges"},
        ]
    if step == "difference":
        dice = abs(frame["attacker_dice"] - frame["defender_dice"])
        return [{"type": "roll", "dice": dice, "label": f"Roll {dice_count(dice)} (the difference)"}]
    return [{"type": "roll", "dice": 1, "label": "Both roll one die"}]


def _resolve(state: DeadwoodState, frame: Frame, action: Action) -> None:
    step = frame["step"]
    kind = action["type"]
    if kind == "take_poster":
        state.take_poster(frame["seat"])
    elif kind == "skedaddle":
        state.spend_pony(frame["seat"])
        state.move_cowboy(frame["defender"], MINE)
        state.events.append({"type": "skedaddle", "seat": frame["seat"]})
        frame["step"] = "over"
        _settle(state, frame)
        return
    elif kind == "cartridge" and action["use"]:
        state.spend_cartridges(frame["seat"], 1)
        side = "attacker" if step == "attacker_cartridge" else "defender"
        frame[f"{side}_dice"] += 1
    elif step == "difference":
        _difference_roll(state, frame, action["dice"])
    elif step == "exchange":
        _exchange(state, frame)
    if frame["step"] == step != "exchange":
        _next_step(frame)
    _settle(state, frame)


def _difference_roll(state: DeadwoodState, frame: Frame, dice: int) -> None:
    shooter = "attacker" if frame["attacker_dice"] > frame["defender_dice"] else "defender"
    target = "defender" if shooter == "attacker" else "attacker"
    values = [state.roll_die() for _ in range(dice)]
    state.last_roll = {"seat": OWNER[frame[shooter]], "for": "shootout", "values": values}
    frame[f"{shooter}_dice"] -= dice
    frame[f"{target}_wounds"] += wounds_from(state, values)
    if frame[f"{target}_wounds"] >= 2:
        state.kill(frame[target], frame["plot"], survivor=frame[shooter])
        frame["step"] = "over"


def _exchange(state: DeadwoodState, frame: Frame) -> None:
    attacker_value, defender_value = state.roll_die(), state.roll_die()
    state.last_roll = {
        "seat": OWNER[frame["attacker"]],
        "for": "shootout",
        "attacker": [attacker_value],
        "defender": [defender_value],
    }
    frame["exchanges"] -= 1
    frame["defender_wounds"] += wounds_from(state, [attacker_value])
    frame["attacker_wounds"] += wounds_from(state, [defender_value])
    attacker_dies, defender_dies = frame["attacker_wounds"] >= 2, frame["defender_wounds"] >= 2
    if attacker_dies:
        state.kill(frame["attacker"], frame["plot"], survivor=-1 if defender_dies else frame["defender"])
    if defender_dies:
        state.kill(frame["defender"], frame["plot"], survivor=-1 if attacker_dies else frame["attacker"])
    if attacker_dies or defender_dies:
        frame["step"] = "over"


def _outcome(state: DeadwoodState, frame: Frame) -> None:
    """Attacker alone: he may annex. Both standing: the attacker flees to the mine. Both dead: nobody."""
    state.stack.pop()
    plot, attacker, defender = frame["plot"], frame["attacker"], frame["defender"]
    attacker_here, defender_here = state.loc[attacker] == plot, state.loc[defender] == plot
    if attacker_here and defender_here:
        state.move_cowboy(attacker, MINE)
        outcome = "both_survive"
    elif attacker_here:
        state.stack.append(annex_offer(OWNER[attacker], attacker, plot))
        outcome = "attacker_takes_building"
    elif defender_here:
        outcome = "defender_holds"
    else:
        outcome = "both_dead"
    state.events.append({"type": "shootout_over", "outcome": outcome, "plot": state.board.plot_ids[plot]})


decision("shootout", _legal, _resolve)
