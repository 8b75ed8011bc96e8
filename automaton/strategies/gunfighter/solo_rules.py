"""Card-specific rules from the Solo Mode exception list, for the listed cards the engine implements.

Each rule narrows or orders the uses of one card's ability (``refused``, ``allows``, ``choose``) or
a choice the card hands back (``pick``). Where the list offers a Moderate and a High rule, the
option ``automaton`` names the one in force: ``{"card_rules": {"ike_clanton": "moderate"}}``
(default: high). The cards of the list the engine does not implement are named in RULINGS.md.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import TYPE_CHECKING, Any

from automaton.strategies.gunfighter import targets
from automaton.strategies.gunfighter.facts import card_text, in_play_like, is_stud
from automaton.strategies.gunfighter.priorities import pick, read_through
from games.engines.doomtown.abilities.core import REGISTRY, Use
from games.engines.doomtown.abilities.windows import usable
from games.engines.doomtown.automaton_hands import hearts_straight_flush, hopes, spectacles_ready
from games.engines.doomtown.automaton_rules import CARD_RULES
from games.engines.doomtown.casualties import casualties_legal
from games.engines.doomtown.fight import current, side_posse
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.poker import (
    JOKER_CODE,
    Result,
    best_hand_codes,
    card_code,
    card_name,
    evaluate_codes,
    parse_card,
)
from games.engines.doomtown.shootout import STEPS as SHOOTOUT_STEPS
from games.engines.doomtown.town import (
    TOWN_SQUARE,
    adjacent,
    bullets,
    control_points,
    control_points_of_card,
    deed_controller,
    dudes_at,
    dudes_of,
    home,
    influence,
    total_influence,
    upkeep,
)

if TYPE_CHECKING:
    from automaton.strategies.gunfighter.abilities import Outcome
    from games.engines.doomtown.state import DoomtownState

Action = dict[str, Any]
IKE_CLANTON, NEW_TOWN_HALL, DISTILLERY = "24079", "24108", "24133"
PHANTASM, SHADOW_WALK, BELLIGERENCE, NEW_BOSS = "24186", "24187", "24223", "24250"
SMILING_FROG, POLITE_INQUIRIES, FAITHFUL_HOUND, QUICKDRAW = "24062", "24213", "24153", "24165"
TAX_OFFICE, MINERS, SLOANE, JARRETT, PINNED_DOWN = "24134", "24011", "24012", "24034", "24236"
NOT_WHAT_YOU_KNOW, EXHIBITION, THISLL_HURT = "24252", "24233", "24240"
NICODEMUS, SOUL_CAGE, URSULA, CONFESSION, FETCH = "24102", "24178", "24051", "24194", "24184"
GET_BEHIND_ME, SIGHT_BEYOND, RAVEN, SAVED_BY_GRACE = "24192", "24190", "24201", "24010"
IN_CHARGE, SPEAKS_WITH_EARTH, FARNUM, NO_TURNING_BACK = "24211", "24063", "24038", "24253"
SECOND_BANK, JOKERS_SMILE, SIX_SHOOTERS, MANY_FAITHS = "24107", "24104", "24144", "24002"
XEMOS_TURBAN, ORNITHOPTER, NATHAN_SHANE, MECHANICAL_HORSE = "24157", "24171", "24031", "24167"
SPECTACLES = "24159"
ORNITHOPTER_FLIES_HOME = 1  # the second ability printed on Personal Ornithopter
HORSE_TROTS, HORSE_GALLOPS = 0, 1  # Mechanical Horse: pay 1 GR to an adjacent place, pay 2 GR anywhere
TURNING_BACK_AT_NOON = 0  # No Turning Back: its Noon ability (the other is its Resolution)
BANK_TAKES_AT = 4  # 2nd Bank of Gomorra (High): take its ghost rock once this much is on it
FARNUM_MOST_OFF = 10  # E.B. Farnum (High): dudes booted take at most this much off his cost
NOT_RECOMMENDED = {
    POLITE_INQUIRIES: "Polite Inquiries (not recommended: no use for extra card cycling)",
    SAVED_BY_GRACE: "Saved By Grace (not recommended: searching and cycling cards is of little value to it)",
    SIGHT_BEYOND: "Sight Beyond Sight (not recommended: no use for knowledge of the player's hand)",
}


def variant(state: DoomtownState, card: str) -> str:
    """The rule in force for a card the list gives a Moderate and a High rule (default: the first)."""
    setting = state.options.get("automaton") or {}
    return setting.get("card_rules", {}).get(card, CARD_RULES[card][0])


def _code(state: DoomtownState, card: int) -> str:
    return state.table[card].card.code


# ---- which uses may be made at all ----------------------------------------------------------------


def refused(state: DoomtownState, seat: int, action: Action) -> bool:
    """Uses the list rules out: not-recommended cards, Ike Clanton (Moderate: ignore his ability),
    Shadow Walk discarded for an extra shootout play, Faithful Hound booting instead of discarding,
    Xemo's Turban (Moderate: never used), Walters Creek Distillery booting a Saloon without drawing,
    a Mechanical Horse paying for a second move in a day,
    No Turning Back (not recommended: never; High: its Resolution only against heavy casualties)."""
    code = _code(state, action["card"])
    if code in NOT_RECOMMENDED:
        return True
    if code == IKE_CLANTON and variant(state, "ike_clanton") == "moderate":
        return True
    if code == FAITHFUL_HOUND:  # Moderate: always discard the opposing goods
        return action["target"][1] == "boot it"
    if code == MANY_FAITHS:  # Moderate: never shuffle cards into the deck, which its ability must do
        return True
    if code == XEMOS_TURBAN:  # Moderate: do not use the ability
        return True
    if code == DISTILLERY:  # High: "If a card is drawn due to this ability": a Saloon is booted to draw
        return action["target"][1] == "saloon"
    if code == MECHANICAL_HORSE and action["ability"] in (HORSE_TROTS, HORSE_GALLOPS):
        return _horse_paid_today(state, action["card"])
    if code == NO_TURNING_BACK:
        if variant(state, "no_turning_back") == "not_recommended" or action["ability"] == TURNING_BACK_AT_NOON:
            return True
        return _casualties_worth_a_dude(state, seat) is None
    if code == IN_CHARGE:  # High: never on an opposing deed
        return state.table[action["target"][1]].owner != seat
    return code == SHADOW_WALK and action["target"] == "discard"


def refuses_play(state: DoomtownState, action: Action) -> bool:
    """Get Behind Me, Satan! (Moderate): never attached to a dude with 0 Blessed. E.B. Farnum
    (High): recruited only by booting the dudes his rule picks."""
    code = _code(state, action["card"])
    if action["type"] == "recruit" and code == FARNUM:
        owner = state.table[action["card"]].owner
        return sorted(action.get("boot", [])) != sorted(farnum_boots(state, owner))
    return action["type"] == "learn" and code == GET_BEHIND_ME and state.table[action["dude"]].rating("Blessed") == 0


def farnum_boots(state: DoomtownState, seat: int) -> list[int]:
    """E.B. Farnum (High): the dudes booted to pay for him, by {at home}, {stud}, {at a location
    with an Automaton stud}; no other dude, and none that would take more than 10 off."""
    from automaton.strategies.gunfighter.pulls import ranked  # pulls reads this module's rules

    def beside_a_stud(dude: int) -> bool:
        here = [d for d in dudes_at(state, state.at[dude]) if d != dude and state.table[d].owner == seat]
        return any(is_stud(state, d) for d in here)

    criteria = [
        ("at home", lambda d: state.at[d] == home(state, seat)),
        ("stud", lambda d: is_stud(state, d)),
        ("at a location with an Automaton stud", beside_a_stud),
    ]
    ready = [d for d in dudes_of(state, seat) if not state.booted[d] and influence(state, d) > 0]
    booted: list[int] = []
    for dude, _ in ranked(state, [d for d in ready if any(test(d) for _, test in criteria)], criteria, lambda d: d):
        if sum(influence(state, d) for d in [*booted, dude]) <= FARNUM_MOST_OFF:
            booted.append(dude)
    return booted


def booting_text(state: DoomtownState, action: Action) -> str:
    """How a card paid for by booting dudes was paid, for the explanation ("" when none booted)."""
    if not action.get("boot"):
        return ""
    names = ", ".join(state.table[dude].name for dude in action["boot"])
    return f", booting {names} to pay (card-specific rule: dudes at home, then studs, then dudes beside a stud)"


def comes_first(state: DoomtownState, card: int) -> bool:
    """Nicodemus Whateley (High): the ability he grants is used before the Effect Priorities."""
    return _code(state, card) == NICODEMUS


def allows(state: DoomtownState, seat: int, outcome: Outcome) -> bool:
    """New Town Hall: add a control point when the deed is the Automaton's or its control points beat
    the opponents' influence; otherwise remove control points. Quickdraw Handgun: see below."""
    action = outcome.action
    code = _code(state, action["card"])
    if code == QUICKDRAW:
        return _quickdraw_raises(state, seat)
    if code == SECOND_BANK:
        return (action["ability"] == 1) == _bank_takes(state, seat, action["card"])
    if code == SIX_SHOOTERS:
        return _six_shooters_improve(state, seat, action["target"])
    if code == ORNITHOPTER and action["ability"] == ORNITHOPTER_FLIES_HOME:
        return _ornithopter_may_fly_home(state, seat, action["card"])
    if code == MECHANICAL_HORSE and action["ability"] == HORSE_GALLOPS:
        return not _horse_trots_there(state, action["card"], action["target"])
    if code != NEW_TOWN_HALL:
        return True
    adds = action["ability"] == 0
    return adds == _town_hall_adds(state, seat, action["card"])


def _quickdraw_raises(state: DoomtownState, seat: int) -> bool:
    """Quickdraw Handgun (Moderate): only when the swap gives the Automaton a higher hand rank."""
    fight = current(state)
    hands = fight["hands"]
    mine = hands[fight["side"][seat]]
    others = [hands[s] for s in (fight["leader_seat"], fight["mark_seat"]) if s != fight["side"][seat]]
    return mine is not None and any(h is not None and h["cheatin"] and h["rank"] > mine["rank"] for h in others)


def _bank_takes(state: DoomtownState, seat: int, bank: int) -> bool:
    """2nd Bank of Gomorra: with ghost rock on it, take it (High: only from an opponent's deed or
    once 4 or more are there); otherwise place ghost rock."""
    rock = state.rock[bank]
    if not rock:
        return False
    return variant(state, "second_bank") == "moderate" or state.table[bank].owner != seat or rock >= BANK_TAKES_AT


def _six_shooters_improve(state: DoomtownState, seat: int, change: list[str]) -> bool:
    """Pair of Six-Shooters (Moderate): only when the change gives a legal hand of a higher rank, or
    turns a cheatin' hand into a legal one of the same rank."""
    fight = current(state)
    mine = fight["hands"][fight["side"][seat]]
    codes = list(fight["draw_codes"][seat])
    old, new = (parse_card(text) for text in change)
    codes[codes.index(old)] = new
    legal = best_hand_codes(codes, legal_only=True)
    if mine is None or legal.cheatin:
        return False
    return legal.rank > mine["rank"] or (mine["cheatin"] and legal.rank == mine["rank"])


def _ornithopter_may_fly_home(state: DoomtownState, seat: int, ornithopter: int) -> bool:
    """Personal Ornithopter (Moderate): send its dude home booted only when no other Shootout ability
    can be used and the Automaton's posse has no stud."""
    others = [a for a in usable(state, seat, "shootout") if a["card"] != ornithopter]
    fight = current(state)
    posse = side_posse(state, fight, fight["side"][seat])
    return not others and not any(is_stud(state, dude) for dude in posse)


def narrowed(state: DoomtownState, action: Action) -> str:
    """Words for the explanation when a card-specific rule narrowed the uses the choice was made
    among ("" for the others)."""
    if _code(state, action["card"]) == MECHANICAL_HORSE and action["ability"] in (HORSE_TROTS, HORSE_GALLOPS):
        return "; card-specific rule: the Horse's move that reaches the place, paid once a day"
    return ""


def _horse_paid_today(state: DoomtownState, horse: int) -> bool:
    """Mechanical Horse (Moderate): it pays to move its dude once a day at most."""
    return any(f"{horse}/{ability}" in state.used for ability in (HORSE_TROTS, HORSE_GALLOPS))


def _horse_trots_there(state: DoomtownState, horse: int, place: int) -> bool:
    """Mechanical Horse (Moderate): the move to the pull's place is made with the ability that
    reaches it, the 1 GR one when both do."""
    return adjacent(state, state.at[state.attached_to[horse]], place)


def _casualties_worth_a_dude(state: DoomtownState, seat: int) -> str | None:
    """No Turning Back (High): why the round, tallied as the hands stand now, is worth a dude (two
    or more casualties for the Automaton, or a token dude discarded as its first); None: it is not."""
    from automaton.strategies.gunfighter.reflexes import casualties  # the reflex reads this module's rules

    after = state.clone()
    fight = current(after)
    SHOOTOUT_STEPS["tally"](after, fight)
    taken = fight["casualties"][fight["side"][seat]]
    if taken != 1:
        return f"{taken} casualties coming" if taken >= 2 else None
    SHOOTOUT_STEPS["casualties"](after, fight)
    frame = next(f for f in after.stack if f["kind"] == "casualties" and f["seat"] == seat)
    first, _ = casualties(after, seat, casualties_legal(after, frame), frame)
    token = after.table[first["card"]]
    return f"the casualty coming would discard the token {token.name}" if token.card.token else None


def _town_hall_adds(state: DoomtownState, seat: int, deed: int) -> bool:
    ahead = any(
        control_points(state, seat) > total_influence(state, other) for other in range(state.players) if other != seat
    )
    return state.table[deed].owner == seat or ahead


def hand_with_card_rules(state: DoomtownState, seat: int, cards: list[int]) -> tuple[Result, str | None]:
    """A shootout hand as the Automaton counts it, with the card whose rule made it count more:
    See-Through Spectacles (High) as the straight flush in hearts its usable pairs can make,
    Comin' Up Roses in hand (Moderate) as the flush or straight flush one suit change makes."""
    codes = [state.table[card].poker for card in cards]
    counted, helper = evaluate_codes(codes), None
    for name, hope in hopes(state, seat).items():
        hoped = hope(codes)
        if hoped is not None and hoped.key > counted.key:
            counted, helper = hoped, name
    return counted, helper


# ---- which use of a card -------------------------------------------------------------------------


def choose(state: DoomtownState, seat: int, uses: list[Outcome]) -> tuple[Outcome, str] | None:
    """The use a card-specific rule picks among one card's uses, with the rule's words (None: no rule)."""
    rule = CHOOSERS.get(_code(state, uses[0].action["card"]))
    return None if rule is None else rule(state, seat, uses)


def _by(state: DoomtownState, uses: list[Outcome], criteria: list[Any], card_of: Callable[[Any], int]) -> Any:
    chosen = pick(uses, criteria, card_of, state)
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


def _target_dude(o: Outcome) -> int:
    target = o.action["target"]
    return int(target[0] if isinstance(target, list) else target)


def _tax_office(state: DoomtownState, seat: int, uses: list[Outcome]) -> tuple[Outcome, str]:
    """High: a dude whose upkeep is above its player's stash, by the opposing leaving-play list;
    otherwise the dude with the highest upkeep."""

    def dues(o: Outcome) -> int:
        dude = _target_dude(o)
        return upkeep(state, state.table[dude].owner, dude)

    broke = [o for o in uses if dues(o) > state.stash[state.table[_target_dude(o)].owner]]
    if broke:
        chosen = _by(state, broke, _on(targets.opposing_leaving_play(state), _target_dude), _target_dude)
        return chosen.choice, f"upkeep above its player's stash; {chosen.reason}"
    chosen = _by(state, uses, [("the dude with the highest upkeep", dues)], _target_dude)
    return chosen.choice, chosen.reason


def _as_bonus(state: DoomtownState, seat: int, uses: list[Outcome], first: Any) -> tuple[Outcome, str]:
    """A dude chosen by ``first``, then as for gaining a bonus."""
    chosen = _by(state, uses, [first, *_on(targets.bonus(state, bullets_gain=0), _target_dude)], _target_dude)
    return chosen.choice, chosen.reason


def _miners(state: DoomtownState, seat: int, uses: list[Outcome]) -> tuple[Outcome, str]:
    """Deadwood Miner's Alliance (High): a dude with less than 4 bounty, then as for a bonus."""
    return _as_bonus(state, seat, uses, ("a dude with less than 4 bounty", lambda o: state.bounty[_target_dude(o)] < 4))


def _sloane(state: DoomtownState, seat: int, uses: list[Outcome]) -> tuple[Outcome, str]:
    """The Sloane Gang (High): a dude without control points, then as for a bonus."""
    no_cp = ("a dude without control points", lambda o: control_points_of_card(state, _target_dude(o)) == 0)
    return _as_bonus(state, seat, uses, no_cp)


def _jarrett(state: DoomtownState, seat: int, uses: list[Outcome]) -> tuple[Outcome, str]:
    """Jarrett Blake (High): the dude leaving the shootout: a draw dude, highest influence, lowest bullets."""
    chosen = _by(
        state, uses,
        _on([("a draw dude", lambda d: not is_stud(state, d)),
             ("highest influence", lambda d: influence(state, d)),
             ("lowest bullets", lambda d: -bullets(state, d))], _target_dude),
        _target_dude,
    )  # fmt: skip
    return chosen.choice, f"the dude leaving the shootout: {chosen.reason}"


def _pinned_down(state: DoomtownState, seat: int, uses: list[Outcome]) -> tuple[Outcome, str]:
    """Pinned Down (Moderate): the target as a dude leaving play (opposing ones first)."""
    chosen = _by(
        state, uses,
        [*_on([targets.side_first(state, seat, is_bonus=False)], _target_dude),
         *_on(targets.opposing_leaving_play(state), _target_dude)],
        _target_dude,
    )  # fmt: skip
    return chosen.choice, f"as a dude leaving play: {chosen.reason}"


def _not_what_you_know(state: DoomtownState, seat: int, uses: list[Outcome]) -> tuple[Outcome, str] | None:
    """It's Not What You Know... (Moderate): the Cheatin' Resolution if possible."""
    cheatin = [o for o in uses if o.action["ability"] == 1]
    return (cheatin[0], "its Cheatin' Resolution") if cheatin else None


def _exhibition(state: DoomtownState, seat: int, uses: list[Outcome]) -> tuple[Outcome, str] | None:
    """Technological Exhibition (High): mark the town square."""
    square = [o for o in uses if o.action["target"][1] == TOWN_SQUARE]
    if not square:
        return None
    leader = lambda o: o.action["target"][0]  # noqa: E731
    chosen = _by(state, square, _on(targets.posses(state), leader), leader)
    return chosen.choice, f"marks the town square; leader: {chosen.reason}"


def _nicodemus(state: DoomtownState, seat: int, uses: list[Outcome]) -> tuple[Outcome, str]:
    """Nicodemus Whateley (High): the dude lending him a control point as if it were leaving play."""
    chosen = _by(state, uses, _on(targets.own_leaving_play(state), _target_dude), _target_dude)
    return chosen.choice, f"the dude chosen as if leaving play: {chosen.reason}"


def _soul_cage(state: DoomtownState, seat: int, uses: list[Outcome]) -> tuple[Outcome, str]:
    """Soul Cage (Moderate): the Abomination with the highest cost, then one from Boot Hill."""
    chosen = _by(
        state, uses,
        [("the Abomination with the highest cost", lambda o: state.table[_target_dude(o)].num("cost")),
         ("one from Boot Hill", lambda o: _target_dude(o) in state.boot_hill[seat])],
        _target_dude,
    )  # fmt: skip
    return chosen.choice, chosen.reason


def difficulty(state: DoomtownState, card: int) -> int:
    """A spell's highest difficulty; one that varies counts at the highest it could have now."""
    owner = state.table[card].owner
    found = [0]
    for spec in REGISTRY.get(_code(state, card), []):
        if callable(spec.skill):
            use = Use(state, owner, card)
            found += [spec.skill(use, t) for t in (spec.targets(use) if spec.targets else [None])]
        elif spec.skill is not None:
            found.append(spec.skill)
    return max(found)


def _ursula(state: DoomtownState, seat: int, uses: list[Outcome]) -> tuple[Outcome, str]:
    """Ursula, the Worm Queen (High): the Hex with the highest difficulty; among copies a booted
    one, then the dude with the lowest Huckster rating, then as for an own dude taking a penalty;
    then its use by the Effect Priorities."""

    def hex_of(o: Outcome) -> int:
        return int(o.action["target"][0])

    def holder(o: Outcome) -> int:
        return state.attached_to[hex_of(o)]

    hexes = _by(
        state, uses,
        [("the Hex with the highest difficulty", lambda o: difficulty(state, hex_of(o))),
         ("a booted copy", lambda o: state.booted[hex_of(o)]),
         ("the dude with the lowest Huckster rating", lambda o: -(state.table[holder(o)].rating("Huckster") or 0)),
         *_on(targets.penalty(state, opposing=False), holder)],
        hex_of,
    )  # fmt: skip
    of_hex = [o for o in uses if hex_of(o) == hex_of(hexes.choice)]
    use = pick(of_hex, read_through(targets.effects(), lambda o: o.effect), hex_of, state)
    assert use is not None
    return use.choice, hexes.reason


def _confession(state: DoomtownState, seat: int, uses: list[Outcome]) -> tuple[Outcome, str] | None:
    """Confession (High): bounty on an opposing dude here, then bounty off an own dude, then bounty
    on a nearby opposing dude."""

    def opposing(o: Outcome) -> bool:
        return state.table[_target_dude(o)].owner != seat

    steps = [
        ("places bounty on an opposing dude here",
         [o for o in uses if o.action["ability"] == 1 and o.action["target"][1] == "here" and opposing(o)]),
        ("removes bounty from an own dude", [o for o in uses if o.action["ability"] == 0 and not opposing(o)]),
        ("places bounty on a nearby opposing dude",
         [o for o in uses if o.action["ability"] == 1 and o.action["target"][1] != "here" and opposing(o)]),
    ]  # fmt: skip
    for why, options in steps:
        if options:
            criteria = _on(targets.bounty(state), _target_dude) if opposing(options[0]) else []
            chosen = _by(state, options, criteria, _target_dude)
            return chosen.choice, f"{why}; {chosen.reason}"
    return None


def _in_charge(state: DoomtownState, seat: int, uses: list[Outcome]) -> tuple[Outcome, str]:
    """Establishin' Who's in Charge (High): an Automaton deed (``refused`` drops the others) with
    the lowest control points, then the closest to home; the leader by the Posses priorities."""
    street = state.street[seat]

    def mark(o: Outcome) -> int:
        return int(o.action["target"][1])

    def from_home(o: Outcome) -> int:
        return abs(street.index(mark(o)) - street.index(home(state, seat))) if mark(o) in street else len(street)

    deed = _by(
        state, uses,
        [("the lowest control points", lambda o: -control_points_of_card(state, mark(o))),
         ("the closest to home", lambda o: -from_home(o))],
        mark,
    )  # fmt: skip
    leader = lambda o: o.action["target"][0]  # noqa: E731
    on_deed = [o for o in uses if mark(o) == mark(deed.choice)]
    chosen = _by(state, on_deed, _on(targets.posses(state), leader), leader)
    return chosen.choice, f"marks an Automaton deed: {deed.reason}; leader: {chosen.reason}"


def _jokers_smile(state: DoomtownState, seat: int, uses: list[Outcome]) -> tuple[Outcome, str] | None:
    """The Joker's Smile (Moderate): recover a joker from Boot Hill when both abilities can be used."""
    recovers = [o for o in uses if o.action["ability"] == 1]
    if not recovers or len(recovers) == len(uses):
        return None
    return _by(state, recovers, [], _target_dude).choice, "recovers a joker from Boot Hill"


def _thisll_hurt(state: DoomtownState, seat: int, uses: list[Outcome]) -> tuple[Outcome, str]:
    """This'll Hurt in the Mornin' (High): the cards whose loss leaves the cheater's hand the
    lowest rank, then a hand still cheatin'. The replacements are drawn unseen, so a hand is read
    on the cards kept, at the worst any draw could make it."""
    cards = next(hand for hand in current(state)["hand_cards"] if set(uses[0].action["target"]) <= set(hand))

    def kept(o: Outcome) -> list[int]:
        return [state.table[c].poker for c in cards if c not in o.action["target"]]

    floors = {id(o): _hand_floor(kept(o)) for o in uses}
    chosen = _by(
        state, uses,
        [("the lowest hand rank left", lambda o: -floors[id(o)].rank),
         ("a hand still cheatin'", lambda o: _still_cheatin(kept(o))),
         ("the weakest hand left", lambda o: -floors[id(o)].key)],
        lambda o: max(o.action["target"], key=lambda c: state.table[c].stat_value),
    )  # fmt: skip
    left = floors[id(chosen.choice)]
    cheatin = ", still cheatin'" if _still_cheatin(kept(chosen.choice)) else ""
    shown = " ".join(card_name(code) for code in kept(chosen.choice))
    return chosen.choice, f"the cheater keeps {shown}: {left.name} or better{cheatin}; {chosen.reason}"


def _hand_floor(kept: list[int]) -> Result:
    """The weakest five-card hand the kept cards can end as, whatever is drawn to them: drawn
    cards of values the kept ones lack (the lowest six are enough), in two suits (no flush)."""
    values = {code // 4 + 1 for code in kept if code != JOKER_CODE}
    missing = [value for value in range(1, 14) if value not in values][:6]
    fillers = [card_code(value, suit) for value in missing for suit in "SH"]
    drawn = combinations(fillers, 5 - len(kept))
    return min((evaluate_codes([*kept, *more]) for more in drawn), key=lambda result: result.key)


def _still_cheatin(kept: list[int]) -> bool:
    """Two identical cards kept (jokers aside) keep the hand cheatin', whatever is drawn."""
    plain = [code for code in kept if code != JOKER_CODE]
    return len(set(plain)) < len(plain)


def _no_turning_back(state: DoomtownState, seat: int, uses: list[Outcome]) -> tuple[Outcome, str] | None:
    """No Turning Back (High, its Resolution; ``refused`` keeps it for a costly round): the dude
    aced as an own dude leaving play, the one made a stud as for a bonus of +2 bullets."""
    why = _casualties_worth_a_dude(state, seat)
    if why is None:
        return None
    aced = _by(state, uses, _on(targets.own_leaving_play(state), _target_dude), _target_dude)
    same = [o for o in uses if _target_dude(o) == _target_dude(aced.choice)]
    stud = lambda o: o.action["target"][1]  # noqa: E731
    chosen = _by(state, same, _on(targets.bonus(state, bullets_gain=2, makes_stud=True), stud), stud)
    return chosen.choice, f"{why}; the dude aced: {aced.reason}; the stud: {chosen.reason}"


def _spectacles(state: DoomtownState, seat: int, uses: list[Outcome]) -> tuple[Outcome, str]:
    """See-Through Spectacles (High): the change that makes a straight flush in hearts, then one
    that keeps it within reach of the other Spectacles, then the strongest hand."""
    fight = current(state)
    shown = fight["hands"][fight["side"][seat]]["cards"]
    others = spectacles_ready(state, seat) - 1  # the pair used now boots

    def after(o: Outcome) -> list[int]:
        old, new = o.action["target"]
        cards = list(shown)
        cards[cards.index(old)] = new
        return [parse_card(text) for text in cards]

    def reaches(o: Outcome, changes: int) -> bool:
        return hearts_straight_flush(after(o), changes) is not None

    chosen = _by(
        state, uses,
        [("a straight flush in hearts", lambda o: reaches(o, 0)),
         ("a straight flush in hearts still within reach", lambda o: reaches(o, others)),
         ("the strongest hand", lambda o: evaluate_codes(after(o)).key)],
        lambda o: o.action["card"],
    )  # fmt: skip
    return chosen.choice, chosen.reason


CHOOSERS: dict[str, Callable[[DoomtownState, int, list[Any]], tuple[Any, str] | None]] = {
    SPECTACLES: _spectacles,
    NO_TURNING_BACK: _no_turning_back,
    THISLL_HURT: _thisll_hurt,
    JOKERS_SMILE: _jokers_smile,
    NICODEMUS: _nicodemus,
    SOUL_CAGE: _soul_cage,
    URSULA: _ursula,
    CONFESSION: _confession,
    IN_CHARGE: _in_charge,
    TAX_OFFICE: _tax_office,
    MINERS: _miners,
    SLOANE: _sloane,
    JARRETT: _jarrett,
    PINNED_DOWN: _pinned_down,
    NOT_WHAT_YOU_KNOW: _not_what_you_know,
    EXHIBITION: _exhibition,
    IKE_CLANTON: _ike_clanton,
    DISTILLERY: _distillery,
    PHANTASM: _phantasm,
    BELLIGERENCE: _belligerence,
    NEW_BOSS: _new_boss,
}


# ---- choices a card hands back ------------------------------------------------------------------


def discard_choice(state: DoomtownState, seat: int, frame: Frame) -> tuple[int, str]:
    """Discards: from the right (programmed reflex); Smiling Frog: Hearts if possible (Moderate);
    Baijiu Jar: keep actions with Cheatin' Resolutions, then Shootout, then Resolutions (High)."""
    hand = state.hand[seat]
    if frame.get("after") == "baijiu":
        worth = {card: _action_worth(state, card) for card in hand}
        least = min(worth.values())
        card = [c for c in hand if worth[c] == least][-1]
        return card, f"discards {card_text(state, card)} for Baijiu Jar (card-specific rule: keeps the best actions)"
    if frame.get("after") == "frog":
        hearts = [c for c in hand if state.table[c].card.suit == "hearts"]
        if hearts:
            return hearts[-1], f"discards {card_text(state, hearts[-1])} for Smiling Frog (card-specific rule: Hearts)"
    return hand[-1], f"discards {state.table[hand[-1]].name} ({card_text(state, hand[-1])}) from the right"


def _action_worth(state: DoomtownState, card: int) -> int:
    """Baijiu Jar's order of actions to keep: Cheatin' Resolution 3, Shootout 2, Resolution 1, other 0."""
    return max([{"cheatin": 3, "shootout": 2, "resolution": 1}.get(t, 0) for t in _timings(state, card)], default=0)


def _timings(state: DoomtownState, card: int) -> set[str]:
    """When an action card in hand can be played: "cheatin", "resolution", "shootout", "noon"..."""
    return {spec.timing for spec in REGISTRY.get(_code(state, card), []) if spec.from_hand}


def handed_choice(state: DoomtownState, seat: int, frame: Frame, options: list[Any]) -> tuple[Any, str] | None:
    """A choice a listed card hands back: The Sloane Gang takes the control point if possible;
    Technological Exhibition the dearest Gadget, then one from the discard pile; Recruitment Drive
    the dearest card, then as for playing a card not in hand; the cards of ``CARD_CHOICES``.
    None: no card-specific rule."""
    then = frame["then"]
    if then == "sloane" and "control" in options:
        return "control", "The Sloane Gang: gains the control point (card-specific rule)"
    if then in CARD_CHOICES:
        return CARD_CHOICES[then](state, seat, [o for o in options if isinstance(o, int)])
    found = {option: _option_card(option) for option in options}
    cards = {option: card for option, card in found.items() if card is not None}
    if then not in ("exhibition", "play_from_discard") or not cards:
        return None
    criteria: list[Any] = [("the highest cost", lambda o: state.table[cards[o]].num("cost"))]
    if then == "exhibition":
        criteria.append(("a Gadget from the discard pile", lambda o: cards[o] in state.discard[seat]))
    else:
        criteria += [
            ("fewest cards of that suit and value in play", lambda o: -in_play_like(state, cards[o])),
            ("closest to the top of the pile", lambda o: _pile_position(state, seat, cards[o])),
            ("building on the side its turn is", lambda o: _build_turn(state, seat, o)),
        ]
    chosen = pick(list(cards), criteria, lambda o: cards[o], state)
    assert chosen is not None
    return chosen.choice, f"card-specific rule: {chosen.reason}"


def _raven_discards(state: DoomtownState, seat: int, cards: list[int]) -> tuple[Any, str]:
    """Sun-Touched Raven (Moderate): discards the cards with the lowest value."""
    if not cards:
        return "done", "Sun-Touched Raven: nothing left to discard (card-specific rule)"
    chosen = pick(cards, [("the lowest value", lambda c: -state.table[c].stat_value)], lambda c: c, state)
    assert chosen is not None
    return chosen.choice, f"Sun-Touched Raven discards the lowest value (card-specific rule: {chosen.reason})"


def _raven_draw(state: DoomtownState, seat: int, cards: list[int]) -> tuple[Any, str]:
    return "no", "Sun-Touched Raven: does not draw a card (card-specific rule)"


def _fetch(state: DoomtownState, seat: int, cards: list[int]) -> tuple[Any, str]:
    """Fetch (High, in a shootout): an action with a Resolution ability, then a Shootout ability,
    then as at lowball: a non-club of the suit the Automaton has fewest of in play, the dearest."""
    if not cards:
        return "none", "Fetch: no card to take"

    def in_play_of_suit(card: int) -> int:
        suit = state.table[card].card.suit
        return sum(1 for c in state.play[seat] if state.table[c].card.suit == suit)

    chosen = pick(
        cards,
        [("an action with a Resolution ability", lambda c: "resolution" in _timings(state, c)),
         ("an action with a Shootout ability", lambda c: "shootout" in _timings(state, c)),
         ("a card that is not a club", lambda c: state.table[c].card.suit != "clubs"),
         ("the suit with the fewest Automaton cards in play", lambda c: -in_play_of_suit(c)),
         ("the highest cost", lambda c: state.table[c].num("cost"))],
        lambda c: c, state,
    )  # fmt: skip
    assert chosen is not None
    return chosen.choice, f"Fetch takes {state.table[chosen.choice].name} (card-specific rule: {chosen.reason})"


def _totem_again(state: DoomtownState, seat: int, cards: list[int]) -> tuple[Any, str]:
    """Speaks-with-Earth (Moderate): unboots the Totem with the highest difficulty."""
    if not cards:
        return "none", "Speaks-with-Earth: no Totem to unboot"
    chosen = pick(cards, [("the highest difficulty", lambda c: difficulty(state, c))], lambda c: c, state)
    assert chosen is not None
    totem = state.table[chosen.choice].name
    return chosen.choice, f"Speaks-with-Earth unboots {totem} (card-specific rule: {chosen.reason})"


def _nathan_discards(state: DoomtownState, seat: int, cards: list[int]) -> tuple[Any, str]:
    """Nathan Shane (High): among the action cards seen, a Cheatin' Resolution, then a Resolution,
    then a Shootout ability (one seen is discarded: the rule never keeps it)."""
    if not cards:
        return "none", "Nathan Shane: no action card seen"
    chosen = pick(
        cards,
        [("a Cheatin' Resolution", lambda c: "cheatin" in _timings(state, c)),
         ("a Resolution", lambda c: "resolution" in _timings(state, c)),
         ("a Shootout ability", lambda c: "shootout" in _timings(state, c))],
        lambda c: c, state,
    )  # fmt: skip
    assert chosen is not None
    name = state.table[chosen.choice].name
    return chosen.choice, f"Nathan Shane discards {name} (card-specific rule: {chosen.reason})"


CARD_CHOICES: dict[str, Callable[[DoomtownState, int, list[int]], tuple[Any, str]]] = {
    "nathan": _nathan_discards,
    "raven": _raven_discards,
    "raven_draw": _raven_draw,
    "fetch": _fetch,
    "totem_again": _totem_again,
}


def _option_card(option: Any) -> int | None:
    if isinstance(option, int):
        return option
    head = str(option).split()[0]
    return int(head) if head.isdigit() else None


def _pile_position(state: DoomtownState, seat: int, card: int) -> int:
    pile = state.discard[seat]
    return pile.index(card) if card in pile else -1


def _build_turn(state: DoomtownState, seat: int, option: Any) -> bool:
    """Building Deeds reflex: left after an even number of deeds built on its street, else right."""
    parts = str(option).split()
    if len(parts) < 2 or parts[1] == "out":
        return True
    return parts[1] == ("left" if state.built[seat] % 2 == 0 else "right")
