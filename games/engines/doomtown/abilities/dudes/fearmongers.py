"""The Fearmongers' dudes: their traits (stat changes while in play) and their abilities."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.callouts import answer_due, cannot_refuse
from games.engines.doomtown.abilities.core import JOB, NOON, SHOOTOUT, Use, ability, cards_with_hook, hook, trait
from games.engines.doomtown.abilities.costs import paid_from_hand, play_cost
from games.engines.doomtown.abilities.dudes.common import (
    fight_of,
    items,
    look_at_top,
    outfit_is,
    put_back,
    reveal_into_hand,
)
from games.engines.doomtown.abilities.extra_uses import grant_extra_use
from games.engines.doomtown.abilities.inventing import huckster_invents_mystical
from games.engines.doomtown.abilities.joining import join_posse
from games.engines.doomtown.abilities.keywords import has_keyword
from games.engines.doomtown.abilities.reacts import GAME_START, PULL_SUCCEEDED, react
from games.engines.doomtown.abilities.restrictions import refuses
from games.engines.doomtown.abilities.targets import callout_marks, grit_against, their_posse, value_against
from games.engines.doomtown.abilities.windows import ask, ask_discards, picker
from games.engines.doomtown.abilities.would import move_or_boot, send_home
from games.engines.doomtown.fight import current, no_joiners, opponent, side_posse
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.jobs import start_job
from games.engines.doomtown.skills import skill_margin
from games.engines.doomtown.town import (
    adjacent,
    adjusted_stat,
    attachments,
    bullet_type,
    bullets,
    dudes_at,
    dudes_of,
    grit,
    home,
    influence,
    locations,
    value,
)
from games.engines.doomtown.zones import attach, boot, draw_card, gain, leave_play, unique_blocked

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


@trait("Bobo", stats=("bullets",), own=True)
def bobo(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """Bullets plus the highest Huckster rating in play."""
    ratings = [state.table[c].rating("Huckster") or 0 for seat in state.play for c in seat]
    return amount + max(ratings, default=0)


@ability("Pagliaccio", SHOOTOUT, boot=True, targets=their_posse)
def pagliaccio(u: Use, dude: int) -> None:
    """an opposing dude gets -1 bullets and -1 value"""
    effects.add(u.state, "bullets", dude, -1, until="shootout")
    effects.add(u.state, "value", dude, -1, until="shootout")


@trait("The Brute", stats=("ace_covers",), own=True)
def the_brute(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """Aced as a casualty he covers 2 more."""
    return amount + 2


def _campbell_marks(u: Use) -> list[int]:
    return [d for d in callout_marks(u, u.card) if influence(u.state, d) == 0]


@ability("Alan Campbell", NOON, targets=_campbell_marks)
def alan_campbell(u: Use, mark: int) -> None:
    """call out a dude with no influence here"""
    owner = u.state.table[mark].owner
    answer_due(
        u.state,
        {
            "kind": "answer",
            "seat": owner,
            "leader_seat": u.seat,
            "leader_dude": u.card,
            "mark_dude": mark,
            "must_accept": cannot_refuse(u.state, u.card, mark),
        },
    )


def _landon_joiners(u: Use) -> list[int]:
    if no_joiners(u.state):
        return []
    facts = u.state.table
    return [
        d
        for d in u.my_dudes()
        if not u.in_fight(d) and (has_keyword(u.state, d, "Abomination") or facts[d].rating("Huckster") is not None)
    ]


@ability("Landon Grimes", SHOOTOUT, targets=_landon_joiners)
def landon_grimes(u: Use, dude: int) -> None:
    """your Abomination or Huckster joins his posse"""
    join_posse(u.state, current(u.state), u.seat, dude)


def _byrne_targets(u: Use) -> list[list[int]]:
    payers = [u.card] if not u.state.booted[u.card] else []
    payers += [h for h in attachments(u.state, u.card) if u.state.table[h].has("Hex") and not u.state.booted[h]]
    here = u.state.at[u.card]
    items = [i for d in dudes_at(u.state, here) for i in attachments(u.state, d) if not u.state.booted[i]]
    items += [i for i in attachments(u.state, here) if not u.state.booted[i]] if here >= 0 else []
    return [[payer, item] for payer in payers for item in items if item != payer]


@ability("Alfred Byrne", NOON, targets=_byrne_targets)
def alfred_byrne(u: Use, target: list[int]) -> None:
    """boot Alfred or his Hex to boot an attachment here"""
    payer, item = target
    u.state.booted[payer] = 1
    boot(u.state, item)


def _heath_targets(u: Use) -> list[list[int]]:
    payers = [
        i
        for i in attachments(u.state, u.card)
        if not u.state.booted[i] and (u.state.table[i].has("Hex") or u.state.table[i].has("Mystical"))
    ]
    places = [p for p in locations(u.state) if p != u.state.at[u.card] and not _out_of_town(u.state, p)]
    return [[payer, place] for payer in payers for place in places]


def _out_of_town(state: DoomtownState, place: int) -> bool:
    return place >= 0 and state.table[place].has("Out of Town")


@ability("Sylvester Heath", NOON, targets=_heath_targets)
def sylvester_heath(u: Use, target: list[int]) -> None:
    """boot his Hex or Mystical goods to move to an in-town location"""
    payer, place = target
    u.state.booted[payer] = 1
    u.state.at[u.card] = place


hook("invent_skill", "Valeria Batten")(huckster_invents_mystical)


def _hexes_to_learn(u: Use) -> list[int]:
    seen: set[str] = set()
    found = []
    for card in sorted(u.state.hand[u.seat]):
        facts = u.state.table[card]
        if not facts.has("Hex") or facts.card.code in seen or unique_blocked(u.state, u.seat, card):
            continue
        seen.add(facts.card.code)  # copies in hand are the same play
        if play_cost(u.state, u.seat, card, u.state.at[u.card]) <= u.state.stash[u.seat]:
            found.append(card)
    return found


@ability("Jia Mein", SHOOTOUT, repeat=True, targets=_hexes_to_learn)
def jia_mein(u: Use, hex_card: int) -> None:
    """attach a Hex from your hand to him (paying its cost): he becomes a stud"""
    u.pay(play_cost(u.state, u.seat, hex_card, u.state.at[u.card]))
    u.state.hand[u.seat].remove(hex_card)
    paid_from_hand(u.state, u.seat, hex_card)
    attach(u.state, hex_card, u.card, u.seat)
    effects.add(u.state, "bullet_type", u.card, until="shootout", set_to="stud")


@ability("Mongwau The Mighty", SHOOTOUT, targets=lambda u: items(u.state, u.card, "Hex"))
def mongwau_the_mighty(u: Use, hex_card: int) -> None:
    """discard a Hex from Mongwau to make him a stud"""
    leave_play(u.state, hex_card, ace=False)
    effects.add(u.state, "bullet_type", u.card, until="shootout", set_to="stud")


def _huckster_places(u: Use) -> list[int]:
    hucksters = [d for d in u.all_dudes() if u.state.table[d].rating("Huckster") is not None]
    return sorted({u.state.at[d] for d in hucksters} - {u.state.at[u.card]})


@ability("Kevin Wainwright", NOON, targets=_huckster_places)
def kevin_wainwright(u: Use, place: int) -> None:
    """move Kevin without booting to a location with a Huckster: he becomes a stud"""
    u.state.at[u.card] = place
    effects.add(u.state, "bullet_type", u.card, until="turn", set_to="stud")


@hook("own_cost", "Ursula, The Worm Queen")
def _ursula_cost(state: DoomtownState, card: int, seat: int, cost: int) -> int:
    """A Fearmonger outfit pays 1 less for each Huckster it controls."""
    if state.table[home(state, seat)].card.faction != "fearmongers":
        return cost
    return cost - sum(1 for d in dudes_of(state, seat) if state.table[d].rating("Huckster") is not None)


def _hexes_of_other_hucksters(u: Use) -> list[list[int | str]]:
    found: list[list[int | str]] = []
    for dude in u.my_dudes():
        if dude == u.card or u.state.table[dude].rating("Huckster") is None:
            continue
        for hex_card in items(u.state, dude, "Hex"):
            found.append([hex_card, "take it"])
            if u.state.booted[hex_card] and u.state.hand[u.seat]:
                found.append([hex_card, "take it, discard a card to unboot it"])
    return found


@ability("Ursula, The Worm Queen", NOON, targets=_hexes_of_other_hucksters)
def ursula_the_worm_queen(u: Use, target: list[Any]) -> None:
    """take a Hex from another of your Hucksters (a booted one may unboot for a card, usable once more)"""
    hex_card, how = target
    u.state.attached_to[hex_card] = u.card
    if how != "take it":
        ask_discards(u.state, u.seat, 1, "ursula_unboots", hex=hex_card)


@picker("ursula_unboots")
def _ursula_unboots(state: DoomtownState, frame: Frame, _: Any) -> None:
    """The Hex unboots, and its abilities may be used one more time this turn."""
    state.booted[frame["hex"]] = 0
    grant_extra_use(state, frame["hex"])


def _lew_finds(state: DoomtownState, seat: int) -> list[int]:
    """An Abomination, or a non-Unique Mystical goods, among the cards looked at."""
    table = state.table
    return [
        card for card in state.draw[seat]
        if table[card].has("Abomination") or (table[card].type == "goods" and table[card].has("Mystical")
                                               and not table[card].card.unique)
    ]  # fmt: skip


@react("Lew Esquilin", GAME_START, applies=lambda u, _: bool(u.state.deck[u.seat]))
def lew_esquilin(u: Use, _: dict[str, Any]) -> None:
    """look at the top 6 cards; discard a card from your hand to take an Abomination or non-Unique Mystical goods"""
    look_at_top(u.state, u.seat, 6)
    finds = _lew_finds(u.state, u.seat) if u.state.hand[u.seat] else []
    ask(u.state, u.seat, "lew_take", [*finds, "none"], texts={"none": "Take nothing, put the cards back"},
        verb="Discard a card from your hand to take")  # fmt: skip


@picker("lew_take")
def _lew_take(state: DoomtownState, frame: Frame, choice: Any) -> None:
    if choice == "none":
        put_back(state, frame["seat"])
    else:
        ask_discards(state, frame["seat"], 1, "lew_found", found=choice)


@picker("lew_found")
def _lew_found(state: DoomtownState, frame: Frame, _: Any) -> None:
    seat, found = frame["seat"], frame["found"]
    reveal_into_hand(state, seat, found, state.draw[seat])
    put_back(state, seat)


@trait("Christine Perfect (Exp.1)", stats=("bullet_type",), own=True)
def christine_perfect(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """A stud while in the posse attempting a job."""
    fight = fight_of(state, card)
    return "stud" if fight is not None and fight["job"] and card in fight["posse"][fight["leader_seat"]] else amount


@trait("Bogie Man", stats=("influence", "bullets"), own=True)
def bogie_man(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """+1 influence while his player has no dude in Boot Hill; bullets plus the highest printed
    influence of a dude in any Boot Hill."""
    owner = state.table[card].owner
    if stat == "influence":
        return amount if any(state.table[d].type == "dude" for d in state.boot_hill[owner]) else amount + 1
    buried = [state.table[d].num("influence") for pile in state.boot_hill for d in pile
              if state.table[d].type == "dude"]  # fmt: skip
    return amount + max(buried, default=0)


@trait('Victor "Nines" de Boré', stats=("Huckster",), own=True)
def victor_nines(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """Huckster skill plus the Abominations at his location, at most +4."""
    here = [d for d in dudes_at(state, state.at[card]) if has_keyword(state, d, "Abomination")]
    return amount + min(4, len(here))


@hook("leaves_play", "Evan Lucas")
def _evan_lucas(state: DoomtownState, gone: int) -> None:
    """An opposing dude aced while Evan is in his player's posse: his player gains 1 ghost rock."""
    if state.table[gone].type != "dude" or gone not in state.boot_hill[state.table[gone].owner]:
        return
    for evan in cards_with_hook(state, "leaves_play"):
        owner = state.table[evan].owner
        fight = fight_of(state, evan)
        if state.table[evan].title == "Evan Lucas" and fight is not None and evan in fight["posse"][owner] \
                and owner != state.table[gone].owner:  # fmt: skip
            gain(state, owner, 1)


def _tonton_targets(u: Use) -> list[list[int | str]]:
    found: list[list[int | str]] = []
    for dude in their_posse(u):
        found.append([dude, "bullets"])
        weapons = [i for i in attachments(u.state, dude) if u.state.table[i].has("Weapon") and not u.state.booted[i]]
        found.extend([weapon, "boot"] for weapon in weapons)
    return found


@ability("Tonton Macoute", SHOOTOUT, targets=_tonton_targets, does=("boot",))
def tonton_macoute(u: Use, target: list[Any]) -> None:
    """an opposing dude: -2 bullets, or one of its Weapons boots"""
    card, how = target
    if how == "bullets":
        effects.add(u.state, "bullets", card, -2, until="shootout")
    else:
        boot(u.state, card)


def _no_studs_in_posse(u: Use) -> bool:
    return not any(bullet_type(u.state, d) == "stud" for d in u.my_posse())


@ability("Maurice Croker", SHOOTOUT, when=_no_studs_in_posse, targets=their_posse)
def maurice_croker(u: Use, dude: int) -> None:
    """no stud in your posse: an opposing dude becomes a draw"""
    effects.add(u.state, "bullet_type", dude, until="shootout", set_to="draw")


def _mist_targets(u: Use) -> list[int]:
    here = u.state.at[u.card]
    return [d for d in u.all_dudes() if d != u.card and not u.state.booted[d]
            and (u.state.at[d] == here or adjacent(u.state, here, u.state.at[d]))]  # fmt: skip


@ability("Mourning Mist", NOON, boot=True, targets=_mist_targets, does=("boot",))
def mourning_mist(u: Use, dude: int) -> None:
    """ace Mourning Mist: a dude here or next door boots"""
    leave_play(u.state, u.card, ace=True)
    move_or_boot(u.state, u.seat, dude, boot=True)


@ability("Alonzo", NOON, targets=lambda u: items(u.state, u.card, "Hex"))
def alonzo(u: Use, hex_card: int) -> None:
    """discard one of his Hexes to draw a card"""
    leave_play(u.state, hex_card, ace=False)
    drawn = draw_card(u.state, u.seat)
    if drawn is not None:
        u.state.hand[u.seat].append(drawn)


@ability("The Faceless One", SHOOTOUT, targets=their_posse)
def the_faceless_one(u: Use, dude: int) -> None:
    """take an opposing dude's bullets as a bonus (at most 4); grit 11 or more: that dude has at most 4 bullets"""
    effects.add(u.state, "bullets", u.card, min(4, bullets(u.state, dude)), until="shootout")
    if grit_against(u, dude) >= 11:
        effects.add(u.state, "max_bullets", dude, until="shootout", set_to=4)


def _skinwalker_targets(u: Use) -> list[list[Any]]:
    here = u.state.at[u.card]
    abominations = [d for d in u.my_dudes() if has_keyword(u.state, d, "Abomination") and not u.state.booted[d]]
    gear = [i for d in u.opposing_dudes() if u.state.at[d] == here for i in attachments(u.state, d)
            if not u.state.booted[i]]  # fmt: skip
    return [[a, how] for a in abominations for how in ["bullets", *gear]]


@ability("Skinwalker", SHOOTOUT, targets=_skinwalker_targets, does=("boot",))
def skinwalker(u: Use, target: list[Any]) -> None:
    """boot your Abomination: boot an opposing attachment here, or Skinwalker +2 bullets"""
    abomination, how = target
    u.state.booted[abomination] = 1
    if how == "bullets":
        effects.add(u.state, "bullets", u.card, 2, until="shootout")
    else:
        boot(u.state, how)


def _golem_targets(u: Use) -> list[list[int | str]]:
    return [[d, how] for d in their_posse(u) for how in ("+5 value", "as is")]


@ability("Rosenbaum's Golem", SHOOTOUT, boot=True, targets=_golem_targets, does=("boot",))
def rosenbaums_golem(u: Use, target: list[Any]) -> None:
    """boot an opposing dude, maybe with +5 value; grit 11 or more: you may unboot another dude of yours"""
    dude, how = target
    if how == "+5 value":
        effects.add(u.state, "value", dude, 5, until="shootout")
    if grit_against(u, dude) >= 11:
        booted = [d for d in u.my_dudes() if d != u.card and u.state.booted[d]]
        ask(u.state, u.seat, "golem", [*booted, "none"], verb="Unboot", texts={"none": "Unboot nobody"})
    move_or_boot(u.state, u.seat, dude, boot=True)


@picker("golem")
def _golem_unboots(state: DoomtownState, frame: Frame, choice: int | str) -> None:
    if isinstance(choice, int):  # a dude, not "none"
        state.booted[choice] = 0


def _marias_targets(u: Use) -> list[int]:
    here = u.state.at[u.card]
    return [d for d in u.my_dudes() if has_keyword(u.state, d, "Huckster") and not u.state.booted[d]
            and u.state.at[d] != here]  # fmt: skip


@ability("Papa Marias", NOON, targets=_marias_targets)
def papa_marias(u: Use, dude: int) -> None:
    """a Huckster test of 7: your unbooted Huckster elsewhere moves to his location"""
    if skill_margin(u.state, u.seat, u.card, "Huckster", 7) >= 0:
        move_or_boot(u.state, u.seat, dude, to=u.state.at[u.card])


def _zeb_faces_grit(state: DoomtownState, zeb: int) -> bool:
    """Zeb is in a shootout against a dude with grit 11 or more."""
    fight = fight_of(state, zeb)
    if fight is None:
        return False
    mine = state.table[zeb].owner
    return any(grit(state, d) >= 11 for seat, posse in enumerate(fight["posse"]) if seat != mine for d in posse)


@trait("Zeb Whateley-Dupont", stats=("bullet_type",), own=True)
def zeb_whateley_dupont(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """A stud in a Fearmongers outfit."""
    return "stud" if outfit_is(state, state.table[card].owner, "fearmongers") else amount


@hook("min_bullets", "Zeb Whateley-Dupont")
def _zeb_floor(state: DoomtownState, source: int, card: int) -> int | None:
    """In a Fearmongers outfit, opposing grit 11 or more: at least 2 bullets."""
    fearsome = card == source and outfit_is(state, state.table[card].owner, "fearmongers")
    return 2 if fearsome and _zeb_faces_grit(state, card) else None


@hook("ignores_effect", "Zeb Whateley-Dupont")
def _zeb_stays_a_stud(state: DoomtownState, source: int, card: int, effect: dict[str, Any]) -> bool:
    """... and he is never changed to a draw then."""
    if card != source or effect["stat"] != "bullet_type" or effect.get("set") != "draw":
        return False
    return outfit_is(state, state.table[card].owner, "fearmongers") and _zeb_faces_grit(state, card)


def _mystical_goods(state: DoomtownState, dude: int) -> list[int]:
    return [i for i in items(state, dude, "Mystical") if state.table[i].type == "goods"]


@trait("Vivene Goldsun", stats=("bullet_type",), own=True)
def vivene_goldsun(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """A stud with Mystical goods."""
    return "stud" if _mystical_goods(state, card) else amount


def _vivene_targets(u: Use) -> list[list[int]]:
    return [[item, foe] for item in _mystical_goods(u.state, u.card) for foe in their_posse(u)
            if grit_against(u, foe) < u.state.table[item].stat_value]  # fmt: skip


@ability("Vivene Goldsun", SHOOTOUT, boot=True, targets=_vivene_targets, does=("home",))
def vivene_sends_home(u: Use, target: list[int]) -> None:
    """discard her Mystical goods: an opposing dude with grit under its value goes home booted"""
    item, foe = target
    leave_play(u.state, item, ace=False)
    send_home(u.state, u.seat, foe)


def _kevin_places(u: Use) -> list[int]:
    eerie = [d for d in u.all_dudes() if has_keyword(u.state, d, "Huckster") or has_keyword(u.state, d, "Abomination")]
    return sorted({u.state.at[d] for d in eerie if d != u.card})


def _kevin_arrives(u: Use, where: int) -> None:
    effects.add(u.state, "bullet_type", u.card, until="turn", set_to="stud")
    if any(u.state.at[d] == where and grit_against(u, d) >= 11 for d in u.opposing_dudes()):
        for _ in range(2):
            drawn = draw_card(u.state, u.seat)
            if drawn is not None:
                u.state.hand[u.seat].append(drawn)


@ability("Kevin Wainwright (Exp.1)", NOON, targets=lambda u: [w for w in _kevin_places(u) if w != u.state.at[u.card]])
def kevin_wainwright_exp(u: Use, where: int) -> None:
    """move to a Huckster's or an Abomination's location: a stud today, and 2 cards if an opposing
    dude there has grit 11 or more"""
    _kevin_arrives(u, where)
    move_or_boot(u.state, u.seat, u.card, to=where)


def _kevin_may_join(u: Use) -> bool:
    return not u.in_fight(u.card) and current(u.state)["location"] in _kevin_places(u)


@ability("Kevin Wainwright (Exp.1)", SHOOTOUT, brings=True, when=_kevin_may_join)
def kevin_wainwright_exp_joins(u: Use, _: None) -> None:
    """a Huckster or an Abomination at the shootout: Kevin joins your posse, as at noon"""
    fight = current(u.state)
    join_posse(u.state, fight, u.seat, u.card)
    _kevin_arrives(u, fight["location"])


# ---- There Comes a Reckoning -------------------------------------------------------------------------


def _black_owl_targets(u: Use) -> list[list[int | None]]:
    pins: list[int | None] = [None] if u.state.booted[u.card] else [None, u.card]
    return [[foe, pin] for foe in their_posse(u) for pin in pins]


@ability("Black Owl", SHOOTOUT, targets=_black_owl_targets)
def black_owl(u: Use, target: list[int | None]) -> None:
    """an opposing dude gets +5 value; boot Black Owl to make them their side's first casualty this round"""
    foe, pin = target
    assert foe is not None
    effects.add(u.state, "value", foe, 5, until="shootout")
    if pin is not None:
        u.state.booted[u.card] = 1
        effects.add(u.state, "pinned", foe, until="round", set_to=True)


# ---- Welcome to Deadwood -------------------------------------------------------------------------------


def _angler_marks(u: Use) -> list[int]:
    return [d for d in callout_marks(u, u.card) if value_against(u, d) == value(u.state, u.card)]


@ability("The Angler", NOON, targets=_angler_marks)
def the_angler(u: Use, mark: int) -> None:
    """call out a dude here of his value"""
    answer_due(
        u.state,
        {"kind": "answer", "seat": u.state.table[mark].owner, "leader_seat": u.seat, "leader_dude": u.card,
         "mark_dude": mark, "must_accept": cannot_refuse(u.state, u.card, mark)}
    )  # fmt: skip


def _angler_baits(u: Use) -> list[int]:
    by_value = {u.state.table[c].stat_value: c for c in sorted(set(u.state.hand[u.seat]), reverse=True)}
    return sorted(card for number, card in by_value.items() if number > 0)


@ability("The Angler", NOON, targets=_angler_baits)
def the_angler_baits(u: Use, card: int) -> None:
    """discard a card: his value becomes that card's for the day"""
    u.state.hand[u.seat].remove(card)
    u.state.discard[u.seat].append(card)
    effects.add(u.state, "value", u.card, until="turn", set_to=u.state.table[card].stat_value)


# ---- Out for Blood -------------------------------------------------------------------------------------


def _lorena_targets(u: Use) -> list[list[int | None]]:
    ready: list[int | None] = [None, *(g for g in _mystical_goods(u.state, u.card) if not u.state.booted[g])]
    return [[foe, g] for foe in their_posse(u) for g in ready]


@ability("Lorena Corbett", SHOOTOUT, targets=_lorena_targets)
def lorena_corbett(u: Use, target: list[int | None]) -> None:
    """an opposing dude has grit 11 or more for your card effects this shootout; boot her Mystical goods
    to boot that dude"""
    foe, goods = target
    assert foe is not None
    effects.add(u.state, "grit_11", foe, until="shootout", set_to=u.seat)
    if goods is not None:
        u.state.booted[goods] = 1
        move_or_boot(u.state, u.seat, foe, boot=True)


@trait("Auntie Sinister", stats=("Huckster",), own=True)
def auntie_sinister(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """In a posse with a Mystical goods: her influence is added to her Huckster skill."""
    if _mystical_goods(state, card) and fight_of(state, card) is not None:
        return amount + influence(state, card)
    return amount


def _auntie_hexed_well(u: Use, data: dict[str, Any]) -> bool:
    return data["dude"] == u.card and data["skill"] == "Huckster" and data["margin"] >= 6 and u.fight is not None


@react("Auntie Sinister", PULL_SUCCEEDED, boot=False, applies=_auntie_hexed_well)
def auntie_sinister_bullets(u: Use, data: dict[str, Any]) -> None:
    """after she passes a Huckster test by 6 or more in a shootout: +2 bullets for the shootout"""
    effects.add(u.state, "bullets", u.card, 2, until="shootout")


hook("holds", "Mason Adler")(refuses("Weapon", unless="Melee"))


def _highest_grit(u: Use) -> list[int]:
    """The opposing dudes with the highest grit (as his player's card effects see it)."""
    grits = {d: grit_against(u, d) for d in u.opposing_dudes()}
    top = max(grits.values(), default=0)
    return [d for d, g in grits.items() if g == top]


def _mason_marks(u: Use) -> list[int]:
    if u.state.booted[u.card]:
        return []
    return [d for d in _highest_grit(u) if grit_against(u, d) >= 11]


@ability("Mason Adler", JOB, targets=_mason_marks)
def mason_adler(u: Use, mark: int) -> None:
    """job (Mason boots to lead it, alone) on the opposing dude with the highest grit, 11 or more: success
    aces the mark"""
    start_job(u.state, u.seat, u.card, mark, boot_leader=True, then="ace_mark")
    u.state.stack[-1]["fight_rules"] = {"leader_alone": True}


def _mason_may_turn(u: Use) -> bool:
    used = any(e["stat"] == "mason_turned" and e["card"] == u.card for e in u.state.effects)
    return not used and any(d in u.their_posse() for d in _highest_grit(u))


@ability("Mason Adler", SHOOTOUT, repeat=True, when=_mason_may_turn)
def mason_adler_turns(u: Use, _: None) -> None:
    """the opposing dude with the highest grit is in their posse: Mason is an Abomination and a stud for the
    shootout (once a shootout)"""
    effects.add(u.state, "mason_turned", u.card, until="shootout", set_to=True)
    effects.add(u.state, "bullet_type", u.card, until="shootout", set_to="stud")
    keywords = list(adjusted_stat(u.state, "keywords", u.card, u.state.table[u.card].keywords))
    effects.add(u.state, "keywords", u.card, until="shootout", set_to=[*keywords, "Abomination"])


# ---- Debt of Blood -------------------------------------------------------------------------------------


@trait("Fred Ayres", stats=("bullets", "influence"), own=True)
def fred_ayres(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """With a Mystical goods: +1 bullets and +1 influence."""
    return amount + 1 if _mystical_goods(state, card) else amount


def _fred_goods(u: Use) -> list[int]:
    ready = [g for g in _mystical_goods(u.state, u.card) if not u.state.booted[g]]
    return ready if u.state.deck[u.seat] else []


@ability("Fred Ayres", NOON, targets=_fred_goods)
def fred_ayres_looks(u: Use, goods: int) -> None:
    """boot his Mystical goods to look at the top card of your deck"""
    u.state.booted[goods] = 1
    look_at_top(u.state, u.seat, 1)
    ask(u.state, u.seat, "fred_seen", ["done"], texts={"done": "Put the card back on top of your deck"})


@picker("fred_seen")
def _fred_seen(state: DoomtownState, frame: Frame, _: Any) -> None:
    put_back(state, frame["seat"])


# ---- Debt of Blood ----------------------------------------------------------------------------------


@hook("spares_breakin", "Danny London")
def _danny_spares(state: DoomtownState, danny: int, dude: int) -> bool:
    """His player's Abomination dudes nearby him gain no bounty for breakin' and enterin'."""
    here, there = state.at[danny], state.at[dude]
    nearby = here == there or adjacent(state, here, there)
    return nearby and state.table[dude].owner == state.table[danny].owner and has_keyword(state, dude, "Abomination")


def _danny_models(u: Use) -> list[int]:
    return [d for d in u.my_posse() if d != u.card and has_keyword(u.state, d, "Abomination")]


@ability("Danny London", SHOOTOUT, targets=_danny_models)
def danny_london(u: Use, model: int) -> None:
    """an Abomination in your posse: Danny takes its bullet type and as many bullets"""
    effects.add(u.state, "bullet_type", u.card, until="shootout", set_to=bullet_type(u.state, model))
    effects.add(u.state, "bullets", u.card, bullets(u.state, model) - bullets(u.state, u.card), until="shootout")


@hook("chosen_casualty", "Empty Schell")
def _empty_schell_chosen(state: DoomtownState, schell: int) -> None:
    """Chosen as a casualty: his player may send an opposing dude home from the shootout (his React)."""
    seat = state.table[schell].owner
    fight = current(state)
    foes = side_posse(state, fight, opponent(fight, fight["side"][seat]))
    texts = {"none": "Empty Schell: send nobody home"}
    with effects.acting(seat, schell, "react"):
        ask(state, seat, "empty_schell", [*foes, "none"], texts=texts, verb="Empty Schell: send home")


@picker("empty_schell")
def _empty_schell_sends(state: DoomtownState, frame: Frame, foe: int | str) -> None:
    fight = current(state)
    if isinstance(foe, int) and any(foe in posse for posse in fight["posse"]):
        send_home(state, frame["seat"], foe)
