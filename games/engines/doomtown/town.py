"""The town: locations, adjacency, deed control, and the stats dudes bring to it.

A location is an int: a seat's home is its outfit's card id, a deed is its card id, and the town
square is ``TOWN_SQUARE``. Stats follow the rulebook's minima and maxima (numbers >= 0, value
1..13).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from games.engines.base import seat_ref
from games.engines.doomtown import hooks
from games.engines.doomtown.control import controller, loans

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

TOWN_SQUARE = -1
NOWHERE = -2
LIMITED_GOODS = ("Attire", "Horse", "Weapon")

Stat = TypeVar("Stat")


def adjusted_stat(state: DoomtownState, stat: str, card: int, amount: Stat) -> Stat:
    """A stat read through the traits and lasting effects that change it (a stat keeps its kind: a
    number stays a number, a flag a flag)."""
    memo = state.stat_memo
    if memo is not None:
        key = (stat, card, amount)
        if key in memo:
            remembered: Stat = memo[key]
            return remembered
    printed = amount
    for hook in hooks.STAT_CHANGES.fns:
        amount = hook(state, stat, card, amount)
    if memo is not None:
        memo[(stat, card, printed)] = amount
    return amount


def is_harrowed(state: DoomtownState, dude: int) -> bool:
    """By its keyword, or made so by a card (Lydia Bear-Hands)."""
    return bool(adjusted_stat(state, "harrowed", dude, state.table[dude].has("Harrowed")))


def may_carry(state: DoomtownState, dude: int, keyword: str, cards: list[int]) -> bool:
    """One Attire, one Horse, one Weapon per dude, unless a card allows these together."""
    return len(cards) <= 1 or any(hook(state, dude, keyword, cards) for hook in hooks.CARRIES.fns)


def location_name(state: DoomtownState, location: int) -> str:
    if location == TOWN_SQUARE:
        return "Town Square"
    facts = state.table[location]
    if facts.type == "outfit":
        return f"{facts.name} ({seat_ref(facts.owner)}'s home)"
    return facts.name


def locations(state: DoomtownState) -> list[int]:
    """Every location in play: the town square, then each seat's street, then Out of Town deeds."""
    found = [TOWN_SQUARE]
    for street in state.street:
        found.extend(street)
    for deeds in state.out_of_town:
        found.extend(deeds)
    return found


def _street_of(state: DoomtownState, location: int) -> list[int] | None:
    for street in state.street:
        if location in street:
            return street
    return None


def adjacent(state: DoomtownState, a: int, b: int) -> bool:
    """Next to each other on a street (or the town square and a street location), or joined by a
    card in play (Spirit Trail, Surveyor's Office...): moves, posses and "nearby" all ask here."""
    if a == b or NOWHERE in (a, b):
        return False
    return _on_the_map(state, a, b) or any(hook(state, a, b) for hook in hooks.ADJACENCY.fns)


def _on_the_map(state: DoomtownState, a: int, b: int) -> bool:
    if a == TOWN_SQUARE or b == TOWN_SQUARE:
        other = b if a == TOWN_SQUARE else a
        return _street_of(state, other) is not None  # Out of Town deeds are on no street
    street = _street_of(state, a)
    if street is None or b not in street:
        return False
    return abs(street.index(a) - street.index(b)) == 1


def in_town(state: DoomtownState, location: int) -> bool:
    """The town square, homes and street deeds (Out of Town deeds are not in town)."""
    return location == TOWN_SQUARE or _street_of(state, location) is not None


def home(state: DoomtownState, seat: int) -> int:
    return state.table.outfits[seat]


def location_owner(state: DoomtownState, location: int) -> int | None:
    return None if location == TOWN_SQUARE else state.table[location].owner


def is_private(state: DoomtownState, location: int) -> bool:
    if location == TOWN_SQUARE:
        return False
    facts = state.table[location]
    return facts.type == "outfit" or facts.has("Private")


def is_holy_ground(state: DoomtownState, location: int) -> bool:
    """The Holy Ground keyword, printed or given by a card in play (Fire of Nanahbozho)."""
    printed = location != TOWN_SQUARE and state.table[location].has("Holy Ground")
    return bool(adjusted_stat(state, "holy_ground", location, printed))


def attachments(state: DoomtownState, host: int) -> list[int]:
    memo = state.stat_memo
    if memo is None:
        attached_to = state.attached_to
        return [card for seat_cards in state.play for card in seat_cards if attached_to[card] == host]
    by_host = memo.get(_ATTACHED)  # while the state is only read, every host's at once
    if by_host is None:
        by_host = memo[_ATTACHED] = {}
        for seat_cards in state.play:
            for card in seat_cards:
                by_host.setdefault(state.attached_to[card], []).append(card)
    return list(by_host.get(host, ()))


_ATTACHED = ("attached", -1, None)  # the stat memo's entry for what is attached to what


def location_of(state: DoomtownState, card: int) -> int:
    """Where a card in play is: a deed (or home) is its own location, an attachment is its host's."""
    while state.table[card].type not in ("dude", "deed", "outfit") and state.attached_to[card] >= 0:
        card = state.attached_to[card]
    if state.attached_to[card] == TOWN_SQUARE:  # a Condition on the town square (Tumblebleeds!)
        return TOWN_SQUARE
    return state.at[card] if state.table[card].type == "dude" else card


def dudes_of(state: DoomtownState, seat: int) -> list[int]:
    """The dudes ``seat`` controls: its own in play, less those lent to another player for a
    shootout, and those lent to it (``control.py``)."""
    table = state.table
    own = [card for card in state.play[seat] if table[card].type == "dude"]
    lent = loans(state)
    if not lent:
        return own
    kept = [card for card in own if lent.get(card, seat) == seat]
    return kept + [card for card, to in lent.items() if to == seat and card not in own]


def dudes_at(state: DoomtownState, location: int) -> list[int]:
    at = state.at
    return [card for seat_cards in state.play for card in seat_cards if at[card] == location]


def influence(state: DoomtownState, dude: int) -> int:
    total = state.table[dude].num("influence")
    for item in attachments(state, dude):
        total += state.table[item].num("influence")
    return max(0, adjusted_stat(state, "influence", dude, total))


def item_stat(state: DoomtownState, item: int, stat: str) -> int:
    """A goods' or spell's own number, with effects on the card itself (a Gadget's raised bullets)."""
    return adjusted_stat(state, stat, item, state.table[item].num(stat))


def bullets(state: DoomtownState, dude: int) -> int:
    total = state.table[dude].num("bullets")
    for item in attachments(state, dude):
        total += item_stat(state, item, "bullets")
    return max(0, adjusted_stat(state, "bullets", dude, total))


def bullet_type(state: DoomtownState, dude: int) -> str:
    # Goods in the data carry a plain bullet bonus ("bonus"), never a stud/draw change.
    return adjusted_stat(state, "bullet_type", dude, state.table[dude].card.bullet_type or "draw")


def value(state: DoomtownState, dude: int) -> int:
    facts = state.table[dude]
    return max(1, min(13, adjusted_stat(state, "value", dude, facts.stat_value + (kung_fu(state, dude) or 0))))


def kung_fu(state: DoomtownState, dude: int) -> int | None:
    """The dude's Kung Fu rating with its changes (Jade King Stance); None without the skill."""
    rating = state.table[dude].rating("Kung Fu")
    return None if rating is None else max(0, adjusted_stat(state, "Kung Fu", dude, rating))


def grit(state: DoomtownState, dude: int) -> int:
    return value(state, dude) + bullets(state, dude) + influence(state, dude)


def control_points_of_card(state: DoomtownState, card: int) -> int:
    total = state.table[card].num("control")
    if state.table[card].type == "dude":
        for item in attachments(state, card):
            total += item_stat(state, item, "control")
    return max(0, adjusted_stat(state, "control", card, total))


def deed_controller(state: DoomtownState, deed: int) -> int:
    """Most influence among the dudes at the deed; ties (zero included) go to the owner."""
    owner = state.table[deed].owner
    per_seat = [0] * state.players
    rowdy = adjusted_stat(state, "rowdy", deed, state.table[deed].has("Rowdy"))  # Rowdy: bullets decide
    for dude in dudes_at(state, deed):
        strength = (
            bullets(state, dude) if rowdy else adjusted_stat(state, "control_strength", dude, influence(state, dude))
        )
        per_seat[controller(state, dude)] += strength  # a dude lent for a shootout counts for its borrower
    best = max(per_seat)
    leaders = [seat for seat, amount in enumerate(per_seat) if amount == best]
    return leaders[0] if len(leaders) == 1 else owner


def controls(state: DoomtownState, seat: int, location: int) -> bool:
    if location == TOWN_SQUARE:
        return False
    if state.table[location].type == "outfit":
        return state.table[location].owner == seat
    return deed_controller(state, location) == seat


def deeds_in_play(state: DoomtownState) -> list[int]:
    return [card for seat_cards in state.play for card in seat_cards if state.table[card].type == "deed"]


def total_influence(state: DoomtownState, seat: int) -> int:
    return sum(influence(state, dude) for dude in dudes_of(state, seat))


def control_points(state: DoomtownState, seat: int) -> int:
    total = sum(
        control_points_of_card(state, deed) for deed in deeds_in_play(state) if deed_controller(state, deed) == seat
    )
    total += sum(control_points_of_card(state, dude) for dude in dudes_of(state, seat))
    return total


def production(state: DoomtownState, seat: int) -> int:
    """The outfit (and legend), plus deeds this seat both owns and controls (the rulebook's wording)."""
    total = state.table[home(state, seat)].num("production")
    legend = state.table.legends[seat]
    if legend is not None:
        total += state.table[legend].num("production")
    for deed in deeds_in_play(state):
        if deed_producer(state, deed) == seat:
            total += max(0, adjusted_stat(state, "production", deed, state.table[deed].num("production")))
    for change in hooks.PRODUCTION.fns:  # variants (Boss Battle: the Villain's outfit)
        total = change(state, seat, total)
    return max(0, total)


def deed_producer(state: DoomtownState, deed: int) -> int | None:
    """Who gains a deed's production: its owner when they also control it (card effects may give
    it to someone else for a turn)."""
    owner = state.table[deed].owner
    return adjusted_stat(state, "producer", deed, owner if deed_controller(state, deed) == owner else None)


def upkeep(state: DoomtownState, seat: int, card: int) -> int:
    """Printed upkeep, plus the dude's influence when their faction is not the outfit's."""
    facts = state.table[card]
    cost = facts.num("upkeep")
    if facts.type == "dude" and facts.card.factions:
        outfit_faction = state.table[home(state, seat)].card.faction
        if outfit_faction not in facts.card.factions:
            cost += influence(state, card)
    return max(0, adjusted_stat(state, "upkeep", card, cost))


def card_stats(state: DoomtownState, card: int) -> dict[str, object]:
    """The current numbers of a card in play, as a page shows them."""
    facts = state.table[card]
    if facts.type == "dude":
        return {
            "bullets": bullets(state, card),
            "bullet_type": bullet_type(state, card),
            "influence": influence(state, card),
            "value": value(state, card),
            "grit": grit(state, card),
            "control": control_points_of_card(state, card),
            "upkeep": upkeep(state, facts.owner, card),
        }
    if facts.type == "deed":
        return {
            "controller": deed_controller(state, card),
            "control": control_points_of_card(state, card),
            "production": facts.num("production"),
        }
    return {}
