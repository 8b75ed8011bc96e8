"""Changing cards of a revealed shootout draw hand (Pair of Six-Shooters, Comin' Up Roses).

The draw hand's codes are kept on the shootout (``draw_codes``, set at the reveal). A change
rewrites them and shows the strongest five again; when only a cheatin' five is stronger than the
best legal five, the player chooses which to show. Outside a shootout there is no draw hand to
change: every function here then offers nothing.

Comin' Up Roses may change one or two cards to any suit and value: of the thousands of such
changes only those making a straight or flush are worth a card (no new value may match another,
so no pair can be made), and only the best way to each stronger hand is offered (RULINGS.md 163).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities.core import Use
from games.engines.doomtown.abilities.windows import ask, picker
from games.engines.doomtown.fight import current
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.poker import JOKER_CODE, best_hand_codes, card_name, parse_card

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

Change = tuple[int, int]  # (old code, new code)
STRAIGHT_WINDOWS = [range(low, low + 5) for low in range(9)]  # value indexes A-5 .. 9-K (aces are low)


def draw_codes(u: Use) -> list[int]:
    """The user's revealed draw hand this round (empty outside a shootout or before the reveal)."""
    if u.fight is None:
        return []
    fight = current(u.state)
    mine = u.seat in (fight["leader_seat"], fight["mark_seat"])
    return fight.get("draw_codes", [])[u.seat] if mine and fight.get("draw_codes") else []


def change_text(old: int, new: int) -> str:
    return f"{card_name(old)} to {card_name(new)}"


def apply_changes(u: Use, texts: list[str]) -> None:
    """Make the changes (``"2S to 5H"``) to the user's draw hand and show the hand again."""
    codes = list(draw_codes(u))
    for text in texts:
        old, new = (parse_card(card) for card in text.split(" to "))
        codes[codes.index(old)] = new
    show_again(u.state, u.seat, codes)


def show_again(state: DoomtownState, seat: int, codes: list[int]) -> None:
    """``seat``'s draw hand is now ``codes``: the strongest five are shown (or the player chooses
    when only a cheatin' five beats the best legal one)."""
    current(state)["draw_codes"][seat] = codes
    strongest, legal = best_hand_codes(codes), best_hand_codes(codes, legal_only=True)
    if strongest.cheatin and not legal.cheatin:
        texts_of = {"cheatin": f"Show {' '.join(strongest.cards)} (cheatin')", "legal": f"Show {' '.join(legal.cards)}"}
        ask(state, seat, "changed_hand", ["cheatin", "legal"], texts=texts_of)
    else:
        show_hand(state, seat, strongest)


@picker("changed_hand")
def _changed_hand(state: DoomtownState, frame: Frame, choice: str) -> None:
    codes = current(state)["draw_codes"][frame["seat"]]
    show_hand(state, frame["seat"], best_hand_codes(codes, legal_only=choice == "legal"))


def show_hand(state: DoomtownState, seat: int, result: Any) -> None:
    fight = current(state)
    fight["hands"][seat], fight["hand_keys"][seat] = result.to_json(), result.key
    fight["cheatin"][seat] = result.cheatin
    state.note({"type": "draw_hand", "seat": seat, "hand": result.to_json()})


def stronger_first(codes: list[int], options: list[list[Change]], *, keep: bool = False) -> list[list[str]]:
    """The options that make the strongest five stronger (or, with ``keep``, no weaker), one per
    resulting hand (the one changing fewest cards), strongest first, as texts."""
    now = best_hand_codes(codes).key
    best: dict[int, list[Change]] = {}
    for changes in sorted(options, key=len):
        changed = list(codes)
        for old, new in changes:
            changed[changed.index(old)] = new
        key = best_hand_codes(changed).key
        if (key > now or (keep and key == now)) and key not in best:
            best[key] = changes
    return [[change_text(*change) for change in best[key]] for key in sorted(best, reverse=True)]


def suit_changes(codes: list[int]) -> list[list[Change]]:
    """A card whose value no other card has takes another suit (jokers have none to change)."""
    counts = Counter(code // 4 for code in codes if code != JOKER_CODE)
    olds = sorted({code for code in codes if code != JOKER_CODE and counts[code // 4] == 1})
    return [[(old, old - old % 4 + suit)] for old in olds for suit in range(4) if suit != old % 4]


def straight_and_flush_changes(codes: list[int]) -> list[list[Change]]:
    """One or two cards changed to make each straight, straight flush or flush the hand can reach."""
    plain = [code for code in codes if code != JOKER_CODE]
    jokers = len(codes) - len(plain)  # each fills one more place of the straight or flush
    found = [_fill(plain, jokers, window, suit) for window in STRAIGHT_WINDOWS for suit in (None, 0, 1, 2, 3)]
    found += [_flush(plain, jokers, suit) for suit in range(4)]
    return [changes for changes in found if changes]


def _spares(plain: list[int], used: set[int], keep_values: set[int]) -> list[int]:
    """Cards that may be changed into something else: duplicated values first, then the lowest."""
    counts = Counter(code // 4 for code in plain)
    free = [c for c in set(plain) - used if c // 4 not in keep_values or counts[c // 4] > 1]
    return sorted(free, key=lambda c: (counts[c // 4] == 1, c))


def _fill(plain: list[int], jokers: int, window: range, suit: int | None) -> list[Change] | None:
    """Changes completing the straight ``window`` (in one suit for a straight flush)."""
    counts = Counter(code // 4 for code in plain)
    fitting = sorted(c for c in plain if c // 4 in window and (suit is None or c % 4 == suit))
    kept = {c // 4: c for c in fitting}  # one card of each value the straight keeps
    missing = [v for v in window if v not in kept][jokers:]
    if not missing or len(missing) > 2:
        return None
    changes: list[Change] = []
    used = set(kept.values())
    for value in missing:
        if counts[value] == 1 and suit is not None:  # the one card of that value takes the suit
            old = next(c for c in plain if c // 4 == value)
        elif counts[value] == 0:
            spares = _spares(plain, used, set(window))
            if not spares:
                return None
            old = spares[0]
        else:
            return None  # another card of that value would match the new one
        used.add(old)
        changes.append((old, value * 4 + (old % 4 if suit is None else suit)))
    return changes


def _flush(plain: list[int], jokers: int, suit: int) -> list[Change] | None:
    """Changes completing a flush in ``suit`` with the highest values the rule allows: a card of a
    value no other card has takes the suit, or a spare card takes a value the hand lacks."""
    counts = Counter(code // 4 for code in plain)
    kept = {c for c in plain if c % 4 == suit}
    need = 5 - len(kept) - jokers
    if need <= 0 or need > 2:
        return None
    resuits = {c // 4: c for c in set(plain) - kept if counts[c // 4] == 1}
    absent = [v for v in range(13) if counts[v] == 0]
    chosen = sorted([*resuits, *absent], reverse=True)[:need]
    used = kept | {resuits[v] for v in chosen if v in resuits}
    changes: list[Change] = []
    for value in chosen:
        if value in resuits:
            old = resuits[value]
        else:
            spares = _spares(plain, used, set())
            if not spares:
                return None
            old = spares[0]
            used.add(old)
        changes.append((old, value * 4 + suit))
    return changes
