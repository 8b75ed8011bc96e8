"""The Anarchists' dudes: their traits (stat changes while in play) and their abilities."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.arrivals import MOVED
from games.engines.doomtown.abilities.core import NOON, RESOLUTION, SHOOTOUT, Use, ability, hook, trait
from games.engines.doomtown.abilities.costs import play_cost
from games.engines.doomtown.abilities.discard_piles import open_discard
from games.engines.doomtown.abilities.dudes.common import at_foreign_deed, fight_of
from games.engines.doomtown.abilities.hand_changes import draw_codes, show_again
from games.engines.doomtown.abilities.joining import gunslinger_joins
from games.engines.doomtown.abilities.keywords import has_keyword
from games.engines.doomtown.abilities.paying import pay_opponent
from games.engines.doomtown.abilities.reacts import GAME_START, react
from games.engines.doomtown.abilities.restrictions import refuses
from games.engines.doomtown.abilities.rounds import spare_this_round
from games.engines.doomtown.abilities.targets import their_goods, their_posse
from games.engines.doomtown.abilities.techniques import tao_of
from games.engines.doomtown.abilities.windows import ask, ask_discards, picker
from games.engines.doomtown.abilities.would import LOSE_DUDE, move_or_boot, send_home
from games.engines.doomtown.control import controller
from games.engines.doomtown.fight import current, leave_posses
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.poker import JOKER_CODE, card_name
from games.engines.doomtown.town import (
    NOWHERE,
    TOWN_SQUARE,
    adjacent,
    adjusted_stat,
    bullets,
    controls,
    dudes_at,
    home,
    influence,
    location_name,
    locations,
    upkeep,
)
from games.engines.doomtown.zones import boot, draw_card, gain, leave_play, put_into_play, unique_blocked

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


@ability("Xui Yin Chen", SHOOTOUT, boot=True)
def xui_yin_chen(u: Use, _: None) -> None:
    """every dude of her posse becomes a stud with +1 influence"""
    for dude in u.my_posse():
        effects.add(u.state, "bullet_type", dude, until="shootout", set_to="stud")
        effects.add(u.state, "influence", dude, 1, until="shootout")


@trait("Yunxu Jiang")
def yunxu_jiang(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """In a shootout where his player controls the location, his posse's other dudes +1 bullets and value."""
    if card == source or stat not in ("bullets", "value"):
        return amount
    fight = fight_of(state, source)
    seat = state.table[source].owner
    if fight is None or card not in fight["posse"][seat] or not controls(state, seat, fight["location"]):
        return amount
    return amount + 1


def _cooke_moves(u: Use) -> list[list[int]]:
    if not u.state.hand[u.seat]:
        return []
    here = u.state.at[u.card]
    mine = [d for d in dudes_at(u.state, here) if d != u.card and controller(u.state, d) == u.seat]
    places = [p for p in [*locations(u.state), home(u.state, u.seat)] if p != here]
    return [[dude, place] for dude in mine for place in places]


@ability("Asakichi Cooke", NOON, targets=_cooke_moves)
def asakichi_cooke(u: Use, target: list[int]) -> None:
    """discard a card to move another of your dudes from here (without booting, even booted)"""
    dude, place = target
    ask_discards(u.state, u.seat, 1, "cooke_moves", dude=dude, place=place)


@picker("cooke_moves")
def _cooke_move(state: DoomtownState, frame: Frame, _: Any) -> None:
    state.at[frame["dude"]] = frame["place"]


@hook("hand_size", "Randall")
def _randall(state: DoomtownState, dude: int, seat: int) -> int:
    """Dudes at three or more in-town locations: a hand of one more."""
    places = {
        state.at[d]
        for d in state.play[seat]
        if state.table[d].type == "dude" and not (state.at[d] >= 0 and state.table[state.at[d]].has("Out of Town"))
    }
    return 1 if len(places) >= 3 else 0


@hook("own_cost", "Hao-T'e Zui, The Mad Monk")
def _hao_te_zui_cost(state: DoomtownState, card: int, seat: int, cost: int) -> int:
    """An Anarchist outfit pays 1 less for each location holding one of its dudes."""
    if state.table[home(state, seat)].card.faction != "anarchists":
        return cost
    return cost - len({state.at[d] for d in state.play[seat] if state.table[d].type == "dude"})


@ability("Hao-T'e Zui, The Mad Monk", SHOOTOUT, boot=True, targets=their_goods)
def hao_te_zui(u: Use, item: int) -> None:
    """discard an opposing goods"""
    leave_play(u.state, item, ace=False)


def _daomei_moves(u: Use) -> list[list[int]]:
    others = [d for d in u.my_dudes() if d != u.card and u.state.table[d].card.faction == "anarchists"]
    places = [*locations(u.state), home(u.state, u.seat)]
    return [[dude, place] for dude in others for place in places if place != u.state.at[dude]]


def _daomei_entered(u: Use, data: dict[str, Any]) -> bool:
    return data["card"] == u.card and u.state.phase == "noon" and bool(_daomei_moves(u))


@react("Daomei Wang", "enters_play", boot=False, applies=_daomei_entered)
def daomei_wang(u: Use, _: dict[str, Any]) -> None:
    """move one of your other Anarchists dudes (without booting)"""
    moves = {f"{dude} {place}": f"Move {u.state.table[dude].name} to {location_name(u.state, place)}"
             for dude, place in _daomei_moves(u)}  # fmt: skip
    ask(u.state, u.seat, "daomei", list(moves), texts=moves)


@picker("daomei")
def _daomei_move(state: DoomtownState, frame: Frame, choice: str) -> None:
    dude, place = (int(part) for part in choice.split())
    state.at[dude] = place


@hook("production_starts", "Natalya")
def _natalya(state: DoomtownState, card: int) -> None:
    """At the start of Production, the poorest player's Natalya takes her deed's production this turn."""
    seat, where = state.table[card].owner, state.at[card]
    poorest = all(state.stash[seat] < state.stash[other] for other in range(state.players) if other != seat)
    if poorest and where >= 0 and state.table[where].type == "deed":
        effects.add(state, "producer", where, until="production", set_to=seat)


@hook("casting_bonus", "Stevie Lyndon")
def _stevie_lyndon(state: DoomtownState, dude: int, spell: int) -> int:
    """Casting a Hymn: +4 Blessed."""
    return 4 if state.table[spell].has("Hymn") else 0


def _emre_performed(u: Use, data: dict[str, Any]) -> bool:
    fight = u.fight
    return data["dude"] == u.card and fight is not None and u.card not in fight.get("once", [])


@react("Emre, The Turkish Bear (Exp.1)", "technique", boot=False, repeat=True, applies=_emre_performed)
def emre_the_turkish_bear(u: Use, _: dict[str, Any]) -> None:
    """after a successful Technique: draw a card and +1 bullets (once per shootout)"""
    current(u.state).setdefault("once", []).append(u.card)
    card = draw_card(u.state, u.seat)
    if card is not None:
        u.state.hand[u.seat].append(card)
    effects.add(u.state, "bullets", u.card, 1, until="shootout")


@trait("Forster Cooke", stats=("bullets", "value"))
def forster_cooke(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """At a Saloon or Casino: his player's other dudes +1 bullets and +1 value."""
    if card == source or state.table[card].type != "dude":
        return amount
    where = state.at[source]
    at_saloon = where >= 0 and (state.table[where].has("Saloon") or state.table[where].has("Casino"))
    return amount + 1 if at_saloon and state.table[card].owner == state.table[source].owner else amount


def _hexter_ready(u: Use) -> bool:
    fight = u.fight
    return fight is not None and u.card not in fight.get("once", []) and u.state.stash[u.seat] >= 1


@ability("Jim Hexter", SHOOTOUT, repeat=True, when=_hexter_ready)
def jim_hexter(u: Use, _: None) -> None:
    """pay 1 GR to the opposing posse's controller: Jim becomes a stud (once per shootout)"""
    current(u.state).setdefault("once", []).append(u.card)
    u.state.stash[u.seat] -= 1
    u.state.stash[u.opposing_side()] += 1
    effects.add(u.state, "bullet_type", u.card, until="shootout", set_to="stud")


def _he_fang_cost(u: Use, card: int) -> int:
    return max(0, play_cost(u.state, u.seat, card, u.state.at[u.card]) - 2)


def _he_fang_abominations(u: Use) -> list[int]:
    found: dict[str, int] = {}
    for card in sorted(u.state.hand[u.seat]):
        facts = u.state.table[card]
        playable = facts.type == "dude" and facts.has("Abomination") and not facts.has("Gadget")
        if playable and not unique_blocked(u.state, u.seat, card) and _he_fang_cost(u, card) <= u.state.stash[u.seat]:
            found.setdefault(facts.card.code, card)
    return list(found.values())


@ability("He Fang", NOON, boot=True, targets=_he_fang_abominations)
def he_fang(u: Use, dude: int) -> None:
    """play a non-Gadget Abomination from your hand here, 2 GR cheaper"""
    u.pay(_he_fang_cost(u, dude))
    u.state.hand[u.seat].remove(dude)
    put_into_play(u.state, dude, u.seat)
    u.state.at[dude] = u.state.at[u.card]


@react("Yasmin Tian", GAME_START, applies=lambda u, _: bool(u.state.hand[u.seat]))
def yasmin_tian(u: Use, _: dict[str, Any]) -> None:
    """discard a card to draw a card"""
    ask_discards(u.state, u.seat, 1, "draw_one")


@trait("Buzz Crover", stats=("bullets",), own=True)
def buzz_crover(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """+1 bullets for each nearby location (his own or an adjacent one) where his player has
    another dude, at most +4."""
    here, owner = state.at[card], state.table[card].owner
    places = {state.at[d] for d in state.play[owner] if d != card and state.table[d].type == "dude"}
    return amount + min(4, sum(1 for where in places if where == here or adjacent(state, here, where)))


@trait("Anthony Shepherd", stats=("bullet_type",), own=True)
def anthony_shepherd(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """A stud while his player's stash is empty."""
    return "stud" if state.stash[state.table[card].owner] == 0 else amount


@trait("Baijiu Sue", stats=("control",))
def baijiu_sue(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """The Saloon deed she stands at has +1 control point."""
    return amount + 1 if state.at[source] == card and state.table[card].has("Saloon") else amount


@trait("The Tombstone Haint", stats=("influence",), own=True)
def tombstone_haint(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """+2 influence during the Upkeep phase (it then counts in an off-faction upkeep)."""
    return amount + 2 if state.phase == "upkeep" else amount


@hook("casting_bonus", "Gabriel Prior")
def _gabriel_prior(state: DoomtownState, dude: int, spell: int) -> int:
    """His Blessed checks: +1 for each other dude of his player at his location."""
    if not state.table[spell].has("Miracle"):
        return 0
    owner = state.table[dude].owner
    return sum(1 for d in dudes_at(state, state.at[dude]) if d != dude and state.table[d].owner == owner
               and state.table[d].type == "dude")  # fmt: skip


def _ke_wang_marks(u: Use) -> list[int]:
    return [d for d in their_posse(u) if upkeep(u.state, u.state.table[d].owner, d) <= u.state.stash[u.seat]]


@ability("Ke Wang", SHOOTOUT, targets=_ke_wang_marks, does=("boot",))
def ke_wang(u: Use, dude: int) -> None:
    """pay an opposing dude's player its upkeep: that dude boots and has -1 bullets"""
    owner = u.state.table[dude].owner
    pay_opponent(u.state, u.seat, owner, upkeep(u.state, owner, dude))
    effects.add(u.state, "bullets", dude, -1, until="shootout")
    move_or_boot(u.state, u.seat, dude, boot=True)


def _lu_feng_targets(u: Use) -> list[int]:
    here = u.state.at[u.card]
    deed = [here] if here >= 0 and u.state.table[here].type == "deed" and not u.state.booted[here] else []
    return deed + [d for d in dudes_at(u.state, here) if d != u.card and not u.state.booted[d]
                   and u.state.table[d].type == "dude"]  # fmt: skip


@ability("Lu Feng", NOON, boot=True, targets=_lu_feng_targets, does=("boot",))
def lu_feng(u: Use, card: int) -> None:
    """boot the deed he stands at, or another dude there"""
    if u.state.table[card].type == "deed":
        boot(u.state, card)
    else:
        move_or_boot(u.state, u.seat, card, boot=True)


def _rock_payees(u: Use) -> list[int]:
    if u.state.at[u.card] == TOWN_SQUARE or u.state.stash[u.seat] < 1:
        return []
    return [seat for seat in range(u.state.players) if seat != u.seat]


@ability("Rock Woofstone", NOON, repeat=True, targets=_rock_payees, names_cards=False)
def rock_woofstone(u: Use, seat: int) -> None:
    """pay an opponent 1 ghost rock: Rock moves to the town square (again and again)"""
    pay_opponent(u.state, u.seat, seat, 1)
    move_or_boot(u.state, u.seat, u.card, to=TOWN_SQUARE)


def _joe_ready(u: Use) -> bool:
    return at_foreign_deed(u) and u.state.stash[u.seat] >= 1


@ability("Joe Vermilion", NOON, when=_joe_ready)
def joe_vermilion(u: Use, _: None) -> None:
    """at a deed he does not own: pay its owner 1 ghost rock to gain its production"""
    deed = u.state.at[u.card]
    pay_opponent(u.state, u.seat, u.state.table[deed].owner, 1)
    u.gain(max(0, adjusted_stat(u.state, "production", deed, u.state.table[deed].num("production"))))


def _taiyari_price(state: DoomtownState, dude: int) -> int:
    return max(1, bullets(state, dude))


def _taiyari_targets(u: Use) -> list[int]:
    return [d for d in u.my_posse() if _taiyari_price(u.state, d) <= u.state.stash[u.seat]]


@ability("Taiyari", SHOOTOUT, targets=_taiyari_targets)
def taiyari(u: Use, dude: int) -> None:
    """pay the opposing posse's player a dude's bullets (at least 1): it becomes a stud with at most 4 bullets"""
    pay_opponent(u.state, u.seat, u.opposing_side(), _taiyari_price(u.state, dude))
    effects.add(u.state, "bullet_type", dude, until="shootout", set_to="stud")
    effects.add(u.state, "max_bullets", dude, until="shootout", set_to=4)


def _near_deed(state: DoomtownState, here: int, where: int) -> bool:
    return where >= 0 and state.table[where].type == "deed" and (where == here or adjacent(state, here, where))


def _shou_targets(u: Use) -> list[int]:
    here = u.state.at[u.card]
    return [d for d in u.my_dudes() if has_keyword(u.state, d, "Abomination") and not u.state.booted[d]
            and _near_deed(u.state, here, u.state.at[d])]  # fmt: skip


@ability("Master Shou", NOON, targets=_shou_targets)
def master_shou(u: Use, dude: int) -> None:
    """boot your Abomination at this or an adjacent deed: the deed's owner pays you 1 ghost rock, if able"""
    owner = u.state.table[u.state.at[dude]].owner
    if owner != u.seat and u.state.stash[owner] > 0:
        pay_opponent(u.state, owner, u.seat, 1)
    u.state.booted[dude] = 1


def _diamond_targets(u: Use) -> list[list[int | None]]:
    if not at_foreign_deed(u) or u.state.stash[u.seat] < 1:
        return []
    here = u.state.at[u.card]
    sent = [None, *(d for d in u.my_dudes() if d != u.card and u.state.at[d] == here)]
    return [[dude, where] for dude in sent for where in locations(u.state) if where != here]


@ability("Father Diamond", NOON, targets=_diamond_targets)
def father_diamond(u: Use, target: list[int | None]) -> None:
    """at a deed he does not own: pay its owner 1 ghost rock, maybe send one of your dudes there home,
    and move Diamond to another location"""
    sent, where = target
    pay_opponent(u.state, u.seat, u.state.table[u.state.at[u.card]].owner, 1)
    if sent is not None:
        send_home(u.state, u.seat, sent)
    move_or_boot(u.state, u.seat, u.card, to=where)


@ability('"Dynamite" Jacc', RESOLUTION, boot=True)
def dynamite_jacc(u: Use, _: None) -> None:
    """ace Jacc: the opposing posse takes 2 more casualties this round"""
    fight = current(u.state)
    leave_posses(u.state, u.card)
    leave_play(u.state, u.card, ace=True)
    fight.setdefault("more_casualties", [0] * u.state.players)[u.opposing_side()] += 2


# ---- Out for Blood -------------------------------------------------------------------------------------


def _hungate_payable(u: Use) -> list[int]:
    return [d for d in u.my_posse() if influence(u.state, d) <= u.state.stash[u.seat]]


@ability("Reverend Bob Hungate", RESOLUTION, boot=True, targets=_hungate_payable)
def reverend_bob_hungate(u: Use, dude: int) -> None:
    """pay the opposing player your dude's influence: that dude and one of theirs they choose cannot be
    casualties this round"""
    spare_this_round(u.state, dude)
    ask(u.state, u.opposing_side(), "hungate", u.their_posse(), verb="Cannot be a casualty this round")
    pay_opponent(u.state, u.seat, u.opposing_side(), influence(u.state, dude))


@picker("hungate")
def _hungate_spares(state: DoomtownState, frame: Frame, dude: int) -> None:
    spare_this_round(state, dude)


def _petrovic_falls(u: Use, event: dict[str, Any]) -> bool:
    return event["dude"] == u.card and u.my_side() is not None


@react("Brother Petrovic", LOSE_DUDE, boot=False, stops=False, applies=_petrovic_falls)
def brother_petrovic(u: Use, event: dict[str, Any]) -> None:
    """as he is about to be discarded or aced in a shootout: the opposing player pays you his influence,
    as much as they can"""
    payer = u.opposing_side()
    pay_opponent(u.state, payer, u.seat, min(influence(u.state, u.card), u.state.stash[payer]))


# ---- Too Tough to Die, Welcome to Deadwood -------------------------------------------------------------


@hook("upkeep_unpaid", "E Gui")
def e_gui(state: DoomtownState, card: int) -> None:
    """As he leaves play for unpaid upkeep at a deed his player does not own: that deed boots and his
    player gains its production."""
    deed = state.at[card]
    if deed < 0 or state.table[deed].type != "deed" or state.table[deed].owner == state.table[card].owner:
        return
    boot(state, deed)
    gain(
        state,
        state.table[card].owner,
        max(0, adjusted_stat(state, "production", deed, state.table[deed].num("production"))),
    )


def _huang_li_bootable(u: Use) -> list[int]:
    return [d for d in u.my_posse() if not u.state.booted[d]] if u.state.hand[u.seat] else []


@ability("Huang Li", SHOOTOUT, targets=_huang_li_bootable)
def huang_li(u: Use, dude: int) -> None:
    """boot your dude in this shootout to discard a card and draw one; a Blessed dude booted unboots
    another, an Abomination gives Huang Li +2 bullets, a Kung Fu dude boots an opposing dude"""
    u.state.booted[dude] = 1
    ask_discards(u.state, u.seat, 1, "huang_li", dude=dude, huang=u.card)


@picker("huang_li")
def _huang_li_after(state: DoomtownState, frame: Frame, _: Any) -> None:
    seat, dude = frame["seat"], frame["dude"]
    drawn = draw_card(state, seat)
    if drawn is not None:
        state.hand[seat].append(drawn)
    fight = current(state)
    everyone = [d for posse in fight["posse"] for d in posse]
    if has_keyword(state, dude, "Blessed"):
        ask(state, seat, "unboot_one", [d for d in everyone if d != dude and state.booted[d]], verb="Unboot")
    if has_keyword(state, dude, "Abomination"):
        effects.add(state, "bullets", frame["huang"], 2, until="shootout")
    if has_keyword(state, dude, "Kung Fu"):
        foes = [d for d in everyone if controller(state, d) != seat and not state.booted[d]]
        ask(state, seat, "boot_foe", foes, verb="Boot")


@picker("unboot_one")
def _unboot_one(state: DoomtownState, frame: Frame, dude: int) -> None:
    state.booted[dude] = 0


@picker("boot_foe")
def _boot_foe(state: DoomtownState, frame: Frame, dude: int) -> None:
    move_or_boot(state, frame["seat"], dude, boot=True)


def _buskers_audience(u: Use, data: dict[str, Any]) -> bool:
    dude = data["dude"]
    owner = u.state.table[dude].owner
    return owner != u.seat and data["to"] == u.state.at[u.card] and u.state.stash[owner] > u.state.stash[u.seat]


@react("Buskers", MOVED, boot=False, applies=_buskers_audience)
def buskers(u: Use, data: dict[str, Any]) -> None:
    """after a richer player's dude moves here: they pay you 2 ghost rock or that dude boots"""
    dude = data["dude"]
    owner = u.state.table[dude].owner
    options = (["pay"] if u.state.stash[owner] >= 2 else []) + ["boot"]
    texts = {"pay": "Pay the Buskers 2 ghost rock", "boot": f"{u.state.table[dude].name} boots"}
    ask(u.state, owner, "buskers", options, texts=texts, dude=dude, payee=u.seat)


@picker("buskers")
def _buskers_paid(state: DoomtownState, frame: Frame, choice: str) -> None:
    if choice == "pay":
        pay_opponent(state, frame["seat"], frame["payee"], 2)
    else:
        move_or_boot(state, frame["payee"], frame["dude"], boot=True)


hook("holds", "Yuan Min")(refuses("Weapon"))


def _tao_in_discard(u: Use) -> list[int]:
    if not u.state.hand[u.seat]:
        return []
    titles = {
        u.state.table[c].title: c for c in sorted(open_discard(u.state, u.seat), reverse=True) if tao_of(u.state, c)
    }
    return sorted(titles.values())


@ability("Yuan Min", SHOOTOUT, targets=_tao_in_discard)
def yuan_min(u: Use, technique: int) -> None:
    """discard a card to take a Tao Technique from your discard pile into your hand"""
    ask_discards(u.state, u.seat, 1, "yuan_min", card=technique)


@picker("yuan_min")
def _yuan_min_takes(state: DoomtownState, frame: Frame, _: Any) -> None:
    technique = frame["card"]
    if technique in state.discard[frame["seat"]]:
        state.discard[frame["seat"]].remove(technique)
        state.hand[frame["seat"]].append(technique)


def _ying_ssi_may_pay(u: Use) -> bool:
    return u.state.stash[u.seat] >= 1 and bool(draw_codes(u))


@ability("Ying-Ssi Chieh T'ang", RESOLUTION, when=_ying_ssi_may_pay)
def ying_ssi_chieh_tang(u: Use, _: None) -> None:
    """pay the opposing player 1 ghost rock: draw a card into your revealed draw hand, then discard one from it"""
    pay_opponent(u.state, u.seat, u.opposing_side(), 1)
    fight = current(u.state)
    card = draw_card(u.state, u.seat)
    if card is not None:  # the draw hand lies in the discard pile already: the new card joins it there
        u.state.discard[u.seat].append(card)
        fight["draw_hands"][u.seat].append(card)
        fight["draw_codes"][u.seat].append(u.state.table[card].poker)
    names = sorted({card_name(code) for code in fight["draw_codes"][u.seat]})
    texts = {name: f"Discard {name} from your draw hand" for name in names}
    ask(u.state, u.seat, "ying_ssi", names, texts=texts, drew=card)


@picker("ying_ssi")
def _ying_ssi_discards(state: DoomtownState, frame: Frame, name: str) -> None:
    fight = current(state)
    seat = frame["seat"]
    codes = list(fight["draw_codes"][seat])
    codes.remove(next(code for code in codes if card_name(code) == name))
    drawn = frame["drew"]
    if drawn is not None and state.table[drawn].poker == JOKER_CODE and JOKER_CODE in codes:
        state.discard[seat].remove(drawn)  # RULINGS 257: a joker kept in the draw hand is aced like one used in it
        state.boot_hill[seat].append(drawn)
    show_again(state, seat, codes)


# ---- There Comes a Reckoning ---------------------------------------------------------------------------


@hook("combo_ignores_tokens", "Wang Men Wu")
def _wang_combos(state: DoomtownState, dude: int) -> bool:
    """His player's token dudes do not count toward the Combos of the Techniques he performs."""
    return True


def _wang_defends(u: Use, _: dict[str, Any]) -> bool:
    fight = u.fight
    if fight is None or fight.get("closed"):
        return False
    return fight["side"][u.seat] is not None and fight["side"][u.seat] == fight["mark_seat"]


@react("Wang Men Wu", "posses_formed", boot=False, applies=_wang_defends)
def wang_men_wu(u: Use, _: dict[str, Any]) -> None:
    """defending (the mark's side or against a job): a booted Gunslinger token joins your posse until
    you declare your shooter"""
    fight = current(u.state)
    gunslinger = gunslinger_joins(u.state, fight, u.seat)
    if gunslinger != NOWHERE:  # a shootout closed to joiners takes none
        u.state.booted[gunslinger] = 1
        fight.setdefault("gone_before_shooters", []).append(gunslinger)


# ---- Hell's Comin' With Me -----------------------------------------------------------------------------

BAI_YANG_CHEN = "Bai Yang Chen (Exp.1)"
hook("holds", BAI_YANG_CHEN)(lambda state, dude, card: False)  # he has no attachments


@hook("shootout_play_ended", BAI_YANG_CHEN)
def _bai_yang_chen_resets(state: DoomtownState, bai: int) -> None:
    """After each shootout play while he is in a posse: his bullets lose every change and are 5 less
    one per card in his player's hand."""
    if fight_of(state, bai) is None:
        return
    state.effects = [e for e in state.effects if not (e["card"] == bai and e["stat"] == "bullets")]
    rating = max(0, 5 - len(state.hand[state.table[bai].owner]))
    effects.add(state, "bullets", bai, until="shootout", set_to=rating, by=state.table[bai].owner)


@ability(BAI_YANG_CHEN, NOON, when=lambda u: u.state.stash[u.seat] == 0)
def bai_yang_chen(u: Use, _: None) -> None:
    """with no ghost rock in your stash: draw a card"""
    drawn = draw_card(u.state, u.seat)
    if drawn is not None:
        u.state.hand[u.seat].append(drawn)


@react("Arielle Moriah", "booted_for_miracle", boot=False, applies=lambda u, data: data["dude"] == u.card)
def arielle_moriah(u: Use, _: dict[str, Any]) -> None:
    """after she boots to use a Miracle's ability: unboot her"""
    u.state.booted[u.card] = 0
