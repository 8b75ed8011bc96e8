"""Deeds: "Controller" abilities (only the deed's controller may use them) and their traits."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.core import JOB, NOON, RESOLUTION, SHOOTOUT, Use, ability, hook, trait
from games.engines.doomtown.abilities.costs import play_cost
from games.engines.doomtown.abilities.extra_uses import grant_extra_use
from games.engines.doomtown.abilities.goods import keep_one
from games.engines.doomtown.abilities.inventing import invent, invent_skill
from games.engines.doomtown.abilities.joining import gunslinger_joins, join_posse
from games.engines.doomtown.abilities.playing import play_reduced, reduced_plays
from games.engines.doomtown.abilities.reacts import react
from games.engines.doomtown.abilities.targets import dudes_here, is_gadget, value_against
from games.engines.doomtown.abilities.windows import another_play, ask, ask_discards, picker
from games.engines.doomtown.abilities.would import move_or_boot
from games.engines.doomtown.control import controller
from games.engines.doomtown.fight import current, no_joiners
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.jobs import job_end, start_job
from games.engines.doomtown.table import SKILLS
from games.engines.doomtown.town import (
    TOWN_SQUARE,
    adjacent,
    attachments,
    control_points_of_card,
    controls,
    deed_controller,
    deeds_in_play,
    home,
    influence,
    locations,
    upkeep,
    value,
)
from games.engines.doomtown.zones import (
    add_bounty,
    attach,
    discard_from_hand,
    draw_card,
    gain,
    leave_play,
    pay,
    place_rock,
    take_rock,
)

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def _nearby(state: DoomtownState, where: int, other: int) -> bool:
    return where == other or adjacent(state, where, other)


def _dudes_nearby(u: Use) -> list[int]:
    return [dude for dude in u.all_dudes() if _nearby(u.state, u.card, u.state.at[dude])]


@ability("Clanton Ranch", NOON, boot=True, controller=True, when=lambda u: u.state.dealer != u.seat)
def clanton_ranch(u: Use, _: None) -> None:
    """not the Dealer: gain 1 ghost rock"""
    u.gain(1)


@ability("Circle M Ranch", NOON, boot=True, controller=True, when=lambda u: len(u.state.hand[u.seat]) <= 3)
def circle_m_ranch(u: Use, _: None) -> None:
    """3 cards or fewer in hand: draw a card"""
    card = draw_card(u.state, u.seat)
    if card is not None:
        u.state.hand[u.seat].append(card)


@ability("Yan Li's Tailoring", NOON, boot=True, controller=True, targets=lambda u: u.all_dudes())
def yan_lis_tailoring(u: Use, dude: int) -> None:
    """a dude gets +1 influence this turn"""
    effects.add(u.state, "influence", dude, 1, until="turn")


@ability("The Mayor's Office", NOON, boot=True, controller=True,
         targets=lambda u: [[d, change] for d in _dudes_nearby(u) for change in (1, -1)])  # fmt: skip
def the_mayors_office(u: Use, target: list[int]) -> None:
    """a nearby dude gets +1 or -1 influence this turn"""
    dude, change = target
    effects.add(u.state, "influence", dude, change, until="turn", by=u.seat)


@ability("Charlie's Place", NOON, boot=True, controller=True,
         targets=lambda u: [[d, change] for d in dudes_here(u) for change in (2, -2)])  # fmt: skip
def charlies_place(u: Use, target: list[int]) -> None:
    """a dude here gets +2 or -2 bullets this turn"""
    dude, change = target
    effects.add(u.state, "bullets", dude, change, until="turn")


@ability(
    "Nickel Night Inn",
    NOON,
    boot=True,
    controller=True,
    targets=lambda u: [d for d in _dudes_nearby(u) if value_against(u, d) <= 3 and not u.state.booted[d]],
    does=("boot",),
)
def nickel_night_inn(u: Use, dude: int) -> None:
    """boot a nearby dude of value 3 or less"""
    move_or_boot(u.state, u.seat, dude, boot=True)


def _station_moves(u: Use) -> list[list[int]]:
    mine = [d for d in dudes_here(u) if controller(u.state, d) == u.seat]
    return [[d, to] for d in mine for to in [*locations(u.state), home(u.state, u.seat)] if to != u.card]


@ability("Railroad Station", NOON, boot=True, controller=True, targets=_station_moves)
def railroad_station(u: Use, target: list[int]) -> None:
    """move your dude from here to another location without booting"""
    dude, to = target
    u.state.at[dude] = to


@trait("Hustings", stats=("influence",))
def hustings(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """Dudes not of this deed's controller, booted at home: -1 influence."""
    if state.table[card].type != "dude" or not state.booted[card]:
        return amount
    owner = state.table[card].owner
    if state.at[card] == home(state, owner) and owner != deed_controller(state, source):
        return amount - 1
    return amount


@trait("Huntsmen's Society", stats=("upkeep",))
def huntsmens_society(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """The controller's nearby dudes of value 10 or more: -1 upkeep."""
    if state.table[card].type != "dude" or not _nearby(state, source, state.at[card]):
        return amount
    if state.table[card].owner == deed_controller(state, source) and value(state, card) >= 10:
        return amount - 1
    return amount


@trait("Cattle Market", stats=("control", "value"))
def cattle_market(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """+1 control with another Ranch in play; dudes here get +3 value."""
    if stat == "control" and card == source:
        ranches = [c for seat in state.play for c in seat if c != source and state.table[c].has("Ranch")]
        return amount + 1 if ranches else amount
    if stat == "value" and state.table[card].type == "dude" and state.at[card] == source:
        return amount + 3
    return amount


def _wanted(u: Use) -> list[list[int]]:
    return [[d, change] for d in u.all_dudes() if u.state.bounty[d] > 0 for change in (1, -1)]


@ability("B & B Attorneys", NOON, boot=True, controller=True, targets=_wanted)
def b_and_b_attorneys(u: Use, target: list[int]) -> None:
    """a wanted dude gains or loses 1 bounty"""
    dude, change = target
    if change > 0:
        add_bounty(u.state, dude)
    else:
        u.state.bounty[dude] -= 1
        u.state.bank += 1


def _cliffs_dudes(u: Use) -> list[int]:
    return [
        d for d in u.my_dudes() if _nearby(u.state, u.card, u.state.at[d]) and controls(u.state, u.seat, u.state.at[d])
    ]


@ability("Cliff's #4 Saloon", NOON, boot=True, controller=True, targets=_cliffs_dudes)
def cliffs_4_saloon(u: Use, dude: int) -> None:
    """your dude at a nearby location you control becomes a stud this turn"""
    effects.add(u.state, "bullet_type", dude, until="turn", set_to="stud")


def _protected(u: Use) -> list[int]:
    return [
        d
        for d in dudes_here(u)
        if controller(u.state, d) == u.seat and not u.state.booted[d] and control_points_of_card(u.state, d) == 0
    ]


@ability("Hunter Protections", NOON, boot=True, controller=True, targets=_protected)
def hunter_protections(u: Use, dude: int) -> None:
    """boot your dude here without control: +2 bounty and a permanent control point"""
    u.state.booted[dude] = 1
    add_bounty(u.state, dude, 2)
    effects.add(u.state, "control", dude, 1, until="play")


@hook("nightfall_discards", "Killer Bunnies Casino")
def _killer_bunnies(state: DoomtownState, deed: int, seat: int) -> int:
    """The controller may discard one more card at Nightfall."""
    return 1 if deed_controller(state, deed) == seat else 0


def _brings_in(u: Use) -> bool:
    return u.my_side() is not None and not no_joiners(u.state)


@ability("Carter's Bounties", SHOOTOUT, boot=True, controller=True,
         targets=lambda u: [d for d in u.my_dudes() if _brings_in(u) and not u.in_fight(d)])  # fmt: skip
def carters_bounties(u: Use, dude: int) -> None:
    """your dude joins your posse from anywhere"""
    join_posse(u.state, current(u.state), u.seat, dude)


def _opposing_dude_wanted(u: Use, data: dict[str, Any]) -> bool:
    return controller(u.state, data["dude"]) != u.seat and influence(u.state, data["dude"]) > 0


@react("The Gomorra Gazette", "bounty", controller=True, applies=_opposing_dude_wanted)
def the_gomorra_gazette(u: Use, data: dict[str, Any]) -> None:
    """gain ghost rock equal to the newly wanted opposing dude's influence"""
    u.gain(influence(u.state, data["dude"]))


@hook("other_enters_play", "Pettigrew's Pawnshop")
def _pawnshop(state: DoomtownState, deed: int, card: int) -> None:
    """A non-Gadget goods enters play: the deed's controller gains 1 ghost rock."""
    if state.table[card].type == "goods" and not state.table[card].has("Gadget"):
        gain(state, deed_controller(state, deed), 1)


@ability("Pony Express", NOON, boot=True, controller=True, when=lambda u: bool(u.state.hand[u.seat]))
def pony_express(u: Use, _: None) -> None:
    """discard a card to draw a card"""
    ask_discards(u.state, u.seat, 1, "draw_one")


@ability("The Orphanage", NOON, boot=True, controller=True)
def the_orphanage(u: Use, _: None) -> None:
    """deeds with 2 or more control: -1 control, +2 production until after the next Production"""
    for deed in deeds_in_play(u.state):
        if control_points_of_card(u.state, deed) >= 2:
            effects.add(u.state, "control", deed, -1, until="production")
            effects.add(u.state, "production", deed, 2, until="production")


def _lab_leaders(u: Use) -> list[int]:
    return [
        d
        for d in u.my_dudes()
        if not u.state.booted[d] and any(u.state.table[d].rating(skill) is not None for skill in SKILLS)
    ]


@ability("Epidemic Laboratory", JOB, boot=True, controller=True, targets=_lab_leaders)
def epidemic_laboratory(u: Use, leader: int) -> None:
    """job on this deed led by a skilled dude: success gives it +1 control and +1 production for good"""
    start_job(u.state, u.seat, leader, u.card, then="laboratory")


@job_end("laboratory")
def _laboratory_end(state: DoomtownState, frame: Frame, succeeded: bool) -> None:
    deed = frame["mark"]
    if succeeded and any(deed in cards for cards in state.play):
        effects.add(state, "control", deed, 1, until="play")
        effects.add(state, "production", deed, 1, until="play")


@hook("play_cost", "Mount Moriah Cemetery")
def _mount_moriah(state: DoomtownState, deed: int, card: int, where: int | None, cost: int) -> int:
    """Spells played at this deed cost 1 less."""
    return cost - 1 if state.table[card].type == "spell" and where == deed else cost


@hook("shootout_starts", "Sherman Mortgage")
def _sherman_boots(state: DoomtownState, deed: int) -> None:
    """A shootout starting boots Sherman Mortgage."""
    state.booted[deed] = 1


@hook("play_cost", "Sherman Mortgage")
def _sherman_cost(state: DoomtownState, deed: int, card: int, where: int | None, cost: int) -> int:
    """While unbooted: other players' deeds cost 1 more per four deeds they own."""
    player = state.table[card].owner
    if state.booted[deed] or state.table[card].type != "deed" or player == deed_controller(state, deed):
        return cost
    owned = sum(1 for d in deeds_in_play(state) if state.table[d].owner == player)
    return cost + owned // 4


@ability("New Town Hall", NOON, boot=True, controller=True)
def new_town_hall(u: Use, _: None) -> None:
    """add a lasting control point to this deed"""
    effects.add(u.state, "control", u.card, 1, until="play")


@ability("New Town Hall", NOON, boot=True, controller=True, when=lambda u: control_points_of_card(u.state, u.card) > 0)
def new_town_hall_clears(u: Use, _: None) -> None:
    """remove all control points from this deed"""
    effects.add(u.state, "control", u.card, until="play", set_to=0)


def _distillery_targets(u: Use) -> list[list[Any]]:
    street = next((s for s in u.state.street if u.card in s), [])
    found: list[list[Any]] = []
    for deed in street:
        facts = u.state.table[deed]
        mine = facts.owner == u.seat or deed_controller(u.state, deed) == u.seat
        if deed == u.card or u.state.booted[deed] or not mine:
            continue
        if facts.has("Casino"):
            found.append([deed, "casino"])
        if facts.has("Saloon"):
            found += [[deed, "saloon"]] + ([[deed, "saloon, trade a card"]] if u.state.hand[u.seat] else [])
    return found


@ability("Walters Creek Distillery", NOON, boot=True, controller=True, targets=_distillery_targets)
def walters_creek_distillery(u: Use, target: list[Any]) -> None:
    """boot your Casino (gain 2) or Saloon (may discard a card to draw one) on this street"""
    deed, how = target
    u.state.booted[deed] = 1
    if how == "casino":
        u.gain(2)
    elif how == "saloon, trade a card":
        ask_discards(u.state, u.seat, 1, "draw_one")


# ---- Anarchists ----------------------------------------------------------------------------------


@ability("2nd Bank of Gomorra", NOON, boot=True, controller=True)
def second_bank_of_gomorra(u: Use, _: None) -> None:
    """place 2 ghost rock from the bank on this deed"""
    place_rock(u.state, u.card, 2)


@ability("2nd Bank of Gomorra", NOON, boot=True, controller=True, when=lambda u: u.state.rock[u.card] > 0)
def second_bank_of_gomorra_pays_out(u: Use, _: None) -> None:
    """take all the ghost rock on this deed"""
    take_rock(u.state, u.seat, u.card)


@hook("lowball_jokers_aced", "The Joker's Smile")
def _jokers_aced_in_lowball(state: DoomtownState, deed: int, count: int) -> None:
    """Each joker aced in lowball earns the controller 1 ghost rock."""
    gain(state, deed_controller(state, deed), count)


def _jokers(cards: list[int], u: Use) -> list[int]:
    return [card for card in cards if u.state.table[card].type == "joker"]


@ability("The Joker's Smile", NOON, boot=True, controller=True, targets=lambda u: _jokers(u.state.hand[u.seat], u))
def the_jokers_smile(u: Use, joker: int) -> None:
    """discard a joker to gain 1 ghost rock and draw a card"""
    discard_from_hand(u.state, u.seat, joker)
    u.gain(1)
    card = draw_card(u.state, u.seat)
    if card is not None:
        u.state.hand[u.seat].append(card)


@ability("The Joker's Smile", NOON, boot=True, controller=True, cost=1,
         targets=lambda u: _jokers(u.state.boot_hill[u.seat], u))  # fmt: skip
def the_jokers_smile_digs_up(u: Use, joker: int) -> None:
    """pay 1 GR to move a joker from your Boot Hill to your discard pile"""
    u.state.boot_hill[u.seat].remove(joker)
    u.state.discard[u.seat].append(joker)


# ---- Law Dogs and Outlaws ------------------------------------------------------------------------


@trait("Long Strides Ranch", stats=("production",), own=True)
def long_strides_ranch(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """+2 production while its controller controls two Horses or more."""
    seat = deed_controller(state, source)
    horses = sum(1 for c in state.play[seat] if state.table[c].type == "goods" and state.table[c].has("Horse"))
    return amount + 2 if horses >= 2 else amount


def _ranch_cost(u: Use, horse: int) -> int:
    return max(0, play_cost(u.state, u.seat, horse, None) - 2)


def _ranch_riders(u: Use, horse: int) -> list[int]:
    """Any dude of yours; a Gadget Horse needs an unbooted Mad Scientist to invent it."""
    if u.state.table[horse].rating("Gadget") is None:
        return u.my_dudes()
    return [d for d in u.my_dudes() if not u.state.booted[d] and invent_skill(u.state, d, horse) is not None]


def _ranch_horses(u: Use) -> list[list[int]]:
    seen: set[str] = set()
    found = []
    for card in sorted(u.state.hand[u.seat]):
        facts = u.state.table[card]
        if facts.type != "goods" or not facts.has("Horse") or facts.card.code in seen:
            continue
        seen.add(facts.card.code)  # copies in hand are the same play
        if _ranch_cost(u, card) <= u.state.stash[u.seat]:
            found += [[card, dude] for dude in _ranch_riders(u, card)]
    return found


@ability("Long Strides Ranch", NOON, boot=True, controller=True, targets=_ranch_horses)
def long_strides_ranch_saddles(u: Use, target: list[int]) -> None:
    """attach a Horse from your hand to your dude for 2 GR less (a Gadget is still invented)"""
    horse, dude = target
    u.state.hand[u.seat].remove(horse)
    u.pay(_ranch_cost(u, horse))
    if u.state.table[horse].rating("Gadget") is not None:
        u.state.booted[dude] = 1
        invent(u.state, u.seat, dude, horse, dude)  # a failure discards it
        return
    attach(u.state, horse, dude, u.seat)
    keep_one(u.state, u.seat, horse, dude)


# ---- Entrepreneurs -------------------------------------------------------------------------------


@hook("enters_play", "California Tax Office")
def _enters_booted(state: DoomtownState, deed: int) -> None:
    state.booted[deed] = 1


def _taxable(u: Use) -> list[int]:
    """Other players' dudes with an upkeep: for one without, the office would change nothing."""
    return [d for d in u.opposing_dudes() if upkeep(u.state, u.state.table[d].owner, d) > 0]


@ability("California Tax Office", NOON, boot=True, controller=True, targets=_taxable)
def california_tax_office(u: Use, dude: int) -> None:
    """another player's dude: its owner pays its upkeep or discards it; its upkeep is then 0 until after Upkeep"""
    owner = u.state.table[dude].owner
    cost = upkeep(u.state, owner, dude)
    options = (["pay"] if cost <= u.state.stash[owner] else []) + ["discard"]
    name = u.state.table[dude].name
    texts = {"pay": f"Pay {cost} GR upkeep for {name}", "discard": f"Discard {name}"}
    ask(u.state, owner, "tax_office", options, texts=texts, dude=dude)


@picker("tax_office")
def _tax_paid_or_discarded(state: DoomtownState, frame: Frame, choice: str) -> None:
    dude = frame["dude"]
    if choice == "discard":
        leave_play(state, dude, ace=False)
        return
    pay(state, frame["seat"], upkeep(state, frame["seat"], dude))
    effects.add(state, "upkeep", dude, until="upkeep", set_to=0)


def _plant_attachments(u: Use) -> list[int]:
    return [
        item
        for dude in u.my_dudes()
        for item in attachments(u.state, dude)
        if u.state.booted[item] and (u.state.table[item].has("Horse") or is_gadget(u.state, item))
    ]


def _hellstromme_plant(u: Use, item: int) -> None:
    """pay 1 GR: unboot your dude's Horse or Gadget; it may use an ability once more this turn"""
    u.state.booted[item] = 0
    grant_extra_use(u.state, item)


for _pack in ("Weird West Edition", "There Comes a Reckoning"):  # the base set's card and its reprint
    for _timing in (NOON, SHOOTOUT):
        ability(
            "Hellstromme Plant #9", _timing, pack=_pack, boot=True, cost=1, controller=True, targets=_plant_attachments
        )(_hellstromme_plant)


# ---- Fearmongers ---------------------------------------------------------------------------------


@ability(
    "Baird's Build & Loan",
    NOON,
    boot=True,
    controller=True,
    targets=lambda u: reduced_plays(u.state, u.seat, ("build",), ("deed",), 2),
)
def bairds_build_and_loan(u: Use, target: list[Any]) -> None:
    """play a deed for 2 GR less"""
    play_reduced(u.state, u.seat, target, 2)


def _general_store_plays(u: Use) -> list[list[Any]]:
    return reduced_plays(u.state, u.seat, ("buy", "invent", "learn", "plant"), ("goods", "spell"), 2)


@ability("General Store", NOON, boot=True, controller=True, targets=_general_store_plays)
def general_store(u: Use, target: list[Any]) -> None:
    """attach a goods or spell for 2 GR less"""
    play_reduced(u.state, u.seat, target, 2)


@hook("nightfall_discards", "Silent Sigil")
def _silent_sigil(state: DoomtownState, deed: int, seat: int) -> int:
    """Its controller may discard one card fewer at Nightfall."""
    return -1 if deed_controller(state, deed) == seat else 0


@react("Silent Sigil", "refilled", boot=False, controller=True, applies=lambda u, data: data["seat"] == u.seat)
def silent_sigil(u: Use, data: dict[str, Any]) -> None:
    """draw a card after refilling your hand"""
    card = draw_card(u.state, u.seat)
    if card is not None:
        u.state.hand[u.seat].append(card)


@hook("purse", "Old Marge's Manor")
def _marge_pays(state: DoomtownState, manor: int, seat: int) -> bool:
    """During shootouts the controller may spend the ghost rock on it on action cards and Gadgets."""
    return deed_controller(state, manor) == seat


def _cards_with_rock(u: Use) -> list[int]:
    mine = [c for seat_cards in u.state.play for c in seat_cards if Use(u.state, u.seat, c).controls_card()]
    return [c for c in mine if c != u.card and u.state.rock[c] > 0]


def _gather_rock(u: Use, card: int) -> None:
    """before a play: move all the ghost rock on a card you control to this deed"""
    u.state.rock[u.card] += u.state.rock[card]
    u.state.rock[card] = 0
    another_play(u.state, u.seat)  # a react before a play: the play is still to make


for _timing in (NOON, SHOOTOUT, RESOLUTION):
    ability("Old Marge's Manor", _timing, boot=True, controller=True, targets=_cards_with_rock)(_gather_rock)


@ability("Old Marge's Manor", NOON, boot=True, controller=True)
def old_marges_manor(u: Use, _: None) -> None:
    """place 1 ghost rock from the bank on this deed"""
    place_rock(u.state, u.card, 1)


# ---- First Peoples -------------------------------------------------------------------------------


def _the_other(here: int, a: int, b: int) -> int | None:
    """Of two locations asked about, the one that is not ``here`` (None when neither is here)."""
    return b if a == here else a if b == here else None


@hook("adjacent", "Surveyor's Office")
def _surveyors_office_links(state: DoomtownState, office: int, a: int, b: int) -> bool:
    """This deed is adjacent to every Out of Town deed."""
    other = _the_other(office, a, b)
    return other is not None and any(other in deeds for deeds in state.out_of_town)


@hook("adjacent", '"Open Wound"')
def _open_wound_links(state: DoomtownState, wound: int, a: int, b: int) -> bool:
    """This deed is adjacent to every other Open Wound."""
    other = _the_other(wound, a, b)
    return other is not None and other != TOWN_SQUARE and state.table[other].title == state.table[wound].title


def _moves_next_door(u: Use) -> list[list[int]]:
    """Your dudes here (booted or not), each to each location adjacent to this deed."""
    mine = [d for d in dudes_here(u) if controller(u.state, d) == u.seat]
    return [[d, place] for d in mine for place in locations(u.state) if adjacent(u.state, u.card, place)]


@ability("Surveyor's Office", NOON, boot=True, controller=True, targets=_moves_next_door)
def surveyors_office(u: Use, target: list[int]) -> None:
    """move your dude from here to an adjacent location"""
    dude, place = target
    u.state.at[dude] = place


@ability('"Open Wound"', NOON, controller=True, repeat=True, cost=1, targets=_moves_next_door)
def open_wound(u: Use, target: list[int]) -> None:
    """pay 1 GR: move your dude from here to an adjacent location"""
    dude, place = target
    u.state.at[dude] = place


@react(
    "The Whateley Estate",
    "moved",
    owner=True,
    applies=lambda u, data: data["to"] == u.card and not u.state.booted[data["dude"]],
)
def the_whateley_estate(u: Use, data: dict[str, Any]) -> None:
    """boot the dude who just moved here"""
    u.state.booted[data["dude"]] = 1


@ability("The Whateley Estate", NOON, boot=True, controller=True,
         targets=lambda u: [c for c in u.state.boot_hill[u.seat] if u.state.table[c].type != "dude"])  # fmt: skip
def the_whateley_estate_digs_up(u: Use, card: int) -> None:
    """put a non-dude card from your Boot Hill into your discard pile"""
    u.state.boot_hill[u.seat].remove(card)
    u.state.discard[u.seat].append(card)


# ---- token dudes ---------------------------------------------------------------------------------


def _fight_nearby(u: Use) -> bool:
    """The controller fights at this deed or at a deed adjacent to it."""
    fight = u.fight
    if fight is None or fight["side"][u.seat] is None:
        return False
    where = fight["location"]
    return where >= 0 and u.state.table[where].type == "deed" and (where == u.card or adjacent(u.state, where, u.card))


@ability("Shane & Graves Security", SHOOTOUT, boot=True, controller=True, when=_fight_nearby)
def shane_and_graves_security(u: Use, _: None) -> None:
    """a Gunslinger token joins your posse at this or an adjacent deed"""
    gunslinger_joins(u.state, current(u.state), u.seat)
