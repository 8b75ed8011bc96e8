"""The shootout frame and its sides: who fights for whom.

A shootout has two sides, the leader's and the mark's, named by their controlling seats. Every
seat keeps its own dudes in ``posse[seat]``; ``side[seat]`` says which side a seat fights on
(None: not in the fight). With two players each side is one seat; in the multiplayer variant
invited players send third-party dudes to a side.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown import hooks
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.town import home
from games.engines.doomtown.turns import order_from
from games.engines.doomtown.zones import protected

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

LOWBALL_CHEATIN = "lowball_cheatin"  # the Gamblin' window of Cheatin' Resolutions


def new_shootout(
    state: DoomtownState, *, location: int, leader: int, mark: int, leader_dude: int, mark_dude: int | None, job: bool
) -> Frame:
    for hook in hooks.SHOOTOUT_STARTS.fns:
        hook(state)
    side: list[int | None] = [None] * state.players
    side[leader], side[mark] = leader, mark
    return {
        "kind": "shootout",
        "step": "posse_leader",
        "location": location,
        "leader_seat": leader,
        "mark_seat": mark,
        "leader_dude": leader_dude,
        "mark_dude": mark_dude,
        "posse": [[] for _ in range(state.players)],
        "side": side,
        "shooter": [None] * state.players,
        "round": 1,
        "job": job,
        "casualties": [0] * state.players,
        "winner": None,
        "loser": None,
        "hands": None,
    }


def cheatin_round(state: DoomtownState) -> Frame | None:
    """Where cheatin' hands are punished now: the innermost shootout, or the Gamblin' cheatin'
    window (``abilities/lowball_cheatin.py``). Both keep ``hands`` and ``cheatin`` by side and the
    ``punished`` cheaters; at Gamblin' each seat is its own side."""
    frame: Frame  # mypy reads reversed() of the stack as Any inside the state's import cycle
    for frame in reversed(state.stack):
        if frame["kind"] in ("shootout", LOWBALL_CHEATIN):
            return frame
    return None


def hand_side(frame: Frame, seat: int) -> int | None:
    """The side whose draw hand is ``seat``'s in this round (None: not in the fight)."""
    return seat if frame["kind"] == LOWBALL_CHEATIN else frame["side"][seat]


def current(state: DoomtownState) -> Frame:
    """The innermost shootout on the stack."""
    frame: Frame  # as in cheatin_round
    for frame in reversed(state.stack):
        if frame["kind"] == "shootout":
            return frame
    raise LookupError("no shootout in progress")


def sides_in_order(state: DoomtownState, frame: Frame) -> list[int]:
    """The two sides, the Dealer's first when the Dealer leads one, else the leader's."""
    sides = (frame["leader_seat"], frame["mark_seat"])
    first = state.dealer if state.dealer in sides else frame["leader_seat"]
    return [seat for seat in order_from(state, first) if seat in sides]


def opponent(frame: Frame, side: int) -> int:
    return frame["mark_seat"] if side == frame["leader_seat"] else frame["leader_seat"]


def side_seats(state: DoomtownState, frame: Frame, side: int) -> list[int]:
    """The side's controller, then its allies clockwise."""
    return [seat for seat in order_from(state, side) if frame["side"][seat] == side]


def allies(state: DoomtownState, frame: Frame, side: int) -> list[int]:
    return side_seats(state, frame, side)[1:]


def side_posse(state: DoomtownState, frame: Frame, side: int) -> list[int]:
    return [dude for seat in side_seats(state, frame, side) for dude in frame["posse"][seat]]


def both_sides_standing(state: DoomtownState, frame: Frame) -> bool:
    return all(side_posse(state, frame, side) for side in (frame["leader_seat"], frame["mark_seat"]))


def send_home_booted(state: DoomtownState, dude: int) -> None:
    """The dude goes home booted; reacts to it may open a window above the current frame. A dude
    protected from the card effect resolving now stays (Strength of the Ancestors)."""
    if protected(state, dude, "home"):
        state.note({"type": "protected", "card": dude, "from": "home"})
        return
    origin = state.at[dude]
    state.booted[dude] = 1
    state.at[dude] = home(state, state.table[dude].owner)
    state.note({"type": "sent_home", "card": dude})
    for react in hooks.SENT_HOME.fns:
        react(state, dude, origin)


REFUSED, FLED, JOB_POSSE = "refused", "fled", "job"  # why the game's rules send a dude home booted


def home_by_rules(state: DoomtownState, dude: int, why: str) -> None:
    """The game's own rules send the dude home booted (a refused call-out, a flight, a job's posse);
    cards may replace it (``hooks.HOME_BY_RULES``): call this last in a step, the move may wait."""
    replacing = hooks.HOME_BY_RULES.fns
    if replacing:
        replacing[0](state, dude, why)
    else:
        send_home_booted(state, dude)


def posses_held(state: DoomtownState) -> bool:
    """Scoop Hound: shootout plays can neither bring dudes into posses nor send them home booted."""
    return bool(current(state).get("posses_held"))


def no_joiners(state: DoomtownState) -> bool:
    """No dude may join the shootout under way: Scoop Hound holds the posses, or the shootout is
    closed to all but its leader and mark (``closed``: Howling Howell Melton's or Frontier Feud's call-out)."""
    return posses_held(state) or bool(current(state).get("closed"))


def send_home_from_fight(state: DoomtownState, dude: int, *, boot: bool = True, play: bool = True) -> None:
    """A shootout play (a resolution: not ``play``) sends a dude home booted (or not, with
    ``boot=False``): they also leave their posse (while Scoop Hound holds the posses, a shootout
    play sends nobody: they stay, unbooted)."""
    if (play and posses_held(state)) or (boot and protected(state, dude, "home")):
        return
    kept = next((how for how in ("leave_fight", "move") if protected(state, dude, how)), None)
    if kept is not None:  # SuAnne Bettelyuon stays in the fight; no card moves QUATERMAN PRIME
        state.note({"type": "protected", "card": dude, "from": kept})
        return
    leave_posses(state, dude)
    if boot:
        send_home_booted(state, dude)
    else:
        state.at[dude] = home(state, state.table[dude].owner)
        state.note({"type": "sent_home", "card": dude})


def leave_posses(state: DoomtownState, dude: int) -> None:
    """The dude leaves every shootout posse it is in."""
    for frame in state.stack:
        if frame["kind"] == "shootout" and any(dude in posse for posse in frame["posse"]):
            for posse in frame["posse"]:
                if dude in posse:
                    posse.remove(dude)
