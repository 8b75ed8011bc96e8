"""Shootouts: shooters, draw hands with stud and draw bonuses, reveal, casualties, flight or fight.

The shootout frame (kind ``shootout``, see ``fight.py``) holds the fight as data and steps through
the rulebook's sequence; each player's choices are frames pushed above it (posse and invitations
in ``posses.py``, shooter, redraw, form hand, casualties in ``casualties.py``, flee). Shootout
plays and resolutions come from card abilities (``abilities/windows.py``): a window opens only when
someone in the fight has an ability to use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.base import Action
from games.engines.doomtown import casualties, hooks, posses, tokens
from games.engines.doomtown.abilities.effects import expire  # card abilities: lasting effects end
from games.engines.doomtown.abilities.legends import shooter_choices  # a legend may bind the choice
from games.engines.doomtown.abilities.reacts import DECISIONS as REACT_WINDOWS
from games.engines.doomtown.abilities.reacts import SHOOTER_DECLARED, after  # reacts to a declared shooter
from games.engines.doomtown.abilities.reveals import hands_revealed  # card traits on revealed hands
from games.engines.doomtown.abilities.rounds import (  # card abilities: ranks, casualties, no fleeing
    adjust_casualties,
    flees_freely,
    hand_strength,
    may_flee,
    settle,
    shown_rank,
)
from games.engines.doomtown.abilities.techniques import discard_techniques  # Kung Fu: Tao Techniques go
from games.engines.doomtown.abilities.windows import DECISIONS as PLAY_WINDOWS
from games.engines.doomtown.abilities.windows import open_window  # shootout plays and resolutions
from games.engines.doomtown.control import controller
from games.engines.doomtown.fight import (
    FLED,
    allies,
    both_sides_standing,
    current,
    home_by_rules,
    new_shootout,
    opponent,
    side_posse,
    sides_in_order,
)
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.poker import JOKER_CODE, Result, best_hand_codes, card_name, shootout_bonuses
from games.engines.doomtown.town import adjusted_stat, bullet_type, bullets, influence
from games.engines.doomtown.turns import push_in_order
from games.engines.doomtown.zones import draw_into, finish_draw_hand

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

HandChoice = dict[str, bool]  # {"legal": a legal five, "jokers": jokers may be used}
HAND_SIZE = 5
_sides = sides_in_order  # the name the Automaton's rules call


def start_callout(state: DoomtownState, leader: int, leader_dude: int, mark: int, mark_dude: int) -> None:
    location = state.at[mark_dude]
    frame = new_shootout(
        state, location=location, leader=leader, mark=mark, leader_dude=leader_dude, mark_dude=mark_dude, job=False
    )
    frame["posse"][leader].append(leader_dude)
    frame["posse"][mark].append(mark_dude)
    state.stack.append(frame)
    state.note({"type": "shootout", "location": location, "leader": leader_dude, "mark": mark_dude})


# ---- the sequence ------------------------------------------------------------------------------


def _shooters(state: DoomtownState, frame: Frame) -> None:
    discard_techniques(state)  # before draw hands (the Automaton's draw step too)
    for due in hooks.SHOOTERS_DUE.fns:  # before shooters are chosen (Nightmare Realm)
        due(state, frame)
    if not both_sides_standing(state, frame):
        frame["step"] = "end"
        return
    frame["shooter"] = [None] * state.players
    frames: list[Frame] = []
    for side in sides_in_order(state, frame):
        posse = side_posse(state, frame, side)
        if len(posse) == 1:
            frame["shooter"][side] = posse[0]
        else:
            frames.append({"kind": "shooter", "seat": side})
    push_in_order(state, frames)
    frame["step"] = "draw"
    for side in reversed(sides_in_order(state, frame)):  # pushed last, decided first
        if frame["shooter"][side] is not None:
            after(state, SHOOTER_DECLARED, seat=side, dude=frame["shooter"][side])


def bonuses(state: DoomtownState, frame: Frame, side: int) -> tuple[int, int]:
    """(stud, draw): the shooter's full bullets, one for each other dude of the side's posse; a dude
    a card keeps out of this round's bonuses (Get Behind Me, Satan!, Crushing Inevitability) adds
    nothing, nor does a ``held_back`` one unless alone; a dude Scattergun hit adds nothing unless
    they shoot; ...It's Who You Know counts the shooter's influence instead of bullets. A dude with
    a ``posse_stud_bonus`` effect adds that many stud bonus cards while in the posse."""
    shooter = frame["shooter"][side]
    helping = [
        d
        for d in side_posse(state, frame, side)
        if adjusted_stat(state, "sits_out", d, 0) != frame["round"] and not _held_back(state, frame, d)
    ]
    backups = [
        bullet_type(state, dude)
        for dude in helping
        if dude != shooter and not adjusted_stat(state, "no_backup", dude, False)  # Scattergun: not unless shooting
    ]
    strength = influence if _influence_draws(state, frame) else bullets
    aim = (bullet_type(state, shooter), strength(state, shooter)) if shooter in helping else ("draw", 0)
    stud, draw = shootout_bonuses(aim, backups)
    # a dude whose presence adds stud bonus to its posse (Buffalo Emporium's Abomination)
    found = stud + sum(adjusted_stat(state, "posse_stud_bonus", d, 0) for d in side_posse(state, frame, side)), draw
    for change in hooks.POSSE_BONUSES.fns:  # variants (Boss Battle: a side that would have won)
        found = change(state, frame, side, found)
    return found


def _held_back(state: DoomtownState, frame: Frame, dude: int) -> bool:
    """A ``held_back`` dude adds nothing to its side's draw hands this shootout unless it is the
    only dude of its player's posse (Lewis "Grizzly" Evans)."""
    alone = len(frame["posse"][controller(state, dude)]) == 1
    return not alone and bool(adjusted_stat(state, "held_back", dude, False))


def _influence_draws(state: DoomtownState, frame: Frame) -> bool:
    """Influence instead of bullets sets the draw hand size: for this shootout (...It's Who You
    Know), or wherever the location says so (Schieffelin Hall: an ``influence_draws`` trait)."""
    place = frame["location"]
    return bool(frame.get("influence_draws")) or (
        place >= 0 and bool(adjusted_stat(state, "influence_draws", place, False))
    )


def _draw(state: DoomtownState, frame: Frame) -> None:
    frames: list[Frame] = []
    for seat in sides_in_order(state, frame):
        stud, draw = bonuses(state, frame, seat)
        draw_into(state, seat, state.draw[seat], HAND_SIZE + stud)
        if draw:
            frames.append({"kind": "redraw", "seat": seat, "left": draw, "chosen": []})
    push_in_order(state, frames)
    frame["step"] = "form"


def _pool(state: DoomtownState, seat: int, jokers: bool) -> list[int]:
    """The draw hand's poker codes, its jokers left out unless ``jokers``."""
    codes = [state.table[card].poker for card in state.draw[seat]]
    return codes if jokers else [code for code in codes if code != JOKER_CODE]


def hand_options(state: DoomtownState, seat: int) -> list[tuple[HandChoice, Result]]:
    """The hands ``seat`` may show, strongest first: the strongest five, the strongest legal five,
    and both again without jokers (a joker left out is discarded, not aced). Each joker is declared
    as its best use in that hand. Other fives are only weaker, with nothing else to gain."""
    found: list[tuple[HandChoice, Result]] = []
    seen = set()
    for jokers in (True, False):
        pool = _pool(state, seat, jokers)
        if len(pool) < HAND_SIZE:
            continue
        for legal in (False, True):
            result = best_hand_codes(pool, legal_only=legal)
            used = result.codes.count(JOKER_CODE)
            if (result.key, result.cheatin, used) not in seen:
                seen.add((result.key, result.cheatin, used))
                found.append(({"legal": not result.cheatin, "jokers": jokers}, result))
    found.sort(key=lambda option: (-option[1].key, option[1].cheatin, option[1].codes.count(JOKER_CODE)))
    return found


def _form(state: DoomtownState, frame: Frame) -> None:
    """A player who can show more than one hand worth choosing chooses it (the Automaton's open
    hand is already formed)."""
    frame["hand_choice"] = [None] * state.players
    frames: list[Frame] = []
    for seat in sides_in_order(state, frame):
        options = hand_options(state, seat)
        if options:
            frame["hand_choice"][seat] = options[0][0]
        if len(options) > 1:
            frames.append({"kind": "form_hand", "seat": seat})
    push_in_order(state, frames)
    frame["step"] = "reveal"


def _hand_of(state: DoomtownState, seat: int, choice: HandChoice | None) -> tuple[Any, list[int]]:
    """The chosen five of the draw hand (None below five cards) and the ids it uses."""
    cards = state.draw[seat]
    if len(cards) < HAND_SIZE:
        return None, []
    choice = choice or {"legal": False, "jokers": True}
    pool = _pool(state, seat, choice["jokers"])
    if len(pool) < HAND_SIZE:  # the hand changed since the choice (card abilities): the strongest five
        pool = _pool(state, seat, True)
    result = best_hand_codes(pool, legal_only=choice["legal"])
    left, used = list(cards), []
    for code in result.codes:
        match = next(card for card in left if state.table[card].poker == code)
        left.remove(match)
        used.append(match)
    return result, used


def _reveal(state: DoomtownState, frame: Frame) -> None:
    leader, mark = frame["leader_seat"], frame["mark_seat"]
    hands = {}
    choices = frame.get("hand_choice") or [None] * state.players
    frame["cheatin"] = [False] * state.players
    frame["hand_cards"] = [[] for _ in range(state.players)]  # the five shown (card abilities change them)
    frame["discard_top"] = [None] * state.players  # the top of the pile under the draw hand (LeMat Revolver)
    for seat in (leader, mark):
        result, used = _hand_of(state, seat, choices[seat])
        hands[seat] = result
        frame["hand_cards"][seat] = used
        frame["discard_top"][seat] = state.discard[seat][-1] if state.discard[seat] else None
        state.note({"type": "draw_hand", "seat": seat, "hand": result.to_json() if result else None})
        frame["cheatin"][seat] = result is not None and result.cheatin
        if frame["cheatin"][seat]:
            state.note({"type": "cheatin", "seat": seat})
        frame.setdefault("draw_hands", [[] for _ in range(state.players)])[seat] = list(state.draw[seat])  # Fetch
        frame.setdefault("draw_codes", [[] for _ in range(state.players)])[seat] = [
            state.table[card].poker for card in state.draw[seat]
        ]  # card abilities may change a card of the revealed draw hand (Pair of Six-Shooters)
        finish_draw_hand(state, seat, used)
    frame["hands"] = [hands[seat].to_json() if seat in hands and hands[seat] else None for seat in range(state.players)]
    frame["hand_keys"] = [hands[seat].key if hands.get(seat) else -1 for seat in range(state.players)]
    # Card abilities: resolutions (and cheatin' resolutions) may change hand ranks before the tally.
    frame["rank_bonus"] = [0] * state.players
    frame["rank_modified"] = []
    frame["step"] = "resolutions"
    hands_revealed(state, frame)
    for seat in (leader, mark):
        if frame["cheatin"][seat]:
            for revealed in hooks.CHEATIN_REVEALED.fns:
                revealed(state, seat)


def _resolutions(state: DoomtownState, frame: Frame) -> None:
    frame["step"] = "tally"
    open_window(state, "resolution")


def _tally(state: DoomtownState, frame: Frame) -> None:
    if not both_sides_standing(state, frame):
        # "As soon as at least one posse is empty, the shootout ends": a posse emptied by a
        # resolution ability leaves no casualties to take and, not emptied through casualties,
        # gives the survivors no chance to flee.
        frame["step"] = "end"
        return
    leader, mark = frame["leader_seat"], frame["mark_seat"]
    settle(state, frame)  # card abilities and traits that change hand ranks now
    ranks = {seat: shown_rank(frame, seat) for seat in (leader, mark)}
    keys = {seat: hand_strength(frame, seat) for seat in (leader, mark)}
    frame["casualties"] = [0] * state.players
    frame["winner"] = frame["loser"] = None
    if keys[leader] != keys[mark]:
        winner = leader if keys[leader] > keys[mark] else mark
        frame["winner"], frame["loser"] = winner, opponent(frame, winner)
    frame["lost_by"] = abs(ranks[leader] - ranks[mark])  # hand ranks (Holy Roller reads it)
    if ranks[leader] == ranks[mark]:
        frame["casualties"][leader] = frame["casualties"][mark] = 1
    else:
        frame["casualties"][frame["loser"]] = frame["lost_by"]
    adjust_casualties(state, frame)
    state.note({"type": "round", "winner": frame["winner"], "casualties": list(frame["casualties"])})
    frame["step"] = "casualties"
    for due in hooks.CASUALTIES_DUE.fns:  # its window goes on the stack first, so it opens last (Mimi O'Brien)
        due(state, frame)
    if frame["winner"] is not None:
        for won in hooks.ROUND_WON.fns:
            won(state, frame, frame["winner"])


def _first_then_other(frame: Frame) -> list[int]:
    first = frame["loser"] if frame["loser"] is not None else frame["leader_seat"]
    return [first, opponent(frame, first)]


def _casualties(state: DoomtownState, frame: Frame) -> None:
    """The loser first (the leader when nobody lost). In an absolute tie the casualties are chosen
    in that order and then taken together: "apply casualties simultaneously"."""
    tie = frame["winner"] is None
    frames: list[Frame] = [
        {"kind": "casualties", "seat": side, "left": frame["casualties"][side], "first": True, "simultaneous": tie}
        for side in _first_then_other(frame)
        if frame["casualties"][side] > 0 and casualties.casualty_options(state, side)
    ]
    push_in_order(state, frames)
    frame["step"] = "tie_casualties" if tie else "flee"


def _tie_casualties(state: DoomtownState, frame: Frame) -> None:
    """Both sides have chosen: take their casualties, one per step (each may open a react window)."""
    if frame.get("tie_casualties"):
        casualties.take_tie_casualty(state, frame)
    else:
        frame.pop("tie_casualties", None)
        frame["step"] = "flee"


def _flee(state: DoomtownState, frame: Frame) -> None:
    """Flight or fight, in order: the loser's allies, the winner's allies, the loser, the winner."""
    first, other = _first_then_other(frame)
    for side in (first, other):
        if frame["casualties"][side] > 0:
            for taken in hooks.CASUALTIES_TAKEN.fns:
                taken(state, frame, side)
    frame["flee_queue"] = [*allies(state, frame, first), *allies(state, frame, other), first, other]
    # Casualties emptied a posse: the survivors may still run.
    frame["flee_free"] = not both_sides_standing(state, frame)
    frame["step"] = "flee_next"


def _flee_next(state: DoomtownState, frame: Frame) -> None:
    """The next player decides; once a posse is emptied by fleeing, nobody else is asked."""
    while frame["flee_queue"]:
        seat = frame["flee_queue"].pop(0)
        standing = frame["flee_free"] or both_sides_standing(state, frame)
        runners = [dude for dude in frame["posse"][seat] if flees_freely(state, dude)]
        if runners and standing and may_flee(frame, seat):
            state.stack.append({"kind": "flee", "seat": seat})
            return
    frame["step"] = "next"


def _plays(state: DoomtownState, frame: Frame) -> None:
    frame["step"] = "shooters"
    open_window(state, "shootout")


def _next(state: DoomtownState, frame: Frame) -> None:
    expire(state, "round")
    frame["shooter"] = [None] * state.players  # the round's shooters are done (effects "while shooter")
    if both_sides_standing(state, frame) and frame.get("last_round") != frame["round"]:  # a card may end it
        frame["round"] += 1
        frame["step"] = "plays"
    else:
        frame["step"] = "end"


def _end(state: DoomtownState, frame: Frame) -> None:
    discard_techniques(state)
    expire(state, "round", "shootout")
    standing = [side for side in (frame["leader_seat"], frame["mark_seat"]) if side_posse(state, frame, side)]
    frame["winner"] = standing[0] if len(standing) == 1 else None
    state.note({"type": "shootout_over", "winner": frame["winner"]})
    at = len(state.stack) - 1
    for ended in hooks.SHOOTOUT_ENDS.fns:  # card rules for its end (Howling Howell Melton's purse)
        ended(state, frame)
    tokens.shootout_over(state)  # Gunslingers leave the game (and this posse) after their shootout
    del state.stack[at]  # a choice those rules pushed (Raven's reward) stays, to be made next
    if frame["job"]:
        job = state.stack[at - 1]
        job["shootout_winner"] = frame["winner"]
        job["requirement_unmet"] = frame.get("unmet", False)
        job["opposed"] = bool(frame.get("formed"))  # a posse stood against the job
        job["leader_posse"] = side_posse(state, frame, frame["leader_seat"])


STEPS = {
    **posses.STEPS,
    "plays": _plays,
    "shooters": _shooters,
    "draw": _draw,
    "form": _form,
    "reveal": _reveal,
    "resolutions": _resolutions,
    "tally": _tally,
    "casualties": _casualties,
    "flee": _flee,
    "tie_casualties": _tie_casualties,
    "flee_next": _flee_next,
    "next": _next,
    "end": _end,
}


# ---- decisions ---------------------------------------------------------------------------------


def shooter_legal(state: DoomtownState, frame: Frame) -> list[Action]:
    fight = current(state)
    actions: list[Action] = []
    for dude in shooter_choices(state, fight, frame["seat"], side_posse(state, fight, frame["seat"])):
        label = f"{state.table[dude].name} is the shooter ({bullets(state, dude)} {bullet_type(state, dude)})"
        actions.append({"type": "shooter", "dude": dude, "label": label})
    return actions


def shooter_act(state: DoomtownState, frame: Frame, action: Action) -> None:
    current(state)["shooter"][frame["seat"]] = action["dude"]
    state.stack.pop()
    after(state, SHOOTER_DECLARED, seat=frame["seat"], dude=action["dude"])


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
    return [
        {"type": "form_hand", **choice, "label": f"Show {hand_text(result)}"}
        for choice, result in hand_options(state, frame["seat"])
    ]


def hand_text(result: Result) -> str:
    """``KS KD KC JOKER 2S (Four of a Kind, the joker as KH)``."""
    jokers = ", ".join(card_name(code) for code in result.jokers_as)
    notes = [result.name, *(["cheatin'"] if result.cheatin else []), *([f"the joker as {jokers}"] if jokers else [])]
    return f"{' '.join(result.cards)} ({', '.join(notes)})"


def form_hand_act(state: DoomtownState, frame: Frame, action: Action) -> None:
    current(state)["hand_choice"][frame["seat"]] = {"legal": action["legal"], "jokers": action["jokers"]}
    state.stack.pop()


def flee_legal(state: DoomtownState, frame: Frame) -> list[Action]:
    actions: list[Action] = [{"type": "fight", "label": "Stand and fight"}]
    for dude in current(state)["posse"][frame["seat"]]:
        if flees_freely(state, dude):
            actions.append({"type": "flee", "dude": dude, "label": f"{state.table[dude].name} flees home booted"})
    return actions


def flee_act(state: DoomtownState, frame: Frame, action: Action) -> None:
    if action["type"] == "fight":
        state.stack.pop()
        return
    posse = current(state)["posse"][frame["seat"]]
    posse.remove(action["dude"])
    if not posse:
        state.stack.pop()
    home_by_rules(state, action["dude"], FLED)  # after the frame is settled: a react may open above it


DECISIONS = {
    **PLAY_WINDOWS,
    **REACT_WINDOWS,
    **posses.DECISIONS,
    **casualties.DECISIONS,
    "shooter": (shooter_legal, shooter_act),
    "redraw": (redraw_legal, redraw_act),
    "form_hand": (form_hand_legal, form_hand_act),
    "flee": (flee_legal, flee_act),
}
