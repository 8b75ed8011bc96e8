"""Goods: weapons, horses, sidekicks and attire; their abilities act through the dude carrying them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.callouts import answer_due
from games.engines.doomtown.abilities.core import CHEATIN, NOON, RESOLUTION, SHOOTOUT, Use, ability, hook, trait
from games.engines.doomtown.abilities.discard_piles import open_discard
from games.engines.doomtown.abilities.hand_changes import apply_changes, draw_codes
from games.engines.doomtown.abilities.joining import join_posse, may_join
from games.engines.doomtown.abilities.keywords import has_keyword
from games.engines.doomtown.abilities.reacts import react
from games.engines.doomtown.abilities.rounds import raise_rank
from games.engines.doomtown.abilities.skill_checks import after_suit, gadget_pull
from games.engines.doomtown.abilities.targets import (
    callout_marks,
    my_hand_legal,
    their_goods,
    their_posse,
    value_against,
)
from games.engines.doomtown.abilities.windows import ask, ask_discards, first_cheater, picker
from games.engines.doomtown.abilities.would import move_or_boot, remove_from_fight
from games.engines.doomtown.control import controller
from games.engines.doomtown.fight import cheatin_round, current, posses_held, send_home_booted
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.poker import JOKER, JOKER_CODE, card_code, card_name, evaluate, parse_card
from games.engines.doomtown.town import (
    LIMITED_GOODS,
    TOWN_SQUARE,
    adjacent,
    attachments,
    bullet_type,
    bullets,
    dudes_at,
    home,
    is_harrowed,
    locations,
    may_carry,
)
from games.engines.doomtown.zones import (
    add_bounty,
    attach,
    boot,
    draw_card,
    gain,
    leave_play,
    pay,
    pull,
    put_into_play,
    unique_blocked,
)

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def keep_one(state: DoomtownState, seat: int, card: int, dude: int) -> None:
    """A second Attire, Horse or Weapon: the player keeps one of the two (a decision), unless a
    card lets the dude carry both (``town.may_carry``)."""
    for keyword in LIMITED_GOODS:
        if not state.table[card].has(keyword):
            continue
        same = [g for g in attachments(state, dude) if g != card and state.table[g].has(keyword)]
        if not may_carry(state, dude, keyword, [*same, card]):
            state.stack.append({"kind": "keep", "seat": seat, "dude": dude, "keyword": keyword, "cards": [*same, card]})


def _carrier(state: DoomtownState, source: int) -> int:
    return state.attached_to[source]


@trait("Pearl-Handled Revolver", stats=("bullet_type",))
def pearl_handled_revolver(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """This dude is a stud."""
    return "stud" if card == _carrier(state, source) else amount


def _unbooted_ranged_against(state: DoomtownState, dude: int) -> bool:
    """An unbooted Weapon without Melee in the posse opposing this dude."""
    for frame in reversed(state.stack):
        if frame["kind"] == "shootout":
            sides = [seat for seat, posse in enumerate(frame["posse"]) if dude in posse]
            if not sides:
                return False
            mine = frame["side"][sides[0]]
            return any(
                state.table[item].has("Weapon") and not state.table[item].has("Melee") and not state.booted[item]
                for seat, posse in enumerate(frame["posse"])
                if frame["side"][seat] is not None and frame["side"][seat] != mine
                for other in posse
                for item in attachments(state, other)
            )
    return False


@trait("Rapier")
def rapier(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """+1 value; no bullet bonus against an unbooted ranged Weapon."""
    if card != _carrier(state, source):
        return amount
    if stat == "value":
        return amount + 1
    if stat == "bullets" and _unbooted_ranged_against(state, card):
        return amount - state.table[source].num("bullets")
    return amount


def _dude_unbooted(u: Use) -> bool:
    return not u.state.booted[u.dude]


@ability("Winchester Model 1873", SHOOTOUT, boot=True, when=_dude_unbooted)
def winchester_model_1873(u: Use, _: None) -> None:
    """boot the dude: +1 bullets and a stud"""
    u.state.booted[u.dude] = 1
    effects.add(u.state, "bullets", u.dude, 1, until="shootout")
    effects.add(u.state, "bullet_type", u.dude, until="shootout", set_to="stud")


@ability("Shotgun", SHOOTOUT, boot=True, does=("ace",),
         targets=lambda u: [d for d in their_posse(u) if value_against(u, d) < bullets(u.state, u.dude)])  # fmt: skip
def shotgun(u: Use, dude: int) -> None:
    """ace an opposing dude with lower value than this dude's bullets"""
    remove_from_fight(u.state, dude, ace=True, collector=u.seat)


def _joins(u: Use) -> bool:
    return may_join(u, u.dude)


@ability("Pinto", SHOOTOUT, boot=True, brings=True, when=_joins)
def pinto(u: Use, _: None) -> None:
    """this dude joins your posse (without booting, even if booted)"""
    join_posse(u.state, current(u.state), u.seat, u.dude)


@ability("Guide Horse", NOON, boot=True, when=lambda u: u.state.at[u.dude] != TOWN_SQUARE)
def guide_horse(u: Use, _: None) -> None:
    """move this dude to the town square"""
    u.state.at[u.dude] = TOWN_SQUARE


def _opposing_spells(u: Use) -> list[int]:
    return [
        item
        for dude in u.their_posse()
        for item in attachments(u.state, dude)
        if u.state.table[item].type == "spell" and not u.state.booted[item]
    ]


@ability("Silver-Weaved Staff", SHOOTOUT, boot=True, targets=_opposing_spells)
def silver_weaved_staff(u: Use, spell: int) -> None:
    """boot an opposing spell"""
    boot(u.state, spell)


def _mule_costs(u: Use) -> list[str]:
    return (["pay"] if u.state.stash[u.seat] >= 1 else []) + ["discard the mule"]


def _mule_upkeep(u: Use, how: str) -> None:
    if how == "pay":
        u.pay(1)
    else:
        leave_play(u.state, u.card, ace=False)


@ability("Ragged Mule", SHOOTOUT, boot=True, brings=True, when=_joins, targets=_mule_costs)
def ragged_mule_joins(u: Use, how: str) -> None:
    """this dude joins your posse; pay 1 GR or discard the mule"""
    join_posse(u.state, current(u.state), u.seat, u.dude)
    _mule_upkeep(u, how)


def _mule_moves(u: Use) -> list[list[int | str]]:
    places = [p for p in [*locations(u.state), home(u.state, u.seat)] if p != u.state.at[u.dude]]
    return [[place, how] for place in places for how in _mule_costs(u)]


@ability("Ragged Mule", NOON, boot=True, targets=_mule_moves)
def ragged_mule_moves(u: Use, target: list[Any]) -> None:
    """move this dude; pay 1 GR or discard the mule"""
    place, how = target
    u.state.at[u.dude] = place
    _mule_upkeep(u, how)


def _wanted_places(u: Use) -> list[int]:
    here = u.state.at[u.dude]
    return sorted({u.state.at[d] for d in u.all_dudes() if u.state.bounty[d] > 0 and u.state.at[d] != here})


@ability("Bluetick", NOON, boot=True, targets=_wanted_places)
def bluetick(u: Use, place: int) -> None:
    """move this dude to a wanted dude's location"""
    u.state.at[u.dude] = place


@ability("Bowie Knife", SHOOTOUT, from_hand=True, targets=lambda u: u.my_posse())
def bowie_knife_play(u: Use, dude: int) -> None:
    """attach it to your dude in the posse (even booted or where you have no control)"""
    u.state.discard[u.seat].remove(u.card)
    attach(u.state, u.card, dude, u.seat)
    keep_one(u.state, u.seat, u.card, dude)


@trait("Bowie Knife", stats=("bullets", "bullet_type"))
@trait("Claws", stats=("bullets", "bullet_type"))
def bowie_knife(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """A stud with its bullets, unless an unbooted ranged Weapon opposes it (Bowie Knife, Claws)."""
    if card != _carrier(state, source):
        return amount
    if _unbooted_ranged_against(state, card):
        return amount - state.table[source].num("bullets") if stat == "bullets" else amount
    return "stud" if stat == "bullet_type" else amount


@hook("attaches_to", "Claws")
def _claws_grow_on(state: DoomtownState, card: int, host: int) -> bool:
    """Claws attach only to a Harrowed or an Abomination."""
    return is_harrowed(state, host) or has_keyword(state, host, "Abomination")


def _elsewhere(u: Use) -> list[int]:
    return [place for place in [*locations(u.state), home(u.state, u.seat)] if place != u.state.at[u.dude]]


@ability("Mustang", NOON, boot=True, targets=_elsewhere)
def mustang(u: Use, place: int) -> None:
    """move this dude without booting"""
    u.state.at[u.dude] = place


@trait("La Quema", stats=("value",))
def la_quema(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """+3 value."""
    return amount + 3 if card == _carrier(state, source) else amount


@ability("La Quema", SHOOTOUT, boot=True, brings=True, when=_joins, targets=lambda u: [None, *their_posse(u)])
def la_quema_rides_in(u: Use, foe: int | None) -> None:
    """this dude joins your posse (moving there); may boot an opposing dude"""
    join_posse(u.state, current(u.state), u.seat, u.dude)
    if foe is not None:
        move_or_boot(u.state, u.seat, foe, boot=True)


def _opposing_goods(u: Use) -> list[list[int | str]]:
    return [[item, how] for item in their_goods(u) for how in ("boot it", "discard the hound for it")]


@ability("Faithful Hound", SHOOTOUT, boot=True, targets=_opposing_goods)
def faithful_hound(u: Use, target: list[Any]) -> None:
    """pull against an opposing goods' value: below it, boot it (or discard the hound to discard it)"""
    item, how = target
    _, pulled = pull(u.state, u.seat, want_high=False)  # a low pull succeeds
    if pulled >= u.state.table[item].stat_value:
        return
    if how == "boot it":
        boot(u.state, item)
    else:
        leave_play(u.state, u.card, ace=False)
        leave_play(u.state, item, ace=False)


@hook("enters_play", "Tusk")
def _owner_draws(state: DoomtownState, card: int) -> None:
    """Its owner draws a card (Tusk entering play, Disingenuine Currency Press discarded from play)."""
    seat = state.table[card].owner
    drawn = draw_card(state, seat)
    if drawn is not None:
        state.hand[seat].append(drawn)


def _adjacent_fight(u: Use) -> bool:
    return may_join(u, u.dude) and adjacent(u.state, u.state.at[u.dude], current(u.state)["location"])


@ability("Buffalo Rifle", SHOOTOUT, boot=True, brings=True, when=_adjacent_fight)
def buffalo_rifle(u: Use, _: None) -> None:
    """this dude joins the posse from an adjacent location without moving or booting"""
    fight = current(u.state)
    fight["posse"][u.seat].append(u.dude)


@trait("Baijiu Jar", stats=("value", "influence"))
def baijiu_jar(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """At a Saloon: +3 value and +1 influence."""
    if card != _carrier(state, source):
        return amount
    where = state.at[card]
    if where >= 0 and state.table[where].has("Saloon"):
        return amount + (3 if stat == "value" else 1)
    return amount


@ability("Baijiu Jar", SHOOTOUT, boot=True, when=lambda u: len(u.state.hand[u.seat]) >= 3)
def baijiu_jar_draws(u: Use, _: None) -> None:
    """discard three cards to draw four"""
    ask_discards(u.state, u.seat, 3, "baijiu")


@picker("baijiu")
def _baijiu_draw(state: DoomtownState, frame: Frame, _: Any) -> None:
    seat = frame["seat"]
    for _ in range(4):
        drawn = draw_card(state, seat)
        if drawn is not None:
            state.hand[seat].append(drawn)


def _guile_ready(u: Use) -> bool:
    hand = current(u.state)["hands"][u.my_side()]
    return not (hand is not None and hand["cheatin"] and u.state.booted[u.dude])


@ability("Jael's Guile", CHEATIN, boot=True, when=_guile_ready)
def jaels_guile(u: Use, _: None) -> None:
    """the cheater boots or discards a dude of their posse, twice (wanted dudes first)"""
    hand = current(u.state)["hands"][u.my_side()]
    if hand is not None and hand["cheatin"]:
        u.state.booted[u.dude] = 1
    _guile_ask(u.state, u.extra["cheater"], 2)


def _guile_ask(state: DoomtownState, cheater: int, left: int) -> None:
    fight = current(state)
    posse = [d for seat, dudes in enumerate(fight["posse"]) if fight["side"][seat] == cheater for d in dudes]
    wanted = [d for d in posse if state.bounty[d] > 0]
    choices = wanted or posse
    options = [f"{how} {d}" for d in choices for how in ("boot", "discard")]
    texts = {f"{how} {d}": f"{how.capitalize()} {state.table[d].name}" for d in choices for how in ("boot", "discard")}
    ask(state, cheater, "guile", options, texts=texts, left=left)


@picker("guile")
def _guile_choice(state: DoomtownState, frame: Frame, choice: str) -> None:
    how, dude = choice.split()
    dude_id = int(dude)
    if how == "boot":
        boot(state, dude_id)
    else:
        remove_from_fight(state, dude_id, ace=False)
    if frame["left"] > 1:
        _guile_ask(state, frame["seat"], frame["left"] - 1)


def _swap(per_side: list[Any], one: int, other: int) -> None:
    per_side[one], per_side[other] = per_side[other], per_side[one]


@ability("Quickdraw Handgun", CHEATIN, boot=True, when=my_hand_legal)
def quickdraw_handgun(u: Use, _: None) -> None:
    """with a legal hand: swap draw hands with the cheater; yours counts as legal"""
    fight = current(u.state)
    mine, cheater = u.fighting_side(), u.extra["cheater"]
    for key in ("hands", "hand_keys", "hand_cards"):
        if key in fight:
            _swap(fight[key], mine, cheater)
    fight["hands"][mine] = {**fight["hands"][mine], "cheatin": False}
    fight["cheatin"][mine], fight["cheatin"][cheater] = False, False


# ---- Anarchists ----------------------------------------------------------------------------------


@hook("ignores_effect", "Peacemaker")
def _peacemaker(state: DoomtownState, source: int, card: int, effect: dict[str, Any]) -> bool:
    """Its dude is never changed to a draw, nor has its bullets lowered by another player's
    Shootout ability."""
    if card != _carrier(state, source):
        return False
    if effect["stat"] == "bullet_type":
        return effect.get("set") == "draw"
    lowered = effect["stat"] == "bullets" and effect.get("amount", 0) < 0
    return lowered and effect.get("timing") == SHOOTOUT and effect.get("by") not in (None, state.table[card].owner)


def _six_shooter_changes(u: Use) -> list[list[str]]:
    codes = draw_codes(u)
    if len(codes) < 5:
        return []
    olds = sorted({code for code in codes if code != JOKER_CODE})
    return [[card_name(old), card_name(new)] for old in olds for new in range(JOKER_CODE) if new != old]


@ability("Pair of Six-Shooters", CHEATIN, boot=True, targets=_six_shooter_changes)
def pair_of_six_shooters(u: Use, change: list[str]) -> None:
    """change the suit and value of a card in your draw hand"""
    apply_changes(u, [" to ".join(change)])


# ---- Law Dogs and Outlaws ------------------------------------------------------------------------


@hook("keeps_influence", "Fancy New Hat")
def _fancy_new_hat(state: DoomtownState, hat: int, dude: int) -> bool:
    """Other players' abilities cannot lower this dude's influence (effects.py applies it)."""
    return state.attached_to[hat] == dude


@ability("LeMat Revolver", CHEATIN, boot=True)
def lemat_revolver_cheatin(u: Use, _: None) -> None:
    """raise your hand rank by this dude's bullets"""
    raise_rank(current(u.state), u.fighting_side(), bullets(u.state, u.dude))


def three_pairs(state: DoomtownState, cards: list[int]) -> bool:
    """Three pairs of different values among these cards (a joker pairs with anything)."""
    counts: dict[int, int] = {}
    jokers = 0
    for card in cards:
        if state.table[card].type == "joker":
            jokers += 1
        else:
            counts[state.table[card].stat_value] = counts.get(state.table[card].stat_value, 0) + 1
    pairs = sum(1 for n in counts.values() if n >= 2)
    singles = sum(1 for n in counts.values() if n == 1)
    matched = min(jokers, singles)
    return pairs + matched + (jokers - matched) // 2 >= 3


def _lemat_pairs_up(u: Use) -> bool:
    fight = current(u.state)
    side = u.fighting_side()
    hand = (fight.get("hand_cards") or [[]] * u.state.players)[side]
    top = (fight.get("discard_top") or [None] * u.state.players)[side]
    return (
        fight["shooter"][side] == u.dude
        and bullet_type(u.state, u.dude) == "stud"
        and len(hand) == 5
        and top is not None
        and three_pairs(u.state, [*hand, top])
    )


@ability("LeMat Revolver", RESOLUTION, boot=True, when=_lemat_pairs_up)
def lemat_revolver(u: Use, _: None) -> None:
    """your stud shooter: three pairs with the top of your discard pile raise your rank by its bullets"""
    raise_rank(current(u.state), u.fighting_side(), bullets(u.state, u.dude))


# ---- Entrepreneurs -------------------------------------------------------------------------------


def _spectacle_changes(u: Use) -> list[list[str]]:
    """[card, what it becomes] for each card of the shown hand: a heart takes a value missing from
    the hand, any other card becomes a heart (jokers have no printed suit to change)."""
    hand = current(u.state)["hands"][u.my_side()]
    if hand is None:
        return []
    codes = [parse_card(text) for text in hand["cards"] if text != JOKER]
    missing = sorted(set(range(1, 14)) - {code // 4 + 1 for code in codes})
    found: list[list[str]] = []
    for code in sorted(set(codes)):
        if card_name(code).endswith("H"):
            found += [[card_name(code), card_name(card_code(value, "H"))] for value in missing]
        else:
            found.append([card_name(code), card_name(card_code(code // 4 + 1, "H"))])
    return found


@ability("See-Through Spectacles", RESOLUTION, boot=True, targets=_spectacle_changes)
def see_through_spectacles(u: Use, change: list[str]) -> None:
    """a card of your hand: a heart changes value, any other card becomes a heart"""
    fight = current(u.state)
    side = u.fighting_side()
    cards = list(fight["hands"][side]["cards"])
    cards[cards.index(change[0])] = change[1]
    result = evaluate(cards)
    fight["hands"][side], fight["hand_keys"][side] = result.to_json(), result.key
    fight["cheatin"][side] = result.cheatin


@trait("Flame-Thrower", stats=("bullet_type",))
def flame_thrower(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """This dude is a stud."""
    return "stud" if card == _carrier(state, source) else amount


@ability("Flame-Thrower", SHOOTOUT, boot=True, names_cards=False,
         targets=lambda u: [n for n in (1, 2, 3) if n <= u.state.stash[u.seat]])  # fmt: skip
def flame_thrower_burns(u: Use, spent: int) -> None:
    """pay 1-3 GR: this Gadget +1 bullets per GR; each round's loser takes 1 more casualty"""
    u.pay(spent)
    effects.add(u.state, "bullets", u.card, spent, until="shootout")
    fight = current(u.state)
    fight["extra_casualties"] = fight.get("extra_casualties", 0) + 1


@ability("Personal Ornithopter", SHOOTOUT, repeat=True, cost=1, brings=True, when=_joins)
def personal_ornithopter(u: Use, _: None) -> None:
    """pay 1 GR: this dude joins your posse (moving there)"""
    join_posse(u.state, current(u.state), u.seat, u.dude)


@ability("Personal Ornithopter", SHOOTOUT, boot=True)
def personal_ornithopter_flies_home(u: Use, _: None) -> None:
    """send this dude home booted"""
    for posse in current(u.state)["posse"]:
        if u.dude in posse:
            posse.remove(u.dude)
    send_home_booted(u.state, u.dude)


@ability("Mechanical Horse", NOON, repeat=True, cost=1,
         targets=lambda u: [p for p in _elsewhere(u) if adjacent(u.state, u.state.at[u.dude], p)])  # fmt: skip
def mechanical_horse_trots(u: Use, place: int) -> None:
    """pay 1 GR: move this dude to an adjacent location"""
    u.state.at[u.dude] = place


@ability("Mechanical Horse", NOON, repeat=True, cost=2, targets=_elsewhere)
def mechanical_horse_gallops(u: Use, place: int) -> None:
    """pay 2 GR: move this dude"""
    u.state.at[u.dude] = place


@hook("enters_play", "Disingenuine Currency Press")
def _press_pays(state: DoomtownState, card: int) -> None:
    """Invented (a Gadget enters play no other way): its owner gains 4 ghost rock."""
    gain(state, state.table[card].owner, 4)


@hook("leaves_play", "Disingenuine Currency Press")
def _press_discarded(state: DoomtownState, card: int) -> None:
    """Disingenuine Currency Press discarded from play (not aced): its owner draws a card."""
    if state.table[card].card.code == "24152" and card in state.discard[state.table[card].owner]:
        _owner_draws(state, card)


@ability("Xemo's Turban", NOON, repeat=True, boot=True)
def xemos_turban(u: Use, _: None) -> None:
    """pull: not a club, you may pay 1 GR to draw a card, discard a card and unboot the turban"""
    gadget_pull(u.state, u.seat, u.card, "xemo_pulled", {"seat": u.seat, "turban": u.card})


@after_suit("xemo_pulled")
def _xemo_pulled(state: DoomtownState, pulled: dict[str, Any], suit: str | None) -> None:
    seat = pulled["seat"]
    if suit is None or suit == "clubs" or state.stash[seat] < 1:  # anything but a club serves
        return
    texts = {"pay": "Pay 1 GR to draw a card, discard a card and unboot Xemo's Turban", "no": "Do not pay"}
    ask(state, seat, "xemo", ["pay", "no"], texts=texts, turban=pulled["turban"])


@picker("xemo")
def _xemo_pays(state: DoomtownState, frame: Frame, choice: str) -> None:
    if choice != "pay":
        return
    seat = frame["seat"]
    pay(state, seat, 1)
    drawn = draw_card(state, seat)
    if drawn is not None:
        state.hand[seat].append(drawn)
    ask_discards(state, seat, 1, "xemo_unboots", turban=frame["turban"])


@picker("xemo_unboots")
def _xemo_unboots(state: DoomtownState, frame: Frame, _: Any) -> None:
    state.booted[frame["turban"]] = 0


@hook("enters_play", "Culpability Scientizer")
def _scientizer_bounty(state: DoomtownState, card: int) -> None:
    """Invented: its owner gives a dude 2 bounty."""
    dudes = [d for cards in state.play for d in cards if state.table[d].type == "dude"]
    ask(state, state.table[card].owner, "scientizer", dudes, verb="Give 2 bounty to")


@picker("scientizer")
def _scientizer_gives(state: DoomtownState, frame: Frame, dude: int) -> None:
    add_bounty(state, dude, 2)


def _wanted_marks(u: Use) -> list[int]:
    return [d for d in callout_marks(u, u.dude) if u.state.bounty[d] > 0]


@ability("Culpability Scientizer", NOON, targets=_wanted_marks)
def culpability_scientizer(u: Use, mark: int) -> None:
    """discard it to call out a wanted dude here; a shootout gives you its first play"""
    dude = u.dude
    leave_play(u.state, u.card, ace=False)
    owner = u.state.table[mark].owner
    answer_due(u.state, {"kind": "answer", "seat": owner, "leader_seat": u.seat, "leader_dude": dude,
                         "mark_dude": mark, "on_accept": "plays_first"})  # fmt: skip


HYDRO_PUNCHER, SKELETON = "24161", "24175"


def hydro_carries(state: DoomtownState, dude: int, keyword: str, cards: list[int]) -> bool:
    """With a Hydro-Puncher a dude carries two Weapons, both Melee unless the dude is a Gadget
    (by its own keyword, or wearing Yagn's Mechanical Skeleton, then one of the two Weapons)."""
    codes = [state.table[c].card.code for c in cards]
    if keyword != "Weapon" or len(cards) != 2 or HYDRO_PUNCHER not in codes:
        return False
    gadget = state.table[dude].has("Gadget") or SKELETON in codes
    return gadget or all(state.table[c].has("Melee") for c in cards)


@trait("Hydro-Puncher", stats=("bullet_type",))
def hydro_puncher(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """Two Weapons: this dude is a stud."""
    if card != _carrier(state, source):
        return amount
    weapons = [item for item in attachments(state, card) if state.table[item].has("Weapon")]
    return "stud" if len(weapons) >= 2 else amount


def _punched(u: Use) -> list[list[int]]:
    found = []
    for dude in their_posse(u):
        items = attachments(u.state, dude)
        found += [[dude, item] for item in items if not (u.state.booted[dude] and u.state.booted[item])]
        if not items and not u.state.booted[dude]:
            found.append([dude])
    return found


@ability("Hydro-Puncher", SHOOTOUT, boot=True, targets=_punched)
def hydro_puncher_boots(u: Use, target: list[int]) -> None:
    """boot an opposing dude and one of their attached cards"""
    for card in target:
        boot(u.state, card)


@picker("plays_first")
def _leader_plays_first(state: DoomtownState, frame: Frame, _: Any) -> None:
    """The accepted call-out's shootout: its leader's player makes the first shootout play."""
    current(state)["first_play"] = frame["leader_seat"]


# ---- Fearmongers ---------------------------------------------------------------------------------


@trait("Hawley's Rose")
def hawleys_rose(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """An Abomination; during Sundown +1 influence, +1 more at a deed with an opposing dude there."""
    if card != _carrier(state, source):
        return amount
    if stat == "keywords":
        return amount | {"Abomination"}
    if stat == "influence" and state.phase == "sundown":
        where = state.at[card]
        foes = where >= 0 and state.table[where].type == "deed" and _opposing_dude_at(state, card, where)
        return amount + (2 if foes else 1)
    return amount


def _opposing_dude_at(state: DoomtownState, dude: int, where: int) -> bool:
    owner = state.table[dude].owner
    return any(state.table[other].owner != owner for other in dudes_at(state, where))


@trait("Tin Star", stats=("keywords",))
def tin_star(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """This dude is a Deputy."""
    return amount | {"Deputy"} if card == _carrier(state, source) else amount


@hook("unrefusable", "Tin Star")
def _tin_star_callout(state: DoomtownState, star: int, leader: int, mark: int) -> bool:
    """Wanted dudes cannot refuse this dude's call-outs."""
    return state.attached_to[star] == leader and state.bounty[mark] > 0


def _sent_home_here(u: Use, data: dict[str, Any]) -> bool:
    return controller(u.state, data["dude"]) != u.seat and data["origin"] == u.state.at[u.dude]


@react("Wendy's Teethkickers", "home_booted", applies=_sent_home_here)
def wendys_teethkickers(u: Use, data: dict[str, Any]) -> None:
    """another player's dude went home booted from here: +1 influence this turn and unboot"""
    effects.add(u.state, "influence", u.dude, 1, until="turn")
    u.state.booted[u.dude] = 0


@ability("Scoop Hound", SHOOTOUT, boot=True, when=lambda u: not posses_held(u.state))
def scoop_hound(u: Use, _: None) -> None:
    """shootout plays can neither send dudes home booted nor bring dudes into posses"""
    current(u.state)["posses_held"] = True


def _caged_abominations(u: Use) -> list[int]:
    cheater, found = u.extra.get("cheater", first_cheater(u.state, u.seat)), cheatin_round(u.state)
    hand = found["hands"][cheater] if cheater is not None and found is not None else None
    if hand is None:
        return []
    return sorted(
        card
        for card in open_discard(u.state, u.seat) + u.state.boot_hill[u.seat]
        if u.state.table[card].type == "dude"
        and has_keyword(u.state, card, "Abomination")
        and u.state.table[card].num("cost") <= hand["rank"]
        and not unique_blocked(u.state, u.seat, card)
    )


@ability("Soul Cage", CHEATIN, boot=True, targets=_caged_abominations, at_gamblin=True)
def soul_cage(u: Use, dude: int) -> None:
    """an Abomination from your discard or Boot Hill costing up to the cheatin' rank enters play here (in your posse)"""
    zone = u.state.discard[u.seat] if dude in u.state.discard[u.seat] else u.state.boot_hill[u.seat]
    zone.remove(dude)
    put_into_play(u.state, dude, u.seat)
    fight = u.fight
    u.state.at[dude] = u.at if fight is None else fight["location"]  # it enters play there: joining does not move it
    if fight is not None:
        join_posse(u.state, fight, u.seat, dude)


# ---- First Peoples -------------------------------------------------------------------------------


# ---- token dudes ---------------------------------------------------------------------------------
