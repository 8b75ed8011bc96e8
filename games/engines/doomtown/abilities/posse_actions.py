"""Shootout action cards of the later packs that shape the posses: who joins, who takes cover,
who becomes a stud, what the posses may still do (Twilight Is Upon Us, Hell's Comin' With Me!,
Takin' Cover, Murdered in Tombstone, Test of Wills, As Nature and God Intended)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.core import CHEATIN, REGISTRY, SHOOTOUT, Use, action
from games.engines.doomtown.abilities.discard_piles import open_discard
from games.engines.doomtown.abilities.joining import join_posse, may_join
from games.engines.doomtown.abilities.reacts import react_action
from games.engines.doomtown.abilities.targets import boot_card, my_posse, opposing_unbooted
from games.engines.doomtown.abilities.windows import (
    ask,
    ask_discards,
    ask_live,
    live_options,
    picker,
    usable,
    use_ability,
)
from games.engines.doomtown.fight import current, posses_held, side_seats
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.table import SKILLS
from games.engines.doomtown.town import attachments, bullets, kung_fu

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

COVER_UNLESS_LOST_BY = 3  # Takin' Cover: the margin of a lost round that still reaches the dude


def _joiners(u: Use, dudes: list[int]) -> list[int]:
    """Those of ``dudes`` who may join the user's posse now (moving if necessary)."""
    return [d for d in dudes if may_join(u, d)]


def is_skilled(state: DoomtownState, dude: int) -> bool:
    return any(state.table[dude].rating(skill) is not None for skill in SKILLS)


# ---- Takin' Cover ------------------------------------------------------------------------------------


@action("Takin' Cover", SHOOTOUT, targets=my_posse)
def takin_cover(u: Use, dude: int) -> None:
    """your dude: -1 bullets; no casualty this round unless your side loses it by 3 ranks or more"""
    effects.add(u.state, "bullets", dude, -1, until="shootout")
    effects.add(u.state, "spared_unless_lost_by", dude, until="round", set_to=COVER_UNLESS_LOST_BY)


# ---- Twilight Is Upon Us -----------------------------------------------------------------------------


def _twilight_joiners(u: Use) -> list[int | None]:
    """A skilled dude of the user's to bring in (or none: the bullets still count)."""
    return [None, *_joiners(u, [d for d in u.my_dudes() if is_skilled(u.state, d)])]


@action("Twilight Is Upon Us", SHOOTOUT, targets=_twilight_joiners)
def twilight_is_upon_us(u: Use, dude: int | None) -> None:
    """every shooter beside a skilled dude has +2 bullets this shootout; your skilled dude joins your posse"""
    if dude is not None:
        join_posse(u.state, current(u.state), u.seat, dude)
    for shooter in u.all_dudes():  # RULINGS 345: whoever shoots later, on either side
        effects.add(u.state, "bullets", shooter, 2, until="shootout", while_="shooter_beside_skilled")


# ---- Hell's Comin' With Me! ----------------------------------------------------------------------------


@action("Hell's Comin' With Me!", SHOOTOUT, targets=lambda u: _joiners(u, u.my_dudes()))
def hells_comin_with_me(u: Use, dude: int) -> None:
    """your dude joins your posse; with a Sidekick, you may make a shootout play with one of their cards
    (RULINGS 346)"""
    join_posse(u.state, current(u.state), u.seat, dude)
    if not any(u.state.table[item].has("Sidekick") for item in attachments(u.state, dude)):
        return
    carried = set(attachments(u.state, dude))
    plays = [play for play in usable(u.state, u.seat, "shootout") if play["card"] in carried]
    texts = {"none": "Make no other play", **{str(i): play["label"] for i, play in enumerate(plays)}}
    if plays:
        ask(u.state, u.seat, "hells_comin", list(texts), texts=texts, plays=plays)


@picker("hells_comin")
def _hells_comin_play(state: DoomtownState, frame: Frame, choice: str) -> None:
    if choice != "none":
        use_ability(state, frame["seat"], frame["plays"][int(choice)])


# ---- Murdered in Tombstone -----------------------------------------------------------------------------


def _has_cheatin_resolution(state: DoomtownState, card: int) -> bool:
    facts = state.table[card]
    return facts.type == "action" and any(spec.timing == CHEATIN for spec in REGISTRY.get(facts.card.code, ()))


@action("Murdered in Tombstone", SHOOTOUT, targets=my_posse)
def murdered_in_tombstone(u: Use, dude: int) -> None:
    """your dude becomes a stud; each side's player may fetch an action card with a Cheatin' Resolution
    from their deck or discard pile, then discards a card"""
    effects.add(u.state, "bullet_type", dude, until="shootout", set_to="stud")
    fight = current(u.state)
    mine = u.fighting_side()
    for side in (u.opposing_side(), mine):  # the user's search is asked last, so it comes first
        searcher = side_seats(u.state, fight, side)[0]
        ask_live(u.state, searcher, "tombstone_search", texts={"none": "Take no card"}, verb="Take")


@live_options("tombstone_search")
def _tombstone_options(state: DoomtownState, frame: Frame) -> list[Any]:
    """One card per title (deck or discard pile), or nothing."""
    seat = frame["seat"]
    found: dict[str, int] = {}
    for card in sorted([*state.deck[seat], *open_discard(state, seat)]):
        if _has_cheatin_resolution(state, card):
            found.setdefault(state.table[card].title, card)
    return ["none", *found.values()]


@picker("tombstone_search")
def _tombstone_take(state: DoomtownState, frame: Frame, choice: Any) -> None:
    seat = frame["seat"]
    if choice == "none":
        return
    zone = state.deck[seat] if choice in state.deck[seat] else state.discard[seat]
    zone.remove(choice)
    state.rng.shuffle(state.deck[seat])  # a searched deck is shuffled
    state.note({"type": "revealed", "seat": seat, "card": choice})
    state.hand[seat].append(choice)
    ask_discards(state, seat, 1, "nothing_more")


# ---- Test of Wills -------------------------------------------------------------------------------------


@action("Test of Wills", SHOOTOUT, targets=opposing_unbooted, does=("boot",))
def test_of_wills(u: Use, card: int) -> None:
    """boot an opposing card; a goods or spell loses its abilities, traits and bonuses this shootout"""
    boot_card(u, card)
    if u.state.table[card].type in ("goods", "spell"):
        effects.add(u.state, "blank", card, until="shootout")


def _outgunning(u: Use, _: dict[str, Any]) -> bool:
    """The user's posse has more total bullets than the opposing posse (and the posses are not held yet)."""
    if u.fight is None or u.my_side() is None or posses_held(u.state):
        return False
    return sum(bullets(u.state, d) for d in u.my_posse()) > sum(bullets(u.state, d) for d in u.their_posse())


@react_action("Test of Wills", "posses_formed", applies=_outgunning)
def test_of_wills_react(u: Use, _: dict[str, Any]) -> None:
    """your posse has more bullets: shootout plays can no longer bring dudes into posses or take them out"""
    current(u.state)["posses_held"] = True  # RULINGS 351: held as Scoop Hound holds them


# ---- As Nature and God Intended ------------------------------------------------------------------------


@action("As Nature and God Intended", SHOOTOUT)
def as_nature_and_god_intended(u: Use, _: None) -> None:
    """this round every Weapon loses its bullet bonus, traits and Shootout abilities, and every dude with
    Kung Fu is a stud"""
    for cards in u.state.play:
        for card in cards:
            facts = u.state.table[card]
            if facts.type == "goods" and facts.has("Weapon"):
                effects.add(u.state, "stripped", card, until="round")
                for spec in REGISTRY.get(facts.card.code, ()):
                    if spec.timing == SHOOTOUT and not spec.from_hand:
                        effects.add(u.state, "forgotten", card, until="round", set_to=spec.index)
            elif facts.type == "dude" and kung_fu(u.state, card) is not None:
                effects.add(u.state, "bullet_type", card, until="round", set_to="stud")
