"""Dudes joining posses: the traits that act when they do ("whenever this dude joins a posse")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities.core import HOOKS, Use, cards_with_hook
from games.engines.doomtown.abilities.effects import silenced
from games.engines.doomtown.abilities.extra_uses import mark_used, spent
from games.engines.doomtown.abilities.reacts import after
from games.engines.doomtown.abilities.restraints import kept_from_posse
from games.engines.doomtown.abilities.rooted import rooted
from games.engines.doomtown.control import controller
from games.engines.doomtown.fight import no_joiners, side_posse
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.tokens import GUNSLINGER, make_token, remove_token
from games.engines.doomtown.town import NOWHERE, adjusted_stat, is_private, location_owner
from games.engines.doomtown.zones import add_bounty

JOINED_BY_EFFECT = "joined_by_effect"  # a react event: a card effect brought a dude into a posse (moved there or not)
BREAKIN_BOUNTY = "breakin_bounty"  # a react event, given the dude: it gained bounty for breakin' and enterin'

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def may_join(u: Use, dude: int) -> bool:
    """``u``'s player is in the shootout, ``dude`` is not, and the posses are not held (Scoop Hound)
    nor is theirs a job leader's alone (Mason Adler) or, until posses form, a mark's alone (Enrique
    Dos Santos); a dude that cannot move joins only where it stands."""
    fight = u.fight
    if fight is None or fight["side"][u.seat] is None or u.in_fight(dude) or no_joiners(u.state):
        return False
    if kept_from_posse(u.state, fight, u.seat, dude):
        return False  # Puttin' On Airs
    if u.state.at[dude] != fight["location"] and rooted(u.state, dude):
        return False  # a dude that cannot move joins from nowhere else (Jade King Stance)
    if fight.get("leader_alone") and fight["side"][u.seat] == fight["leader_seat"]:
        return False
    return not (fight.get("mark_alone") and not fight.get("formed") and fight["side"][u.seat] == fight["mark_seat"])


def joined(state: DoomtownState, fight: Frame, dude: int) -> None:
    if fight.get("bounty_joiners") and fight["side"][controller(state, dude)] == fight["leader_seat"]:
        add_bounty(state, dude)  # a job's rule: each dude joining the leader's posse (Kidnappin')
    fn = HOOKS.get("joins_posse", {}).get(state.table[dude].card.code)
    if fn is not None:
        fn(state, fight, dude)


def posses_formed(state: DoomtownState, fight: Frame) -> None:
    """Both posses are formed: traits of their dudes that hold while they fight (Virginia Ann Earp);
    the leader and the mark joined no posse, so ``joins_posse`` did not see them."""
    hooks = HOOKS.get("posses_formed", {})
    for posse in fight["posse"] if hooks else ():
        for dude in posse:
            fn = hooks.get(state.table[dude].card.code)
            if fn is not None:
                fn(state, fight, dude)


def join_posse(state: DoomtownState, fight: Frame, seat: int, dude: int) -> None:
    """An ability brings ``dude`` into ``seat``'s posse at the fight's location. Once the posses
    have formed, breakin' and enterin' applies to the newcomer as it did to the others. Then a
    react window (``JOINED_BY_EFFECT``, given the dude and whether the effect moved them there:
    Stone's Colt Dragoons, Adrián Vallejo); a dude entering play joins where it enters."""
    if fight.get("closed"):  # nobody else takes part (Howling Howell Melton, Frontier Feud): the dude stays out
        state.note({"type": "kept_out", "card": dude})
        return
    moved = state.at[dude] != fight["location"]
    state.at[dude] = fight["location"]
    fight["posse"][seat].append(dude)
    fight["side"][seat] = fight["side"][seat] if fight["side"][seat] is not None else seat
    if fight.get("formed") and breaking_in(state, fight, fight["side"][seat]) and breakin_bounty_due(state, dude):
        breakin_bounty(state, dude)
    joined(state, fight, dude)
    after(state, JOINED_BY_EFFECT, dude=dude, moved=moved)


def gunslinger_joins(state: DoomtownState, fight: Frame, seat: int) -> int:
    """A Gunslinger token enters play at the fight's location and joins ``seat``'s posse (none
    for a shootout closed to joiners: -1)."""
    if fight.get("closed"):
        return NOWHERE
    gunslinger = make_token(state, GUNSLINGER, seat, fight["location"])
    join_posse(state, fight, seat, gunslinger)
    return gunslinger


def gone_before_shooters(state: DoomtownState, fight: Frame) -> None:
    """Wired to ``hooks.SHOOTERS_DUE``: the tokens that only stay until the shooters are declared
    (Wang Men Wu's Gunslinger) are removed from play before any shooter is chosen."""
    for token in fight.pop("gone_before_shooters", []):
        if any(token in cards for cards in state.play):
            remove_token(state, token)


def breaking_in(state: DoomtownState, fight: Frame, side: int) -> bool:
    """A side at a Private location with none of the location owner's dudes."""
    location = fight["location"]
    if not is_private(state, location):
        return False
    owner = location_owner(state, location)
    return all(state.table[dude].owner != owner for dude in side_posse(state, fight, side))


def breakin_bounty(state: DoomtownState, dude: int) -> None:
    """The dude gains 1 bounty for joining at another player's Private location; then a react
    window (``BREAKIN_BOUNTY``: Dispatch Office)."""
    add_bounty(state, dude)
    after(state, BREAKIN_BOUNTY, dude=dude)


def breakin_bounty_due(state: DoomtownState, dude: int) -> bool:
    """Breakin' and enterin' raises this dude's bounty unless a card in play spares it
    (``HOOKS["spares_breakin"]``, fn(state, source, dude) -> bool: Danny London)."""
    spares = HOOKS.get("spares_breakin", {})
    return not any(
        source in state.play[state.table[source].owner] and spares[state.table[source].card.code](state, source, dude)
        for source in cards_with_hook(state, "spares_breakin")
    )


def may_boot_to_join(state: DoomtownState, dude: int) -> bool:
    """Whether the dude may boot to join a posse from an adjacent location (a ``boots_to_join``
    trait says not: Bulletproof Vest); joining without booting stays open."""
    return bool(adjusted_stat(state, "boots_to_join", dude, True))


# Roan and Mechanical Horse (Horses, boot themselves) and Shortcut (an action card played from
# the hand) let a dude join a posse from an adjacent location without booting: offered as joins
# of their own.
ROAN, MECHANICAL_HORSE, SHORTCUT = "24158", "24167", "24243"


def join_without_booting(state: DoomtownState, seat: int, dude: int) -> list[dict[str, Any]]:
    name = state.table[dude].name
    options = []
    for item in state.play[seat]:
        carried = state.attached_to[item] == dude and state.table[item].card.code in (ROAN, MECHANICAL_HORSE)
        ready = not state.booted[item] and not silenced(state, item)
        if carried and ready and not spent(state, item, f"{item}/react"):
            label = f"{name} joins without booting ({state.table[item].name} boots)"
            options.append({"type": "join", "dude": dude, "react": item, "label": label})
    shortcut = next((c for c in sorted(state.hand[seat]) if state.table[c].card.code == SHORTCUT), None)
    if shortcut is not None:
        label = f"{name} joins without booting (play Shortcut)"
        options.append({"type": "join", "dude": dude, "react": shortcut, "label": label})
    return options


def pay_for_join(state: DoomtownState, seat: int, action: dict[str, Any]) -> None:
    card = action["react"]
    if card in state.hand[seat]:
        state.hand[seat].remove(card)
        state.discard[seat].append(card)
    else:
        state.booted[card] = 1
        mark_used(state, card, f"{card}/react")
    state.note({"type": "react", "seat": seat, "card": card})
