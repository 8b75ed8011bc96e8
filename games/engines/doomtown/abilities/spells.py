"""Spells: a skill test (the dude's rating plus a pull against the difficulty) before the effect."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.attaching import attach_from_hand, cards_for, hosts_for
from games.engines.doomtown.abilities.callouts import call_out
from games.engines.doomtown.abilities.core import (
    CHEATIN,
    NOON,
    REGISTRY,
    RESOLUTION,
    SHOOTOUT,
    Use,
    ability,
    hook,
    trait,
)
from games.engines.doomtown.abilities.discard_piles import open_discard
from games.engines.doomtown.abilities.joining import gunslinger_joins, join_posse, may_join
from games.engines.doomtown.abilities.keywords import has_keyword
from games.engines.doomtown.abilities.looking import look_at_random
from games.engines.doomtown.abilities.nightfall import STAYS_BOOTED, hand_size
from games.engines.doomtown.abilities.reacts import react
from games.engines.doomtown.abilities.rounds import reduce_casualties
from games.engines.doomtown.abilities.targets import (
    fighters,
    grit_against,
    is_gadget,
    their_goods,
    their_posse,
    value_against,
)
from games.engines.doomtown.abilities.totems import planted_at, totems_at
from games.engines.doomtown.abilities.windows import another_play, ask, ask_live, live_options, picker
from games.engines.doomtown.abilities.would import LOSE_DUDE, move_or_boot, remove_from_fight, send_home
from games.engines.doomtown.control import controller
from games.engines.doomtown.fight import cheatin_round, current, no_joiners, send_home_booted
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.tokens import ANCESTOR_SPIRIT, GUNSLINGER, make_token
from games.engines.doomtown.town import (
    TOWN_SQUARE,
    adjacent,
    adjusted_stat,
    attachments,
    dudes_at,
    home,
    is_holy_ground,
    locations,
)
from games.engines.doomtown.zones import add_bounty, boot, draw_card, leave_play

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def _nearby_dudes(u: Use) -> list[int]:
    here = u.state.at[u.dude]
    return [d for d in u.all_dudes() if u.state.at[d] == here or adjacent(u.state, here, u.state.at[d])]


@ability("Blood Curse", NOON, boot=True, skill=9, targets=_nearby_dudes)
def blood_curse(u: Use, dude: int) -> None:
    """(Hex 9) a nearby dude gets -1 influence and -1 bullets this turn"""
    effects.add(u.state, "influence", dude, -1, until="turn", by=u.seat)
    effects.add(u.state, "bullets", dude, -1, until="turn")


@ability("Paralysis Mark", NOON, boot=True, skill=lambda u, dude: value_against(u, dude), does=("boot",),
         targets=lambda u: [d for d in dudes_at(u.state, u.state.at[u.dude]) if not u.state.booted[d]])  # fmt: skip
def paralysis_mark(u: Use, dude: int) -> None:
    """(Hex: the dude's value) boot a dude here"""
    move_or_boot(u.state, u.seat, dude, boot=True)


def _phantasm_far(u: Use) -> list[list[int]]:
    found = []
    for dude in _nearby_dudes(u):
        if controller(u.state, dude) != u.seat and not u.state.booted[dude]:
            found += [[dude, place] for place in locations(u.state) if adjacent(u.state, u.state.at[dude], place)]
    return found


@ability("Phantasm", NOON, boot=True, skill=9, targets=_phantasm_far)
def phantasm(u: Use, target: list[int]) -> None:
    """(Hex 9) move an unbooted opposing nearby dude to a location adjacent to them, without booting"""
    dude, place = target
    move_or_boot(u.state, u.seat, dude, to=place)


def _phantasm_near(u: Use) -> list[list[int]]:
    here = u.state.at[u.dude]
    found = []
    for dude in dudes_at(u.state, here):
        if controller(u.state, dude) != u.seat and u.state.booted[dude]:
            found += [[dude, place] for place in locations(u.state) if adjacent(u.state, here, place)]
    return found


@ability("Phantasm", NOON, boot=True, skill=12, targets=_phantasm_near)
def phantasm_booted(u: Use, target: list[int]) -> None:
    """(Hex 12) move another player's booted dude here to an adjacent location"""
    dude, place = target
    move_or_boot(u.state, u.seat, dude, to=place)


def _walk_places(u: Use) -> list[int]:
    return [p for p in [*locations(u.state), home(u.state, u.seat)] if p != u.state.at[u.dude]]


@ability("Shadow Walk", NOON, boot=True, skill=7, targets=_walk_places)
def shadow_walk(u: Use, place: int) -> None:
    """(Hex 7) move this dude without booting"""
    u.state.at[u.dude] = place


def _walk_in(u: Use) -> bool:
    return may_join(u, u.dude)


@ability("Shadow Walk", SHOOTOUT, boot=True, skill=7, brings=True, when=_walk_in, targets=lambda u: ["keep", "discard"])
def shadow_walk_joins(u: Use, keep: str) -> None:
    """(Hex 7) this dude joins your posse; discarding the Hex gives another shootout play"""
    join_posse(u.state, current(u.state), u.seat, u.dude)
    if keep == "discard":
        leave_play(u.state, u.card, ace=False)
        another_play(u.state, u.seat)


# ---- Anarchists ----------------------------------------------------------------------------------


# ---- Law Dogs and Outlaws ------------------------------------------------------------------------


# ---- Entrepreneurs -------------------------------------------------------------------------------


# ---- Fearmongers ---------------------------------------------------------------------------------


def _opponents_holding_cards(u: Use) -> list[int]:
    """Each opponent with cards in hand, named by their outfit (it reads as the player)."""
    return [home(u.state, seat) for seat in range(u.state.players) if seat != u.seat and u.state.hand[seat]]


@ability("Sight Beyond Sight", NOON, boot=True, skill=6, targets=_opponents_holding_cards)
def sight_beyond_sight(u: Use, outfit: int) -> None:
    """(Hex 6) look at a random card in an opponent's hand"""
    look_at_random(u.state, u.seat, u.state.table[outfit].owner, 1)


@ability("Sight Beyond Sight", NOON, boot=True, skill=9, targets=_opponents_holding_cards)
def sight_beyond_sight_two(u: Use, outfit: int) -> None:
    """(Hex 9) look at two random cards in an opponent's hand"""
    look_at_random(u.state, u.seat, u.state.table[outfit].owner, 2)


@ability("Sight Beyond Sight", NOON, boot=True, skill=12, targets=_opponents_holding_cards)
def sight_beyond_sight_three(u: Use, outfit: int) -> None:
    """(Hex 12) look at three random cards in an opponent's hand"""
    look_at_random(u.state, u.seat, u.state.table[outfit].owner, 3)


def _boot_the_huckster(u: Use, _: int) -> None:
    u.state.booted[u.dude] = 1


@ability("Soul Blast", SHOOTOUT, boot=True, skill=grit_against, targets=their_posse, on_fail=_boot_the_huckster)
def soul_blast(u: Use, dude: int) -> None:
    """(Hex: the dude's grit) send an opposing dude home booted, ace them by 6 or more; failing boots the Huckster"""
    if u.extra.get("margin", 0) < 6:
        send_home(u.state, u.seat, dude)
        return
    remove_from_fight(u.state, dude, ace=True, collector=u.seat)


@ability("Corporeal Twist", SHOOTOUT, boot=True, skill=4, targets=their_posse)
def corporeal_twist(u: Use, dude: int) -> None:
    """(Hex 4) an opposing dude -1 bullets and -2 value; if it is discarded or aced, the Huckster gains control"""
    effects.add(u.state, "bullets", dude, -1, until="shootout")
    effects.add(u.state, "value", dude, -2, until="shootout")
    current(u.state).setdefault("twisted", []).append([dude, u.dude])


@hook("leaves_play", "Corporeal Twist")
def _twisted_dude_gone(state: DoomtownState, card: int) -> None:
    """A twisted dude discarded or aced during that shootout: its Huckster gains a lasting control point."""
    for frame in state.stack:
        if frame["kind"] != "shootout" or not frame.get("twisted"):
            continue
        hucksters = [huckster for dude, huckster in frame["twisted"] if dude == card]
        frame["twisted"] = [pair for pair in frame["twisted"] if pair[0] != card]
        for huckster in hucksters:
            if any(huckster in cards for cards in state.play):
                effects.add(state, "control", huckster, 1, until="play")


def _printed_abilities(u: Use) -> list[list[int]]:
    return [
        [dude, spec.index]
        for dude in _nearby_dudes(u)
        for spec in REGISTRY.get(u.state.table[dude].card.code, [])
        if not spec.from_hand
    ]


@ability("Forget", NOON, boot=True, skill=5, targets=_printed_abilities)
def forget(u: Use, target: list[int]) -> None:
    """(Hex 5) an ability printed on a nearby dude cannot be used until after Nightfall"""
    dude, index = target
    effects.add(u.state, "forgotten", dude, until="turn", set_to=index)


@ability("Fetch", CHEATIN, boot=True, skill=5, at_gamblin=True)
def fetch(u: Use, _: None) -> None:
    """(Hex 5) take a card of your discarded draw hand into your hand; 3 fewer casualties this round"""
    found = cheatin_round(u.state)
    assert found is not None
    if u.fight is not None:
        reduce_casualties(u.state, current(u.state), u.fighting_side(), 3)
    drawn = found.get("draw_hands", [[]] * u.state.players)[u.seat]
    cards = [card for card in drawn if card in open_discard(u.state, u.seat)]
    ask(u.state, u.seat, "fetch", [*cards, "none"], verb="Take", texts={"none": "Take no card"})


@picker("fetch")
def _fetch_take(state: DoomtownState, frame: Frame, card: int | str) -> None:
    if isinstance(card, int):  # not "none"
        from games.engines.doomtown.automaton_rules import automaton_seat  # it imports the rules that import the cards

        seat = frame["seat"]
        state.discard[seat].remove(card)
        # Solo Mode exception list: the Automaton puts the card at the left of its hand
        state.hand[seat].insert(0 if automaton_seat(state) == seat else len(state.hand[seat]), card)


def _opposing_goods_nearby(u: Use) -> list[int]:
    dudes = [d for d in _nearby_dudes(u) if controller(u.state, d) != u.seat]
    return [item for d in dudes for item in attachments(u.state, d) if u.state.table[item].type == "goods"]


def _phantom_fingers(u: Use, item: int, until: str) -> None:
    boot(u.state, item)
    effects.add(u.state, "blank", item, until=until)
    facts = u.state.table[item]
    if facts.has("Mystical") or is_gadget(u.state, item):
        drawn = draw_card(u.state, u.seat)
        if drawn is not None:
            u.state.hand[u.seat].append(drawn)


@ability("Phantom Fingers", NOON, boot=True, skill=6, targets=_opposing_goods_nearby)
def phantom_fingers(u: Use, item: int) -> None:
    """(Hex 6) boot an opposing nearby goods: no traits, abilities or bullets this turn (Mystical, Gadget: draw)"""
    _phantom_fingers(u, item, "turn")


@ability("Phantom Fingers", SHOOTOUT, boot=True, skill=6, targets=their_goods)
def phantom_fingers_in_a_shootout(u: Use, item: int) -> None:
    """(Hex 6) boot an opposing goods in the shootout: no traits, abilities or bullets (Mystical, Gadget: draw)"""
    _phantom_fingers(u, item, "shootout")


# Miracles and Spirits of the base set, done with the Hexes above.


def _boot_the_caster(u: Use, _: Any) -> None:
    u.state.booted[u.dude] = 1


def _soothed(u: Use) -> list[int]:
    if u.state.booted[u.dude]:
        return []
    return [d for d in _nearby_dudes(u) if d != u.dude and u.state.booted[d]]


@ability("Soothe", NOON, boot=True, skill=8, targets=_soothed, on_fail=_boot_the_caster)
def soothe(u: Use, dude: int) -> None:
    """(Miracle 8) boot this dude to unboot another dude nearby"""
    u.state.booted[u.dude] = 1
    u.state.booted[dude] = 0


def _walk_the_path_dudes(u: Use) -> list[int]:
    return [d for d in u.my_dudes() if d != u.dude and u.state.at[d] != u.state.at[u.dude]]


@ability("Walk The Path", NOON, boot=True, skill=6, targets=_walk_the_path_dudes)
def walk_the_path(u: Use, dude: int) -> None:
    """(Miracle 6) move your other dude here from anywhere, without booting"""
    u.state.at[dude] = u.state.at[u.dude]


def _walkers(u: Use) -> list[int]:
    if no_joiners(u.state):
        return []
    return [d for d in u.my_dudes() if not u.in_fight(d)]


@ability("Walk The Path", SHOOTOUT, boot=True, skill=7, targets=_walkers)
def walk_the_path_joins(u: Use, dude: int) -> None:
    """(Miracle 7) your dude joins this dude's posse (moving there) and unboots"""
    join_posse(u.state, current(u.state), u.seat, dude)
    u.state.booted[dude] = 0


@ability(
    "Confession", NOON, boot=True, skill=5, targets=lambda u: [d for d in _nearby_dudes(u) if u.state.bounty[d] > 0]
)
def confession(u: Use, dude: int) -> None:
    """(Miracle 5) move one bounty from a nearby dude to your stash"""
    u.state.bounty[dude] -= 1
    u.state.stash[u.seat] += 1


def _confessors(u: Use) -> list[list[int | str]]:
    here = u.state.at[u.dude]
    found: list[list[int | str]] = [[d, "here"] for d in dudes_at(u.state, here)]
    if not u.state.booted[u.dude]:
        found += [[d, "boot this dude"] for d in _nearby_dudes(u) if u.state.at[d] != here]
    return found


@ability("Confession", NOON, boot=True, skill=6, targets=_confessors)
def confession_bounty(u: Use, target: list[Any]) -> None:
    """(Miracle 6) a dude here gets 1 bounty (booting this dude: one next door)"""
    dude, how = target
    if how != "here":
        u.state.booted[u.dude] = 1
    add_bounty(u.state, dude)


@ability("Consecration", CHEATIN, skill=7, targets=lambda u: u.my_dudes(), at_gamblin=True)
def consecration(u: Use, dude: int) -> None:
    """(Miracle 7) your dude: a stud with +2 bullets and +2 influence until Nightfall; 3 fewer casualties"""
    effects.add(u.state, "bullet_type", dude, until="turn", set_to="stud")
    effects.add(u.state, "bullets", dude, 2, until="turn")
    effects.add(u.state, "influence", dude, 2, until="turn")
    if u.fight is not None:
        reduce_casualties(u.state, current(u.state), u.fighting_side(), 3)


@ability("Sun-Touched Raven", SHOOTOUT, boot=True, skill=6)
def sun_touched_raven(u: Use, _: None) -> None:
    """(Spirit 6) look at your top five cards, discard up to three; may boot this Shaman to draw"""
    _raven_asks(u.state, u.seat, u.dude, left=3)


def _raven_asks(state: DoomtownState, seat: int, shaman: int, left: int) -> None:
    top = list(reversed(state.deck[seat][-5:]))
    if left and top:
        ask(
            state,
            seat,
            "raven",
            [*top, "done"],
            verb="Discard",
            texts={"done": "Keep the rest"},
            left=left,
            shaman=shaman,
        )
    elif not state.booted[shaman]:
        texts = {"draw": "Boot the Shaman to draw a card", "no": "Draw nothing"}
        ask(state, seat, "raven_draw", ["draw", "no"], texts=texts, shaman=shaman)


@picker("raven")
def _raven_discards(state: DoomtownState, frame: Frame, card: int | str) -> None:
    left = 0
    if isinstance(card, int):  # not "done"
        state.deck[frame["seat"]].remove(card)
        state.discard[frame["seat"]].append(card)
        left = frame["left"] - 1
    _raven_asks(state, frame["seat"], frame["shaman"], left)


@picker("raven_draw")
def _raven_draws(state: DoomtownState, frame: Frame, choice: str) -> None:
    if choice == "draw":
        state.booted[frame["shaman"]] = 1
        drawn = draw_card(state, frame["seat"])
        if drawn is not None:
            state.hand[frame["seat"]].append(drawn)


def _near_holy_ground(u: Use, place: int) -> bool:
    """Holy Ground or next to one; the caster's home counts as Holy Ground for Ghostly Communion."""
    own_home = home(u.state, u.seat)
    holy = [p for p in [*locations(u.state), own_home] if p == own_home or is_holy_ground(u.state, p)]
    return any(place == p or adjacent(u.state, place, p) for p in holy)


@ability("Ghostly Communion", NOON, boot=True, skill=5,
         targets=lambda u: [p for p in [*locations(u.state), home(u.state, u.seat)]
                            if p != u.state.at[u.dude] and _near_holy_ground(u, p)])  # fmt: skip
def ghostly_communion(u: Use, place: int) -> None:
    """(Spirit 5) move this dude to a Holy Ground or next to one"""
    u.state.at[u.dude] = place


@ability("Ghostly Communion", SHOOTOUT, boot=True, skill=7, brings=True,
         when=lambda u: _walk_in(u) and _near_holy_ground(u, current(u.state)["location"]))  # fmt: skip
def ghostly_communion_joins(u: Use, _: None) -> None:
    """(Spirit 7) this dude joins your posse at a Holy Ground or next to one, as a stud"""
    join_posse(u.state, current(u.state), u.seat, u.dude)
    effects.add(u.state, "bullet_type", u.dude, until="shootout", set_to="stud")


@ability("Onward Christian Soldiers", SHOOTOUT, boot=True, skill=4)
def onward_christian_soldiers(u: Use, _: None) -> None:
    """(Miracle 4) your posse +1 bullets; other players' cards can neither cut their bullets nor make them draws"""
    for dude in u.my_posse():
        effects.add(u.state, "bullets", dude, 1, until="shootout")
        effects.add(u.state, "steadfast", dude, until="shootout", set_to=u.seat)


@ability("Holy Roller", SHOOTOUT, boot=True, skill=6)
def holy_roller(u: Use, _: None) -> None:
    """(Miracle 6) this dude +1 bullets; no casualty this round unless you lose by 3 ranks or more"""
    effects.add(u.state, "bullets", u.dude, 1, until="shootout")
    effects.add(u.state, "spared_unless_lost_by", u.dude, until="round", set_to=3)


def _opposing_abominations(u: Use) -> list[int]:
    return [d for d in their_posse(u) if has_keyword(u.state, d, "Abomination")]


@ability("Get Behind Me, Satan!", RESOLUTION, boot=True, skill=5, targets=_opposing_abominations)
def get_behind_me_satan(u: Use, dude: int) -> None:
    """(Miracle 5) fewer casualties by this dude's Blessed rating; an opposing Abomination adds no bonus next round"""
    fight = current(u.state)
    blessed = adjusted_stat(u.state, "Blessed", u.dude, u.state.table[u.dude].rating("Blessed") or 0)
    reduce_casualties(u.state, fight, u.fighting_side(), blessed)
    effects.add(u.state, "sits_out", dude, until="shootout", set_to=fight["round"] + 1)


def _lay_on_hands_saves(u: Use, event: dict[str, Any]) -> bool:
    """Another dude at or next to the Blessed's location, about to be aced or discarded as a casualty."""
    dude = event["dude"]
    return dude != u.dude and (event["ace"] or event["casualty"]) and dude in _nearby_dudes(u)


@react("Lay On Hands", LOSE_DUDE, instead=True, boots_dude=True, skill=6, applies=_lay_on_hands_saves)
def lay_on_hands(u: Use, event: dict[str, Any]) -> None:
    """(Miracle 6, boot the Blessed) send the dude home booted instead; they stay booted through Nightfall"""
    dude = event["dude"]
    send_home_booted(u.state, dude)
    effects.add(u.state, STAYS_BOOTED, dude, until="turn")


# ---- First Peoples -------------------------------------------------------------------------------


def _here(u: Use) -> int:
    """Where a Totem is planted (its caster stands there too)."""
    return planted_at(u.state, u.card)


@hook("adjacent", "Spirit Trail")
def _spirit_trail_links(state: DoomtownState, trail: int, a: int, b: int) -> bool:
    """This location is adjacent to every other location with a Spirit Trail."""
    here = planted_at(state, trail)
    other = b if a == here else a if b == here else None
    title = state.table[trail].title
    return other is not None and any(state.table[t].title == title for t in totems_at(state, other))


def _trail_moves(u: Use) -> list[list[int]]:
    mine = [d for d in dudes_at(u.state, _here(u)) if controller(u.state, d) == u.seat]
    return [[d, place] for d in mine for place in locations(u.state) if place != _here(u)]


@ability("Spirit Trail", NOON, boot=True, skill=6, targets=_trail_moves)
def spirit_trail(u: Use, target: list[int]) -> None:
    """(Spirit 6) move your dude from here, without booting, even if booted"""
    dude, place = target
    u.state.at[dude] = place


@ability("Red Horse's Tail", NOON, boot=True, skill=value_against, does=("boot",),
         targets=lambda u: [d for d in dudes_at(u.state, _here(u)) if not u.state.booted[d]])  # fmt: skip
def red_horses_tail(u: Use, dude: int) -> None:
    """(Spirit: the dude's value) boot a dude here"""
    move_or_boot(u.state, u.seat, dude, boot=True)


@ability("Red Horse's Tail", SHOOTOUT, boot=True, skill=lambda u, dude: grit_against(u, dude), targets=their_posse,
         does=("home",))  # fmt: skip
def red_horses_tail_sends_home(u: Use, dude: int) -> None:
    """(Spirit: the dude's grit) send an opposing dude home booted"""
    send_home(u.state, u.seat, dude)


def _fires_at(state: DoomtownState, location: int) -> list[int]:
    return [t for t in totems_at(state, location) if state.table[t].card.code == "24210"]


@hook("plant_at", "Fire of Nanahbozho")
def _plants_at_deeds(state: DoomtownState, totem: int, location: int) -> bool:
    return _is_deed(state, location)  # deeds only


@trait("Fire of Nanahbozho", stats=("holy_ground", "Shaman"))
def fire_of_nanahbozho(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """Its deed is Holy Ground; Shamans at a deed with one or more of it get +2 Shaman."""
    here = planted_at(state, source)
    if stat == "holy_ground" and card == here:
        return True
    if stat == "Shaman" and state.at[card] == here and state.table[card].rating("Shaman") is not None:
        return amount + 2 if _fires_at(state, here)[0] == source else amount  # several Fires: +2 once
    return amount


def _is_deed(state: DoomtownState, location: int) -> bool:
    return location != TOWN_SQUARE and state.table[location].type == "deed"


def _unboot_near(u: Use, dudes: list[int]) -> list[int]:
    here = _here(u)
    return [
        d for d in dudes if u.state.booted[d] and _is_deed(u.state, u.state.at[d])
        and (u.state.at[d] == here or adjacent(u.state, here, u.state.at[d]))
    ]  # fmt: skip


def _fire(u: Use, dude: int) -> None:
    """(Spirit 10) unboot a dude at a nearby deed; at this deed, make another play"""
    u.state.booted[dude] = 0
    if u.state.at[dude] == _here(u):
        another_play(u.state, u.seat)


ability("Fire of Nanahbozho", NOON, boot=True, skill=10, targets=lambda u: _unboot_near(u, u.all_dudes()))(_fire)
ability("Fire of Nanahbozho", SHOOTOUT, boot=True, skill=10, targets=lambda u: _unboot_near(u, fighters(u)))(_fire)


OWL_DISCOUNT = 1


@ability("Owl's Insight", CHEATIN, boot=True, skill=5, at_gamblin=True)
def owls_insight(u: Use, _: None) -> None:
    """(Spirit 5) attach goods and spells from your hand for 1 less each, then draw up; 2 fewer casualties"""
    if u.fight is not None:
        reduce_casualties(u.state, current(u.state), u.fighting_side(), 2)
    _owl_asks(u.state, u.seat)


def _owl_asks(state: DoomtownState, seat: int) -> None:
    ask_live(state, seat, "owl_host", verb="Attach a card to", texts={"done": "Attach nothing more and draw up"})


@picker("owl_host")
def _owl_host(state: DoomtownState, frame: Frame, host: int | str) -> None:
    seat = frame["seat"]
    if not isinstance(host, int):  # "done"
        while len(state.hand[seat]) < hand_size(state, seat):
            card = draw_card(state, seat)
            if card is None:
                break
            state.hand[seat].append(card)
        return
    texts = {"none": f"Attach nothing to {state.table[host].name}"}
    ask_live(state, seat, "owl_card", verb="Attach", host=host, texts=texts)


@picker("owl_card")
def _owl_card(state: DoomtownState, frame: Frame, card: int | str) -> None:
    _owl_asks(state, frame["seat"])
    if isinstance(card, int):  # not "none"
        attach_from_hand(state, frame["seat"], card, frame["host"], OWL_DISCOUNT)


# The hand is hidden: the choices are read from it when made (a determinized hand offers its own).
@live_options("owl_host")
def _owl_hosts(state: DoomtownState, frame: Frame) -> list[Any]:
    return [*hosts_for(state, frame["seat"], OWL_DISCOUNT), "done"]


@live_options("owl_card")
def _owl_cards(state: DoomtownState, frame: Frame) -> list[Any]:
    return cards_for(state, frame["seat"], frame["host"], OWL_DISCOUNT) or ["none"]


# ---- token dudes ---------------------------------------------------------------------------------


@ability("Spirit Dance", SHOOTOUT, boot=True, skill=10)
def spirit_dance(u: Use, _: None) -> None:
    """(Spirit 10) a Gunslinger token enters play and joins your posse"""
    gunslinger_joins(u.state, current(u.state), u.seat)


@ability("Many Speak As One", NOON, boot=True, skill=9)
def many_speak_as_one(u: Use, _: None) -> None:
    """(Spirit 9) an Ancestor Spirit token enters play at this location"""
    make_token(u.state, ANCESTOR_SPIRIT, u.seat, u.at)


def _rage_places(u: Use) -> list[int]:
    """Where the Totem is, and the deeds next to it."""
    here = _here(u)
    return [
        here,
        *(place for place in locations(u.state) if _is_deed(u.state, place) and adjacent(u.state, here, place)),
    ]


def _rage_targets(u: Use) -> list[list[int]]:
    return [
        [place, mark]
        for place in _rage_places(u)
        for mark in u.opposing_dudes()
        if u.state.at[mark] == place and place != home(u.state, u.state.table[mark].owner)
    ]


@ability("Mother Bear's Rage", NOON, boot=True, skill=5, targets=_rage_targets)
def mother_bears_rage(u: Use, target: list[int]) -> None:
    """(Spirit 5) a Gunslinger token enters play here or at an adjacent deed and calls out a dude there"""
    place, mark = target
    call_out(u.state, u.seat, make_token(u.state, GUNSLINGER, u.seat, place), mark, made_for_it=True)
