"""Card-specific rules from the Solo Mode exception list, for the listed cards the engine implements.

Each rule narrows or orders the uses of one card's ability (``refused``, ``allows``, ``choose``) or
a choice the card hands back (``pick``). Where the list offers a Moderate and a High rule, the
option ``automaton`` names the one in force: ``{"card_rules": {"ike_clanton": "moderate"}}``
(default: high). The cards of the list the engine does not implement are named in RULINGS.md.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from automaton.strategies.gunfighter import targets
from automaton.strategies.gunfighter.facts import card_text
from automaton.strategies.gunfighter.priorities import pick
from games.engines.doomtown.abilities.core import REGISTRY, Use
from games.engines.doomtown.town import (
    adjacent,
    bullets,
    control_points,
    deed_controller,
    dudes_at,
    home,
    influence,
    total_influence,
)

if TYPE_CHECKING:
    from automaton.strategies.gunfighter.abilities import Outcome
    from games.engines.doomtown.state import DoomtownState

Action = dict[str, Any]
IKE_CLANTON, NEW_TOWN_HALL, DISTILLERY = "24079", "24108", "24133"
PHANTASM, SHADOW_WALK, BELLIGERENCE, NEW_BOSS = "24186", "24187", "24223", "24250"
SMILING_FROG, POLITE_INQUIRIES = "24062", "24213"
NOT_RECOMMENDED = {POLITE_INQUIRIES: "Polite Inquiries (not recommended: no use for extra card cycling)"}
VARIANTS = {"ike_clanton": ("high", "moderate")}  # the cards whose rule the player picks


def variant(state: DoomtownState, card: str) -> str:
    setting = state.options.get("automaton") or {}
    return setting.get("card_rules", {}).get(card, VARIANTS[card][0])


def _code(state: DoomtownState, card: int) -> str:
    return state.table[card].card.code


# ---- which uses may be made at all ----------------------------------------------------------------


def refused(state: DoomtownState, seat: int, action: Action) -> bool:
    """Uses the list rules out: not-recommended cards, Ike Clanton (Moderate: ignore his ability),
    Shadow Walk discarded for an extra shootout play."""
    code = _code(state, action["card"])
    if code in NOT_RECOMMENDED:
        return True
    if code == IKE_CLANTON and variant(state, "ike_clanton") == "moderate":
        return True
    return code == SHADOW_WALK and action["target"] == "discard"


def allows(state: DoomtownState, seat: int, outcome: Outcome) -> bool:
    """New Town Hall: add a control point when the deed is the Automaton's or its control points beat
    the opponents' influence; otherwise remove control points."""
    action = outcome.action
    if _code(state, action["card"]) != NEW_TOWN_HALL:
        return True
    adds = action["ability"] == 0
    return adds == _town_hall_adds(state, seat, action["card"])


def _town_hall_adds(state: DoomtownState, seat: int, deed: int) -> bool:
    ahead = any(
        control_points(state, seat) > total_influence(state, other) for other in range(state.players) if other != seat
    )
    return state.table[deed].owner == seat or ahead


# ---- which use of a card -------------------------------------------------------------------------


def choose(state: DoomtownState, seat: int, uses: list[Outcome]) -> tuple[Outcome, str] | None:
    """The use a card-specific rule picks among one card's uses, with the rule's words (None: no rule)."""
    rule = CHOOSERS.get(_code(state, uses[0].action["card"]))
    return None if rule is None else rule(state, seat, uses)


def _by(state: DoomtownState, uses: list[Outcome], criteria: list[Any], card_of: Callable[[Any], int]) -> Any:
    chosen = pick(uses, [(n, lambda o, s=s: s(o)) for n, s in criteria], card_of, state)
    assert chosen is not None
    return chosen


def _on(criteria: list[Any], card_of: Callable[[Any], int]) -> list[Any]:
    """Criteria written for cards, read on the card each use lands on."""
    return [(n, lambda o, s=s: s(card_of(o))) for n, s in criteria]


def _ike_clanton(state: DoomtownState, seat: int, uses: list[Outcome]) -> tuple[Outcome, str]:
    """High: a deed the ability gives to the Automaton, then the most opposing influence there,
    then the most Automaton bullets there."""

    def gives_control(o: Outcome) -> bool:
        deed = o.action["target"]
        after = state.clone()
        REGISTRY[IKE_CLANTON][0].effect(Use(after, seat, o.action["card"]), deed)
        return deed_controller(state, deed) != seat and deed_controller(after, deed) == seat

    def here(o: Outcome, mine: bool) -> list[int]:
        return [d for d in dudes_at(state, o.action["target"]) if (state.table[d].owner == seat) == mine]

    chosen = _by(
        state, uses,
        [("a deed it would give control of to the Automaton", gives_control),
         ("the deed with the most opposing influence", lambda o: sum(influence(state, d) for d in here(o, False))),
         ("the deed with the most Automaton bullets", lambda o: sum(bullets(state, d) for d in here(o, True)))],
        lambda o: o.action["target"],
    )  # fmt: skip
    return chosen.choice, chosen.reason


def _distillery(state: DoomtownState, seat: int, uses: list[Outcome]) -> tuple[Outcome, str]:
    """High: a deed both Saloon and Casino, then one without abilities that need booting, then a Casino."""

    def deed(o: Outcome) -> int:
        return int(o.action["target"][0])

    def boot_abilities(o: Outcome) -> bool:
        return any(spec.boot for spec in REGISTRY.get(_code(state, deed(o)), []))

    chosen = _by(
        state, uses,
        [("a deed both a Saloon and a Casino",
          lambda o: state.table[deed(o)].has("Saloon") and state.table[deed(o)].has("Casino")),
         ("a deed without abilities that require booting", lambda o: not boot_abilities(o)),
         ("a Casino", lambda o: o.action["target"][1] == "casino")],
        deed,
    )  # fmt: skip
    return chosen.choice, chosen.reason


def _phantasm(state: DoomtownState, seat: int, uses: list[Outcome]) -> tuple[Outcome, str]:
    """High: a booted dude if possible; to the Automaton's home, then a deed it does not own, then a
    place with no non-Automaton dudes nearby, then a place with an Automaton dude."""

    def place(o: Outcome) -> int:
        return int(o.action["target"][1])

    def others_nearby(o: Outcome) -> bool:
        return any(
            state.table[d].owner != seat and (state.at[d] == place(o) or adjacent(state, state.at[d], place(o)))
            for d in _dudes(state)
            if d != o.action["target"][0]
        )

    chosen = _by(
        state, uses,
        [("a booted dude", lambda o: state.booted[o.action["target"][0]]),
         ("to the Automaton's home", lambda o: place(o) == home(state, seat)),
         ("to a deed the Automaton does not own",
          lambda o: place(o) >= 0 and state.table[place(o)].type == "deed" and state.table[place(o)].owner != seat),
         ("to a location with no non-Automaton dudes nearby", lambda o: not others_nearby(o)),
         ("to a location with an Automaton dude",
          lambda o: any(state.table[d].owner == seat for d in dudes_at(state, place(o))))],
        lambda o: o.action["target"][0],
    )  # fmt: skip
    return chosen.choice, chosen.reason


def _dudes(state: DoomtownState) -> list[int]:
    return [c for cards in state.play for c in cards if state.table[c].type == "dude"]


def _belligerence(state: DoomtownState, seat: int, uses: list[Outcome]) -> tuple[Outcome, str]:
    """High: unboot an unwanted dude if possible, otherwise give the bullet and influence."""
    unboot = [o for o in uses if o.action["ability"] == 1 and not state.bounty[o.action["target"]]]
    give = [o for o in uses if o.action["ability"] == 0]
    options, why = (unboot, "unboots an unwanted dude") if unboot else (give or uses, "gives the bullet and influence")
    chosen = _by(
        state, options,
        _on([targets.side_first(state, seat, is_bonus=True),
             *targets.bonus(state, bullets_gain=1 if not unboot else 0)], lambda o: o.action["target"]),
        lambda o: o.action["target"],
    )  # fmt: skip
    return chosen.choice, f"{why}; {chosen.reason}"


def _new_boss(state: DoomtownState, seat: int, uses: list[Outcome]) -> tuple[Outcome, str]:
    """Moderate: if successful, ace it for influence; the leader by the Posses priorities."""
    acing = [o for o in uses if o.action["target"][1] == "ace the card"] or uses
    leader = lambda o: o.action["target"][0]  # noqa: E731
    chosen = _by(state, acing, _on(targets.posses(state), leader), leader)
    return chosen.choice, f"aces the card for influence if successful; leader: {chosen.reason}"


CHOOSERS: dict[str, Callable[[DoomtownState, int, list[Any]], tuple[Any, str]]] = {
    IKE_CLANTON: _ike_clanton,
    DISTILLERY: _distillery,
    PHANTASM: _phantasm,
    BELLIGERENCE: _belligerence,
    NEW_BOSS: _new_boss,
}


# ---- choices a card hands back ------------------------------------------------------------------


def discard_choice(state: DoomtownState, seat: int, frame: dict[str, Any]) -> tuple[int, str]:
    """Discards: from the right (programmed reflex); Smiling Frog: Hearts if possible (Moderate)."""
    hand = state.hand[seat]
    if frame.get("after") == "frog":
        hearts = [c for c in hand if state.table[c].card.suit == "hearts"]
        if hearts:
            return hearts[-1], f"discards {card_text(state, hearts[-1])} for Smiling Frog (card-specific rule: Hearts)"
    return hand[-1], f"discards {state.table[hand[-1]].name} ({card_text(state, hand[-1])}) from the right"
