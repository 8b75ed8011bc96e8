"""Programmed Reflexes and the Automaton Variant's fixed answers: one function per engine decision.

Each takes (state, seat, legal actions, frame) and returns (action, reason in plain words).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from automaton.strategies.gunfighter import solo_rules, targets
from automaton.strategies.gunfighter.facts import card_text, combined_cost, is_stud, sundown_influence
from automaton.strategies.gunfighter.priorities import pick
from automaton.strategies.gunfighter.pulls import ranked
from games.engines.doomtown import automaton_rules, shootout
from games.engines.doomtown.fight import current
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.poker import JOKER_CODE, best_hand_codes
from games.engines.doomtown.posses import posse_candidates
from games.engines.doomtown.town import bullets, upkeep

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

Action = dict[str, Any]
Choice = tuple[Action, str]
EXTRA_POSSE = 2


def _first(legal: list[Action], kind: str) -> Action:
    return _with(legal, "type", kind)


def _with(actions: list[Action], field: str, value: Any) -> Action:
    return next(a for a in actions if a[field] == value)


def answer(state: DoomtownState, seat: int, legal: list[Action], frame: Frame) -> Choice:
    return _first(legal, "accept"), "always accepts a call-out"


def react(state: DoomtownState, seat: int, legal: list[Action], frame: Frame) -> Choice:
    """Reacts: always used when possible (the card by the tie-break when several fit)."""
    reacts = [a for a in legal if a["type"] == "react"]
    chosen = pick([a["card"] for a in reacts], [], lambda c: c, state)
    if chosen is None:
        return _first(legal, "react_pass"), "no react it can use"
    action = _with(reacts, "card", chosen.choice)
    return action, f"{action['label']}: always uses a react when possible"


def flee(state: DoomtownState, seat: int, legal: list[Action], frame: Frame) -> Choice:
    return _first(legal, "fight"), "never flees from a shootout"


def _can_be_opposed(state: DoomtownState, fight: Frame) -> bool:
    """Some other player has a dude who could join a posse at the job's location (at it, or
    unbooted next to it)."""
    return any(
        posse_candidates(state, {"kind": "posse", "seat": other, "location": fight["location"], "mode": "nearby"})
        for other in range(state.players)
        if other != fight["leader_seat"]
    )


def posse(state: DoomtownState, seat: int, legal: list[Action], frame: Frame) -> Choice:
    """Posse Formation: "Always attempt to bring two extra dudes to a shootout or a job that can be
    opposed, besides the leader, mark, or the dude opposing a job"; a job is always opposed. A job
    nobody can oppose gets no extra dude (the reflex does not ask for one: joining would only boot
    them)."""
    fight = current(state)
    if fight["job"] and seat == fight["leader_seat"] and not _can_be_opposed(state, fight):
        why = "a job nobody can oppose: no extra dudes (two only to a shootout or a job that can be opposed)"
        return _first(legal, "posse_done"), why
    members = fight["posse"][seat]
    core = {fight.get("leader_dude"), fight.get("mark_dude")}
    extras = len([d for d in members if d not in core])
    opposing_job = fight["job"] and seat == fight["mark_seat"] and fight.get("mark_dude") is None
    wanted = EXTRA_POSSE + (1 if opposing_job else 0)
    joins = [a for a in legal if a["type"] == "join"]
    if extras >= wanted or not joins:
        return _first(legal, "posse_done"), f"the posse is complete ({extras} joined besides the leader or mark)"
    free = {a["dude"]: "(boots)" not in a["label"] for a in joins}
    chosen = pick(
        sorted(free),
        targets.posses(state, free),
        lambda d: d, state,
    )  # fmt: skip
    assert chosen is not None
    why = "opposes the job" if opposing_job and extras == 0 else "brings two extra dudes"
    return _with(joins, "dude", chosen.choice), f"{why}: {state.table[chosen.choice].name} ({chosen.reason})"


def shooter(state: DoomtownState, seat: int, legal: list[Action], frame: Frame) -> Choice:
    dudes = [a["dude"] for a in legal]
    chosen = pick(
        dudes,
        [("a stud with more than one bullet", lambda d: is_stud(state, d) and bullets(state, d) > 1),
         ("highest bullets", lambda d: bullets(state, d)),
         ("unbooted dude", lambda d: not state.booted[d]),
         ("lowest influence", lambda d: -sundown_influence(state, d))],
        lambda d: d, state,
    )  # fmt: skip
    assert chosen is not None
    return _with(legal, "dude", chosen.choice), f"{state.table[chosen.choice].name} shoots ({chosen.reason})"


CASUALTY_ORDER = ("Harrowed dude (as 1 casualty)", "token dude", "sidekick", "dude")


def _category(state: DoomtownState, action: Action) -> int:
    facts = state.table[action["card"]]
    if facts.type == "dude" and facts.has("Harrowed"):
        return 0 if action["how"] == "home" else -1  # a Harrowed dude counts as one casualty only
    if facts.type == "dude" and facts.card.token:
        return 1
    if facts.has("Sidekick"):
        return 2
    return 3


def casualties(state: DoomtownState, seat: int, legal: list[Action], frame: Frame) -> Choice:
    """Harrowed dudes (home, one casualty), token dudes, sidekicks, then dudes; as many casualties on
    a dude as possible; within a group, Target Priorities for one's own dude leaving play."""
    options = [a for a in legal if _category(state, a) >= 0] or legal
    group = min(_category(state, a) for a in options)
    in_group = [a for a in options if _category(state, a) == group]
    cards = sorted({a["card"] for a in in_group})
    chosen = pick(
        cards,
        targets.own_leaving_play(state),
        lambda c: c, state,
    )  # fmt: skip
    assert chosen is not None
    ways = [a for a in in_group if a["card"] == chosen.choice]
    action = max(ways, key=lambda a: {"home": 1, "discard": 1, "ace": 2}[a["how"]])
    label = CASUALTY_ORDER[max(group, 0)]
    return action, f"{action['label']}: {label} first, {chosen.reason}, as many casualties on one dude as possible"


def upkeep_choice(state: DoomtownState, seat: int, legal: list[Action], frame: Frame) -> Choice:
    """Always pays; short of ghost rock, the dude with the highest cost of dude and attachments first."""
    pays = [a for a in legal if a["type"] == "pay"]
    if not pays:
        return _first(legal, "upkeep_done"), "nothing more it can pay: upkeep done"
    unpaid = [c for c in state.play[seat] if upkeep(state, seat, c) > 0 and c not in frame["paid"]]
    total = sum(upkeep(state, seat, c) for c in unpaid)
    chosen = pick(
        [a["card"] for a in pays],
        [("a dude", lambda c: state.table[c].type == "dude"),
         ("highest combined cost of dude and attachments", lambda c: combined_cost(state, c))],
        lambda c: c, state,
    )  # fmt: skip
    assert chosen is not None
    why = "always pays" if total <= state.stash[seat] else f"cannot pay all: {chosen.reason} first"
    return _with(pays, "card", chosen.choice), f"pays upkeep for {state.table[chosen.choice].name} ({why})"


def night(state: DoomtownState, seat: int, legal: list[Action], frame: Frame) -> Choice:
    """Discards as many cards as possible at Nightfall (one), starting from the right."""
    discards = {a["card"]: a for a in legal if a["type"] == "night_discard"}
    where = "the right-most card" if len(state.hand[seat]) > 1 else "its only card"
    for card in reversed(state.hand[seat]):  # by position: the right-most card itself, not a copy of it
        if card in discards:
            return discards[card], f"discards {state.table[card].name} ({card_text(state, card)}), {where}"
    return _first(legal, "night_keep"), "no card to discard"


def discard_down(state: DoomtownState, seat: int, legal: list[Action], frame: Frame) -> Choice:
    card = state.hand[seat][-1]
    action = _with(legal, "card", card)
    return action, f"over its hand size: discards {state.table[card].name} ({card_text(state, card)}) from the right"


def keep(state: DoomtownState, seat: int, legal: list[Action], frame: Frame) -> Choice:
    """Two of a kind on one dude: the ones to go are chosen as own attachments discarded by an effect
    ({lowest cost}, then {non-Gadget goods}, {spells}, {Gadgets}); the last one left is kept."""
    table = state.table
    order = list(ranked(state, [a["card"] for a in legal], targets.attachment_lost(state), lambda c: c))
    kept = order[-1][0]
    gone = ", ".join(table[card].name for card, _ in order[:-1])
    return _with(legal, "card", kept), f"keeps {table[kept].name}: {gone} goes first ({order[0][1]})"


def gang(state: DoomtownState, seat: int, legal: list[Action], frame: Frame) -> Choice:
    """The decklist's starting gang; a deck without one takes the dearest dudes it can afford."""
    listed = [a for a in legal if a["type"] == "gang_listed"]
    if listed:
        return listed[0], "takes the starting gang its decklist names"
    picks = [a for a in legal if a["type"] == "gang_pick" and state.table[a["card"]].type == "dude"]
    if not picks:
        return _first(legal, "gang_done"), "starting gang complete"
    chosen = pick(
        [a["card"] for a in picks], [("highest cost", lambda c: state.table[c].num("cost"))], lambda c: c, state
    )
    assert chosen is not None
    return _with(picks, "card", chosen.choice), f"starts with {state.table[chosen.choice].name} ({chosen.reason})"


def redraw(state: DoomtownState, seat: int, legal: list[Action], frame: Frame) -> Choice:
    """Outside an Automaton seat (a plain game): set aside the cards the best five do not use."""
    cards = state.draw[seat]
    marks = [a for a in legal if a["type"] == "redraw_mark"]
    if marks and len(cards) >= 5:
        best = list(best_hand_codes([state.table[c].poker for c in cards]).codes)
        spare = [c for c in cards if c not in frame["chosen"]]
        for card in spare:
            code = state.table[card].poker
            if code in best:
                best.remove(code)
                continue
            for action in marks:
                if state.table[action["card"]].notation == state.table[card].notation:
                    return action, f"sets {card_text(state, card)} aside: the best five do not use it"
    return _first(legal, "redraw_done"), "keeps the draw hand"


def form_hand(state: DoomtownState, seat: int, legal: list[Action], frame: Frame) -> Choice:
    """By the variant's hand rule: the highest rank, then a legal hand, then the stronger, then
    without jokers (the same hand with and without a joker: without)."""
    options = shootout.hand_options(state, seat)
    best_choice, best = max(options, key=lambda option: automaton_rules.hand_score(option[1]))
    action = next(a for a in legal if a["legal"] == best_choice["legal"] and a["jokers"] == best_choice["jokers"])
    strongest = options[0][1]
    if best.cheatin:
        why = "the highest rank, even cheatin'"
    elif strongest.cheatin:
        why = "a legal hand of the same rank"
    elif best.codes.count(JOKER_CODE) < strongest.codes.count(JOKER_CODE):
        why = "the same hand without a joker"
    else:
        why = "the highest rank"
    return action, f"{action['label']}: {why}"


def invite(state: DoomtownState, seat: int, legal: list[Action], frame: Frame) -> Choice:
    """The Automaton plays alone against the human players: it has nobody to invite."""
    return _first(legal, "invite_done"), "invites nobody: the Automaton has no allies"


def automaton_hand(state: DoomtownState, seat: int, legal: list[Action], frame: Frame) -> Choice:
    """The highest rank from the stud cards and up to one revealed card; legal, then no jokers.
    A five See-Through Spectacles or Comin' Up Roses can improve counts as improved (card rules).
    The explanation names the criterion that set the chosen hand above the next best."""
    scored = []
    for action in legal:
        result, helper = solo_rules.hand_with_card_rules(state, seat, action["cards"])
        scored.append((automaton_rules.hand_score(result), action["use"] is not None, helper, action))
    # Equal hands: keep the revealed card out (the better hand never needs it).
    ranking = sorted(scored, key=lambda item: (item[0], not item[1]), reverse=True)
    best = ranking[0]
    if best[2] is not None:
        why = f"the highest rank, counting on {best[2]} to improve it (card-specific rule)"
        return best[3], f"{best[3]['label']}: {why}"
    if len(ranking) == 1:
        return best[3], f"{best[3]['label']}: the only hand it can show"
    return best[3], f"{best[3]['label']}: {_what_decided(best[0], ranking[1][0])}"


HAND_CRITERIA = ("the highest rank", "a legal hand", "the stronger hand", "fewer jokers")


def _what_decided(best: tuple[int, ...], runner_up: tuple[int, ...]) -> str:
    """The first of the variant's Shootout Hands criteria on which the chosen hand beats the next."""
    for name, mine, theirs in zip(HAND_CRITERIA, best, runner_up, strict=True):
        if mine != theirs:
            return name
    return "the same hand either way: shown without the revealed card"


def joker_pull(state: DoomtownState, seat: int, legal: list[Action], frame: Frame) -> Choice:
    """A joker pulled for a skill test or another card's pull: the Archetype has no rule for it,
    so it takes the declaration that serves the pull best (the engine lists it first)."""
    return legal[0], f"{legal[0]['label']}: the value that serves the pull best"


# ---- choices a card hands back that are words, not cards -------------------------------------

# A choice between doing an effect and declining it: the reflexes always take what they are
# offered when they can (Reacts: "Always use them when possible", Paying: "Always pays", Jobs:
# "Always oppose them", Discards: "as many cards as possible"), so a card or an effect is chosen
# over these while there is one (card-specific rules apart).
DECLINES = frozenset({"done", "none", "keep", "leave", "no"})
# Word choices a reflex answers: the choice handed back -> (option, the reflex in the rulebook's words).
REFLEX_WORDS = {
    "smart_choice": ("stay", "Fleeing: never flees from shootouts"),
    "hurt": ("pay", "Paying: always pays ghost rock required by abilities if possible"),
    "ramiro": ("pay", "Paying: always pays ghost rock required by abilities if possible"),
    "tax_office": ("pay", "Upkeep: always pays"),
    "xemo": ("pay", "Paying: always pays ghost rock required by abilities if possible"),
}


def word_choice(state: DoomtownState, seat: int, frame: Frame, legal: list[Action]) -> Choice | None:
    """A choice handed back whose options include words: the reflex that answers it, else the
    effect over declining it, else the archetype's tie-break ({alphabetical}: a word has no value).
    None when every option is a card."""
    words = [a for a in legal if "choice" in a]
    if not words:
        return None
    then = frame["then"]
    wanted = REFLEX_WORDS.get(then)
    if wanted is not None and any(a["choice"] == wanted[0] for a in words):
        return _with(words, "choice", wanted[0]), f"{_with(words, 'choice', wanted[0])['label']} ({wanted[1]})"
    if then == "changed_hand":
        return _changed_hand(state, seat, words)
    doing = [a for a in legal if a.get("choice") not in DECLINES]
    if doing and all("card" in a for a in doing):
        return None  # cards against a decline: the cards' own priorities choose among them
    declined = len(doing) < len(legal)
    options = [a for a in (doing or legal) if "choice" in a]
    chosen = min(options, key=lambda a: a["label"].casefold())
    if declined and len(options) == 1:
        return chosen, f"{chosen['label']} (takes the effect rather than declining it: the reflexes use what they can)"
    return chosen, f"{chosen['label']} (tie-break: the option that comes first alphabetically)"


def _changed_hand(state: DoomtownState, seat: int, words: list[Action]) -> Choice:
    """A changed draw hand shown cheatin' or legal: the variant's Shootout Hands order, the
    highest rank first, then a legal hand."""
    codes = current(state)["draw_codes"][seat]
    strongest, legal = best_hand_codes(codes), best_hand_codes(codes, legal_only=True)
    if strongest.rank > legal.rank:
        choice, why = "cheatin", "the highest rank"
    else:
        choice, why = "legal", "a legal hand, the rank being the same"
    action = _with(words, "choice", choice)
    return action, f"{action['label']} (Shootout Hands: {why})"
