"""Shootouts: posses, shooters, draw hands with stud and draw bonuses, casualties, flight or fight.

The shootout frame (kind ``shootout``) holds the fight as data and steps through the rulebook's
sequence; each player's choices are frames pushed above it (posse, shooter, redraw, casualties,
flee). Shootout plays and resolutions come only from card abilities, which are not implemented:
those steps pass by themselves (``unimplemented()`` says so).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.base import Action
from games.engines.doomtown.poker import best_hand_codes, shootout_bonuses
from games.engines.doomtown.town import (
    adjacent,
    attachments,
    bullet_type,
    bullets,
    dudes_of,
    home,
    is_private,
    location_owner,
)
from games.engines.doomtown.turns import order_from, push_in_order
from games.engines.doomtown.zones import add_bounty, draw_into, finish_draw_hand, leave_play, note_cheatin

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

Frame = dict[str, Any]
HAND_SIZE = 5


def new_shootout(
    state: DoomtownState, *, location: int, leader: int, mark: int, leader_dude: int, mark_dude: int | None, job: bool
) -> Frame:
    return {
        "kind": "shootout",
        "step": "posse_leader",
        "location": location,
        "leader_seat": leader,
        "mark_seat": mark,
        "leader_dude": leader_dude,
        "mark_dude": mark_dude,
        "posse": [[] for _ in range(state.players)],
        "shooter": [None] * state.players,
        "round": 1,
        "job": job,
        "casualties": [0] * state.players,
        "winner": None,
        "loser": None,
        "hands": None,
    }


def start_callout(state: DoomtownState, leader: int, leader_dude: int, mark: int, mark_dude: int) -> None:
    frame = new_shootout(
        state,
        location=state.at[mark_dude],
        leader=leader,
        mark=mark,
        leader_dude=leader_dude,
        mark_dude=mark_dude,
        job=False,
    )
    frame["posse"][leader].append(leader_dude)
    frame["posse"][mark].append(mark_dude)
    state.stack.append(frame)
    state.note({"type": "shootout", "location": frame["location"], "leader": leader_dude, "mark": mark_dude})


def current(state: DoomtownState) -> Frame:
    """The innermost shootout on the stack."""
    for frame in reversed(state.stack):
        if frame["kind"] == "shootout":
            return frame
    raise LookupError("no shootout in progress")


def _sides(state: DoomtownState, frame: Frame) -> list[int]:
    """The two sides, the Dealer's first when the Dealer takes part, else the leader's."""
    sides = (frame["leader_seat"], frame["mark_seat"])
    first = state.dealer if state.dealer in sides else frame["leader_seat"]
    return [seat for seat in order_from(state, first) if seat in sides]


def _opponent(frame: Frame, seat: int) -> int:
    return frame["mark_seat"] if seat == frame["leader_seat"] else frame["leader_seat"]


# ---- the sequence ------------------------------------------------------------------------------


def step(state: DoomtownState, frame: Frame) -> None:
    STEPS[frame["step"]](state, frame)


def _posse_leader(state: DoomtownState, frame: Frame) -> None:
    frame["step"] = "posse_mark"
    state.stack.append({"kind": "posse", "seat": frame["leader_seat"], "mode": "nearby", "location": frame["location"]})


def _posse_mark(state: DoomtownState, frame: Frame) -> None:
    frame["step"] = "bounty"
    state.stack.append({"kind": "posse", "seat": frame["mark_seat"], "mode": "nearby", "location": frame["location"]})


def _bounty(state: DoomtownState, frame: Frame) -> None:
    """Breakin' and enterin': at a Private location, every dude not its owner's gains 1 bounty."""
    location = frame["location"]
    if is_private(state, location):
        owner = location_owner(state, location)
        for posse in frame["posse"]:
            for dude in posse:
                if state.table[dude].owner != owner:
                    add_bounty(state, dude)
    frame["step"] = "shooters"


def _shooters(state: DoomtownState, frame: Frame) -> None:
    if not all(frame["posse"][seat] for seat in (frame["leader_seat"], frame["mark_seat"])):
        frame["step"] = "end"
        return
    frame["shooter"] = [None] * state.players
    frames = []
    for seat in _sides(state, frame):
        posse = frame["posse"][seat]
        if len(posse) == 1:
            frame["shooter"][seat] = posse[0]
        else:
            frames.append({"kind": "shooter", "seat": seat})
    push_in_order(state, frames)
    frame["step"] = "draw"


def bonuses(state: DoomtownState, frame: Frame, seat: int) -> tuple[int, int]:
    shooter = frame["shooter"][seat]
    backups = [bullet_type(state, dude) for dude in frame["posse"][seat] if dude != shooter]
    return shootout_bonuses((bullet_type(state, shooter), bullets(state, shooter)), backups)


def _draw(state: DoomtownState, frame: Frame) -> None:
    frames = []
    for seat in _sides(state, frame):
        stud, draw = bonuses(state, frame, seat)
        draw_into(state, seat, state.draw[seat], HAND_SIZE + stud)
        if draw:
            frames.append({"kind": "redraw", "seat": seat, "left": draw, "chosen": []})
    push_in_order(state, frames)
    frame["step"] = "form"


def _hand_choices(state: DoomtownState, seat: int) -> tuple[Any, Any]:
    """(strongest, strongest legal) five of the draw hand; (None, None) below five cards."""
    codes = [state.table[card].poker for card in state.draw[seat]]
    if len(codes) < HAND_SIZE:
        return None, None
    return best_hand_codes(codes), best_hand_codes(codes, legal_only=True)


def _form(state: DoomtownState, frame: Frame) -> None:
    """A player whose strongest hand is cheatin' chooses between it and their best legal hand."""
    frame["legal_only"] = [False] * state.players
    frames = []
    for seat in _sides(state, frame):
        strongest, legal = _hand_choices(state, seat)
        if strongest is not None and strongest.cheatin and not legal.cheatin:
            frames.append({"kind": "form_hand", "seat": seat})
    push_in_order(state, frames)
    frame["step"] = "reveal"


def _hand_of(state: DoomtownState, seat: int, legal_only: bool) -> tuple[Any, list[int]]:
    """The chosen five of the draw hand (None below five cards) and the ids it uses."""
    cards = state.draw[seat]
    if len(cards) < HAND_SIZE:
        return None, []
    result = best_hand_codes([state.table[card].poker for card in cards], legal_only=legal_only)
    left, used = list(cards), []
    for code in result.codes:
        match = next(card for card in left if state.table[card].poker == code)
        left.remove(match)
        used.append(match)
    return result, used


def _reveal(state: DoomtownState, frame: Frame) -> None:
    leader, mark = frame["leader_seat"], frame["mark_seat"]
    hands = {}
    legal_only = frame.get("legal_only") or [False] * state.players
    for seat in (leader, mark):
        result, used = _hand_of(state, seat, legal_only[seat])
        hands[seat] = result
        state.note({"type": "draw_hand", "seat": seat, "hand": result.to_json() if result else None})
        note_cheatin(state, seat, result is not None and result.cheatin)
        finish_draw_hand(state, seat, used)
    frame["hands"] = [hands[seat].to_json() if seat in hands and hands[seat] else None for seat in range(state.players)]
    ranks = {seat: hands[seat].rank if hands[seat] else 0 for seat in (leader, mark)}
    keys = {seat: hands[seat].key if hands[seat] else -1 for seat in (leader, mark)}
    frame["casualties"] = [0] * state.players
    frame["winner"] = frame["loser"] = None
    if keys[leader] != keys[mark]:
        winner = leader if keys[leader] > keys[mark] else mark
        frame["winner"], frame["loser"] = winner, _opponent(frame, winner)
    if ranks[leader] == ranks[mark]:
        frame["casualties"][leader] = frame["casualties"][mark] = 1
    else:
        frame["casualties"][frame["loser"]] = abs(ranks[leader] - ranks[mark])
    state.note({"type": "round", "winner": frame["winner"], "casualties": list(frame["casualties"])})
    frame["step"] = "casualties"


def _first_then_other(frame: Frame) -> list[int]:
    first = frame["loser"] if frame["loser"] is not None else frame["leader_seat"]
    return [first, _opponent(frame, first)]


def _casualties(state: DoomtownState, frame: Frame) -> None:
    frames = [
        {"kind": "casualties", "seat": seat, "left": frame["casualties"][seat]}
        for seat in _first_then_other(frame)
        if frame["casualties"][seat] > 0 and frame["posse"][seat]
    ]
    push_in_order(state, frames)
    frame["step"] = "flee"


def _flee(state: DoomtownState, frame: Frame) -> None:
    first, other = _first_then_other(frame)
    posses = frame["posse"]
    if posses[first] and posses[other]:
        state.stack.append({"kind": "flee", "seat": first})
        frame["step"] = "flee_other"
        return
    # Casualties emptied a posse: the survivors may still run.
    for seat in (first, other):
        if posses[seat]:
            state.stack.append({"kind": "flee", "seat": seat})
    frame["step"] = "next"


def _flee_other(state: DoomtownState, frame: Frame) -> None:
    """The second side decides only if the first did not empty its posse by fleeing."""
    first, other = _first_then_other(frame)
    if frame["posse"][first] and frame["posse"][other]:
        state.stack.append({"kind": "flee", "seat": other})
    frame["step"] = "next"


def _next(state: DoomtownState, frame: Frame) -> None:
    if all(frame["posse"][seat] for seat in (frame["leader_seat"], frame["mark_seat"])):
        frame["round"] += 1
        frame["step"] = "shooters"
    else:
        frame["step"] = "end"


def _end(state: DoomtownState, frame: Frame) -> None:
    state.stack.pop()
    standing = [seat for seat in (frame["leader_seat"], frame["mark_seat"]) if frame["posse"][seat]]
    frame["winner"] = standing[0] if len(standing) == 1 else None
    state.note({"type": "shootout_over", "winner": frame["winner"]})
    if frame["job"]:
        state.stack[-1]["shootout_winner"] = frame["winner"]
        state.stack[-1]["leader_posse"] = list(frame["posse"][frame["leader_seat"]])


def _job_posse(mode: str, where: str, then: str) -> Any:
    """A step of a job leader's posse in the fixed order: who may join from where."""

    def run(state: DoomtownState, frame: Frame) -> None:
        frame["step"] = then
        location = frame["origin"] if where == "origin" else frame["location"]
        state.stack.append({"kind": "posse", "seat": frame["leader_seat"], "mode": mode, "location": location})

    return run


def _job_move(state: DoomtownState, frame: Frame) -> None:
    for dude in frame["posse"][frame["leader_seat"]]:
        state.at[dude] = frame["location"]
    frame["step"] = "job_adjacent_mark"


def _job_oppose(state: DoomtownState, frame: Frame) -> None:
    """The next player who may oppose the job forms a posse (an empty posse declines)."""
    frame["mark_seat"] = frame["opposers"].pop(0)
    frame["step"] = "job_check"
    state.stack.append({"kind": "posse", "seat": frame["mark_seat"], "mode": "nearby", "location": frame["location"]})


def _job_check(state: DoomtownState, frame: Frame) -> None:
    if frame["posse"][frame["mark_seat"]]:
        frame["step"] = "bounty"
    else:
        frame["step"] = "job_oppose" if frame["opposers"] else "end"


STEPS = {
    "job_at_leader": _job_posse("at_leader", "origin", "job_adjacent_leader"),
    "job_adjacent_leader": _job_posse("adjacent_leader", "origin", "job_move"),
    "job_move": _job_move,
    "job_adjacent_mark": _job_posse("adjacent_mark", "location", "job_at_mark"),
    "job_at_mark": _job_posse("at_mark", "location", "job_oppose"),
    "job_oppose": _job_oppose,
    "job_check": _job_check,
    "posse_leader": _posse_leader,
    "posse_mark": _posse_mark,
    "bounty": _bounty,
    "shooters": _shooters,
    "draw": _draw,
    "form": _form,
    "reveal": _reveal,
    "casualties": _casualties,
    "flee": _flee,
    "flee_other": _flee_other,
    "next": _next,
    "end": _end,
}


# ---- decisions ---------------------------------------------------------------------------------


def posse_candidates(state: DoomtownState, frame: Frame) -> list[tuple[int, bool]]:
    """(dude, boots to join) for the dudes who may join now, by the frame's ``mode``.

    ``nearby``: at the location (free, even booted) or adjacent (unbooted, boots), as for a
    shootout; the job modes follow the fixed order of a job's leader's posse.
    """
    fight = current(state)
    seat, location, mode = frame["seat"], frame["location"], frame["mode"]
    joined = set(fight["posse"][seat])
    found = []
    for dude in dudes_of(state, seat):
        if dude in joined:
            continue
        where, ready = state.at[dude], not state.booted[dude]
        if mode == "nearby":
            if where == location:
                found.append((dude, False))
            elif ready and adjacent(state, where, location):
                found.append((dude, True))
        elif mode in ("at_leader", "adjacent_leader", "adjacent_mark") and ready:
            here = where == location if mode == "at_leader" else adjacent(state, where, location)
            if here:
                found.append((dude, True))
        elif mode == "at_mark" and where == location:
            found.append((dude, False))
    return found


def posse_legal(state: DoomtownState, frame: Frame) -> list[Action]:
    actions: list[Action] = [{"type": "posse_done", "label": "The posse is complete"}]
    for dude, boots in posse_candidates(state, frame):
        how = " (boots)" if boots else ""
        actions.append({"type": "join", "dude": dude, "label": f"{state.table[dude].name} joins the posse{how}"})
    return actions


def posse_act(state: DoomtownState, frame: Frame, action: Action) -> None:
    if action["type"] == "posse_done":
        state.stack.pop()
        return
    dude = action["dude"]
    boots = dict(posse_candidates(state, frame))[dude]
    if boots:
        state.booted[dude] = 1
    fight = current(state)
    fight["posse"][frame["seat"]].append(dude)
    if frame["mode"] != "adjacent_leader":  # the leader's first joiners move with the posse later
        state.at[dude] = frame["location"]


def shooter_legal(state: DoomtownState, frame: Frame) -> list[Action]:
    fight = current(state)
    return [
        {
            "type": "shooter",
            "dude": dude,
            "label": f"{state.table[dude].name} is the shooter ({bullets(state, dude)} {bullet_type(state, dude)})",
        }
        for dude in fight["posse"][frame["seat"]]
    ]


def shooter_act(state: DoomtownState, frame: Frame, action: Action) -> None:
    current(state)["shooter"][frame["seat"]] = action["dude"]
    state.stack.pop()


def redraw_legal(state: DoomtownState, frame: Frame) -> list[Action]:
    seat = frame["seat"]
    chosen = frame["chosen"]
    actions: list[Action] = [{"type": "redraw_done", "label": f"Discard {len(chosen)} and draw as many"}]
    if frame["left"] > 0:
        offered = set()
        for card in sorted(state.draw[seat]):
            notation = state.table[card].notation
            if card not in chosen and notation not in offered:
                offered.add(notation)
                actions.append({"type": "redraw_mark", "card": card, "label": f"Set {notation} aside to redraw"})
    return actions


def redraw_act(state: DoomtownState, frame: Frame, action: Action) -> None:
    seat = frame["seat"]
    if action["type"] == "redraw_mark":
        frame["chosen"].append(action["card"])
        frame["left"] -= 1
        return
    for card in frame["chosen"]:
        state.draw[seat].remove(card)
        state.discard[seat].append(card)
    draw_into(state, seat, state.draw[seat], len(frame["chosen"]))
    state.stack.pop()


def form_hand_legal(state: DoomtownState, frame: Frame) -> list[Action]:
    strongest, legal = _hand_choices(state, frame["seat"])
    return [
        {"type": "form_hand", "legal": False, "label": f"Show the strongest hand: {' '.join(strongest.cards)} "
         f"({strongest.name}, cheatin')"},
        {"type": "form_hand", "legal": True, "label": f"Show a legal hand: {' '.join(legal.cards)} ({legal.name})"},
    ]  # fmt: skip


def form_hand_act(state: DoomtownState, frame: Frame, action: Action) -> None:
    current(state)["legal_only"][frame["seat"]] = action["legal"]
    state.stack.pop()


def casualty_options(state: DoomtownState, seat: int) -> list[tuple[int, str, int]]:
    """(card, how, casualties covered) for each way to take a casualty from the posse."""
    options = []
    for dude in current(state)["posse"][seat]:
        if state.table[dude].has("Harrowed"):
            options += [(dude, "home", 1), (dude, "discard", 2), (dude, "ace", 3)]
        else:
            options += [(dude, "discard", 1), (dude, "ace", 2)]
        options += [(item, "discard", 1) for item in attachments(state, dude) if state.table[item].has("Sidekick")]
    return options


def _most_covered(options: list[tuple[int, str, int]], cap: int, skip: int | None = None) -> int:
    """The most casualties (up to ``cap``) coverable using each card at most once."""
    reachable = 1  # bit i set: i casualties coverable exactly
    per_card: dict[int, list[int]] = {}
    for card, _, amount in options:
        if card != skip:
            per_card.setdefault(card, []).append(amount)
    limit = (1 << (cap + 1)) - 1
    for amounts in per_card.values():
        reachable |= _or_shifts(reachable, amounts) & limit
    return reachable.bit_length() - 1


def _or_shifts(bits: int, amounts: list[int]) -> int:
    result = 0
    for amount in amounts:
        result |= bits << amount
    return result


def casualties_legal(state: DoomtownState, frame: Frame) -> list[Action]:
    """Only ways that still let the player cover as many casualties as they can, never more."""
    options = casualty_options(state, frame["seat"])
    left = frame["left"]
    best = _most_covered(options, left)
    actions: list[Action] = []
    for card, how, amount in options:
        if amount <= left and amount + _most_covered(options, left - amount, skip=card) == best:
            verb = {"home": "Send home booted", "discard": "Discard", "ace": "Ace"}[how]
            actions.append(
                {
                    "type": "casualty",
                    "card": card,
                    "how": how,
                    "label": f"{verb} {state.table[card].name} (covers {amount})",
                }
            )
    return actions


def casualties_act(state: DoomtownState, frame: Frame, action: Action) -> None:
    seat, card, how = frame["seat"], action["card"], action["how"]
    amount = next(a for c, h, a in casualty_options(state, seat) if c == card and h == how)
    fight = current(state)
    posse = fight["posse"][seat]
    if how == "home":
        posse.remove(card)
        state.booted[card] = 1
        state.at[card] = home(state, seat)
    else:
        if card in posse:
            posse.remove(card)
        leave_play(state, card, ace=how == "ace", collector=_opponent(fight, seat))
    frame["left"] -= amount
    options = casualty_options(state, seat)
    if frame["left"] <= 0 or _most_covered(options, frame["left"]) == 0:
        state.stack.pop()


def flee_legal(state: DoomtownState, frame: Frame) -> list[Action]:
    actions: list[Action] = [{"type": "fight", "label": "Stand and fight"}]
    for dude in current(state)["posse"][frame["seat"]]:
        actions.append({"type": "flee", "dude": dude, "label": f"{state.table[dude].name} flees home booted"})
    return actions


def flee_act(state: DoomtownState, frame: Frame, action: Action) -> None:
    if action["type"] == "fight":
        state.stack.pop()
        return
    posse = current(state)["posse"][frame["seat"]]
    send_home_booted(state, action["dude"])
    posse.remove(action["dude"])
    if not posse:
        state.stack.pop()


def send_home_booted(state: DoomtownState, dude: int) -> None:
    state.booted[dude] = 1
    state.at[dude] = home(state, state.table[dude].owner)
    state.note({"type": "sent_home", "card": dude})


DECISIONS = {
    "posse": (posse_legal, posse_act),
    "shooter": (shooter_legal, shooter_act),
    "redraw": (redraw_legal, redraw_act),
    "form_hand": (form_hand_legal, form_hand_act),
    "casualties": (casualties_legal, casualties_act),
    "flee": (flee_legal, flee_act),
}
