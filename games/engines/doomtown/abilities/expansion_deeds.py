"""Deeds of the packs beyond the base set (There Comes a Reckoning to Debt of Blood): their traits
and abilities, written with the same framework as the base set's (``deeds.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.core import JOB, NOON, SHOOTOUT, Use, ability, hook, trait
from games.engines.doomtown.abilities.discard_piles import open_discard
from games.engines.doomtown.abilities.from_discard import offer_dude_or_deed
from games.engines.doomtown.abilities.joining import join_posse
from games.engines.doomtown.abilities.keywords import has_keyword
from games.engines.doomtown.abilities.protection import guard_first_round
from games.engines.doomtown.abilities.reacts import JOB_SUCCEEDED, react
from games.engines.doomtown.abilities.rounds import NOT_CHEATIN, RANKS, lock
from games.engines.doomtown.abilities.targets import (
    boot_card,
    dudes_here,
    has_keyword_item,
    opposing_unbooted,
    pairs,
    their_posse,
    value_against,
)
from games.engines.doomtown.abilities.windows import ask, ask_discards, ask_live, live_options, picker
from games.engines.doomtown.abilities.would import LOSE_DUDE, move_or_boot, send_home
from games.engines.doomtown.control import controller
from games.engines.doomtown.fight import current
from games.engines.doomtown.jobs import job_end, start_job
from games.engines.doomtown.town import (
    TOWN_SQUARE,
    adjacent,
    attachments,
    control_points_of_card,
    deed_controller,
    deeds_in_play,
    dudes_at,
    grit,
    home,
    influence,
    is_holy_ground,
)
from games.engines.doomtown.zones import boot, draw_card, gain, leave_play, pay

if TYPE_CHECKING:
    from games.engines.doomtown.frames import Frame
    from games.engines.doomtown.state import DoomtownState

SKILL_NAMES = ("Blessed", "Huckster", "Shaman", "Mad Scientist")
COURTHOUSE_BULLETS = 4  # Cochise County Courthouse: the bullets its job's posse needs
LODGE_UNBOOT = 2  # Explorer's Lodge: what the moved dude's owner pays to unboot them
LAND_PURCHASE_DISCOUNT = 3  # Land Purchase: off the cost of the deed it plays from the discard pile
GRAVE_GRIT = 11  # Concordia Cemetery: an aced dude this gritty gives it a control point


def _discard_top(state: DoomtownState, seat: int) -> None:
    card = draw_card(state, seat)
    if card is not None:
        state.discard[seat].append(card)


# ---- traits -----------------------------------------------------------------------------------------


@trait("Crystal Palace", stats=("bullets", "influence"))
def crystal_palace(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """Abominations here: +1 bullets and +1 influence."""
    if state.at[card] != source or state.table[card].type != "dude" or not has_keyword(state, card, "Abomination"):
        return amount
    return amount + 1


def _horse_here(state: DoomtownState, deed: int) -> bool:
    return any(state.table[item].has("Horse") for dude in dudes_at(state, deed) for item in attachments(state, dude))


@trait("Carmichael's Livery", stats=("production", "control"), own=True)
def carmichaels_livery(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """+1 production and +1 control while a dude here has a Horse."""
    return amount + 1 if _horse_here(state, source) else amount


@trait("Winner's Circle Auction House", stats=("control",), own=True)
def winners_circle(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """+1 control for each player with a dude here."""
    return amount + len({controller(state, dude) for dude in dudes_at(state, source)})


@hook("adjacent", "The Veiled Crossing")
def the_veiled_crossing(state: DoomtownState, source: int, a: int, b: int) -> bool:
    """Adjacent to every other Holy Ground."""
    if source not in (a, b) or a == b:
        return False
    other = b if a == source else a
    return is_holy_ground(state, other)


@trait("Jonah's Retreat", stats=("producer",), own=True)
def jonahs_retreat(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """Its controller collects its production, owner or not."""
    return deed_controller(state, source)


@trait("Smith Family Farm", stats=("control",), own=True)
def smith_family_farm(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """+1 control while an unbooted dude is here."""
    return amount + 1 if any(not state.booted[dude] for dude in dudes_at(state, source)) else amount


def _my_unbooted_here(u: Use) -> list[int]:
    return [d for d in dudes_here(u) if controller(u.state, d) == u.seat and not u.state.booted[d]]


@ability("Smith Family Farm", NOON, targets=_my_unbooted_here)
def smith_family_farm_work(u: Use, dude: int) -> None:
    """boot your dude here: draw a card and gain 2 ghost rock"""
    u.state.booted[dude] = 1
    card = draw_card(u.state, u.seat)
    if card is not None:
        u.state.hand[u.seat].append(card)
    u.gain(2)


# ---- Noon abilities -----------------------------------------------------------------------------------


def _nearby_dudes(u: Use) -> list[int]:
    return [d for d in u.all_dudes() if u.state.at[d] == u.card or adjacent(u.state, u.card, u.state.at[d])]


@ability("Buffalo Emporium", NOON, boot=True, controller=True,
         targets=lambda u: [d for d in dudes_here(u) if d in u.my_dudes()])  # fmt: skip
def buffalo_emporium(u: Use, dude: int) -> None:
    """your dude here: today other players' card effects neither boot nor move it; an Abomination
    also unboots and, today, gives your posse +1 stud bonus while in it"""
    effects.add(u.state, "ancestors", dude, until="turn", set_to=True)
    if has_keyword(u.state, dude, "Abomination"):
        u.state.booted[dude] = 0
        effects.add(u.state, "posse_stud_bonus", dude, 1, until="turn")


@ability("Cheyenne Club", NOON, boot=True, controller=True,
         targets=lambda u: [d for d in _nearby_dudes(u) if _skills(u.state, d)])  # fmt: skip
def cheyenne_club(u: Use, dude: int) -> None:
    """a dude here or next door gets +1 to each of their skills today"""
    for skill in _skills(u.state, dude):
        effects.add(u.state, skill, dude, 1, until="turn")


def _skills(state: DoomtownState, dude: int) -> list[str]:
    return [skill for skill in SKILL_NAMES if state.table[dude].rating(skill) is not None]


@ability("Worm Canyon", NOON, boot=True, when=lambda u: bool(u.state.hand[u.seat]))
def worm_canyon(u: Use, _: None) -> None:
    """discard your hand and gain 1 ghost rock per card discarded"""
    hand = u.state.hand[u.seat]
    count = len(hand)
    u.state.discard[u.seat].extend(hand)
    hand.clear()
    u.gain(count)


@ability("Gage Export Co.", NOON, boot=True, controller=True, targets=lambda u: list(open_discard(u.state, u.seat)))
def gage_export(u: Use, card: int) -> None:
    """shuffle a card of your discard pile into your deck, then discard your deck's top card"""
    u.state.discard[u.seat].remove(card)
    u.state.deck[u.seat].append(card)
    u.state.rng.shuffle(u.state.deck[u.seat])
    _discard_top(u.state, u.seat)


@ability("Steph & Gertie's Tonsorium", NOON, boot=True, controller=True, when=lambda u: bool(u.state.hand[u.seat]))
def tonsorium(u: Use, _: None) -> None:
    """shuffle a card of your hand into your deck, then discard your deck's top card"""
    ask_live(u.state, u.seat, "tonsorium", verb="Shuffle into your deck")


@live_options("tonsorium")
def _tonsorium_options(state: DoomtownState, frame: dict[str, Any]) -> list[int]:
    return sorted(state.hand[frame["seat"]])


@picker("tonsorium")
def _tonsorium(state: DoomtownState, frame: dict[str, Any], card: int) -> None:
    seat = frame["seat"]
    state.hand[seat].remove(card)
    state.deck[seat].append(card)
    state.rng.shuffle(state.deck[seat])
    _discard_top(state, seat)


@hook("other_enters_play", "Baird's Debt Collections")
def _bairds_collects(state: DoomtownState, deed: int, card: int) -> None:
    """Another deed enters play (deeds enter play only by being played: RULINGS 374): the
    controller of this deed gains 1 ghost rock."""
    if state.table[card].type == "deed":
        gain(state, deed_controller(state, deed), 1)


def _unbooted_deeds(u: Use) -> list[int]:
    if not u.state.hand[u.seat]:
        return []
    return [deed for deed in deeds_in_play(u.state) if not u.state.booted[deed] and deed != u.card]


@ability("Baird's Debt Collections", NOON, boot=True, controller=True, targets=_unbooted_deeds, does=("boot",))
def bairds_debt_collections(u: Use, deed: int) -> None:
    """discard a card from your hand to boot a deed"""
    ask_discards(u.state, u.seat, 1, "bairds_boot", deed=deed)


@picker("bairds_boot")
def _bairds_boot(state: DoomtownState, frame: dict[str, Any], _: None) -> None:
    boot(state, frame["deed"])


def _own_job_done(u: Use, data: dict[str, Any]) -> bool:
    """Your job succeeded, not one of your outfit's or legend's, and not on your home."""
    source = data["source"]
    by_outfit = source is not None and u.state.table[source].type in ("outfit", "legend")
    return data["seat"] == u.seat and not by_outfit and data["mark"] != home(u.state, u.seat)


@react("Taff's Distillery", JOB_SUCCEEDED, controller=True, applies=_own_job_done)
def taffs_distillery(u: Use, _: dict[str, Any]) -> None:
    """you completed a job (not your outfit's or legend's, not on your home): draw a card"""
    card = draw_card(u.state, u.seat)
    if card is not None:
        u.state.hand[u.seat].append(card)


def _opponent_aced_in_fight(u: Use, event: dict[str, Any]) -> bool:
    """A non-token dude fighting against a posse of yours is about to be aced."""
    dude, fight = event["dude"], u.fight
    if not event["ace"] or fight is None or u.state.table[dude].card.token:
        return False
    mine, theirs = fight["side"][u.seat], fight["side"][controller(u.state, dude)]
    return mine is not None and theirs is not None and mine != theirs and bool(u.my_posse())


@react("Concordia Cemetery", LOSE_DUDE, controller=True, stops=False, applies=_opponent_aced_in_fight)
def concordia_cemetery(u: Use, event: dict[str, Any]) -> None:
    """a non-token dude opposing yours is about to be aced in a shootout: this deed gains a
    permanent +1 production, and a permanent control point if that dude has grit 11 or more"""
    effects.add(u.state, "production", u.card, 1, until="play")
    if grit(u.state, event["dude"]) >= GRAVE_GRIT:
        effects.add(u.state, "control", u.card, 1, until="play")


# ---- Shootout abilities -------------------------------------------------------------------------------


@ability("Hart's Tea Shoppe", SHOOTOUT, boot=True, controller=True, targets=opposing_unbooted, does=("boot",))
def harts_tea_shoppe(u: Use, card: int) -> None:
    """boot an opposing card"""
    boot_card(u, card)


@ability("The Gem Theater", SHOOTOUT, boot=True, controller=True,
         when=lambda u: u.fight is not None and u.fight["location"] == u.card)  # fmt: skip
def the_gem_theater(u: Use, _: None) -> None:
    """the shootout is here: every dude in it becomes a draw"""
    for dude in [d for posse in current(u.state)["posse"] for d in posse]:
        effects.add(u.state, "bullet_type", dude, until="shootout", set_to="draw")


def _nuttal_targets(u: Use) -> list[list[Any]]:
    return [[d, "unboot" if u.state.booted[d] else "boot"] for d in dudes_here(u)]


def _nuttal_and_mann(u: Use, target: list[Any]) -> None:
    """boot or unboot a dude here"""
    dude, how = target
    if how == "unboot":
        u.state.booted[dude] = 0
    else:
        move_or_boot(u.state, u.seat, dude, boot=True)


for _timing in (NOON, SHOOTOUT):
    ability("Nuttal & Mann's No. 10 Saloon", _timing, boot=True, cost=1, controller=True, targets=_nuttal_targets)(
        _nuttal_and_mann
    )


def _riders(u: Use) -> list[list[int]]:
    return [[d, change] for d in u.all_dudes() if has_keyword_item(u, d, "Horse") for change in (1, -1)]


@ability("Livery Stables", SHOOTOUT, boot=True, targets=_riders)
def livery_stables(u: Use, target: list[int]) -> None:
    """a dude with a Horse gets +1 or -1 bullets"""
    dude, change = target
    effects.add(u.state, "bullets", dude, change, until="shootout")


@ability("Old Washoe Club", SHOOTOUT, boot=True, controller=True, does=("home",),
         targets=lambda u: [d for d in their_posse(u) if value_against(u, d) == 1])  # fmt: skip
def old_washoe_club(u: Use, dude: int) -> None:
    """send an opposing Ace-value dude home booted"""
    send_home(u.state, u.seat, dude)


def _sidekicks(u: Use) -> list[int]:
    """Every Sidekick in play (goods or spells), whoever's."""
    return [card for cards in u.state.play for card in cards if u.state.table[card].has("Sidekick")]


@ability("Old Washoe Club", SHOOTOUT, boot=True, controller=True, targets=_sidekicks, does=("discard",))
def old_washoe_club_sidekick(u: Use, item: int) -> None:
    """discard a Sidekick"""
    leave_play(u.state, item, ace=False)


# ---- Explorer's Lodge, Heath's Curiosity Shoppe, Five Aces Gambling Hall, Bird Cage Theater ------------


@ability("Explorer's Lodge", NOON, boot=True, controller=True, targets=dudes_here, does=("home",))
def explorers_lodge(u: Use, dude: int) -> None:
    """move a dude here to the town square, booted (their owner may pay 2 GR to unboot them)"""
    move_or_boot(u.state, u.seat, dude, to=TOWN_SQUARE, boot=True)
    owner = u.state.table[dude].owner
    if u.state.stash[owner] >= LODGE_UNBOOT:
        name = u.state.table[dude].name
        texts = {"pay": f"Pay {LODGE_UNBOOT} GR to unboot {name}", "keep": f"{name} stays booted"}
        ask(u.state, owner, "lodge", ["pay", "keep"], texts=texts, dude=dude)


@picker("lodge")
def _lodge_unboot(state: DoomtownState, frame: dict[str, Any], choice: str) -> None:
    dude = frame["dude"]
    if choice == "pay" and state.at[dude] == TOWN_SQUARE and state.stash[frame["seat"]] >= LODGE_UNBOOT:
        pay(state, frame["seat"], LODGE_UNBOOT)
        state.booted[dude] = 0


@ability("Heath's Curiosity Shoppe", NOON, boot=True, controller=True, when=lambda u: len(u.state.hand[u.seat]) >= 2)
def heaths_curiosity_shoppe(u: Use, _: None) -> None:
    """discard 2 cards: take a non-Unique card of your discard pile with one's suit and the other's value"""
    ask_discards(u.state, u.seat, 2, "curiosity", since=len(u.state.discard[u.seat]))


@picker("curiosity")
def _curiosity(state: DoomtownState, frame: dict[str, Any], _: Any) -> None:
    seat = frame["seat"]
    first, second = (state.table[card].card for card in state.discard[seat][frame["since"] : frame["since"] + 2])
    wanted = {(first.suit, second.value), (second.suit, first.value)}
    found = sorted(
        card
        for card in state.discard[seat]
        if (state.table[card].card.suit, state.table[card].card.value) in wanted and not state.table[card].card.unique
    )
    ask(state, seat, "curiosity_take", found, verb="Take into your hand")


@picker("curiosity_take")
def _curiosity_take(state: DoomtownState, frame: dict[str, Any], card: int) -> None:
    state.discard[frame["seat"]].remove(card)
    state.hand[frame["seat"]].append(card)


def _own_mark(u: Use) -> bool:
    fight = u.fight
    if fight is None or fight["side"][u.seat] is None:
        return False
    mark = fight["mark_dude"] if fight["mark_dude"] is not None else fight["location"]
    return mark >= 0 and u.state.table[mark].owner == u.seat


def _wanted_outside(u: Use) -> list[int]:
    return [d for d in u.my_dudes() if u.state.bounty[d] > 0 and not u.in_fight(d)]


@react("Campbell & Hatch Billiard Parlor", "posses_formed", controller=True, applies=lambda u, _: u.fight is not None)
def campbell_and_hatch_billiard_parlor(u: Use, _: dict[str, Any]) -> None:
    """posses formed: only traits and Cheatin' Resolutions change hand ranks for the rest of the shootout,
    and no Shootout or non-Cheatin' Resolution ability aces or discards a dude in its first round"""
    fight = current(u.state)
    lock(fight, RANKS, NOT_CHEATIN)
    guard_first_round(fight)


@react("Five Aces Gambling Hall", "posses_formed", applies=lambda u, _: _own_mark(u) and bool(_wanted_outside(u)))
def five_aces_gambling_hall(u: Use, _: dict[str, Any]) -> None:
    """you own the mark: one of your wanted dudes joins your posse"""
    ask(u.state, u.seat, "five_aces", _wanted_outside(u), verb="Join your posse:")


@picker("five_aces")
def _five_aces_joins(state: DoomtownState, frame: dict[str, Any], dude: int) -> None:
    join_posse(state, current(state), frame["seat"], dude)


def _bird_cage_jobs(u: Use) -> list[list[int]]:
    leaders = [d for d in u.my_dudes() if not u.state.booted[d]]
    marks = [d for d in u.opposing_dudes() if control_points_of_card(u.state, d) > 0]
    return pairs(leaders, marks)


@ability("Bird Cage Theater", JOB, boot=True, controller=True, targets=_bird_cage_jobs)
def bird_cage_theater(u: Use, target: list[int]) -> None:
    """job on an opposing dude with control points: they lose them all, this deed gains +1 control and production"""
    leader, mark = target
    start_job(u.state, u.seat, leader, mark, then="bird_cage")
    u.state.stack[-1]["deed"] = u.card


@job_end("bird_cage")
def _bird_cage_end(state: DoomtownState, frame: Frame, succeeded: bool) -> None:
    mark, deed = frame["mark"], frame["deed"]
    if not succeeded:
        return
    if any(mark in cards for cards in state.play):
        effects.add(state, "control", mark, until="play", set_to=0)
    if any(deed in cards for cards in state.play):
        effects.add(state, "control", deed, 1, until="play")
        effects.add(state, "production", deed, 1, until="play")


# ---- until after the next Upkeep: Ike's Place ------------------------------------------------------------


def _ikes_marks(u: Use) -> list[int]:
    street = next((cards for cards in u.state.street if u.card in cards), [])
    return [deed for deed in deeds_in_play(u.state) if deed in street or deed_controller(u.state, deed) == u.seat]


@ability("Ike's Place", NOON, boot=True, controller=True, targets=_ikes_marks)
def ikes_place(u: Use, deed: int) -> None:
    """a deed on this street or one you control: no control points nor production until after the next Upkeep"""
    for stat in ("control", "production"):
        effects.add(u.state, stat, deed, until="upkeep", set_to=0)


@trait("Schieffelin Hall", stats=("influence_draws",), own=True)
def schieffelin_hall(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """In shootouts here, influence instead of bullets sets how many cards a posse draws."""
    return True


# ---- Land Purchase -------------------------------------------------------------------------------------


@ability("Land Purchase", JOB, boot=True, controller=True,
         targets=lambda u: [d for d in u.my_dudes() if not u.state.booted[d]])  # fmt: skip
def land_purchase(u: Use, leader: int) -> None:
    """job on this deed: if it succeeds, discard this deed to play a deed from your discard pile for 3
    ghost rock less"""
    start_job(u.state, u.seat, leader, u.card, then="land_purchase")


@job_end("land_purchase")
def _land_purchased(state: DoomtownState, frame: Frame, succeeded: bool) -> None:
    deed, seat = frame["mark"], frame["leader_seat"]
    if succeeded and deed in state.play[state.table[deed].owner]:
        leave_play(state, deed, ace=False)
        offer_dude_or_deed(state, seat, LAND_PURCHASE_DISCOUNT, types=("deed",))


# ---- Cochise County Courthouse -----------------------------------------------------------------------------


@ability("Cochise County Courthouse", JOB, boot=True, controller=True,
         targets=lambda u: [d for d in u.my_dudes() if not u.state.booted[d]])  # fmt: skip
def cochise_county_courthouse(u: Use, leader: int) -> None:
    """job on the town square (a posse of 4 bullets or more): then pay an opposing dude's influence to
    boot their attachments and bring them to the town square booted"""
    start_job(u.state, u.seat, leader, TOWN_SQUARE, then="courthouse")
    u.state.stack[-1]["fight_rules"] = {"posse_bullets_at_least": COURTHOUSE_BULLETS}


@job_end("courthouse")
def _courthouse_end(state: DoomtownState, frame: Frame, succeeded: bool) -> None:
    seat = frame["leader_seat"]
    if not succeeded:
        return
    budget = state.stash[seat]
    dudes = [
        d
        for other in range(state.players)
        if other != seat
        for d in state.play[other]
        if state.table[d].type == "dude" and influence(state, d) <= budget
    ]
    ask(state, seat, "courthouse", [*dudes, "none"], verb="Summon", texts={"none": "Summon nobody"})


@picker("courthouse")
def _courthouse(state: DoomtownState, frame: dict[str, Any], choice: Any) -> None:
    if choice == "none" or not any(choice in cards for cards in state.play):
        return
    pay(state, frame["seat"], influence(state, choice))
    for item in attachments(state, choice):
        boot(state, item)
    move_or_boot(state, frame["seat"], choice, to=TOWN_SQUARE, boot=True)
