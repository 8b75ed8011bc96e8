"""Deeds of the packs beyond the base set whose reacts follow the day's events: a dude aced, victory
checked at Sundown, production collected, a pull that succeeded, a cheatin' hand revealed
(the windows of ``hooks.py``), bounty gained for breakin' and enterin', and a deed controlled by bullets."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.core import Use, trait
from games.engines.doomtown.abilities.joining import BREAKIN_BOUNTY
from games.engines.doomtown.abilities.react_choices import react_choosing
from games.engines.doomtown.abilities.reacts import (
    CHEATIN_REVEALED,
    DUDE_ACED,
    LOWBALL_DISCARD,
    PRODUCTION_COLLECTED,
    PULL_SUCCEEDED,
    VICTORY_CHECKED,
    react,
)
from games.engines.doomtown.abilities.windows import ask, ask_discards, picker
from games.engines.doomtown.town import (
    TOWN_SQUARE,
    adjusted_stat,
    control_points_of_card,
    deed_controller,
    deeds_in_play,
    home,
    in_town,
    influence,
)
from games.engines.doomtown.zones import add_bounty, draw_card, gain

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

GATEWAY_COST = 1  # Gateway Station: the ghost rock its react costs
CANTINA_GAIN = 1  # Carson's Cantina: the ghost rock it may give instead of a card
SALOON_BOUNTY = 2  # The Oriental Saloon: the bounty its dude gets


def _draw(state: DoomtownState, seat: int) -> None:
    card = draw_card(state, seat)
    if card is not None:
        state.hand[seat].append(card)


# ---- a dude aced ---------------------------------------------------------------------------------


def _counts_for_mausoleum(u: Use, data: dict[str, Any]) -> bool:
    facts = u.state.table[data["dude"]]
    return not facts.card.token and not facts.has("Abomination")


@react("Mausoleum", DUDE_ACED, controller=True, applies=_counts_for_mausoleum)
def mausoleum(u: Use, _: dict[str, Any]) -> None:
    """a dude (not a token, not an Abomination) was aced: this deed gains a permanent control point"""
    effects.add(u.state, "control", u.card, 1, until="play")


# ---- victory checked at Sundown ------------------------------------------------------------------


def _at_opposing_home_without_control(u: Use) -> list[int]:
    opposing_homes = {home(u.state, seat) for seat in range(u.state.players) if seat != u.seat}
    return [
        dude
        for dude in u.my_dudes()
        if u.state.at[dude] in opposing_homes
        and influence(u.state, dude) >= 1
        and control_points_of_card(u.state, dude) == 0
    ]


@react_choosing(
    "Epitaph Branch Office",
    VICTORY_CHECKED,
    lambda u, _: _at_opposing_home_without_control(u),
    "Permanent control point for:",
    controller=True,
)
def epitaph_branch_office(state: DoomtownState, _frame: dict[str, Any], dude: int) -> None:
    """your dude with influence and no control points at an opposing home gets a permanent control point"""
    effects.add(state, "control", dude, 1, until="play")


def _away_from_town_square(u: Use) -> list[int]:
    return [dude for dude in u.my_dudes() if u.state.at[dude] != TOWN_SQUARE]


@react_choosing(
    "Kiva of Fathomless Reach", VICTORY_CHECKED, lambda u, _: _away_from_town_square(u), "Move to the town square:"
)
def kiva_of_fathomless_reach(state: DoomtownState, _frame: dict[str, Any], dude: int) -> None:
    """move one of your dudes to the town square"""
    state.at[dude] = TOWN_SQUARE  # the player's own dude, by their own card: nothing may stop it


# ---- production collected ------------------------------------------------------------------------


def _controlled_not_owned(u: Use) -> list[int]:
    return [
        deed
        for deed in deeds_in_play(u.state)
        if u.state.table[deed].owner != u.seat and deed_controller(u.state, deed) == u.seat
    ]


@react_choosing(
    "Bilton Collection Agency",
    PRODUCTION_COLLECTED,
    lambda u, _: _controlled_not_owned(u),
    "Collect the production of:",
    controller=True,
)
def bilton_collection_agency(state: DoomtownState, frame: dict[str, Any], deed: int) -> None:
    """gain the production of a deed you control but do not own"""
    printed = state.table[deed].num("production")
    gain(state, frame["seat"], max(0, adjusted_stat(state, "production", deed, printed)))


# ---- a pull that succeeded -----------------------------------------------------------------------


@react("Tai Chi Chuan Garden", PULL_SUCCEEDED, applies=lambda u, data: data["seat"] == u.seat)
def tai_chi_chuan_garden(u: Use, _: dict[str, Any]) -> None:
    """your pull succeeded: draw a card, then discard a card"""
    _draw(u.state, u.seat)
    ask_discards(u.state, u.seat, 1, "nothing_more")


# ---- a cheatin' hand revealed --------------------------------------------------------------------


@react("Carson's Cantina", CHEATIN_REVEALED, applies=lambda u, data: data["seat"] != u.seat)
def carsons_cantina(u: Use, _: dict[str, Any]) -> None:
    """an opponent revealed a cheatin' hand: draw a card or gain 1 ghost rock"""
    texts = {"draw": "Draw a card", "gain": f"Gain {CANTINA_GAIN} ghost rock"}
    ask(u.state, u.seat, "cantina", ["draw", "gain"], texts=texts)


@picker("cantina")
def _cantina(state: DoomtownState, frame: dict[str, Any], choice: str) -> None:
    if choice == "draw":
        _draw(state, frame["seat"])
    else:
        gain(state, frame["seat"], CANTINA_GAIN)


@trait("The Oriental Saloon", stats=("rowdy",), own=True)
def _oriental_saloon_by_bullets(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """Its control goes by bullets, as a Rowdy deed's does."""
    return True


def _in_town_dudes(u: Use) -> list[int]:
    return [dude for dude in u.my_dudes() if in_town(u.state, u.state.at[dude])]


@react_choosing(
    "The Oriental Saloon",
    CHEATIN_REVEALED,
    lambda u, _: _in_town_dudes(u),
    "Unboot and give 2 bounty to:",
    controller=True,
    applies=lambda u, data: data["seat"] == u.seat,
)
def the_oriental_saloon(state: DoomtownState, _frame: dict[str, Any], dude: int) -> None:
    """you revealed a cheatin' hand: unboot your dude in town and give them 2 bounty"""
    state.booted[dude] = 0
    add_bounty(state, dude, SALOON_BOUNTY)


# ---- bounty for breakin' and enterin' --------------------------------------------------------------


def _still_wanted(u: Use, data: dict[str, Any]) -> bool:
    dude = data["dude"]
    return dude in u.state.play[u.state.table[dude].owner] and u.state.bounty[dude] > 0


@react("Dispatch Office", BREAKIN_BOUNTY, applies=_still_wanted)
def dispatch_office(u: Use, data: dict[str, Any]) -> None:
    """a dude gained bounty for joining at another player's Private location: raise or lower it by 1"""
    texts = {"raise": "Give them 1 more bounty", "lower": "Take 1 bounty off them"}
    ask(u.state, u.seat, "dispatch_office", ["raise", "lower"], texts=texts, dude=data["dude"])


@picker("dispatch_office")
def _dispatch_office(state: DoomtownState, frame: dict[str, Any], choice: str) -> None:
    dude = frame["dude"]
    if choice == "raise":
        add_bounty(state, dude)
    elif state.bounty[dude] > 0:  # another react may have taken it off since
        state.bounty[dude] -= 1
        state.bank += 1


# ---- the lowball draw hand about to be discarded ---------------------------------------------------


def _dudes_in_draw_hand(u: Use) -> list[int]:
    return [card for card in u.state.draw[u.seat] if u.state.table[card].type == "dude"]


def _gateway_open(u: Use, _: dict[str, Any]) -> bool:
    return u.state.stash[u.seat] >= GATEWAY_COST and bool(u.state.hand[u.seat]) and bool(_dudes_in_draw_hand(u))


# It changes no card's fate but the dude's: the hands are discarded after it all the same (RULINGS 287).
@react("Gateway Station", LOWBALL_DISCARD, controller=True, stops=False, applies=_gateway_open)
def gateway_station(u: Use, _: dict[str, Any]) -> None:
    """pay 1 GR: discard a card from your hand, then take a dude of your lowball draw hand into your hand"""
    u.pay(GATEWAY_COST)
    ask_discards(u.state, u.seat, 1, "gateway_station")


@picker("gateway_station")
def _gateway_discarded(state: DoomtownState, frame: dict[str, Any], _: Any) -> None:
    seat = frame["seat"]
    dudes = [card for card in state.draw[seat] if state.table[card].type == "dude"]
    ask(state, seat, "gateway_station_take", dudes, verb="Take into your hand")


@picker("gateway_station_take")
def _gateway_take(state: DoomtownState, frame: dict[str, Any], dude: int) -> None:
    state.draw[frame["seat"]].remove(dude)
    state.hand[frame["seat"]].append(dude)
