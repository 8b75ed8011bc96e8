"""Action cards: played from the hand at their timing, then discarded."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.callouts import answer_due, call_out
from games.engines.doomtown.abilities.core import CHEATIN, JOB, NOON, RESOLUTION, SHOOTOUT, Use, action
from games.engines.doomtown.abilities.costs import play_cost
from games.engines.doomtown.abilities.discard_piles import open_discard
from games.engines.doomtown.abilities.from_discard import offer_dude_or_deed
from games.engines.doomtown.abilities.hand_changes import (
    apply_changes,
    draw_codes,
    straight_and_flush_changes,
    stronger_first,
    suit_changes,
)
from games.engines.doomtown.abilities.inventing import invent, inventors, may_invent
from games.engines.doomtown.abilities.joining import join_posse
from games.engines.doomtown.abilities.keywords import has_keyword
from games.engines.doomtown.abilities.rounds import (
    raise_rank,
    rank_while_straight_or_flush,
    reduce_casualties,
    spare_casualties,
    stand_fast,
)
from games.engines.doomtown.abilities.skill_checks import after_check
from games.engines.doomtown.abilities.targets import (
    fighters,
    has_keyword_item,
    in_town_locations,
    is_gadget,
    my_hand_legal,
    my_posse,
    pairs,
    their_posse,
    wanted,
)
from games.engines.doomtown.abilities.techniques import performer, technique
from games.engines.doomtown.abilities.windows import ask, ask_discards, ask_live, live_options, picker
from games.engines.doomtown.abilities.would import lose_dude, move_or_boot, remove_from_fight, send_home
from games.engines.doomtown.control import controller
from games.engines.doomtown.fight import current, no_joiners, send_home_from_fight
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.jobs import job_end, start_job
from games.engines.doomtown.poker import FLUSH, STRAIGHT, STRAIGHT_FLUSH, best_hand_codes
from games.engines.doomtown.tokens import GUNSLINGER, make_token
from games.engines.doomtown.town import (
    TOWN_SQUARE,
    attachments,
    bullet_type,
    bullets,
    control_points_of_card,
    controls,
    dudes_of,
    home,
    in_town,
    influence,
    locations,
    value,
)
from games.engines.doomtown.turns import order_from
from games.engines.doomtown.zones import (
    add_bounty,
    boot,
    draw_card,
    draw_into,
    leave_play,
    pay,
    pull_suit,
    unique_blocked,
)

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

# ---- shootout plays ----------------------------------------------------------------------------


@action("Calling the Cavalry", SHOOTOUT, targets=my_posse)
def calling_the_cavalry(u: Use, dude: int) -> None:
    """most Horses in a posse gain +1 rank this round; your dude becomes a stud"""
    fight = current(u.state)
    fight["cavalry"] = fight["round"]
    effects.add(u.state, "bullet_type", dude, until="shootout", set_to="stud")


def _thirsty(u: Use) -> list[list[Any]]:
    dudes = [dude for dude in my_posse(u) if influence(u.state, dude) >= 1]
    return [[dude, bonus] for dude in dudes for bonus in ("stud", "bullets", "both")]


@action("Thirst for Blood", SHOOTOUT, targets=_thirsty)
def thirst_for_blood(u: Use, target: list[Any]) -> None:
    """your dude with influence: a stud or +2 bullets (1 more bounty: both); -1 influence until after Sundown"""
    dude, bonus = target
    if bonus == "both":
        add_bounty(u.state, dude)
    if bonus != "bullets":
        effects.add(u.state, "bullet_type", dude, until="shootout", set_to="stud")
    if bonus != "stud":
        effects.add(u.state, "bullets", dude, 2, until="shootout")
    effects.add(u.state, "influence", dude, -1, until="turn")  # "turn" effects end at Nightfall, after Sundown


@action("Faster on the Draw", SHOOTOUT, targets=lambda u: pairs(my_posse(u), their_posse(u)))
def faster_on_the_draw(u: Use, target: list[int]) -> None:
    """your dude +1 bullets (a Deputy becomes a stud), an opposing dude -2 bullets"""
    mine, theirs = target
    effects.add(u.state, "bullets", mine, 1, until="shootout")
    if has_keyword(u.state, mine, "Deputy"):
        effects.add(u.state, "bullet_type", mine, until="shootout", set_to="stud")
    effects.add(u.state, "bullets", theirs, -2, until="shootout")


def _sun_targets(u: Use) -> list[list[int | str]]:
    modes = ["bullets", "draw"] + (["both"] if u.state.stash[u.seat] >= 1 else [])
    return [[dude, mode] for dude in fighters(u) for mode in modes]


@action("Sun in Yer Eyes", SHOOTOUT, targets=_sun_targets)
def sun_in_yer_eyes(u: Use, target: list[Any]) -> None:
    """a dude gets -2 bullets, or becomes a draw, or both for 1 GR"""
    dude, mode = target
    if mode == "both":
        u.pay(1)
    if mode in ("bullets", "both"):
        effects.add(u.state, "bullets", dude, -2, until="shootout")
    if mode in ("draw", "both"):
        effects.add(u.state, "bullet_type", dude, until="shootout", set_to="draw")


@action("The Stakes Just Rose", SHOOTOUT, targets=my_posse)
def the_stakes_just_rose(u: Use, dude: int) -> None:
    """your dude in the posse becomes a stud"""
    effects.add(u.state, "bullet_type", dude, until="shootout", set_to="stud")


def _unbooted_mine(u: Use) -> list[int]:
    return [dude for dude in my_posse(u) if not u.state.booted[dude]]


@action("Make 'Em Sweat", SHOOTOUT, targets=lambda u: pairs(_unbooted_mine(u), fighters(u)))
def make_em_sweat(u: Use, target: list[int]) -> None:
    """boot your dude: another dude loses that many bullets, and boots at 0"""
    mine, other = target
    u.state.booted[mine] = 1
    effects.add(u.state, "bullets", other, -bullets(u.state, mine), until="shootout")
    if bullets(u.state, other) <= 0:
        move_or_boot(u.state, u.seat, other, boot=True)


@action("Pistol Whip", SHOOTOUT, targets=lambda u: pairs(_unbooted_mine(u), their_posse(u)), does=("home",))
def pistol_whip(u: Use, target: list[int]) -> None:
    """boot your dude to send an opposing dude home booted; yours gets -1 bullets"""
    mine, other = target
    u.state.booted[mine] = 1
    effects.add(u.state, "bullets", mine, -1, until="shootout")
    send_home(u.state, u.seat, other)


@action("Nightmare at Noon", SHOOTOUT, targets=lambda u: [u.my_side(), u.their_side()], names_cards=False)
def nightmare_at_noon(u: Use, side: int) -> None:
    """each dude of one posse -1 bullets; dudes with 0 or 1 bullets become draws"""
    fight = current(u.state)
    for dude in fight["posse"][side]:
        effects.add(u.state, "bullets", dude, -1, until="shootout")
    for posse in fight["posse"]:
        for dude in posse:
            if bullets(u.state, dude) <= 1:
                effects.add(u.state, "bullet_type", dude, until="shootout", set_to="draw")


# ---- resolutions -------------------------------------------------------------------------------


def _roses_suits(u: Use) -> list[list[str]]:
    codes = draw_codes(u)
    return stronger_first(codes, suit_changes(codes)) if len(codes) >= 5 else []


def _roses_cards(u: Use) -> list[list[str]]:
    codes = draw_codes(u)
    if len(codes) < 5:
        return []
    shown = best_hand_codes(codes)
    holds = not shown.cheatin and shown.rank in (STRAIGHT, FLUSH, STRAIGHT_FLUSH)  # then +2 alone is worth a play
    options = straight_and_flush_changes(codes) + (suit_changes(codes) if holds else [])
    return stronger_first(codes, options, keep=holds)


@action("Comin' Up Roses", RESOLUTION, targets=_roses_suits)
def comin_up_roses(u: Use, changes: list[str]) -> None:
    """a card of your draw hand with no duplicate value changes suit"""
    apply_changes(u, changes)


@action("Comin' Up Roses", CHEATIN, targets=_roses_cards)
def comin_up_roses_cheatin(u: Use, changes: list[str]) -> None:
    """one or two cards of your draw hand change suit and value; +2 rank while your hand is a legal straight or flush"""
    apply_changes(u, changes)
    rank_while_straight_or_flush(current(u.state), u.fighting_side())


def _outgunned(u: Use) -> bool:
    fight = current(u.state)
    shooter = fight["shooter"][u.fighting_side()]
    mine = sum(bullets(u.state, d) for d in my_posse(u))
    theirs = sum(bullets(u.state, d) for d in u.their_posse())
    return shooter is not None and shooter in my_posse(u) and not u.state.booted[shooter] and mine > theirs


@action("Outgunned", RESOLUTION, when=_outgunned)
def outgunned(u: Use, _: None) -> None:
    """more total bullets: boot your shooter for +2 hand rank"""
    fight = current(u.state)
    u.state.booted[fight["shooter"][u.fighting_side()]] = 1
    raise_rank(fight, u.fighting_side(), 2)


@action("It's Not What You Know...", RESOLUTION, targets=lambda u: [u.my_side(), u.their_side()], names_cards=False)
def its_not_what_you_know(u: Use, side: int) -> None:
    """a player's hand rank -1"""
    raise_rank(current(u.state), side, -1)


@action("It's Not What You Know...", CHEATIN)
def its_not_what_you_know_cheatin(u: Use, _: None) -> None:
    """the cheater's hand rank -4"""
    raise_rank(current(u.state), u.extra["cheater"], -4)


@action("Ricochet", CHEATIN)
def ricochet(u: Use, _: None) -> None:
    """the cheater discards their shooter; with a legal hand you take no casualties and draw"""
    fight = current(u.state)
    shooter = fight["shooter"][u.extra["cheater"]]
    if shooter is not None and any(shooter in posse for posse in fight["posse"]):
        _discard_from_fight(u, shooter)
    if my_hand_legal(u):
        spare_casualties(fight, u.fighting_side())
        _draw(u)


def _discard_from_fight(u: Use, dude: int) -> None:
    remove_from_fight(u.state, dude, ace=False, collector=u.seat)


def _draw(u: Use, count: int = 1) -> None:
    for _ in range(count):
        card = draw_card(u.state, u.seat)
        if card is not None:
            u.state.hand[u.seat].append(card)


@action("Coachwhip!", CHEATIN, at_gamblin=True)
def coachwhip(u: Use, _: None) -> None:
    """the cheater aces one of their dudes (at Gamblin': boots one; you choose it if your hand is legal)"""
    cheater, shootout = u.extra["cheater"], u.fight is not None
    options = [d for d in u.all_dudes() if controller(u.state, d) == cheater and (shootout or not u.state.booted[d])]
    chooser = u.seat if my_hand_legal(u) else cheater
    ask(u.state, chooser, "coachwhip", options, verb="Ace" if shootout else "Boot", by=u.seat, shootout=shootout)


@picker("coachwhip")
def _coachwhip_ace(state: DoomtownState, frame: Frame, dude: int) -> None:
    if not frame.get("shootout", True):  # Gamblin': the dude boots
        move_or_boot(state, frame["by"], dude, boot=True)
        return
    remove_from_fight(state, dude, ace=True, collector=frame["by"])


# ---- noon --------------------------------------------------------------------------------------


@action("No Turning Back", NOON, targets=lambda u: u.my_dudes())
def no_turning_back_for_rock(u: Use, dude: int) -> None:
    """ace your dude to gain its cost in ghost rock"""
    u.gain(u.state.table[dude].num("cost"))
    remove_from_fight(u.state, dude, ace=True)


def _no_turning_back_targets(u: Use) -> list[list[int]]:
    return pairs(u.my_dudes(), my_posse(u))


@action("No Turning Back", RESOLUTION, targets=_no_turning_back_targets)
def no_turning_back(u: Use, target: list[int]) -> None:
    """ace your dude: no casualties for you this round, your dude +2 bullets and a stud, and none of yours flee"""
    aced, dude = target
    remove_from_fight(u.state, aced, ace=True)
    fight = current(u.state)
    spare_casualties(fight, u.fighting_side())
    stand_fast(fight, u.seat)
    effects.add(u.state, "bullets", dude, 2, until="shootout")
    effects.add(u.state, "bullet_type", dude, until="shootout", set_to="stud")


def _horse_riders(u: Use) -> list[list[int]]:
    found = []
    for dude in u.my_dudes():
        for item in u.state.play[u.seat]:
            if u.state.attached_to[item] == dude and u.state.table[item].has("Horse") and not u.state.booted[item]:
                where = u.state.at[dude]
                found += [
                    [item, other]
                    for other in u.all_dudes()
                    if other != dude and u.state.at[other] == where and not has_keyword_item(u, other, "Horse")
                ]
    return found


@action("Ridden Down", NOON, targets=_horse_riders, does=("home",))
def ridden_down(u: Use, target: list[int]) -> None:
    """boot your Horse to send a dude without a Horse there home booted"""
    horse, dude = target
    u.state.booted[horse] = 1
    send_home(u.state, u.seat, dude)


@action("Hiding in the Shadows", NOON, targets=lambda u: u.my_dudes())
def hiding_in_the_shadows(u: Use, dude: int) -> None:
    """other players' shootout abilities cannot target your dude this turn"""
    effects.add(u.state, "shadows", dude, until="turn")


def _jobs(u: Use, marks: list[int]) -> list[list[int]]:
    leaders = [d for d in u.my_dudes() if not u.state.booted[d]]
    return pairs(leaders, marks)


@action("Ambush", JOB, targets=lambda u: _jobs(u, u.opposing_dudes()))
def ambush(u: Use, target: list[int]) -> None:
    """job on an opposing dude (leader boots): an unwanted mark puts bounty on the posse; success aces the mark"""
    leader, mark = target
    start_job(u.state, u.seat, leader, mark, boot_leader=True, then="ambush")
    u.state.stack[-1]["wanted_marks"] = [d for d in u.opposing_dudes() if u.state.bounty[d] > 0]  # as announced


@job_end("ambush")
def _ambush_end(state: DoomtownState, frame: Frame, succeeded: bool) -> None:
    if frame["mark"] not in frame["wanted_marks"]:
        for dude in frame.get("leader_posse", []):
            if any(dude in seat_cards for seat_cards in state.play):
                add_bounty(state, dude)
    mark = frame["mark"]
    if succeeded and any(mark in seat_cards for seat_cards in state.play):
        lose_dude(state, mark, ace=True, collector=frame["leader_seat"])


def _bounty_marks(u: Use) -> list[int]:
    return [d for d in u.opposing_dudes() if wanted(u, d)]


@action("Too Much Attention", NOON, targets=_bounty_marks, does=("boot",))
def too_much_attention(u: Use, dude: int) -> None:
    """boot a wanted dude"""
    move_or_boot(u.state, u.seat, dude, boot=True)


def _worth_control(u: Use) -> list[int]:
    return [c for seat in u.state.play for c in seat if control_points_of_card(u.state, c) > 0]


@action("Too Much Attention", NOON, targets=_worth_control, does=("boot",))
def too_much_attention_control(u: Use, card: int) -> None:
    """boot a card worth control points"""
    boot(u.state, card)


@action("Bottom Dealin'", CHEATIN)
def bottom_dealin(u: Use, _: None) -> None:
    """the cheater's hand is replaced by the top five cards of your deck"""
    replace_draw_hand(u.state, u.extra["cheater"], u.seat)


def replace_draw_hand(state: DoomtownState, cheater: int, deck_seat: int) -> bool | None:
    """The cheater's shown hand becomes the top five cards of ``deck_seat``'s deck (then discarded
    there): whether the new hand is cheatin' (None: fewer than five cards, no hand)."""
    cards: list[int] = []
    draw_into(state, deck_seat, cards, 5)
    state.discard[deck_seat].extend(cards)
    fight = current(state)
    if "hand_cards" in fight:
        fight["hand_cards"][cheater] = list(cards)
    if len(cards) < 5:
        fight["hands"][cheater], fight["hand_keys"][cheater] = None, -1
        return None
    result = best_hand_codes([state.table[card].poker for card in cards])
    fight["hands"][cheater], fight["hand_keys"][cheater] = result.to_json(), result.key
    fight["cheatin"][cheater] = result.cheatin
    return result.cheatin


def _lepus_targets(u: Use) -> list[list[Any]]:
    if u.fight is None:  # Gamblin': dudes of yours or the cheater's away from home; no booting
        seats = (u.seat, u.extra["cheater"])
        dudes = [
            d
            for d in u.all_dudes()
            if u.state.table[d].owner in seats and u.state.at[d] != home(u.state, u.state.table[d].owner)
        ]
        hows: tuple[str, ...] = ("stay",)
    else:
        fight = current(u.state)
        sides = {u.my_side(), *(seat for seat in (fight["leader_seat"], fight["mark_seat"]) if fight["cheatin"][seat])}
        dudes = [d for seat, posse in enumerate(fight["posse"]) if fight["side"][seat] in sides for d in posse]
        hows = ("boot", "stay")
    most = 3 if my_hand_legal(u) else 2
    groups = [list(group) for size in range(1, most + 1) for group in combinations(dudes, size)]
    return [[how, *group] for group in groups for how in hows]


@action("Flight of the Lepus", CHEATIN, targets=_lepus_targets, at_gamblin=True)
def flight_of_the_lepus(u: Use, target: list[Any]) -> None:
    """up to two of your or the cheater's dudes (three with a legal hand) go home, booted or not (at Gamblin': not)"""
    how, *dudes = target
    for dude in dudes:
        if u.fight is None:  # Gamblin': a move home, no boot
            move_or_boot(u.state, u.seat, dude, to=home(u.state, u.state.table[dude].owner))
        else:
            send_home(u.state, u.seat, dude, boot=how == "boot", play=False)


def _point_blank_shooters(u: Use) -> list[int]:
    return [
        d
        for d in my_posse(u)
        if not u.state.booted[d] and not u.state.table[d].card.token and bullet_type(u.state, d) == "stud"
        and any(bullets(u.state, other) < bullets(u.state, d) for other in u.their_posse())
    ]  # fmt: skip


@action("Point Blank", RESOLUTION, targets=_point_blank_shooters)
def point_blank(u: Use, dude: int) -> None:
    """boot your stud: the opponent aces a dude of theirs with fewer bullets"""
    u.state.booted[dude] = 1
    limit = bullets(u.state, dude)
    victims = [d for d in u.their_posse() if bullets(u.state, d) < limit]
    ask(u.state, u.opposing_side(), "point_blank", victims, verb="Ace", by=u.seat)


@picker("point_blank")
def _point_blank_ace(state: DoomtownState, frame: Frame, dude: int) -> None:
    _coachwhip_ace(state, frame, dude)


def _boss_leaders(u: Use) -> list[list[Any]]:
    leaders = [d for d in u.my_dudes() if not u.state.booted[d]]
    return [[leader, choice] for leader in leaders for choice in ("keep the card", "ace the card")]


@action("Meet the New Boss", JOB, targets=_boss_leaders)
def meet_the_new_boss(u: Use, target: list[Any]) -> None:
    """job on the town square: the leader gains a lasting control point (acing the card: +1 influence too)"""
    leader, choice = target
    start_job(u.state, u.seat, leader, TOWN_SQUARE, then="new_boss")
    u.state.stack[-1]["card"] = u.card
    u.state.stack[-1]["ace_card"] = choice == "ace the card"


@job_end("new_boss")
def _new_boss_end(state: DoomtownState, frame: Frame, succeeded: bool) -> None:
    leader = frame["leader_dude"]
    if not succeeded or not any(leader in cards for cards in state.play):
        return
    effects.add(state, "control", leader, 1, until="play")
    card, seat = frame["card"], frame["leader_seat"]
    if frame["ace_card"] and card in state.discard[seat]:
        state.discard[seat].remove(card)
        state.boot_hill[seat].append(card)
        effects.add(state, "influence", leader, 1, until="play")


def _inquirers(u: Use) -> list[int]:
    return [d for d in u.my_dudes() if not u.state.booted[d] and u.state.at[d] != home(u.state, u.seat)]


@action("Polite Inquiries", NOON, targets=_inquirers)
def polite_inquiries(u: Use, dude: int) -> None:
    """boot your dude away from home: draw up to its bullets (at most 4), discard as many, draw one"""
    u.state.booted[dude] = 1
    count = min(4, bullets(u.state, dude))
    _draw(u, count)
    ask_discards(u.state, u.seat, count, "draw_one")


def _shortcut_moves(u: Use) -> list[list[int]]:
    ready = [d for d in u.my_dudes() if not u.state.booted[d]]
    places = [*locations(u.state), home(u.state, u.seat)]
    return [[d, p] for d in ready for p in places if p != u.state.at[d]]


@action("Shortcut", NOON, targets=_shortcut_moves)
def shortcut(u: Use, target: list[int]) -> None:
    """move your unbooted dude to another location (its react: joining a posse without booting)"""
    dude, place = target
    u.state.at[dude] = place


@action("Belligerence", NOON, targets=lambda u: [d for d in u.all_dudes() if u.state.bounty[d] > 0])
def belligerence(u: Use, dude: int) -> None:
    """a wanted dude gets +1 bullets and +1 influence until Noon next turn"""
    effects.add(u.state, "bullets", dude, 1, until="noon")
    effects.add(u.state, "influence", dude, 1, until="noon")


@action("Belligerence", NOON, cost=1, targets=lambda u: [d for d in u.all_dudes() if u.state.booted[d]])
def belligerence_unboots(u: Use, dude: int) -> None:
    """pay 1 GR: a dude gains 1 bounty to unboot"""
    add_bounty(u.state, dude)
    u.state.booted[dude] = 0


@action("Trick Shooting", SHOOTOUT, targets=my_posse)
def trick_shooting(u: Use, dude: int) -> None:
    """your dude +1 bullets; a red pull lets you take one of the top cards (as many as its bullets)"""
    effects.add(u.state, "bullets", dude, 1, until="shootout")
    _, suit = pull_suit(u.state, u.seat, "hearts")
    if suit in ("hearts", "diamonds"):
        top = u.state.deck[u.seat][-bullets(u.state, dude) :] if bullets(u.state, dude) else []
        ask(u.state, u.seat, "trick_shooting", list(reversed(top)), verb="Take")


@picker("trick_shooting")
def _take_from_deck(state: DoomtownState, frame: Frame, card: int) -> None:
    state.deck[frame["seat"]].remove(card)
    state.hand[frame["seat"]].append(card)


# ---- Anarchists ----------------------------------------------------------------------------------


def _callouts(u: Use) -> list[list[int]]:
    found = []
    for mine in u.my_dudes():
        here = u.state.at[mine]
        if not u.state.booted[mine]:
            found += [
                [mine, mark]
                for mark in u.opposing_dudes()
                if u.state.at[mark] == here and here != home(u.state, u.state.table[mark].owner)
            ]
    return found


@action("...It's Who You Know", NOON, targets=_callouts)
def its_who_you_know(u: Use, target: list[int]) -> None:
    """your dude calls out an opposing dude there; if accepted it is a stud, and influence sets the draws"""
    mine, mark = target
    owner = u.state.table[mark].owner
    answer_due(u.state, {"kind": "answer", "seat": owner, "leader_seat": u.seat, "leader_dude": mine,
                         "mark_dude": mark, "on_accept": "who_you_know"})  # fmt: skip


@picker("who_you_know")
def _who_you_know_accepted(state: DoomtownState, frame: Frame, _: None) -> None:
    effects.add(state, "bullet_type", frame["leader_dude"], until="shootout", set_to="stud")
    current(state)["influence_draws"] = True


# Kung Fu Techniques (techniques.py): "this dude" is the performer.


def _still_in_play(u: Use, dude: int) -> bool:
    return any(dude in cards for cards in u.state.play)


def _outgunning(u: Use, foe: int) -> bool:
    return _still_in_play(u, foe) and bullets(u.state, performer(u)) > bullets(u.state, foe)


@technique("Zhu's Ferocity", targets=their_posse, combo=_outgunning)
def zhus_ferocity(u: Use, foe: int) -> None:
    """(Tao) this dude +1 bullets and +1 value, an opposing dude -1 bullets"""
    effects.add(u.state, "bullets", performer(u), 1, until="shootout")
    effects.add(u.state, "value", performer(u), 1, until="shootout")
    effects.add(u.state, "bullets", foe, -1, until="shootout")


def _outclassed(u: Use, dude: int) -> bool:
    return _still_in_play(u, dude) and value(u.state, dude) < value(u.state, performer(u))


@technique("Raking Dragons", targets=fighters, combo=_outclassed)
def raking_dragons(u: Use, dude: int) -> None:
    """(Tao) boot a dude, who gets -2 value"""
    effects.add(u.state, "value", dude, -2, until="shootout")
    move_or_boot(u.state, u.seat, dude, boot=True)


def _leap_choices(u: Use) -> list[str | None]:
    return ["unboot", "stay booted"] if u.state.booted[performer(u)] else [None]


@technique(
    "Rabbit's Lunar Leap",
    brings=True,
    targets=_leap_choices,
    combo=lambda u, _: len(u.their_posse()) > len(u.my_posse()),
)
def rabbits_lunar_leap(u: Use, choice: str | None) -> None:
    """(Tao) this dude joins your posse; you may unboot it"""
    dude = performer(u)
    if not u.in_fight(dude) and not no_joiners(u.state):  # Scoop Hound keeps the posses as they are
        join_posse(u.state, current(u.state), u.seat, dude)
    if choice == "unboot":
        u.state.booted[dude] = 0


def _deception_targets(u: Use) -> list[int | None]:
    return [None] if u.state.booted[performer(u)] else [None, *their_posse(u)]


@technique("Rabbit's Deception", targets=_deception_targets,
           combo=lambda u, _: any(bullet_type(u.state, dude) == "stud" for dude in u.their_posse()))  # fmt: skip
def rabbits_deception(u: Use, foe: int | None) -> None:
    """(Tao) this dude goes home booted; unbooted, it may send an opposing dude home booted too"""
    send_home_from_fight(u.state, performer(u))
    if foe is not None and u.in_fight(foe):
        send_home(u.state, u.seat, foe)


@technique("Crushing Inevitability", boot=True, targets=their_posse)
def crushing_inevitability(u: Use, foe: int) -> None:
    """(Tao, boot this dude) a booted opposing dude adds nothing to draw hands; lower value: the first casualty"""
    if u.state.booted[foe]:
        effects.add(u.state, "sits_out", foe, until="round", set_to=current(u.state)["round"])
    if value(u.state, foe) < value(u.state, performer(u)):
        effects.add(u.state, "pinned", foe, until="round", set_to=True)


def _posse_influence(u: Use, posse: list[int]) -> int:
    return sum(influence(u.state, dude) for dude in posse)


@technique(
    "Great Sage Matching Heaven",
    combo=lambda u, _: _posse_influence(u, u.their_posse()) < _posse_influence(u, u.my_posse()),
)
def great_sage_matching_heaven(u: Use, _: None) -> None:
    """(Tao) this dude +1 influence and becomes Harrowed"""
    effects.add(u.state, "influence", performer(u), 1, until="shootout")
    effects.add(u.state, "harrowed", performer(u), until="shootout", set_to=True)


@technique("Two Hundred Fifty Rounds", combo=lambda u, _: controls(u.state, u.seat, current(u.state)["location"]))
def two_hundred_fifty_rounds(u: Use, _: None) -> None:
    """(Tao) your casualties this round are one fewer"""
    reduce_casualties(u.state, current(u.state), u.fighting_side(), 1)


def _snare_targets(u: Use) -> list[list[int]]:
    found = []
    for foe in their_posse(u):
        items = [item for item in attachments(u.state, foe) if not u.state.booted[item]]
        found += [[foe, *group] for size in range(3) for group in combinations(items, size)]
    return found


@technique("Rabbit's Sweeping Snare", targets=_snare_targets)
def rabbits_sweeping_snare(u: Use, target: list[int]) -> None:
    """(Tao) an opposing dude becomes a draw; outnumbered, boot up to two of its attachments"""
    foe, *items = target
    effects.add(u.state, "bullet_type", foe, until="shootout", set_to="draw")
    if len(u.my_posse()) < len(u.their_posse()):
        for item in items:
            if u.state.attached_to[item] == foe:
                boot(u.state, item)


# ---- Law Dogs and Outlaws ------------------------------------------------------------------------


@action("Pinned Down", SHOOTOUT, targets=fighters)
def pinned_down(u: Use, dude: int) -> None:
    """a dude must be its side's first casualty, and gets -3 bullets while a shooter"""
    effects.add(u.state, "pinned", dude, until="shootout", set_to=True)
    effects.add(u.state, "bullets", dude, -3, until="shootout", while_shooter=True)


def _hurt_targets(u: Use) -> list[list[int]]:
    hand = (current(u.state).get("hand_cards") or [[]] * u.state.players)[u.opposing_side()]
    return [list(group) for size in (1, 2) for group in combinations(hand, size)]


@action("This'll Hurt in the Morning'", CHEATIN, targets=_hurt_targets)
def thisll_hurt_in_the_morning(u: Use, cards: list[int]) -> None:
    """replace one or two cards of the cheater's hand from their deck; a legal hand: they pay 1 GR or ace each"""
    cheater, fight = u.extra["cheater"], current(u.state)
    hand = fight["hand_cards"][cheater]
    for card in cards:
        hand.remove(card)
        drawn = draw_card(u.state, cheater)
        if drawn is not None:
            hand.append(drawn)
            (u.state.boot_hill if u.state.table[drawn].type == "joker" else u.state.discard)[cheater].append(drawn)
    result = best_hand_codes([u.state.table[card].poker for card in hand]) if len(hand) == 5 else None
    fight["hands"][cheater] = result.to_json() if result else None
    fight["hand_keys"][cheater] = result.key if result else -1
    fight["cheatin"][cheater] = bool(result and result.cheatin)
    if my_hand_legal(u):
        _pay_or_ace(u.state, cheater, cards, u.seat)


def _pay_or_ace(state: DoomtownState, seat: int, cards: list[int], by: int) -> None:
    if not cards:
        return
    card = cards[0]
    options = (["pay"] if state.stash[seat] >= 1 else []) + ["ace"]
    texts = {"pay": f"Pay 1 GR to keep {state.table[card].name}", "ace": f"Ace {state.table[card].name}"}
    ask(state, seat, "hurt", options, texts=texts, cards=cards, by=by)


@picker("hurt")
def _hurt_choice(state: DoomtownState, frame: Frame, choice: str) -> None:
    seat, (card, *rest) = frame["seat"], frame["cards"]
    if choice == "pay":
        state.stash[seat] -= 1
        state.stash[frame["by"]] += 1
    else:  # wherever the discarded card is now (a rebuilt deck may hold it)
        for zone in (open_discard(state, seat), state.deck[seat]):
            if card in zone:
                zone.remove(card)
                state.boot_hill[seat].append(card)
    _pay_or_ace(state, seat, rest, frame["by"])


@action("Kidnappin'", JOB, targets=lambda u: _jobs(u, u.opposing_dudes()))
def kidnappin(u: Use, target: list[int]) -> None:
    """job (leader boots) on an opposing dude: more bullets than the mark, 1 bounty each; success discards it"""
    leader, mark = target
    start_job(u.state, u.seat, leader, mark, boot_leader=True, then="kidnappin")
    u.state.stack[-1]["fight_rules"] = {"bounty_joiners": True, "posse_bullets_over": mark}
    add_bounty(u.state, leader)


@job_end("kidnappin")
def _kidnappin_end(state: DoomtownState, frame: Frame, succeeded: bool) -> None:
    mark = frame["mark"]
    if succeeded and any(mark in cards for cards in state.play):
        leave_play(state, mark, ace=False, collector=frame["leader_seat"])


def _mugging_targets(u: Use) -> list[list[int]]:
    found = []
    for leader, mark in _jobs(u, u.opposing_dudes()):
        items = [i for i in attachments(u.state, mark) if not u.state.booted[i]]
        found += [[leader, mark, *group] for size in (0, 1, 2) for group in combinations(items, size)]
    return found


@action("Mugging", JOB, targets=_mugging_targets)
def mugging(u: Use, target: list[int]) -> None:
    """job on an opposing dude, boot up to two of its cards: success sends it home booted, may ace two booted cards"""
    leader, mark, *items = target
    for item in items:
        boot(u.state, item)
    start_job(u.state, u.seat, leader, mark, then="mugging")


@job_end("mugging")
def _mugging_end(state: DoomtownState, frame: Frame, succeeded: bool) -> None:
    mark = frame["mark"]
    if succeeded and any(mark in cards for cards in state.play):
        send_home(state, frame["leader_seat"], mark)
        _ace_booted(state, frame["leader_seat"], mark, 2)


def _ace_booted(state: DoomtownState, seat: int, mark: int, left: int) -> None:
    booted = [item for item in attachments(state, mark) if state.booted[item]]
    if left > 0 and booted:
        texts = {"done": "Ace nothing more"}
        ask(state, seat, "mugging", [*booted, "done"], verb="Ace", texts=texts, mark=mark, left=left)


@picker("mugging")
def _mugging_ace(state: DoomtownState, frame: Frame, choice: int | str) -> None:
    if isinstance(choice, int):  # a dude, not "done"
        leave_play(state, choice, ace=True)
        _ace_booted(state, frame["seat"], frame["mark"], frame["left"] - 1)


def _hanging_marks(u: Use) -> list[int]:
    return [d for d in u.opposing_dudes() if u.state.bounty[d] >= 2]


@action("Ol' Fashioned Hangin'", JOB, targets=lambda u: _jobs(u, _hanging_marks(u)))
def ol_fashioned_hangin(u: Use, target: list[int]) -> None:
    """job on an opposing dude with 2 bounty or more: success aces the mark, the leader gains a control point"""
    leader, mark = target
    start_job(u.state, u.seat, leader, mark, then="hangin")


@job_end("hangin")
def _hangin_end(state: DoomtownState, frame: Frame, succeeded: bool) -> None:
    mark, leader = frame["mark"], frame["leader_dude"]
    if not succeeded:
        return
    if any(mark in cards for cards in state.play):
        lose_dude(state, mark, ace=True, collector=frame["leader_seat"])
    if any(leader in cards for cards in state.play):
        effects.add(state, "control", leader, 1, until="play")


def _in_town_deeds(u: Use) -> list[int]:
    return [place for place in in_town_locations(u.state) if place >= 0 and u.state.table[place].type == "deed"]


@action("Establishin' Who's in Charge", JOB, targets=lambda u: _jobs(u, _in_town_deeds(u)))
def establishin_whos_in_charge(u: Use, target: list[int]) -> None:
    """job on an in-town deed: success gives the deed a permanent control point"""
    leader, deed = target
    start_job(u.state, u.seat, leader, deed, then="in_charge")


@job_end("in_charge")
def _in_charge_end(state: DoomtownState, frame: Frame, succeeded: bool) -> None:
    deed = frame["mark"]
    if succeeded and any(deed in cards for cards in state.play):
        effects.add(state, "control", deed, 1, until="play")


@action("Make the Smart Choice", SHOOTOUT, targets=fighters)
def make_the_smart_choice(u: Use, dude: int) -> None:
    """a dude loses bullets equal to its influence; its controller may send it home booted"""
    effects.add(u.state, "bullets", dude, -influence(u.state, dude), until="shootout")
    name = u.state.table[dude].name
    texts = {"home": f"Send {name} home booted", "stay": f"{name} stays in the shootout"}
    ask(u.state, u.state.table[dude].owner, "smart_choice", ["home", "stay"], texts=texts, dude=dude)


@picker("smart_choice")
def _smart_choice(state: DoomtownState, frame: Frame, choice: str) -> None:
    if choice == "home":
        send_home_from_fight(state, frame["dude"])


# ---- Entrepreneurs -------------------------------------------------------------------------------


def _exhibitions(u: Use) -> list[list[int]]:
    leaders = [dude for dude in inventors(u.state, u.seat) if may_invent(u.state, dude)]
    return pairs(leaders, in_town_locations(u.state))


@action("Technological Exhibition", JOB, targets=_exhibitions)
def technological_exhibition(u: Use, target: list[int]) -> None:
    """job on an in-town location led by a Mad Scientist: success invents a Gadget for 5 less, 5 easier"""
    leader, mark = target
    start_job(u.state, u.seat, leader, mark, then="exhibition")


@job_end("exhibition")
def _exhibition_end(state: DoomtownState, frame: Frame, succeeded: bool) -> None:
    if succeeded and any(frame["leader_dude"] in cards for cards in state.play):
        texts = {"nothing": "No Gadget to invent"}
        ask_live(state, frame["leader_seat"], "exhibition", verb="Invent", texts=texts, **_job_of(frame))


def _job_of(frame: Frame) -> dict[str, int]:
    return {"leader": frame["leader_dude"], "mark": frame["mark"]}


@live_options("exhibition")
def _exhibits(state: DoomtownState, frame: Frame) -> list[Any]:
    """Gadget goods and dudes in the hand or discard pile the stash pays for, 5 GR less."""
    seat = frame["seat"]
    found = [
        card
        for card in sorted({*state.hand[seat], *open_discard(state, seat)})
        if state.table[card].type in ("goods", "dude")
        and is_gadget(state, card)
        and not unique_blocked(state, seat, card)
        and max(0, play_cost(state, seat, card, None) - 5) <= state.stash[seat]
    ]
    return found or ["nothing"]


@picker("exhibition")
def _exhibition_invents(state: DoomtownState, frame: Frame, gadget: Any) -> None:
    seat, leader = frame["seat"], frame["leader"]
    if gadget == "nothing":
        return
    cost = max(0, play_cost(state, seat, gadget, None) - 5)
    (state.hand if gadget in state.hand[seat] else state.discard)[seat].remove(gadget)
    pay(state, seat, cost)
    invent(state, seat, leader, gadget, leader, easier=5, then="exhibition_invented",
           data={"mark": frame["mark"], "gadget": gadget})  # fmt: skip


@after_check("exhibition_invented")
def _exhibition_invented(state: DoomtownState, job: dict[str, Any], margin: int) -> None:
    """Invented in the town square: the Gadget gets a permanent control point."""
    if margin >= 0 and job["mark"] == TOWN_SQUARE:
        effects.add(state, "control", job["gadget"], 1, until="play")


# ---- Fearmongers ---------------------------------------------------------------------------------


# ---- First Peoples -------------------------------------------------------------------------------


@action("Recruitment Drive", JOB, targets=lambda u: [d for d in u.my_dudes() if not u.state.booted[d]])
def recruitment_drive(u: Use, leader: int) -> None:
    """job on the town square: success puts a dude or deed from your discard pile into play, 5 GR less"""
    start_job(u.state, u.seat, leader, TOWN_SQUARE, then="recruitment_drive")


@job_end("recruitment_drive")
def _recruitment_drive_end(state: DoomtownState, frame: Frame, succeeded: bool) -> None:
    if succeeded:
        offer_dude_or_deed(state, frame["leader_seat"], less=5)


def _their_dudes_in_town(state: DoomtownState, seat: int) -> list[int]:
    return [d for d in dudes_of(state, seat) if in_town(state, state.at[d])]


@action("Election Day Slaughter", JOB, targets=lambda u: [d for d in u.my_dudes() if not u.state.booted[d]])
def election_day_slaughter(u: Use, leader: int) -> None:
    """job on the town square (the leader boots): the others may unboot a dude in town; success makes each ace one"""
    start_job(u.state, u.seat, leader, TOWN_SQUARE, boot_leader=True, then="slaughter")
    for seat in reversed(order_from(u.state, u.seat)[1:]):  # the next player decides first
        booted = [d for d in _their_dudes_in_town(u.state, seat) if u.state.booted[d]]
        texts = {"none": "Unboot none of your dudes"}
        ask(u.state, seat, "unboot", [*booted, "none"] if booted else [], verb="Unboot", texts=texts)


@picker("unboot")
def _unboot_one(state: DoomtownState, frame: Frame, choice: Any) -> None:
    if choice != "none":
        state.booted[choice] = 0


@job_end("slaughter")
def _slaughter_end(state: DoomtownState, frame: Frame, succeeded: bool) -> None:
    if not succeeded:
        return
    for seat in reversed(order_from(state, frame["leader_seat"])[1:]):
        ask(state, seat, "ace_own", _their_dudes_in_town(state, seat), verb="Ace")


@picker("ace_own")
def _ace_own(state: DoomtownState, frame: Frame, dude: int) -> None:
    lose_dude(state, dude, ace=True)


@action("Unprepared", SHOOTOUT, targets=fighters)
def unprepared(u: Use, dude: int) -> None:
    """boot a dude in the shootout: -1 bullets, and they cannot use their abilities"""
    effects.add(u.state, "bullets", dude, -1, until="shootout")
    effects.add(u.state, "no_abilities", dude, until="shootout")
    move_or_boot(u.state, u.seat, dude, boot=True)


def _attached_groups(u: Use) -> list[list[int]]:
    found = []
    for dude in fighters(u):
        items = attachments(u.state, dude)
        found += [[dude, *group] for size in (1, 2) for group in combinations(items, size)]
    return found


@action("Unprepared", SHOOTOUT, targets=_attached_groups)
def unprepared_attachments(u: Use, target: list[int]) -> None:
    """boot up to 2 cards on a dude in the shootout: they lose their traits, abilities and bullet bonuses"""
    _, *items = target
    for item in items:
        boot(u.state, item)
        effects.add(u.state, "blank", item, until="shootout")  # no bullet bonus either (effects.adjust)


# ---- token dudes ---------------------------------------------------------------------------------


@action("Bounty Hunter", NOON, targets=_bounty_marks)
def bounty_hunter(u: Use, mark: int) -> None:
    """a Gunslinger token enters play at a wanted dude's location and calls them out; no refusing"""
    gunslinger = make_token(u.state, GUNSLINGER, u.seat, u.state.at[mark])
    call_out(u.state, u.seat, gunslinger, mark, must_accept=True)
