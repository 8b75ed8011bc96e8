"""React windows, in the rulebook's order (React Priorities).

After an event (``after``), and before an event about to happen (``before``: a dude would be aced,
or moved or booted by another player's ability), a window opens when some player has a react that
fits it. In it, from the Dealer clockwise, each player with a usable react uses one or passes; each
react resolves before the next player's turn, and the window closes once all players passed in a
row (a player with nothing to use passes by themselves, so a player who used a react may use
another on their next turn). What a react does may open windows of its own: they close first, then
this one goes on.

Before an event: traits with "instead" have already turned it into the event it becomes
(``abilities/would.py``); then reacts with "instead" (``instead=True``: Lay On Hands), then other
reacts (Yagn's Mechanical Skeleton), each rank a window of its own. A react used there stops the
event (an "instead" react's effect is the replacement event, which opens its own windows), unless
it only profits from it (``stops=False``: Brother Petrovic); if nobody stops it, it happens
(``HAPPENS``) as the last window closes. No implemented trait acts
"when" an event would happen, so that rank has no code. Traits acting after an event are hooks that
run as it happens, so before any react.

Frames: a ``react_window`` step holds the event, the rank and whose turn it is; it pushes a
``react`` decision for that player, and runs again once the decision and what it opened are over. A
window nobody can use is never opened (an event about to happen then happens at once).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from games.engines.base import Action
from games.engines.doomtown import hooks
from games.engines.doomtown.abilities.core import HOOKS, Use, per_table, test_skill
from games.engines.doomtown.abilities.costs import play_cost
from games.engines.doomtown.abilities.effects import acting, silenced
from games.engines.doomtown.abilities.extra_uses import mark_used, spent
from games.engines.doomtown.abilities.headlines import headline_blocked, headline_played
from games.engines.doomtown.abilities.rotation import next_able, turn_over, turns
from games.engines.doomtown.cards import card_code
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.turns import order_from

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

ReactEffect = Callable[[Use, dict[str, Any]], None]
GAME_START = "game_start"  # after the opening hands are drawn: the Grifters' reacts
# Events of the hooks that open windows (``hooks.py``), with what a react is given:
CHEATIN_REVEALED = "cheatin_revealed"  # seat: who revealed it (a shootout's draw hand or lowball)
VICTORY_CHECKED = "victory_checked"  # Sundown found no winner
PULL_SUCCEEDED = "pull_succeeded"  # seat, dude, skill, margin: a skill or Kung Fu test passed
# seat, dude, skill (None: a Gadget's suit pull), gadget (or None), where: a pull waits for its result (skill_checks.py)
SKILL_PULLED = "skill_pulled"
DUDE_ACED = "dude_aced"  # dude (now in Boot Hill, or removed: a token)
DUDE_DISCARDED = "dude_discarded"  # dude (now in its owner's discard pile)
PRODUCTION_COLLECTED = "production_collected"
LOWBALL_WON = "lowball_won"  # seat: the new dealer
ROUND_WON = "round_won"  # side: the seat that won this shootout round
CASUALTIES_DUE = "casualties_due"  # the round's casualties are set, none taken yet
CASUALTIES_TAKEN = "casualties_taken"  # side: the seat whose posse took its casualties this round
CALLOUT_ACCEPTED = "callout_accepted"  # leader_dude, mark: the shootout is set, its posses not formed (``noon.py``)
SHOOTER_DECLARED = "shooter_declared"  # seat, dude: that side's shooter this round (``shootout.py`` opens it)
BECAME_STUD = "became_stud"  # dude, until: an ability's effect made that draw dude a stud (for that long)
JOB_SUCCEEDED = "job_succeeded"  # seat (the leader's), mark, posse, source (the job's card or None)
LOWBALL_DISCARD = "lowball_discard"  # used: each seat's cards of its hand; the final lowball draw hands are about to go
# About to happen: seat, card, ability, target, skill_passes: an action card's Shootout ability was
# declared and paid for (``windows.use_ability``); a react that stops it cancels it (Agent Moquin).
ACTION_DECLARED = "action_declared"
AFTER, INSTEAD, WHEN = "after", "instead", "when"  # a window's rank
FORGOTTEN_REACT = "react"  # a ``forgotten`` effect on a card's react (its other abilities: their index)


@dataclass(frozen=True)
class React:
    code: str
    event: str | tuple[str, ...]  # a react to several events (discarded or aced) names them all
    text: str
    applies: Callable[[Use, dict[str, Any]], bool]
    effect: Callable[[Use, dict[str, Any]], None]
    boot: bool = True
    controller: bool = False
    owner: bool = False  # "Owner React": its owner uses it, whoever controls the deed
    repeat: bool = False  # a Repeat React: not once a turn (its own limit is in ``applies``)
    instead: bool = False  # its text says "instead": before other reacts to an event about to happen
    boots_dude: bool = False  # "boot this dude" is a cost too (Lay On Hands boots its Blessed)
    skill: int | Callable[[Use, dict[str, Any]], int] | None = None  # a spell's test (set by the event or not)
    from_hand: bool = False  # an action card's React: played from the hand for its cost, then discarded
    cost: Callable[[Use, dict[str, Any]], int] | None = None  # a cost set by the event (else the printed one)
    stops: bool = True  # used before an event, it stops it (not one that only profits from it: Brother Petrovic)

    def price(self, use: Use, data: dict[str, Any]) -> int:
        if not self.from_hand:
            return 0
        return self.cost(use, data) if self.cost is not None else play_cost(use.state, use.seat, use.card, None)


REACTS: dict[str, React] = {}
# What makes an event about to happen happen, by event name (abilities/would.py).
HAPPENS: dict[str, Callable[[DoomtownState, dict[str, Any]], None]] = {}


def _done(state: DoomtownState) -> None:
    for fn in hooks.REACTS_DONE.fns:
        fn(state)


def react_action(card: str, event: str | tuple[str, ...], **options: Any) -> Callable[[ReactEffect], ReactEffect]:
    """An action card's React: played from the hand (paying its cost), then discarded."""
    return react(card, event, boot=False, from_hand=True, **options)


def react(card: str, event: str | tuple[str, ...], **options: Any) -> Callable[[ReactEffect], ReactEffect]:
    """Register the decorated effect as the react of the card printed as ``card``."""
    code = card_code(card)

    def register(effect: ReactEffect) -> ReactEffect:
        text = effect.__doc__ or (event if isinstance(event, str) else " or ".join(event))
        REACTS[code] = React(code=code, event=event, text=text, effect=effect, **options)
        return effect

    return register


@cache
def _react_codes(event: str) -> frozenset[str]:
    """Read after every card module registered its reacts (at the first window of a game)."""
    return frozenset(code for code, spec in REACTS.items() if event in _events(spec))


def _events(spec: React) -> tuple[str, ...]:
    return spec.event if isinstance(spec.event, tuple) else (spec.event,)


_by_event: dict[str, dict[int, tuple[Any, tuple[int, ...]]]] = {}  # event -> id(table) -> (table, card ids)


def _cards_for(state: DoomtownState, event: str) -> tuple[int, ...]:
    """This game's cards with a react to ``event``: most events have none in a game, and asking
    is then free (a window is checked at every pull, round and ace)."""
    codes = _react_codes(event)
    found: tuple[int, ...] = per_table(_by_event.setdefault(event, {}), state.table, lambda table: tuple(
        card for card in range(len(table)) if table[card].card.code in codes
    ))  # fmt: skip
    return found


def _candidates(state: DoomtownState, seat: int, event: str) -> list[int]:
    """Cards in play with a react to ``event`` (in play order), then ``seat``'s React action cards
    in hand."""
    cards = _cards_for(state, event)
    if not cards:
        return []
    found = [card for owner in range(state.players) for card in state.play[owner] if card in cards]
    in_hand = [card for card in state.hand[seat] if card in cards]
    return found + [card for card in in_hand if REACTS[state.table[card].card.code].from_hand]


def _funds(state: DoomtownState, seat: int, card: int) -> int:
    return paying.funds(state, seat, card)  # ghost rock on cards may pay for an action card in a shootout


def _usable(state: DoomtownState, seat: int, event: str, data: dict[str, Any], rank: str) -> list[int]:
    found = []
    for card in _candidates(state, seat, event):
        spec = REACTS[state.table[card].card.code]
        if (rank == INSTEAD) != spec.instead:
            continue
        use = Use(state, seat, card)
        if spec.from_hand:
            if (
                card in state.hand[seat]
                and not headline_blocked(state, card)
                and spec.price(use, data) <= _funds(state, seat, card)
                and spec.applies(use, data)
            ):
                found.append(card)
            continue
        if (spec.boot and state.booted[card]) or silenced(state, card) or _forgotten(state, card):
            continue
        if spec.boots_dude and state.booted[use.dude]:
            continue
        mine = state.table[card].owner == seat if spec.owner else use.controls_card()
        fresh = spec.repeat or not spent(state, card, f"{card}/react")
        if mine and fresh and spec.applies(use, data):
            found.append(card)
    return found


def _forgotten(state: DoomtownState, card: int) -> bool:
    """The card's react may not be used (a ``forgotten`` effect set to ``FORGOTTEN_REACT``: Mantis Pinch)."""
    return any(e["stat"] == "forgotten" and e["card"] == card and e["set"] == FORGOTTEN_REACT for e in state.effects)


def _open(state: DoomtownState, event: str, data: dict[str, Any], rank: str) -> bool:
    """Push a window for the event when some player has a usable react of this rank."""
    seats = order_from(state, state.dealer)
    if not any(_usable(state, seat, event, data, rank) for seat in seats):
        return False
    window: Frame = {"kind": "react_window", "event": event, "data": data, "rank": rank, **turns(seats)}
    state.stack.append(window)
    return True


def after(state: DoomtownState, event: str, **data: Any) -> None:
    """The event has happened: a react window, if anyone can use a react to it."""
    _open(state, event, data, AFTER)


def before(state: DoomtownState, event: str, data: dict[str, Any]) -> None:
    """The event is about to happen: windows for reacts with "instead", then for the others; it
    happens unless a react stops it. It may wait for the windows: call this last in a step."""
    if not (_open(state, event, data, INSTEAD) or _open(state, event, data, WHEN)):
        HAPPENS[event](state, data)


def window_step(state: DoomtownState, window: Frame) -> None:
    """The next player with a usable react decides; once all passed in a row the window closes,
    and an event about to happen goes on to the next rank's window, or happens."""
    seat = next_able(window, lambda seat: bool(_usable(state, seat, window["event"], window["data"], window["rank"])))
    if seat is not None:
        state.stack.append(
            {"kind": "react", "seat": seat, "event": window["event"], "data": window["data"], "rank": window["rank"]}
        )
        return
    state.stack.pop()
    event, data = window["event"], window["data"]
    if window["rank"] == INSTEAD and _open(state, event, data, WHEN):
        return
    if window["rank"] != AFTER:
        HAPPENS[event](state, data)
    _done(state)


def react_legal(state: DoomtownState, frame: Frame) -> list[Action]:
    actions: list[Action] = [{"type": "react_pass", "label": "No react"}]
    for card in _usable(state, frame["seat"], frame["event"], frame["data"], frame["rank"]):
        spec = REACTS[state.table[card].card.code]
        actions.append({"type": "react", "card": card, "label": f"{state.table[card].name}: {spec.text}"})
    return actions


def react_act(state: DoomtownState, frame: Frame, action: Action) -> None:
    state.stack.pop()
    window = state.stack[-1]  # the decision sits on its window: the window goes on from the next player
    turn_over(window, passed=action["type"] == "react_pass")
    if action["type"] == "react_pass":
        return
    seat, card = frame["seat"], action["card"]
    spec = REACTS[state.table[card].card.code]
    use = Use(state, seat, card)
    _pay(state, use, spec, frame["data"])
    difficulty = spec.skill(use, frame["data"]) if callable(spec.skill) else spec.skill
    if difficulty is not None and test_skill(state, seat, use.dude, card, difficulty) < 0:
        return
    stops = frame["rank"] != AFTER and spec.stops  # it stops an event about to happen: no more windows for it
    if stops:
        state.stack.pop()
    with acting(seat, card, "react"):  # its effects are that card's (a spell's: Sword of the Spirit wards against them)
        spec.effect(use, frame["data"])
    if stops:
        _done(state)


def _pay(state: DoomtownState, use: Use, spec: React, data: dict[str, Any]) -> None:
    card = use.card
    if spec.from_hand:  # an action card: discarded as it is played
        price = spec.price(use, data)
        state.hand[use.seat].remove(card)
        state.discard[use.seat].append(card)
        paying.pay_for(state, use.seat, card, price)
        headline_played(state, card)
        state.note({"type": "react", "seat": use.seat, "card": card})
        return
    if not spec.repeat:
        mark_used(state, card, f"{card}/react")
    if spec.boot:
        state.booted[card] = 1
    if spec.boots_dude:
        state.booted[use.dude] = 1
    state.note({"type": "react", "seat": use.seat, "card": card})


def bounty_raised(state: DoomtownState, dude: int) -> None:
    trait = HOOKS.get("given_bounty", {}).get(state.table[dude].card.code)  # traits before reacts
    if trait is not None:
        trait(state, dude)
    after(state, "bounty", dude=dude)


def game_started(state: DoomtownState) -> None:
    after(state, GAME_START)


def sent_home(state: DoomtownState, dude: int, origin: int) -> None:
    after(state, "home_booted", dude=dude, origin=origin)


def cheatin_revealed(state: DoomtownState, seat: int) -> None:
    after(state, CHEATIN_REVEALED, seat=seat)


def became_stud(state: DoomtownState, dude: int, until: str) -> None:
    after(state, BECAME_STUD, dude=dude, until=until)


def victory_checked(state: DoomtownState) -> None:
    after(state, VICTORY_CHECKED)


def pull_succeeded(state: DoomtownState, seat: int, dude: int, skill: str, margin: int) -> None:
    after(state, PULL_SUCCEEDED, seat=seat, dude=dude, skill=skill, margin=margin)


def skill_pulled(state: DoomtownState, check: Frame) -> None:
    after(state, SKILL_PULLED, seat=check["seat"], dude=check["dude"], skill=check["skill"], gadget=check["gadget"],
          where=check["where"])  # fmt: skip


def dude_aced(state: DoomtownState, dude: int) -> None:
    for trait in HOOKS.get("dude_aced", {}).values():  # traits of cards that watch a dude (traits before reacts)
        trait(state, dude)
    after(state, DUDE_ACED, dude=dude)


def dude_discarded(state: DoomtownState, dude: int) -> None:
    after(state, DUDE_DISCARDED, dude=dude)


def production_collected(state: DoomtownState) -> None:
    after(state, PRODUCTION_COLLECTED)


def lowball_won(state: DoomtownState, seat: int) -> None:
    after(state, LOWBALL_WON, seat=seat)


def job_succeeded(state: DoomtownState, job: Frame) -> None:
    posse = list(job.get("leader_posse", []))
    after(state, JOB_SUCCEEDED, seat=job["leader_seat"], mark=job["mark"], posse=posse, source=job.get("source"))


def round_won(state: DoomtownState, _fight: Frame, side: int) -> None:
    after(state, ROUND_WON, side=side)


def casualties_due(state: DoomtownState, _fight: Frame) -> None:
    after(state, CASUALTIES_DUE)


def casualties_taken(state: DoomtownState, _fight: Frame, side: int) -> None:
    after(state, CASUALTIES_TAKEN, side=side)


DECISIONS = {"react": (react_legal, react_act)}
STEPS = {"react_window": window_step}

from games.engines.doomtown.abilities import paying  # noqa: E402 (paying imports this module)
