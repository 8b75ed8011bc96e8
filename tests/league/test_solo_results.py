"""The solo leaderboard's records: one per finished solo game against the Automaton, with its setup."""

from __future__ import annotations

from automaton.strategies import bragging_rights
from games.models import GameSession
from games.services import SeatSpec, session_create, session_finished
from league.models import SoloResult
from league.services.solo import setup_key, solo_result_record, solo_setup_of
from tests.league.solo_games import play_solo_to_the_end, start_solo


def test_the_final_move_of_a_solo_game_records_its_bragging_rights(owner):
    finished = play_solo_to_the_end(start_solo(owner, seed=3, twists=["quick_reactions", "posse_teamwork"]), owner)

    row = SoloResult.objects.get()
    rights = bragging_rights.from_state(finished.load_state(), 0)
    assert row.session == finished and row.player == owner.player
    assert (row.score, row.breakdown) == (rights.total, rights.to_json())
    assert (row.automaton_deck, row.archetype) == ("automaton-law-dogs", "gunfighter")
    assert row.twists == ["posse_teamwork", "quick_reactions"]
    assert row.setup_key == "automaton-law-dogs/gunfighter/posse_teamwork+quick_reactions"
    assert row.won is (finished.result["placements"] == [1, 2])


def test_a_lost_game_is_recorded_as_not_won(owner):
    play_solo_to_the_end(start_solo(owner, seed=4), owner)

    row = SoloResult.objects.get()
    assert row.won is False and row.session.result["placements"] == [2, 1]


def test_the_receiver_is_idempotent(owner):
    finished = play_solo_to_the_end(start_solo(owner, seed=3), owner)

    session_finished.send(sender=GameSession, session=finished, result=finished.result)
    again = solo_result_record(session=finished)

    assert SoloResult.objects.count() == 1 and again == SoloResult.objects.get()


def test_the_setup_key_ignores_the_order_and_repeats_of_twists():
    assert setup_key("automaton-outlaws", "gunfighter", ["quick_reactions", "double_plays"]) == setup_key(
        "automaton-outlaws", "gunfighter", ["double_plays", "quick_reactions", "double_plays"]
    )
    assert setup_key("automaton-outlaws", "gunfighter", []) == "automaton-outlaws/gunfighter/-"


def test_a_game_that_is_not_solo_against_the_automaton_is_not_recorded(owner, opponent):
    two_humans = session_create(engine_key="doomtown", created_by=owner, seats=[SeatSpec("me"), SeatSpec("invite")])
    random_bot = session_create(
        engine_key="doomtown", created_by=owner, seats=[SeatSpec("me"), SeatSpec("bot", "random")]
    )
    no_automaton_option = session_create(
        engine_key="doomtown", created_by=owner, seats=[SeatSpec("me"), SeatSpec("bot", "gunfighter")]
    )
    other_game = session_create(
        engine_key="townbuilder", created_by=owner, seats=[SeatSpec("me"), SeatSpec("bot", "random")]
    )

    for session in (two_humans, random_bot, no_automaton_option, other_game):
        assert solo_setup_of(session) is None


def test_an_unfinished_solo_game_is_not_recorded(owner):
    session = start_solo(owner)

    assert solo_setup_of(session) is not None
    assert solo_result_record(session=session) is None and not SoloResult.objects.exists()


def test_a_deal_the_player_chose_never_enters_the_leaderboard(owner):
    """A chosen deal number can be replayed until it is won: such a game is friendly, not ranked."""
    finished = play_solo_to_the_end(start_solo(owner, seed=3, chosen_deal=True), owner)

    assert finished.chosen_deal and finished.is_finished()
    assert solo_result_record(session=finished) is None
    assert not SoloResult.objects.exists()
