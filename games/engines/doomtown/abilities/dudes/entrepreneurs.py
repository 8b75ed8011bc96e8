"""The Entrepreneurs' dudes: their traits (stat changes while in play) and their abilities."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.callouts import call_out, duel
from games.engines.doomtown.abilities.core import CHEATIN, JOB, NOON, REGISTRY, SHOOTOUT, Use, ability, hook, trait
from games.engines.doomtown.abilities.discard_piles import open_discard
from games.engines.doomtown.abilities.dudes.common import items, look_at_top, outfit_is, put_back
from games.engines.doomtown.abilities.extra_uses import grant_extra_use
from games.engines.doomtown.abilities.from_discard import offer_goods
from games.engines.doomtown.abilities.inventing import inventors
from games.engines.doomtown.abilities.joining import JOINED_BY_EFFECT, join_posse, may_join
from games.engines.doomtown.abilities.reacts import GAME_START, SKILL_PULLED, VICTORY_CHECKED, react
from games.engines.doomtown.abilities.restraints import makes_no_callouts
from games.engines.doomtown.abilities.restrictions import refuses
from games.engines.doomtown.abilities.skill_checks import (
    MAD_SCIENTIST,
    after_check,
    after_suit,
    gadget_pull,
    pending_check,
    skill_check,
)
from games.engines.doomtown.abilities.targets import (
    grit_against,
    in_town_locations,
    is_gadget,
    my_hand_legal,
    their_posse,
)
from games.engines.doomtown.abilities.windows import ask, ask_discards, picker
from games.engines.doomtown.abilities.would import move_or_boot, send_home
from games.engines.doomtown.control import controller
from games.engines.doomtown.fight import current
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.jobs import job_end, start_job
from games.engines.doomtown.town import (
    TOWN_SQUARE,
    adjacent,
    adjusted_stat,
    attachments,
    bullets,
    control_points_of_card,
    controls,
    deeds_in_play,
    dudes_at,
    home,
    in_town,
    location_of,
    locations,
)
from games.engines.doomtown.zones import boot, draw_card, gain, leave_play, pull_suit

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


@trait("Lane Healey", stats=("bullets", "upkeep"), own=True)
def lane_healey(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """With a Horse: +2 bullets, -1 upkeep."""
    if not items(state, card, "Horse"):
        return amount
    return amount + 2 if stat == "bullets" else amount - 1


def _billy_targets(u: Use) -> list[list[int | None]]:
    horses = [h for h in attachments(u.state, u.card) if u.state.table[h].has("Horse") and not u.state.booted[h]]
    here = [d for d in dudes_at(u.state, u.state.at[u.card]) if not u.state.booted[d]]
    return [[h, d] for h in horses for d in [None, *here]]


def _billy(u: Use, target: list[Any]) -> None:
    """boot his Horse to draw a card; may boot a dude here"""
    horse: int
    dude: int | None
    horse, dude = target
    u.state.booted[horse] = 1
    card = draw_card(u.state, u.seat)
    if card is not None:
        u.state.hand[u.seat].append(card)
    if dude is not None:
        move_or_boot(u.state, u.seat, dude, boot=True)


ability("Buckin' Billy Ballard", NOON, targets=_billy_targets)(_billy)


ability("Buckin' Billy Ballard", SHOOTOUT, targets=_billy_targets)(_billy)


@trait("Buckin' Billy Ballard", stats=("bullets", "influence"), own=True)
def buckin_billy_ballard(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """With a Horse: +1 bullets and +1 influence."""
    if items(state, card, "Horse"):
        return amount + 1
    return amount


@trait('Chuan "Jen" Qí', own=True)
def chuan_jen_qi(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """A Horse: +1 influence; a Gadget: +2 bullets."""
    if stat == "influence" and items(state, card, "Horse"):
        return amount + 1
    if stat == "bullets" and any(state.table[i].has("Gadget") for i in attachments(state, card)):
        return amount + 2
    return amount


@hook("joins_posse", "Irving Patterson")
def _irving(state: DoomtownState, fight: Frame, dude: int) -> None:
    """Joining a posse earns his player 1 ghost rock."""
    gain(state, state.table[dude].owner, 1)


def _jarrett_swaps(u: Use) -> list[int]:
    if u.in_fight(u.card) or not items(u.state, u.card, "Horse"):
        return []
    return [d for d in u.state.play[u.seat] if d in u.my_posse()]


@ability("Jarrett Blake", SHOOTOUT, brings=True, targets=_jarrett_swaps)
def jarrett_blake(u: Use, other: int) -> None:
    """with a Horse: swap places with your dude in the posse"""
    fight = current(u.state)
    origin = u.state.at[u.card]
    fight["posse"][u.seat].remove(other)
    u.state.at[other] = origin
    join_posse(u.state, fight, u.seat, u.card)


def _arnold_gadgets(u: Use) -> list[int]:
    return [g for g in attachments(u.state, u.card) if is_gadget(u.state, g) and not u.state.booted[g]]


@ability("Arnold Stewart", NOON, targets=_arnold_gadgets)
def arnold_stewart(u: Use, gadget: int) -> None:
    """boot his Gadget to discard the top five cards; he may boot to take an Out of Town deed among them"""
    u.state.booted[gadget] = 1
    found = []
    for count in range(5):
        if count and not u.state.deck[u.seat]:
            break  # the deck ran out: the cards just discarded are not shuffled back in
        card = draw_card(u.state, u.seat)
        if card is None:
            break
        u.state.discard[u.seat].append(card)
        facts = u.state.table[card]
        if facts.type == "deed" and facts.has("Out of Town"):
            found.append(card)
    if found and not u.state.booted[u.card]:
        texts = {"leave": "Leave the discarded cards"}
        verb = "Boot Arnold Stewart to take"
        ask(u.state, u.seat, "arnold", [*found, "leave"], texts=texts, verb=verb, arnold=u.card)


@picker("arnold")
def _arnold_takes(state: DoomtownState, frame: Frame, choice: Any) -> None:
    if choice == "leave":
        return
    state.booted[frame["arnold"]] = 1
    state.discard[frame["seat"]].remove(choice)
    state.hand[frame["seat"]].append(choice)


def _weapon_gadgets(u: Use) -> list[list[int]]:
    return [
        [dude, item]
        for dude in u.my_posse()
        for item in attachments(u.state, dude)
        if is_gadget(u.state, item) and u.state.table[item].has("Weapon")
    ]


@ability("Seamus O'Toole", SHOOTOUT, targets=_weapon_gadgets)
def seamus_otoole(u: Use, target: list[int]) -> None:
    """pull: a club makes your dude a zero draw, anything else gives their Weapon Gadget +2 bullets"""
    dude, gadget = target
    gadget_pull(u.state, u.seat, gadget, "seamus_pulled", {"dude": dude, "gadget": gadget})


@after_suit("seamus_pulled")
def _seamus_pulled(state: DoomtownState, pulled: dict[str, Any], suit: str | None) -> None:
    dude, gadget = pulled["dude"], pulled["gadget"]
    if suit == "clubs":  # anything but a club serves
        effects.add(state, "bullets", dude, until="shootout", set_to=0)
        effects.add(state, "bullet_type", dude, until="shootout", set_to="draw")
    else:
        effects.add(state, "bullets", gadget, 2, until="shootout")


@hook("invent_bonus", "Diego Linares")
def _diego(state: DoomtownState, dude: int, gadget: int) -> int:
    """Inventing a Horse or Sidekick: +4 Mad Scientist."""
    return 4 if state.table[gadget].has("Horse") or state.table[gadget].has("Sidekick") else 0


@hook("boot_to_reduce", "E.B. Farnum")
def _farnum_discount(state: DoomtownState, seat: int, card: int) -> bool:
    """An Entrepreneurs outfit may boot its dudes to pay for him with their influence."""
    return state.table[home(state, seat)].card.faction == "entrepreneurs"


@ability("E.B. Farnum", NOON, targets=lambda u: dudes_at(u.state, u.state.at[u.card]))
def eb_farnum(u: Use, dude: int) -> None:
    """a dude here gets -1 influence this turn"""
    effects.add(u.state, "influence", dude, -1, until="turn")


def _jons_booted_horses(u: Use) -> list[int]:
    return [h for h in items(u.state, u.card, "Horse") if u.state.booted[h]]


@ability("Jon Longstride", NOON, boot=True, targets=_jons_booted_horses)
def jon_longstride(u: Use, horse: int) -> None:
    """unboot his Horse; it may use an ability once more this turn"""
    u.state.booted[horse] = 0
    grant_extra_use(u.state, horse)


def _maggie_marks(u: Use) -> list[int]:
    if u.state.booted[u.card]:
        return []
    return [place for place in in_town_locations(u.state) if place != u.state.at[u.card]]


@ability("Maggie Harris", JOB, targets=_maggie_marks)
def maggie_harris(u: Use, mark: int) -> None:
    """job on another in-town location (she boots and leads): success brings a Horse from your discard"""
    start_job(u.state, u.seat, u.card, mark, boot_leader=True, then="maggie")


@job_end("maggie")
def _maggie_end(state: DoomtownState, frame: Frame, succeeded: bool) -> None:
    if succeeded:
        offer_goods(state, frame["leader_seat"], ("Horse",), less=1)


def _nathans_marks(u: Use) -> list[int]:
    return [seat for seat in range(u.state.players) if seat != u.seat and u.state.hand[seat]] if bullets(
        u.state, u.card) else []  # fmt: skip


@ability("Nathan Shane", SHOOTOUT, boot=True, targets=_nathans_marks, names_cards=False, does=("discard",))
def nathan_shane(u: Use, opponent: int) -> None:
    """look at random cards of an opponent's hand, as many as his bullets; may discard an action card seen"""
    hand = sorted(u.state.hand[opponent])
    u.state.rng.shuffle(hand)
    seen = hand[: bullets(u.state, u.card)]
    u.state.note({"type": "looked_at", "seat": u.seat, "cards": len(seen)})
    actions = [card for card in seen if u.state.table[card].type == "action"]
    texts = {"none": f"Discard nothing (saw {', '.join(u.state.table[c].name for c in seen)})"}
    ask(u.state, u.seat, "nathan", [*actions, "none"], texts=texts, verb="Discard", opponent=opponent)


@picker("nathan")
def _nathan_discards(state: DoomtownState, frame: Frame, card: Any) -> None:
    opponent = frame["opponent"]
    if card != "none" and card in state.hand[opponent]:  # a determinized hand may hold other cards
        state.hand[opponent].remove(card)
        state.discard[opponent].append(card)


@hook("gangs_revealed", "POST-A-TRON")
def _post_a_tron_starts(state: DoomtownState, robot: int) -> None:
    """In a starting gang: a Mad Scientist of the gang boots for a skill check of 6, or it is discarded."""
    seat = state.table[robot].owner
    scientists = inventors(state, seat)
    if not scientists:
        leave_play(state, robot, ace=False)
        return
    ask(state, seat, "post_a_tron", scientists, verb="Boot for POST-A-TRON's skill check:", robot=robot)


@picker("post_a_tron")
def _post_a_tron_check(state: DoomtownState, frame: Frame, scientist: int) -> None:
    state.booted[scientist] = 1
    skill_check(state, frame["seat"], scientist, MAD_SCIENTIST, 6, "post_a_tron", {"robot": frame["robot"]})


@after_check("post_a_tron")
def _post_a_tron_tested(state: DoomtownState, check: dict[str, Any], margin: int) -> None:
    if margin < 0:
        leave_play(state, check["robot"], ace=False)


@ability("POST-A-TRON", NOON, boot=True, when=lambda u: u.state.at[u.card] == TOWN_SQUARE)
def post_a_tron(u: Use, _: None) -> None:
    """in the town square: gain 3 ghost rock"""
    u.gain(3)


@react("Arthur Dingler", GAME_START, applies=lambda u, _: True)
def arthur_dingler(u: Use, _: dict[str, Any]) -> None:
    """look at the top 5 cards: discard them, shuffle them in or put them back; 1 GR from the bank to the pot"""
    look_at_top(u.state, u.seat, 5)
    u.state.bank -= 1
    u.state.pot += 1
    texts = {"discard": "Discard the five cards", "shuffle": "Shuffle them into the deck",
             "return": "Put them back in the same order"}  # fmt: skip
    ask(u.state, u.seat, "dingler", list(texts), texts=texts)


@picker("dingler")
def _dingler_choice(state: DoomtownState, frame: Frame, choice: str) -> None:
    seat = frame["seat"]
    if choice == "discard":
        state.discard[seat].extend(state.draw[seat])
        state.draw[seat] = []
    elif choice == "shuffle":
        put_back(state, seat)
        state.rng.shuffle(state.deck[seat])
    else:
        put_back(state, seat)


@trait("Aunt Lou Marchbanks", stats=("bullet_type",), own=True)
def aunt_lou_marchbanks(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """A stud at a location her player owns (their home or one of their deeds)."""
    where = state.at[card]
    return "stud" if where >= 0 and state.table[where].owner == state.table[card].owner else amount


@hook("own_cost", "Dr. Gregory Tremane")
def _tremane_cost(state: DoomtownState, card: int, seat: int, cost: int) -> int:
    """An Entrepreneurs outfit pays 1 less for each Gadget it has in play."""
    if not outfit_is(state, seat, "entrepreneurs"):
        return cost
    return cost - sum(1 for c in state.play[seat] if is_gadget(state, c))


def _gadgets_with(state: DoomtownState, dude: int) -> list[int]:
    """The dude if it is a Gadget, and its Gadget goods."""
    return [card for card in [dude, *attachments(state, dude)] if is_gadget(state, card)]


def _tremane_targets(u: Use) -> list[list[int]]:
    gadgets = [c for d in u.my_posse() for c in _gadgets_with(u.state, d) if not u.state.booted[c]]
    foes = [d for d in their_posse(u) if not _gadgets_with(u.state, d)]
    return [[gadget, foe] for gadget in gadgets for foe in foes]


@ability("Dr. Gregory Tremane", SHOOTOUT, targets=_tremane_targets, does=("home",))
def gregory_tremane(u: Use, target: list[int]) -> None:
    """boot a Gadget in your posse: an opposing dude without a Gadget goes home booted"""
    gadget, foe = target
    boot(u.state, gadget)
    send_home(u.state, u.seat, foe)


def _al_unchanged(u: Use) -> bool:
    return not any(e["stat"] == "swearengen" and e["card"] == u.card for e in u.state.effects)


@ability("Al Swearengen", NOON, cost=4, when=_al_unchanged)
def al_swearengen(u: Use, _: None) -> None:
    """pay 4 ghost rock: for good, +1 bullets, +1 influence and a stud; he then loses this ability"""
    effects.add(u.state, "bullets", u.card, 1, until="play")
    effects.add(u.state, "influence", u.card, 1, until="play")
    effects.add(u.state, "bullet_type", u.card, until="play", set_to="stud")
    effects.add(u.state, "swearengen", u.card, until="play", set_to=True)


def _adelaide_targets(u: Use) -> list[list[int]]:
    gadgets = [i for i in attachments(u.state, u.card) if is_gadget(u.state, i) and not u.state.booted[i]]
    return [[gadget, foe] for gadget in gadgets for foe in their_posse(u)]


@ability("Adelaide Rose", SHOOTOUT, targets=_adelaide_targets)
def adelaide_rose(u: Use, target: list[int]) -> None:
    """boot her Gadget: an opposing dude -1 bullets; an Experimental Gadget: Adelaide +1 bullets too"""
    gadget, foe = target
    u.state.booted[gadget] = 1
    effects.add(u.state, "bullets", foe, -1, until="shootout")
    if u.state.table[gadget].has("Experimental"):
        effects.add(u.state, "bullets", u.card, 1, until="shootout")


def _at_ranch(state: DoomtownState, where: int) -> bool:
    return where >= 0 and state.table[where].has("Ranch")


@trait("Harlan Stanton", stats=("bullet_type",), own=True)
def harlan_stanton(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """A stud at a Ranch."""
    return "stud" if _at_ranch(state, state.at[card]) else amount


def _harlan_may_join(u: Use) -> bool:
    return _at_ranch(u.state, current(u.state)["location"]) and not u.in_fight(u.card)


@ability("Harlan Stanton", SHOOTOUT, brings=True, when=_harlan_may_join)
def harlan_joins(u: Use, _: None) -> None:
    """a shootout at a Ranch: Harlan joins your posse, moving there"""
    join_posse(u.state, current(u.state), u.seat, u.card)


def _horse_places(u: Use) -> list[int]:
    horses = [i for d in u.my_dudes() for i in items(u.state, d, "Horse")]
    return sorted({u.state.at[u.state.attached_to[h]] for h in horses} - {u.state.at[u.card]})


@ability("Kassandra Nilsson", NOON, targets=_horse_places)
def kassandra_moves(u: Use, where: int) -> None:
    """move Kassandra to where one of your Horses is"""
    move_or_boot(u.state, u.seat, u.card, to=where)


def _kassandra_may_join(u: Use) -> bool:
    return not u.in_fight(u.card) and current(u.state)["location"] in _horse_places(u)


@ability("Kassandra Nilsson", SHOOTOUT, brings=True, when=_kassandra_may_join)
def kassandra_joins(u: Use, _: None) -> None:
    """one of your Horses is at the shootout: Kassandra moves there and joins your posse"""
    join_posse(u.state, current(u.state), u.seat, u.card)


def _production_of(state: DoomtownState, deed: int) -> int:
    return max(0, int(adjusted_stat(state, "production", deed, state.table[deed].num("production"))))


def _takahashi_marks(u: Use) -> list[int]:
    if u.state.booted[u.card]:
        return []
    return [d for d in in_town_locations(u.state) if d >= 0 and u.state.table[d].type == "deed"
            and controller(u.state, d) == u.seat
            and u.state.table[d].num("cost") >= _production_of(u.state, d) + 2]  # fmt: skip


@ability("Takahashi Jinrai", JOB, targets=_takahashi_marks)
def takahashi_jinrai(u: Use, deed: int) -> None:
    """job on an in-town deed you own costing 2 or more above its production: success adds 1 production for good"""
    start_job(u.state, u.seat, u.card, deed, then="takahashi")


@job_end("takahashi")
def _takahashi_end(state: DoomtownState, frame: Frame, succeeded: bool) -> None:
    deed = frame["mark"]
    if succeeded and any(deed in cards for cards in state.play):
        effects.add(state, "production", deed, 1, until="play")


def _obadiah_marks(u: Use) -> list[int]:
    if u.state.booted[u.card]:
        return []
    return [d for d in in_town_locations(u.state) if d >= 0 and u.state.table[d].type == "deed"
            and controller(u.state, d) != u.seat]  # fmt: skip


@ability("Obadiah Angstrom", JOB, targets=_obadiah_marks, does=("discard",))
def obadiah_angstrom(u: Use, deed: int) -> None:
    """job on an opponent's in-town deed (he boots): success pulls, and a red pull discards the deed"""
    start_job(u.state, u.seat, u.card, deed, boot_leader=True, then="obadiah")


@job_end("obadiah")
def _obadiah_end(state: DoomtownState, frame: Frame, succeeded: bool) -> None:
    deed = frame["mark"]
    if not succeeded or not any(deed in cards for cards in state.play):
        return
    _, suit = pull_suit(state, frame["leader_seat"], "hearts")
    if suit in ("hearts", "diamonds"):
        leave_play(state, deed, ace=False)


def _fountain_targets(u: Use) -> list[list[int]]:
    here = u.state.at[u.card]
    ranches = [d for d in deeds_in_play(u.state) if u.state.table[d].has("Ranch") and not u.state.booted[d]
               and controls(u.state, u.seat, d)]  # fmt: skip
    movers = [d for d in u.all_dudes() if u.state.at[d] == here or adjacent(u.state, here, u.state.at[d])]
    places = [p for p in locations(u.state) + [home(u.state, u.seat)]
              if p >= 0 and (u.state.table[p].owner == u.seat or controls(u.state, u.seat, p))]  # fmt: skip
    return [[r, d, p] for r in ranches for d in movers for p in places if p != u.state.at[d]]


@ability("Bartholomew P. Fountain", NOON, boot=True, targets=_fountain_targets)
def bartholomew_p_fountain(u: Use, target: list[int]) -> None:
    """boot a Ranch you control: a dude here or next door moves to a location you own or control"""
    ranch, dude, where = target
    boot(u.state, ranch)
    move_or_boot(u.state, u.seat, dude, to=where)


def _cooper_gadgets(u: Use) -> list[int]:
    return [i for i in attachments(u.state, u.card) if is_gadget(u.state, i) and not u.state.booted[i]]


@ability("Cooper Grannon", NOON, targets=_cooper_gadgets)
def cooper_grannon(u: Use, gadget: int) -> None:
    """boot his Gadget and pull (twice for an Experimental one): a diamond draws then discards, a heart
    +2 bullets, a spade +1 influence, a club boots Cooper"""
    u.state.booted[gadget] = 1
    pulls = 2 if u.state.table[gadget].has("Experimental") else 1
    cooper = {"seat": u.seat, "card": u.card, "gadget": gadget, "left": pulls, "suits": []}
    gadget_pull(u.state, u.seat, gadget, "cooper_pulled", cooper)


@after_suit("cooper_pulled")
def _cooper_pulled(state: DoomtownState, cooper: dict[str, Any], suit: str | None) -> None:
    """Each pull in turn (the next one after the reacts to this one); then their suits act together."""
    seat, card = cooper["seat"], cooper["card"]
    cooper = {**cooper, "left": cooper["left"] - 1, "suits": [*cooper["suits"], suit]}
    if cooper["left"]:
        gadget_pull(state, seat, cooper["gadget"], "cooper_pulled", cooper)
        return
    suits = cooper["suits"]
    for pulled in suits:
        if pulled == "hearts":
            effects.add(state, "bullets", card, 2, until="turn")
        elif pulled == "spades":
            effects.add(state, "influence", card, 1, until="turn")
        elif pulled == "clubs":
            state.booted[card] = 1
    for _ in range(suits.count("diamonds")):
        drawn = draw_card(state, seat)
        if drawn is not None:
            state.hand[seat].append(drawn)
    ask_discards(state, seat, suits.count("diamonds"), "cooper")


@picker("cooper")
def _cooper_done(state: DoomtownState, frame: Frame, _: Any) -> None:
    """Nothing follows the discards."""


def _delphi_targets(u: Use) -> list[list[int]]:
    booters = [c for c in [u.card, *attachments(u.state, u.card)] if not u.state.booted[c]
               and (c == u.card or is_gadget(u.state, c))]  # fmt: skip
    found = []
    for foe in their_posse(u):
        printed = len(REGISTRY.get(u.state.table[foe].card.code, []))
        found += [[booter, foe, index] for booter in booters for index in range(printed)]
    return found


@ability("Dr. Delphi Wallis", SHOOTOUT, targets=_delphi_targets)
def dr_delphi_wallis(u: Use, target: list[int]) -> None:
    """boot Delphi or her Gadget for a Mad Scientist test against an opposing dude's grit: passed, one of
    that dude's abilities cannot be used until after Sundown"""
    booter, foe, index = target
    u.state.booted[booter] = 1
    check = {"foe": foe, "index": index}
    skill_check(u.state, u.seat, u.card, MAD_SCIENTIST, grit_against(u, foe), "delphi_wallis", check)


@after_check("delphi_wallis")
def _delphi_tested(state: DoomtownState, check: dict[str, Any], margin: int) -> None:
    if margin >= 0:
        effects.add(state, "forgotten", check["foe"], until="turn", set_to=check["index"])


def _vida_targets(u: Use) -> list[int]:
    if not u.state.hand[u.seat]:
        return []
    here = u.state.at[u.card]
    return [d for d in u.all_dudes() if (u.state.at[d] == here or adjacent(u.state, here, u.state.at[d]))
            and items(u.state, d, "Horse")]  # fmt: skip


@ability("Vida Azul", NOON, targets=_vida_targets)
def vida_azul(u: Use, dude: int) -> None:
    """discard a card: a dude here or next door has its Horse unbooted, usable once more today; for a
    discarded goods you may unboot the dude too"""
    ask_discards(u.state, u.seat, 1, "vida", dude=dude)


@picker("vida")
def _vida_unboots(state: DoomtownState, frame: Frame, _: Any) -> None:
    seat, dude = frame["seat"], frame["dude"]
    for horse in items(state, dude, "Horse")[:1]:
        state.booted[horse] = 0
        grant_extra_use(state, horse)
    if state.discard[seat] and state.table[state.discard[seat][-1]].type == "goods" and state.booted[dude]:
        texts = {"unboot": "Vida Azul: unboot that dude", "keep": "Vida Azul: leave it booted"}
        ask(state, seat, "vida_dude", ["unboot", "keep"], texts=texts, dude=dude)


@picker("vida_dude")
def _vida_unboots_dude(state: DoomtownState, frame: Frame, choice: str) -> None:
    if choice == "unboot":
        state.booted[frame["dude"]] = 0


# ---- Hell's Comin' With Me, Welcome to Deadwood ------------------------------------------------------------


def _baird_swaps(u: Use) -> list[list[int]]:
    deeds_in_hand = sorted(c for c in set(u.state.hand[u.seat]) if u.state.table[c].type == "deed")
    in_town = sorted(
        c
        for c in open_discard(u.state, u.seat)
        if u.state.table[c].type == "deed" and not u.state.table[c].has("Out of Town")
    )
    return [[mine, old] for mine in deeds_in_hand for old in in_town]


@ability("Mr. Baird", NOON, boot=True, cost=1, targets=_baird_swaps)
def mr_baird(u: Use, target: list[int]) -> None:
    """pay 1 GR: discard a deed from your hand to take an in-town deed from your discard pile into it"""
    mine, old = target
    u.state.hand[u.seat].remove(mine)
    u.state.discard[u.seat].append(mine)
    u.state.discard[u.seat].remove(old)
    u.state.hand[u.seat].append(old)


def _dick_boots(u: Use) -> list[int]:
    if u.fight is None:
        return []
    horses = [h for h in items(u.state, u.card, "Horse") if not u.state.booted[h]]
    return ([u.card] if not u.state.booted[u.card] else []) + horses


@ability("Deadwood Dick", CHEATIN, targets=_dick_boots)
def deadwood_dick(u: Use, booted: int) -> None:
    """boot Dick or his Horse: any of your dudes with Horses go home booted (with a legal hand, unbooted)"""
    u.state.booted[booted] = 1
    _dick_asks(u.state, u.seat, not my_hand_legal(u))


def _dick_asks(state: DoomtownState, seat: int, boot_them: bool) -> None:
    fight = current(state)
    riders = [d for d in fight["posse"][seat] if items(state, d, "Horse")]
    if riders:
        texts = {"done": "Send no more dudes home"}
        ask(state, seat, "dick_sends", [*riders, "done"], verb="Send home", texts=texts, boot_them=boot_them)


@picker("dick_sends")
def _dick_sends(state: DoomtownState, frame: Frame, choice: int | str) -> None:
    if isinstance(choice, int):
        send_home(state, frame["seat"], choice, boot=frame["boot_them"], play=False)
        _dick_asks(state, frame["seat"], frame["boot_them"])


hook("holds", "Roger Wilcox")(refuses("Gadget"))


@trait("Roger Wilcox", stats=("bullets",), own=True)
def roger_wilcox(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """+2 bullets while a Gadget (any player's, in play) is at his location."""
    here = state.at[card]
    gadgets = (g for cards in state.play for g in cards if state.table[g].has("Gadget"))
    return amount + 2 if any(location_of(state, g) == here for g in gadgets) else amount


# ---- Too Tough to Die ----------------------------------------------------------------------------------


def _dan_deeds_here(u: Use) -> bool:
    place = u.state.at[u.card]
    mine = place >= 0 and u.state.table[place].type == "deed" and u.state.table[place].owner == u.seat
    return mine and in_town(u.state, place) and control_points_of_card(u.state, place) < 2


@ability('"Handsome" Dan Deeds', NOON, boot=True, when=_dan_deeds_here)
def handsome_dan_deeds(u: Use, _: None) -> None:
    """at your in-town deed with less than 2 control points: it gains a control point for the day, which
    you may make permanent for 4 GR after victory is checked at Sundown if he has not moved"""
    deed = u.state.at[u.card]
    effects.add(u.state, "control", deed, 1, until="turn")
    effects.add(u.state, "dan_deeds_at", u.card, until="turn", set_to=deed, stays_at=deed)  # gone once he moves


def _dan_deeds_stayed(u: Use) -> int | None:
    """The deed he raised today, while he has not moved from it."""
    mark = next((e for e in u.state.effects if e["stat"] == "dan_deeds_at" and e["card"] == u.card), None)
    return None if mark is None else int(mark["set"])


def _dan_may_keep(u: Use, _: dict[str, Any]) -> bool:
    return _dan_deeds_stayed(u) is not None and u.state.stash[u.seat] >= 4


@react('"Handsome" Dan Deeds', VICTORY_CHECKED, boot=False, applies=_dan_may_keep)
def handsome_dan_deeds_keeps(u: Use, _: dict[str, Any]) -> None:
    """pay 4 GR: the deed's control point from his Noon ability is permanent"""
    deed = _dan_deeds_stayed(u)
    u.pay(4)
    for effect in u.state.effects:
        if effect["stat"] == "control" and effect["card"] == deed and effect.get("from") == u.card:
            effect["until"] = "play"  # the day's point stays: not a second one


# ---- There Comes a Reckoning -----------------------------------------------------------------------


def _adrian_follows(u: Use, data: dict[str, Any]) -> bool:
    return data.get("moved", False) and bool(items(u.state, u.card, "Horse")) and may_join(u, u.card)


@react("Adrián Vallejo", JOINED_BY_EFFECT, boot=False, applies=_adrian_follows)
def adrian_vallejo(u: Use, _: dict[str, Any]) -> None:
    """a card ability moved a dude into this shootout's posse: with a Horse, he joins your posse (riding there)"""
    join_posse(u.state, current(u.state), u.seat, u.card)


def _howell_marks(u: Use) -> list[int]:
    """Opposing dudes here, as a call-out reaches them: not at their own home."""
    here = u.state.at[u.card]
    if makes_no_callouts(u.state, u.card):
        return []
    return [d for d in u.opposing_dudes() if u.state.at[d] == here and here != home(u.state, u.state.table[d].owner)]


@ability("Howling Howell Melton", NOON, boot=True, targets=_howell_marks)
def howling_howell_melton(u: Use, mark: int) -> None:
    """call out an opposing dude here (refusing costs their player 1 GR paid to you): nobody else joins, one
    round, 2 fewer casualties on each side; if nobody is aced the winner gains 2 GR"""
    call_out(u.state, u.seat, u.card, mark, refuse_price=1, on_accept="howell_duel")


@picker("howell_duel")
def _howell_duel(state: DoomtownState, frame: Frame, _: None) -> None:
    duel(current(state), fewer_casualties=2, purse=2, players=state.players)


@hook("never_invents", "Prof. Aloysius Roe")
def _roe_never_invents(state: DoomtownState, dude: int) -> bool:
    """He cannot invent Gadgets (he may still make other Mad Scientist checks)."""
    return True


@trait("Prof. Aloysius Roe", stats=("keywords",), own=True)
def prof_aloysius_roe(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """He has the Gadget keyword while in play."""
    return amount | {"Gadget"}


def _mad_science_here(u: Use, check: dict[str, Any]) -> bool:
    return bool(check["skill"] == MAD_SCIENTIST and u.state.at[check["dude"]] == u.state.at[u.card])


@react("Prof. Aloysius Roe", SKILL_PULLED, boot=False, applies=_mad_science_here)
def prof_aloysius_roe_boosts(u: Use, _: dict[str, Any]) -> None:
    """after a dude here pulls for a Mad Scientist skill check: the pull is raised by his Mad Scientist rating"""
    check = pending_check(u.state)
    if check is not None:  # the check the window answers, waiting under it
        check["total"] += adjusted_stat(
            u.state, MAD_SCIENTIST, u.card, u.state.table[u.card].rating(MAD_SCIENTIST) or 0
        )


# ---- Out for Blood -------------------------------------------------------------------------------------

RED = ("hearts", "diamonds")


def _roberto_gadgets(u: Use) -> list[int]:
    place = u.state.at[u.card]
    mine = place >= 0 and u.state.table[place].type == "deed" and u.state.table[place].owner == u.seat
    if not mine or not in_town(u.state, place) or control_points_of_card(u.state, place) != 1:
        return []
    gadgets = [g for g in items(u.state, u.card, "Experimental") if u.state.table[g].has("Gadget")]
    return [g for g in gadgets if not u.state.booted[g]]


@ability("Roberto Muratore", NOON, targets=_roberto_gadgets)
def roberto_muratore(u: Use, gadget: int) -> None:
    """boot his Experimental Gadget at your in-town deed with 1 control point and pull twice: a red pull
    gives the deed a control point for the day, two make it permanent"""
    u.state.booted[gadget] = 1
    roberto = {"seat": u.seat, "gadget": gadget, "deed": u.state.at[u.card], "left": 2, "reds": 0}
    gadget_pull(u.state, u.seat, gadget, "roberto_pulled", roberto)


@after_suit("roberto_pulled")
def _roberto_pulled(state: DoomtownState, roberto: dict[str, Any], suit: str | None) -> None:
    """Two pulls in turn (the second after the reacts to the first); then the red ones count."""
    roberto = {**roberto, "left": roberto["left"] - 1, "reds": roberto["reds"] + (suit in RED)}
    if roberto["left"]:
        gadget_pull(state, roberto["seat"], roberto["gadget"], "roberto_pulled", roberto)
    elif roberto["reds"]:
        effects.add(state, "control", roberto["deed"], 1, until="play" if roberto["reds"] == 2 else "turn")
