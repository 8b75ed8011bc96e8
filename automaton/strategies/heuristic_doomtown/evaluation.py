"""What a position is worth to one seat, in about ghost rock.

The brief's evaluation: control points against the opposing influence (the Sundown race), ghost
rock and income, the bullets each side has where both stand, cards in hand, and the dudes
themselves; less the worth of the losing fights the opponent could start next.

A card attached to a dude counts only for the stats it adds, so a spell or goods whose worth is its
ability is seldom learned or bought: giving attachments a worth made the bot cast its hexes and win
no more games (``automaton/strategies/ismcts/MEASUREMENTS.md``, Doomtown).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from automaton.strategies.heuristic_doomtown.board import Board
from automaton.strategies.heuristic_doomtown.fights import likely_posse, outlook
from games.engines.doomtown import boss_battle
from games.engines.doomtown.fight import side_posse
from games.engines.doomtown.noon import moves_free
from games.engines.doomtown.town import home

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

WIN = 1000.0
MARGIN = 6.0  # per point of (my control - their influence) and of (their control - my influence)
SUNDOWN = 25.0  # being ahead in that race right now: the game ends at the next Sundown
CONTROL = 4.0  # per control point held, on top of the margin (it stays after a fight)
GHOST_ROCK = 1.0
INCOME = 3.0  # per ghost rock of production minus upkeep each day
CARD_IN_HAND = 0.5
CONTESTED_BULLETS = 1.5
SHORTFALL = 5.0  # per ghost rock the next upkeep cannot pay: cards get discarded
THREAT = 2.5  # weight of the losing fights the opponent could pick next (tuned in self-play: 0.7 to 3.5 tried)


def opponents(state: DoomtownState, seat: int) -> list[int]:
    """Every other seat, but a Boss Battle Hero's team-mates (their position counts for nothing)."""
    return boss_battle.opponents(state, seat)


def evaluate(state: DoomtownState, seat: int, board: Board | None = None) -> float:
    """The position for ``seat``: positive is good. A finished game is worth +-WIN.

    ``board`` may be reused while only dudes' locations and booting differ from when it was read.
    """
    if state.outcome is not None:
        return WIN if state.outcome["placements"][seat] == 1 else -WIN
    board = board or Board(state)
    controllers = board.controllers()
    others = opponents(state, seat)
    control = [board.control_points(side, controllers) for side in range(state.players)]
    influence = [board.total_influence(side) for side in range(state.players)]
    score = 0.0
    for side in range(state.players):
        sign = 1.0 if side == seat else (-1.0 / len(others) if side in others else 0.0)
        income = board.income(side, controllers)
        score += sign * (
            CONTROL * control[side]
            + GHOST_ROCK * (state.stash[side] - state.debt[side])
            - SHORTFALL * max(0, -(state.stash[side] + income))
            + INCOME * income
            + CARD_IN_HAND * len(state.hand[side])
            + sum(board.worth[dude] for dude in board.dudes[side])
        )
    mine = control[seat] - max(influence[o] for o in others)
    theirs = max(control[o] for o in others) - influence[seat]
    score += MARGIN * (mine - theirs) + (SUNDOWN if mine > 0 else 0.0) - (SUNDOWN if theirs > 0 else 0.0)
    score += CONTESTED_BULLETS * contested_bullets(board, seat) + THREAT * threats(board, seat, controllers)
    return score + fight_in_progress(board, seat)


def fight_in_progress(board: Board, seat: int) -> float:
    """The next round's worth of a shootout this seat fights in (how a shootout play is judged)."""
    state = board.state
    fight = next((frame for frame in reversed(state.stack) if frame["kind"] == "shootout"), None)
    if fight is None or fight["side"][seat] is None:
        return 0.0
    side = fight["side"][seat]
    other = fight["mark_seat"] if side == fight["leader_seat"] else fight["leader_seat"]
    return outlook(board, seat, side_posse(state, fight, side), other, side_posse(state, fight, other)).worth


def contested_bullets(board: Board, seat: int) -> float:
    """Bullets of this seat minus the opponents' at each location where both have dudes (homes too)."""
    state = board.state
    per_location: dict[int, list[int]] = {}
    for owner, dudes in enumerate(board.dudes):
        for dude in dudes:
            sides = per_location.setdefault(state.at[dude], [0] * state.players)
            sides[owner] += board.bullets[dude] + 1
    total = 0.0
    for sides in per_location.values():
        others = [amount for owner, amount in enumerate(sides) if owner != seat]
        if sides[seat] and any(others):
            total += sides[seat] - max(others)
    return total


def threats(board: Board, seat: int, controllers: dict[int, int]) -> float:
    """The worth of the losing fights opponents could start against this seat's dudes away from home:
    a callout needs an unbooted dude there, already or by a move that does not boot."""
    state = board.state
    total = 0.0
    places = {state.at[dude] for dude in board.dudes[seat]} - {home(state, seat)}
    rivals = opponents(state, seat)
    for location in places:
        worst = 0.0
        mine = likely_posse(board, seat, location)
        for other in rivals:
            if location == home(state, other):
                continue  # nobody is called out at their own home, but the visitor can be
            callers = [
                dude
                for dude in board.dudes[other]
                if not state.booted[dude] and (state.at[dude] == location or moves_free(state, other, dude, location))
            ]
            if not callers:
                continue
            theirs = sorted(set(likely_posse(board, other, location)) | set(callers))
            worst = min(worst, outlook(board, seat, mine, other, theirs, controllers).worth)
        total += worst
    return total
