"""Kung Fu Techniques: action cards that a Kung Fu dude performs, succeeding on a Kung Fu test.

A Technique is played from the hand as a shootout play (a Noon or Cheatin' Technique at those
times, by any of the player's Kung Fu dudes at Noon or Gamblin'): its player chooses the performing dude
(one of their Kung Fu dudes in the posse; a Technique that brings its dude in takes any of them)
with the play's other targets, pays the cost, and the dude makes a Kung Fu test
(``skills.kung_fu_test``); only a success resolves the effect ("this dude" is the performer).

A Tao Technique then attaches to the performer, unbooted after a success, booted after a failure.
At the start of each of its player's shootout plays an unbooted one boots, and the player may
Combo: while the dude has no more Tao Techniques attached than their Kung Fu rating and the
Technique's Combo condition holds, the dude performs a Technique of the same Tao with another name,
from the hand or the discard pile, as that play. Tao Techniques are discarded before draw hands
(and when the shootout ends).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from games.engines.base import Action
from games.engines.doomtown.abilities.core import HOOKS, NOON, SHOOTOUT, Target, Use, action
from games.engines.doomtown.abilities.costs import play_cost
from games.engines.doomtown.abilities.discard_piles import open_discard
from games.engines.doomtown.abilities.effects import stamp
from games.engines.doomtown.abilities.reacts import after
from games.engines.doomtown.abilities.restrictions import may_attach
from games.engines.doomtown.abilities.windows import PlayStart
from games.engines.doomtown.cards import card_code
from games.engines.doomtown.fight import current
from games.engines.doomtown.skills import kung_fu_pull
from games.engines.doomtown.town import attachments
from games.engines.doomtown.zones import attach, leave_play, pay

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

Effect = Callable[[Use, Target], None]


@dataclass(frozen=True)
class Technique:
    code: str
    effect: Effect  # called with Use(extra={"dude": performer}) and the chosen target
    targets: Callable[[Use], list[Target]] | None = None  # the choices besides the performer
    combo: Callable[[Use, Target], bool] | None = None  # its Combo condition (None: it has none)
    boot: bool = False  # "Boot:": the performer must be unbooted and boots
    brings: bool = False  # its dude joins the posse: performed from anywhere
    timing: str = SHOOTOUT  # a Noon Technique is performed by any of the player's Kung Fu dudes; a
    # Cheatin' Technique by one in the posse, or (``at_gamblin``) by any of them at Gamblin'
    at_gamblin: bool = False


TECHNIQUES: dict[str, Technique] = {}


def technique(card: str, **options: Any) -> Callable[[Effect], Effect]:
    """Register the Technique card printed as ``card``: a play from the hand (a shootout play
    unless ``timing`` says otherwise) whose first target is the performer."""
    code = card_code(card)

    def register(effect: Effect) -> Effect:
        spec = Technique(code=code, effect=effect, **options)
        TECHNIQUES.setdefault(code, spec)  # a card with a Noon and a Shootout Technique: the first (Combos read it)

        def play(u: Use, target: list[Any]) -> None:
            _perform(u.state, u.seat, u.card, target, spec, cheater=u.extra.get("cheater"))

        play.__doc__ = effect.__doc__
        action(card, spec.timing, targets=lambda u: _plays(u, spec), at_gamblin=spec.at_gamblin)(play)
        return effect

    return register


def performer(u: Use) -> int:
    dude: int = u.extra["dude"]
    return dude


def _use(state: DoomtownState, seat: int, card: int, dude: int) -> Use:
    return Use(state, seat, card, extra={"dude": dude})


def _kung_fu(state: DoomtownState, dude: int) -> int | None:
    return state.table[dude].rating("Kung Fu")


def _may_perform(u: Use, spec: Technique, dude: int) -> bool:
    facts = u.state.table[dude]
    if facts.owner != u.seat or _kung_fu(u.state, dude) is None or (spec.boot and u.state.booted[dude]):
        return False
    if spec.timing == NOON or u.my_side() is None:  # at Noon, or a Cheatin' one at Gamblin'
        return spec.timing == NOON or spec.at_gamblin
    return spec.brings or dude in u.my_posse()


def _choices(u: Use, spec: Technique, dude: int) -> list[list[Any]]:
    """[performer] or [performer, choice] for each way ``dude`` may perform it now."""
    mine = _use(u.state, u.seat, u.card, dude)
    if not _may_perform(mine, spec, dude):
        return []
    if spec.targets is None:
        return [[dude]]
    return [[dude] if choice is None else [dude, choice] for choice in spec.targets(mine)]


def _plays(u: Use, spec: Technique) -> list[list[Any]]:
    return [choice for dude in u.my_dudes() for choice in _choices(u, spec, dude)]


def _perform(
    state: DoomtownState, seat: int, card: int, target: list[Any], spec: Technique, cheater: int | None = None
) -> None:
    """The performer's Kung Fu test, the effect on a success; a Tao Technique then attaches."""
    dude, choice = target[0], (target[1] if len(target) > 1 else None)
    tao = tao_of(state, card)
    if tao is not None and card in state.discard[seat]:
        state.discard[seat].remove(card)  # held aside: the test's pull may reshuffle the discard pile
    if spec.boot:
        state.booted[dude] = 1
    success, pulled = kung_fu_pull(state, seat, dude)
    if success:
        since = len(state.effects)
        use = _use(state, seat, card, dude)
        use.extra["pulled"] = pulled  # the test's pulled card (Mind of Quicksilver takes it)
        if cheater is not None:
            use.extra["cheater"] = cheater  # a Cheatin' Technique: the player it punishes
        spec.effect(use, choice)
        stamp(state, since, seat, spec.timing)
    if tao is not None:
        _attach(state, seat, card, dude, choice, success)
    if success:
        after(state, "technique", dude=dude)


def _attach(state: DoomtownState, seat: int, card: int, dude: int, choice: Any, success: bool) -> None:
    if not any(dude in cards for cards in state.play) or not may_attach(state, card, dude):
        state.discard[seat].append(card)  # gone, or a dude who has no attachments (Bai Yang Chen)
        return
    attach(state, card, dude, seat)
    state.booted[card] = 0 if success else 1
    current(state).setdefault("techniques", {})[str(card)] = choice  # what its Combo condition reads


def tao_of(state: DoomtownState, card: int) -> str | None:
    return next((k for k in sorted(state.table[card].keywords) if k.startswith("Tao of")), None)


def discard_techniques(state: DoomtownState) -> None:
    """Before draw hands (and as the shootout ends) the Tao Techniques attached to dudes go."""
    for seat_cards in state.play:
        for card in list(seat_cards):
            if state.table[card].has("Technique"):
                leave_play(state, card, ace=False)


# ---- Combos ------------------------------------------------------------------------------------


def _unbooted_taos(state: DoomtownState, seat: int) -> list[int]:
    return [card for card in state.play[seat] if state.table[card].has("Technique") and not state.booted[card]]


def _may_combo(state: DoomtownState, seat: int, card: int) -> bool:
    dude = state.attached_to[card]
    spec = TECHNIQUES[state.table[card].card.code]
    attached = sum(1 for item in attachments(state, dude) if tao_of(state, item) is not None)
    if spec.combo is None or attached > (_kung_fu(state, dude) or 0):
        return False
    chosen = current(state).get("techniques", {}).get(str(card))
    use = _use(state, seat, card, dude)
    ignores = HOOKS.get("combo_ignores_tokens", {}).get(state.table[dude].card.code)
    if ignores is not None and ignores(state, dude):
        use.extra["tokens_ignored"] = True  # Wang Men Wu: the player's token dudes do not count
    return spec.combo(use, chosen)


def _combo_cards(state: DoomtownState, seat: int, card: int) -> list[int]:
    """Techniques of the same Tao with another name in the hand or the discard pile (one per name
    and zone), that the player can pay for."""
    tao, title = tao_of(state, card), state.table[card].title
    found: dict[tuple[int, str], int] = {}
    for zone, cards in enumerate((state.hand[seat], open_discard(state, seat))):
        for other in sorted(cards):
            facts = state.table[other]
            same_tao = facts.card.code in TECHNIQUES and tao_of(state, other) == tao and facts.title != title
            if same_tao and play_cost(state, seat, other, None) <= state.stash[seat]:
                found.setdefault((zone, facts.card.code), other)
    return list(found.values())


def combo_offers(state: DoomtownState, seat: int) -> list[Action]:
    offers: list[Action] = []
    for card in _unbooted_taos(state, seat):
        if not _may_combo(state, seat, card):
            continue
        dude = state.attached_to[card]
        for other in _combo_cards(state, seat, card):
            spec = TECHNIQUES[state.table[other].card.code]
            where = "hand" if other in state.hand[seat] else "discard pile"
            for target in _choices(_use(state, seat, other, dude), spec, dude):
                names = ", ".join(state.table[t].name if isinstance(t, int) else str(t) for t in target[1:])
                label = f"Combo: {state.table[dude].name} performs {state.table[other].name} from the {where}"
                offers.append({"type": "combo", "technique": card, "card": other, "target": target,
                               "label": label + (f" on {names}" if names else "")})  # fmt: skip
    if offers:
        offers.insert(0, {"type": "no_combo", "label": "No Combo (the attached Technique boots)"})
    return offers


def _boot_attached(state: DoomtownState, seat: int) -> None:
    """The start of a shootout play: an unbooted Tao Technique boots."""
    for card in _unbooted_taos(state, seat):
        state.booted[card] = 1


def _settle(state: DoomtownState, seat: int, choice: Action) -> bool:
    if choice["type"] == "no_combo":
        return False
    card = choice["card"]
    (state.hand[seat] if card in state.hand[seat] else state.discard[seat]).remove(card)
    state.discard[seat].append(card)
    pay(state, seat, play_cost(state, seat, card, None))
    state.note({"type": "combo", "seat": seat, "card": card, "target": choice["target"]})
    _perform(state, seat, card, choice["target"], TECHNIQUES[state.table[card].card.code])
    return True


# Wired to ``hooks.PLAY_STARTS`` (flow.py).
COMBO = PlayStart(offers=combo_offers, begin=_boot_attached, settle=_settle, kinds=("combo", "no_combo"))
