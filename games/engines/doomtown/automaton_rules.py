"""The Automaton Variant's rules for one seat (option ``automaton``), kept apart from the core rules.

The rulebook changes how the Automaton's seat plays, not only how it decides: at each of its
High Noon plays it makes an Automaton pull (the top card joins its hand at the left) and then
makes up to one move or call-out, up to one card play, then (no card played) up to one use of a
card ability, gains ghost rock in recompense when it did neither, and discards down to its hand
size. Each of its shootout plays and resolutions is a pull too, the same steps without the move or
call-out, with the window's abilities; a pull that plays nothing counts as its pass in the window
(RULINGS.md 28). In a shootout it draws five plus its stud bonus, reveals its draw bonus from the
deck and may use one revealed card. The Archetype (a bot in ``automaton/strategies``) makes every
choice through the frames below.

The variant plugs into the flow through ``VARIANT`` (``hooks.Variant``; ``flow.py`` layers it
over the core rules): new frame kinds, and wrappers around the Noon decision, the shootout play
windows, the shootout draw step, the steps after posses form and two day steps, that change
nothing unless the option names the acting seat.

Option value: ``{"seat": 1, "archetype": "gunfighter", "twists": ["posse_teamwork", ...]}``.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import TYPE_CHECKING, Any

from games.engines.base import Action, seat_ref
from games.engines.doomtown import hooks, noon, shootout
from games.engines.doomtown.abilities import effects, lowball_cheatin, windows
from games.engines.doomtown.abilities.joining import gunslinger_joins
from games.engines.doomtown.abilities.nightfall import hand_size
from games.engines.doomtown.automaton_hands import hoped_fives
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.poker import JOKER_CODE, Result, evaluate_codes
from games.engines.doomtown.tokens import GUNSLINGER, make_token
from games.engines.doomtown.town import home
from games.engines.doomtown.turns import push_in_order
from games.engines.doomtown.zones import draw_card, draw_into, gain

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

HAND_SIZE = 5  # a poker hand (the hand of cards held has the engine's maximum hand size)
ARCHETYPES = ("gunfighter",)
JOKER_SUITS = ("hearts", "spades", "diamonds", "clubs")
MOVE_PLAYS = ("move", "callout")
CARD_PLAYS = ("recruit", "build", "buy", "invent", "learn", "plant", "replace")
PERMANENT_BONUSES = {"shooty_dudes": "bullets", "influential_dudes": "influence"}
FIGHT_KINDS = ("answer", "job", "shootout")  # a call-out (answered or not), a job, a shootout
TWISTS = {
    "high_stakes_gambling": "High-stakes Gambling",
    "hired_help": "Hired Help",
    "quick_reactions": "Quick Reactions",
    "double_plays": "Double Plays",
    "shooty_dudes": "Shooty Dudes",
    "influential_dudes": "Influential Dudes",
    "endless_dudes": "Endless Dudes",
    "posse_teamwork": "Posse Teamwork",
}
# What each twist does, in a line (the rulebook's "Twists" list, said in our own words).
TWIST_EXPLANATIONS = {
    "high_stakes_gambling": "Beat the Automaton at Gamblin' and it still gains a ghost rock per hand rank you win by.",
    "hired_help": "Whenever the Automaton joins a posse, a Gunslinger token fights on its side.",
    "quick_reactions": "The Automaton makes a pull at the start of every phase with plays, before anyone else plays.",
    "double_plays": "Each Automaton pull both plays a card and uses an ability, with ghost rock for what it cannot do.",
    "shooty_dudes": "Every Automaton dude enters play with +1 bullet for good.",
    "influential_dudes": "Every Automaton dude enters play with +1 influence for good.",
    "endless_dudes": "At the start of each High Noon a Gunslinger token joins the Automaton at its home, for good.",
    "posse_teamwork": "The Automaton's posses get an extra +1 stud bonus.",
}
# Solo Mode exception list: the implemented cards with a High and a Moderate rule (first: default).
CARD_RULES = {
    "ike_clanton": ("high", "moderate"),
    "second_bank": ("high", "moderate"),
    "no_turning_back": ("not_recommended", "high"),
}
# Solo Mode exception list: uses after which the Automaton does not discard down to its hand size.
KEEPS_HAND: dict[str, Callable[[Any], bool]] = {
    "24133": lambda target: target[1] == "saloon, trade a card",  # Walters Creek Distillery draws
    "24143": lambda target: True,  # Baijiu Jar (discard three, draw four in a shootout)
}
OPTION_HELP = (
    "an Automaton seat: {'seat': N, 'archetype': 'gunfighter', 'twists': [...], 'card_rules': {...}} "
    f"(twists: {', '.join(TWISTS)}; card_rules: {CARD_RULES}); default: none"
)


# ---- the option ---------------------------------------------------------------------------------


def check_option(value: Any, players: int) -> None:
    """Raise ValueError unless ``value`` is None or a valid Automaton setting for this game."""
    if value is None:
        return
    if not isinstance(value, dict) or set(value) - {"seat", "archetype", "twists", "card_rules"}:
        raise ValueError("option automaton takes {'seat', 'archetype', 'twists', 'card_rules'}")
    _check_card_rules(value.get("card_rules", {}))
    seat = value.get("seat")
    if not isinstance(seat, int) or not 0 <= seat < players:
        raise ValueError(f"option automaton: seat must be 0..{players - 1}")
    if value.get("archetype", "gunfighter") not in ARCHETYPES:
        raise ValueError(f"option automaton: archetype must be one of {', '.join(ARCHETYPES)}")
    twists = value.get("twists", [])
    if not isinstance(twists, list):
        raise ValueError("option automaton: twists is a list")
    for twist in twists:
        if twist not in TWISTS:
            raise ValueError(f"option automaton: unknown twist {twist!r}; twists: {', '.join(TWISTS)}")


def _check_card_rules(rules: Any) -> None:
    if not isinstance(rules, dict):
        raise ValueError("option automaton: card_rules maps a card to its rule")
    for card, rule in rules.items():
        if rule not in CARD_RULES.get(card, ()):
            raise ValueError(f"option automaton: card_rules {card!r} takes one of {CARD_RULES.get(card, ())}")


def automaton_seat(state: DoomtownState) -> int | None:
    setting = state.options.get("automaton")
    return None if setting is None else setting["seat"]


def has_twist(state: DoomtownState, twist: str) -> bool:
    setting = state.options.get("automaton")
    return setting is not None and twist in setting.get("twists", [])


# ---- the Automaton pull and its play ------------------------------------------------------------


def _suit_of(state: DoomtownState, card: int) -> str:
    """The suit of a pulled card that is not a joker (every card of a draw deck but a joker has one)."""
    suit = state.table[card].card.suit
    if suit is None:
        raise ValueError(f"{state.table[card].card.name} has no suit to pull")
    return suit


def start_play(
    state: DoomtownState, seat: int, *, quick: bool, against: int | None = None, window: str | None = None
) -> None:
    """Push the frame of one Automaton play; it makes the pull when it runs. ``against``: the
    cheatin' opponent a Gamblin' pull is made against; ``window``: the shootout play window
    ("shootout" or "resolution") it is the play of."""
    state.stack.append(
        {"kind": "automaton_play", "seat": seat, "step": "pull", "quick": quick, "pulled": None, "suits": [],
         "round": 0, "passed": False, "card_played": False, "ability_used": False, "shootout": False,
         "against": against, "window": window, "played": False}
    )  # fmt: skip


def _pull(state: DoomtownState, frame: Frame) -> None:
    seat = frame["seat"]
    card = draw_card(state, seat)
    if card is None:  # no deck and no discard pile left: nothing to pull, the play is a pass
        frame["passed"] = True
        frame["step"] = "discard"
        state.note({"type": "automaton_pull", "seat": seat, "card": None})
        return
    state.hand[seat].insert(0, card)  # the leftmost position
    frame["pulled"] = card
    joker = state.table[card].type == "joker"
    frame["suits"] = list(JOKER_SUITS) if joker else [_suit_of(state, card)]
    state.note({"type": "automaton_pull", "seat": seat, "card": card, "notation": state.table[card].notation})
    frame["step"] = "move"


def _ask(state: DoomtownState, frame: Frame, stage: str, then: str) -> None:
    frame["step"] = then
    state.stack.append({"kind": "automaton_choice", "seat": frame["seat"], "stage": stage})


def _move(state: DoomtownState, frame: Frame) -> None:
    """1. Move or call out; outside High Noon only the pass check is left (on the first suit)."""
    if frame.get("window") and frame["round"] > 0:
        frame["step"] = "card"
        return
    _ask(state, frame, "move", "card")


def _card(state: DoomtownState, frame: Frame) -> None:
    if frame["passed"]:
        frame["step"] = "discard"
        return
    if frame["shootout"]:
        frame["step"] = "ace_joker"
        return
    _ask(state, frame, "card", "ability")


def _ability(state: DoomtownState, frame: Frame) -> None:
    """3. Use an ability, if no card was played (Double Plays: after a card too)."""
    if frame["shootout"]:
        frame["step"] = "ace_joker"
        return
    if frame["card_played"] and not has_twist(state, "double_plays"):
        frame["step"] = "recompense"
        return
    _ask(state, frame, "ability", "recompense")


def _recompense(state: DoomtownState, frame: Frame) -> None:
    """No card played and no ability used: +1 ghost rock (Double Plays: +1 per option not done)."""
    seat = frame["seat"]
    missed = (0 if frame["card_played"] else 1) + (0 if frame["ability_used"] else 1)
    amount = missed if has_twist(state, "double_plays") else int(missed == 2)
    if amount:
        gain(state, seat, amount)
        state.note({"type": "recompense", "seat": seat, "amount": amount})
    frame["played"] = frame["played"] or missed < 2  # a window counts a play only for these
    frame["round"] += 1
    frame["card_played"] = frame["ability_used"] = False
    frame["step"] = "move" if frame["round"] < len(frame["suits"]) else "ace_joker"


def _callout_answered(state: DoomtownState, frame: Frame) -> None:
    """The mark has answered the play's call-out. Refused, no shootout started, so the play goes
    on where it stood (a card, an ability, recompense); accepted, the shootout is over by now and
    the play does not proceed further ("If a shootout starts during this process, do not proceed
    further after it ends")."""
    resume = frame.pop("after_callout")
    if frame.pop("refused", False):
        state.note({"type": "automaton_callout_refused", "seat": frame["seat"]})
        frame["callout_refused"] = True  # the Archetype says why the play goes on
        frame["step"] = resume
    else:
        frame["shootout"] = True
        frame["step"] = "ace_joker"


def _ace_joker(state: DoomtownState, frame: Frame) -> None:
    """ "Then ace the joker", however its suits' rounds ended (a shootout included)."""
    seat, card = frame["seat"], frame["pulled"]
    if state.table[card].type == "joker" and card in state.hand[seat]:
        state.hand[seat].remove(card)
        state.boot_hill[seat].append(card)
        state.note({"type": "aced", "card": card})
    frame["step"] = "discard"


def _discard(state: DoomtownState, frame: Frame) -> None:
    if len(state.hand[frame["seat"]]) > hand_size(state, frame["seat"]) and not frame.get("keeps_hand"):
        state.stack.append({"kind": "automaton_choice", "seat": frame["seat"], "stage": "discard"})
        return
    state.stack.pop()
    if frame.get("against") is not None:  # Gamblin's cheatin' window: a pass is its pass there
        if frame["quick"]:
            lowball_cheatin.resume(state)  # Quick Reactions: the window's first play comes next
        else:
            lowball_cheatin.played(state, state.stack[-1], passed=frame["passed"])
        return
    if frame.get("window"):  # a pull that played no card and used no ability is the window's pass
        windows.play_done(state, passed=not frame["played"])
        return
    if frame["quick"]:
        return
    below = state.stack[-1]  # the High Noon frame whose turn this play was
    if frame["passed"]:
        noon.noon_act(state, below, {"type": "pass"})
    else:
        below["passes"] = 0
        below["seat"] = (below["seat"] + 1) % state.players


PLAY_STEPS: dict[str, Callable[[DoomtownState, Frame], None]] = {
    "pull": _pull,
    "move": _move,
    "card": _card,
    "ability": _ability,
    "recompense": _recompense,
    "callout_answered": _callout_answered,
    "ace_joker": _ace_joker,
    "discard": _discard,
}


def play_step(state: DoomtownState, frame: Frame) -> None:
    PLAY_STEPS[frame["step"]](state, frame)


def _play_frame(state: DoomtownState) -> Frame:
    return state.stack[-2]


def current_suit(state: DoomtownState) -> str | None:
    """The suit the Automaton's current play follows (a joker goes through all four in turn)."""
    for frame in reversed(state.stack):
        if frame["kind"] == "automaton_play":
            suits = frame["suits"]
            return suits[min(frame["round"], len(suits) - 1)] if suits else None
    return None


def choice_legal(state: DoomtownState, frame: Frame) -> list[Action]:
    seat, stage = frame["seat"], frame["stage"]
    if stage == "discard":
        hand = state.hand[seat]
        return [
            {"type": "automaton_discard", "card": card,
             "label": f"Discard {state.table[card].name} ({state.table[card].notation or 'no suit'}, "
                      f"position {index + 1} of {len(hand)} from the left)"}
            for index, card in enumerate(hand)
        ]  # fmt: skip
    parent = _play_frame(state)
    plays = _plays_now(state, parent)
    if stage == "move":
        actions = [a for a in plays if a["type"] in MOVE_PLAYS]
        no_move = "No move or call-out" if parent.get("window") is None else "Go on (no move or call-out now)"
        actions.append({"type": "automaton_no_move", "label": no_move})
        if parent["round"] == 0:
            actions.append({"type": "automaton_pass", "label": "Pass (the pull is lower than the card to its right)"})
        return actions
    if stage == "card":  # a card from hand: an action card's play is an ability of a card in hand
        actions = [a for a in plays if a["type"] in CARD_PLAYS or _from_hand(state, seat, a)]
        actions.append({"type": "automaton_no_card", "label": "Play no card"})
        return actions
    actions = [a for a in plays if a["type"] == "ability"]
    actions.append({"type": "automaton_no_ability", "label": "Use no ability"})
    return actions


def _plays_now(state: DoomtownState, parent: Frame) -> list[Action]:
    """What the pull may lead to: at High Noon the seat's Noon plays; in a shootout window the
    abilities of its timing (no move or call-out); at Gamblin' the Cheatin' Resolutions that work
    there, against the pull's opponent."""
    seat = parent["seat"]
    if parent.get("against") is not None:
        return [a for a in windows.usable(state, seat, "gamblin") if a["against"] == parent["against"]]
    window = parent.get("window")
    if window is not None:
        return windows.usable(state, seat, window)
    return noon.noon_legal(state, {"kind": "noon", "seat": seat, "passes": 0})


def _from_hand(state: DoomtownState, seat: int, action: Action) -> bool:
    return action["type"] == "ability" and action["card"] in state.hand[seat]


def _fights_started(state: DoomtownState, parent: Frame) -> set[str]:
    """The kinds of call-out (``answer``), job or shootout announced above the play's frame."""
    above = state.stack[next(i for i, f in enumerate(state.stack) if f is parent) + 1 :]
    return {f["kind"] for f in above if f["kind"] in FIGHT_KINDS}


def choice_act(state: DoomtownState, frame: Frame, action: Action) -> None:
    seat, kind = frame["seat"], action["type"]
    state.stack.pop()
    parent = state.stack[-1]
    if kind == "automaton_discard":
        state.hand[seat].remove(action["card"])
        state.discard[seat].append(action["card"])
        return
    if kind == "automaton_pass":
        parent["passed"] = True
        parent["step"] = "discard"
        state.note({"type": "automaton_pass", "seat": seat})
        return
    if kind in ("automaton_no_move", "automaton_no_card", "automaton_no_ability"):
        return
    if frame["stage"] == "card":
        parent["card_played"] = True
    if frame["stage"] == "ability":
        parent["ability_used"] = True
    noon.PLAYS[kind](state, seat, action)
    state.note(noon.played(kind, seat, action))
    keeps = KEEPS_HAND.get(state.table[action["card"]].card.code) if kind == "ability" else None
    if keeps is not None and keeps(action["target"]):
        parent["keeps_hand"] = True
    started = _fights_started(state, parent)
    if started == {"answer"}:  # a call-out: whether a shootout starts is the mark's answer
        parent["after_callout"] = parent["step"]
        parent["step"] = "callout_answered"
    elif started:  # "if a shootout starts during this process, do not proceed further"
        parent["shootout"] = True
        parent["step"] = "ace_joker"


# ---- the Automaton's shootout hand --------------------------------------------------------------


def _draws_last(core: hooks.Step) -> hooks.Step:
    """The core draw for the other sides; the Automaton's hand comes after theirs (its own step)."""

    def draw_step(state: DoomtownState, frame: Frame) -> None:
        seat = automaton_seat(state)
        if seat not in (frame["leader_seat"], frame["mark_seat"]):
            core(state, frame)
            return
        frames: list[Frame] = []
        for side in shootout._sides(state, frame):
            if side == seat:
                continue
            stud, draw = shootout.bonuses(state, frame, side)
            draw_into(state, side, state.draw[side], HAND_SIZE + stud)
            if draw:
                frames.append({"kind": "redraw", "seat": side, "left": draw, "chosen": []})
        push_in_order(state, frames)
        frame["step"] = "automaton_draw"

    return draw_step


def automaton_bonuses(state: DoomtownState, frame: Frame, seat: int) -> tuple[int, int]:
    stud, draw = shootout.bonuses(state, frame, seat)
    return stud + (1 if has_twist(state, "posse_teamwork") else 0), draw


def _automaton_draw(state: DoomtownState, frame: Frame) -> None:
    """Five plus the stud bonus drawn, then as many cards as the draw bonus revealed from the deck."""
    seat = automaton_seat(state)
    assert seat is not None
    stud, draw = automaton_bonuses(state, frame, seat)
    draw_into(state, seat, state.draw[seat], HAND_SIZE + stud)
    revealed: list[int] = []
    draw_into(state, seat, revealed, draw)
    state.note({"type": "automaton_reveal", "seat": seat, "cards": list(revealed)})
    frame["step"] = "form"  # the core step that lets the other sides choose a legal hand
    if len(state.draw[seat]) + min(1, len(revealed)) < HAND_SIZE:  # decks ran dry: no hand
        state.discard[seat].extend(revealed)
        return
    state.draw[seat].extend(revealed)
    state.revealed[seat] = True  # the Automaton plays its hand open: nothing here is dealt again
    state.stack.append({"kind": "automaton_hand", "seat": seat, "revealed": revealed})


def hand_score(result: Result) -> tuple[int, int, int, int]:
    """The variant's order: highest rank, then a legal hand, then the stronger, then fewer jokers."""
    jokers = sum(1 for code in result.codes if code == JOKER_CODE)
    return (result.rank, 0 if result.cheatin else 1, result.key, -jokers)


def best_automaton_hand(state: DoomtownState, stud_cards: list[int], extra: int | None) -> tuple[Result, list[int]]:
    """The best hand (by ``hand_score``) of five from the stud cards and, if given, the revealed ``extra``."""
    poker = state.table
    pool = [*stud_cards, extra] if extra is not None else list(stud_cards)
    best: tuple[tuple[int, int, int, int], Result, tuple[int, ...]] | None = None
    for five in combinations(pool, HAND_SIZE):
        result = evaluate_codes([poker[card].poker for card in five])
        score = hand_score(result)
        if best is None or score > best[0]:
            best = (score, result, five)
    assert best is not None
    return best[1], list(best[2])


def hand_legal(state: DoomtownState, frame: Frame) -> list[Action]:
    seat, revealed = frame["seat"], frame["revealed"]
    stud_cards = [card for card in state.draw[seat] if card not in revealed]
    options: list[int | None] = [None, *revealed] if len(stud_cards) >= HAND_SIZE else list(revealed)
    actions: list[Action] = []
    for extra in options:
        result, cards = best_automaton_hand(state, stud_cards, extra)
        used = "no revealed card" if extra is None else f"the revealed {state.table[extra].notation}"
        flag = ", cheatin'" if result.cheatin else ""
        actions.append(
            {"type": "automaton_hand", "use": extra, "cards": sorted(cards),
             "label": f"Show {' '.join(result.cards)} ({result.name}{flag}) using {used}"}
        )  # fmt: skip
        pool = [*stud_cards, extra] if extra is not None else stud_cards
        for helper, five in hoped_fives(state, seat, pool).items():
            if sorted(five) != sorted(cards):
                shown = evaluate_codes([state.table[card].poker for card in five])
                actions.append(
                    {"type": "automaton_hand", "use": extra, "cards": sorted(five),
                     "label": f"Show {' '.join(shown.cards)} ({shown.name}) using {used}, for {helper} to improve"}
                )  # fmt: skip
    return actions


def hand_act(state: DoomtownState, frame: Frame, action: Action) -> None:
    seat = frame["seat"]
    keep = action["cards"]
    for card in list(state.draw[seat]):
        if card not in keep:
            state.draw[seat].remove(card)
            state.discard[seat].append(card)
    state.revealed[seat] = False
    state.stack.pop()


# ---- day steps changed by twists ----------------------------------------------------------------


def _high_stakes(core: hooks.Step) -> hooks.Step:
    """High-stakes Gambling: a human's higher lowball rank pays the Automaton the difference."""

    def gamblin(state: DoomtownState, frame: Frame) -> None:
        core(state, frame)
        seat = automaton_seat(state)
        if seat is None or not has_twist(state, "high_stakes_gambling"):
            return
        # The core step reports the final lowball hands only in its event.
        hands: dict[str, Any] = next((e["hands"] for e in reversed(state.events) if e["type"] == "lowball"), {})
        own = hands.get(str(seat))
        if own is None:
            return
        for other, hand in hands.items():
            difference = hand["rank"] - own["rank"]
            if int(other) != seat and difference > 0:
                gain(state, seat, difference)
                state.note({"type": "high_stakes", "seat": seat, "amount": difference})

    return gamblin


def _permanent_bonus(state: DoomtownState, card: int) -> None:
    """Shooty Dudes, Influential Dudes: an Automaton dude gets a permanent +1 on entering play (a
    lasting effect ``until: play``: it goes when the dude leaves play)."""
    seat = automaton_seat(state)
    if seat is None or state.table[card].type != "dude" or state.table[card].owner != seat:
        return
    for twist, stat in PERMANENT_BONUSES.items():
        if has_twist(state, twist):
            effects.add(state, stat, card, 1, until="play")


def lowball_target(seat: int, players: int, cheatin: set[int], resolved: set[int], pulled: set[int]) -> int | None:
    """Gamblin': the cheatin' opponent with no Cheatin' Resolution against them yet and not pulled
    against yet, the closest clockwise; None means the Automaton passes."""
    for offset in range(1, players):
        other = (seat + offset) % players
        if other in cheatin and other not in resolved and other not in pulled:
            return other
    return None


def _lowball_against(state: DoomtownState, window: Frame) -> int | None:
    seat = automaton_seat(state)
    assert seat is not None
    cheatin = {other for other, cheats in enumerate(window["cheatin"]) if cheats}
    return lowball_target(seat, state.players, cheatin, set(window["punished"]), set(window.get("pulled", [])))


def _lowball_plays(state: DoomtownState, window: Frame, seat: int) -> list[Action] | None:
    """Gamblin's cheatin' window: the Automaton's play is a pull against the next cheatin' opponent
    (none left: it passes)."""
    if seat != automaton_seat(state):
        return None
    against = _lowball_against(state, window)
    return (
        []
        if against is None
        else [{"type": "automaton_pull", "label": f"Make an Automaton pull against {seat_ref(against)}"}]
    )


def _lowball_pull(state: DoomtownState, window: Frame, seat: int, *, quick: bool = False) -> None:
    against = _lowball_against(state, window)
    window.setdefault("pulled", []).append(against)
    start_play(state, seat, quick=quick, against=against)
    state.note({"type": "automaton_lowball_pull", "seat": seat, "against": against})


def _quick_lowball_pull(state: DoomtownState, window: Frame) -> None:
    """Quick Reactions: the window's first play is an Automaton pull (when it has someone to pull against)."""
    seat = automaton_seat(state)
    if seat is not None and has_twist(state, "quick_reactions") and _lowball_against(state, window) is not None:
        _lowball_pull(state, window, seat, quick=True)


def _noon_twists(core: hooks.Step) -> hooks.Step:
    """Endless Dudes: a permanent Gunslinger token at home; Quick Reactions: an Automaton pull
    before any other High Noon play."""

    def noon_starts(state: DoomtownState, frame: Frame) -> None:
        core(state, frame)
        seat = automaton_seat(state)
        if seat is not None and has_twist(state, "endless_dudes"):
            make_token(state, GUNSLINGER, seat, home(state, seat), permanent=True)
        if seat is not None and has_twist(state, "quick_reactions"):
            start_play(state, seat, quick=True)

    return noon_starts


# ---- the Automaton's High Noon turn -------------------------------------------------------------


def _noon_turn(core: hooks.Decision) -> hooks.Decision:
    """The Automaton's High Noon turn is an Automaton pull; the other seats play as usual."""
    core_legal, core_act = core

    def noon_legal(state: DoomtownState, frame: Frame) -> list[Action]:
        if frame["seat"] != automaton_seat(state):
            return core_legal(state, frame)
        return [{"type": "automaton_pull", "label": "Make an Automaton pull"}]

    def noon_act(state: DoomtownState, frame: Frame, action: Action) -> None:
        if frame["seat"] != automaton_seat(state):
            core_act(state, frame, action)
            return
        start_play(state, frame["seat"], quick=False)

    return noon_legal, noon_act


# ---- the Automaton's shootout plays and resolutions ---------------------------------------------


def _window_turn(core: hooks.Decision) -> hooks.Decision:
    """The Automaton's turn in a shootout play or resolution window: an Automaton pull (after any
    choice settled at the start of a shootout play, such as a Combo)."""
    core_legal, core_act = core

    def plays_legal(state: DoomtownState, frame: Frame) -> list[Action]:
        if frame["seat"] != automaton_seat(state):
            return core_legal(state, frame)
        pull = {"type": "automaton_pull", "label": "Make an Automaton pull"}
        return windows.play_start_offers(state, frame) or [pull]

    def plays_act(state: DoomtownState, frame: Frame, action: Action) -> None:
        if action["type"] != "automaton_pull":
            core_act(state, frame, action)
            return
        windows.begin_play(state, frame)
        start_play(state, frame["seat"], quick=False, window=frame["window"])

    return plays_legal, plays_act


def _pulls_in_windows(state: DoomtownState, seat: int) -> bool:
    return seat == automaton_seat(state)


# ---- a call-out the Automaton made -------------------------------------------------------------


def _answered(core: hooks.Decision) -> hooks.Decision:
    """A refused call-out of an Automaton play is noted on the play, which then goes on."""
    core_legal, core_act = core

    def answer_act(state: DoomtownState, frame: Frame, action: Action) -> None:
        if action["type"] == "refuse":
            play = next((f for f in reversed(state.stack) if f["kind"] == "automaton_play"), None)
            if play is not None and "after_callout" in play:
                play["refused"] = True
        core_act(state, frame, action)

    return core_legal, answer_act


# ---- Hired Help ---------------------------------------------------------------------------------


def _hiring(core: Callable[[DoomtownState, Frame], None]) -> Callable[[DoomtownState, Frame], None]:
    """Wrap a shootout step that follows the forming of a posse: once the Automaton has dudes in
    this fight, a Gunslinger token joins them (once per shootout; it leaves after the shootout)."""

    def run(state: DoomtownState, fight: Frame) -> None:
        seat = automaton_seat(state)
        if seat is not None and has_twist(state, "hired_help") and fight["posse"][seat] and not fight.get("hired"):
            fight["hired"] = True
            gunslinger_joins(state, fight, seat)
        core(state, fight)

    return run


# ---- how the variant plugs in (flow.py layers it over the core rules) --------------------------

POSSES_FORMED = ("invite_leader", "job_invite_leader", "invite_mark", "bounty")  # shootout steps
VARIANT = hooks.Variant(
    name="automaton",
    steps={"automaton_play": play_step},
    decisions={"automaton_choice": (choice_legal, choice_act), "automaton_hand": (hand_legal, hand_act)},
    shootout_steps={"automaton_draw": _automaton_draw},
    wrap_day_steps={"gamblin": _high_stakes, "noon": _noon_twists},
    wrap_decisions={"noon": _noon_turn, "plays": _window_turn, "answer": _answered},
    wrap_shootout_steps={"draw": _draws_last, **dict.fromkeys(POSSES_FORMED, _hiring)},
    plugs={
        hooks.ENTERS_PLAY: (_permanent_bonus,),
        hooks.OWN_PLAYS: (_pulls_in_windows,),
        hooks.LOWBALL_SEAT_PLAYS: (_lowball_plays,),
        hooks.LOWBALL_WINDOW_OPENS: (_quick_lowball_pull,),
    },
    tables={hooks.LOWBALL_PLAYS: {"automaton_pull": lambda state, window, seat, _: _lowball_pull(state, window, seat)}},
)
