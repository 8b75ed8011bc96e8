"""Dudes: their traits (stat changes while in play) and their abilities."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.callouts import cannot_refuse
from games.engines.doomtown.abilities.core import HOOKS, JOB, NOON, RESOLUTION, SHOOTOUT, Use, ability, trait
from games.engines.doomtown.abilities.costs import paid_from_hand, play_cost
from games.engines.doomtown.abilities.extra_uses import grant_extra_use
from games.engines.doomtown.abilities.from_discard import offer_goods
from games.engines.doomtown.abilities.goods import keep_one
from games.engines.doomtown.abilities.inventing import invent, inventors
from games.engines.doomtown.abilities.joining import join_posse
from games.engines.doomtown.abilities.keywords import has_keyword
from games.engines.doomtown.abilities.reacts import GAME_START, react
from games.engines.doomtown.abilities.reveals import (
    GAMBLIN_TRAITS,
    Shown,
    cheated_against,
    opponent_cheated,
    shown_in_fight,
)
from games.engines.doomtown.abilities.rounds import raise_rank
from games.engines.doomtown.abilities.targets import (
    callout_marks,
    fighters,
    in_town_locations,
    is_gadget,
    their_goods,
    their_posse,
    wanted,
)
from games.engines.doomtown.abilities.totems import totems_at
from games.engines.doomtown.abilities.windows import PICKS, ask, ask_discards, picker
from games.engines.doomtown.abilities.would import lose_dude, move_or_boot, remove_from_fight, send_home
from games.engines.doomtown.fight import current, opponent, posses_held
from games.engines.doomtown.jobs import JOB_ENDS, mark_location, start_job
from games.engines.doomtown.skills import skill_test
from games.engines.doomtown.tokens import GUNSLINGER, make_token
from games.engines.doomtown.town import (
    TOWN_SQUARE,
    adjacent,
    attachments,
    bullets,
    control_points_of_card,
    controls,
    deeds_in_play,
    dudes_at,
    dudes_of,
    home,
    influence,
    location_name,
    locations,
)
from games.engines.doomtown.zones import (
    add_bounty,
    attach,
    boot,
    draw_card,
    gain,
    leave_play,
    pay,
    pull_suit,
    put_into_play,
    unique_blocked,
)

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

Frame = dict[str, Any]


def _items(state: DoomtownState, dude: int, keyword: str) -> list[int]:
    return [item for item in attachments(state, dude) if state.table[item].has(keyword)]


@trait("24045")
def bobo(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """Bullets plus the highest Huckster rating in play."""
    if card != source or stat != "bullets":
        return amount
    ratings = [state.table[c].rating("Huckster") or 0 for seat in state.play for c in seat]
    return amount + max(ratings, default=0)


@trait("24033")
def lane_healey(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """With a Horse: +2 bullets, -1 upkeep."""
    if card != source or stat not in ("bullets", "upkeep") or not _items(state, card, "Horse"):
        return amount
    return amount + 2 if stat == "bullets" else amount - 1


@trait("24070")
def erik_samson(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """Mystical goods: +1 influence; a Melee Weapon: a stud."""
    if card != source:
        return amount
    if stat == "influence" and any(state.table[i].type == "goods" for i in _items(state, card, "Mystical")):
        return amount + 1
    if stat == "bullet_type" and any(state.table[i].has("Weapon") for i in _items(state, card, "Melee")):
        return "stud"
    return amount


@trait("24082")
def miranda_clarke(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """A control point: +1 influence; 2 bounty or more: +2 bullets."""
    if card != source:
        return amount
    if stat == "influence" and control_points_of_card(state, card) > 0:
        return amount + 1
    if stat == "bullets" and state.bounty[card] >= 2:
        return amount + 2
    return amount


@trait("24091")
def walter_jameson(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """+1 influence at a deed an opponent owns."""
    if card != source or stat != "influence":
        return amount
    where = state.at[card]
    if where >= 0 and state.table[where].type == "deed" and state.table[where].owner != state.table[card].owner:
        return amount + 1
    return amount


@ability("24040", SHOOTOUT, boot=True, targets=their_posse)
def pagliaccio(u: Use, dude: int) -> None:
    """an opposing dude gets -1 bullets and -1 value"""
    effects.add(u.state, "bullets", dude, -1, until="shootout")
    effects.add(u.state, "value", dude, -1, until="shootout")


def _tommy_harden(state: DoomtownState, frame: Frame, dude: int) -> None:
    """The opponent in Tommy's shootout cheated: +1 rank, +2 with a legal hand."""
    side = next(frame["side"][seat] for seat, posse in enumerate(frame["posse"]) if dude in posse)
    other = opponent(frame, side)
    if frame["cheatin"][other]:
        mine = frame["hands"][side]
        raise_rank(frame, side, 2 if mine is not None and not mine["cheatin"] else 1)


HOOKS.setdefault("tally", {})["24067"] = _tommy_harden


# ---- batch 2 -----------------------------------------------------------------------------------


def _at_foreign_deed(u: Use) -> bool:
    where = u.state.at[u.card]
    return where >= 0 and u.state.table[where].type == "deed" and u.state.table[where].owner != u.seat


@ability("24100", NOON, boot=True, when=_at_foreign_deed)
def angela_payne(u: Use, _: None) -> None:
    """at a deed you do not own: gain 2 ghost rock"""
    u.gain(2)


@ability("24081", NOON, boot=True, when=_at_foreign_deed)
def lawrence_blackwood(u: Use, _: None) -> None:
    """at a deed you do not own: a control point while he stays there this turn"""
    effects.add(u.state, "blackwood_at", u.card, u.state.at[u.card], until="turn")


@trait("24081")
def lawrence_blackwood_control(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """His control point holds only at the deed where he took it."""
    if card != source or stat != "control":
        return amount
    here = state.at[card]
    taken = any(e["stat"] == "blackwood_at" and e["card"] == card and e["amount"] == here for e in state.effects)
    return amount + 1 if taken else amount


@trait("24042")
def the_brute(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """Aced as a casualty he covers 2 more."""
    return amount + 2 if card == source and stat == "ace_covers" else amount


def _at_deed(state: DoomtownState, dude: int) -> bool:
    return state.at[dude] >= 0 and state.table[state.at[dude]].type == "deed"


@trait("24094")
def rattler_young_un(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """At a deed his bullets, not his influence, count for its control."""
    if card == source and stat == "control_strength" and _at_deed(state, card):
        return bullets(state, card)
    return amount


@ability("24094", SHOOTOUT, when=lambda u: len(u.their_posse()) == 1)
def rattler_young_un_stud(u: Use, _: None) -> None:
    """only one opposing dude: Rattler becomes a stud"""
    effects.add(u.state, "bullet_type", u.card, until="shootout", set_to="stud")


@ability("24079", NOON, boot=True, targets=lambda u: deeds_in_play(u.state))
def ike_clanton(u: Use, deed: int) -> None:
    """a deed is Rowdy until after the next Production phase"""
    effects.add(u.state, "rowdy", deed, until="production", set_to=True)


def _jacqueline(state: DoomtownState, fight: Frame, dude: int) -> None:
    """Joining the mark's side (or opposing a job) makes her a stud for the shootout."""
    seat = state.table[dude].owner
    if fight["side"][seat] == fight["mark_seat"]:
        effects.add(state, "bullet_type", dude, until="shootout", set_to="stud")


def _mahogany(state: DoomtownState, fight: Frame, dude: int) -> None:
    """Joining a posse discards the top two cards of his owner's deck."""
    seat = state.table[dude].owner
    for _ in range(2):
        card = draw_card(state, seat)
        if card is not None:
            state.discard[seat].append(card)


def _ramiro(state: DoomtownState, fight: Frame, dude: int) -> None:
    """Joining a posse: his owner pays 1 ghost rock or discards him."""
    seat = state.table[dude].owner
    options = (["pay"] if state.stash[seat] >= 1 else []) + ["discard"]
    texts = {"pay": "Pay 1 GR to keep Ramiro Mendoza", "discard": "Discard Ramiro Mendoza"}
    ask(state, seat, "ramiro", options, texts=texts, dude=dude)


@picker("ramiro")
def _ramiro_choice(state: DoomtownState, frame: Frame, choice: str) -> None:
    seat, dude = frame["seat"], frame["dude"]
    if choice == "pay":
        pay(state, seat, 1)
        return
    remove_from_fight(state, dude, ace=False)


HOOKS.setdefault("joins_posse", {}).update({"24103": _jacqueline, "24095": _mahogany, "24093": _ramiro})


def _billy_targets(u: Use) -> list[list[int | None]]:
    horses = [h for h in attachments(u.state, u.card) if u.state.table[h].has("Horse") and not u.state.booted[h]]
    here = [d for d in dudes_at(u.state, u.state.at[u.card]) if not u.state.booted[d]]
    return [[h, d] for h in horses for d in [None, *here]]


def _billy(u: Use, target: list[int | None]) -> None:
    """boot his Horse to draw a card; may boot a dude here"""
    horse, dude = target
    u.state.booted[horse] = 1
    card = draw_card(u.state, u.seat)
    if card is not None:
        u.state.hand[u.seat].append(card)
    if dude is not None:
        move_or_boot(u.state, u.seat, dude, boot=True)


ability("24036", NOON, targets=_billy_targets)(_billy)
ability("24036", SHOOTOUT, targets=_billy_targets)(_billy)


@trait("24036")
def buckin_billy_ballard(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """With a Horse: +1 bullets and +1 influence."""
    if card == source and stat in ("bullets", "influence") and _items(state, card, "Horse"):
        return amount + 1
    return amount


# ---- batch 3 -----------------------------------------------------------------------------------


def _sequoia(state: DoomtownState, dude: int, seat: int) -> int:
    """In the town square his player may discard one more card at Nightfall."""
    return 1 if seat == state.table[dude].owner and state.at[dude] == TOWN_SQUARE else 0


HOOKS.setdefault("nightfall_discards", {})["24052"] = _sequoia


@ability("24052", NOON, when=lambda u: u.state.at[u.card] == TOWN_SQUARE and bool(u.state.booted[u.card]))
def alexander_sequoia(u: Use, _: None) -> None:
    """in the town square: unboot Alexander"""
    u.state.booted[u.card] = 0


@ability("24078", NOON, boot=True, when=lambda u: u.state.at[u.card] == TOWN_SQUARE)
def allie_hensman(u: Use, _: None) -> None:
    """in the town square: a permanent control point"""
    effects.add(u.state, "control", u.card, 1, until="play")


@ability("24017", SHOOTOUT, boot=True)
def xui_yin_chen(u: Use, _: None) -> None:
    """every dude of her posse becomes a stud with +1 influence"""
    for dude in u.my_posse():
        effects.add(u.state, "bullet_type", dude, until="shootout", set_to="stud")
        effects.add(u.state, "influence", dude, 1, until="shootout")


def _fight_of(state: DoomtownState, dude: int) -> Frame | None:
    for frame in reversed(state.stack):
        if frame["kind"] == "shootout":
            return frame if any(dude in posse for posse in frame["posse"]) else None
    return None


@trait("24020")
def yunxu_jiang(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """In a shootout where his player controls the location, his posse's other dudes +1 bullets and value."""
    if card == source or stat not in ("bullets", "value"):
        return amount
    fight = _fight_of(state, source)
    seat = state.table[source].owner
    if fight is None or card not in fight["posse"][seat] or not controls(state, seat, fight["location"]):
        return amount
    return amount + 1


@trait("24028")
def chuan_jen_qi(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """A Horse: +1 influence; a Gadget: +2 bullets."""
    if card != source:
        return amount
    if stat == "influence" and _items(state, card, "Horse"):
        return amount + 1
    if stat == "bullets" and any(state.table[i].has("Gadget") for i in attachments(state, card)):
        return amount + 2
    return amount


def _irving(state: DoomtownState, fight: Frame, dude: int) -> None:
    """Joining a posse earns his player 1 ghost rock."""
    gain(state, state.table[dude].owner, 1)


HOOKS["joins_posse"]["24026"] = _irving


def _campbell_marks(u: Use) -> list[int]:
    return [d for d in callout_marks(u, u.card) if influence(u.state, d) == 0]


@ability("24046", NOON, targets=_campbell_marks)
def alan_campbell(u: Use, mark: int) -> None:
    """call out a dude with no influence here"""
    owner = u.state.table[mark].owner
    u.state.stack.append(
        {
            "kind": "answer",
            "seat": owner,
            "leader_seat": u.seat,
            "leader_dude": u.card,
            "mark_dude": mark,
            "must_accept": cannot_refuse(u.state, u.card, mark),
        }
    )


def _landon_joiners(u: Use) -> list[int]:
    if posses_held(u.state):
        return []
    facts = u.state.table
    return [
        d
        for d in u.my_dudes()
        if not u.in_fight(d) and (has_keyword(u.state, d, "Abomination") or facts[d].rating("Huckster") is not None)
    ]


@ability("24039", SHOOTOUT, targets=_landon_joiners)
def landon_grimes(u: Use, dude: int) -> None:
    """your Abomination or Huckster joins his posse"""
    join_posse(u.state, current(u.state), u.seat, dude)


@trait("24058")
def enapay(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """+2 influence during High Noon."""
    return amount + 2 if card == source and stat == "influence" and state.phase == "noon" else amount


@ability("24058", NOON, boot=True,
         targets=lambda u: [d for d in dudes_at(u.state, u.state.at[u.card]) if d != u.card])  # fmt: skip
def enapay_blessing(u: Use, dude: int) -> None:
    """another dude here gets +1 influence this turn"""
    effects.add(u.state, "influence", dude, 1, until="turn")


def _totem_places(u: Use) -> list[int]:
    places = {
        u.state.attached_to[c]
        for seat in u.state.play
        for c in seat
        if u.state.table[c].has("Totem") and u.state.attached_to[c] != u.state.at[u.card]
    }
    return sorted(places)


@ability("24053", NOON, targets=_totem_places)
def mazatl(u: Use, place: int) -> None:
    """move Mazatl to a Totem's location"""
    u.state.at[u.card] = place


@trait("24060")
def zachary_deloria(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """Town square: +1 influence; First Peoples: bullets from the most influential of his dudes there."""
    if card != source:
        return amount
    if stat == "influence" and state.at[card] == TOWN_SQUARE:
        return amount + 1
    owner = state.table[card].owner
    if stat == "bullets" and state.table[home(state, owner)].card.faction == "1stpeoples":
        here = [d for d in dudes_at(state, state.at[card]) if state.table[d].owner == owner]
        return amount + max((influence(state, d) for d in here), default=0)
    return amount


# ---- batch 4 -----------------------------------------------------------------------------------


def _byrne_targets(u: Use) -> list[list[int]]:
    payers = [u.card] if not u.state.booted[u.card] else []
    payers += [h for h in attachments(u.state, u.card) if u.state.table[h].has("Hex") and not u.state.booted[h]]
    here = u.state.at[u.card]
    items = [i for d in dudes_at(u.state, here) for i in attachments(u.state, d) if not u.state.booted[i]]
    items += [i for i in attachments(u.state, here) if not u.state.booted[i]] if here >= 0 else []
    return [[payer, item] for payer in payers for item in items if item != payer]


@ability("24044", NOON, targets=_byrne_targets)
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


@ability("24047", NOON, targets=_heath_targets)
def sylvester_heath(u: Use, target: list[int]) -> None:
    """boot his Hex or Mystical goods to move to an in-town location"""
    payer, place = target
    u.state.booted[payer] = 1
    u.state.at[u.card] = place


def _jarrett_swaps(u: Use) -> list[int]:
    if u.in_fight(u.card) or not _items(u.state, u.card, "Horse"):
        return []
    return [d for d in u.state.play[u.seat] if d in u.my_posse()]


@ability("24034", SHOOTOUT, brings=True, targets=_jarrett_swaps)
def jarrett_blake(u: Use, other: int) -> None:
    """with a Horse: swap places with your dude in the posse"""
    fight = current(u.state)
    origin = u.state.at[u.card]
    fight["posse"][u.seat].remove(other)
    u.state.at[other] = origin
    join_posse(u.state, fight, u.seat, u.card)


def _nabbe_ready(u: Use) -> bool:
    fight = u.fight
    return (
        fight is not None
        and u.card not in fight.get("once", [])
        and any(u.state.bounty[d] > 0 for d in u.their_posse())
    )


@ability("24071", SHOOTOUT, repeat=True, when=_nabbe_ready)
def thunder_boy_nabbe(u: Use, _: None) -> None:
    """a wanted opposing dude: bullets plus his influence, and a stud (once per shootout)"""
    current(u.state).setdefault("once", []).append(u.card)
    effects.add(u.state, "bullets", u.card, influence(u.state, u.card), until="shootout")
    effects.add(u.state, "bullet_type", u.card, until="shootout", set_to="stud")


# ---- batch 5 -----------------------------------------------------------------------------------


def _cooke_moves(u: Use) -> list[list[int]]:
    if not u.state.hand[u.seat]:
        return []
    here = u.state.at[u.card]
    mine = [d for d in dudes_at(u.state, here) if d != u.card and u.state.table[d].owner == u.seat]
    places = [p for p in [*locations(u.state), home(u.state, u.seat)] if p != here]
    return [[dude, place] for dude in mine for place in places]


@ability("24015", NOON, targets=_cooke_moves)
def asakichi_cooke(u: Use, target: list[int]) -> None:
    """discard a card to move another of your dudes from here (without booting, even booted)"""
    dude, place = target
    ask_discards(u.state, u.seat, 1, "cooke_moves", dude=dude, place=place)


@picker("cooke_moves")
def _cooke_move(state: DoomtownState, frame: Frame, _: Any) -> None:
    state.at[frame["dude"]] = frame["place"]


def _frog(u: Use, _: None) -> None:
    """discard a card for +1 bullets (+2 for a heart)"""
    ask_discards(u.state, u.seat, 1, "frog", frog=u.card)


@picker("frog")
def _frog_bullets(state: DoomtownState, frame: Frame, card: int) -> None:
    bonus = 2 if state.table[card].card.suit == "hearts" else 1
    effects.add(state, "bullets", frame["frog"], bonus, until="shootout" if _fight_of(state, frame["frog"]) else "turn")


def _has_hand(u: Use) -> bool:
    return bool(u.state.hand[u.seat])


ability("24062", NOON, when=_has_hand)(_frog)
ability("24062", SHOOTOUT, when=_has_hand)(_frog)


def _randall(state: DoomtownState, dude: int, seat: int) -> int:
    """Dudes at three or more in-town locations: a hand of one more."""
    places = {
        state.at[d]
        for d in state.play[seat]
        if state.table[d].type == "dude" and not (state.at[d] >= 0 and state.table[state.at[d]].has("Out of Town"))
    }
    return 1 if len(places) >= 3 else 0


HOOKS.setdefault("hand_size", {})["24014"] = _randall


def _hao_te_zui_cost(state: DoomtownState, card: int, seat: int, cost: int) -> int:
    """An Anarchist outfit pays 1 less for each location holding one of its dudes."""
    if state.table[home(state, seat)].card.faction != "anarchists":
        return cost
    return cost - len({state.at[d] for d in state.play[seat] if state.table[d].type == "dude"})


HOOKS.setdefault("own_cost", {})["24025"] = _hao_te_zui_cost


@ability("24025", SHOOTOUT, boot=True, targets=their_goods)
def hao_te_zui(u: Use, item: int) -> None:
    """discard an opposing goods"""
    leave_play(u.state, item, ace=False)


# ---- Anarchists ----------------------------------------------------------------------------------


def _daomei_moves(u: Use) -> list[list[int]]:
    others = [d for d in u.my_dudes() if d != u.card and u.state.table[d].card.faction == "anarchists"]
    places = [*locations(u.state), home(u.state, u.seat)]
    return [[dude, place] for dude in others for place in places if place != u.state.at[dude]]


def _daomei_entered(u: Use, data: dict[str, Any]) -> bool:
    return data["card"] == u.card and u.state.phase == "noon" and bool(_daomei_moves(u))


@react("24013", "enters_play", boot=False, applies=_daomei_entered)
def daomei_wang(u: Use, _: dict[str, Any]) -> None:
    """move one of your other Anarchists dudes (without booting)"""
    moves = {f"{dude} {place}": f"Move {u.state.table[dude].name} to {location_name(u.state, place)}"
             for dude, place in _daomei_moves(u)}  # fmt: skip
    ask(u.state, u.seat, "daomei", list(moves), texts=moves)


@picker("daomei")
def _daomei_move(state: DoomtownState, frame: Frame, choice: str) -> None:
    dude, place = (int(part) for part in choice.split())
    state.at[dude] = place


def _natalya(state: DoomtownState, card: int) -> None:
    """At the start of Production, the poorest player's Natalya takes her deed's production this turn."""
    seat, where = state.table[card].owner, state.at[card]
    poorest = all(state.stash[seat] < state.stash[other] for other in range(state.players) if other != seat)
    if poorest and where >= 0 and state.table[where].type == "deed":
        effects.add(state, "producer", where, until="production", set_to=seat)


HOOKS.setdefault("production_starts", {})["24016"] = _natalya


def _stevie_lyndon(state: DoomtownState, dude: int, spell: int) -> int:
    """Casting a Hymn: +4 Blessed."""
    return 4 if state.table[spell].has("Hymn") else 0


HOOKS.setdefault("casting_bonus", {})["24024"] = _stevie_lyndon


def _emre_performed(u: Use, data: dict[str, Any]) -> bool:
    fight = u.fight
    return data["dude"] == u.card and fight is not None and u.card not in fight.get("once", [])


@react("24019", "technique", boot=False, repeat=True, applies=_emre_performed)
def emre_the_turkish_bear(u: Use, _: dict[str, Any]) -> None:
    """after a successful Technique: draw a card and +1 bullets (once per shootout)"""
    current(u.state).setdefault("once", []).append(u.card)
    card = draw_card(u.state, u.seat)
    if card is not None:
        u.state.hand[u.seat].append(card)
    effects.add(u.state, "bullets", u.card, 1, until="shootout")


@trait("24021")
def forster_cooke(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """At a Saloon or Casino: his player's other dudes +1 bullets and +1 value."""
    if stat not in ("bullets", "value") or card == source or state.table[card].type != "dude":
        return amount
    where = state.at[source]
    at_saloon = where >= 0 and (state.table[where].has("Saloon") or state.table[where].has("Casino"))
    return amount + 1 if at_saloon and state.table[card].owner == state.table[source].owner else amount


def _hexter_ready(u: Use) -> bool:
    fight = u.fight
    return fight is not None and u.card not in fight.get("once", []) and u.state.stash[u.seat] >= 1


@ability("24023", SHOOTOUT, repeat=True, when=_hexter_ready)
def jim_hexter(u: Use, _: None) -> None:
    """pay 1 GR to the opposing posse's controller: Jim becomes a stud (once per shootout)"""
    current(u.state).setdefault("once", []).append(u.card)
    u.state.stash[u.seat] -= 1
    u.state.stash[u.their_side()] += 1
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


@ability("24022", NOON, boot=True, targets=_he_fang_abominations)
def he_fang(u: Use, dude: int) -> None:
    """play a non-Gadget Abomination from your hand here, 2 GR cheaper"""
    u.pay(_he_fang_cost(u, dude))
    u.state.hand[u.seat].remove(dude)
    put_into_play(u.state, dude, u.seat)
    u.state.at[dude] = u.state.at[u.card]


# ---- Law Dogs and Outlaws ------------------------------------------------------------------------


def _wanted_dudes(state: DoomtownState, seats: list[int]) -> int:
    return sum(1 for seat in seats for dude in dudes_of(state, seat) if state.bounty[dude] > 0)


def _outfit_is(state: DoomtownState, seat: int, faction: str) -> bool:
    return state.table[home(state, seat)].card.faction == faction


def _bass_reeves_cost(state: DoomtownState, card: int, seat: int, cost: int) -> int:
    """A Law Dogs outfit pays 1 less for each opposing wanted dude."""
    if not _outfit_is(state, seat, "lawdogs"):
        return cost
    return cost - _wanted_dudes(state, [other for other in range(state.players) if other != seat])


def _bass_reeves_rank(state: DoomtownState, frame: Frame, dude: int) -> None:
    """His opponent cheated while his side's hand is legal: +1 hand rank."""
    seat = state.table[dude].owner
    if cheated_against(shown_in_fight(frame), seat):
        raise_rank(frame, frame["side"][seat], 1)


HOOKS.setdefault("own_cost", {})["24077"] = _bass_reeves_cost
HOOKS.setdefault("tally", {})["24077"] = _bass_reeves_rank


def _bass_reeves_targets(u: Use) -> list[list[int | str]]:
    here = u.state.at[u.card]
    found: list[list[int | str]] = []
    for dude in u.all_dudes():
        where = u.state.at[dude]
        if dude == u.card or u.state.bounty[dude] == 0 or not (where == here or adjacent(u.state, here, where)):
            continue
        if not u.state.booted[dude]:
            found.append([dude, "boot"])
        owner = u.state.table[dude].owner
        if owner != u.seat and where != home(u.state, owner):
            found.append([dude, "call out"])
    return found


@ability("24077", NOON, when=lambda u: not u.state.booted[u.card], targets=_bass_reeves_targets)
def bass_reeves(u: Use, target: list) -> None:
    """call out or boot a nearby wanted dude (a call-out accepted next door: Bass boots and moves there)"""
    dude, how = target
    if how == "boot":
        move_or_boot(u.state, u.seat, dude, boot=True)
        return
    call_out(u, dude, leader_moves=u.state.at[dude] != u.state.at[u.card])


def call_out(u: Use, mark: int, **rules: bool) -> None:
    """This dude calls out ``mark``; ``rules``: ``must_accept``, ``leader_moves`` (noon.answer_act)."""
    u.state.stack.append(
        {
            "kind": "answer",
            "seat": u.state.table[mark].owner,
            "leader_seat": u.seat,
            "leader_dude": u.card,
            "mark_dude": mark,
            **rules,
        }
    )


@ability("24076", SHOOTOUT, targets=lambda u: [d for d in their_posse(u) if u.state.bounty[d] > 0])
def hattie_delorre(u: Use, dude: int) -> None:
    """an opposing wanted dude gets -3 bullets"""
    effects.add(u.state, "bullets", dude, -3, until="shootout")


def _my_hand_cheatin(u: Use) -> bool:
    hand = current(u.state)["hands"][u.my_side()]
    return hand is not None and hand["cheatin"]


@ability("24085", RESOLUTION, when=_my_hand_cheatin)
def baker_andrews(u: Use, _: None) -> None:
    """your hand is cheatin': Baker gains 1 bounty for +1 hand rank"""
    add_bounty(u.state, u.card)
    raise_rank(current(u.state), u.my_side(), 1)


def _philip_swinford(state: DoomtownState, card: int, shown: Shown) -> None:
    """An opponent cheated and his player's hand is legal: they may trade a card of their hand."""
    seat = state.table[card].owner
    if cheated_against(shown, seat) and state.hand[seat]:
        texts = {"trade": "Philip Swinford: discard a card to draw one", "keep": "Philip Swinford: keep your hand"}
        ask(state, seat, "swinford", ["trade", "keep"], texts=texts)


@picker("swinford")
def _swinford_choice(state: DoomtownState, frame: Frame, choice: str) -> None:
    if choice == "trade":
        ask_discards(state, frame["seat"], 1, "draw_one")


HOOKS.setdefault("hands_revealed", {})["24066"] = _philip_swinford
GAMBLIN_TRAITS.add("24066")


def _cast_by_dave(u: Use, data: dict[str, Any]) -> bool:
    spell = data["spell"]
    return (
        data["dude"] == u.card
        and data["timing"] == SHOOTOUT
        and u.fight is not None
        and u.state.table[spell].has("Hex")
        and any(spell in cards for cards in u.state.play)
    )


@react("24086", "cast", boot=False, applies=_cast_by_dave)
def dave_slim_gorman(u: Use, data: dict[str, Any]) -> None:
    """discard the Hex he cast: every dude in the shootout is a draw this round"""
    leave_play(u.state, data["spell"], ace=False)
    for posse in current(u.state)["posse"]:
        for dude in posse:
            effects.add(u.state, "bullet_type", dude, until="round", set_to="draw")


def _jessica_patchett_cost(state: DoomtownState, card: int, seat: int, cost: int) -> int:
    """An Outlaws outfit pays 1 less for each wanted dude it controls."""
    return cost - _wanted_dudes(state, [seat]) if _outfit_is(state, seat, "outlaws") else cost


HOOKS["own_cost"]["24090"] = _jessica_patchett_cost


def _most_bullets(u: Use) -> list[int]:
    foes = u.opposing_dudes()
    most = max((bullets(u.state, d) for d in foes), default=0)
    return [d for d in foes if bullets(u.state, d) == most]


@ability("24090", JOB, when=lambda u: not u.state.booted[u.card], targets=_most_bullets)
def jessica_patchett(u: Use, mark: int) -> None:
    """job (Jessica boots to lead) on the opposing dude with the most bullets: success aces the mark"""
    start_job(u.state, u.seat, u.card, mark, boot_leader=True, then="ace_mark")


def _ace_the_mark(state: DoomtownState, frame: Frame, succeeded: bool) -> None:
    mark = frame["mark"]
    if succeeded and any(mark in cards for cards in state.play):
        lose_dude(state, mark, ace=True, collector=frame["leader_seat"])


JOB_ENDS["ace_mark"] = _ace_the_mark


def _laura_banks_targets(u: Use) -> list[list[int | str]]:
    return [[d, "give"] for d in fighters(u)] + [[d, "remove"] for d in fighters(u) if u.state.bounty[d] > 0]


@ability("24065", SHOOTOUT, targets=_laura_banks_targets)
def laura_banks(u: Use, target: list) -> None:
    """give 1 bounty to or remove 1 bounty from a dude in this shootout"""
    dude, how = target
    if how == "give":
        add_bounty(u.state, dude)
    else:
        u.state.bounty[dude] -= 1
        u.state.bank += 1


def _clyde_owens_marks(u: Use) -> list[int]:
    here = u.state.at[u.card]
    if u.state.booted[u.card]:
        return []
    return [d for d in u.opposing_dudes() if u.state.at[d] == here and here != home(u.state, u.state.table[d].owner)]


@ability("24074", NOON, targets=_clyde_owens_marks)
def clyde_owens(u: Use, mark: int) -> None:
    """call out a dude here (a wanted dude cannot refuse)"""
    call_out(u, mark, must_accept=u.state.bounty[mark] > 0)


def _miracle_or_melee_weapon(state: DoomtownState, item: int) -> bool:
    facts = state.table[item]
    return facts.has("Miracle") or (facts.has("Melee") and facts.has("Weapon"))


def _deborah_west_targets(u: Use) -> list[list[int]]:
    items = [i for i in attachments(u.state, u.card) if not u.state.booted[i] and _miracle_or_melee_weapon(u.state, i)]
    return [[item, foe] for item in items for foe in their_posse(u)]


@ability("24075", SHOOTOUT, targets=_deborah_west_targets)
def deborah_west(u: Use, target: list[int]) -> None:
    """boot her Miracle or Melee Weapon: an opposing dude gains 1 bounty"""
    item, foe = target
    u.state.booted[item] = 1
    add_bounty(u.state, foe)


@trait("24084")
def ma_florence_aims(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """Her influence is her bounty (at most 4)."""
    if card != source or stat != "influence":
        return amount
    return amount - state.table[card].num("influence") + min(4, state.bounty[card])


def _milt_clemons(state: DoomtownState, dude: int) -> None:
    """Given bounty: his player gains 1 ghost rock."""
    gain(state, state.table[dude].owner, 1)


HOOKS.setdefault("given_bounty", {})["24087"] = _milt_clemons


def _padre_ernesto(state: DoomtownState, card: int, shown: Shown) -> None:
    """An opponent revealed a cheatin' hand: his player may boot one of his Miracles to draw a card."""
    seat = state.table[card].owner
    miracles = [m for m in attachments(state, card) if state.table[m].has("Miracle") and not state.booted[m]]
    if opponent_cheated(shown, seat) and miracles:
        texts = {"keep": "Padre Ernesto de Diaz: boot no Miracle"}
        ask(state, seat, "ernesto", [*miracles, "keep"], verb="Padre Ernesto de Diaz: draw a card, boot", texts=texts)


@picker("ernesto")
def _ernesto_draws(state: DoomtownState, frame: Frame, choice: int | str) -> None:
    if choice != "keep":
        boot(state, choice)
        drawn = draw_card(state, frame["seat"])
        if drawn is not None:
            state.hand[frame["seat"]].append(drawn)


HOOKS["hands_revealed"]["24068"] = _padre_ernesto
GAMBLIN_TRAITS.add("24068")


@trait("24080")
def maria_kingsford(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """In a shootout her bounty adds to her Huckster skill."""
    if card == source and stat == "Huckster" and _fight_of(state, card) is not None:
        return amount + state.bounty[card]
    return amount


@trait("24088")
def jose_morales(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """In a shootout his bullets add to his Huckster skill."""
    if card == source and stat == "Huckster" and _fight_of(state, card) is not None:
        return amount + bullets(state, card)
    return amount


def _larrys_spells(state: DoomtownState, larry: int) -> list[int]:
    return [s for s in attachments(state, larry) if state.table[s].type == "spell" and not state.booted[s]]


def _larrys_marks(u: Use) -> list[int]:
    return [item for dude in their_posse(u) for item in attachments(u.state, dude) if not u.state.booted[item]]


def _larry_ready(u: Use, _: dict[str, Any]) -> bool:
    return (
        u.in_fight(u.card)
        and (u.state.dealer == u.seat or not u.state.booted[u.card])
        and bool(_larrys_spells(u.state, u.card))
        and bool(_larrys_marks(u))
    )


@react("24089", "posses_formed", boot=False, applies=_larry_ready)
def larry_sevens_swift(u: Use, _: dict[str, Any]) -> None:
    """boot his spell and take 1 bounty to boot an opposing attachment"""
    names = u.state.table
    pairs_ = [(spell, item) for spell in _larrys_spells(u.state, u.card) for item in _larrys_marks(u)]
    texts = {f"{spell} {item}": f"Boot {names[spell].name} to boot {names[item].name}" for spell, item in pairs_}
    ask(u.state, u.seat, "larry", list(texts), texts=texts, larry=u.card)


@picker("larry")
def _larry_boots(state: DoomtownState, frame: Frame, choice: str) -> None:
    spell, item = (int(c) for c in choice.split())
    state.booted[spell] = state.booted[item] = 1
    add_bounty(state, frame["larry"])


def _drews_gadgets(state: DoomtownState, drew: int) -> list[int]:
    """Gadget goods in his player's hand the stash can pay for, when he stands where his player controls."""
    seat = state.table[drew].owner
    if not controls(state, seat, state.at[drew]):
        return []
    found: dict[str, int] = {}
    for card in sorted(state.hand[seat]):
        facts = state.table[card]
        if facts.type == "goods" and is_gadget(state, card) and play_cost(state, seat, card, None) <= state.stash[seat]:
            found.setdefault(facts.card.code, card)  # copies in hand are the same play
    return list(found.values())


def _drew_beauman(state: DoomtownState, card: int, shown: Shown) -> None:
    """An opponent cheated and his player's hand is legal: he may invent a Gadget without booting."""
    gadgets = _drews_gadgets(state, card)
    if cheated_against(shown, state.table[card].owner) and gadgets:
        seat, texts = state.table[card].owner, {"keep": "Drew Beauman: invent nothing"}
        ask(state, seat, "drew", [*gadgets, "keep"], verb="Drew Beauman invents", texts=texts, drew=card)


@picker("drew")
def _drew_invents(state: DoomtownState, frame: Frame, choice: int | str) -> None:
    if choice == "keep":
        return
    seat, drew = frame["seat"], frame["drew"]
    state.hand[seat].remove(choice)
    pay(state, seat, play_cost(state, seat, choice, None))
    invent(state, seat, drew, choice, drew)


HOOKS["hands_revealed"]["24072"] = _drew_beauman
GAMBLIN_TRAITS.add("24072")


# ---- Entrepreneurs -------------------------------------------------------------------------------


def _arnold_gadgets(u: Use) -> list[int]:
    return [g for g in attachments(u.state, u.card) if is_gadget(u.state, g) and not u.state.booted[g]]


@ability("24027", NOON, targets=_arnold_gadgets)
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


@ability("24029", SHOOTOUT, targets=_weapon_gadgets)
def seamus_otoole(u: Use, target: list[int]) -> None:
    """pull: a club makes your dude a zero draw, anything else gives their Weapon Gadget +2 bullets"""
    dude, gadget = target
    _, suit = pull_suit(u.state, u.seat, "hearts")  # anything but a club serves
    if suit == "clubs":
        effects.add(u.state, "bullets", dude, until="shootout", set_to=0)
        effects.add(u.state, "bullet_type", dude, until="shootout", set_to="draw")
    else:
        effects.add(u.state, "bullets", gadget, 2, until="shootout")


def _diego(state: DoomtownState, dude: int, gadget: int) -> int:
    """Inventing a Horse or Sidekick: +4 Mad Scientist."""
    return 4 if state.table[gadget].has("Horse") or state.table[gadget].has("Sidekick") else 0


HOOKS.setdefault("invent_bonus", {})["24030"] = _diego


def _farnum_discount(state: DoomtownState, seat: int, card: int) -> bool:
    """An Entrepreneurs outfit may boot its dudes to pay for him with their influence."""
    return state.table[home(state, seat)].card.faction == "entrepreneurs"


HOOKS.setdefault("boot_to_reduce", {})["24038"] = _farnum_discount


@ability("24038", NOON, targets=lambda u: dudes_at(u.state, u.state.at[u.card]))
def eb_farnum(u: Use, dude: int) -> None:
    """a dude here gets -1 influence this turn"""
    effects.add(u.state, "influence", dude, -1, until="turn")


def _jons_booted_horses(u: Use) -> list[int]:
    return [h for h in _items(u.state, u.card, "Horse") if u.state.booted[h]]


@ability("24032", NOON, boot=True, targets=_jons_booted_horses)
def jon_longstride(u: Use, horse: int) -> None:
    """unboot his Horse; it may use an ability once more this turn"""
    u.state.booted[horse] = 0
    grant_extra_use(u.state, horse)


def _maggie_marks(u: Use) -> list[int]:
    if u.state.booted[u.card]:
        return []
    return [place for place in in_town_locations(u.state) if place != u.state.at[u.card]]


@ability("24035", JOB, targets=_maggie_marks)
def maggie_harris(u: Use, mark: int) -> None:
    """job on another in-town location (she boots and leads): success brings a Horse from your discard"""
    start_job(u.state, u.seat, u.card, mark, boot_leader=True, then="maggie")


def _maggie_end(state: DoomtownState, frame: Frame, succeeded: bool) -> None:
    if succeeded:
        offer_goods(state, frame["leader_seat"], ("Horse",), less=1)


JOB_ENDS["maggie"] = _maggie_end


def _nathans_marks(u: Use) -> list[int]:
    return [seat for seat in range(u.state.players) if seat != u.seat and u.state.hand[seat]] if bullets(
        u.state, u.card) else []  # fmt: skip


@ability("24031", SHOOTOUT, boot=True, targets=_nathans_marks, names_cards=False)
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
    if not skill_test(state, frame["seat"], scientist, "Mad Scientist", 6):
        leave_play(state, frame["robot"], ace=False)


HOOKS.setdefault("gangs_revealed", {})["24037"] = _post_a_tron_starts


@ability("24037", NOON, boot=True, when=lambda u: u.state.at[u.card] == TOWN_SQUARE)
def post_a_tron(u: Use, _: None) -> None:
    """in the town square: gain 3 ghost rock"""
    u.gain(3)


# ---- Fearmongers ---------------------------------------------------------------------------------


def _valeria_invents(state: DoomtownState, dude: int, gadget: int) -> str | None:
    """Valeria Batten invents Mystical Gadgets with her Huckster skill, as if it were Mad Scientist."""
    return "Huckster" if state.table[gadget].has("Mystical") else None


HOOKS.setdefault("invent_skill", {})["24043"] = _valeria_invents


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


@ability("24050", SHOOTOUT, repeat=True, targets=_hexes_to_learn)
def jia_mein(u: Use, hex_card: int) -> None:
    """attach a Hex from your hand to him (paying its cost): he becomes a stud"""
    u.pay(play_cost(u.state, u.seat, hex_card, u.state.at[u.card]))
    u.state.hand[u.seat].remove(hex_card)
    paid_from_hand(u.state, u.seat, hex_card)
    attach(u.state, hex_card, u.card, u.seat)
    effects.add(u.state, "bullet_type", u.card, until="shootout", set_to="stud")


@ability("24056", SHOOTOUT, targets=fighters)
def the_mixer(u: Use, dude: int) -> None:
    """a dude ignores the bullet changes made by your opponents' cards"""
    effects.add(u.state, "mixer", dude, until="shootout", set_to=u.seat)


NICODEMUS_MOST = 3  # control points his helpers can give him


def _nicodemus_helpers(u: Use) -> list[int]:
    """Your unbooted dudes with influence at in-town deeds, each once a turn, while he has room."""
    if control_points_of_card(u.state, u.card) >= NICODEMUS_MOST:
        return []
    return [
        d
        for d in u.my_dudes()
        if _at_deed(u.state, d)
        and not u.state.table[u.state.at[d]].has("Out of Town")
        and not u.state.booted[d]
        and influence(u.state, d) >= 1
        and f"{d}/nicodemus" not in u.state.used
    ]


@ability("24102", NOON, repeat=True, targets=_nicodemus_helpers)
def nicodemus_whateley(u: Use, dude: int) -> None:
    """your dude at an in-town deed boots to give Nicodemus a control point (3 at most)"""
    u.state.booted[dude] = 1
    u.state.used.append(f"{dude}/nicodemus")  # the ability each of those dudes gains, once a turn
    effects.add(u.state, "control", u.card, 1, until="play")


def _nicodemus_loses_control(state: DoomtownState, dude: int) -> None:
    """At Nightfall, or whenever he is at home, Nicodemus loses all his control points."""
    at_home = state.at[dude] == home(state, state.table[dude].owner)
    if (at_home or state.phase == "nightfall") and any(
        e["card"] == dude and e["stat"] == "control" for e in state.effects
    ):
        state.effects = [e for e in state.effects if not (e["card"] == dude and e["stat"] == "control")]
        state.note({"type": "control_lost", "card": dude})


HOOKS.setdefault("settle", {})["24102"] = _nicodemus_loses_control


@ability("24041", SHOOTOUT, targets=lambda u: _items(u.state, u.card, "Hex"))
def mongwau_the_mighty(u: Use, hex_card: int) -> None:
    """discard a Hex from Mongwau to make him a stud"""
    leave_play(u.state, hex_card, ace=False)
    effects.add(u.state, "bullet_type", u.card, until="shootout", set_to="stud")


def _huckster_places(u: Use) -> list[int]:
    hucksters = [d for d in u.all_dudes() if u.state.table[d].rating("Huckster") is not None]
    return sorted({u.state.at[d] for d in hucksters} - {u.state.at[u.card]})


@ability("24049", NOON, targets=_huckster_places)
def kevin_wainwright(u: Use, place: int) -> None:
    """move Kevin without booting to a location with a Huckster: he becomes a stud"""
    u.state.at[u.card] = place
    effects.add(u.state, "bullet_type", u.card, until="turn", set_to="stud")


def _ursula_cost(state: DoomtownState, card: int, seat: int, cost: int) -> int:
    """A Fearmonger outfit pays 1 less for each Huckster it controls."""
    if state.table[home(state, seat)].card.faction != "fearmongers":
        return cost
    return cost - sum(1 for d in dudes_of(state, seat) if state.table[d].rating("Huckster") is not None)


HOOKS.setdefault("own_cost", {})["24051"] = _ursula_cost


def _hexes_of_other_hucksters(u: Use) -> list[list[int | str]]:
    found: list[list[int | str]] = []
    for dude in u.my_dudes():
        if dude == u.card or u.state.table[dude].rating("Huckster") is None:
            continue
        for hex_card in _items(u.state, dude, "Hex"):
            found.append([hex_card, "take it"])
            if u.state.booted[hex_card] and u.state.hand[u.seat]:
                found.append([hex_card, "take it, discard a card to unboot it"])
    return found


@ability("24051", NOON, targets=_hexes_of_other_hucksters)
def ursula_the_worm_queen(u: Use, target: list) -> None:
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


# ---- First Peoples -------------------------------------------------------------------------------


def _marcia_lends(state: DoomtownState, marcia: int, deed: int) -> bool:
    """Marcia Ridge in the town square, her player with more influence there than each other:
    they use the deeds next to it as their controller would, Marcia as if there (RULINGS.md 168)."""
    if state.at[marcia] != TOWN_SQUARE or state.table[deed].type != "deed" or effects.silenced(state, marcia):
        return False
    if not adjacent(state, TOWN_SQUARE, deed):
        return False
    there = [0] * state.players
    for dude in dudes_at(state, TOWN_SQUARE):
        there[state.table[dude].owner] += influence(state, dude)
    seat = state.table[marcia].owner
    return all(there[seat] > amount for other, amount in enumerate(there) if other != seat)


HOOKS.setdefault("lends_deed", {})["24054"] = _marcia_lends


@ability("24059", JOB, when=lambda u: not u.state.booted[u.card])
def francisco_rosales(u: Use, _: None) -> None:
    """job on the town square (he leads, booting): success attaches a Sidekick or Horse from your discards, 2 GR less"""
    start_job(u.state, u.seat, u.card, TOWN_SQUARE, boot_leader=True, then="rosales")


def _rosales_end(state: DoomtownState, frame: Frame, succeeded: bool) -> None:
    if succeeded:
        offer_goods(state, frame["leader_seat"], ("Sidekick", "Horse"), less=2)


JOB_ENDS["rosales"] = _rosales_end


def _eagle_woman_helpers(state: DoomtownState, seat: int, card: int) -> list[int]:
    """A First Peoples player's dudes: one of them lowers her cost by their influence."""
    first_peoples = state.table[home(state, seat)].card.faction == "1stpeoples"
    return [d for d in state.play[seat] if state.table[d].type == "dude"] if first_peoples else []


HOOKS.setdefault("recruit_helpers", {})["24064"] = _eagle_woman_helpers


def _spirits_here(u: Use, place: int) -> list[int]:
    """Your unbooted Spirits at ``place``: on your dudes there, or Totems planted there."""
    return [
        c for c in u.state.play[u.seat]
        if u.state.table[c].has("Spirit") and not u.state.booted[c]
        and (u.state.attached_to[c] == place or u.state.at[u.state.attached_to[c]] == place)
    ]  # fmt: skip


def _eagle_calls(u: Use, shamans: list[int], bootable: Any) -> list[list[Any]]:
    """[shaman, Spirit to boot, dude to boot or "none"] for each of your Shamans."""
    found = []
    for shaman in shamans:
        here = u.state.at[shaman]
        gained = u.state.table[shaman].rating("Shaman") is not None and not effects.silenced(u.state, shaman)
        if not gained or f"{shaman}/eagle" in u.state.used:
            continue
        for spirit in _spirits_here(u, here):
            found += [[shaman, spirit, dude] for dude in [*bootable(here), "none"]]
    return found


def _eagle(u: Use, target: list[Any]) -> None:
    """a Shaman boots a Spirit there: Eagle Woman moves to them (joining a shootout posse); may boot a dude there"""
    shaman, spirit, dude = target
    u.state.used.append(f"{shaman}/eagle")  # each Shaman has the ability once a turn
    u.state.booted[spirit] = 1
    fight = u.fight
    if fight is not None and not u.in_fight(u.card):
        join_posse(u.state, current(u.state), u.seat, u.card)
    else:
        u.state.at[u.card] = u.state.at[shaman]
    if dude != "none":
        move_or_boot(u.state, u.seat, dude, boot=True)


ability("24064", NOON, repeat=True,
        targets=lambda u: _eagle_calls(u, u.my_dudes(), lambda here: dudes_at(u.state, here)))(_eagle)  # fmt: skip
ability("24064", SHOOTOUT, repeat=True, brings=True,
        targets=lambda u: _eagle_calls(u, u.my_posse(), lambda here: fighters(u)))(_eagle)  # fmt: skip


def _mariel_outnumbers(u: Use) -> bool:
    """Not running a job, and her posse has more total influence than the opposing one."""
    fight = current(u.state)
    running_job = fight["job"] and u.my_side() == fight["leader_seat"]
    mine = sum(influence(u.state, d) for d in u.my_posse())
    return not running_job and mine > sum(influence(u.state, d) for d in u.their_posse())


@ability("24057", SHOOTOUT, when=_mariel_outnumbers, targets=their_posse)
def mariel_lewis(u: Use, dude: int) -> None:
    """more influence in her posse (no job of yours): an opposing dude leaves the posse for home, unbooted"""
    send_home(u.state, u.seat, dude, boot=False)


def _opposing_arrival_here(u: Use, data: dict[str, Any]) -> bool:
    return data["to"] == u.state.at[u.card] and u.state.table[data["dude"]].owner != u.seat


@react("24063", "moved", applies=_opposing_arrival_here)
def speaks_with_earth(u: Use, data: dict[str, Any]) -> None:
    """boot the opposing dude who moved here; you may unboot a Totem here for one more use"""
    u.state.booted[data["dude"]] = 1
    totems = [t for t in totems_at(u.state, u.state.at[u.card]) if u.state.booted[t]]
    texts = {"none": "Unboot no Totem"}
    ask(u.state, u.seat, "totem_again", [*totems, "none"] if totems else [], verb="Unboot", texts=texts)


@picker("totem_again")
def _totem_again(state: DoomtownState, frame: Frame, choice: Any) -> None:
    if choice != "none":
        state.booted[choice] = 0
        grant_extra_use(state, choice)


def _lydias_spirits(u: Use) -> list[list[int]]:
    spirits = [s for s in attachments(u.state, u.card) if u.state.table[s].has("Spirit") and not u.state.booted[s]]
    return [[spirit, dude] for spirit in spirits for dude in u.my_posse()]


@ability("24055", RESOLUTION, boot=True, targets=_lydias_spirits)
def lydia_bear_hands(u: Use, target: list[int]) -> None:
    """boot Lydia's Spirit: one of your dudes is Harrowed until the end of the shootout"""
    spirit, dude = target
    u.state.booted[spirit] = 1
    effects.add(u.state, "harrowed", dude, until="shootout", set_to=True)


# ---- token dudes ---------------------------------------------------------------------------------


def _harry_marks(u: Use) -> list[int]:
    return [] if u.state.booted[u.card] else [d for d in u.opposing_dudes() if wanted(u, d)]


@ability("24073", JOB, targets=_harry_marks)
def judge_harry_somerset(u: Use, mark: int) -> None:
    """job on a wanted dude (Harry boots), a booted Gunslinger token in his posse: success discards the mark"""
    gunslinger = make_token(u.state, GUNSLINGER, u.seat, mark_location(u.state, mark), booted=True)
    start_job(u.state, u.seat, u.card, mark, boot_leader=True, then="harry", joining=[gunslinger])


def _harry_end(state: DoomtownState, frame: Frame, succeeded: bool) -> None:
    mark = frame["mark"]
    if succeeded and any(mark in cards for cards in state.play):
        leave_play(state, mark, ace=False, collector=frame["leader_seat"])


JOB_ENDS["harry"] = _harry_end


# ---- Grifters (their reacts come at the start of the game, after the opening hands) ---------------


def _look_at_top(state: DoomtownState, seat: int, count: int) -> None:
    """The top cards of the deck go to the draw zone, which only their owner sees, top card first."""
    for _ in range(min(count, len(state.deck[seat]))):
        state.draw[seat].append(state.deck[seat].pop())


def _put_back(state: DoomtownState, seat: int) -> None:
    """The cards looked at go back on top of the deck in the same order."""
    state.deck[seat].extend(reversed(state.draw[seat]))
    state.draw[seat] = []


@react("23001", GAME_START, applies=lambda u, _: bool(u.state.hand[u.seat]))
def yasmin_tian(u: Use, _: dict[str, Any]) -> None:
    """discard a card to draw a card"""
    ask_discards(u.state, u.seat, 1, "draw_one")


@react("23005", GAME_START, applies=lambda u, _: True)
def arthur_dingler(u: Use, _: dict[str, Any]) -> None:
    """look at the top 5 cards: discard them, shuffle them in or put them back; 1 GR from the bank to the pot"""
    _look_at_top(u.state, u.seat, 5)
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
        _put_back(state, seat)
        state.rng.shuffle(state.deck[seat])
    else:
        _put_back(state, seat)


def _lew_finds(state: DoomtownState, seat: int) -> list[int]:
    """An Abomination, or a non-Unique Mystical goods, among the cards looked at."""
    table = state.table
    return [
        card for card in state.draw[seat]
        if table[card].has("Abomination") or (table[card].type == "goods" and table[card].has("Mystical")
                                               and not table[card].card.unique)
    ]  # fmt: skip


@react("23009", GAME_START, applies=lambda u, _: bool(u.state.deck[u.seat]))
def lew_esquilin(u: Use, _: dict[str, Any]) -> None:
    """look at the top 6 cards; discard a card from your hand to take an Abomination or non-Unique Mystical goods"""
    _look_at_top(u.state, u.seat, 6)
    finds = _lew_finds(u.state, u.seat) if u.state.hand[u.seat] else []
    ask(u.state, u.seat, "lew_take", [*finds, "none"], texts={"none": "Take nothing, put the cards back"},
        verb="Discard a card from your hand to take")  # fmt: skip


@picker("lew_take")
def _lew_take(state: DoomtownState, frame: Frame, choice: Any) -> None:
    if choice == "none":
        _put_back(state, frame["seat"])
    else:
        ask_discards(state, frame["seat"], 1, "lew_found", found=choice)


@picker("lew_found")
def _lew_found(state: DoomtownState, frame: Frame, _: Any) -> None:
    seat, found = frame["seat"], frame["found"]
    state.draw[seat].remove(found)
    state.hand[seat].append(found)
    state.note({"type": "revealed", "seat": seat, "card": found})
    _put_back(state, seat)


@react("23013", GAME_START, applies=lambda u, _: bool(u.state.deck[u.seat]))
def sifting_squirrel(u: Use, _: dict[str, Any]) -> None:
    """draw a card, then discard a card; a Spirit or Technique discarded draws another"""
    card = draw_card(u.state, u.seat)
    if card is not None:
        u.state.hand[u.seat].append(card)
    ask_discards(u.state, u.seat, 1, "squirrel_discarded")


@picker("squirrel_discarded")
def _squirrel_discarded(state: DoomtownState, frame: Frame, card: int | None) -> None:
    if card is not None and (state.table[card].has("Spirit") or state.table[card].has("Technique")):
        PICKS["draw_one"](state, frame, None)


@react("23022", GAME_START, applies=lambda u, _: len(u.state.hand[u.seat]) >= 2)
def rosaleen_byrne(u: Use, _: dict[str, Any]) -> None:
    """discard 2 cards from your hand to draw 2 cards"""
    ask_discards(u.state, u.seat, 2, "draw_two")


@picker("draw_two")
def _draw_two(state: DoomtownState, frame: Frame, _: Any) -> None:
    for _ in range(2):
        PICKS["draw_one"](state, frame, None)


def _gadget_weapons(state: DoomtownState, seat: int, besides: int | None = None) -> list[int]:
    """Non-Unique Gadget Weapons in the deck the stash can pay for, one per title (not ``besides``'s)."""
    table = state.table
    found: dict[str, int] = {}
    for card in sorted(state.deck[seat]):
        facts = table[card]
        if facts.type != "goods" or not (facts.has("Gadget") and facts.has("Weapon")) or facts.card.unique:
            continue
        if facts.num("cost") <= state.stash[seat] and (besides is None or facts.title != table[besides].title):
            found.setdefault(facts.title, card)
    return list(found.values())


def _goodenough_can(u: Use, _: dict[str, Any]) -> bool:
    return len(_gadget_weapons(u.state, u.seat)) >= 2 and bool(u.my_dudes())


@react("23017", GAME_START, applies=_goodenough_can)
def jt_goodenough(u: Use, _: dict[str, Any]) -> None:
    """reveal two different non-Unique Gadget Weapons from your deck; the opponent discards one, you
    attach the other to your dude paying its cost (not invented); then discard a card"""
    ask(u.state, u.seat, "jt_first", _gadget_weapons(u.state, u.seat), verb="Reveal")


@picker("jt_first")
def _jt_first(state: DoomtownState, frame: Frame, first: int) -> None:
    ask(state, frame["seat"], "jt_second", _gadget_weapons(state, frame["seat"], first), verb="Reveal", first=first)


@picker("jt_second")
def _jt_second(state: DoomtownState, frame: Frame, second: int) -> None:
    seat = frame["seat"]
    weapons = [frame["first"], second]
    for card in weapons:
        state.deck[seat].remove(card)
    state.draw[seat] = weapons
    state.revealed[seat] = True  # both are shown to everyone
    state.note({"type": "revealed", "seat": seat, "cards": list(weapons)})
    chooser = (seat + 1) % state.players  # "your opponent": the next player clockwise
    ask(state, chooser, "jt_discard", weapons, verb="Discard", owner=seat)


@picker("jt_discard")
def _jt_discard(state: DoomtownState, frame: Frame, card: int) -> None:
    owner = frame["owner"]
    state.draw[owner].remove(card)
    state.discard[owner].append(card)
    state.revealed[owner] = False
    ask(state, owner, "jt_attach", dudes_of(state, owner), verb="Attach it to", weapon=state.draw[owner][0])


@picker("jt_attach")
def _jt_attach(state: DoomtownState, frame: Frame, dude: int) -> None:
    seat, weapon = frame["seat"], frame["weapon"]
    state.draw[seat].remove(weapon)
    pay(state, seat, state.table[weapon].num("cost"))
    attach(state, weapon, dude, seat)
    ask_discards(state, seat, 1, "jt_done")
    keep_one(state, seat, weapon, dude)  # a second Weapon: keep one (decided first)


@picker("jt_done")
def _jt_done(state: DoomtownState, frame: Frame, _: Any) -> None:
    """Nothing follows the discard."""
