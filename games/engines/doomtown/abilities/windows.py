"""Using abilities: which are usable now (legal actions), paying their costs, and play windows.

Noon abilities join the High Noon plays (``noon.py`` asks ``usable``). Shootout plays and
resolutions are ``plays`` frames: from the Dealer (else the leader) the players in the fight
alternate using an ability or passing until all pass in a row. A player with nothing usable
passes by itself (they could only pass), and a window nobody can use never opens. A seat listed by
``hooks.OWN_PLAYS`` (the Automaton, whose every play is a pull: ``automaton_rules.py``) always has a
play; it reports how the play went with ``play_done``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar, cast

from games.engines.base import Action, seat_ref
from games.engines.doomtown import hooks
from games.engines.doomtown.abilities.core import (
    CHEATIN,
    HOOKS,
    REGISTRY,
    SHOOTOUT,
    WINDOW_TIMINGS,
    Ability,
    Target,
    Use,
    cards_with_hook,
    tested_skill,
)
from games.engines.doomtown.abilities.effects import acting, resolving, silenced, stamp
from games.engines.doomtown.abilities.extra_uses import mark_used, spent
from games.engines.doomtown.abilities.headlines import headline_blocked, headline_played
from games.engines.doomtown.abilities.paying import funds, pay_for
from games.engines.doomtown.abilities.protection import choosable, may_target
from games.engines.doomtown.abilities.reacts import ACTION_DECLARED, HAPPENS, after, before
from games.engines.doomtown.abilities.rotation import next_able, turn_over, turns
from games.engines.doomtown.abilities.skill_checks import after_check, pending_check, skill_check
from games.engines.doomtown.abilities.totems import is_totem, totem_casters
from games.engines.doomtown.control import controller
from games.engines.doomtown.fight import LOWBALL_CHEATIN, both_sides_standing, cheatin_round, current, hand_side
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.town import location_name
from games.engines.doomtown.turns import order_from
from games.engines.doomtown.zones import draw_card

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def _target_text(state: DoomtownState, target: Target) -> str:
    if target is None:
        return ""
    parts = target if isinstance(target, list) else [target]
    return " on " + ", ".join(_name(state, part) for part in parts)


def _name(state: DoomtownState, part: Any) -> str:
    if isinstance(part, list):
        return " and ".join(_name(state, item) for item in part) or "nothing"
    if isinstance(part, int) and -1 <= part < len(state.table):
        return (
            location_name(state, part)
            if part == -1 or state.table[part].type in ("deed", "outfit")
            else state.table[part].name
        )
    return str(part)


def _sources(state: DoomtownState, seat: int) -> list[tuple[int, list[Ability]]]:
    """Cards this seat may use abilities of: its cards in play (deeds by control), and action cards in hand."""
    found: list[tuple[int, list[Ability]]] = []
    table = state.table
    seen_codes: set[str] = set()
    for card in sorted(state.hand[seat]):
        code = table[card].card.code
        if code in REGISTRY and code not in seen_codes:
            seen_codes.add(code)  # copies in hand are the same play
            found.append((card, [spec for spec in REGISTRY[code] if spec.from_hand]))
    for owner in range(state.players):
        for card in state.play[owner]:
            code = table[card].card.code
            if code in REGISTRY:
                found.append((card, [spec for spec in REGISTRY[code] if not spec.from_hand]))
    return found


def _may_use(state: DoomtownState, use: Use, spec: Ability) -> bool:
    card, seat = use.card, use.seat
    facts = state.table[card]
    if spec.from_hand:
        affordable = facts.num("cost") + surcharge(state, spec) + spec.cost <= funds(state, seat, card)
        return card in state.hand[seat] and affordable and not headline_blocked(state, card)
    if not (spec.anyone or use.controls_card()) or (spec.controller and facts.type != "deed"):
        return False
    if spec.boot and state.booted[card]:
        return False
    if not spec.repeat and spent(state, card, use_key(seat, card, spec)):
        return False
    if any(e["stat"] == "forgotten" and e["card"] == card and e["set"] == spec.index for e in state.effects):
        return False  # Forget
    if silenced(state, card):
        return False  # Phantom Fingers, Unprepared
    return spec.cost <= funds(state, seat, card)


def use_key(seat: int, card: int, spec: Ability) -> str:
    """How a use is noted in ``state.used``: an ability every player has is each player's own."""
    key = f"{card}/{spec.index}"
    return f"{key}/{seat}" if spec.anyone else key


def surcharge(state: DoomtownState, spec: Ability) -> int:
    """What cards in play add to the cost of playing an action card's Cheatin' Resolution
    (``HOOKS["cheatin_surcharge"]``, fn(state, source) -> amount: Sam Bass)."""
    if spec.timing != CHEATIN or not spec.from_hand:
        return 0
    extra = HOOKS.get("cheatin_surcharge", {})
    return sum(
        extra[state.table[source].card.code](state, source)
        for source in cards_with_hook(state, "cheatin_surcharge")
        if source in state.play[state.table[source].owner]
    )


def _present(state: DoomtownState, use: Use, spec: Ability) -> bool:
    """A dude, goods or spell must be in the shootout to use its shootout or resolution ability."""
    if spec.from_hand or spec.brings or spec.timing not in ("shootout", "resolution", "cheatin"):
        return True
    if use.fight is None:  # a Cheatin' Resolution at Gamblin': any card its player controls in play
        return True
    facts = state.table[use.card]
    if facts.type not in ("dude", "goods", "spell"):
        return True
    return use.in_fight(use.dude)


def _users(state: DoomtownState, seat: int, card: int) -> list[Use]:
    """How ``seat`` may use the card: itself, or for a Totem through each of its Shamans there."""
    if is_totem(state, card) and card not in state.hand[seat]:
        return [Use(state, seat, card, caster=shaman) for shaman in totem_casters(state, seat, card)]
    return [Use(state, seat, card)]


def usable(state: DoomtownState, seat: int, window: str) -> list[Action]:
    """Every ability ``seat`` may use now in ``window`` (noon, shootout, resolution or gamblin), one
    action per target (at Gamblin', per target and cheater)."""
    timings = WINDOW_TIMINGS[window]
    actions: list[Action] = []
    for card, specs in _sources(state, seat):
        for use in _users(state, seat, card):
            for spec in specs:
                if spec.timing in timings and (window != "gamblin" or spec.at_gamblin):
                    actions.extend(_uses_of(state, use, spec))
    return actions


def _uses_of(state: DoomtownState, use: Use, spec: Ability) -> list[Action]:
    seat, card = use.seat, use.card
    if not _may_use(state, use, spec):
        return []
    if spec.timing == CHEATIN and not _cheaters(state, seat):
        return []
    if not _present(state, use, spec) or (spec.when is not None and not spec.when(use)):
        return []
    if spec.timing == CHEATIN and use.fight is None:  # Gamblin': one play per cheater it may punish
        return [
            {**action, "against": cheater, "label": f"{action['label']} (against {seat_ref(cheater)})"}
            for cheater in _cheaters(state, seat)
            for action in _actions(state, Use(state, seat, card, {"cheater": cheater}, use.caster), spec)
        ]
    return _actions(state, use, spec)


def _actions(state: DoomtownState, use: Use, spec: Ability) -> list[Action]:
    card = use.card
    by = "" if use.caster is None else f" (cast by {state.table[use.caster].name})"
    actions: list[Action] = []
    for target in spec.targets(use) if spec.targets is not None else [None]:
        if spec.names_cards and not may_target(state, use.seat, card, spec.timing, target, spec.does):
            continue  # a card protected from the effect is not offered (Bio-Charge Neutralizer, Shield of Faith)
        label = f"{state.table[card].name}: {spec.effect.__doc__ or spec.timing}{_target_text(state, target)}{by}"
        action = {"type": "ability", "card": card, "ability": spec.index, "target": target, "label": label.strip()}
        if use.caster is not None:
            action["caster"] = use.caster
        actions.append(action)
    return actions


def first_cheater(state: DoomtownState, seat: int) -> int | None:
    """The cheatin' player a cheatin' resolution of ``seat`` would be played against now."""
    return next(iter(_cheaters(state, seat)), None)


def _cheaters(state: DoomtownState, seat: int) -> list[int]:
    """Opposing players with a cheatin' hand this round nobody punished yet, or punished once and
    open to a second (Dancing Butterfly) (at Gamblin', every other player, closest clockwise first)."""
    found = cheatin_round(state)
    if found is None or hand_side(found, seat) is None:
        return []
    mine = hand_side(found, seat)
    others = (
        order_from(state, seat)[1:] if found["kind"] == LOWBALL_CHEATIN else [found["leader_seat"], found["mark_seat"]]
    )
    return [
        other
        for other in others
        if other != mine
        and (found.get("cheatin") or [False] * state.players)[other]
        and found.get("punished", []).count(other) < 1 + found.get("punishable_again", []).count(other)
    ]


def use_ability(state: DoomtownState, seat: int, action: Action, *, skill_passes: bool = False) -> None:
    """Pay the costs of the chosen ability, then resolve its effect (a failed skill test does nothing).

    ``skill_passes`` skips the skill test: a bot measuring on a copy what the effect would do."""
    card, target = action["card"], action["target"]
    spec = REGISTRY[state.table[card].card.code][action["ability"]]
    use = Use(state, seat, card, caster=action.get("caster"))
    blessed = None if spec.from_hand or not state.table[card].has("Miracle") else use.dude
    ready = blessed is not None and not state.booted[blessed]  # to see whether using it boots the dude
    if spec.from_hand:
        price = state.table[card].num("cost") + surcharge(state, spec)
        state.hand[seat].remove(card)
        if not spec.enters_play:
            state.discard[seat].append(card)
        pay_for(state, seat, card, price)
        headline_played(state, card)
    else:
        if not spec.repeat:
            mark_used(state, card, use_key(seat, card, spec))
        elif f"{card}/{spec.index}" not in state.used:
            state.used.append(f"{card}/{spec.index}")  # noted, never spent: the Automaton pays some once a day
        if spec.boot:
            state.booted[card] = 1
    pay_for(state, seat, card, spec.cost)
    if spec.timing == CHEATIN:
        found = cheatin_round(state)
        assert found is not None
        use.extra["cheater"] = action.get("against", first_cheater(state, seat))
        found.setdefault("punished", []).append(use.extra["cheater"])
    state.note({"type": "ability", "seat": seat, "card": card, "ability": spec.index, "target": target})
    if spec.from_hand and spec.timing == SHOOTOUT:  # declared: reacts may cancel it first (Agent Moquin)
        declared = {"seat": seat, "card": card, "ability": spec.index, "target": target, "skill_passes": skill_passes}
        before(state, ACTION_DECLARED, declared)
        return
    _after_choice(state, use, spec, target, skill_passes=skill_passes, blessed=blessed if ready else None)


def _declared_resolves(state: DoomtownState, declared: dict[str, Any]) -> None:
    """No react cancelled the declared action card's Shootout ability: it resolves."""
    card = declared["card"]
    spec = REGISTRY[state.table[card].card.code][declared["ability"]]
    use = Use(state, declared["seat"], card)
    _after_choice(state, use, spec, declared["target"], skill_passes=declared["skill_passes"], blessed=None)


HAPPENS[ACTION_DECLARED] = _declared_resolves


def _after_choice(
    state: DoomtownState, use: Use, spec: Ability, target: Target, *, skill_passes: bool, blessed: int | None
) -> None:
    """A Shootout ability that chose another player's dudes waits for the reacts to that choice
    (Fallen Star) before it resolves."""
    if spec.timing == SHOOTOUT and not skill_passes and _chosen_first(state, use, spec, target, blessed):
        return
    _resolve(state, use, spec, target, skill_passes=skill_passes, blessed=blessed)


def _resolve(
    state: DoomtownState, use: Use, spec: Ability, target: Target, *, skill_passes: bool, blessed: int | None
) -> None:
    """The paid ability's skill test (a failure does nothing but its own), then its effect; the
    reacts that follow. ``blessed``: the unbooted Blessed dude using a Miracle's ability."""
    if spec.skill is not None and not skill_passes:
        _test_then_resolve(state, use, spec, target, blessed)
        return
    _effect(state, use, spec, target, blessed)


def _effect(state: DoomtownState, use: Use, spec: Ability, target: Target, blessed: int | None) -> None:
    """The paid ability's effect (its skill test passed); the reacts that follow."""
    seat, card = use.seat, use.card
    where = state.at[use.dude]
    since = len(state.effects)
    with acting(seat, card, spec.timing):
        spec.effect(use, target)
    stamp(state, since, seat, spec.timing)
    if state.table[card].type == "spell":  # cast: reacts may follow (Dave "Slim" Gorman, Serpentine Syndicate)
        pulled = use.extra.get("pulled")  # the skill test's card (Ezekiah Grimme)
        after(state, "cast", spell=card, dude=use.dude, timing=spec.timing, seat=seat, where=where, pulled=pulled)
    if spec.from_hand and spec.timing == CHEATIN:  # reacts may follow (Seth Bullock)
        after(state, "cheatin_action", seat=seat, card=card)
    _booted_for_miracle(state, blessed, card)


# ---- "after your dude is chosen by an opponent's Shootout ability" (Fallen Star) ----------------------

CHOSEN = "chosen_by_shootout"  # dude, seat (whose ability chose it): the ability's effect waits (RULINGS 398)
PENDING = "ability_resolves"  # the frame of a Shootout ability whose effect waits for those reacts


def _chosen_first(state: DoomtownState, use: Use, spec: Ability, target: Target, blessed: int | None) -> bool:
    """Reacts after the ability chose another player's dudes open before its effect (which then
    waits in a ``PENDING`` frame, its target open to a change): whether any window opened."""
    chosen = [d for d in named_dudes(target) if state.table[d].type == "dude" and controller(state, d) != use.seat]
    if not chosen:
        return False
    pending = cast(Frame, {"kind": PENDING, "seat": use.seat, "card": use.card, "ability": spec.index,
                           "target": target, "caster": use.caster, "blessed": blessed})  # fmt: skip
    state.stack.append(pending)
    for dude in chosen:
        after(state, CHOSEN, dude=dude, seat=use.seat)
    if state.stack[-1] is pending:
        state.stack.pop()
        return False
    return True


def named_dudes(target: Target) -> list[int]:
    """The card ids a target names (a card, or a list holding some)."""
    if isinstance(target, int) and not isinstance(target, bool):
        return [target]
    if isinstance(target, list):
        return [item for item in target if isinstance(item, int) and not isinstance(item, bool)]
    return []


def pending_ability(state: DoomtownState) -> Frame | None:
    """The Shootout ability whose effect waits for the reacts to its choice (the nearest)."""
    return next((frame for frame in reversed(state.stack) if frame["kind"] == PENDING), None)


def could_choose(state: DoomtownState, pending: Frame, target: Target) -> bool:
    """Whether the waiting ability could have chosen ``target`` (its targets as they are now)."""
    spec = REGISTRY[state.table[pending["card"]].card.code][pending["ability"]]
    use = Use(state, pending["seat"], pending["card"], caster=pending["caster"])
    return any(action["target"] == target for action in _actions(state, use, spec))


def _ability_resolves(state: DoomtownState, frame: Frame) -> None:
    """The reacts to the choice are over: the effect resolves on the target as it stands now."""
    state.stack.pop()
    spec = REGISTRY[state.table[frame["card"]].card.code][frame["ability"]]
    use = Use(state, frame["seat"], frame["card"], caster=frame["caster"])
    _resolve(state, use, spec, frame["target"], skill_passes=False, blessed=frame["blessed"])
    _another_play_came_late(state, frame["seat"])
    for done in hooks.REACTS_DONE.fns:  # the window below goes on
        done(state)


def _another_play_came_late(state: DoomtownState, seat: int) -> None:
    """An effect that waited for reacts said "make another play" after the window went on: the user goes on."""
    plays = next((f for f in reversed(state.stack) if f["kind"] == "plays"), None)
    if plays is not None and plays.pop("again", False):
        plays["at"] = plays["seats"].index(seat)
        plays["seat"] = seat


def _booted_for_miracle(state: DoomtownState, dude: int | None, miracle: int) -> None:
    """The unbooted dude using a Miracle's ability was booted by it: reacts may follow (Arielle Moriah)."""
    if dude is not None and state.booted[dude]:
        after(state, "booted_for_miracle", dude=dude, card=miracle)


def _test_then_resolve(state: DoomtownState, use: Use, spec: Ability, target: Target, blessed: int | None) -> None:
    """The skill test (its pull may wait for reacts: ``skill_checks``), then ``_tested``."""
    difficulty = spec.skill(use, target) if callable(spec.skill) else spec.skill
    skill, bonus = tested_skill(state, use.dude, use.card)
    tested = {"seat": use.seat, "card": use.card, "ability": spec.index, "target": target, "caster": use.caster,
              "blessed": blessed, "extra": dict(use.extra)}  # fmt: skip
    facts = state.table[use.card]
    gadget = use.card if facts.has("Gadget") or facts.rating("Gadget") is not None else None  # Net Gun
    skill_check(state, use.seat, use.dude, skill, difficulty or 0, "ability_tested", tested, bonus=bonus, gadget=gadget)
    check = pending_check(state)
    if check is not None and check["data"] is tested:  # its result waits for reacts: the window went on
        tested["waited"] = True


@after_check("ability_tested")
def _tested(state: DoomtownState, tested: dict[str, Any], margin: int) -> None:
    """The effect may read by how much the test passed (``use.extra["margin"]``); a failure does
    only what the ability says it does then."""
    spec = REGISTRY[state.table[tested["card"]].card.code][tested["ability"]]
    extra = {**tested["extra"], "margin": margin, "pulled": tested["pulled"]}
    use = Use(state, tested["seat"], tested["card"], extra, tested["caster"])
    if margin < 0:
        if spec.on_fail is not None:
            spec.on_fail(use, tested["target"])
        _booted_for_miracle(state, tested["blessed"], use.card)
    else:
        _effect(state, use, spec, tested["target"], tested["blessed"])
    if tested.get("waited"):
        _another_play_came_late(state, use.seat)


# ---- shootout plays and resolutions ------------------------------------------------------------


def _fight_seats(state: DoomtownState, fight: Frame, first: int | None = None) -> list[int]:
    if first is None:
        first = state.dealer if fight["side"][state.dealer] is not None else fight["leader_seat"]
    return [seat for seat in order_from(state, first) if fight["side"][seat] is not None]


def _has_play(state: DoomtownState, seat: int, window: str) -> bool:
    return any(own(state, seat) for own in hooks.OWN_PLAYS.fns) or bool(usable(state, seat, window))


def open_window(state: DoomtownState, window: str) -> None:
    """Push a ``plays`` frame for this shootout step when anyone in the fight has something to use.
    A card may give a player the shootout's first play (``first_play`` on the shootout)."""
    fight = current(state)
    seats = _fight_seats(state, fight, fight.pop("first_play", None) if window == "shootout" else None)
    frame: Frame = {"kind": "plays", "window": window, **turns(seats), "seat": seats[0]}
    if any(_has_play(state, seat, window) for seat in seats):
        state.stack.append(frame)
        _skip_idle(state, frame)
    else:
        play_ended(state, frame)  # nobody had a play: each passed


@dataclass(frozen=True)
class PlayStart:
    """What a player settles at the start of each of their shootout plays (Tao Techniques: boot the
    attached Technique, then Combo or not; ``techniques.py``)."""

    offers: Callable[[DoomtownState, int], list[Action]]  # choices to make before the play (or none)
    begin: Callable[[DoomtownState, int], None]  # what happens as the play starts, whatever it is
    settle: Callable[[DoomtownState, int, Action], bool]  # apply a choice: True when it was the play
    kinds: tuple[str, ...]  # the action types of its choices


def play_start_offers(state: DoomtownState, frame: Frame) -> list[Action]:
    """The choices to settle before the current player's play (a Tao Technique's Combo), or none."""
    if frame["window"] != "shootout":
        return []
    return [offer for start in hooks.PLAY_STARTS.fns for offer in start.offers(state, frame["seat"])]


def _skip_idle(state: DoomtownState, frame: Frame) -> None:
    """Players with nothing to use pass by themselves; the window closes when all passed in a row."""

    def can_play(seat: int) -> bool:
        frame["seat"] = seat
        if play_start_offers(state, frame) or _has_play(state, seat, _window_of(frame)):
            return True
        begin_play(state, frame)  # an idle player's play still starts (a Tao Technique is booted)
        play_ended(state, frame)  # ... and ends, a pass
        _passed(state, frame, seat)
        return False

    if next_able(frame, can_play) is None:
        _remove(state, frame)


def begin_play(state: DoomtownState, frame: Frame) -> None:
    """What happens as each shootout play starts, whatever it is (``PlayStart.begin``)."""
    if frame["window"] == "shootout":
        for start in hooks.PLAY_STARTS.fns:
            start.begin(state, frame["seat"])


def play_ended(state: DoomtownState, frame: Frame) -> None:
    """A shootout play (a pass too) is over: traits of cards in play that act after each one
    (``HOOKS["shootout_play_ended"]``, fn(state, card): Bai Yang Chen)."""
    if frame["window"] != "shootout":
        return
    traits = HOOKS.get("shootout_play_ended", {})
    for card in cards_with_hook(state, "shootout_play_ended"):
        if card in state.play[state.table[card].owner]:
            traits[state.table[card].card.code](state, card)


def plays_legal(state: DoomtownState, frame: Frame) -> list[Action]:
    first = play_start_offers(state, frame)  # a Combo decision comes before the play itself
    return first or [{"type": "pass", "label": "Pass"}, *usable(state, frame["seat"], _window_of(frame))]


def _window_of(frame: Frame) -> str:
    """The window of a ``plays`` frame (only other kinds of frame leave theirs None)."""
    window = frame["window"]
    if window is None:
        raise ValueError(f"a {frame['kind']} frame names no window")
    return window


def plays_act(state: DoomtownState, frame: Frame, action: Action) -> None:
    seats = frame["seats"]
    begin_play(state, frame)
    start = next((start for start in hooks.PLAY_STARTS.fns if action["type"] in start.kinds), None)
    if start is not None and not start.settle(state, frame["seat"], action):
        _skip_idle(state, frame)  # settled without playing: the same player now makes their play
        return
    if action["type"] == "pass":
        _passed(state, frame, frame["seat"])
    turn_over(frame, passed=action["type"] == "pass")
    if action["type"] == "ability":
        seat = frame["seat"]
        use_ability(state, seat, action)
        if frame.pop("again", False):  # "make another play": the same player goes on
            frame["at"] = seats.index(seat)
        frame["seat"] = seats[frame["at"]]  # a choice or react the play opened comes first, then them
    play_ended(state, frame)
    _go_on(state, frame)


def play_done(state: DoomtownState, *, passed: bool) -> None:
    """A seat of ``OWN_PLAYS`` finished its play in the open window: count it (its pass, or a play
    that starts the count again) and go on to the next player, or close the window."""
    frame = next((f for f in reversed(state.stack) if f["kind"] == "plays"), None)
    if frame is None:
        return
    seats, at = frame["seats"], frame["seats"].index(frame["seat"])
    play_ended(state, frame)
    frame["passes"] = frame["passes"] + 1 if passed else 0
    if passed:
        _passed(state, frame, frame["seat"])
    frame["at"] = at if frame.pop("again", False) else (at + 1) % len(seats)  # "make another play"
    frame["seat"] = seats[frame["at"]]
    _go_on(state, frame)


def _passed(state: DoomtownState, frame: Frame, seat: int) -> None:
    if frame["window"] == "shootout":
        for fn in hooks.SHOOTOUT_PASSED.fns:  # Stoic Buffalo draws
            fn(state, seat)


def _go_on(state: DoomtownState, frame: Frame) -> None:
    """After a play: close the window (all passed in a row, or a side is gone) or on to the next player."""
    seats = frame["seats"]
    if not any(f is frame for f in state.stack):
        return
    if frame["passes"] >= len(seats) or not both_sides_standing(state, current(state)):
        _remove(state, frame)
    elif state.stack[-1] is frame:
        _skip_idle(state, frame)
    else:  # the play asked for a choice (or opened a react window) first: then the next player
        frame["seat"] = seats[frame["at"]]
        frame["resume"] = True


def resume_plays(state: DoomtownState) -> None:
    """A choice or react window above a play window is over: its players go on (idle ones pass)."""
    top = state.stack[-1] if state.stack else None
    if top is None or top["kind"] != "plays" or not top.pop("resume", False):
        return
    if both_sides_standing(state, current(state)):
        _skip_idle(state, top)
    else:
        _remove(state, top)


def _remove(state: DoomtownState, frame: Frame) -> None:
    state.stack[:] = [f for f in state.stack if f is not frame]


def another_play(state: DoomtownState, seat: int) -> None:
    """``seat`` makes another play after this one (in a shootout window, or at High Noon)."""
    for frame in reversed(state.stack):
        if frame["kind"] == "plays":
            frame["again"] = True
            return
        if frame["kind"] == "noon":
            frame["seat"] = seat  # the High Noon turn had passed on: it comes back
            return


# ---- choices an effect hands to a player -------------------------------------------------------

PICKS: dict[str, Any] = {}  # name -> fn(state, frame, option): what a picked option does


F = TypeVar("F", bound=Callable[..., Any])


def picker(name: str) -> Callable[[F], F]:
    def register(fn: F) -> F:
        PICKS[name] = fn
        return fn

    return register


def ask(state: DoomtownState, seat: int, then: str, options: list[Any], **data: Any) -> None:
    """Push a decision of ``seat`` among ``options`` (card ids, or short words such as "pay");
    ``PICKS[then]`` applies the choice."""
    options = [option for option in options if choosable(state, option, resolving())]  # Johnny Ringo
    if options:
        pick = {"kind": "pick", "seat": seat, "then": then, "options": options, **_resolving(), **data}
        state.stack.append(cast(Frame, pick))  # data: the keys the card script reads back (Frame)


def ask_discards(state: DoomtownState, seat: int, count: int, then: str, **data: Any) -> None:
    """``seat`` discards ``count`` cards from the hand one at a time (a hidden choice), then
    ``PICKS[then]`` runs with no option. The choices are read from the hand as it is, so a
    determinized hand offers its own cards."""
    if count > 0 and state.hand[seat]:
        frame = {"kind": "pick", "seat": seat, "then": "discard", "left": count, "after": then}
        state.stack.append(cast(Frame, {**frame, **_resolving(), **data}))
    else:
        PICKS[then](state, {"seat": seat, **data}, None)


LIVE_OPTIONS: dict[str, Any] = {}  # name -> fn(state, frame): options read from the zones as the choice is made


def live_options(name: str) -> Callable[[F], F]:
    """Register how the choice ``name`` reads its options from the zones as it is made."""

    def register(fn: F) -> F:
        LIVE_OPTIONS[name] = fn
        return fn

    return register


def ask_live(state: DoomtownState, seat: int, then: str, **data: Any) -> None:
    """Like ``ask``, for options drawn from hidden zones (the hand): they are listed from the
    zones when the choice is made, so a determinized hand offers its own cards."""
    state.stack.append(cast(Frame, {"kind": "pick", "seat": seat, "then": then, **_resolving(), **data}))


def _options(state: DoomtownState, frame: Frame) -> list[Any]:
    if frame["then"] == "discard":
        return sorted(state.hand[frame["seat"]])
    live = LIVE_OPTIONS.get(frame["then"])
    return live(state, frame) if live is not None else frame["options"]


def pick_legal(state: DoomtownState, frame: Frame) -> list[Action]:
    verb = "Discard" if frame["then"] == "discard" else frame.get("verb", "Choose")
    return [
        {"type": "pick", "card": option, "label": f"{verb} {state.table[option].name}"}
        if isinstance(option, int)
        else {"type": "pick", "choice": option, "label": frame["texts"][option]}
        for option in _options(state, frame)
    ]


def _resolving() -> dict[str, Any]:
    """A choice asked while an ability resolves goes on resolving it (``acting``): its effects
    are that player's, and protections apply to them."""
    act = resolving()
    return {} if act is None else {"acting": dict(act)}


@contextmanager
def _continuing(frame: Frame) -> Iterator[None]:
    act = frame.get("acting")
    if act is None:
        yield
        return
    with acting(act["seat"], act["card"], act["timing"]):
        yield


def pick_act(state: DoomtownState, frame: Frame, action: Action) -> None:
    state.stack.pop()
    with _continuing(frame):
        PICKS[frame["then"]](state, frame, action.get("card", action.get("choice")))
    for done in hooks.REACTS_DONE.fns:  # the window below goes on (a shootout's, or Gamblin's cheatin' window)
        done(state)


@picker("discard")
def _discard_one(state: DoomtownState, frame: Frame, card: int) -> None:
    seat = frame["seat"]
    state.hand[seat].remove(card)
    state.discard[seat].append(card)
    frame = {**frame, "left": frame["left"] - 1}
    if frame["left"] > 0 and state.hand[seat]:
        state.stack.append(frame)
    else:
        PICKS[frame["after"]](state, frame, card)


def offer_card_trade(state: DoomtownState, seat: int, then: str, who: str) -> None:
    """``seat`` may discard a card from the hand to draw one, if they hold any (Philip Swinford,
    Scratch); ``then`` names the choice, and its picker is ``trade_a_card``."""
    if state.hand[seat]:
        texts = {"trade": f"{who}: discard a card to draw one", "keep": f"{who}: keep your hand"}
        ask(state, seat, then, ["trade", "keep"], texts=texts)


def trade_a_card(state: DoomtownState, frame: Frame, choice: str) -> None:
    if choice == "trade":
        ask_discards(state, frame["seat"], 1, "draw_one")


@picker("draw_one")
def _draw_one(state: DoomtownState, frame: Frame, _: Any) -> None:
    card = draw_card(state, frame["seat"])
    if card is not None:
        state.hand[frame["seat"]].append(card)


DECISIONS = {"plays": (plays_legal, plays_act), "pick": (pick_legal, pick_act)}
STEPS = {PENDING: _ability_resolves}
