"""The decision stack: which frame kinds run by themselves, which wait for a player, and the day.

A frame is a plain dict with a ``kind``. ``advance`` runs automatic frames (``STEPS``) until the
top frame is a decision (``DECISIONS``: legal actions and how to apply one) or the game is over.

This module is where the whole flow is declared, and the only one: the tables below are the core
rules' (``CORE_*``) with each variant of ``VARIANTS`` layered over them in order, built once here,
and every extension point of ``hooks.py`` is wired here, once, with what plugs into it. No other
module changes these tables or wires a hook.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from games.engines.base import Action
from games.engines.doomtown import automaton_rules, boss_battle, casualties, hooks, jobs, jokers, noon, shootout, tokens
from games.engines.doomtown.abilities import (
    adjacency,
    callouts,
    declared_plays,
    effects,
    entering,
    fight_spells,
    goods,
    joining,
    legends,
    lending,
    losses,
    lowball_cheatin,
    protection,
    reacts,
    rounds,
    skill_checks,
    techniques,
    windows,
    would,
)
from games.engines.doomtown.abilities import sundown as ability_sundown
from games.engines.doomtown.abilities.arrivals import watching_moves
from games.engines.doomtown.abilities.checks import settle
from games.engines.doomtown.abilities.effects import end_of_turn, expire, strays
from games.engines.doomtown.abilities.entering import noon_started, production_started, upkeep_unpaid
from games.engines.doomtown.abilities.nightfall import (
    hand_size,
    nightfall_discards,
    nightfall_starts,
    refilled,
    unboots_at_nightfall,
)
from games.engines.doomtown.abilities.reacts import STEPS as REACT_STEPS
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.gamblin import gamblin
from games.engines.doomtown.hooks import Decision, Hook, Step, Variant
from games.engines.doomtown.setup import gang_act, gang_legal, reveal_gangs, setup
from games.engines.doomtown.sundown import sundown
from games.engines.doomtown.town import production, upkeep
from games.engines.doomtown.turns import order_from, push_in_order
from games.engines.doomtown.zones import (
    draw_card,
    gain,
    leave_play,
    pay,
)

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

T = TypeVar("T")
HAND_SIZE = 5
PUBLIC_KEYS = (
    "kind", "seat", "step", "location", "leader_seat", "mark_seat", "mark", "leader_dude", "mark_dude", "posse", "side",
    "shooter", "round", "left", "passes", "casualties", "winner", "loser", "hands", "job",
)  # fmt: skip


# ---- the day ---------------------------------------------------------------------------------


def _production(state: DoomtownState, frame: Frame) -> None:
    state.phase = "production"
    production_started(state)  # card traits decide whose production changes hands (Natalya)
    for seat in order_from(state, state.dealer):
        amount = production(state, seat)
        gain(state, seat, amount)
        state.note({"type": "production", "seat": seat, "amount": amount})
    expire(state, "production")  # card abilities: effects "until after the next Production phase"
    for fn in hooks.PRODUCTION_COLLECTED.fns:
        fn(state)
    frame["step"] = "upkeep"


def _upkeep(state: DoomtownState, frame: Frame) -> None:
    state.phase = "upkeep"
    frames: list[Frame] = []
    for seat in order_from(state, state.dealer):
        repaid = min(state.debt[seat], state.stash[seat])
        if repaid:
            state.debt[seat] -= repaid
            state.stash[seat] -= repaid
            state.bank += repaid
        if any(upkeep(state, seat, card) > 0 for card in state.play[seat]):
            frames.append({"kind": "upkeep", "seat": seat, "paid": []})
    push_in_order(state, frames)
    frame["step"] = "noon"


def upkeep_legal(state: DoomtownState, frame: Frame) -> list[Action]:
    seat = frame["seat"]
    actions: list[Action] = []
    unpaid = []
    for card in state.play[seat]:
        cost = upkeep(state, seat, card)
        if cost <= 0 or card in frame["paid"]:
            continue
        unpaid.append(state.table[card].name)
        if state.debt[seat] == 0 and cost <= state.stash[seat]:
            actions.append({"type": "pay", "card": card, "label": f"Pay {cost} GR upkeep for {state.table[card].name}"})
    label = f"Discard the unpaid: {', '.join(unpaid)}" if unpaid else "Upkeep done"
    actions.append({"type": "upkeep_done", "label": label})
    return actions


def upkeep_act(state: DoomtownState, frame: Frame, action: Action) -> None:
    seat = frame["seat"]
    if action["type"] == "pay":
        pay(state, seat, upkeep(state, seat, action["card"]))
        frame["paid"].append(action["card"])
        return
    for card in list(state.play[seat]):
        if upkeep(state, seat, card) > 0 and card not in frame["paid"]:
            upkeep_unpaid(state, card)  # card traits before it goes (E Gui)
            leave_play(state, card, ace=False)
    state.stack.pop()


def _noon(state: DoomtownState, frame: Frame) -> None:
    state.phase = "noon"
    expire(state, "noon", "upkeep")  # card abilities: effects "until Noon next turn", "until after the next Upkeep"
    frame["step"] = "sundown"
    state.stack.append({"kind": "noon", "seat": state.dealer, "passes": 0})
    noon_started(state)  # card traits at the beginning of High Noon (New Varney Nosferatu): their windows first


def _nightfall(state: DoomtownState, frame: Frame) -> None:
    state.phase = "nightfall"
    push_in_order(state, [{"kind": "night", "seat": seat} for seat in order_from(state, state.dealer)])
    nightfall_starts(state)  # card abilities: their choices come first
    frame["step"] = "dawn"


def night_legal(state: DoomtownState, frame: Frame) -> list[Action]:
    seat = frame["seat"]
    if frame.get("down"):
        over = len(state.hand[seat]) - hand_size(state, seat)
        return _night_discards(state, seat, f" (down to your maximum hand size: {over} to go)")
    done = frame.get("discarded", 0)
    label = "Done discarding, draw up" if done else "Keep the whole hand"
    actions: list[Action] = [{"type": "night_keep", "label": label}]
    if done >= nightfall_discards(state, seat):
        return actions
    return actions + _night_discards(state, seat, "")


def _night_discards(state: DoomtownState, seat: int, why: str) -> list[Action]:
    """One discard per card title; of several copies, the right-most in the hand (copies are alike
    for a player, but the Automaton reads its hand by position)."""
    copies: dict[str, int] = {}
    for card in state.hand[seat]:
        copies[state.table[card].card.code] = card
    return [
        {"type": "night_discard", "card": card, "label": f"Discard {state.table[card].name}{why}"}
        for card in sorted(copies.values())
    ]


def night_act(state: DoomtownState, frame: Frame, action: Action) -> None:
    """The optional discard(s), then "draws (or discards, if necessary) until they are at their
    maximum hand size": a hand still above it is discarded down, card by card, by its owner."""
    seat = frame["seat"]
    if action["type"] == "night_discard":
        state.hand[seat].remove(action["card"])
        state.discard[seat].append(action["card"])
        if not frame.get("down"):
            frame["discarded"] = frame.get("discarded", 0) + 1
            if frame["discarded"] < nightfall_discards(state, seat):  # card abilities allow more discards
                return
    if len(state.hand[seat]) > hand_size(state, seat):
        frame["down"] = True
        return
    while len(state.hand[seat]) < hand_size(state, seat):
        card = draw_card(state, seat)
        if card is None:
            break
        state.hand[seat].append(card)
    for card in state.play[seat]:
        if unboots_at_nightfall(state, card):  # card abilities may keep it booted
            state.booted[card] = 0
    state.stack.pop()
    refilled(state, seat)  # card reacts after a hand is refilled (Silent Sigil)


def _dawn(state: DoomtownState, frame: Frame) -> None:
    end_of_turn(state)  # card abilities: effects "until the end of the turn" end, abilities refresh
    tokens.turn_over(state)
    state.traded = []
    state.replaced = []
    state.day += 1
    frame["step"] = "gamblin"


CORE_DAY_STEPS: dict[str, Step] = {
    "setup": setup,
    "reveal": reveal_gangs,
    "gamblin": gamblin,
    "production": _production,
    "upkeep": _upkeep,
    "noon": _noon,
    "sundown": sundown,
    "nightfall": _nightfall,
    "dawn": _dawn,
}


def _day(state: DoomtownState, frame: Frame) -> None:
    DAY_STEPS[frame["step"]](state, frame)


def _shootout(state: DoomtownState, frame: Frame) -> None:
    SHOOTOUT_STEPS[frame["step"]](state, frame)


# card abilities: a play is declared, then carried out (reacts after the declaration: Johnny Brocklehurst)
DECLARING = declared_plays.declaring({"noon": noon.DECISIONS["noon"], "plays": windows.DECISIONS["plays"]})

CORE_STEPS: dict[str, Step] = {
    "day": _day,
    "shootout": _shootout,
    "job": jobs.step,
    **REACT_STEPS,  # card abilities: whose turn it is in a react window
    **windows.STEPS,  # card abilities: a Shootout ability's effect waiting for reacts to its choice
    **lowball_cheatin.STEPS,  # Gamblin': traits on a cheatin' lowball hand
    **DECLARING.steps,
    **skill_checks.STEPS,  # card abilities: a skill check's pull waiting for the reacts to it
}

CORE_DECISIONS: dict[str, Decision] = {
    "gang": (gang_legal, gang_act),
    "upkeep": (upkeep_legal, upkeep_act),
    "night": (night_legal, night_act),
    **noon.DECISIONS,
    **shootout.DECISIONS,
    **jokers.DECISIONS,
    **lowball_cheatin.DECISIONS,  # Gamblin': Cheatin' Resolutions
    **DECLARING.decisions,  # High Noon's and the shootout windows' plays, declared first
}
CORE_SHOOTOUT_STEPS: dict[str, Step] = shootout.STEPS


# ---- the flow that runs: the core rules, then each variant in order -------------------------------

# the Automaton seat (option ``automaton``), then the Boss Battle (option ``boss_battle``), which
# may seat the Automaton as its Villain
VARIANTS: tuple[Variant, ...] = (automaton_rules.VARIANT, boss_battle.VARIANT)


def _layered(
    core: dict[str, T], layers: Iterable[tuple[str, Mapping[str, T], Mapping[str, Callable[[T], T]]]]
) -> dict[str, T]:
    """``core`` with each layer's (variant name, new entries, wrappers) applied in order: a new
    entry may not replace one, a wrapper is given the entry it replaces."""
    table = dict(core)
    for name, adds, wraps in layers:
        for key, entry in adds.items():
            if key in table:
                raise ValueError(f"variant {name} adds {key!r}, which the flow has already")
            table[key] = entry
        for key, wrap in wraps.items():
            table[key] = wrap(table[key])
    return table


DAY_STEPS = _layered(CORE_DAY_STEPS, ((v.name, {}, v.wrap_day_steps) for v in VARIANTS))
STEPS = _layered(CORE_STEPS, ((v.name, v.steps, {}) for v in VARIANTS))
DECISIONS = _layered(CORE_DECISIONS, ((v.name, v.decisions, v.wrap_decisions) for v in VARIANTS))
SHOOTOUT_STEPS = _layered(CORE_SHOOTOUT_STEPS, ((v.name, v.shootout_steps, v.wrap_shootout_steps) for v in VARIANTS))


# ---- what plugs into each hook: the card abilities' functions, then each variant's ---------------

CARD_HOOKS: dict[Hook[Any], tuple[Any, ...]] = {
    hooks.STAT_CHANGES: (effects.adjust,),
    hooks.ADJACENCY: (adjacency.linked,),
    hooks.CARRIES: (goods.hydro_carries,),
    hooks.ENTERS_PLAY: (entering.entered,),
    hooks.LEAVES_PLAY: (entering.left,),
    hooks.BOUNTY_RAISED: (reacts.bounty_raised,),
    hooks.PROTECTIONS: (protection.stopped,),
    hooks.IGNORES: (protection.ignores,),
    hooks.KEPT_OFF: (protection.kept_off,),
    hooks.GAME_STARTS: (reacts.game_started, entering.gangs_revealed),
    hooks.SHOOTOUT_STARTS: (entering.shootout_started,),
    hooks.SHOOTOUT_ENDS: (callouts.purse_paid, entering.shootout_ended, lending.loans_end),
    hooks.HOME_BY_RULES: (would.home_by_rules,),
    hooks.SENT_HOME: (reacts.sent_home,),
    hooks.JOB_CARD_ACTS: (protection.job_card_acts,),
    hooks.SUNDOWN_STARTS: (ability_sundown.during_sundown,),
    hooks.SUNDOWN_INFLUENCE: (ability_sundown.limited_influence,),
    hooks.SUNDOWN_CONTROL: (ability_sundown.extra_control,),
    hooks.REACTS_DONE: (windows.resume_plays, lowball_cheatin.resume, casualties.nothing_left_to_take),
    hooks.PLAY_STARTS: (techniques.COMBO,),
    hooks.SHOOTERS_DUE: (fight_spells.nightmares, joining.gone_before_shooters),
    hooks.SHOOTOUT_PASSED: (fight_spells.stoic_draws,),
    hooks.POSSE_BONUSES: (legends.posse_bonuses,),
    hooks.CHEATIN_REVEALED: (rounds.cheatin_shown, reacts.cheatin_revealed),
    hooks.BECAME_STUD: (reacts.became_stud,),
    hooks.VICTORY_CHECKED: (reacts.victory_checked,),
    hooks.SKILL_PULLED: (reacts.skill_pulled,),
    hooks.PULL_SUCCEEDED: (reacts.pull_succeeded,),
    hooks.DUDE_ACED: (losses.aced, callouts.aced_in_fight, reacts.dude_aced),
    hooks.DUDE_DISCARDED: (losses.discarded, reacts.dude_discarded),
    hooks.PRODUCTION_COLLECTED: (reacts.production_collected,),
    hooks.LOWBALL_WON: (reacts.lowball_won,),
    hooks.JOB_SUCCEEDED: (reacts.job_succeeded,),
    hooks.ROUND_WON: (callouts.purse_to_round_winner, reacts.round_won),
    hooks.CASUALTIES_DUE: (reacts.casualties_due,),
    hooks.CASUALTIES_TAKEN: (reacts.casualties_taken,),
}


def _wire(variants: tuple[Variant, ...]) -> None:
    for hook in hooks.HOOKS:
        hook.wire(*CARD_HOOKS.get(hook, ()), *(fn for variant in variants for fn in variant.plugs.get(hook, ())))
    for table in hooks.TABLES:
        table.wire({key: fn for variant in variants for key, fn in variant.tables.get(table, {}).items()})


_wire(VARIANTS)


def advance(state: DoomtownState) -> None:
    while state.outcome is None:
        tokens.strays(state)  # a token bound to its location leaves the game as soon as it moves
        strays(state)  # so do effects bound to a location (Strength of the Ancestors)
        settle(state)  # card rules that hold at every moment (abilities/checks.py)
        top = state.stack[-1]
        run = STEPS.get(top["kind"])
        if run is None:
            return
        watching_moves(state, run, state, top)


def legal(state: DoomtownState, frame: Frame) -> list[Action]:
    return DECISIONS[frame["kind"]][0](state, frame)


def act(state: DoomtownState, frame: Frame, action: Action) -> None:
    watching_moves(state, DECISIONS[frame["kind"]][1], state, frame, action)


def public_frames(state: DoomtownState) -> list[dict[str, Any]]:
    """The stack as anyone may see it (frames hold no hidden card ids under these keys)."""
    frames = cast(list[dict[str, Any]], state.stack)
    return [{key: frame[key] for key in PUBLIC_KEYS if key in frame} for frame in frames]


def redeal_hidden_choices(state: DoomtownState, seat: int, rng: Any) -> None:
    """After ``seat``'s hidden cards were dealt again, its half-made redraw picks point at cards it
    may no longer hold: pick as many again from its new draw hand, so the public count stays."""
    for frame in state.stack:
        if frame["kind"] == "redraw" and frame["seat"] == seat and frame["chosen"]:
            pool = sorted(state.draw[seat])
            rng.shuffle(pool)
            frame["chosen"] = pool[: len(frame["chosen"])]
