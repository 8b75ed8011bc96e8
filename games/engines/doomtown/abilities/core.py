"""How a card ability is written: timing, cost, targets, effect; and the registry of them all.

A card module declares each ability with the ``ability`` decorator; the decorated function is the
effect, called with a ``Use`` (who uses which card, in which fight) and the chosen target::

    @ability("Clanton Ranch", NOON, boot=True, controller=True, when=lambda u: u.state.dealer != u.seat)
    def clanton_ranch(u: Use, _: None) -> None:
        u.gain(1)  # not the Dealer: gain 1 ghost rock

Costs (boot the card, ghost rock, a skill test for spells and gadgets) are paid by the framework;
``targets`` lists the choices (each becomes its own legal action); ``when`` says whether the
ability may be used at all. Traits (``trait``) adjust a card's stats while it is in play.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

from games.engines.doomtown.cards import card_code
from games.engines.doomtown.control import controller
from games.engines.doomtown.fight import current, opponent, side_posse
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.skills import skill_margin
from games.engines.doomtown.table import SPELL_SKILL, CardTable
from games.engines.doomtown.town import deed_controller, dudes_of
from games.engines.doomtown.zones import gain, pay

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

NOON, SHOOTOUT, RESOLUTION, CHEATIN, JOB = "noon", "shootout", "resolution", "cheatin", "job"
WINDOW_TIMINGS = {
    "noon": (NOON, JOB),
    "shootout": (SHOOTOUT,),
    "resolution": (RESOLUTION, CHEATIN),
    "gamblin": (CHEATIN,),  # the Cheatin' Resolutions marked ``at_gamblin`` (lowball_cheatin.py)
}
Target = Any  # a card id, None, or a list of card ids (all JSON)


@dataclass
class Use:
    """One use of an ability: the state, the player using it and the card it is printed on."""

    state: DoomtownState
    seat: int
    card: int
    extra: dict[str, Any] = field(default_factory=dict)
    caster: int | None = None  # a Totem: the user's Shaman at its location, who casts it

    @property
    def facts(self) -> Any:
        return self.state.table[self.card]

    @property
    def fight(self) -> Frame | None:
        frame: Frame  # mypy reads reversed() of the stack as Any inside the state's import cycle
        for frame in reversed(self.state.stack):
            if frame["kind"] == "shootout":
                return frame
        return None

    @property
    def dude(self) -> int:
        """The dude this card is or is attached to (goods and spells act through their dude)."""
        if self.caster is not None:
            return self.caster
        card = self.card
        while self.state.table[card].type != "dude" and self.state.attached_to[card] >= 0:
            card = self.state.attached_to[card]
        return card

    @property
    def at(self) -> int:
        """Where the card is: a dude's location, a deed itself, a home for an outfit."""
        facts = self.state.table[self.card]
        if facts.type == "deed":
            return self.card
        if facts.type == "outfit":
            return self.card
        return self.state.at[self.dude]

    # ---- the shootout from the user's side ----
    def my_side(self) -> int | None:
        fight = self.fight
        return None if fight is None else fight["side"][self.seat]

    def my_posse(self) -> list[int]:
        """With ``extra["tokens_ignored"]`` (a Combo Wang Men Wu checks), without its token dudes."""
        side = self.my_side()
        posse = [] if side is None else side_posse(self.state, current(self.state), side)
        if self.extra.get("tokens_ignored"):
            return [dude for dude in posse if not self.state.table[dude].card.token]
        return posse

    def their_posse(self) -> list[int]:
        side = self.my_side()
        if side is None:
            return []
        fight = current(self.state)
        return side_posse(self.state, fight, opponent(fight, side))

    def their_side(self) -> int | None:
        side = self.my_side()
        return None if side is None else opponent(current(self.state), side)

    def fighting_side(self) -> int:
        """The user's side in the shootout under way, for a play made in it (only its players make one)."""
        side = self.my_side()
        if side is None:
            raise LookupError(f"seat {self.seat} is in no shootout")
        return side

    def opposing_side(self) -> int:
        """The side the user fights in the shootout under way."""
        return opponent(current(self.state), self.fighting_side())

    def in_fight(self, dude: int) -> bool:
        fight = self.fight
        return fight is not None and any(dude in posse for posse in fight["posse"])

    # ---- common effects ----
    def gain(self, amount: int) -> None:
        gain(self.state, self.seat, amount)

    def pay(self, amount: int) -> None:
        pay(self.state, self.seat, amount)

    def my_dudes(self) -> list[int]:
        return dudes_of(self.state, self.seat)

    def opposing_dudes(self) -> list[int]:
        return [d for seat in range(self.state.players) if seat != self.seat for d in dudes_of(self.state, seat)]

    def all_dudes(self) -> list[int]:
        return [d for seat in range(self.state.players) for d in dudes_of(self.state, seat)]

    def controls_card(self) -> bool:
        """A deed by its controller (or a player a card lends it to), a Totem by whoever casts it,
        anything else by its controller (its owner, or the borrower of a dude lent for a shootout)."""
        if self.caster is not None:
            return True
        facts = self.state.table[self.card]
        if facts.type == "deed":
            return (
                deed_controller(self.state, self.card) == self.seat
                or stand_in(self.state, self.seat, self.card) is not None
            )
        return controller(self.state, self.card) == self.seat


@dataclass(frozen=True)
class Ability:
    code: str
    index: int  # which ability of the card, in printed order
    timing: str
    effect: Callable[[Use, Target], None]
    boot: bool = False  # boot the card it is printed on
    cost: int = 0  # ghost rock
    controller: bool = False  # "Controller ...": only the deed's controller may use it
    repeat: bool = False  # usable more than once a turn
    targets: Callable[[Use], list[Target]] | None = None
    when: Callable[[Use], bool] | None = None
    skill: int | Callable[[Use, Target], int] | None = None  # spells and gadgets: a skill test's difficulty
    on_fail: Callable[[Use, Target], None] | None = None  # what a failed skill test does (else nothing)
    from_hand: bool = False  # an action card: played from the hand, then discarded
    enters_play: bool = False  # with from_hand, a dude played by its own ability: its effect puts it into play
    brings: bool = False  # it brings its dude into the shootout: usable from outside the fight
    does: tuple[str, ...] = ()  # all it does to the card (names_cards off: the player) it targets: "ace"...
    names_cards: bool = True  # its targets name cards (else seats, sides or amounts: no card protections)
    at_gamblin: bool = False  # a Cheatin' Resolution that needs no shootout: also usable at Gamblin'
    anyone: bool = False  # every player has it while the card is in play, each using it once a turn (Tumblebleeds!)

    @property
    def key(self) -> str:
        return f"{self.code}/{self.index}"


REGISTRY: dict[str, list[Ability]] = {}
Trait = Callable[["DoomtownState", int, int, str, Any], Any]
Effect = Callable[[Use, Target], None]
TRAITS: dict[str, list[Trait]] = {}  # code -> fn(state, source, card, stat, amount) -> amount
# The stats a trait may change, where its registration names them: a stat read skips the others.
TRAIT_STATS: dict[Trait, frozenset[str]] = {}
HOOKS: dict[str, dict[str, Callable[..., Any]]] = {}  # event name -> code -> fn, for traits that react


def ability(card: str, timing: str, *, pack: str | None = None, **options: Any) -> Callable[[Effect], Effect]:
    """Register the decorated effect as the next ability of the card printed as ``card`` (its
    newest printing, or the one in ``pack``)."""
    code = card_code(card, pack)

    def register(effect: Effect) -> Effect:
        found = REGISTRY.setdefault(code, [])
        found.append(Ability(code=code, index=len(found), timing=timing, effect=effect, **options))
        return effect

    return register


def action(card: str, timing: str, **options: Any) -> Callable[[Effect], Effect]:
    """An action card's ability: played from the hand (paying its printed cost), then discarded."""
    return ability(card, timing, from_hand=True, **options)


def trait(card: str, *, stats: tuple[str, ...] = (), own: bool = False) -> Callable[[Trait], Trait]:
    """A stat-changing trait of the card printed as ``card``: ``fn(state, source, card, stat,
    amount)``, called for every stat read of every card, or only for the ``stats`` listed and (with
    ``own``) only for the card itself."""
    code = card_code(card)

    def register(fn: Trait) -> Trait:
        registered = _filtered(fn, frozenset(stats), own) if stats or own else fn
        if stats:
            TRAIT_STATS[registered] = frozenset(stats)
        TRAITS.setdefault(code, []).append(registered)
        return fn

    return register


def _filtered(fn: Trait, stats: frozenset[str], own: bool) -> Trait:
    def run(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
        if (own and card != source) or (stats and stat not in stats):
            return amount
        return fn(state, source, card, stat, amount)

    return run


def hook(event: str, card: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """A trait of the card printed as ``card`` that acts when an engine event happens (e.g.
    ``enters_play``, ``joins_posse``): ``HOOKS[event][code]``."""
    code = card_code(card)

    def register(fn: Callable[..., Any]) -> Callable[..., Any]:
        HOOKS.setdefault(event, {})[code] = fn
        return fn

    return register


def test_skill(state: DoomtownState, seat: int, dude: int, card: int, difficulty: int) -> int:
    """``dude``'s skill test for the spell or gadget ``card`` (its keyword's skill, else Mad
    Scientist; a dude without it may have a trait naming another, ``casting_skill``): by how much
    it passed (0 or more) or failed. Cards may raise the rating (Stevie Lyndon casting Hymns)."""
    skill, extra = tested_skill(state, dude, card)
    return skill_margin(state, seat, dude, skill, difficulty, bonus=extra)


def tested_skill(state: DoomtownState, dude: int, card: int) -> tuple[str, int]:
    """The skill ``dude`` tests for the spell or gadget ``card``, and what the dude's traits add to it."""
    facts = state.table[card]
    skill = next((SPELL_SKILL[k] for k in SPELL_SKILL if facts.has(k)), "Mad Scientist")
    instead = HOOKS.get("casting_skill", {}).get(state.table[dude].card.code)
    if instead is not None and state.table[dude].rating(skill) is None:
        skill = instead(state, dude, card) or skill  # Matthew Rising Sun casts Totems with Kung Fu
    bonus = HOOKS.get("casting_bonus", {}).get(state.table[dude].card.code)
    return skill, bonus(state, dude, card) if bonus is not None else 0


Built = TypeVar("Built")


def per_table(
    cache: dict[int, tuple[CardTable, Built]], table: CardTable, build: Callable[[CardTable], Built]
) -> Built:
    """What ``build(table)`` gives, computed once per card table (a game shares one table with its
    clones). The cache is keyed by the table's id and kept small: a finished game's entry (or one
    whose token dudes made it a longer table) must not stay forever in a long-running process."""
    cached = cache.get(id(table))
    if cached is None or cached[0] is not table:
        if len(cache) > 256:
            cache.clear()
        cached = cache[id(table)] = (table, build(table))
    return cached[1]


_hook_cards: dict[str, dict[int, tuple[CardTable, tuple[int, ...]]]] = {}  # event -> id(table) -> (table, card ids)


def cards_with_hook(state: DoomtownState, event: str) -> tuple[int, ...]:
    """The ids of this game's cards (in play or not) with a ``HOOKS[event]`` trait: most games
    hold none, so asking is then free."""
    codes = HOOKS.get(event, {})
    return per_table(_hook_cards.setdefault(event, {}), state.table, lambda table: tuple(
        card for card in range(len(table)) if table[card].card.code in codes
    ))  # fmt: skip


def stand_in(state: DoomtownState, seat: int, deed: int) -> int | None:
    """The dude of ``seat`` through whom they use ``deed``'s abilities as its controller and as if
    that dude were there (Marcia Ridge: ``HOOKS["lends_deed"]``, fn(state, card, deed) -> bool);
    None without one."""
    hooks = HOOKS.get("lends_deed", {})
    for card in cards_with_hook(state, "lends_deed"):
        if card in state.play[seat] and hooks[state.table[card].card.code](state, card, deed):
            return card
    return None
