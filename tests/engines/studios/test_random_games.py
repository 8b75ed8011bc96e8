"""Seeded random games for every group size: invariants, storage, replay and hidden information."""

from __future__ import annotations

import json

import pytest

from games.engines import ReplayMismatch, Rng, get_engine, replay
from games.engines.studios.board import BOARD
from tests.game_counts import games

GAMES_PER_COUNT = games(full=200, quick=25)


def play_random(players: int, seed: int, *, check=None, hashes: bool = False):
    """A game of uniformly random legal moves; ``check(state)`` runs after every action."""
    engine = get_engine("studios")
    state = engine.new_game(players=players, seed=seed)
    rng = Rng(seed).fork(99)
    log = []
    while not state.is_over():
        seats = state.to_act()
        assert seats, "a live game must have someone to act"
        legal = state.legal_actions(seats[0])
        assert legal, "the seat to act must have a legal action"
        action = rng.choice(legal)
        state.apply(seats[0], action)
        entry = {"seat": seats[0], "action": action}
        if hashes:
            entry["hash"] = state.state_hash()
        log.append(entry)
        if check:
            check(state)
    return state, log


@pytest.mark.parametrize("players", range(2, 9))
def test_it_plays_random_games_to_the_end_within_the_invariants(players):
    days = 3 if players <= 3 else 4
    for seed in range(GAMES_PER_COUNT):

        def check(state):
            state.check_invariants()  # one player per role, money/credits/chips >= 0, cards conserved
            assert all(state.shots[index] >= 0 for index in BOARD.sets)

        state, _ = play_random(players, seed, check=check)
        assert state.is_over()
        assert state.day == days
        assert state.cards_dealt() == 10 * days  # 40 across four days, 30 across three
        assert len(state.discards) + len(state.unseen_discards) == 10 * days
        result = state.result()
        assert sorted(result.placements)[0] == 1 and len(result.placements) == players


def test_it_round_trips_every_state_through_json_exactly():
    engine = get_engine("studios")

    def check(state):
        doc = json.loads(json.dumps(state.to_json()))
        again = engine.from_json(doc)
        assert again == state
        assert again.to_json() == state.to_json()
        assert again.legal_actions(state.current) == state.legal_actions(state.current)

    for players in (2, 5, 8):
        play_random(players, seed=players, check=check)


def test_it_replays_a_game_from_its_action_log_with_matching_hashes():
    final, log = play_random(4, seed=11, hashes=True)
    rebuilt = replay("studios", players=4, seed=11, options={}, actions=log)
    assert rebuilt == final
    assert rebuilt.state_hash() == final.state_hash()


def test_it_detects_a_replay_that_diverges():
    _, log = play_random(3, seed=5, hashes=True)
    log[10]["hash"] = "0" * 16
    with pytest.raises(ReplayMismatch, match="ply 11"):
        replay("studios", players=3, seed=5, options={}, actions=log)


def test_it_keeps_a_clone_independent_of_the_original():
    state, _ = play_random(4, seed=3)
    engine = get_engine("studios")
    live = engine.new_game(players=4, seed=3)
    copy = live.clone()
    assert copy == live
    seat = live.current
    live.apply(seat, live.legal_actions(seat)[0])
    assert copy != live
    assert copy.to_json() == engine.new_game(players=4, seed=3).to_json()
    assert state.clone() == state


def hidden_cards(state) -> list[int]:
    face_down = [state.scene[index] for index in BOARD.sets if state.scene[index] and not state.face_up[index]]
    return face_down + state.deck + state.unseen_discards


def test_it_shows_no_face_down_scene_or_deck_card_in_any_view():
    engine = get_engine("studios")
    state = engine.new_game(players=4, seed=21)
    rng = Rng(21)
    for _ in range(400):
        if state.is_over():
            break
        for viewer in (None, 0, 3):
            view = state.view(viewer)
            json.dumps(view)  # a view must be JSON as it is
            visible = {card["id"] for card in view["discards"]}
            visible |= {row["scene"]["id"] for row in view["sets"] if row["scene"]}
            for card in hidden_cards(state):
                assert card not in visible
            assert all(row["scene"] is None for row in view["sets"] if row["face_down"])
            assert view["deck_count"] == len(state.deck)
        seat = state.current
        state.apply(seat, rng.choice(state.legal_actions(seat)))


def test_it_determinizes_only_what_nobody_can_see():
    engine = get_engine("studios")
    state = engine.new_game(players=4, seed=8)
    rng = Rng(8)
    for _ in range(150):
        seat = state.current
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    samples = [state.determinize(seat, Rng(salt)) for seat, salt in ((0, 1), (1, 2), (2, 3))]
    for sample in samples:
        assert sample.view(0) == state.view(0)
        assert sorted(hidden_cards(sample)) == sorted(hidden_cards(state))
        sample.check_invariants()
        assert sample.legal_actions(state.current) == state.legal_actions(state.current)
    assert len({tuple(hidden_cards(sample)) for sample in samples}) > 1
    assert all(sample.rng != state.rng for sample in samples)  # the dice to come are resampled too


def test_it_keeps_the_game_unchanged_when_determinizing():
    state = get_engine("studios").new_game(players=4, seed=2)
    before = state.to_json()
    state.determinize(0, Rng(1))
    assert state.to_json() == before


@pytest.mark.parametrize(
    ("breakage", "message"),
    [
        (lambda state: state.dollars.__setitem__(1, -1), "negative money"),
        (lambda state: state.credits.__setitem__(0, -2), "negative credits"),
        (lambda state: state.shots.__setitem__(BOARD.index_of("saloon"), -1), "shots at saloon"),
        (lambda state: state.deck.pop(), "lost or duplicated"),
        (lambda state: state.extras_taken[BOARD.index_of("saloon")].__setitem__(0, 1), "disagree"),
    ],
)
def test_it_notices_a_state_that_breaks_the_conservation_rules(breakage, message):
    state = get_engine("studios").new_game(players=2, seed=1)
    state.check_invariants()
    breakage(state)
    with pytest.raises(AssertionError, match=message):
        state.check_invariants()
