"""Step 3 of an Automaton pull, Use an Ability: which card's ability, which of its effects, on whom.

The card type comes first: the pull's suit, then on through ♣ ♦ ♠ ♥ Outfit Legend (wrapping), the
first type with an applicable ability wins. "Applicable" is the rulebook's Choosing Effects: an
ability that would not alter the game state is never used. Whether it would is measured, not
guessed: the effect is run on a clone of the game (costs and skill tests aside; choices it hands
back are taken by the first option) and the cards before and after are compared. What changed
says which Effect Priority the use meets and whom it helps or hurts; the Target Priorities then
read the dude it lands on.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from automaton.strategies.gunfighter import solo_rules, targets
from automaton.strategies.gunfighter.facts import SUIT_SIGNS
from automaton.strategies.gunfighter.priorities import Criterion, pick, read_through
from automaton.strategies.gunfighter.pulls import move_or_callout
from automaton.strategies.gunfighter.targets import EFFECT_KINDS, Effect
from games.engines.doomtown.abilities.core import REGISTRY
from games.engines.doomtown.abilities.rounds import hand_strength
from games.engines.doomtown.abilities.windows import DECISIONS as WINDOW_DECISIONS
from games.engines.doomtown.abilities.windows import use_ability
from games.engines.doomtown.town import bullet_type, bullets, control_points_of_card, influence, value

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

Action = dict[str, Any]
Choice = tuple[Action, str]
ABILITY_ORDER = ("clubs", "diamonds", "spades", "hearts", "outfit", "legend")
ABILITY_CARDS = {
    "clubs": "♣ actions", "diamonds": "♦ deeds", "spades": "♠ dudes", "hearts": "♥ goods and spells",
    "outfit": "the outfit", "legend": "the legend",
}  # fmt: skip
PICKS_FOLLOWED = 6  # choices an effect hands back, taken in the measuring clone (first option)
DUDE_STATS = ("bullets", "stud", "influence", "value")
KIND_ORDER = {kind: rank for rank, kind in enumerate(EFFECT_KINDS)}  # leave_or_enter first


def ability_order(suit: str) -> list[str]:
    """Where to look for an ability: the pull's suit first, then on through ♣ ♦ ♠ ♥ Outfit Legend,
    wrapping round to the start."""
    start = ABILITY_ORDER.index(suit)
    return [*ABILITY_ORDER[start:], *ABILITY_ORDER[:start]]


def ability_order_text(suit: str | None) -> str:
    return ", ".join(ABILITY_CARDS[kind] for kind in ability_order(suit or "clubs"))


def card_kind(state: DoomtownState, card: int) -> str | None:
    """The type a card counts as in the ability order: its suit, or outfit / legend."""
    facts = state.table[card]
    if facts.type in ("outfit", "legend"):
        return facts.type
    return facts.card.suit


# ---- measuring what a use would change -----------------------------------------------------------


@dataclass
class Outcome:
    """What one ability action would change, as the priorities read it."""

    action: Action
    effect: Effect
    helped: set[int] = field(default_factory=set)  # cards that gain (own or not)
    hurt: set[int] = field(default_factory=set)  # cards that lose
    left: set[int] = field(default_factory=set)  # cards leaving play
    moved: dict[int, int] = field(default_factory=dict)  # dude -> new location
    stud_gain: dict[int, int] = field(default_factory=dict)  # dude -> change in stud bullets
    bounty: set[int] = field(default_factory=set)  # dudes given bounty


def _card_facts(state: DoomtownState, card: int, effects: dict[int, list[Any]]) -> dict[str, Any]:
    """What a card's own data says (cheap); its stats are read only for cards that changed."""
    return {
        "at": state.at[card], "attached_to": state.attached_to[card], "booted": state.booted[card],
        "bounty": state.bounty[card], "rock": state.rock[card], "effects": effects.get(card, []),
    }  # fmt: skip


def _stats(state: DoomtownState, card: int) -> dict[str, Any]:
    facts: dict[str, Any] = {"control": control_points_of_card(state, card)}
    if state.table[card].type == "dude":
        facts.update(
            bullets=bullets(state, card), stud=bullet_type(state, card) == "stud",
            influence=influence(state, card), value=value(state, card),
        )  # fmt: skip
    return facts


def snapshot(state: DoomtownState) -> dict[str, Any]:
    effects: dict[int, list[Any]] = {}
    for effect in state.effects:
        effects.setdefault(effect["card"], []).append(effect)
    return {
        "cards": {card: _card_facts(state, card, effects) for cards in state.play for card in cards},
        "seats": [_seat_facts(state, s) for s in range(state.players)],
        "depth": len(state.stack),
        "hands": _hands(state),
    }


def _hands(state: DoomtownState) -> dict[int, int]:
    """Each side's shown hand in the shootout under way, as the tally compares it (this round's
    modifiers included: a modified hand is the worst of its rank)."""
    fight = next((f for f in reversed(state.stack) if f["kind"] == "shootout"), None)
    if fight is None or not fight.get("hands"):
        return {}
    return {side: hand_strength(fight, side) for side in (fight["leader_seat"], fight["mark_seat"])}


def _weaker(state: DoomtownState, seat: int, before: dict[int, Any], after: dict[int, Any]) -> bool:
    """The change of hands leaves the seat's side weaker: its own hand lower, or an opposing one higher."""
    mine = next(f for f in reversed(state.stack) if f["kind"] == "shootout")["side"][seat]
    return any(after[side] < before[side] if side == mine else after[side] > before[side] for side in before)


def _seat_facts(state: DoomtownState, seat: int) -> tuple[int, list[int], int, list[int]]:
    return state.stash[seat], sorted(state.hand[seat]), state.vp[seat], sorted(state.boot_hill[seat])


def _follow_picks(state: DoomtownState, depth: int) -> None:
    """Take the choices the effect hands back (first option), so their result is measured too."""
    legal_of, act = WINDOW_DECISIONS["pick"]
    for _ in range(PICKS_FOLLOWED):
        if len(state.stack) <= depth or state.stack[-1]["kind"] != "pick":
            return
        frame = state.stack[-1]
        options = legal_of(state, frame)
        if not options:
            return
        act(state, frame, options[0])


def measure(state: DoomtownState, seat: int, action: Action, before: dict[str, Any]) -> Outcome | None:
    """What the ability would change (None: nothing, so it is not applicable)."""
    after_state = state.clone()
    use_ability(after_state, seat, action, skill_passes=True)
    _follow_picks(after_state, before["depth"])
    return compare(state, after_state, seat, action, _paid(state, seat, action, before), snapshot(after_state))


def _paid(state: DoomtownState, seat: int, action: Action, before: dict[str, Any]) -> dict[str, Any]:
    """The snapshot with the use's costs already paid (booting the card, ghost rock, the action card
    leaving the hand): what changes beyond that is the effect."""
    card = action["card"]
    spec = REGISTRY[state.table[card].card.code][action["ability"]]
    cards = dict(before["cards"])
    if spec.boot and card in cards:
        cards[card] = {**cards[card], "booted": 1}
    stash, hand, vp, boot_hill = before["seats"][seat]
    cost = spec.cost + (state.table[card].num("cost") if spec.from_hand else 0)
    seats = list(before["seats"])
    seats[seat] = (stash - cost, [c for c in hand if not (spec.from_hand and c == card)], vp, boot_hill)
    return {**before, "cards": cards, "seats": seats}


def compare(
    state: DoomtownState,
    after_state: DoomtownState,
    seat: int,
    action: Action,
    before: dict[str, Any],
    after: dict[str, Any],
) -> Outcome | None:
    """The changes between the two snapshots; a card's stats (bullets, influence, stud...) are
    compared for the cards whose own data changed (a new effect on them, a move, an attachment)."""
    outcome = Outcome(action, Effect("", "other", False))
    kinds: set[str] = set()
    booted = 0
    for card, old in before["cards"].items():
        new = after["cards"].get(card)
        if new is None:
            kinds.add("leave_or_enter")
            outcome.left.add(card)
            outcome.hurt.add(card)
            continue
        if new == old:
            continue
        old, new = {**old, **_stats(state, card)}, {**new, **_stats(after_state, card)}
        for stat, was in old.items():
            now = new[stat]
            if now == was:
                continue
            kinds.add(_kind_of(stat))
            booted += stat == "booted"
            gained = _gain(stat, was, now)
            (outcome.helped if gained else outcome.hurt).add(card)
            if stat == "at" and state.table[card].type == "dude":
                outcome.moved[card] = now
            if stat == "bounty" and now > was:
                outcome.bounty.add(card)
        if "bullets" in old:
            outcome.stud_gain[card] = _stud_bullets(new) - _stud_bullets(old)
    if set(after["cards"]) - set(before["cards"]):
        kinds.add("leave_or_enter")
    if after["hands"] != before["hands"]:  # a shown hand or its rank changed
        if _weaker(state, seat, before["hands"], after["hands"]):
            return None  # never a use that weakens the Automaton's side in the shootout
        kinds.add("other")
    if after["seats"] != before["seats"] or after["depth"] > before["depth"]:
        kinds.add("other")
    if not kinds:
        return None
    kind = min(kinds, key=KIND_ORDER.__getitem__)
    penalty = any(state.table[c].owner != seat for c in outcome.hurt)
    outcome.effect = Effect(_effect_name(kind, booted), kind, penalty, booted)
    return outcome


def _kind_of(stat: str) -> str:
    return {"booted": "boot_or_unboot", "stud": "stud_or_draw", "bullets": "bullets"}.get(stat, "other")


def _gain(stat: str, was: Any, now: Any) -> bool:
    """Whether the change is good for the card's owner (booting is bad, bounty is bad)."""
    if stat in ("booted", "bounty"):
        return now < was
    if stat in DUDE_STATS or stat == "control":
        return now > was
    return True  # a move, an attachment change, a new lasting effect: counted as done for its owner


def _stud_bullets(facts: dict[str, Any]) -> int:
    return facts["bullets"] if facts["stud"] else 0


def _effect_name(kind: str, booted: int) -> str:
    names = {
        "leave_or_enter": "cards leaving or entering play",
        "boot_or_unboot": f"booting or unbooting {booted} card{'s' if booted != 1 else ''}",
        "stud_or_draw": "altering stud or draw status",
        "bullets": "increasing or decreasing bullets",
        "other": "another effect",
    }
    return names[kind]


# ---- choosing -------------------------------------------------------------------------------------


def effect_criteria() -> list[Criterion]:
    """Effect Priorities over outcomes (targets.effects reads an Effect)."""
    return read_through(targets.effects(), lambda o: o.effect)


_MEASURED: dict[int, dict[str, Any]] = {}  # id(state) -> measures, while one decision is made on it


@contextmanager
def one_decision(state: DoomtownState) -> Iterator[None]:
    """Measures made during one decision are kept for it (the state does not change meanwhile):
    a shootout play tries several suits over the same uses."""
    _MEASURED[id(state)] = {}
    try:
        yield
    finally:
        _MEASURED.pop(id(state), None)


def applicable(state: DoomtownState, seat: int, actions: list[Action]) -> list[Outcome]:
    """The uses that would alter the game state and that no card-specific rule forbids."""
    kept = _MEASURED.get(id(state), {})
    before: dict[str, Any] | None = kept.get("before")
    found = []
    for action in actions:
        if action["type"] != "ability" or solo_rules.refused(state, seat, action):
            continue
        key = json.dumps([action["card"], action["ability"], action["target"]])
        if key not in kept:
            if before is None:
                before = kept["before"] = snapshot(state)
            kept[key] = measure(state, seat, action, before)
        outcome = kept[key]
        if outcome is not None and solo_rules.allows(state, seat, outcome):
            found.append(Outcome(**{**vars(outcome), "action": action}))
    return found


def ability_step(state: DoomtownState, seat: int, legal: list[Action], suit: str) -> Choice | None:
    """The ability to use for a pull of ``suit``, with the reason; None when no type has one."""
    outcomes = applicable(state, seat, legal)
    for kind in ability_order(suit):
        of_kind = [o for o in outcomes if card_kind(state, o.action["card"]) == kind]
        if of_kind:
            action, why = choose(state, seat, of_kind, suit)
            return action, f"uses {why} ({ABILITY_CARDS[kind]}: the first type with an applicable ability)"
    return None


def card_use(state: DoomtownState, seat: int, options: list[Action], suit: str) -> tuple[Action, str]:
    """How to play an action card from hand (step 2): its use, as for an ability."""
    action, why = choose(state, seat, applicable(state, seat, options), suit)
    return action, f": {why}"


def choose(state: DoomtownState, seat: int, outcomes: list[Outcome], suit: str) -> Choice:
    """The card by Effect Priorities, then its use: card-specific rule, effects, then targets."""
    cards = sorted({o.action["card"] for o in outcomes})
    best = {card: max((o for o in outcomes if o.action["card"] == card), key=_effect_key) for card in cards}
    first = ("Nicodemus Whateley's ability first (card-specific rule)", lambda c: solo_rules.comes_first(state, c))
    criteria = [first, *[(n, lambda c, s=s: s(best[c])) for n, s in effect_criteria()]]
    chosen = pick(cards, criteria, lambda c: c, state)
    assert chosen is not None
    card = chosen.choice
    uses = [o for o in outcomes if o.action["card"] == card]
    name = state.table[card].name
    special = solo_rules.choose(state, seat, uses)
    if special is not None:
        return special[0].action, f"{name}: {special[0].action['label']} (card-specific rule: {special[1]})"
    top = max(_effect_key(o) for o in uses)
    uses = [o for o in uses if _effect_key(o) == top]
    outcome, target_reason = choose_target(state, seat, uses, suit)
    card_reason = "" if len(cards) == 1 else f"; {chosen.reason}"
    rule = solo_rules.narrowed(state, outcome.action)
    return outcome.action, f"{outcome.action['label']} ({uses[0].effect.name}{card_reason}; {target_reason}{rule})"


def _effect_key(outcome: Outcome) -> tuple[float, ...]:
    return tuple(score(outcome) for _, score in effect_criteria())


def subject(state: DoomtownState, outcome: Outcome) -> int | None:
    """The card a use lands on: its target (the first card of a list), else the card it changes most."""
    target = outcome.action["target"]
    parts = target if isinstance(target, list) else [target]
    cards = [p for p in parts if isinstance(p, int) and 0 <= p < len(state.table)]
    dudes = [c for c in cards if state.table[c].type == "dude"]
    if dudes or cards:
        return (dudes or cards)[0]
    changed = sorted(outcome.hurt | outcome.helped)
    return changed[0] if changed else None


def choose_target(state: DoomtownState, seat: int, uses: list[Outcome], suit: str) -> tuple[Outcome, str]:
    """Target Priorities for the dude or card the use lands on (moves at Noon: as the pull's move)."""
    if len(uses) == 1:
        return uses[0], "its only use"
    moving = [o for o in uses if o.moved]
    if len(moving) == len(uses):
        chosen = destination(state, seat, moving, suit)
        if chosen is not None:
            return chosen
    subjects = {id(o): subject(state, o) for o in uses}
    first = uses[0]
    criteria = target_criteria(state, seat, first, subjects[id(first)])

    def card_of(o: Outcome) -> int:
        found = subjects[id(o)]
        played: int = o.action["card"]
        return found if found is not None else played

    picked = pick(uses, criteria, card_of, state)
    assert picked is not None
    return picked.choice, f"target: {picked.reason}"


def destination(state: DoomtownState, seat: int, moving: list[Outcome], suit: str) -> tuple[Outcome, str] | None:
    """Own dudes moved at Noon by the ability: the destination as for the pull's High Noon move."""
    moves = [
        {"type": "move", "dude": dude, "to": to, "use": index}
        for index, o in enumerate(moving)
        for dude, to in o.moved.items()
        if len(o.moved) == 1 and state.table[dude].owner == seat
    ]
    chosen = move_or_callout(state, seat, moves, suit) if moves else None
    if chosen is None:
        return None
    return moving[chosen[0]["use"]], f"as a High Noon {SUIT_SIGNS[suit]} move: {chosen[1]}"


def target_criteria(state: DoomtownState, seat: int, sample: Outcome, card: int | None) -> list[Criterion]:
    """The Target Priorities list for the kind of use ``sample`` is, as criteria over outcomes.

    Every criterion reads the outcome's subject (the dude it lands on)."""
    if card is None:
        return []

    def on_subject(criteria: list[Criterion]) -> list[Criterion]:
        return read_through(criteria, lambda o: subject(state, o))

    own = state.table[card].owner == seat
    if card in sample.left:
        return on_subject(targets.own_leaving_play(state) if own else targets.opposing_leaving_play(state))
    if card in sample.bounty and not own:
        return on_subject(targets.bounty(state))
    if state.table[card].type in ("goods", "spell"):
        return on_subject(targets.attachment_lost(state, opposing=not own))
    if card in sample.hurt:
        return [*on_subject([targets.side_first(state, seat, is_bonus=False)]), *penalty(state, seat, own)]
    return [
        *on_subject([targets.side_first(state, seat, is_bonus=True)]),
        ("greatest increase in stud bullets" if own else "reversed: greatest increase in stud bullets",
         lambda o: (1 if own else -1) * o.stud_gain.get(subject(state, o) or -1, 0)),
        ("dude with highest bullets" if own else "reversed: dude with highest bullets",
         lambda o: (1 if own else -1) * _bullets_of(state, subject(state, o))),
    ]  # fmt: skip


def penalty(state: DoomtownState, seat: int, own: bool) -> list[Criterion]:
    """Penalties, written for opposing dudes: {prevent use of abilities} (the dude has an ability
    the effect boots away), then the rest of targets.penalty."""

    def prevents(o: Outcome) -> bool:
        dude = subject(state, o)
        return dude is not None and state.table[dude].card.code in REGISTRY and not state.booted[dude]

    sign = -1 if own else 1
    rest = targets.penalty(state, opposing=not own)
    return [
        ("prevent use of abilities" if not own else "reversed: prevent use of abilities",
         lambda o: sign * (prevents(o) and o.effect.kind == "boot_or_unboot")),
        *[(n, lambda o, s=s: s(subject(state, o))) for n, s in rest],
    ]  # fmt: skip


def _bullets_of(state: DoomtownState, card: int | None) -> int:
    return bullets(state, card) if card is not None and state.table[card].type == "dude" else 0
