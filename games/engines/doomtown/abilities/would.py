"""Events about to happen that cards may replace ("instead") or stop: a dude aced, or discarded as
a casualty (``lose_dude``); a dude moved or booted by a player's ability (``move_or_boot``,
``send_home``: Yagn's Mechanical Skeleton stops it when the ability is another player's).

The rulebook's order (React Priorities): traits with "instead" first, here the Harrowed keyword
(a Harrowed dude aced other than as a casualty is discarded instead: from then on the event is
that discard, and no card replaces a discard that is no casualty); then the react windows of
``reacts.before`` (Lay On Hands sends the dude home booted instead). The event may wait for those
windows, so these functions are the last thing their caller does with that dude (RULINGS 54).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities.effects import resolving
from games.engines.doomtown.abilities.losses import casualty_lost
from games.engines.doomtown.abilities.reacts import HAPPENS, before
from games.engines.doomtown.abilities.rooted import rooted
from games.engines.doomtown.fight import leave_posses, posses_held, send_home_booted, send_home_from_fight
from games.engines.doomtown.town import home, is_harrowed
from games.engines.doomtown.zones import collect_bounty, leave_play, protected

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

LOSE_DUDE = "lose_dude"
MOVE_OR_BOOT = "move_or_boot"
HOME_BY_RULES = "home_by_rules"  # dude, why ("refused", "fled", "job"): the game's rules send it home booted


def lose_dude(
    state: DoomtownState,
    dude: int,
    *,
    ace: bool,
    casualty: bool = False,
    collector: int | None = None,
    winners: list[int] | None = None,
) -> None:
    """The dude is about to be aced or discarded: as a casualty, its bounty split among the
    ``winners``; otherwise its bounty goes to ``collector`` (None: the bank). A card effect's
    ace or discard does nothing to a dude protected from it (Shield of Faith)."""
    if not casualty and protected(state, dude, "ace" if ace else "discard"):
        state.note({"type": "protected", "card": dude, "from": "ace" if ace else "discard"})
        return
    if ace and not casualty and is_harrowed(state, dude):
        ace = False
        state.note({"type": "harrowed_discarded_instead", "card": dude})
    act = resolving()  # the timing of the ability acing it, if one does (Byron Decker reads it)
    event = {"dude": dude, "ace": ace, "casualty": casualty, "collector": collector, "winners": winners or [],
             "timing": None if act is None else act["timing"]}  # fmt: skip
    before(state, LOSE_DUDE, event)


def remove_from_fight(state: DoomtownState, dude: int, *, ace: bool, collector: int | None = None) -> None:
    """A card effect aces or discards a dude: out of any posse first (a protected dude stays)."""
    if not protected(state, dude, "ace" if ace else "discard"):
        leave_posses(state, dude)
    lose_dude(state, dude, ace=ace, collector=collector)


def _dude_lost(state: DoomtownState, event: dict[str, Any]) -> None:
    dude = event["dude"]
    if event["casualty"]:
        casualty_lost(state, dude, ace=event["ace"])  # Debt of Blood reads the dudes lost this turn
    collect_bounty(state, dude, event["winners"])
    leave_play(state, dude, ace=event["ace"], collector=event["collector"])


def move_or_boot(state: DoomtownState, seat: int, dude: int, *, to: int | None = None, boot: bool = False) -> None:
    """``seat``'s ability is about to move the dude to ``to`` (None: not moved) and, with ``boot``, boot them.
    A dude protected from being booted by it is only moved (Strength of the Ancestors); a dude that
    cannot move (``rooted``) or leave its shootout (Nightmare Realm) is only booted."""
    if to is not None and to != state.at[dude] and rooted(state, dude):
        to = None
        if not boot:
            return
    if to is not None and protected(state, dude, "move"):  # QUATERMAN PRIME: not moved (maybe booted)
        state.note({"type": "protected", "card": dude, "from": "move"})
        to = None
        if not boot:
            return
    if to is not None and _fighting(state, dude) and protected(state, dude, "leave_fight"):
        state.note({"type": "protected", "card": dude, "from": "leave_fight"})
        to = None
        if not boot:
            return
    if boot and protected(state, dude, "boot"):
        state.note({"type": "protected", "card": dude, "from": "boot"})
        if to is None:
            return
        boot = False
    before(state, MOVE_OR_BOOT, {"dude": dude, "by": seat, "how": "move", "to": to, "boot": boot})


def send_home(state: DoomtownState, seat: int, dude: int, *, boot: bool = True, play: bool = True) -> None:
    """``seat``'s ability is about to send the dude home (booted, unless ``boot`` is False: only
    in a shootout), out of its posse; while Scoop Hound holds the posses a shootout play (not a
    resolution: ``play`` False) sends nobody, nor does an ability sending home booted a dude protected
    from it."""
    fighting = any(frame["kind"] == "shootout" for frame in state.stack)
    if fighting and play and posses_held(state):
        return
    if fighting and protected(state, dude, "leave_fight"):  # SuAnne Bettelyuon: the dude stays
        state.note({"type": "protected", "card": dude, "from": "leave_fight"})
        return
    if rooted(state, dude) and state.at[dude] != home(state, state.table[dude].owner):  # Jade King Stance
        return
    if protected(state, dude, "move"):  # QUATERMAN PRIME: no card moves him, home or elsewhere
        state.note({"type": "protected", "card": dude, "from": "move"})
        return
    if boot and protected(state, dude, "home"):  # Strength of the Ancestors: the dude stays
        state.note({"type": "protected", "card": dude, "from": "home"})
        return
    how = "from_fight" if fighting else "home"
    before(
        state,
        MOVE_OR_BOOT,
        {"dude": dude, "by": seat, "how": how, "to": home(state, state.table[dude].owner), "boot": boot},
    )


def home_by_rules(state: DoomtownState, dude: int, why: str) -> None:
    """The game's own rules are about to send the dude home booted (``hooks.HOME_BY_RULES``):
    "instead" reacts may replace it (Cloak, Any Port in a Storm: RULINGS 392)."""
    before(state, HOME_BY_RULES, {"dude": dude, "why": why})


def _fighting(state: DoomtownState, dude: int) -> bool:
    return any(frame["kind"] == "shootout" and any(dude in posse for posse in frame["posse"]) for frame in state.stack)


def changes(state: DoomtownState, event: dict[str, Any]) -> bool:
    """Whether the dude would really move or boot (a booted dude booted again does neither)."""
    dude, to = event["dude"], event["to"]
    return (to is not None and to != state.at[dude]) or (event["boot"] and not state.booted[dude])


def _moved_or_booted(state: DoomtownState, event: dict[str, Any]) -> None:
    dude = event["dude"]
    if event["how"] == "from_fight":
        send_home_from_fight(state, dude, boot=event["boot"], play=False)  # Scoop Hound was asked before
    elif event["how"] == "home":
        send_home_booted(state, dude)
    else:
        if event["to"] is not None:
            state.at[dude] = event["to"]
        if event["boot"]:
            state.booted[dude] = 1


HAPPENS[LOSE_DUDE] = _dude_lost
HAPPENS[MOVE_OR_BOOT] = _moved_or_booted
HAPPENS[HOME_BY_RULES] = lambda state, event: send_home_booted(state, event["dude"])
