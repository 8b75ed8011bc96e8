"""Card-specific rules of the Solo Mode exception list for hand ranks, cheatin' and costs (Nathan
Shane, Mechanical Horse, This'll Hurt in the Morning, E.B. Farnum, No Turning Back, See Through
Spectacles, Comin' Up Roses): scenario by scenario on hand-made states (seat 0 plays as the
Gunfighter; its choices are asked directly, as the bot would be asked in a game)."""

from __future__ import annotations

from automaton.strategies.gunfighter import GunfighterBot, pulls, solo_rules
from automaton.strategies.gunfighter.abilities import ability_step, applicable
from automaton.strategies.gunfighter.pulls import card_play
from games.engines.doomtown import flow
from games.engines.doomtown.abilities import effects
from games.engines.doomtown.poker import evaluate_codes
from games.engines.doomtown.tokens import GUNSLINGER, make_token
from games.engines.doomtown.town import TOWN_SQUARE, adjacent
from tests.engines.doomtown.card_scenario import (
    at_resolution,
    deed,
    fight,
    game,
    give,
    hurt_at_resolution,
    no_turning_back_fight,
    use,
)
from tests.engines.doomtown.scenario import act, dude_in_play, named, noon_seat, take

GUNFIGHTER = 0


def _decide(state) -> tuple[dict, str]:
    return GunfighterBot().decide(state, GUNFIGHTER)


def _in_hand(state, name: str) -> int:
    card = named(state, GUNFIGHTER, name)
    take(state, card)
    state.hand[GUNFIGHTER].append(card)
    return card


def _opponent_hand(state, *names: str) -> list[int]:
    """Seat 1's hand is just these cards (the rest goes back to its deck)."""
    state.deck[1][:0] = state.hand[1]
    state.hand[1] = []
    cards = [named(state, 1, name) for name in names]
    for card in cards:
        take(state, card)
    state.hand[1] = cards
    return cards


# ---- Nathan Shane --------------------------------------------------------------------------------


def test_nathan_shane_discards_a_cheatin_resolution_then_a_resolution_then_a_shootout_action():
    state = game(["Nathan Shane"], ["Clint Ramsey", "Pistol Whip", "Outgunned", "Bottom Dealin'"])
    nathan = dude_in_play(state, GUNFIGHTER, "Nathan Shane", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    whip, outgunned, dealin = _opponent_hand(state, "Pistol Whip", "Outgunned", "Bottom Dealin'")
    effects.add(state, "bullets", nathan, 2, until="shootout")  # 3 bullets: he sees the whole hand
    fight(state, [nathan], [clint])
    flow.advance(state)
    while state.to_act() != [GUNFIGHTER]:
        act(state, "pass")
    use(state, nathan, 1)

    first = state.legal_actions(GUNFIGHTER)[0]
    assert first.get("card") != dealin  # without the rule: the first card seen
    action, why = _decide(state)
    assert action["card"] == dealin and "a Cheatin' Resolution" in why and "card-specific rule" in why

    state.stack[-1]["options"].remove(dealin)  # seen: a Resolution and a Shootout action
    action, why = _decide(state)
    assert action["card"] == outgunned and "a Resolution" in why

    state.stack[-1]["options"] = [whip, "none"]  # one action seen: it is discarded
    action, _ = _decide(state)
    assert action["card"] == whip


# ---- Mechanical Horse ----------------------------------------------------------------------------


def _horse_scene():
    state = game(["Jon Longstride", "Mechanical Horse"])
    jon = dude_in_play(state, GUNFIGHTER, "Jon Longstride", booted=True)  # only his Horse moves him
    horse = give(state, GUNFIGHTER, "Mechanical Horse", jon)
    assert adjacent(state, state.at[jon], TOWN_SQUARE)
    return state, jon, horse


def _horse_use(state, horse: int, suit: str) -> dict | None:
    noon_seat(state, GUNFIGHTER)
    chosen = ability_step(state, GUNFIGHTER, state.legal_actions(GUNFIGHTER), suit)
    if chosen is None or chosen[0]["card"] != horse:
        return None
    assert "card-specific rule: the Horse's move that reaches the place, paid once a day" in chosen[1]
    return chosen[0]


def test_mechanical_horse_moves_to_the_pulls_place_with_the_ability_that_reaches_it(monkeypatch):
    state, jon, horse = _horse_scene()
    action = _horse_use(state, horse, "spades")  # a ♠ move: to Town Square, next to his home
    assert action == {**action, "ability": 0, "target": TOWN_SQUARE}  # pays 1 GR, not 2

    monkeypatch.setattr(solo_rules, "allows", lambda *_: True)  # without the rule: the 2 GR move
    assert _horse_use(state, horse, "spades")["ability"] == 1


def test_mechanical_horse_pays_to_move_once_a_day():
    state, jon, horse = _horse_scene()
    use(state, horse, TOWN_SQUARE, ability=0)
    assert state.at[jon] == TOWN_SQUARE
    noon_seat(state, GUNFIGHTER)
    uses = [a for a in state.legal_actions(GUNFIGHTER) if a["type"] == "ability" and a["card"] == horse]
    assert uses and all(solo_rules.refused(state, GUNFIGHTER, a) for a in uses)  # the engine allows more
    assert _horse_use(state, horse, "spades") is None

    effects.end_of_turn(state)  # the next day
    assert _horse_use(state, horse, "spades") is not None


# ---- This'll Hurt in the Mornin' -----------------------------------------------------------------


def test_thisll_hurt_in_the_morning_leaves_the_cheater_the_lowest_hand_rank(monkeypatch):
    state, frame, hurt, shown, _ = hurt_at_resolution()  # seat 1 shows JS JS 8S 5S 8D, cheatin'
    jacks, eights = set(shown[:2]), {shown[2], shown[4]}
    action, why = card_play(state, GUNFIGHTER, state.legal_actions(GUNFIGHTER), "clubs")
    assert action["card"] == hurt and len(action["target"]) == 2
    assert set(action["target"]) & jacks and set(action["target"]) & eights  # J 8 5 left: no pair
    assert "the cheater keeps JS 5S 8D: High Card or better" in why or "keeps JS 8S 5S: High Card or better" in why

    monkeypatch.delitem(solo_rules.CHOOSERS, solo_rules.THISLL_HURT)  # without the rule
    action, _ = card_play(state, GUNFIGHTER, state.legal_actions(GUNFIGHTER), "clubs")
    assert not (set(action["target"]) & jacks and set(action["target"]) & eights)


def test_thisll_hurt_in_the_morning_then_leaves_the_hand_cheatin():
    state, frame, hurt, shown, _ = hurt_at_resolution()
    legal = state.legal_actions(GUNFIGHTER)
    one_card = [a for a in legal if a.get("card") == hurt and len(a["target"]) == 1]  # a pair is left anyway
    action, why = card_play(state, GUNFIGHTER, one_card, "clubs")
    assert action["target"] in ([shown[2]], [shown[4]]) and "Pair or better, still cheatin'" in why  # JS JS kept


# ---- E.B. Farnum ---------------------------------------------------------------------------------

REGULATORS = "24004"  # an Entrepreneurs outfit: it may boot dudes to pay for Farnum


def _farnum_plays(state) -> tuple[dict, str] | None:
    noon_seat(state, GUNFIGHTER)
    return card_play(state, GUNFIGHTER, state.legal_actions(GUNFIGHTER), "spades")


def _farnum_scene() -> tuple:
    dudes = ["Arnold Stewart", "Lane Healey", "Seamus O'Toole", "Irving Patterson", "Cattle Market"]
    state = game(["E.B. Farnum", *dudes], outfit=REGULATORS)
    farnum = _in_hand(state, "E.B. Farnum")
    arnold = dude_in_play(state, GUNFIGHTER, "Arnold Stewart")  # at home
    lane = dude_in_play(state, GUNFIGHTER, "Lane Healey", at=TOWN_SQUARE)  # a stud
    seamus = dude_in_play(state, GUNFIGHTER, "Seamus O'Toole", at=TOWN_SQUARE)  # beside the stud
    irving = dude_in_play(state, GUNFIGHTER, "Irving Patterson", at=deed(state, GUNFIGHTER, "Cattle Market"))
    return state, farnum, [arnold, lane, seamus], irving


def test_eb_farnum_is_paid_by_booting_dudes_at_home_studs_and_dudes_beside_a_stud(monkeypatch):
    state, farnum, booted, irving = _farnum_scene()
    stash = state.stash[GUNFIGHTER]
    action, why = _farnum_plays(state)
    assert action["card"] == farnum and sorted(action["boot"]) == sorted(booted)
    assert "booting Arnold Stewart, Lane Healey, Seamus O'Toole to pay (card-specific rule" in why
    state.apply(GUNFIGHTER, action)
    assert state.stash[GUNFIGHTER] == stash - (10 - 6) and not state.booted[irving]

    state, farnum, booted, _ = _farnum_scene()
    monkeypatch.setattr(pulls, "refuses_play", lambda *_: False)  # without the rule: the first way offered
    action, _ = _farnum_plays(state)
    assert action["card"] == farnum and sorted(action.get("boot", [])) != sorted(booted)


def test_eb_farnum_never_has_more_than_10_taken_off():
    at_home = ["Irving Patterson", "Seamus O'Toole", "Avie Cline", "Lane Healey"]  # 2 + 2 + 2 + 3
    state = game(["E.B. Farnum", *at_home, "Pancho Castillo", "Arnold Stewart"], outfit=REGULATORS)
    farnum = _in_hand(state, "E.B. Farnum")
    home_dudes = [dude_in_play(state, GUNFIGHTER, name) for name in at_home]
    pancho = dude_in_play(state, GUNFIGHTER, "Pancho Castillo", at=TOWN_SQUARE)  # a stud, 2 influence: 11
    arnold = dude_in_play(state, GUNFIGHTER, "Arnold Stewart", at=TOWN_SQUARE)  # beside him, 1: 10

    action, _ = _farnum_plays(state)
    assert action["card"] == farnum and sorted(action["boot"]) == sorted([*home_dudes, arnold])
    assert pancho not in action["boot"]


# ---- No Turning Back -----------------------------------------------------------------------------


def _turning_back(their_hand: str, rule: str | None = None, token: bool = False):
    """Pancho (with Clint at home) holds 2S 3H 5D 8C KS against Erik's ``their_hand``."""
    state, card, pancho, clint, erik, frame = no_turning_back_fight({0: "2S 3H 5D 8C KS", 1: their_hand})
    if token:
        frame["posse"][GUNFIGHTER].append(make_token(state, GUNSLINGER, GUNFIGHTER, TOWN_SQUARE))
    if rule is not None:  # the option's seat is the other one, so seat 0 keeps its plain plays
        state.options = {**state.options, "automaton": {"seat": 1, "card_rules": {"no_turning_back": rule}}}
    chosen = card_play(state, GUNFIGHTER, state.legal_actions(GUNFIGHTER), "clubs")
    return chosen if chosen is not None and chosen[0]["card"] == card else None


def test_no_turning_back_is_not_recommended_by_default():
    assert _turning_back("AS AH AC 4D 9S") is None  # three casualties coming, still never used


def test_no_turning_back_high_only_against_two_or_more_casualties(monkeypatch):
    action, why = _turning_back("AS AH AC 4D 9S", "high")  # three of a kind against a high card: 3
    assert action["ability"] == 1 and "card-specific rule: 3 casualties coming" in why
    assert _turning_back("AS AH 3C 4D 9S", "high") is None  # a pair: one casualty

    monkeypatch.setattr(solo_rules, "refused", lambda *_: False)  # without the rule
    assert _turning_back("AS AH 3C 4D 9S", "high") is not None


def test_no_turning_back_high_when_a_token_dude_would_be_the_casualty():
    _, why = _turning_back("AS AH 3C 4D 9S", "high", token=True)
    assert "the casualty coming would discard the token Gunslinger" in why


def test_no_turning_back_high_never_uses_its_noon_ability():
    state = game(["No Turning Back", "Pancho Castillo"])
    state.options = {**state.options, "automaton": {"seat": 1, "card_rules": {"no_turning_back": "high"}}}
    card = _in_hand(state, "No Turning Back")
    dude_in_play(state, GUNFIGHTER, "Pancho Castillo")
    uses = [a for a in state.legal_actions(GUNFIGHTER) if a.get("card") == card]
    assert uses and all(solo_rules.refused(state, GUNFIGHTER, a) for a in uses)


# ---- See-Through Spectacles ----------------------------------------------------------------------

STRAIGHT_TO_BE = ["Tin Star", "Scoop Hound", "Rapier", "Guide Horse", "E.B. Farnum"]  # 9H 10H JH QH KS
FULL_HOUSE_TOO = ["Jia Mein", "General Store", "Jarrett Blake"]  # QS QD 9S: queens over nines


def _spectacles_fight(*names: str):
    state = game(["See-Through Spectacles", "Clint Ramsey", *names], ["Pancho Castillo"])
    clint = dude_in_play(state, GUNFIGHTER, "Clint Ramsey", at=TOWN_SQUARE)
    spectacles = give(state, GUNFIGHTER, "See-Through Spectacles", clint)
    frame = fight(state, [clint], [dude_in_play(state, 1, "Pancho Castillo", at=TOWN_SQUARE)])
    return state, clint, spectacles, frame


def _as_drawn(state, seat: int, cards: list[int]) -> tuple:
    """A hand counted without the card-specific rules."""
    return evaluate_codes(state.table[card].poker for card in cards), None


def _automaton_hand(state, names: list[str]) -> list[int]:
    """The Automaton's draw (five plus its stud bonus), none revealed: which five does it show?"""
    cards = [named(state, GUNFIGHTER, name) for name in names]
    for card in cards:
        take(state, card)
    state.draw[GUNFIGHTER] = cards
    state.stack.append({"kind": "automaton_hand", "seat": GUNFIGHTER, "revealed": []})
    return cards


def _shows_the_hoped_five(state, names: list[str], helper: str, monkeypatch) -> list[int]:
    """From the draw ``names``, the Automaton shows the first five, for ``helper`` to improve;
    without the card rules it would show another five (the best as drawn)."""
    cards = _automaton_hand(state, names)
    action, why = _decide(state)
    assert sorted(action["cards"]) == sorted(cards[:5]) and f"counting on {helper} to improve it" in why
    with monkeypatch.context() as without_the_rule:
        without_the_rule.setattr(solo_rules, "hand_with_card_rules", _as_drawn)
        action, why = _decide(state)
    assert sorted(action["cards"]) != sorted(cards[:5]) and "card-specific rule" not in why
    return cards


def test_see_through_spectacles_count_toward_a_straight_flush_in_hearts_when_the_hand_is_made(monkeypatch):
    state, _, spectacles, _ = _spectacles_fight(*STRAIGHT_TO_BE, *FULL_HOUSE_TOO)
    cards = _shows_the_hoped_five(state, [*STRAIGHT_TO_BE, *FULL_HOUSE_TOO], "See-Through Spectacles", monkeypatch)
    straight = sorted(cards[:5])
    state.booted[spectacles] = 1  # booted: no such five is offered
    assert all(sorted(a["cards"]) != straight for a in state.legal_actions(GUNFIGHTER))


def test_see_through_spectacles_make_the_change_that_gives_a_straight_flush_in_hearts(monkeypatch):
    state, clint, spectacles, frame = _spectacles_fight()
    at_resolution(state, frame, {0: "9H 10H JH QH 2H", 1: "AS AS AH KD QC"}, {0: clint})
    action, why = ability_step(state, GUNFIGHTER, state.legal_actions(GUNFIGHTER), "hearts")
    assert action["card"] == spectacles and action["target"] == ["2H", "KH"] and "card-specific rule" in why

    monkeypatch.delitem(solo_rules.CHOOSERS, solo_rules.SPECTACLES)  # without the rule: a higher flush
    action, _ = ability_step(state, GUNFIGHTER, state.legal_actions(GUNFIGHTER), "hearts")
    assert action["card"] == spectacles and action["target"] != ["2H", "KH"]


# ---- hand changes are measured (what the Spectacles rule relies on) ------------------------------


def test_a_use_that_changes_only_hand_ranks_is_made_for_the_automaton_never_against_it():
    state = game(["It's Not What You Know...", "Clint Ramsey"], ["Pancho Castillo"])
    clint = dude_in_play(state, GUNFIGHTER, "Clint Ramsey", at=TOWN_SQUARE)
    card = _in_hand(state, "It's Not What You Know...")
    frame = fight(state, [clint], [dude_in_play(state, 1, "Pancho Castillo", at=TOWN_SQUARE)])
    at_resolution(state, frame, {0: "2S 3H 5D 8C KS", 1: "AS AH 3C 4D 9S"}, {0: clint})
    uses = [a for a in state.legal_actions(GUNFIGHTER) if a.get("card") == card]
    assert sorted(a["target"] for a in uses) == [0, 1]  # -1 hand rank to either side

    assert [o.action["target"] for o in applicable(state, GUNFIGHTER, uses)] == [1]
    action, _ = card_play(state, GUNFIGHTER, state.legal_actions(GUNFIGHTER), "clubs")
    assert action["card"] == card and action["target"] == 1


# ---- Comin' Up Roses -----------------------------------------------------------------------------

FLUSH_TO_BE = ["Bluetick", "Mustang", "Ragged Mule", "Rapier", "E.B. Farnum"]  # 2H 5H 8H JH KS
QUEENS = ["Jia Mein", "General Store", "No Turning Back"]  # QS QD QC: three of a kind


def test_comin_up_roses_in_hand_counts_one_card_as_another_suit_for_a_flush(monkeypatch):
    state = game(["Comin' Up Roses", "Clint Ramsey", *FLUSH_TO_BE, *QUEENS], ["Pancho Castillo"])
    clint = dude_in_play(state, GUNFIGHTER, "Clint Ramsey", at=TOWN_SQUARE)
    roses = _in_hand(state, "Comin' Up Roses")
    frame = fight(state, [clint], [dude_in_play(state, 1, "Pancho Castillo", at=TOWN_SQUARE)])
    cards = _shows_the_hoped_five(state, [*FLUSH_TO_BE, *QUEENS], "Comin' Up Roses", monkeypatch)
    state.stack.pop()  # the hand shown; at resolution Roses makes the flush
    frame["draw_codes"] = [[state.table[card].poker for card in cards[:5]], []]
    at_resolution(state, frame, {0: "2H 5H 8H JH KS", 1: "AS AH 3C 4D 9S"}, {0: clint})
    action, _ = card_play(state, GUNFIGHTER, state.legal_actions(GUNFIGHTER), "clubs")
    assert action["card"] == roses and action["target"] == ["KS to KH"]
