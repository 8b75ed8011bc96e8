"""Goods of the packs beyond the base set: their traits and abilities act through the dude carrying
them, as the base set's do (``goods.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.core import CHEATIN, JOB, NOON, RESOLUTION, SHOOTOUT, Use, ability, hook, trait
from games.engines.doomtown.abilities.hand_changes import apply_changes, draw_codes
from games.engines.doomtown.abilities.inventing import huckster_invents
from games.engines.doomtown.abilities.joining import JOINED_BY_EFFECT, join_posse, may_join
from games.engines.doomtown.abilities.keywords import has_keyword
from games.engines.doomtown.abilities.looking import look_at_random
from games.engines.doomtown.abilities.nightfall import STAYS_BOOTED
from games.engines.doomtown.abilities.react_choices import react_choosing
from games.engines.doomtown.abilities.reacts import CASUALTIES_DUE, JOB_SUCCEEDED, SKILL_PULLED, react
from games.engines.doomtown.abilities.restrictions import may_attach
from games.engines.doomtown.abilities.rounds import CASUALTIES, lock, pin, reduce_casualties
from games.engines.doomtown.abilities.skill_checks import after_suit, gadget_pull, pending_check
from games.engines.doomtown.abilities.targets import their_posse, value_against
from games.engines.doomtown.abilities.windows import ask, ask_discards, offer_card_trade, picker, trade_a_card
from games.engines.doomtown.abilities.would import lose_dude, move_or_boot, remove_from_fight, send_home
from games.engines.doomtown.cards import card_code
from games.engines.doomtown.control import controller
from games.engines.doomtown.fight import cheatin_round, current
from games.engines.doomtown.jobs import job_end, start_job
from games.engines.doomtown.poker import JOKER_CODE, SUIT_LETTERS, card_name
from games.engines.doomtown.town import (
    NOWHERE,
    adjacent,
    attachments,
    bullets,
    grit,
    home,
    in_town,
    influence,
    locations,
)
from games.engines.doomtown.zones import add_bounty, draw_card, leave_play

if TYPE_CHECKING:
    from games.engines.doomtown.frames import Frame
    from games.engines.doomtown.state import DoomtownState


def _carrier(state: DoomtownState, source: int) -> int:
    return state.attached_to[source]


@trait("The Father's Cross", stats=("Blessed",))
def the_fathers_cross(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """A Blessed dude carrying it: +1 Blessed."""
    if card == _carrier(state, source) and state.table[card].rating("Blessed") is not None:
        return amount + 1
    return amount


@trait("Rattler-Hide Coat", stats=("value", "control_strength"))
def rattler_hide_coat(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """+3 value; at a deed, the dude's bullets count for its control instead of influence."""
    if card != _carrier(state, source):
        return amount
    if stat == "value":
        return amount + 3
    return bullets(state, card)


@ability("Colt-Patterson Model '36", SHOOTOUT, boot=True)
def colt_patterson(u: Use, _: None) -> None:
    """this dude gets +2 bullets and is a stud"""
    effects.add(u.state, "bullets", u.dude, 2, until="shootout")
    effects.add(u.state, "bullet_type", u.dude, until="shootout", set_to="stud")


def _actualizer_free(u: Use) -> bool:
    return not any(e["stat"] == "used_this_round" and e["card"] == u.card for e in u.state.effects)


@ability("Kinetic Accretion Actualizer", SHOOTOUT, repeat=True, when=_actualizer_free)
def kinetic_accretion_actualizer(u: Use, _: None) -> None:
    """(once a round) it gives one more bullet until Sundown"""
    effects.add(u.state, "used_this_round", u.card, until="round", set_to=True)
    effects.add(u.state, "bullets", u.card, 1, until="turn")


@ability("Net Gun", SHOOTOUT, boot=True, targets=their_posse, skill=lambda u, dude: value_against(u, dude))
def net_gun(u: Use, dude: int) -> None:
    """Mad Scientist test against an opposing dude's value: discard the Net Gun, the dude becomes a draw"""
    leave_play(u.state, u.card, ace=False)
    effects.add(u.state, "bullet_type", dude, until="shootout", set_to="draw")


def _dudes_with_hands_here(u: Use) -> list[int]:
    here = u.state.at[u.dude]
    return [d for d in u.opposing_dudes() if u.state.at[d] == here and u.state.hand[u.state.table[d].owner]]


@ability("Forsaken Hound", RESOLUTION, boot=True, targets=their_posse)
def forsaken_hound(u: Use, dude: int) -> None:
    """this dude and an opposing dude cannot flee this round"""
    fight = current(u.state)
    for held in (u.dude, dude):
        pin(fight, held)


def _joined_against_me(u: Use, data: dict[str, Any]) -> bool:
    dude = data["dude"]
    return u.in_fight(u.dude) and u.in_fight(dude) and controller(u.state, dude) != u.seat


@react("Stone's Colt Dragoons", JOINED_BY_EFFECT, applies=_joined_against_me)
def stones_colt_dragoons(u: Use, data: dict[str, Any]) -> None:
    """an opposing dude joined this shootout by a card effect: boot them; they do not unboot at Sundown"""
    dude = data["dude"]
    move_or_boot(u.state, u.seat, dude, boot=True)
    effects.add(u.state, STAYS_BOOTED, dude, until="turn")


@trait("Bulletproof Vest", stats=("boots_to_join",))
def bulletproof_vest(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """Its dude may not boot to join a posse from an adjacent location."""
    return False if card == _carrier(state, source) else amount


@ability("Bulletproof Vest", RESOLUTION, boot=True, when=lambda u: bool(u.state.hand[u.seat]))
def bulletproof_vest_cover(u: Use, _: None) -> None:
    """discard a card from your hand: your posse takes 1 fewer casualty this round"""
    ask_discards(u.state, u.seat, 1, "vest_cover", side=u.fighting_side())


@picker("vest_cover")
def _vest_cover(state: DoomtownState, frame: dict[str, Any], _: None) -> None:
    reduce_casualties(state, current(state), frame["side"], 1)


def _rides_home_from_job(u: Use, data: dict[str, Any]) -> bool:
    return u.dude in data["posse"] and data["mark"] != home(u.state, u.seat)


@react("Quarter Horse", JOB_SUCCEEDED, applies=_rides_home_from_job)
def quarter_horse(u: Use, _: dict[str, Any]) -> None:
    """this dude's posse succeeded at a job that did not mark your home: this dude stays there
    instead of going home booted"""
    job = next(frame for frame in reversed(u.state.stack) if frame["kind"] == "job")
    job.setdefault("staying", []).append(u.dude)


def _escort_needed(u: Use, _: dict[str, Any]) -> bool:
    side = u.my_side()
    return side is not None and u.fight is not None and u.fight["casualties"][side] > 0 and may_join(u, u.dude)


@react("Cavalry Escort", CASUALTIES_DUE, applies=_escort_needed)
def cavalry_escort(u: Use, _: dict[str, Any]) -> None:
    """before your posse takes its casualties: this dude rides in (from wherever it is) and joins
    it booted; no react may raise casualties for the rest of the round"""
    fight = current(u.state)
    join_posse(u.state, fight, u.seat, u.dude)
    u.state.booted[u.dude] = 1
    lock(fight, CASUALTIES, ("react",), this_round=True, raising=True)


SCRATCH = card_code("Scratch")


def _scratch_hosts(u: Use) -> list[int]:
    here = u.state.at[u.dude]
    return [d for d in u.my_dudes() if adjacent(u.state, here, u.state.at[d]) and may_attach(u.state, u.card, d)]


def _scratch_runs(u: Use, dude: int) -> None:
    """move Scratch to your dude at an adjacent location"""
    u.state.attached_to[u.card] = dude


for _timing in (NOON, SHOOTOUT):
    ability("Scratch", _timing, boot=True, targets=_scratch_hosts)(_scratch_runs)


@hook("leaves_play", "Scratch")
def _scratch_discarded(state: DoomtownState, card: int) -> None:
    """Scratch discarded from play (not aced): its owner may discard a card to draw a card."""
    seat = state.table[card].owner
    if state.table[card].card.code == SCRATCH and card in state.discard[seat]:
        offer_card_trade(state, seat, "scratch_trade", "Scratch")


picker("scratch_trade")(trade_a_card)


def _needle_marks(u: Use) -> list[int]:
    """Opposing dudes here or next door, out of the shootout, whose player fights in it."""
    fight = u.fight
    if fight is None:
        return []
    here, theirs = u.state.at[u.dude], u.opposing_side()
    return [
        d
        for d in u.opposing_dudes()
        if not u.in_fight(d)
        and fight["side"][u.state.table[d].owner] == theirs
        and (u.state.at[d] == here or adjacent(u.state, here, u.state.at[d]))
    ]


@ability("Adler's Needle", SHOOTOUT, boot=True, targets=_needle_marks)
def adlers_needle(u: Use, dude: int) -> None:
    """an opposing dude nearby may join their posse; if not, this dude gains a permanent control
    point and, with more grit, that dude has -1 influence away from home until after Sundown"""
    texts = {"join": f"{u.state.table[dude].name} joins the posse", "stay": "Stay out of the shootout"}
    ask(u.state, u.state.table[dude].owner, "adlers_needle", ["join", "stay"], texts=texts, dude=dude, holder=u.dude)


@picker("adlers_needle")
def _needle_answered(state: DoomtownState, frame: Frame, choice: str) -> None:
    dude, holder = frame["dude"], frame["holder"]
    if choice == "join":
        join_posse(state, current(state), frame["seat"], dude)
        return
    effects.add(state, "control", holder, 1, until="play")
    if grit(state, holder) > grit(state, dude):
        effects.add(state, "influence", dude, -1, until="turn", while_="away")


@ability("Feathered Friend", NOON, boot=True, targets=_dudes_with_hands_here)
def feathered_friend(u: Use, dude: int) -> None:
    """look at a random card in the hand of an opposing dude's player here"""
    look_at_random(u.state, u.seat, u.state.table[dude].owner, 1)


def _opponent_holds(u: Use) -> bool:
    side = u.their_side()
    return side is not None and bool(u.state.hand[side])


@ability("Feathered Friend", SHOOTOUT, boot=True, when=_opponent_holds)
def feathered_friend_fight(u: Use, _: None) -> None:
    """look at a random card in your opponent's hand"""
    side = u.their_side()
    assert side is not None  # _opponent_holds
    look_at_random(u.state, u.seat, side, 1)


# ---- Jacc's Fail Safe, Iron Mole, Battered Banjo -----------------------------------------------------


@trait("Jacc's Fail Safe", stats=("influence",))
def jaccs_fail_safe(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """+2 influence in the Upkeep phase (production is collected in it)."""
    return amount + 2 if card == _carrier(state, source) and state.phase == "upkeep" else amount


@ability("Jacc's Fail Safe", JOB, boot=True,
         targets=lambda u: [] if u.state.booted[u.dude] else u.opposing_dudes())  # fmt: skip
def jaccs_fail_safe_job(u: Use, mark: int) -> None:
    """job on an opposing dude: if it succeeds, you may ace this dude to ace the mark"""
    start_job(u.state, u.seat, u.dude, mark, then="fail_safe")
    u.state.stack[-1]["wearer"] = u.dude


@job_end("fail_safe")
def _fail_safe_end(state: DoomtownState, frame: Frame, succeeded: bool) -> None:
    wearer, mark = frame["wearer"], frame["mark"]
    in_play = [card for cards in state.play for card in cards]
    if succeeded and wearer in in_play and mark in in_play:
        names = state.table
        texts = {"ace": f"Ace {names[wearer].name} to ace {names[mark].name}", "keep": "Ace nobody"}
        ask(state, frame["leader_seat"], "fail_safe", ["ace", "keep"], texts=texts, wearer=wearer, mark=mark)


@picker("fail_safe")
def _fail_safe(state: DoomtownState, frame: dict[str, Any], choice: str) -> None:
    if choice == "ace":
        lose_dude(state, frame["wearer"], ace=True)
        lose_dude(state, frame["mark"], ace=True, collector=frame["seat"])


def _out_of_town(state: DoomtownState, place: int) -> bool:
    return place >= 0 and state.table[place].type == "deed" and not in_town(state, place)


@trait("Iron Mole", stats=("production",))
def iron_mole(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """The Out of Town deed it is at produces 1 more."""
    carrier = _carrier(state, source)
    return amount + 1 if carrier >= 0 and state.at[carrier] == card and _out_of_town(state, card) else amount


def _diggings(u: Use) -> list[int]:
    return [place for place in locations(u.state) if _out_of_town(u.state, place) and place != u.state.at[u.dude]]


@ability("Iron Mole", NOON, boot=True, targets=_diggings)
def iron_mole_digs(u: Use, place: int) -> None:
    """move this dude to an Out of Town deed"""
    u.state.at[u.dude] = place


def _mole_joins(u: Use) -> bool:
    return may_join(u, u.dude) and _out_of_town(u.state, u.state.at[u.dude])


@ability("Iron Mole", SHOOTOUT, boot=True, brings=True, when=_mole_joins)
def iron_mole_joins(u: Use, _: None) -> None:
    """at an Out of Town deed: this dude joins your posse"""
    join_posse(u.state, current(u.state), u.seat, u.dude)


def _hymn_here(u: Use, data: dict[str, Any]) -> bool:
    return u.state.table[data["spell"]].has("Hymn") and data["where"] == u.state.at[u.dude]


@react("Battered Banjo", "cast", applies=_hymn_here)
def battered_banjo(u: Use, _: dict[str, Any]) -> None:
    """a Hymn was cast here: this dude gets +1 influence for the day"""
    effects.add(u.state, "influence", u.dude, 1, until="turn")


@ability("Battered Banjo", NOON, boot=True,
         targets=lambda u: [d for d in u.opposing_dudes() if u.state.at[d] == u.state.at[u.dude]])  # fmt: skip
def battered_banjo_smash(u: Use, dude: int) -> None:
    """discard it: an opposing dude here gets -2 bullets for the day"""
    leave_play(u.state, u.card, ace=False)
    effects.add(u.state, "bullets", dude, -2, until="turn")


# ---- Whistle Stop, Electrostatic Pump Gun, Scattergun, Blue Lightnin' -----------------------------------


@ability("Whistle Stop", SHOOTOUT)
def whistle_stop(u: Use, _: None) -> None:
    """discard it: opposing dudes -1 bullets; then pull: a club gives your dudes -1 bullets too"""
    where = u.at
    leave_play(u.state, u.card, ace=False)
    for dude in their_posse(u):
        effects.add(u.state, "bullets", dude, -1, until="shootout")
    gadget_pull(u.state, u.seat, u.card, "whistle_stop_pulled", {"seat": u.seat, "card": u.card}, where=where)


@after_suit("whistle_stop_pulled")
def _whistle_stop_pulled(state: DoomtownState, pulled: dict[str, Any], suit: str | None) -> None:
    if suit == "clubs":
        for dude in Use(state, pulled["seat"], pulled["card"]).my_posse():
            effects.add(state, "bullets", dude, -1, until="shootout")


@ability("Electrostatic Pump Gun", SHOOTOUT, boot=True, targets=their_posse)
def electrostatic_pump_gun(u: Use, dude: int) -> None:
    """an opposing dude -1 bullets; pull: unless a club, at 0 bullets they become a draw"""
    effects.add(u.state, "bullets", dude, -1, until="shootout")
    gadget_pull(u.state, u.seat, u.card, "pump_gun_pulled", {"dude": dude})


@after_suit("pump_gun_pulled")
def _pump_gun_pulled(state: DoomtownState, pulled: dict[str, Any], suit: str | None) -> None:
    dude = pulled["dude"]
    if suit != "clubs" and bullets(state, dude) == 0:  # nothing pulled: no club either
        effects.add(state, "bullet_type", dude, until="shootout", set_to="draw")


def _scattered(u: Use) -> list[int]:
    """Token dudes and Sidekicks in the shootout costing no more than this dude's bullets."""
    reach = bullets(u.state, u.dude)
    fighting = [d for posse in current(u.state)["posse"] for d in posse] if u.fight is not None else []
    found = [d for d in fighting if u.state.table[d].card.token]
    found += [item for d in fighting for item in attachments(u.state, d) if u.state.table[item].has("Sidekick")]
    return [card for card in found if u.state.table[card].num("cost") <= reach] if reach > 0 else []


@ability("Scattergun", SHOOTOUT, boot=True, targets=_scattered, does=("discard",))
def scattergun(u: Use, card: int) -> None:
    """discard a token dude or a Sidekick costing no more than this dude's bullets"""
    if u.state.table[card].type == "dude":
        lose_dude(u.state, card, ace=False, collector=u.seat)
    else:
        leave_play(u.state, card, ace=False)


@ability("Scattergun", SHOOTOUT, boot=True,
         targets=lambda u: [d for d in their_posse(u) if influence(u.state, d) == 0])  # fmt: skip
def scattergun_spread(u: Use, dude: int) -> None:
    """an opposing dude with 0 influence adds nothing to their posse's draw hand unless they shoot"""
    effects.add(u.state, "no_backup", dude, until="shootout", set_to=True)


def _dudes_hex(u: Use) -> list[int]:
    return [s for s in attachments(u.state, u.dude) if u.state.table[s].has("Hex") and not u.state.booted[s]]


@trait("Blue Lightnin'", stats=("bullet_type",))
def blue_lightnin(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """This dude is a stud."""
    return "stud" if card == _carrier(state, source) else amount


@ability("Blue Lightnin'", SHOOTOUT, repeat=True,
         targets=lambda u: [[hex_, gain_] for hex_ in _dudes_hex(u) for gain_ in ("bullets", "Huckster")])  # fmt: skip
def blue_lightnin_charge(u: Use, target: list[Any]) -> None:
    """boot this dude's Hex: +1 bullets or +1 Huckster"""
    hex_card, stat = target
    u.state.booted[hex_card] = 1
    effects.add(u.state, stat, u.dude, 1, until="shootout")


# ---- The Bloody Star: a wanted badge ----------------------------------------------------------------

BLOODY_STAR_BOUNTY = 2  # The Bloody Star: the bounty its dude gets as it enters play


@hook("attaches_to", "The Bloody Star")
def _bloody_star_no_deputy(state: DoomtownState, star: int, host: int) -> bool:
    """It never goes to a Deputy (bought, traded or attached)."""
    return not has_keyword(state, host, "Deputy")


@hook("enters_play", "The Bloody Star")
def the_bloody_star(state: DoomtownState, star: int) -> None:
    """Its dude gets 2 bounty as it enters play; they cannot refuse call-outs from dudes without
    bounty, and may be called out at their own home."""
    add_bounty(state, _carrier(state, star), BLOODY_STAR_BOUNTY)


@hook("unrefusable", "The Bloody Star")
def _bloody_star_callout(state: DoomtownState, star: int, leader: int, mark: int) -> bool:
    return _carrier(state, star) == mark and state.bounty[leader] == 0


@hook("called_out_at_home", "The Bloody Star")
def _bloody_star_at_home(state: DoomtownState, star: int, mark: int) -> bool:
    return _carrier(state, star) == mark


# ---- Magnum Opus Tenebri: a Huckster's Gadget ----------------------------------------------------------

OPUS_ACE_MARGIN = 4  # Magnum Opus Tenebri: how far below the posse's bullets a dude's value lets it be aced

hook("invented_with", "Magnum Opus Tenebri")(huckster_invents)


def _posse_bullets(u: Use) -> int:
    return sum(bullets(u.state, dude) for dude in u.my_posse())


def _opus_marks(u: Use) -> list[int]:
    if u.state.booted[u.dude] or not u.in_fight(u.dude):
        return []
    total = _posse_bullets(u)
    return [dude for dude in their_posse(u) if value_against(u, dude) < total]


@ability("Magnum Opus Tenebri", SHOOTOUT, boot=True, targets=_opus_marks, does=("home",))
def magnum_opus_tenebri(u: Use, mark: int) -> None:
    """boot this dude: an opposing dude of lower value than your posse's total bullets goes home
    booted; 4 or more lower, you may ace one of your Abominations to ace them"""
    margin = _posse_bullets(u) - value_against(u, mark)  # read before anyone moves (RULINGS 288)
    u.state.booted[u.dude] = 1
    send_home(u.state, u.seat, mark)
    abominations = [dude for dude in u.my_dudes() if has_keyword(u.state, dude, "Abomination")]
    if margin >= OPUS_ACE_MARGIN and abominations:
        texts = {"none": "Ace nobody"}
        ask(u.state, u.seat, "opus_ace", [*abominations, "none"], verb="Ace to ace the mark:", texts=texts, mark=mark)


@picker("opus_ace")
def _opus_ace(state: DoomtownState, frame: dict[str, Any], abomination: int | str) -> None:
    mark = frame["mark"]
    if isinstance(abomination, int) and mark in state.play[state.table[mark].owner]:
        remove_from_fight(state, abomination, ace=True)
        remove_from_fight(state, mark, ace=True, collector=frame["seat"])


# ---- Decimator Array: a Mad Scientist's Sidekick -----------------------------------------------------

HEARTS = SUIT_LETTERS.index("H")
DECIMATOR_VALUE, DECIMATOR_UPKEEP = 3, -1  # Decimator Array: what its Mad Scientist gets


def _is_mad_scientist(state: DoomtownState, dude: int) -> bool:
    return state.table[dude].rating("Mad Scientist") is not None


@trait("Decimator Array", stats=("value", "upkeep", "keywords"))
def decimator_array(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """A Mad Scientist carrying it: +3 value and 1 less upkeep, and it is a Sidekick."""
    carrier = _carrier(state, source)
    if carrier == NOWHERE or not _is_mad_scientist(state, carrier):
        return amount
    if stat == "keywords":
        return amount | {"Sidekick"} if card == source else amount
    if card != carrier:
        return amount
    return amount + (DECIMATOR_VALUE if stat == "value" else DECIMATOR_UPKEEP)


@hook("once_invented", "Decimator Array")
def _decimator_invented(state: DoomtownState, seat: int, gadget: int, inventor: int) -> None:
    """Once invented: unboot one of your Mad Scientists."""
    booted = [dude for dude in state.play[seat] if state.table[dude].type == "dude"
              and _is_mad_scientist(state, dude) and state.booted[dude]]  # fmt: skip
    ask(state, seat, "decimator_unboots", booted, verb="Unboot:")


@picker("decimator_unboots")
def _decimator_unboots(state: DoomtownState, frame: dict[str, Any], dude: int) -> None:
    state.booted[dude] = 0


def _decimator_changes(u: Use) -> list[list[str]]:
    """A heart of the draw hand takes another value; any other card becomes a heart."""
    olds = sorted({code for code in draw_codes(u) if code != JOKER_CODE})
    changes = []
    for old in olds:
        if old % 4 == HEARTS:
            changes += [[card_name(old), card_name(value * 4 + HEARTS)] for value in range(13) if value != old // 4]
        else:
            changes.append([card_name(old), card_name(old - old % 4 + HEARTS)])
    return changes


@ability("Decimator Array", RESOLUTION, boot=True, targets=_decimator_changes)
def decimator_array_resolution(u: Use, change: list[str]) -> None:
    """a heart of your draw hand changes value, or another card of it becomes a heart"""
    apply_changes(u, [" to ".join(change)])


# ---- Devil's Six Gun: a joker called up from anywhere --------------------------------------------------


@trait("Devil's Six Gun", stats=("bullet_type",))
def devils_six_gun(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """This dude is a stud."""
    return "stud" if card == _carrier(state, source) else amount


def _jokers_to_call(u: Use) -> list[int]:
    """The user's jokers in Boot Hill, the discard pile and the deck, not those of this round's draw
    hand (the engine keeps the revealed hand as codes, its cards already put away: RULINGS 289)."""
    found = cheatin_round(u.state)
    drawn = found.get("draw_hands", [[]] * u.state.players)[u.seat] if found is not None else []
    zones = (u.state.boot_hill[u.seat], u.state.discard[u.seat], u.state.deck[u.seat])
    return [card for zone in zones for card in zone if u.state.table[card].type == "joker" and card not in drawn]


def _six_gun_calls(u: Use) -> list[list[str]]:
    """[card discarded from the draw hand, what the joker is declared as]."""
    codes = draw_codes(u)
    if len(codes) < 5 or not _jokers_to_call(u):
        return []
    olds = sorted(set(codes))
    return [[card_name(old), card_name(new)] for old in olds for new in range(JOKER_CODE) if new != old]


@ability("Devil's Six Gun", CHEATIN, boot=True, targets=_six_gun_calls)
def devils_six_gun_resolution(u: Use, call: list[str]) -> None:
    """a joker from your Boot Hill, discard pile or deck joins your draw hand as the card you declare,
    for a card of the hand you discard; it is shuffled back into your deck"""
    apply_changes(u, [" to ".join(call)])  # the discarded card gives its place to the declared joker
    jokers = _jokers_to_call(u)
    if len(jokers) > 1 and len({_zone_of(u.state, u.seat, card) for card in jokers}) > 1:
        ask(u.state, u.seat, "six_gun_joker", jokers, verb="Call up:")
    else:
        _joker_back_to_deck(u.state, u.seat, jokers[0])


def _zone_of(state: DoomtownState, seat: int, card: int) -> str:
    return "boot_hill" if card in state.boot_hill[seat] else "discard" if card in state.discard[seat] else "deck"


@picker("six_gun_joker")
def _six_gun_joker(state: DoomtownState, frame: dict[str, Any], joker: int) -> None:
    _joker_back_to_deck(state, frame["seat"], joker)


def _joker_back_to_deck(state: DoomtownState, seat: int, joker: int) -> None:
    """The joker served the draw hand and goes back into the (searched, so shuffled) deck."""
    getattr(state, _zone_of(state, seat, joker))[seat].remove(joker)
    state.note({"type": "revealed", "seat": seat, "card": joker})
    state.deck[seat].append(joker)
    state.rng.shuffle(state.deck[seat])


# ---- Analytical Cognisizer -----------------------------------------------------------------------------


@hook("once_invented", "Analytical Cognisizer")
def _cognisizer_invented(state: DoomtownState, seat: int, gadget: int, inventor: int) -> None:
    """Once invented: its Mad Scientist unboots and its player draws a card."""
    state.booted[inventor] = 0
    drawn = draw_card(state, seat)
    if drawn is not None:
        state.hand[seat].append(drawn)


def _cognisizer_discards(u: Use, pulled: dict[str, Any]) -> list[int]:
    """Goods of the hand to discard, after its player's pull read by its suit for a Gadget here or
    next door (a skill check's suit is never read: RULINGS 406)."""
    if pulled["seat"] != u.seat or pulled["skill"] is not None or pulled["gadget"] is None:
        return []
    here, there = u.at, pulled["where"]
    if there != here and not adjacent(u.state, here, there):
        return []
    return sorted(card for card in u.state.hand[u.seat] if u.state.table[card].type == "goods")


@react_choosing("Analytical Cognisizer", SKILL_PULLED, _cognisizer_discards, "Discard, making the pull hearts:")
def analytical_cognisizer(state: DoomtownState, frame: dict[str, Any], goods: int) -> None:
    """(boot) after your pull for a Gadget here or next door: discard a goods from your hand, the pull is a heart"""
    seat = frame["seat"]
    state.hand[seat].remove(goods)
    state.discard[seat].append(goods)
    pulled = pending_check(state)
    if pulled is not None:  # the pull the window answers, waiting under it
        pulled["suit"] = "hearts"
