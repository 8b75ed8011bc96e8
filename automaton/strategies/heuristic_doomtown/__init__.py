"""The Doomtown heuristic: a rule-of-thumb player that plays every decision on its merits.

It judges positions with one evaluation (``evaluation.py``: control against the opposing
influence, ghost rock and income, bullets where both sides stand, cards in hand, the dudes) and
fights with the odds its deck gives a posse's draw hand (``odds.py``, ``fights.py``). Gamblin' has
no choice to make in this engine (the lowball hand is the best five drawn); the choices around it
are upkeep (``housekeeping.py``), High Noon (``noon_plays.py``) and shootouts (``shootouts.py``).
A decision or play type it has no rule for (card abilities as the engine gains them) is judged by
one ply on a clone of the state it is given (``lookahead.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from automaton.strategies import refuse_other_games_and_settings
from automaton.strategies.heuristic_doomtown import housekeeping, noon_plays, shootouts
from automaton.strategies.heuristic_doomtown.lookahead import best_by_lookahead
from games.engines import Action, GameState, Rng
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.state import DoomtownState

Decide = Callable[[DoomtownState, int, list[Action], Frame], Action]

RULES: dict[str, Decide] = {
    "gang": housekeeping.gang,
    "upkeep": housekeeping.upkeep_choice,
    "night": housekeeping.night,
    "keep": housekeeping.keep,
    "trade": housekeeping.trade,
    "invite": housekeeping.invite,
    "answer": shootouts.answer,
    "posse": shootouts.posse,
    "shooter": shootouts.shooter,
    "redraw": shootouts.redraw,
    "form_hand": shootouts.form_hand,
    "casualties": shootouts.casualties,
    "flee": shootouts.flee,
    "joker_pull": housekeeping.joker_pull,
}


# The action types each rule was written for; anything else there is judged by one ply. High Noon
# scores play types it does not know itself (``noon_plays``).
KNOWN_TYPES: dict[str, frozenset[str]] = {
    "gang": frozenset({"gang_listed", "gang_pick", "gang_done"}),
    "upkeep": frozenset({"pay", "upkeep_done"}),
    "night": frozenset({"night_keep", "night_discard"}),
    "keep": frozenset({"keep"}),
    "trade": frozenset({"trade", "trade_done"}),
    "invite": frozenset({"invite", "invite_done"}),
    "answer": frozenset({"accept", "refuse"}),
    "posse": frozenset({"join", "posse_done"}),
    "shooter": frozenset({"shooter"}),
    "redraw": frozenset({"redraw_mark", "redraw_done"}),
    "form_hand": frozenset({"form_hand"}),
    "casualties": frozenset({"casualty"}),
    "flee": frozenset({"fight", "flee"}),
    "joker_pull": frozenset({"joker_as"}),
}


def has_rule_for(kind: str, legal: list[Action]) -> bool:
    known = KNOWN_TYPES.get(kind)
    return known is not None and all(action["type"] in known for action in legal)


class DoomtownHeuristic:
    name = "heuristic"

    def choose(self, state: GameState, seat: int, rng: Rng) -> Action:
        if not isinstance(state, DoomtownState):
            raise TypeError("the Doomtown heuristic plays only Doomtown states")
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        frame = state.stack[-1]
        kind = frame["kind"]
        if kind == "noon":
            return noon_plays.choose(state, seat, legal, rng)
        if has_rule_for(kind, legal):
            return RULES[kind](state, seat, legal, frame)
        return best_by_lookahead(state, seat, legal, rng)


def make_bot(game: str, **settings: Any) -> DoomtownHeuristic:
    refuse_other_games_and_settings("the Doomtown heuristic", "doomtown", game, settings)
    return DoomtownHeuristic()
