"""Boss Battle: "When the Villain uses an ability, they may pay 1 ghost rock (in addition to any other
costs) in order to let the ability apply once per opposing Hero. If the ability targets an opposing
dude, it may only affect a given dude once."

One mechanism for every ability (RULINGS.md 209, 240-243): a use is offered with the payment when
what it acts on is one Hero's ("its subject": the targeted card, a job's mark, or a Hero player the
ability declares it acts against) and the same use could act on a subject of another Hero. The use
costs 1 more ghost rock and resolves as usual; then, for each other Hero in seat order, the Villain
picks one of that Hero's subjects (a Hero player is the only one: no pick) and

- a card: the effect applies to it again, its costs not paid again; with a skill test, the use's one
  pull decides for every application (a failed test applies nothing more, and an application needs
  the pull's total to beat that target's own difficulty);
- a job's mark: becomes one more mark of the same job, and the job's ending applies to it too, as if
  it had been the mark (``jobs.py``, ``extra_marks``);
- a Hero player: the effect applies to that player too.

The Automaton Villain pays whenever the use its archetype chose is one of these and it has the ghost
rock (Gunfighter RULINGS.md 36): ``automaton_offers`` puts the paid use in the plain one's place.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from games.engines.base import Action
from games.engines.doomtown.abilities.core import JOB, REGISTRY, Ability, Use
from games.engines.doomtown.abilities.effects import acting, stamp
from games.engines.doomtown.abilities.paying import funds
from games.engines.doomtown.abilities.windows import ask, picker
from games.engines.doomtown.town import deed_controller
from games.engines.doomtown.zones import pay

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

Frame = dict[str, Any]
PER_HERO = "per_hero"
EXTRA_COST = 1
LEAVING = {"ace": "Ace", "discard": "Discard"}  # the pick's verb: the Automaton ranks leaving play by it


def _spec(state: DoomtownState, action: Action) -> Ability:
    return REGISTRY[state.table[action["card"]].card.code][action["ability"]]


def _card(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _owner(state: DoomtownState, card: int) -> int:
    facts = state.table[card]
    return deed_controller(state, card) if facts.type == "deed" else facts.owner


def _subject(state: DoomtownState, spec: Ability, target: Any) -> tuple[str, int] | None:
    """What the use acts on, if that is one thing: ("mark", card) for a job, ("card", card) for a
    card it does something to (``does``), ("seat", seat) for a player it declares it acts against."""
    if spec.timing == JOB:
        return ("mark", target[1]) if isinstance(target, list) and len(target) >= 2 and _card(target[1]) else None
    if not spec.does or not _card(target):
        return None  # no target, several, or a use that does nothing to what it names
    return ("card", target) if spec.names_cards else ("seat", target)


def _hero(state: DoomtownState, subject: tuple[str, int]) -> int:
    kind, value = subject
    return value if kind == "seat" else _owner(state, value)


def _same_use(action: Action, other: Action) -> bool:
    keys = ("type", "card", "ability", "caster", "against")
    return all(action.get(key) == other.get(key) for key in keys)


def _like(spec: Ability, action: Action, other: Action) -> bool:
    """``other`` is the same use on another subject: a job with the same leader and nothing else chosen."""
    if not _same_use(action, other):
        return False
    if spec.timing != JOB:
        return True
    return len(other["target"]) == 2 and other["target"][0] == action["target"][0]


def _hero_subjects(state: DoomtownState, action: Action, legal: list[Action], heroes: list[int]) -> list[list[Any]]:
    """[[hero, [subjects]], ...]: what the same use could act on of each other Hero, in seat order."""
    spec = _spec(state, action)
    found = _subject(state, spec, action["target"])
    assert found is not None
    first = _hero(state, found)
    by_hero: dict[int, set[int]] = {hero: set() for hero in heroes if hero != first}
    for other in legal:
        subject = _subject(state, spec, other["target"]) if _like(spec, action, other) else None
        if subject is not None and _hero(state, subject) in by_hero:
            by_hero[_hero(state, subject)].add(subject[1])
    return [[hero, sorted(values)] for hero, values in by_hero.items() if values]


def _repeatable(state: DoomtownState, seat: int, action: Action, heroes: list[int]) -> bool:
    if action["type"] != "ability" or action.get(PER_HERO):
        return False
    spec = _spec(state, action)
    subject = _subject(state, spec, action["target"])
    if subject is None or _hero(state, subject) not in heroes:
        return False
    card = action["card"]
    price = spec.cost + (state.table[card].num("cost") if spec.from_hand else 0) + EXTRA_COST
    return funds(state, seat, card) >= price and state.stash[seat] >= EXTRA_COST


def _label(state: DoomtownState, action: Action) -> str:
    spec = _spec(state, action)
    if spec.timing == JOB:
        more = "a mark of each other Hero too: the job's ending applies to each mark"
    elif spec.names_cards:
        more = "once more on each other Hero"
    else:
        more = "each other Hero too"
    if spec.skill is not None:
        more += " (one pull decides for all)"
    return f"{action['label']}, and {more} (+1 GR)"


def offers(state: DoomtownState, seat: int, legal: list[Action], heroes: list[int]) -> list[Action]:
    """The Villain's uses of ``legal`` that may apply once per opposing Hero, as actions of their own."""
    if len(heroes) < 2:
        return []
    return [
        {**action, PER_HERO: True, "label": _label(state, action)}
        for action in legal
        if _repeatable(state, seat, action, heroes) and _hero_subjects(state, action, legal, heroes)
    ]


def automaton_offers(state: DoomtownState, seat: int, legal: list[Action], heroes: list[int]) -> list[Action]:
    """The Automaton's choices with each use that may apply once per Hero paid for in its place: it
    pays whenever it can (Gunfighter RULINGS.md 36), never choosing a use for the payment's sake."""
    paid = {_key(action): action for action in offers(state, seat, legal, heroes)}
    return [paid.get(_key(action), action) for action in legal]


def _key(action: Action) -> str:
    return repr(sorted((key, value) for key, value in action.items() if key not in ("label", PER_HERO)))


def plain(action: Action) -> Action:
    return {key: value for key, value in action.items() if key != PER_HERO}


def use_per_hero(
    state: DoomtownState,
    seat: int,
    action: Action,
    legal: list[Action],
    heroes: list[int],
    apply: Callable[[Action], None],
) -> None:
    """Pay the extra ghost rock, resolve the use (``apply`` the plain action), then go through the
    other Heroes' subjects."""
    left = _hero_subjects(state, action, legal, heroes)
    pay(state, seat, EXTRA_COST)
    state.note({"type": "boss_per_hero", "seat": seat, "card": action["card"], "amount": EXTRA_COST})
    since = len(state.events)
    apply(plain(action))
    use = {key: action.get(key) for key in ("card", "ability", "caster")}
    if _spec(state, action).skill is None:
        use["total"] = None
    else:
        use["total"] = _pull_total(state, since)
        if use["total"] is None or not _passes(state, seat, use, action["target"]):
            return  # failed (or stopped before the test): nothing to apply again
    _go_on(state, seat, use, left)


def _pull_total(state: DoomtownState, since: int) -> int | None:
    """The use's skill test total: the first skill test noted since it was announced (RULINGS.md 240)."""
    return next((e["total"] for e in state.events[since:] if e["type"] == "skill_test"), None)


def _difficulty(state: DoomtownState, seat: int, spec: Ability, use: dict[str, Any], target: int) -> int:
    if callable(spec.skill):
        return int(spec.skill(Use(state, seat, use["card"], caster=use.get("caster")), target))
    return int(spec.skill or 0)


def _passes(state: DoomtownState, seat: int, use: dict[str, Any], target: int) -> bool:
    spec = REGISTRY[state.table[use["card"]].card.code][use["ability"]]
    return use["total"] is None or use["total"] >= _difficulty(state, seat, spec, use, target)


def _in_play(state: DoomtownState, card: int) -> bool:
    return any(card in zone for zone in state.play)


def _go_on(state: DoomtownState, seat: int, use: dict[str, Any], left: list[list[Any]]) -> None:
    """The next Hero's turn: a player is acted on at once; cards still in play (and beaten by the
    pull) are offered as a pick."""
    spec = REGISTRY[state.table[use["card"]].card.code][use["ability"]]
    while left:
        hero, subjects = left[0]
        left = left[1:]
        if spec.timing != JOB and not spec.names_cards:
            _apply_to(state, seat, use, hero)
            continue
        cards = [c for c in subjects if _in_play(state, c) and (spec.timing == JOB or _passes(state, seat, use, c))]
        if cards:
            verb = next((LEAVING[d] for d in spec.does if d in LEAVING), "Apply it also to")
            if spec.timing == JOB:
                verb = "Also mark"
            ask(state, seat, "boss_per_hero", cards, use=use, left=left, hero=hero, verb=verb)
            return


def _apply_to(state: DoomtownState, seat: int, use: dict[str, Any], target: int) -> None:
    """The effect again on ``target`` (no cost paid again; a passed test's margin against it)."""
    card = use["card"]
    spec = REGISTRY[state.table[card].card.code][use["ability"]]
    extra = {} if use["total"] is None else {"margin": use["total"] - _difficulty(state, seat, spec, use, target)}
    since = len(state.effects)
    with acting(seat, card, spec.timing):
        spec.effect(Use(state, seat, card, extra, caster=use.get("caster")), target)
    stamp(state, since, seat, spec.timing)
    state.note({"type": "ability_again", "seat": seat, "card": card, "target": target})


def _job_marked(state: DoomtownState, seat: int, mark: int) -> None:
    """One more mark of the job just announced (the topmost job the seat leads)."""
    job = next((f for f in reversed(state.stack) if f["kind"] == "job" and f["leader_seat"] == seat), None)
    if job is not None:
        job.setdefault("extra_marks", []).append(mark)
        state.note({"type": "job_extra_mark", "seat": seat, "mark": mark})


@picker("boss_per_hero")
def _picked(state: DoomtownState, frame: Frame, target: int) -> None:
    seat, use = frame["seat"], frame["use"]
    if REGISTRY[state.table[use["card"]].card.code][use["ability"]].timing == JOB:
        _job_marked(state, seat, target)
    else:
        _apply_to(state, seat, use, target)
    _go_on(state, seat, use, frame["left"])
