"""Outfits: each seat's home and its once-a-turn abilities."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.core import NOON, SHOOTOUT, Use, ability, hook, trait
from games.engines.doomtown.abilities.discard_piles import open_discard
from games.engines.doomtown.abilities.joining import join_posse
from games.engines.doomtown.abilities.keywords import has_keyword
from games.engines.doomtown.abilities.reacts import react
from games.engines.doomtown.abilities.skill_checks import after_check, skill_check
from games.engines.doomtown.abilities.targets import value_against
from games.engines.doomtown.abilities.windows import ask, ask_discards, ask_live, live_options, picker
from games.engines.doomtown.abilities.would import move_or_boot
from games.engines.doomtown.control import controller
from games.engines.doomtown.fight import current
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.table import SKILLS
from games.engines.doomtown.town import (
    TOWN_SQUARE,
    adjusted_stat,
    attachments,
    control_points_of_card,
    controls,
    dudes_at,
    home,
    in_town,
    influence,
    is_holy_ground,
    is_private,
    location_owner,
    locations,
    value,
)
from games.engines.doomtown.zones import add_bounty, draw_card, gain

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


@live_options("many_faiths")
def _many_faiths_hand(state: DoomtownState, frame: Frame) -> list[int]:
    return sorted(state.hand[frame["seat"]])


# ---- Anarchists ----------------------------------------------------------------------------------


@hook("nightfall_discards", "108 Gracious Gifts")
def _gracious_gifts(state: DoomtownState, outfit: int, seat: int) -> int:
    """Its player, with no more ghost rock than anyone else, may discard one more card at Nightfall."""
    owner = state.table[outfit].owner
    return 1 if seat == owner and all(state.stash[owner] <= other for other in state.stash) else 0


@ability(
    "108 Gracious Gifts", NOON, boot=True, cost=2, targets=lambda u: [d for d in u.my_dudes() if u.state.booted[d]]
)
def gracious_gifts(u: Use, dude: int) -> None:
    """pay 2 GR: unboot your dude"""
    u.state.booted[dude] = 0


def _miracle(u: Use, card: int) -> bool:
    return u.state.table[card].type == "spell" and u.state.table[card].has("Miracle")


def _many_faiths_targets(u: Use) -> list[list[int]]:
    if not u.state.hand[u.seat]:
        return []
    faithful = [dude for dude in u.my_dudes() if any(_miracle(u, item) for item in attachments(u.state, dude))]
    pile = {u.state.table[card].card.code: card for card in sorted(open_discard(u.state, u.seat), reverse=True)}
    return [[card, dude] for card in sorted(pile.values()) for dude in faithful]


@ability("House of Many Faiths", NOON, boot=True, targets=_many_faiths_targets)
def house_of_many_faiths(u: Use, target: list[int]) -> None:
    """shuffle a card from your hand and one from your discard pile into your deck; your dude with a
    Miracle moves to the town square, unboots and gets +1 influence"""
    card, dude = target
    u.state.discard[u.seat].remove(card)
    u.state.deck[u.seat].append(card)
    u.state.at[dude] = TOWN_SQUARE
    u.state.booted[dude] = 0
    effects.add(u.state, "influence", dude, 1, until="turn")
    ask_live(u.state, u.seat, "many_faiths", verb="Shuffle into your deck")


@picker("many_faiths")
def _shuffle_in(state: DoomtownState, frame: Frame, card: int) -> None:
    state.hand[frame["seat"]].remove(card)
    state.deck[frame["seat"]].append(card)
    state.rng.shuffle(state.deck[frame["seat"]])


# ---- Law Dogs ------------------------------------------------------------------------------------


def _law_dogs_posses(u: Use) -> list[list[int]]:
    """Each wanted-or-not target with each smallest group of your unbooted dudes out-influencing it."""
    mine = [d for d in u.my_dudes() if not u.state.booted[d]]
    weight = {d: influence(u.state, d) for d in u.all_dudes()}
    groups_by_total = [
        (sum(weight[d] for d in group), min(weight[d] for d in group), list(group))
        for size in range(1, len(mine) + 1)
        for group in combinations(mine, size)
    ]
    found = []
    for target in u.all_dudes():
        need = weight[target]
        # every dude of the group is needed: without its weakest the total is no longer enough
        groups = [group for total, weakest, group in groups_by_total if total > need >= total - weakest]
        found += [[target, *group] for group in groups if target not in group]
    return found


@ability("Law Dogs", NOON, boot=True, targets=_law_dogs_posses)
def law_dogs(u: Use, target: list[int]) -> None:
    """boot your dudes with more influence than a dude to give that dude 1 bounty"""
    dude, *posse = target
    for deputy in posse:
        u.state.booted[deputy] = 1
    add_bounty(u.state, dude)


def _graced(u: Use) -> list[list[int | str]]:
    """Your unbooted skilled dudes away from home, with each skill they have."""
    return [
        [dude, skill]
        for dude in u.my_dudes()
        if not u.state.booted[dude] and u.state.at[dude] != home(u.state, u.seat)
        for skill in SKILLS
        if u.state.table[dude].rating(skill) is not None
    ]


@ability("Saved By Grace", NOON, boot=True, targets=_graced)
def saved_by_grace(u: Use, target: list[Any]) -> None:
    """your skilled dude away from home tests against 7: it boots to look at the top 5 (+ Blessed) cards"""
    dude, skill = target
    skill_check(u.state, u.seat, dude, skill, 7, "saved_by_grace", {"seat": u.seat, "dude": dude})


@after_check("saved_by_grace")
def _graced_tested(state: DoomtownState, check: dict[str, Any], margin: int) -> None:
    if margin < 0:
        return
    seat, dude = check["seat"], check["dude"]
    state.booted[dude] = 1
    blessed = adjusted_stat(state, "Blessed", dude, state.table[dude].rating("Blessed") or 0)
    top = list(reversed(state.deck[seat][-(5 + blessed) :]))
    options = [*top, "none"] if state.hand[seat] else ["none"]
    texts = {"none": "Saved By Grace: take none of them"}
    ask(state, seat, "grace", options, verb="Saved By Grace: discard a card to take", texts=texts)


@picker("grace")
def _grace_choice(state: DoomtownState, frame: Frame, choice: int | str) -> None:
    if choice == "none":
        _grace_end(state, {**frame, "card": None}, None)
    else:
        ask_discards(state, frame["seat"], 1, "grace_take", card=choice)


@picker("grace_take")
def _grace_end(state: DoomtownState, frame: Frame, _: Any) -> None:
    """The chosen card joins the hand; the deck is shuffled; 1 ghost rock."""
    seat, card = frame["seat"], frame["card"]
    if card is not None:
        state.deck[seat].remove(card)
        state.hand[seat].append(card)
    state.rng.shuffle(state.deck[seat])
    gain(state, seat, 1)


# ---- Outlaws -------------------------------------------------------------------------------------


def _ready_in_town_square(u: Use) -> list[int]:
    return [d for d in u.my_dudes() if u.state.at[d] == TOWN_SQUARE and not u.state.booted[d]]


@ability("The Sloane Gang", NOON, boot=True, targets=_ready_in_town_square)
def the_sloane_gang(u: Use, dude: int) -> None:
    """boot your dude in the town square: still there at Nightfall, gain 1 GR per opponent or a control point"""
    u.state.booted[dude] = 1
    effects.add(u.state, "sloane", dude, until="turn", set_to=True)


@hook("nightfall", "The Sloane Gang")
def _sloane_gang_nightfall(state: DoomtownState, outfit: int) -> None:
    """Its player chooses the reward for a dude it booted who is still in the town square."""
    seat = state.table[outfit].owner
    for effect in list(state.effects):
        dude = effect["card"]
        if effect["stat"] == "sloane" and controller(state, dude) == seat and state.at[dude] == TOWN_SQUARE:
            options = ["gain"] + (["control"] if control_points_of_card(state, dude) == 0 else [])
            texts = {
                "gain": f"Gain {state.players - 1} ghost rock",
                "control": f"{state.table[dude].name} gains 1 permanent control point",
            }
            ask(state, seat, "sloane", options, texts=texts, dude=dude)


@picker("sloane")
def _sloane_reward(state: DoomtownState, frame: Frame, choice: str) -> None:
    if choice == "gain":
        gain(state, frame["seat"], state.players - 1)
    else:
        effects.add(state, "control", frame["dude"], 1, until="play")


@trait("Deadwood Miner's Alliance", stats=("control",))
def deadwood_miners_alliance(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """Its dudes with 4 bounty or more are worth 1 more control point in the town square."""
    if state.table[card].owner != state.table[source].owner or state.bounty[card] < 4:
        return amount
    return amount + 1 if state.table[card].type == "dude" and state.at[card] == TOWN_SQUARE else amount


def _away_from_own(u: Use) -> list[int]:
    return [d for d in u.my_dudes() if not u.state.booted[d] and location_owner(u.state, u.state.at[d]) != u.seat]


@ability("Deadwood Miner's Alliance", NOON, boot=True, targets=_away_from_own)
def deadwood_miners_alliance_claims(u: Use, dude: int) -> None:
    """boot your dude where you own nothing: Public, 2 bounty and 1 GR; Private, 1 bounty and 2 GR"""
    u.state.booted[dude] = 1
    private = is_private(u.state, u.state.at[dude])
    add_bounty(u.state, dude, 1 if private else 2)
    u.gain(2 if private else 1)


# ---- Entrepreneurs -------------------------------------------------------------------------------


@hook("influence_limit", "Morgan Regulators")
def _regulators_limit(state: DoomtownState, outfit: int) -> int | None:
    """At Sundown of a turn without a shootout, influence counts at most 5 per player and location."""
    return 5 if state.phase == "sundown" and "shootout" not in state.used else None


@ability(
    "Morgan Regulators", NOON, boot=True, targets=lambda u: [d for d in u.my_dudes() if u.state.at[d] != TOWN_SQUARE]
)
def morgan_regulators(u: Use, dude: int) -> None:
    """move your dude to the town square; with a Horse they unboot"""
    u.state.at[dude] = TOWN_SQUARE
    if any(u.state.table[item].has("Horse") for item in attachments(u.state, dude)):
        u.state.booted[dude] = 0


@trait("Farnum's Consortium")
def farnums_consortium(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """In-town deeds its player owns with one of their dudes there: +1 production."""
    owner = state.table[source].owner
    if stat != "production" or state.table[card].type != "deed" or state.table[card].owner != owner:
        return amount
    present = any(state.table[d].owner == owner and state.table[d].type == "dude" for d in dudes_at(state, card))
    return amount + 1 if present and in_town(state, card) else amount


def _fewest_cards(u: Use) -> bool:
    mine = len(u.state.hand[u.seat])
    return all(mine < len(u.state.hand[other]) for other in range(u.state.players) if other != u.seat)


@ability("Farnum's Consortium", NOON, boot=True, cost=2, when=_fewest_cards)
def farnums_consortium_draws(u: Use, _: None) -> None:
    """fewer cards in hand than each opponent: pay 2 GR to draw a card"""
    card = draw_card(u.state, u.seat)
    if card is not None:
        u.state.hand[u.seat].append(card)


# ---- Fearmongers ---------------------------------------------------------------------------------


def first_each_turn_discount(outfit_name: str, keyword: str) -> None:
    """The outfit's player pays 1 less for the first card with ``keyword`` they play from the hand each turn."""
    key = f"first {keyword.lower()}"  # in ``state.used`` after the outfit's id

    @hook("play_cost", outfit_name)
    def _discount(state: DoomtownState, outfit: int, card: int, where: int | None, cost: int) -> int:
        mine = state.table[card].owner == state.table[outfit].owner
        return cost - 1 if mine and state.table[card].has(keyword) and f"{outfit}/{key}" not in state.used else cost

    @hook("paid_from_hand", outfit_name)
    def _counts(state: DoomtownState, outfit: int, seat: int, card: int) -> None:
        if seat == state.table[outfit].owner and state.table[card].has(keyword):
            state.used.append(f"{outfit}/{key}")


first_each_turn_discount("Encroaching Darkness", "Abomination")


def _darkness_targets(u: Use) -> list[list[int]]:
    return [
        [mine, foe]
        for mine in u.my_dudes()
        if not u.state.booted[mine]
        for foe in u.opposing_dudes()
        if u.state.at[foe] == u.state.at[mine] and value_against(u, foe) < value(u.state, mine)
    ]


@ability("Encroaching Darkness", NOON, boot=True, targets=_darkness_targets)
def encroaching_darkness(u: Use, target: list[int]) -> None:
    """boot your dude: an opposing dude there with lower value -1 influence (an Abomination's: -1 bullets too)"""
    mine, foe = target
    u.state.booted[mine] = 1
    effects.add(u.state, "influence", foe, -1, until="turn")
    if has_keyword(u.state, mine, "Abomination"):
        effects.add(u.state, "bullets", foe, -1, until="turn")


def _cast_away_from_home(u: Use, data: dict[str, Any]) -> bool:
    return data["seat"] == u.seat and data["where"] != home(u.state, u.seat) and bool(u.state.hand[u.seat])


@react("Serpentine Syndicate", "cast", applies=_cast_away_from_home)
def serpentine_syndicate(u: Use, data: dict[str, Any]) -> None:
    """your dude cast a spell away from home: discard a card to gain 1 ghost rock and draw a card"""
    ask_discards(u.state, u.seat, 1, "syndicate")


@picker("syndicate")
def _syndicate_pays(state: DoomtownState, frame: Frame, _: Any) -> None:
    gain(state, frame["seat"], 1)
    drawn = draw_card(state, frame["seat"])
    if drawn is not None:
        state.hand[frame["seat"]].append(drawn)


# ---- First Peoples -------------------------------------------------------------------------------


@hook("hand_size", "The Spiritual Society")
def _spiritual_society(state: DoomtownState, outfit: int, seat: int) -> int:
    """The most influence (ties included) in the town square at Nightfall: draw one more card."""
    per_seat = [0] * state.players
    for dude in dudes_at(state, TOWN_SQUARE):
        per_seat[state.table[dude].owner] += influence(state, dude)
    return 1 if per_seat[seat] == max(per_seat) else 0


def _society_targets(u: Use) -> list[list[int]]:
    mine = [d for d in u.my_dudes() if not u.state.booted[d]]
    return [
        [d, foe]
        for d in mine
        for foe in u.opposing_dudes()
        if u.state.at[foe] == u.state.at[d]
        and not u.state.booted[foe]
        and influence(u.state, foe) < influence(u.state, d)
    ]


@ability("The Spiritual Society", NOON, boot=True, targets=_society_targets, does=("boot",))
def the_spiritual_society(u: Use, target: list[int]) -> None:
    """boot your dude to boot an opposing dude there with less influence"""
    mine, foe = target
    u.state.booted[mine] = 1
    move_or_boot(u.state, u.seat, foe, boot=True)


@hook("unrefusable", "Black Hills Guardians")
def _holy_ground_callouts(state: DoomtownState, outfit: int, leader: int, mark: int) -> bool:
    """Call-outs at a Holy Ground cannot be refused."""
    return is_holy_ground(state, state.at[mark])


def _guardians_calls(u: Use) -> list[list[int]]:
    """[Holy Ground you control, unbooted, to boot; your dude there not yet in the posse]."""
    if u.my_side() is None:
        return []
    grounds = [
        place for place in [home(u.state, u.seat), *locations(u.state)]
        if place != TOWN_SQUARE and is_holy_ground(u.state, place) and controls(u.state, u.seat, place)
        and not u.state.booted[place]
    ]  # fmt: skip
    return [[g, d] for g in dict.fromkeys(grounds) for d in u.my_dudes() if u.state.at[d] == g and not u.in_fight(d)]


@ability("Black Hills Guardians", SHOOTOUT, repeat=True, targets=_guardians_calls)
def black_hills_guardians(u: Use, target: list[int]) -> None:
    """boot a Holy Ground you control: your dude there joins your posse"""
    ground, dude = target
    u.state.booted[ground] = 1
    join_posse(u.state, current(u.state), u.seat, dude)
