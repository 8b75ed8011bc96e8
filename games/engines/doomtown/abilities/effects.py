"""Lasting effects of abilities (stored in ``state.effects`` as plain dicts) and the stat hook.

An effect is ``{"stat", "card", "amount" | "set", "until"}``: ``until`` is ``shootout``, ``round``
(this shootout round), ``turn`` (until the day's end) or ``play`` (while the card stays in play).
Optional keys: ``by`` (the seat whose ability made it: given, or the player whose ability is
resolving, see ``acting``), ``timing`` (the timing of that ability: noon, shootout...; see
``stamp``), ``from`` (the card whose ability made it), ``while`` (it counts only while its card
is its posse's shooter, has a Melee Weapon, or shoots beside a skilled dude: ``WHILE``) and
``stays_at`` (it ends once its card leaves that location, ``strays``), ``final`` (a ``set`` that
later changes do not move).
Effect dicts are never changed once made, so a shallow copy of the list clones them safely.
Stats read through ``adjust``: printed value, then traits of cards in play, then effects.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, cast

from games.engines.doomtown import hooks
from games.engines.doomtown.abilities.core import HOOKS, TRAIT_STATS, TRAITS, cards_with_hook, per_table
from games.engines.doomtown.control import controller
from games.engines.doomtown.frames import LogRow
from games.engines.doomtown.table import SKILLS
from games.engines.doomtown.town import attachments, bullet_type, deed_controller, home, item_stat

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState
    from games.engines.doomtown.table import CardTable

_trait_fns: dict[int, tuple[CardTable, tuple[Any, ...]]] = {}  # id(table) -> (table, traits per card id)


def _traits_by_card(state: DoomtownState) -> tuple[Any, ...]:
    return per_table(_trait_fns, state.table, lambda table: tuple(
        tuple(TRAITS.get(card.card.code, ())) or None for card in table.cards
    ))  # fmt: skip


_stat_trait_fns: dict[str, dict[int, tuple[CardTable, tuple[Any, ...]]]] = {}  # stat -> id(table) -> ...


def _traits_for_stat(state: DoomtownState, stat: str) -> tuple[Any, ...]:
    """Per card id, its traits that may change ``stat`` (None for none): most traits name the few
    stats they change (``TRAIT_STATS``), and a read skips the rest."""
    return per_table(_stat_trait_fns.setdefault(stat, {}), state.table, lambda table: tuple(
        tuple(fn for fn in fns if stat in TRAIT_STATS.get(fn, (stat,))) or None if fns else None
        for fns in _traits_by_card(state)
    ))  # fmt: skip


_computing: set[tuple[int, str, int]] = set()  # (state, stat, card) being worked out now


def adjust(state: DoomtownState, stat: str, card: int, amount: Any) -> Any:
    """The stat ``stat`` of ``card`` after traits in play and lasting effects.

    A trait whose condition reads the very stat it changes (Yunxu Jiang's bullets decide a Rowdy
    deed's control, which decides his bonus) sees that stat without traits: no loop. A dude The
    Mixer guards for a player takes no bullet changes from that player's opponents' cards. A
    blank card (Phantom Fingers) has no traits and gives its dude no bullets."""
    reading = _reading(state)
    if reading.fixers:
        fixed = _fixed(state, card, stat, reading.fixers)
        if fixed is not None:
            return fixed
    bullets = stat == "bullets"
    if bullets and state.table[card].card.code in HOOKS.get("fixed_bullets", {}):
        return _by_attached_goods(state, card, amount)
    own = reading.effects_on.get(card)  # most cards have no lasting effect on them
    remedied = _remedied_at(state, card) if own and bullets else None
    if remedied is not None:
        return _capped(state, card, _remedied_bullets(state, card, remedied), reading)
    guard = _mixer_guard(own) if own and bullets else None
    sources = reading.sources_for(stat)
    if sources:
        key = (id(state), stat, card)
        if key not in _computing:
            _computing.add(key)
            try:
                amount = _with_traits(state, stat, card, amount, guard, sources)
            finally:
                _computing.discard(key)
    if reading.blank and bullets:
        amount -= sum(state.table[item].num("bullets") for item in attachments(state, card) if item in reading.blank)
    if own:
        steady = _steadfast(own) if stat in ("bullets", "bullet_type") else None
        final = None
        for effect in own:
            if effect["stat"] != stat or _ignored(effect, guard, steady):
                continue
            if _counts(state, effect):
                amount = effect["set"] if "set" in effect else amount + effect["amount"]
                if "final" in effect:
                    final = effect["set"]
        if final is not None:
            return final
    return _capped(state, card, amount, reading) if bullets else amount


class _Reading:
    """What every stat read of one unchanging state shares: the cards fixing or flooring stats,
    the blank cards, each card's lasting effects (in the order made) and, per stat, the traits in
    play that may change it (in seat and play order, blank cards left out). Kept for as long as
    the state's stats are (``stats_fixed``)."""

    __slots__ = ("state", "fixers", "floors", "blank", "effects_on", "_by_stat")

    def __init__(self, state: DoomtownState) -> None:
        self.state = state
        self.fixers = cards_with_hook(state, "fixes_stats")
        self.floors = cards_with_hook(state, "min_bullets")
        self.blank = blank_cards(state)
        self.effects_on: dict[int, list[dict[str, Any]]] = {}
        for effect in state.effects:
            self.effects_on.setdefault(effect["card"], []).append(effect)
        self._by_stat: dict[str, tuple[Any, ...]] = {}

    def sources_for(self, stat: str) -> tuple[Any, ...]:
        """The traits in play that may change ``stat`` (most name the few stats they change)."""
        found = self._by_stat.get(stat)
        if found is None:
            by_card, blank = _traits_for_stat(self.state, stat), self.blank
            found = self._by_stat[stat] = tuple(
                (seat, source, by_card[source]) for seat, seat_cards in enumerate(self.state.play)
                for source in seat_cards if by_card[source] is not None and source not in blank
            )  # fmt: skip
        return found


_READING = ("reading", -1, None)  # the memo's entry for the state's _Reading


def _reading(state: DoomtownState) -> _Reading:
    memo = state.stat_memo
    if memo is None:
        return _Reading(state)
    reading = memo.get(_READING)
    if reading is None:
        reading = memo[_READING] = _Reading(state)
    return cast(_Reading, reading)


def _fixed(state: DoomtownState, card: int, stat: str, fixers: tuple[int, ...]) -> Any:
    """The value a card in play fixes the stat at, whatever changes it (``HOOKS["fixes_stats"]``,
    fn(state, source, card, stat) -> value or None: Curse of Failure), else None."""
    hooks_by_code = HOOKS["fixes_stats"]
    for source in fixers:
        value = hooks_by_code[state.table[source].card.code](state, source, card, stat)
        if value is not None:
            return value
    return None


def _by_attached_goods(state: DoomtownState, card: int, amount: int) -> int:
    """Bullets only the dude's attached goods change, by their traits and lasting effects
    (``HOOKS["fixed_bullets"]``: QUATERMAN PRIME)."""
    items = [item for item in attachments(state, card) if state.table[item].type == "goods"]
    blank, by_card = blank_cards(state), _traits_by_card(state)
    for item in items:
        for fn in (by_card[item] or ()) if item not in blank else ():
            amount = fn(state, item, card, "bullets", amount)
    mine = [e for e in state.effects if e["card"] == card and e["stat"] == "bullets" and e.get("from") in items]
    for effect in mine:
        if _counts(state, effect):
            amount = effect["set"] if "set" in effect else amount + effect["amount"]
    return amount


REMEDIED = "remedied"  # a round-long marker effect: Remedy took away the dude's bullet modifiers


def _remedied_at(state: DoomtownState, card: int) -> int | None:
    """Where in ``state.effects`` the latest Remedy cast on the dude this round sits (None: none)."""
    found = None
    for index, effect in enumerate(state.effects):
        if effect["stat"] == REMEDIED and effect["card"] == card:
            found = index
    return found


def _remedied_bullets(state: DoomtownState, card: int, since: int) -> int:
    """Remedy (RULINGS 390): the dude's printed bullets and what its attached Weapons give (their
    bonuses, traits and effects), plus the bullet effects made after Remedy; nothing else counts."""
    blank = blank_cards(state)
    weapons = [item for item in attachments(state, card) if state.table[item].has("Weapon") and item not in blank]
    amount = state.table[card].num("bullets") + sum(item_stat(state, item, "bullets") for item in weapons)
    by_card = _traits_by_card(state)
    for item in weapons:
        for fn in by_card[item] or ():
            amount = fn(state, item, card, "bullets", amount)
    for index, effect in enumerate(state.effects):
        if effect["card"] != card or effect["stat"] != "bullets":
            continue
        if (index > since or effect.get("from") in weapons) and _counts(state, effect):
            amount = effect["set"] if "set" in effect else amount + effect["amount"]
    return amount


def _capped(state: DoomtownState, card: int, amount: int, reading: _Reading) -> int:
    """A "maximum bullet rating" (``max_bullets`` effects: Taiyari, The Faceless One) and a
    "minimum bullet rating" (``HOOKS["min_bullets"]``: fn(state, source, card) -> floor or None,
    for cards in play: Zeb Whateley-Dupont) hold after every other change."""
    for effect in reading.effects_on.get(card, ()):
        if effect["stat"] == "max_bullets" and in_force(state, effect):
            amount = min(amount, effect["set"])
    if not reading.floors:
        return amount
    floors = HOOKS.get("min_bullets", {})
    for source in reading.floors:
        key = (id(state), "min_bullets", source)
        if key in _computing or source not in state.play[state.table[source].owner]:
            continue  # a floor read while working it out (two such dudes facing each other) does not count
        _computing.add(key)
        try:
            floor = floors[state.table[source].card.code](state, source, card)
        finally:
            _computing.discard(key)
        if floor is not None:
            amount = max(amount, floor)
    return amount


def _ignored(effect: dict[str, Any], guard: int | None, steady: int | None) -> bool:
    """The Mixer: bullet changes made by the guard's opponents; Onward Christian Soldiers: bullet
    cuts and changes to a draw made by other players than the steady dude's."""
    by = effect.get("by")
    if by is None:
        return False
    if guard is not None and by != guard:
        return True
    worse = effect.get("amount", 0) < 0 or effect.get("set") == "draw"
    return steady is not None and by != steady and worse


def _counts(state: DoomtownState, effect: dict[str, Any]) -> bool:
    if _cards_ignore(state, effect["card"], effect):
        return False
    if not in_force(state, effect):
        return False
    if effect["stat"] == "influence" and effect.get("amount", 0) < 0 and "by" in effect:
        return not _guarded(state, effect["card"], effect["by"])
    return True


def in_force(state: DoomtownState, effect: dict[str, Any]) -> bool:
    """The effect's ``while`` condition holds (or it has none)."""
    condition = effect.get("while")
    return condition is None or WHILE[condition](state, effect["card"])


def _is_shooter(state: DoomtownState, dude: int) -> bool:
    return any(frame["kind"] == "shootout" and dude in frame["shooter"] for frame in state.stack)


def has_melee_weapon(state: DoomtownState, dude: int) -> bool:
    return any(state.table[item].has("Melee") and state.table[item].has("Weapon") for item in attachments(state, dude))


def _shooter_beside_skilled(state: DoomtownState, dude: int) -> bool:
    """The dude is its posse's shooter and the posse holds a skilled dude (the shooter counts)."""
    for frame in state.stack:
        if frame["kind"] != "shootout" or dude not in frame["shooter"]:
            continue
        side = frame["shooter"].index(dude)
        posse = [d for seat, joined in enumerate(frame["posse"]) if frame["side"][seat] == side for d in joined]
        if any(state.table[d].rating(skill) is not None for d in posse for skill in SKILLS):
            return True
    return False


def _away_from_home(state: DoomtownState, dude: int) -> bool:
    return state.at[dude] != home(state, state.table[dude].owner)


WHILE = {
    "shooter": _is_shooter,
    "melee": has_melee_weapon,
    "shooter_beside_skilled": _shooter_beside_skilled,
    "away": _away_from_home,  # Adler's Needle: while the dude is not at home
}


def _guarded(state: DoomtownState, dude: int, seat: int) -> bool:
    """Another player's ability cannot lower this dude's influence (Fancy New Hat)."""
    return seat != controller(state, dude) and _has_guard(state, dude)


def _has_guard(state: DoomtownState, dude: int) -> bool:
    guards = HOOKS.get("keeps_influence", {})
    owner = state.table[dude].owner
    for item in state.play[owner]:
        guard = guards.get(state.table[item].card.code) if state.attached_to[item] == dude else None
        if guard is not None and guard(state, item, dude):
            return True
    return False


def _cards_ignore(state: DoomtownState, card: int, effect: dict[str, Any]) -> bool:
    """Protections that make a card ignore an effect (``protection.py``: Peacemaker, Bio-Charge
    Neutralizer, Sword of the Spirit)."""
    return any(ignores(state, card, effect) for ignores in hooks.IGNORES.fns)


def stamp(state: DoomtownState, since: int, seat: int, timing: str) -> None:
    """Mark the effects made since index ``since`` with the player and timing of the ability that
    made them (new dicts: effects are never changed in place)."""
    state.effects[since:] = [{"by": seat, "timing": timing, **effect} for effect in state.effects[since:]]


def _with_traits(
    state: DoomtownState, stat: str, card: int, amount: Any, guard: int | None, sources: tuple[Any, ...]
) -> Any:
    for seat, source, fns in sources:
        if guard is not None and seat != guard:
            continue
        for fn in fns:
            changed = fn(state, source, card, stat, amount)
            if stat == "influence" and changed < amount and _lowered_by_another(state, source, card):
                continue
            amount = changed
    return amount


def _lowered_by_another(state: DoomtownState, source: int, dude: int) -> bool:
    """A trait of another player's card lowers a guarded dude's influence (a deed's by its controller)."""
    if not _has_guard(state, dude):
        return False
    by = deed_controller(state, source) if state.table[source].type == "deed" else controller(state, source)
    return by != controller(state, dude)


def blank_cards(state: DoomtownState) -> frozenset[int]:
    """Cards that lost their traits and bullet bonuses for now: ``blank`` (Phantom Fingers: their
    abilities too, ``silenced``) or ``stripped`` (As Nature and God Intended: abilities kept)."""
    if not state.effects:
        return frozenset()
    return frozenset(effect["card"] for effect in state.effects if effect["stat"] in ("blank", "stripped"))


def _steadfast(own: Sequence[dict[str, Any]]) -> int | None:
    """The player whose dude this is, when Onward Christian Soldiers keeps its bullets from others
    (``own``: the dude's lasting effects)."""
    for effect in own:
        if effect["stat"] == "steadfast":
            holder: int = effect["set"]
            return holder
    return None


def _mixer_guard(own: Sequence[dict[str, Any]]) -> int | None:
    """The player whose opponents' bullet changes this dude ignores (The Mixer), if any (``own``:
    the dude's lasting effects)."""
    for effect in own:
        if effect["stat"] == "mixer":
            guard: int = effect["set"]
            return guard
    return None


_acting: list[dict[str, Any]] = []  # the abilities resolving now, innermost last


@contextmanager
def acting(seat: int, card: int | None = None, timing: str | None = None) -> Iterator[None]:
    """Effects added meanwhile without a ``by`` are marked as made by ``seat``'s ability (and
    ``from`` its ``card``); protections read who acts, with which card and timing (``resolving``)."""
    _acting.append({"seat": seat, "card": card, "timing": timing})
    try:
        yield
    finally:
        _acting.pop()


def resolving() -> dict[str, Any] | None:
    """``{"seat", "card", "timing"}`` of the card ability resolving now; None while the game's own
    rules act (casualties, a refused call-out, Nightfall)."""
    return _acting[-1] if _acting else None


def silenced(state: DoomtownState, card: int) -> bool:
    """The card cannot use its abilities: it is blank, or may not use them (``no_abilities``,
    Unprepared's booted dude)."""
    return any(e["card"] == card and e["stat"] in ("blank", "no_abilities") for e in state.effects)


def add(
    state: DoomtownState,
    stat: str,
    card: int,
    amount: int = 0,
    *,
    until: str,
    set_to: Any = None,
    by: int | None = None,
    while_shooter: bool = False,
    while_melee: bool = False,
    while_: str | None = None,
    stays_at: int | None = None,
    final: bool = False,
) -> None:
    effect: dict[str, Any] = {"stat": stat, "card": card, "until": until}
    if final:  # a stat set "and cannot be modified": later changes do not move it (Mind Twist)
        effect["final"] = True
    act = resolving()
    if by is None and act is not None:
        by = act["seat"]
    if act is not None and act["card"] is not None:
        effect["from"] = act["card"]
    if by is not None:
        effect["by"] = by
    if while_shooter or while_melee:
        effect["while"] = "shooter" if while_shooter else "melee"
    if while_ is not None:
        effect["while"] = while_
    if stays_at is not None:
        effect["stays_at"] = stays_at
    if set_to is not None:
        effect["set"] = set_to
    else:
        effect["amount"] = amount
    timing = None if act is None else act["timing"]
    if any(keeps(state, effect, timing) for keeps in hooks.KEPT_OFF.fns):  # Johnny Ringo's guard
        state.note({"type": "protected", "card": card, "from": stat})
        return
    was_draw = stat == "bullet_type" and set_to == "stud" and bullet_type(state, card) != "stud"
    state.effects.append(effect)
    state.note(cast(LogRow, {"type": "effect", **effect}))
    if was_draw and bullet_type(state, card) == "stud":  # "after a dude becomes a stud" (RULINGS 391)
        for fn in hooks.BECAME_STUD.fns:
            fn(state, card, until)


def expire(state: DoomtownState, *spans: str) -> None:
    """End the effects that last for one of ``spans`` (e.g. at the end of a shootout)."""
    if any(effect["until"] in spans for effect in state.effects):
        state.effects = [effect for effect in state.effects if effect["until"] not in spans]


def strays(state: DoomtownState) -> None:
    """Effects bound to a location end once their card has left it (checked after every step)."""
    if any(_strayed(state, effect) for effect in state.effects):
        state.effects = [effect for effect in state.effects if not _strayed(state, effect)]


def _strayed(state: DoomtownState, effect: dict[str, Any]) -> bool:
    return "stays_at" in effect and state.at[effect["card"]] != effect["stays_at"]


def end_of_turn(state: DoomtownState) -> None:
    expire(state, "turn")
    state.used = []
