"""Spells of the packs beyond the base set that bend a shootout's rounds: who may leave, what the
posses' bonuses are, what a cheatin' hand costs. Cast by the dude they are attached to with a
skill test, as every spell is (``spells.py``); what lasts lives on the shootout frame."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.core import SHOOTOUT, Use, ability, hook
from games.engines.doomtown.abilities.reacts import react
from games.engines.doomtown.abilities.reveals import Shown
from games.engines.doomtown.abilities.rounds import pin, stand_fast
from games.engines.doomtown.abilities.targets import my_posse, their_posse
from games.engines.doomtown.abilities.would import LOSE_DUDE
from games.engines.doomtown.control import controller
from games.engines.doomtown.fight import current, leave_posses, send_home_booted
from games.engines.doomtown.town import bullet_type, grit, value
from games.engines.doomtown.zones import draw_card, leave_play

if TYPE_CHECKING:
    from games.engines.doomtown.frames import Frame
    from games.engines.doomtown.state import DoomtownState

BOOT_HILL_BACKUPS = 4  # Dies Irae: at most this many dudes of your Boot Hill back your shooter up


def _in_fight(fight: Frame, dude: int) -> bool:
    return any(dude in posse for posse in fight["posse"])


def _this_round(fight: Frame, key: Literal["coyote", "dies_irae", "retribution", "stoic"]) -> list[list[int]]:
    """The entries ``[round, ...]`` a spell left on the shootout for its round under way."""
    return [entry[1:] for entry in fight.get(key, []) if entry[0] == fight["round"]]


# ---- Nightmare Realm: held in the shootout, weaker each round ------------------------------------


@ability("Nightmare Realm", SHOOTOUT, boot=True, skill=3, targets=their_posse)
def nightmare_realm(u: Use, dude: int) -> None:
    """(Hex 3) an opposing dude cannot leave the shootout this round and loses 1 bullet and 1 value
    before each round's shooters are chosen; this Huckster gets +1 bullets"""
    fight = current(u.state)
    pin(fight, dude, against_effects=True)
    fight.setdefault("nightmares", []).append([dude, u.seat])
    effects.add(u.state, "bullets", u.dude, 1, until="shootout")


def nightmares(state: DoomtownState, fight: Frame) -> None:
    """Before shooters are chosen: each dude a Nightmare Realm holds that is still in this shootout
    loses 1 bullet and 1 value until it ends (the first time in the round it was cast)."""
    for dude, seat in fight.get("nightmares", []):
        if _in_fight(fight, dude):
            for stat in ("bullets", "value"):
                effects.add(state, stat, dude, -1, until="shootout", by=seat)


# ---- Remedy: a dude stripped of its bullet modifiers, held in the shootout -------------------------


def _dudes_in_fight(u: Use) -> list[int]:
    return [*my_posse(u), *their_posse(u)]


@ability("Remedy", SHOOTOUT, boot=True, skill=7, targets=_dudes_in_fight)
def remedy(u: Use, dude: int) -> None:
    """(Spirit 7) a dude in the shootout loses its bullet modifiers but its Weapons' this round,
    and no card effect takes it out of the shootout this round"""
    effects.add(u.state, effects.REMEDIED, dude, until="round")  # effects.adjust reads it (RULINGS 390)
    pin(current(u.state), dude, against_effects=True)


# ---- Mischievous Coyote, Malison, Dies Irae: the posse's bonuses ----------------------------------


def _coyote_ready(u: Use) -> bool:
    """A non-token stud and a non-token draw dude in your posse."""
    kinds = {bullet_type(u.state, d) for d in u.my_posse() if not u.state.table[d].card.token}
    return {"stud", "draw"} <= kinds


@ability("Mischievous Coyote", SHOOTOUT, boot=True, skill=9, when=_coyote_ready)
def mischievous_coyote(u: Use, _: None) -> None:
    """(Spirit 9, with a stud and a draw dude, no tokens, in your posse) your stud and draw bonuses
    swap places for this round's draw hand"""
    fight = current(u.state)
    fight.setdefault("coyote", []).append([fight["round"], u.fighting_side(), u.card])


@hook("posse_bonuses", "Mischievous Coyote")
def _coyote_swap(state: DoomtownState, spell: int, fight: Frame, side: int, found: tuple[int, int]) -> tuple[int, int]:
    return (found[1], found[0]) if [side, spell] in _this_round(fight, "coyote") else found


@ability("Malison", SHOOTOUT, boot=True, skill=9, targets=their_posse)
def malison(u: Use, dude: int) -> None:
    """(Hex 9) an opposing dude: while they stay in this shootout your posse gets +1 bonus of their
    bullet type; if they are aced or discarded in it, this Huckster gets a permanent +1 influence"""
    current(u.state).setdefault("malisons", []).append([dude, u.fighting_side(), u.dude, u.card])


@hook("posse_bonuses", "Malison")
def _malison_bonus(
    state: DoomtownState, spell: int, fight: Frame, side: int, found: tuple[int, int]
) -> tuple[int, int]:
    stud, draw = found
    for dude, cursing, _huckster, card in fight.get("malisons", []):
        if card == spell and cursing == side and _in_fight(fight, dude):
            stud, draw = (stud + 1, draw) if bullet_type(state, dude) == "stud" else (stud, draw + 1)
    return stud, draw


@hook("leaves_play", "Malison")
def _malison_victim_fallen(state: DoomtownState, card: int) -> None:
    """A dude a Malison named left play in that shootout: the Huckster who cast it gains influence."""
    for frame in state.stack:
        if frame["kind"] != "shootout":
            continue
        for dude, _side, huckster, _spell in frame.get("malisons", []):
            if dude == card and huckster != card and huckster in state.play[state.table[huckster].owner]:
                effects.add(state, "influence", huckster, 1, until="play", by=state.table[huckster].owner)
        frame["malisons"] = [entry for entry in frame.get("malisons", []) if entry[0] != card]


def _fallen(state: DoomtownState, seat: int) -> list[int]:
    return [card for card in state.boot_hill[seat] if state.table[card].type == "dude"]


@ability("Dies Irae", SHOOTOUT, boot=True, skill=8)
def dies_irae(u: Use, _: None) -> None:
    """(Miracle 8) this round up to four dudes of your Boot Hill back your shooter up; your dudes
    cannot flee this round"""
    fight = current(u.state)
    stand_fast(fight, u.seat)
    fight.setdefault("dies_irae", []).append([fight["round"], u.fighting_side(), u.card])


@hook("posse_bonuses", "Dies Irae")
def _dies_irae_backups(
    state: DoomtownState, spell: int, fight: Frame, side: int, found: tuple[int, int]
) -> tuple[int, int]:
    """Every backup adds to a bonus, so all four are taken, studs first (RULINGS 371)."""
    stud, draw = found
    seat = state.table[spell].owner
    for cast_side, card in _this_round(fight, "dies_irae"):
        if cast_side != side or card != spell:
            continue
        kinds = sorted((bullet_type(state, dude) for dude in _fallen(state, seat)), key=lambda kind: kind != "stud")
        for kind in kinds[:BOOT_HILL_BACKUPS]:
            stud, draw = (stud + 1, draw) if kind == "stud" else (stud, draw + 1)
    return stud, draw


# ---- Mountain Lion's Den -------------------------------------------------------------------------


@ability("Mountain Lion's Den", SHOOTOUT, boot=True, skill=6, when=lambda u: bool(u.my_posse()))
def mountain_lions_den(u: Use, _: None) -> None:
    """(Spirit 6) each dude of your posse gets +1 bullets and, for this shootout, other players' card
    effects neither lower their bullets nor make them draws"""
    for dude in u.my_posse():
        effects.add(u.state, "bullets", dude, 1, until="shootout")
        effects.add(u.state, "lions_den", dude, until="shootout", set_to=u.seat)


@hook("ignores_effect", "Mountain Lion's Den")
def _den_guards(state: DoomtownState, source: int, card: int, effect: dict[str, Any]) -> bool:
    guards = [e["set"] for e in state.effects if e["stat"] == "lions_den" and e["card"] == card]
    if not guards or effect.get("by") in (None, *guards):
        return False
    if effect["stat"] == "bullet_type":
        return effect.get("set") == "draw"
    if effect["stat"] != "bullets":
        return False
    if "set" in effect:  # another player's set of bullets is not the Den's player's to take (RULINGS 372)
        return True
    return bool(effect["amount"] < 0)


# ---- Stoic Buffalo ------------------------------------------------------------------------------


@ability("Stoic Buffalo", SHOOTOUT, skill=9)
def stoic_buffalo(u: Use, _: None) -> None:
    """(Spirit 9) this round, each time you pass as your shootout play, you draw a card"""
    fight = current(u.state)
    fight.setdefault("stoic", []).append([fight["round"], u.seat])


def stoic_draws(state: DoomtownState, seat: int) -> None:
    """A pass in the shootout: a card for each Stoic Buffalo its player cast this round (RULINGS 379)."""
    fight = current(state)
    for _ in range(_this_round(fight, "stoic").count([seat])):
        card = draw_card(state, seat)
        if card is not None:
            state.hand[seat].append(card)


# ---- We Stand Amazed ----------------------------------------------------------------------------


def _casualty_discarded_here(u: Use, event: dict[str, Any]) -> bool:
    fight = u.fight
    dude = event["dude"]
    in_this_fight = fight is not None and fight["side"][controller(u.state, dude)] is not None
    return event["casualty"] and not event["ace"] and in_this_fight and u.in_fight(u.dude)


@react("We Stand Amazed", LOSE_DUDE, instead=True, skill=lambda u, event: grit(u.state, event["dude"]),
       applies=_casualty_discarded_here)  # fmt: skip
def we_stand_amazed(u: Use, event: dict[str, Any]) -> None:
    """(Miracle: the dude's grit) a dude of this shootout about to be discarded as a casualty goes home
    booted instead"""
    send_home_booted(u.state, event["dude"])


# ---- Retribution ---------------------------------------------------------------------------------


@ability("Retribution", SHOOTOUT, boot=True, skill=lambda u, dude: value(u.state, dude), targets=their_posse)
def retribution(u: Use, dude: int) -> None:
    """(Miracle: the dude's value) an opposing dude: if their player reveals a cheatin' hand this
    round and you a legal one, that dude is aced, and nothing prevents it"""
    fight = current(u.state)
    fight.setdefault("retribution", []).append([fight["round"], u.card, dude])


@hook("hands_revealed", "Retribution")
def _retribution_strikes(state: DoomtownState, spell: int, shown: Shown) -> None:
    """Acts as a trait, no ability resolving: no protection stops the ace (RULINGS 373)."""
    fight = current(state)
    seat = state.table[spell].owner
    for card, dude in _this_round(fight, "retribution"):
        owner = state.table[dude].owner
        if card != spell or not shown.get(owner) or shown.get(seat, True):
            continue
        if dude in state.play[owner]:
            leave_posses(state, dude)
            leave_play(state, dude, ace=True)
    fight["retribution"] = [entry for entry in fight.get("retribution", []) if entry[1] != spell]
