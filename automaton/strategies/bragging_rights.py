"""Bragging Rights: the rulebook's score for a human after a solo (or co-op) game against the Automaton.

``score(...)`` is the formula over plain numbers; ``from_state(state, seat)`` reads them from a
finished Doomtown state (what the game result and the solo leaderboard store). Rulings:

- "your cards in play": every card the seat has in play (outfit, legend, dudes, deeds, goods,
  spells), at printed cost;
- "your opponent": the Automaton's seat (the only other seat in a solo game);
- "full day played": a day whose Nightfall was reached; a game decided at Sundown of day N has
  played N - 1 full days;
- a co-op game ("a solo or co-op game": 2-3 seats against the Automaton, or a Boss Battle's Heroes):
  "you" is the team, scored as one player: its cards in play, ghost rock, control points,
  influence and Boot Hill dudes added up over its seats (``team_from_state``); the days once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.engines.doomtown.town import control_points, total_influence


@dataclass(frozen=True)
class BraggingRights:
    total: int
    lines: tuple[tuple[str, int], ...]  # (what, points) in the rulebook's order

    def to_json(self) -> dict[str, Any]:
        return {"total": self.total, "lines": [{"what": what, "points": points} for what, points in self.lines]}


def score(
    *,
    cost_in_play: int,
    stash: int,
    control: int,
    influence: int,
    opponent_control: int,
    opponent_influence: int,
    opponent_boot_hill_dudes: int,
    own_boot_hill_dudes: int,
    full_days: int,
) -> BraggingRights:
    lines = (
        ("total cost of your cards in play", cost_in_play),
        ("half your ghost rock, rounded down", stash // 2),
        ("+5 per control point above the opponent's influence", 5 * max(0, control - opponent_influence)),
        ("+2 per influence above the opponent's control points", 2 * max(0, influence - opponent_control)),
        ("+2 per dude in the opponent's Boot Hill", 2 * opponent_boot_hill_dudes),
        ("-4 per dude in your Boot Hill", -4 * own_boot_hill_dudes),
        ("-5 per full day played", -5 * full_days),
    )
    return BraggingRights(total=sum(points for _, points in lines), lines=lines)


def full_days(state: Any) -> int:
    """Days whose Nightfall was reached: the current day counts only from its Nightfall on (a game
    ends at Sundown, so its last day never counts)."""
    return max(0, state.day if state.phase == "nightfall" else state.day - 1)


def team_from_state(state: Any, seats: list[int]) -> BraggingRights:
    """The score of a team of human ``seats`` against the Automaton's seat, as one player."""
    opponent = (state.options.get("automaton") or {}).get("seat")
    if opponent is None or opponent in seats:
        raise ValueError("a team's Bragging Rights need the Automaton's seat (option automaton) outside the team")
    if len(seats) == 1:
        return from_state(state, seats[0])
    table = state.table
    return score(
        cost_in_play=sum(table[card].num("cost") for seat in seats for card in state.play[seat]),
        stash=sum(state.stash[seat] for seat in seats),
        control=sum(control_points(state, seat) for seat in seats),
        influence=sum(total_influence(state, seat) for seat in seats),
        opponent_control=control_points(state, opponent),
        opponent_influence=total_influence(state, opponent),
        opponent_boot_hill_dudes=_dudes_in(state, state.boot_hill[opponent]),
        own_boot_hill_dudes=sum(_dudes_in(state, state.boot_hill[seat]) for seat in seats),
        full_days=full_days(state),
    )


def _dudes_in(state: Any, cards: list[int]) -> int:
    return sum(1 for card in cards if state.table[card].type == "dude")


def from_state(state: Any, seat: int) -> BraggingRights:
    """The score of ``seat`` (a human) against the Automaton seat of a Doomtown state."""
    setting = state.options.get("automaton") or {}
    opponent = setting.get("seat")
    if opponent is None or opponent == seat:
        others = [other for other in range(state.players) if other != seat]
        if len(others) != 1:
            raise ValueError("Bragging Rights need the Automaton's seat (option automaton) in a game of 3+ seats")
        opponent = others[0]
    table = state.table
    return score(
        cost_in_play=sum(table[card].num("cost") for card in state.play[seat]),
        stash=state.stash[seat],
        control=control_points(state, seat),
        influence=total_influence(state, seat),
        opponent_control=control_points(state, opponent),
        opponent_influence=total_influence(state, opponent),
        opponent_boot_hill_dudes=_dudes_in(state, state.boot_hill[opponent]),
        own_boot_hill_dudes=_dudes_in(state, state.boot_hill[seat]),
        full_days=full_days(state),
    )
