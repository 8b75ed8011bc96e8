"""Automaton pulls in shootout play and resolution windows: the pass check, a card of the pull's
suit, an ability by the suit order, recompense, no move or call-out, jokers, and how the window
counts each pull (RULINGS.md 28)."""

from __future__ import annotations

from typing import Any

from automaton.selfplay import play_game
from games.engines.doomtown.town import TOWN_SQUARE
from tests.automaton import gunfighter_scenarios as scene
from tests.automaton.gunfighter_scenarios import AUTOMATON, HUMAN, act, decide, hand, on_top, pull, step

NO_MOVE = "no move or call-out outside High Noon"


def _window(state: Any) -> dict[str, Any] | None:
    return next((f for f in state.stack if f["kind"] == "plays"), None)


def in_window(
    window: str, mark: str = "Rob Wilby", twists: tuple[str, ...] = (), decks: list[str] = scene.DECKS
) -> tuple[Any, int]:
    """Ike Clanton calls out the Automaton's ``mark`` in the town square; both sides bring nobody
    else and every other play is a pass, until the Automaton is to play in ``window``. Its hand is
    then emptied: each test sets the hand and the pull it needs."""
    state = scene.at_noon(twists, decks=decks)
    scene.dude(state, HUMAN, "Ike Clanton", TOWN_SQUARE)
    marked = scene.dude(state, AUTOMATON, mark, TOWN_SQUARE)
    state.stack[-1]["seat"] = HUMAN
    act(state, "callout", dude=scene.named(state, HUMAN, "Ike Clanton"), mark=marked)
    wanted = ("accept", "posse_done", "shooter", "pass", "automaton_pass", "automaton_hand")
    while True:
        frame = state.stack[-1]
        if frame["kind"] == "plays" and frame["window"] == window and frame["seat"] == AUTOMATON:
            break
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, next((a for a in legal if a["type"] in wanted), legal[0]))
    hand(state, AUTOMATON)  # an empty hand
    return state, marked


def hand_of(state: Any, *names: str) -> list[int]:
    return hand(state, AUTOMATON, *names)


def finish_play(state: Any) -> list[str]:
    """Let the Gunfighter make the rest of its play (and the choices it hands back); its explanations."""
    reasons = []
    while state.to_act() == [AUTOMATON] and state.stack[-1]["kind"] in ("automaton_choice", "pick"):
        reasons.append(step(state)[1])
    return reasons


def test_it_makes_an_automaton_pull_as_its_shootout_play():
    state, _ = in_window("shootout")  # nobody has anything to use: the window opens for its pull all the same
    legal = state.legal_actions(AUTOMATON)
    assert [a["type"] for a in legal] == ["automaton_pull"]
    action, why = decide(state)
    assert action["type"] == "automaton_pull" and why == "makes an Automaton pull in the shootout"


def test_it_passes_when_the_pull_is_lower_than_the_card_to_its_right():
    state, _ = in_window("shootout")
    hand_of(state, "Circle M Ranch")  # 8♦
    passes = _window(state)["passes"]
    stash = state.stash[AUTOMATON]
    action, why = pull(state, "Hustings")  # 3♦
    assert action["type"] == "automaton_pass"
    assert why == "pulled 3♦ in the shootout: lower than 8♦ to its right: passes"
    step(state)
    assert passes == 0 and _window(state) is None  # its pass, then the human's (nothing to use): over
    assert state.stash[AUTOMATON] == stash  # a pass gains nothing


def test_it_makes_no_move_or_call_out_in_a_shootout():
    state, _ = in_window("shootout")
    scene.dude(state, AUTOMATON, "Tommy Harden")  # at home, free to move at High Noon
    on_top(state, AUTOMATON, "Bounty Hunter")  # 8♣: at High Noon, a call-out
    step(state)
    assert {a["type"] for a in state.legal_actions(AUTOMATON)} == {"automaton_no_move", "automaton_pass"}
    action, why = decide(state)
    assert action["type"] == "automaton_no_move"
    assert why == f"pulled 8♣ in the shootout: no card to its right; {NO_MOVE}"


def test_it_plays_a_card_of_the_pulls_suit_with_a_shootout_ability():
    state, rob = in_window("shootout")  # Rob Wilby is a draw dude
    stakes = hand_of(state, "The Stakes Just Rose")[0]  # 3♣: your dude in the posse becomes a stud
    stash = state.stash[AUTOMATON]
    pull(state, "Bounty Hunter")  # 8♣, a Noon action: not playable now
    step(state)  # no move
    action, why = decide(state)
    assert action["type"] == "ability" and action["card"] == stakes and action["target"] == rob
    assert why.startswith("pulled 8♣ in the shootout: plays The Stakes Just Rose (3♣, ")
    finish_play(state)
    assert stakes in state.discard[AUTOMATON]
    assert state.stash[AUTOMATON] == stash  # a card was played: no recompense
    frame = _window(state)  # a play: the human (nothing to use) passes by itself, and the Automaton pulls again
    assert frame is not None and frame["passes"] == 1 and state.to_act() == [AUTOMATON]


def test_it_uses_an_ability_by_the_suit_order_when_no_card_of_the_suit_can_be_played():
    state, rob = in_window("shootout")
    winchester = scene.goods(state, AUTOMATON, "Winchester Model 1873", rob)  # ♥: boot the dude, +1 bullets, a stud
    hand_of(state, "The Stakes Just Rose")  # 3♣, not of the pull's suit
    pull(state, "Fancy New Hat")  # K♥, no Shootout ability
    reasons = finish_play(state)
    assert reasons[1] == "pulled K♥ in the shootout: no playable ♥ card in hand"
    assert reasons[2].startswith("pulled K♥ in the shootout: uses Winchester Model 1873")
    assert "♥ goods and spells: the first type with an applicable ability" in reasons[2]
    assert state.booted[rob] and winchester in state.play[AUTOMATON]
    assert scene.named(state, AUTOMATON, "The Stakes Just Rose") in state.hand[AUTOMATON]  # step 3 came instead


def test_a_pull_that_plays_nothing_gains_recompense_and_is_its_pass_in_the_window():
    state, _ = in_window("shootout")
    hand(state, HUMAN, "Pistol Whip")  # the human has a play to make: no pass by itself
    stash = state.stash[AUTOMATON]
    pull(state, "Fancy New Hat")  # K♥: nothing of its own to play, no ability in play
    reasons = finish_play(state)
    assert reasons[-1].startswith("pulled K♥ in the shootout: no applicable ability")
    assert state.stash[AUTOMATON] == stash + 1
    assert _window(state)["passes"] == 1 and state.to_act() == [HUMAN]
    act(state, "pass")  # all passed in a row: the window ends
    assert _window(state) is None and state.stack[-1]["kind"] != "automaton_play"  # on to the draw


def test_a_pull_that_plays_a_card_keeps_the_window_open():
    state, _ = in_window("shootout")
    hand(state, HUMAN, "Pistol Whip")
    hand_of(state, "The Stakes Just Rose")
    pull(state, "Bounty Hunter")
    finish_play(state)
    assert _window(state)["passes"] == 0 and state.to_act() == [HUMAN]
    act(state, "pass")
    assert _window(state)["passes"] == 1 and state.legal_actions(AUTOMATON)[0]["type"] == "automaton_pull"


def test_double_plays_gains_recompense_for_the_ability_not_used_after_a_card():
    state, _ = in_window("shootout", twists=("double_plays",))
    stakes = hand_of(state, "The Stakes Just Rose")[0]
    stash = state.stash[AUTOMATON]
    pull(state, "Bounty Hunter")
    reasons = finish_play(state)
    assert stakes in state.discard[AUTOMATON]
    assert reasons[-1].startswith("pulled 8♣ in the shootout: no applicable ability")
    assert state.stash[AUTOMATON] == stash + 1  # Double Plays: +1 for the option it could not do
    assert _window(state)["passes"] == 1 and state.to_act() == [AUTOMATON]  # a play: the human passed, it goes on


def test_a_pulled_joker_goes_through_each_suit_without_moves_and_is_aced():
    state, _ = in_window("shootout")
    stakes = hand_of(state, "The Stakes Just Rose")[0]
    joker = on_top(state, AUTOMATON, "Joker (red)")
    stash = state.stash[AUTOMATON]
    step(state)  # the pull
    reasons = finish_play(state)
    assert reasons[0] == f"pulled a Joker (as ♥) in the shootout: a joker has no value to pass on; {NO_MOVE}"
    # ♥ first: no ♥ card, so an ability by the order from ♥, wrapping round to ♣ actions
    assert reasons[2].startswith("pulled a Joker (as ♥) in the shootout: uses The Stakes Just Rose")
    assert [r.split(")")[0] for r in reasons[3:]] == ["pulled a Joker (as " + s for s in "♠♠♦♦♣♣"]
    assert sum("no move" in r for r in reasons) == 1  # the move stage only once: its pass check
    assert stakes in state.discard[AUTOMATON] and joker in state.boot_hill[AUTOMATON]
    assert state.stash[AUTOMATON] == stash + 3  # recompense for ♠, ♦ and ♣


def test_in_the_resolution_window_it_uses_a_resolution_card_by_the_suit_order():
    state, tommy = in_window("resolution", mark="Tommy Harden")  # a stud
    point_blank = hand_of(state, "Point Blank")[0]  # K♣: boot your stud, the opponent aces a dude
    action, why = pull(state, "Fancy New Hat")  # K♥: not lower, and no ♥ card with a Resolution ability
    assert why == f"pulled K♥ for the shootout's resolutions: not lower than K♣ to its right; {NO_MOVE}"
    reasons = finish_play(state)
    assert any(r.startswith("pulled K♥ for the shootout's resolutions: uses Point Blank") for r in reasons)
    assert point_blank in state.discard[AUTOMATON] and state.booted[tommy]


def test_in_the_resolution_window_it_passes_on_a_lower_pull():
    state, _ = in_window("resolution", mark="Tommy Harden")
    hand_of(state, "Point Blank")  # K♣
    action, why = pull(state, "Faster on the Draw")  # 6♣
    assert action["type"] == "automaton_pass"
    assert why == "pulled 6♣ for the shootout's resolutions: lower than K♣ to its right: passes"


def test_it_plays_a_cheatin_resolution_of_the_pulls_suit_against_a_cheatin_opponent():
    state, _ = in_window("resolution")
    fight = next(f for f in state.stack if f["kind"] == "shootout")
    fight["cheatin"] = [True, False]  # the human's hand is cheatin'
    hurt = hand_of(state, "This'll Hurt in the Morning'")[0]  # 8♣, Cheatin' Resolution
    pull(state, "Bounty Hunter")  # 8♣
    step(state)  # no move
    action, why = decide(state)
    assert action["type"] == "ability" and action["card"] == hurt
    assert why.startswith("pulled 8♣ for the shootout's resolutions: plays This'll Hurt in the Morning'")


def test_it_plays_no_cheatin_resolution_when_nobody_cheats():
    state, _ = in_window("resolution")
    hand_of(state, "This'll Hurt in the Morning'")
    pull(state, "Bounty Hunter")
    step(state)
    action, why = decide(state)
    assert action["type"] == "automaton_no_card" and why.endswith("no playable ♣ card in hand")


def test_after_using_baijiu_jar_in_a_shootout_it_does_not_discard_down():
    state, randall = in_window("shootout", mark="Randall", decks=["starter-outlaws", "starter-anarchists"])
    jar = scene.goods(state, AUTOMATON, "Baijiu Jar", randall)  # A♥: boot, discard three cards to draw four
    hand_of(state, "Pettigrew's Pawnshop", "Hustings", "Dead Dog Tavern", "Pony Express", "The Mayor's Office")
    pull(state, "Bluetick")  # 2♥, not lower than the 2♦ to its right
    reasons = finish_play(state)
    assert any(r.startswith("pulled 2♥ in the shootout: uses Baijiu Jar") for r in reasons)
    assert state.booted[jar] and len(state.hand[AUTOMATON]) == 6 - 3 + 4  # seven cards kept (Solo Mode rule)


def test_random_play_in_the_automaton_seat_ends_every_window_and_replays():
    """Random choices for the Automaton seat (passing or not at random) and its opponent: every
    game ends, every window with it closes, and the action log rebuilds the same game."""
    window_pulls = 0
    for seed in range(1, 16):
        options = {"automaton": {"seat": seed % 2}}
        record = play_game("doomtown", players=2, seed=seed, bots=["random", "random"], options=options,
                           max_actions=20_000, check_invariants=True)  # fmt: skip
        assert record.error is None, f"seed {seed}: {record.error}"
        window_pulls += sum(e["action"]["label"] == "Go on (no move or call-out now)" for e in record.actions)
        replay = scene.ENGINE.new_game(players=2, seed=seed, options=options)
        for entry in record.actions:
            replay.apply(entry["seat"], entry["action"])
        assert replay.state_hash() == record.state.state_hash()
    assert window_pulls > 0
