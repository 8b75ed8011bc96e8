"""Every point where card abilities and variants plug into the Doomtown rules, declared once.

The core rules (zones, town, fights, jobs, the day) call the functions wired to a point; what is
wired where is written in one place, ``flow.py``: the card abilities first, then each variant (the
Automaton seat, the Boss Battle) in order. A point is wired once — wiring it again is an error — so
no module can quietly replace what another plugged in, and no import order decides which rules run.

A variant changes the flow itself through a ``Variant``: new frame kinds, and wrappers around core
entries (each wrapper is given the entry it replaces and returns the one that runs), so variants
layer over the core and over each other.

This module imports nothing of the engine at run time: every rules module may use it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from games.engines.base import Action
from games.engines.doomtown.frames import Frame

if TYPE_CHECKING:
    from games.engines.doomtown.abilities.windows import PlayStart
    from games.engines.doomtown.state import DoomtownState

T = TypeVar("T")
Step = Callable[["DoomtownState", Frame], None]  # a frame kind (or a step of one) that runs by itself
Legal = Callable[["DoomtownState", Frame], list[Action]]
Act = Callable[["DoomtownState", Frame, Action], None]
Decision = tuple[Legal, Act]  # a frame kind that waits for a player: its legal actions, applying one


class Hook(Generic[T]):
    """One extension point: ``fns`` are what the core calls there, in wiring order."""

    __slots__ = ("name", "fns", "wired")

    def __init__(self, name: str) -> None:
        self.name = name
        self.fns: tuple[T, ...] = ()
        self.wired = False

    def wire(self, *fns: T) -> None:
        if self.wired:
            raise RuntimeError(f"hook {self.name} is wired already (flow.py wires every hook once)")
        self.fns, self.wired = fns, True

    def __iter__(self) -> Iterator[T]:
        return iter(self.fns)

    def __repr__(self) -> str:
        return f"Hook({self.name!r}, {len(self.fns)} wired)"


class Table(Generic[T]):
    """An extension point keyed by name (an action type): ``entries[key]`` handles that key."""

    __slots__ = ("name", "entries", "wired")

    def __init__(self, name: str) -> None:
        self.name = name
        self.entries: Mapping[str, T] = {}
        self.wired = False

    def wire(self, entries: Mapping[str, T]) -> None:
        if self.wired:
            raise RuntimeError(f"table {self.name} is wired already (flow.py wires every table once)")
        self.entries, self.wired = dict(entries), True

    def __repr__(self) -> str:
        return f"Table({self.name!r}, {sorted(self.entries)})"


# ---- stats, the map and what a dude may carry (town.py) ----
# How traits and lasting effects change a stat read: fn(state, stat, card, amount) -> amount.
STAT_CHANGES: Hook[Callable[[DoomtownState, str, int, Any], Any]] = Hook("stat_changes")
# Card traits that join two locations: fn(state, a, b) -> True when joined.
ADJACENCY: Hook[Callable[[DoomtownState, int, int], bool]] = Hook("adjacency")
# Card traits that let a dude carry two goods of a kind: fn(state, dude, keyword, cards) -> allowed.
CARRIES: Hook[Callable[[DoomtownState, int, str, list[int]], bool]] = Hook("carries")

# ---- cards coming and going (zones.py) ----
# A card has entered play: fn(state, card).
ENTERS_PLAY: Hook[Callable[[DoomtownState, int], None]] = Hook("enters_play")
# A card (or one of its attachments) was discarded, aced or removed from play: fn(state, card).
LEAVES_PLAY: Hook[Callable[[DoomtownState, int], None]] = Hook("leaves_play")
# A dude's bounty was raised: fn(state, dude).
BOUNTY_RAISED: Hook[Callable[[DoomtownState, int], None]] = Hook("bounty_raised")
# Protections: fn(state, card, how) is True when the card effect resolving now may not do ``how``
# ("ace", "discard", "boot", "home") to the card.
PROTECTIONS: Hook[Callable[[DoomtownState, int, str], bool]] = Hook("protections")
# Lasting effects a card ignores, read whenever its stats are read: fn(state, card, effect) -> ignored.
IGNORES: Hook[Callable[[DoomtownState, int, dict[str, Any]], bool]] = Hook("ignores")
# A lasting effect an ability is about to put on a card that may not be affected by it now:
# fn(state, effect, timing of the ability making it) -> True keeps it off (it is never added).
KEPT_OFF: Hook[Callable[[DoomtownState, dict[str, Any], str | None], bool]] = Hook("kept_off")

# ---- the game, fights and jobs (setup.py, fight.py, jobs.py, sundown.py) ----
# The game has started (the reacts "at the start of the game"): fn(state).
GAME_STARTS: Hook[Callable[[DoomtownState], None]] = Hook("game_starts")
# A shootout starts: fn(state).
SHOOTOUT_STARTS: Hook[Callable[[DoomtownState], None]] = Hook("shootout_starts")
# A shootout ends, its winner (if any) known, before its Gunslingers leave: fn(state, fight). A choice
# it pushes is made once the shootout frame is gone (before a job's end).
SHOOTOUT_ENDS: Hook[Callable[[DoomtownState, Frame], None]] = Hook("shootout_ends")
# The game's own rules are about to send a dude home booted (``why``: "refused" a call-out, "fled" a
# shootout, "job": its posse after a successful job): the first fn(state, dude, why) takes the move
# over, so that cards may replace it (Cloak, Any Port in a Storm); without one it happens at once.
HOME_BY_RULES: Hook[Callable[[DoomtownState, int, str], None]] = Hook("home_by_rules")
# A dude went home booted: fn(state, dude, the location it left).
SENT_HOME: Hook[Callable[[DoomtownState, int, int], None]] = Hook("sent_home")
# A job's end is its card's effect: the first fn(seat) gives the context that player's ability acts in.
JOB_CARD_ACTS: Hook[Callable[[int], AbstractContextManager[None]]] = Hook("job_card_acts")
# Sundown starts, before victory is checked: the traits active "during Sundown" act, dealer first: fn(state).
SUNDOWN_STARTS: Hook[Callable[[DoomtownState], None]] = Hook("sundown_starts")
# A seat's influence as counted at Sundown: fn(state, seat, amount) -> amount.
SUNDOWN_INFLUENCE: Hook[Callable[[DoomtownState, int, int], int]] = Hook("sundown_influence")
# A seat's control points as counted at Sundown: fn(state, seat, amount) -> amount.
SUNDOWN_CONTROL: Hook[Callable[[DoomtownState, int, int], int]] = Hook("sundown_control")
# A seat's production, after its outfit and deeds: fn(state, seat, amount) -> amount.
PRODUCTION: Hook[Callable[[DoomtownState, int, int], int]] = Hook("production")
# A seat's maximum hand size, after its cards in play: fn(state, seat, size) -> size.
HAND_SIZE: Hook[Callable[[DoomtownState, int, int], int]] = Hook("hand_size")
# A shootout round reaches its shooters (before any is chosen): fn(state, fight).
SHOOTERS_DUE: Hook[Callable[[DoomtownState, Frame], None]] = Hook("shooters_due")
# A side's shootout bonuses, after its posse's: fn(state, fight, side, (stud, draw)) -> (stud, draw).
POSSE_BONUSES: Hook[Callable[[DoomtownState, Frame, int, tuple[int, int]], tuple[int, int]]] = Hook("posse_bonuses")

# ---- windows (abilities/reacts.py, abilities/windows.py, abilities/lowball_cheatin.py) ----
# The last react window closed: fn(state) lets the window below go on.
REACTS_DONE: Hook[Callable[[DoomtownState], None]] = Hook("reacts_done")
# Seats that always have a play in a shootout window (the Automaton's pull): fn(state, seat) -> bool.
OWN_PLAYS: Hook[Callable[[DoomtownState, int], bool]] = Hook("own_plays")
# Choices settled at the start of a shootout play (a Kung Fu Combo).
PLAY_STARTS: Hook[PlayStart] = Hook("play_starts")
# A seat passed as its shootout play: fn(state, seat).
SHOOTOUT_PASSED: Hook[Callable[[DoomtownState, int], None]] = Hook("shootout_passed")
# Gamblin's cheatin' window opened: fn(state, window) may make a play first.
LOWBALL_WINDOW_OPENS: Hook[Callable[[DoomtownState, Frame], None]] = Hook("lowball_window_opens")
# A seat's plays in Gamblin's cheatin' window, for a seat the fn plays for (else None):
# fn(state, window, seat) -> actions | None.
LOWBALL_SEAT_PLAYS: Hook[Callable[[DoomtownState, Frame, int], list[Action] | None]] = Hook("lowball_seat_plays")
# Applying those plays, by action type: fn(state, window, seat, action); each ends its turn.
LOWBALL_PLAYS: Table[Callable[[DoomtownState, Frame, int, Action], None]] = Table("lowball_plays")

# ---- events that open react windows (wired to abilities/reacts.py: a window opens when a react fits) ----
# An ability's effect made a dude who was a draw a stud: fn(state, dude, how long it lasts).
BECAME_STUD: Hook[Callable[[DoomtownState, int, str], None]] = Hook("became_stud")
# A player revealed a cheatin' hand, in a shootout or at lowball: fn(state, seat).
CHEATIN_REVEALED: Hook[Callable[[DoomtownState, int], None]] = Hook("cheatin_revealed")
# Sundown checked for victory and the game goes on: fn(state).
VICTORY_CHECKED: Hook[Callable[[DoomtownState], None]] = Hook("victory_checked")
# A skill check's pull was made, its result not yet read (abilities/skill_checks.py): the check
# waits in ``frame``, on top of the stack, for the windows a fn opens above it: fn(state, frame).
SKILL_PULLED: Hook[Callable[[DoomtownState, Frame], None]] = Hook("skill_pulled")
# A pull for a skill or Kung Fu test succeeded: fn(state, seat, dude who was tested, skill, by how much).
PULL_SUCCEEDED: Hook[Callable[[DoomtownState, int, int, str, int], None]] = Hook("pull_succeeded")
# A dude was aced from play (a token one too): fn(state, dude).
DUDE_ACED: Hook[Callable[[DoomtownState, int], None]] = Hook("dude_aced")
# A dude was discarded from play (not aced; a token is removed, not discarded): fn(state, dude).
DUDE_DISCARDED: Hook[Callable[[DoomtownState, int], None]] = Hook("dude_discarded")
# Every player collected production: fn(state).
PRODUCTION_COLLECTED: Hook[Callable[[DoomtownState], None]] = Hook("production_collected")
# A player won lowball (and became the dealer): fn(state, seat).
LOWBALL_WON: Hook[Callable[[DoomtownState, int], None]] = Hook("lowball_won")
# A job succeeded, before its posse goes home: fn(state, job frame).
JOB_SUCCEEDED: Hook[Callable[[DoomtownState, Frame], None]] = Hook("job_succeeded")
# A side won a shootout round (the tally is done): fn(state, fight, side).
ROUND_WON: Hook[Callable[[DoomtownState, Frame, int], None]] = Hook("round_won")
# The round is tallied and its casualties are set, about to be taken (after ROUND_WON's reacts):
# fn(state, fight).
CASUALTIES_DUE: Hook[Callable[[DoomtownState, Frame], None]] = Hook("casualties_due")
# A side has taken all its casualties this round: fn(state, fight, side).
CASUALTIES_TAKEN: Hook[Callable[[DoomtownState, Frame, int], None]] = Hook("casualties_taken")

HOOKS: tuple[Hook[Any], ...] = tuple(value for value in list(globals().values()) if isinstance(value, Hook))
TABLES: tuple[Table[Any], ...] = tuple(value for value in list(globals().values()) if isinstance(value, Table))


@dataclass(frozen=True)
class Variant:
    """What a variant changes in the flow (``flow.py`` layers the variants over the core, in order).

    ``steps``, ``decisions`` and ``shootout_steps`` add frame kinds (or shootout steps) the core
    does not have; the ``wrap_*`` mappings replace a core entry with what the wrapper makes of it;
    ``plugs`` adds functions to hooks after the card abilities' own."""

    name: str
    steps: Mapping[str, Step] = field(default_factory=dict)
    decisions: Mapping[str, Decision] = field(default_factory=dict)
    shootout_steps: Mapping[str, Step] = field(default_factory=dict)
    wrap_day_steps: Mapping[str, Callable[[Step], Step]] = field(default_factory=dict)
    wrap_decisions: Mapping[str, Callable[[Decision], Decision]] = field(default_factory=dict)
    wrap_shootout_steps: Mapping[str, Callable[[Step], Step]] = field(default_factory=dict)
    plugs: Mapping[Hook[Any], tuple[Any, ...]] = field(default_factory=dict)
    tables: Mapping[Table[Any], Mapping[str, Any]] = field(default_factory=dict)
