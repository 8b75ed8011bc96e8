"""Lowball (Automaton Variant): in Gamblin's cheatin' window the Automaton's play is a pull against
a cheatin' opponent who has had no Cheatin' Resolution and whom it has not pulled against yet,
closest clockwise first; with none, it passes. The pull is a real Automaton pull: the pass check
(its pass in the window), no move, a Cheatin' Resolution of the pull's suit from hand or an
ability of one in play against that opponent, recompense, discarding down. Quick Reactions: a
pull as the window opens, before the other plays."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.automaton_rules import lowball_target
from tests.automaton.gunfighter_scenarios import AUTOMATON, HUMAN, at_noon, decide, dude, hand, named, step, take

DISTINCT_HUMAN = ["Allie Hensman", "Lawrence Blackwood", "Miranda Clarke", '"Mahogany" Jackson', "Baker Andrews"]
DISTINCT_AUTOMATON = ["Tommy Harden", "Rob Wilby", "Bass Reeves", "Hattie DeLorre", "El Anónimo"]


def _on_top(state, seat: int, name: str, copy: int = 0) -> int:
    card = named(state, seat, name, copy)
    take(state, card)
    state.deck[seat].append(card)
    return card


def _gamblin(*, human_cheats: bool, pull: str = "Bass Reeves", pull_copy: int = 0, right: str | None = None, twists=()):
    """Run the next day's Gamblin' with stacked decks: the human's lowball hand is cheatin' (two
    copies of one card) or not; the Automaton's pull is the card under its five lowball cards."""
    state = at_noon(twists)
    if right is not None:
        hand(state, AUTOMATON, right)
    automaton_cards = [n for n in DISTINCT_AUTOMATON if n != pull]
    _on_top(state, AUTOMATON, pull, pull_copy)
    for name in automaton_cards[:5] + ["Philip Swinford"][: 5 - len(automaton_cards[:5])]:
        _on_top(state, AUTOMATON, name)
    human = ["Pearl-Handled Revolver", *DISTINCT_HUMAN[:3]] if human_cheats else DISTINCT_HUMAN
    for name in human:
        _on_top(state, HUMAN, name)
    if human_cheats:
        _on_top(state, HUMAN, "Pearl-Handled Revolver", copy=1)
    state.stack.pop()  # leave High Noon: the day frame plays Gamblin' again
    state.stack[-1]["step"] = "gamblin"
    state.events = []
    flow.advance(state)
    return state


def _to_the_automaton(state) -> None:
    """The human passes in the window until the Automaton is to play."""
    while state.to_act() == [HUMAN] and state.stack[-1]["kind"] == "lowball_cheatin":
        state.apply(HUMAN, {"type": "pass"})


def _pulled(state) -> None:
    """The Automaton takes its window turn: its pull."""
    _to_the_automaton(state)
    action, why = decide(state)
    assert action["type"] == "automaton_pull", why
    state.events += state.apply(AUTOMATON, action)


def test_it_pulls_against_a_cheatin_opponent_at_lowball():
    state = _gamblin(human_cheats=True)
    _pulled(state)
    assert [e for e in state.events if e["type"] == "automaton_lowball_pull"] == [
        {"type": "automaton_lowball_pull", "seat": AUTOMATON, "against": HUMAN}
    ]
    bass = named(state, AUTOMATON, "Bass Reeves")
    assert state.hand[AUTOMATON][0] == bass  # the pull joins the hand at the left
    kinds = {a["type"] for a in state.legal_actions(AUTOMATON)}
    assert kinds == {"automaton_no_move", "automaton_pass"}  # no move at Gamblin'
    _, why = decide(state)
    assert why.startswith(f"pulled K♠ against seat {HUMAN}'s cheatin' lowball hand")


def test_a_lowball_pull_that_plays_nothing_gains_recompense_then_the_day_goes_on():
    state = _gamblin(human_cheats=True)
    _pulled(state)
    seen, events = [], []
    while state.stack[-1]["kind"] == "automaton_choice":
        action, _ = decide(state)
        events += state.apply(AUTOMATON, action)
        seen.append(action["type"])
    assert seen == ["automaton_no_move", "automaton_no_card", "automaton_no_ability"]
    assert [e for e in events if e["type"] == "recompense"] == [{"type": "recompense", "seat": AUTOMATON, "amount": 1}]
    assert not any(f["kind"] == "automaton_play" for f in state.stack)  # one cheater: one pull
    assert state.phase != "gamblin"


def test_it_passes_a_lowball_pull_lower_than_the_card_to_its_right():
    state = _gamblin(human_cheats=True, pull="Rob Wilby", right="Point Blank")  # 2♠ next to K♣
    _pulled(state)
    action, why = decide(state)
    events = state.apply(AUTOMATON, action)
    assert action["type"] == "automaton_pass" and "lower than K♣" in why
    assert not [e for e in events if e["type"] == "recompense"] and state.phase != "gamblin"


def test_it_makes_no_lowball_play_when_nobody_cheats():
    state = _gamblin(human_cheats=False)
    assert not [e for e in state.events if e["type"] == "automaton_lowball_pull"]
    assert not any(f["kind"] in ("automaton_play", "lowball_cheatin") for f in state.stack)


def test_it_does_not_pull_against_an_opponent_who_had_a_cheatin_resolution():
    state = _gamblin(human_cheats=True)
    _to_the_automaton(state)
    window = state.stack[-1]
    assert [a["type"] for a in state.legal_actions(AUTOMATON)] == ["automaton_pull"]
    window["punished"].append(HUMAN)  # say another player's resolution went first
    assert [a["type"] for a in state.legal_actions(AUTOMATON)] == ["pass"]


def test_quick_reactions_pulls_as_the_gamblin_window_opens():
    state = _gamblin(human_cheats=True, twists=("quick_reactions",))

    play = next(f for f in reversed(state.stack) if f["kind"] == "automaton_play")
    assert play["quick"] and play["against"] == HUMAN  # before the Dealer's first play
    assert state.stack[-1]["kind"] == "automaton_choice"
    while state.to_act() == [AUTOMATON] and state.stack[-1]["kind"] == "automaton_choice":
        step(state)
    assert not any(f["kind"] == "lowball_cheatin" for f in state.stack)  # it has pulled: nothing left


def _automaton_with_coachwhip():
    """The Automaton (Outlaws) holds Coachwhip! (♣4) and pulls Kidnappin' (♣7); the human (Law
    Dogs) cheats at lowball and has Bass Reeves at home."""
    state = at_noon(decks=["starter-law-dogs", "starter-outlaws"])
    whip = hand(state, AUTOMATON, "Coachwhip!")[0]
    bass = dude(state, HUMAN, "Bass Reeves")
    _on_top(state, AUTOMATON, "Kidnappin'")
    for name in ["Allie Hensman", "Miranda Clarke", '"Mahogany" Jackson', 'Dave "Slim" Gorman', "Jacqueline Isham"]:
        _on_top(state, AUTOMATON, name)
    for name, copy in [
        ("El Anónimo", 0),
        ("Tommy Harden", 0),
        ("Hattie DeLorre", 0),
        ("Rob Wilby", 0),
        ("El Anónimo", 1),
    ]:
        _on_top(state, HUMAN, name, copy)
    state.stack.pop()
    state.stack[-1]["step"] = "gamblin"
    state.events = []
    flow.advance(state)
    return state, whip, bass


def test_its_lowball_pull_plays_a_cheatin_resolution_of_the_pulls_suit():
    state, whip, bass = _automaton_with_coachwhip()
    assert any(f["kind"] == "lowball_cheatin" for f in state.stack)
    _pulled(state)
    step(state)  # no move at Gamblin'
    action, why = step(state)

    assert action["type"] == "ability" and action["card"] == whip and action["against"] == HUMAN, why
    while state.to_act() == [AUTOMATON] and state.stack[-1]["kind"] != "lowball_cheatin":
        step(state)  # its legal hand chooses the dude to boot, then discarding down
    assert state.booted[bass] and whip in state.discard[AUTOMATON]
    assert not any(f["kind"] == "lowball_cheatin" for f in state.stack)


def test_it_pulls_against_each_cheater_once_closest_clockwise_first():
    assert lowball_target(1, 4, cheatin={0, 3}, resolved=set(), pulled=set()) == 3
    assert lowball_target(1, 4, cheatin={0, 3}, resolved=set(), pulled={3}) == 0
    assert lowball_target(1, 4, cheatin={0, 3}, resolved=set(), pulled={0, 3}) is None
    assert lowball_target(1, 4, cheatin={1}, resolved=set(), pulled=set()) is None  # never itself
