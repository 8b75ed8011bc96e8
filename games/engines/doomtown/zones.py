"""Moving cards between zones: draw, pull, discard, ace, leave play; ghost rock and bounty.

Zones per seat are lists of card ids: ``deck`` (top = last), ``hand``, ``discard``,
``boot_hill``, ``draw`` (a poker draw hand), ``pending`` (a starting gang not yet revealed),
``play`` and ``removed`` (token dudes removed from the game, ``tokens.py``). Ghost rock lives in
stashes, the pot, bounties, on cards in play and in the bank (see DoomtownState).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown import hooks
from games.engines.doomtown.jokers import declared
from games.engines.doomtown.town import NOWHERE, attachments

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def protected(state: DoomtownState, card: int, how: str) -> bool:
    return any(guard(state, card, how) for guard in hooks.PROTECTIONS.fns)


def boot(state: DoomtownState, card: int) -> None:
    """A card effect boots a card, unless the card is protected from it."""
    if not protected(state, card, "boot"):
        state.booted[card] = 1


def draw_card(state: DoomtownState, seat: int) -> int | None:
    """The top card of the deck; an empty deck is rebuilt from the shuffled discard pile first."""
    deck = state.deck[seat]
    if not deck:
        pile = state.discard[seat]
        if not pile:
            return None
        deck.extend(pile)
        pile.clear()
        state.rng.shuffle(deck)
        state.note({"type": "reshuffle", "seat": seat, "cards": len(deck)})
    return deck.pop()


def draw_into(state: DoomtownState, seat: int, zone: list[int], count: int) -> int:
    drawn = 0
    for _ in range(count):
        card = draw_card(state, seat)
        if card is None:
            break
        zone.append(card)
        drawn += 1
    return drawn


def pull(state: DoomtownState, seat: int, want_high: bool = True) -> tuple[int | None, int]:
    """Reveal the top card: (card, value). A joker's value is declared by its owner (``jokers.py``;
    ``want_high`` says which serves the pull: a King or an Ace) and the joker is aced."""
    card, value, _ = _pull(state, seat, 13 if want_high else 1, None)
    return card, value


def pull_suit(state: DoomtownState, seat: int, best_suit: str) -> tuple[int | None, str | None]:
    """Reveal the top card for its suit: (card, suit); a joker's suit is declared by its owner
    (``best_suit`` serves the pull)."""
    card, _, suit = _pull(state, seat, None, best_suit)
    return card, suit


def _pull(
    state: DoomtownState, seat: int, best_value: int | None, best_suit: str | None
) -> tuple[int | None, int, str | None]:
    card = draw_card(state, seat)
    if card is None:
        return None, 0, None
    facts = state.table[card]
    if facts.type == "joker":
        joker = declared(state, seat, best_value, best_suit)
        state.boot_hill[seat].append(card)
        value, suit = joker["value"] or 0, joker["suit"]
    else:
        state.discard[seat].append(card)
        value, suit = facts.stat_value, facts.card.suit
    state.note({"type": "pull", "seat": seat, "card": card, "value": value, "suit": suit})
    return card, value, suit


def put_into_play(state: DoomtownState, card: int, seat: int) -> None:
    state.play[seat].append(card)
    state.booted[card] = 0
    for hook in hooks.ENTERS_PLAY.fns:
        hook(state, card)


def unique_blocked(state: DoomtownState, seat: int, card: int) -> bool:
    """A unique card cannot come into play while its owner has another card of that title in play
    or in Boot Hill (a card brought back from Boot Hill does not block itself)."""
    facts = state.table[card]
    if not facts.card.unique:
        return False
    return any(c != card and state.table[c].title == facts.title for c in state.play[seat] + state.boot_hill[seat])


def leave_play(state: DoomtownState, card: int, *, ace: bool, collector: int | None = None) -> None:
    """Discard or ace a card in play; its attachments go to their owners' discard piles.

    A token dude is removed from the game instead (its owner's ``removed`` zone), aced or not.
    A dude's bounty goes to ``collector`` (the player who discarded or aced them), else to the bank.
    A card protected from the card effect resolving now stays in play (Shield of Faith).
    """
    if protected(state, card, "ace" if ace else "discard"):
        state.note({"type": "protected", "card": card, "from": "ace" if ace else "discard"})
        return
    items = attachments(state, card)
    for item in items:
        _remove_from_play(state, item)
        state.discard[state.table[item].owner].append(item)
    _remove_from_play(state, card)
    owner = state.table[card].owner
    token = state.table[card].card.token
    (state.removed if token else state.boot_hill if ace else state.discard)[owner].append(card)
    bounty = state.bounty[card]
    if bounty:
        state.bounty[card] = 0
        if collector is not None and collector != owner:
            state.stash[collector] += bounty
        else:
            state.bank += bounty
        state.note({"type": "bounty_collected", "card": card, "amount": bounty, "by": collector})
    state.note({"type": "removed" if token else "aced" if ace else "discarded", "card": card})
    for hook in hooks.LEAVES_PLAY.fns:
        for gone in [*items, card]:  # its attachments are discarded from play too
            hook(state, gone)
    if ace and state.table[card].type == "dude":
        for aced in hooks.DUDE_ACED.fns:
            aced(state, card)
    elif state.table[card].type == "dude" and not token:
        for discarded in hooks.DUDE_DISCARDED.fns:
            discarded(state, card)


def collect_bounty(state: DoomtownState, dude: int, seats: list[int]) -> None:
    """The winners split a casualty's bounty evenly; what does not divide goes to the side's leader."""
    amount = state.bounty[dude]
    if not amount or not seats:
        return
    state.bounty[dude] = 0
    share, rest = divmod(amount, len(seats))
    for index, seat in enumerate(seats):
        state.stash[seat] += share + (rest if index == 0 else 0)
    state.note({"type": "bounty_collected", "card": dude, "amount": amount, "by": seats})


def replace_in_play(state: DoomtownState, old: int, new: int) -> None:
    """An Experienced version takes a dude's place: its location, boot, bounty, attachments and the
    effects on it; the old card goes to the discard pile. Nothing enters or leaves play (no enters
    play, leaves play or discard effects)."""
    seat = state.table[old].owner
    state.play[seat].append(new)
    state.at[new], state.booted[new] = state.at[old], state.booted[old]
    state.bounty[new], state.bounty[old] = state.bounty[old], 0
    for item in attachments(state, old):
        state.attached_to[item] = new
    state.effects = [{**effect, "card": new} if effect["card"] == old else effect for effect in state.effects]
    _remove_from_play(state, old)
    state.discard[seat].append(old)
    state.note({"type": "replaced", "card": old, "by": new})


def _remove_from_play(state: DoomtownState, card: int) -> None:
    if any(effect["card"] == card for effect in state.effects):  # card abilities: its effects end
        state.effects = [effect for effect in state.effects if effect["card"] != card]
    for seat_cards in state.play:
        if card in seat_cards:
            seat_cards.remove(card)
            break
    state.at[card] = NOWHERE
    state.attached_to[card] = NOWHERE
    state.booted[card] = 0
    state.bank += state.rock[card]  # ghost rock lying on the card goes back to the bank
    state.rock[card] = 0


def discard_from_hand(state: DoomtownState, seat: int, card: int) -> None:
    state.hand[seat].remove(card)
    state.discard[seat].append(card)


def place_deed(state: DoomtownState, seat: int, card: int, end: str) -> None:
    """Put a deed into play at the ``left`` or ``right`` end of the street, or ``out`` of town."""
    put_into_play(state, card, seat)
    if end == "out":
        state.out_of_town[seat].append(card)
        return
    if end == "left":
        state.street[seat].insert(0, card)
    else:
        state.street[seat].append(card)
    state.built[seat] += 1


def attach(state: DoomtownState, card: int, host: int, seat: int) -> None:
    """The card enters play attached: what sees it enter sees where (Professor Duncan's Totems)."""
    state.attached_to[card] = host
    put_into_play(state, card, seat)


def pay(state: DoomtownState, seat: int, amount: int) -> None:
    state.stash[seat] -= amount
    state.bank += amount


def pay_player(state: DoomtownState, seat: int, to: int, amount: int) -> None:
    """``seat`` pays ``to`` from its stash (a card's "pay your opponent"): the rock changes hands."""
    state.stash[seat] -= amount
    state.stash[to] += amount


def gain(state: DoomtownState, seat: int, amount: int) -> None:
    state.stash[seat] += amount
    state.bank -= amount


def place_rock(state: DoomtownState, card: int, amount: int) -> None:
    """Ghost rock from the bank onto a card in play."""
    state.rock[card] += amount
    state.bank -= amount


def take_rock(state: DoomtownState, seat: int, card: int) -> int:
    """All the ghost rock on a card goes to ``seat``'s stash; returns how much."""
    amount, state.rock[card] = state.rock[card], 0
    state.stash[seat] += amount
    return amount


def add_bounty(state: DoomtownState, dude: int, amount: int = 1) -> None:
    state.bounty[dude] += amount
    state.bank -= amount
    state.note({"type": "bounty", "card": dude, "amount": amount})
    for react in hooks.BOUNTY_RAISED.fns:
        react(state, dude)


def finish_draw_hand(state: DoomtownState, seat: int, used: list[int]) -> None:
    """Discard a resolved draw hand; jokers used in it are aced (the joker cards say so)."""
    for card in state.draw[seat]:
        if card in used and state.table[card].type == "joker":
            state.boot_hill[seat].append(card)
        else:
            state.discard[seat].append(card)
    state.draw[seat] = []


def note_cheatin(state: DoomtownState, seat: int, cheatin: bool) -> None:
    """A cheatin' lowball hand (the Gamblin' cheatin' window follows)."""
    if cheatin:
        state.note({"type": "cheatin", "seat": seat})
