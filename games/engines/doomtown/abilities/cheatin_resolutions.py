"""Cheatin' Resolutions of the packs beyond the base set (on goods and spells, and Bad Beat's action
card): played against a cheatin' hand in a shootout, they change hand ranks, hands and casualties
or send dudes home.

Those whose effect is a hand rank or this shootout's casualties are offered in shootouts only: at
Gamblin' lowball is already settled, so they would do nothing (RULINGS 339)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.action_cards import replace_draw_hand
from games.engines.doomtown.abilities.core import CHEATIN, SHOOTOUT, Use, ability, action
from games.engines.doomtown.abilities.hand_changes import draw_codes, show_hand, stronger_first
from games.engines.doomtown.abilities.rounds import raise_rank, reduce_casualties
from games.engines.doomtown.abilities.targets import boot_card, my_hand_legal, their_posse
from games.engines.doomtown.abilities.would import send_home
from games.engines.doomtown.fight import current
from games.engines.doomtown.poker import JOKER_CODE, best_hand_codes, parse_card
from games.engines.doomtown.town import attachments, bullets, influence
from games.engines.doomtown.zones import draw_into, pay_player

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

BIBLE_MOST = 4  # Ranger's Bible: the most it lowers a rank
BEDAZZLE_RANKS = 2
MISSED_ME_MOST = 4
CENSURE_RANKS, CENSURE_CASUALTIES = 2, 3
SPIDER_BOOT_MARGIN = 6
BAD_BEAT_TAKE = 2  # Wrathful Spider: success by this much also boots the dude


YOURS, THEIRS = "your hand", "their hand"  # whose hand rank a "player's hand rank" ability changes


def _sides(u: Use) -> list[str]:
    return [YOURS, THEIRS] if u.my_side() is not None else []


def _side(u: Use, hand: str) -> int:
    side = u.my_side() if hand == YOURS else u.their_side()
    assert side is not None
    return side


def _lower(u: Use, hand: str, amount: int) -> None:
    raise_rank(current(u.state), _side(u, hand), -amount)


def _sidekicks_and_dudes(state: DoomtownState, posse: list[int]) -> int:
    sidekicks = sum(1 for dude in posse for item in attachments(state, dude) if state.table[item].has("Sidekick"))
    return len(posse) + sidekicks


@ability("Ranger's Bible", CHEATIN, boot=True, when=my_hand_legal, targets=_sides)
def rangers_bible(u: Use, hand: str) -> None:
    """your hand is legal: lower a player's hand rank by this dude's influence (at most 4)"""
    _lower(u, hand, min(BIBLE_MOST, influence(u.state, u.dude)))


@ability("Bedazzle", CHEATIN, boot=True, skill=3, targets=lambda u: [[s, d] for s in _sides(u) for d in their_posse(u)])
def bedazzle(u: Use, target: list[Any]) -> None:
    """(Hex 3) lower a player's hand rank by 2; an opposing dude loses as many bullets as they have"""
    hand, dude = target
    _lower(u, hand, BEDAZZLE_RANKS)
    effects.add(u.state, "bullets", dude, -bullets(u.state, dude), until="shootout")


@ability("Missed Me!", CHEATIN, boot=True, skill=5, when=lambda u: u.my_side() is not None)
def missed_me(u: Use, _: None) -> None:
    """(Hex 5) lower your opponent's hand rank by their posse's dudes and Sidekicks (at most 4)"""
    _lower(u, THEIRS, min(MISSED_ME_MOST, _sidekicks_and_dudes(u.state, u.their_posse())))


def _opposing_shooter(u: Use) -> list[int]:
    side, fight = u.their_side(), u.fight
    shooter = None if side is None or fight is None else fight["shooter"][side]
    return [shooter] if shooter is not None and shooter in u.their_posse() else []


@ability("Wrathful Spider", CHEATIN, boot=True, skill=5, targets=_opposing_shooter, does=("home",))
def wrathful_spider_resolution(u: Use, shooter: int) -> None:
    """(Spirit 5) send the opposing shooter home booted"""
    send_home(u.state, u.seat, shooter, play=False)


@ability("Wrathful Spider", SHOOTOUT, boot=True, skill=6, targets=their_posse, does=("boot",))
def wrathful_spider(u: Use, dude: int) -> None:
    """(Spirit 6) an opposing dude -1 bullets; success by 6 or more also boots them"""
    effects.add(u.state, "bullets", dude, -1, until="shootout")
    if u.extra.get("margin", 0) >= SPIDER_BOOT_MARGIN:
        boot_card(u, dude)


def _horseless(u: Use) -> list[int | None]:
    riders = [d for d in their_posse(u) if not any(u.state.table[i].has("Horse") for i in attachments(u.state, d))]
    return [None, *riders]


@ability("Pale Horse", CHEATIN, boot=True, targets=_horseless, does=("home",))
def pale_horse(u: Use, dude: int | None) -> None:
    """you may send an opposing dude without a Horse home booted; a legal hand: this dude's bullets fewer casualties"""
    if dude is not None:
        send_home(u.state, u.seat, dude, play=False)
    side = u.my_side()
    if my_hand_legal(u) and side is not None:
        reduce_casualties(u.state, current(u.state), side, bullets(u.state, u.dude))


def _censures(u: Use) -> list[list[Any]]:
    return [[hand, dude] for hand in ["no hand", *_sides(u)] for dude in [None, *their_posse(u)]]


@ability("Censure", CHEATIN, boot=True, skill=6, targets=_censures, does=("home",))
def censure(u: Use, target: list[Any]) -> None:
    """(Miracle 6) you may raise a player's hand rank by 2; you take 3 fewer casualties and may send an
    opposing dude home booted"""
    hand, dude = target
    if hand != "no hand":
        raise_rank(current(u.state), _side(u, hand), CENSURE_RANKS)
    mine = u.my_side()
    if mine is not None:
        reduce_casualties(u.state, current(u.state), mine, CENSURE_CASUALTIES)
    if dude is not None:
        send_home(u.state, u.seat, dude, play=False)


@ability("Bad Beat", CHEATIN, from_hand=True)
def bad_beat(u: Use, _: None) -> None:
    """the cheater's hand is replaced by the top five cards of their own deck; cheatin' again: take up to
    2 ghost rock from them"""
    cheater = u.extra["cheater"]
    if replace_draw_hand(u.state, cheater, cheater):
        pay_player(u.state, cheater, u.seat, min(BAD_BEAT_TAKE, u.state.stash[cheater]))


KEEP_CARDS = "keep"  # One-Eyed Jacks are Wild: no card changed, the hand is made legal as it is


def _wild_changes(u: Use) -> list[str | None]:
    """At Gamblin' nothing to change (the lowball is settled: RULINGS 394); in a shootout, keeping
    the hand or changing one card to any other, the best way to each stronger hand."""
    if u.fight is None:
        return [None]
    codes = draw_codes(u)
    if len(codes) < 5:
        return []
    fresh = sorted(range(JOKER_CODE), key=lambda new: new in codes)  # a card the hand lacks, before a duplicate
    singles = [[(old, new)] for old in sorted(set(codes)) for new in fresh if new != old]
    return [KEEP_CARDS, *(texts[0] for texts in stronger_first(codes, singles))]


@action("One-Eyed Jacks are Wild", CHEATIN, targets=_wild_changes, names_cards=False, at_gamblin=True)
def one_eyed_jacks_are_wild(u: Use, change: str | None) -> None:
    """one card of your draw hand may become any value and suit, and your hand is legal; at Gamblin' draw a card"""
    if change is None:
        draw_into(u.state, u.seat, u.state.hand[u.seat], 1)
        return
    fight = current(u.state)
    codes = list(draw_codes(u))
    if change != KEEP_CARDS:
        old, new = (parse_card(card) for card in change.split(" to "))
        codes[codes.index(old)] = new
    fight["draw_codes"][u.seat] = codes
    show_hand(u.state, u.seat, best_hand_codes(codes))
    fight["cheatin"][u.seat] = False  # "considered legal", whatever the cards (RULINGS 394)
    fight["hands"][u.seat]["cheatin"] = False
