"""What abilities change in a shootout round's outcome: hand ranks, casualties and fleeing.

The shootout frame keeps ``rank_bonus`` (per seat, this round), ``rank_modified`` (the seats
whose hand a rank modifier touched this round) and, when abilities set them,
``no_casualties`` (seats that take none this round), ``fewer_casualties`` (per seat, taken off
this round's casualties), ``more_casualties`` (per seat, added to this round's, winner or not:
"Dynamite" Jacc), ``extra_casualties`` (added to each round's loser for the rest of
the shootout; cards in play may add more, ``HOOKS["loser_casualties"]``), ``straight_or_flush_bonus``
(sides with +2 rank in each round they show a legal straight or flush), ``no_fleeing`` ([round, seat]:
that seat's dudes cannot flee that round; a dude's own trait may keep it from fleeing at all: ``flees_freely``),
``pinned`` ([round, dude, against card effects]: a card kept that dude from fleeing that round
and, with ``against card effects``, from being taken out of the shootout by a card effect),
``cheatin_toll`` ([round, seat, count]: more casualties that round if that seat's hand is cheatin'
then, or was when revealed: ``cheated``), ``double_casualties`` (the round whose casualties are
doubled, after every other change) and
``locks`` (hand ranks or casualties that abilities of some timings may no longer modify: traits
and the game's own rules always may).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.core import HOOKS, RESOLUTION, SHOOTOUT, cards_with_hook
from games.engines.doomtown.abilities.effects import resolving
from games.engines.doomtown.fight import side_posse
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.poker import FLUSH, MAX_RANK, MIN_RANK, STRAIGHT, STRAIGHT_FLUSH, modified_key
from games.engines.doomtown.town import attachments

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def adjust_casualties(state: DoomtownState, frame: Frame) -> None:
    loser = frame["loser"]
    if loser is not None and frame["casualties"][loser]:
        frame["casualties"][loser] += frame.get("extra_casualties", 0) + _losers_toll(state, frame)
    for seat in frame.get("no_casualties", []):
        frame["casualties"][seat] = 0
    frame["no_casualties"] = []
    for seat, fewer in enumerate(frame.pop("fewer_casualties", [])):
        frame["casualties"][seat] = max(0, frame["casualties"][seat] - fewer)
    for seat, more in enumerate(frame.pop("more_casualties", [])):
        frame["casualties"][seat] += more
    for held_round, seat, more in frame.get("cheatin_toll", []):
        if held_round == frame["round"] and (frame["cheatin"][seat] or [held_round, seat] in frame.get("cheated", [])):
            frame["casualties"][seat] += more
    if frame.get("double_casualties") == frame["round"]:
        frame["casualties"] = [count * 2 for count in frame["casualties"]]


def _losers_toll(state: DoomtownState, frame: Frame) -> int:
    """More casualties for the round's loser from cards in play (``HOOKS["loser_casualties"]``,
    fn(state, card, fight) -> amount: Tumblebleeds! at its location)."""
    tolls = HOOKS.get("loser_casualties", {})
    return sum(
        tolls[state.table[card].card.code](state, card, frame)
        for card in cards_with_hook(state, "loser_casualties")
        if any(card in cards for cards in state.play)
    )


def toll_on_cheatin(frame: Frame, seat: int, more: int) -> None:
    """``seat`` takes ``more`` casualties this round if their draw hand is ever cheatin' in it
    (Grim Servant O' Death)."""
    frame.setdefault("cheatin_toll", []).append([frame["round"], seat, more])


def cheatin_shown(state: DoomtownState, seat: int) -> None:
    """A cheatin' hand was revealed: a shootout remembers it for the round, whatever changes the
    hand later (``hooks.CHEATIN_REVEALED``)."""
    fight = next((frame for frame in reversed(state.stack) if frame["kind"] == "shootout"), None)
    if fight is not None:
        fight.setdefault("cheated", []).append([fight["round"], seat])


def double_casualties_next_round(frame: Frame) -> None:
    """The next round of this shootout inflicts twice the casualties (Red River Roulette)."""
    frame["double_casualties"] = frame["round"] + 1


RANKS, CASUALTIES = "rank", "casualties"  # what a lock holds
NOT_CHEATIN = ("react", SHOOTOUT, RESOLUTION)  # "React, Shootout and non-Cheatin' Resolution abilities"


def lock(
    frame: Frame,
    what: str,
    timings: tuple[str, ...],
    *,
    this_round: bool = False,
    raising: bool = False,
    if_legal: int | None = None,
    while_in: int | None = None,
) -> None:
    """From now on (this round only, with ``this_round``) abilities of these ``timings`` ("react",
    "shootout", "resolution", "noon"; a Cheatin' Resolution is "cheatin") cannot modify ``what``;
    ``raising``: they only cannot increase it (Cavalry Escort); ``if_legal``: only once that seat
    has revealed a legal draw hand this round (Magnum Rounds); ``while_in``: only while that dude
    is in one of the fight's posses (Virginia Ann Earp)."""
    entry = {
        "what": what,
        "timings": list(timings),
        "round": frame["round"] if this_round else None,
        "raising": raising,
        "if_legal": if_legal,
        "while_in": while_in,
    }
    if entry not in frame.get("locks", []):  # a dude joining again does not lock twice
        frame.setdefault("locks", []).append(entry)


def locked(frame: Frame, what: str, amount: int) -> bool:
    """The ability resolving now may not change ``what`` by ``amount``."""
    act = resolving()
    if act is None or not frame.get("locks"):
        return False
    for entry in frame["locks"]:
        if entry["what"] != what or act["timing"] not in entry["timings"]:
            continue
        if entry.get("if_legal") is not None and not _shown_legal(frame, entry["if_legal"]):
            continue
        if entry.get("while_in") is not None and not any(entry["while_in"] in posse for posse in frame["posse"]):
            continue
        if entry["round"] in (None, frame["round"]) and (amount > 0 or not entry["raising"]):
            return True
    return False


def _shown_legal(frame: Frame, seat: int) -> bool:
    hands = frame.get("hands")
    if not hands or hands[seat] is None:
        return False
    return not hands[seat]["cheatin"]


def more_casualties(state: DoomtownState, frame: Frame, seat: int, amount: int) -> None:
    """``seat`` takes ``amount`` more casualties this round, winner or not."""
    if not locked(frame, CASUALTIES, amount):
        frame.setdefault("more_casualties", [0] * state.players)[seat] += amount


def casualties_after_tally(frame: Frame, seat: int, amount: int) -> None:
    """``seat`` takes ``amount`` more casualties this round, added once the round is tallied (a
    react to winning it: Curly Bill Brocius)."""
    if not locked(frame, CASUALTIES, amount):
        frame["casualties"][seat] += amount


def spare_this_round(state: DoomtownState, dude: int) -> None:
    """``dude`` cannot be chosen as a casualty this round (``casualties._spared`` reads it)."""
    effects.add(state, "no_casualty", dude, until="round", set_to=True)


def raise_rank(frame: Frame, seat: int, amount: int) -> None:
    """A hand rank modifier for ``seat`` this round; the hand counts as modified from now on,
    even when modifiers cancel out or the rank is already at 1 or 11 (ruling 33)."""
    if locked(frame, RANKS, amount):
        return
    frame["rank_bonus"][seat] += amount
    modified = frame.setdefault("rank_modified", [])
    if seat not in modified:
        modified.append(seat)


def shown_rank(frame: Frame, seat: int) -> int:
    """The side's hand rank after this round's modifiers, kept within 1..11; no hand stays 0."""
    hand = frame["hands"][seat]
    if hand is None:
        return 0
    rank: int = hand["rank"]
    return max(MIN_RANK, min(MAX_RANK, rank + frame["rank_bonus"][seat]))


def hand_strength(frame: Frame, seat: int) -> int:
    """What the round's tally compares: "A modified hand rank is considered to be the worst hand
    of that rank, losing to any unmodified hand of that rank. If both hands have been modified to
    the same hand rank, they tie." No hand at all is below every hand."""
    if frame["hands"][seat] is None:
        return -1
    if seat in frame.get("rank_modified", ()):
        return modified_key(shown_rank(frame, seat))
    return frame["hand_keys"][seat]


def reduce_casualties(state: DoomtownState, frame: Frame, seat: int, amount: int) -> None:
    """``seat`` takes ``amount`` fewer casualties this round."""
    if locked(frame, CASUALTIES, -amount):
        return
    frame.setdefault("fewer_casualties", [0] * state.players)[seat] += amount


def spare_casualties(frame: Frame, seat: int) -> None:
    if locked(frame, CASUALTIES, -1):
        return
    frame.setdefault("no_casualties", []).append(seat)


def rank_while_straight_or_flush(frame: Frame, side: int) -> None:
    """For the rest of the shootout ``side`` has +2 hand rank in each round its shown hand is a
    legal straight, flush or straight flush (Comin' Up Roses)."""
    frame.setdefault("straight_or_flush_bonus", []).append(side)


def stand_fast(frame: Frame, seat: int) -> None:
    """``seat``'s dudes cannot flee this round."""
    frame.setdefault("no_fleeing", []).append([frame["round"], seat])


def may_flee(frame: Frame, seat: int) -> bool:
    return [frame["round"], seat] not in frame.get("no_fleeing", [])


def kept_in_fight(state: DoomtownState, dude: int, how: str) -> bool:
    """A trait of the dude's own keeps it in its shootout: from fleeing (``how`` "flee": Joan
    McGruder) or from leaving it by a card effect ("card": SuAnne Bettelyuon, Joan sent home).
    ``HOOKS["stays_in_fight"]``: fn(state, dude, how) -> bool. A card effect may keep it in for
    a round (``pin``)."""
    stays = HOOKS.get("stays_in_fight", {}).get(state.table[dude].card.code)
    if stays is not None and stays(state, dude, how):
        return True
    fight = next((frame for frame in reversed(state.stack) if frame["kind"] == "shootout"), None)
    return fight is not None and pinned(fight, dude, by_effect=how == "card")


def flees_freely(state: DoomtownState, dude: int) -> bool:
    return not kept_in_fight(state, dude, "flee")


def pin(frame: Frame, dude: int, *, against_effects: bool = False) -> None:
    """``dude`` cannot flee this round (Forsaken Hound); ``against_effects``: nor may a card effect
    send or move them out of the shootout (Nightmare Realm, Remedy: RULINGS 370)."""
    frame.setdefault("pinned", []).append([frame["round"], dude, int(against_effects)])


def pinned(frame: Frame, dude: int, *, by_effect: bool = False) -> bool:
    """Whether ``dude`` must stay in this round's shootout: when it would flee, or (``by_effect``)
    when a card effect would take them out of it."""
    return any(
        held_round == frame["round"] and held == dude and (against or not by_effect)
        for held_round, held, against in frame.get("pinned", [])
    )


def settle(state: DoomtownState, frame: Frame) -> None:
    """Before ranks are compared: Calling the Cavalry's horse count, Comin' Up Roses' straight or
    flush, and traits of dudes in the fight."""
    sides = (frame["leader_seat"], frame["mark_seat"])
    if frame.get("cavalry") == frame["round"]:
        horses = {
            side: sum(
                1
                for dude in side_posse(state, frame, side)
                for item in attachments(state, dude)
                if state.table[item].has("Horse")
            )
            for side in sides
        }
        most = max(horses.values())
        if most and list(horses.values()).count(most) == 1:
            raise_rank(frame, max(horses, key=horses.__getitem__), 1)
    for side in frame.get("straight_or_flush_bonus", []):
        hand = frame["hands"][side]
        if hand is not None and not hand["cheatin"] and hand["rank"] in (STRAIGHT, FLUSH, STRAIGHT_FLUSH):
            raise_rank(frame, side, 2)
    tally_traits = HOOKS.get("tally", {})
    for posse in frame["posse"]:
        for dude in posse:
            fn = tally_traits.get(state.table[dude].card.code)
            if fn is not None:
                fn(state, frame, dude)
