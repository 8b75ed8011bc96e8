"""Boss Battle! on the pages: the lobby's scenario and Villain seat, the table's panel, and the solo
leaderboard's tables per scenario and team size."""

from __future__ import annotations

import pytest
from django.urls import reverse

from automaton.services import choose_action
from automaton.strategies import bragging_rights
from games.engines import Rng
from games.forms_boss_battle import distinct_factions
from games.models import GameSession
from games.services import SeatSpec, session_create
from league.models import SoloResult
from league.services.solo import setup_key_label, solo_setup_of
from tests.games.helpers import doomtown_lobby_form, fresh, submit


def _form(**changes):
    boss_battle = {
        "seat_1": "me",
        "seat_2": "bot:gunfighter",
        "solo_automaton_deck": "automaton-law-dogs",
        "boss_scenario": "ghost_miners",
        "boss_villain": "2",
    }
    return doomtown_lobby_form(**{**boss_battle, **changes})


def test_the_lobby_offers_a_boss_battle_and_says_what_is_not_played(client, owner):
    client.force_login(owner)

    page = client.get(reverse("lobby"), {"game": "doomtown"}).content.decode()

    assert "<legend>Boss Battle!</legend>" in page and '<option value="ghost_miners">Ghost Miners</option>' in page
    assert "Ivor Hawley (exp. 1), who is not in this card pool" in page  # The Showstopper, refused with its reason
    assert "event cards&#x27; texts" in page and "once per opposing Hero" not in page  # the payment is played
    assert "Against the Automaton (1-3 players)" in page


def test_the_lobby_starts_a_ghost_miners_battle_against_the_automaton_with_distinct_factions(client, owner):
    client.force_login(owner)

    response = client.post(reverse("lobby-create"), _form())

    assert response.status_code == 302
    session = GameSession.objects.get()
    assert session.options["boss_battle"] == {"scenario": "ghost_miners", "villain": 2}
    assert session.options["automaton"]["seat"] == 2
    # both Heroes chose the Law Dogs, as the Automaton's deck: the Villain keeps it, the Heroes move on
    assert session.options["decks"] == ["starter-anarchists", "starter-entrepreneurs", "automaton-law-dogs"]


def test_the_villain_seat_counts_only_taken_seats(client, owner):
    client.force_login(owner)

    client.post(reverse("lobby-create"), _form(seat_2="", seat_3="bot:heuristic", boss_villain="3"))

    assert GameSession.objects.get().options["boss_battle"]["villain"] == 2


def test_an_empty_villain_seat_is_refused_and_nothing_starts(client, owner):
    client.force_login(owner)

    response = client.post(reverse("lobby-create"), _form(boss_villain="3"))

    assert response.status_code == 400 and b"The Villain&#x27;s seat has no one in it" in response.content
    assert not GameSession.objects.exists()


def test_without_a_scenario_the_boss_fields_change_nothing(client, owner):
    client.force_login(owner)

    client.post(reverse("lobby-create"), _form(boss_scenario=""))

    assert GameSession.objects.get().options["boss_battle"] is None


def test_factions_are_made_distinct_villain_first():
    decks = ["starter-outlaws", "starter-outlaws", "automaton-outlaws"]
    assert distinct_factions(decks, first=2) == ["starter-anarchists", "starter-entrepreneurs", "automaton-outlaws"]


def _boss_session(owner, *, villain=2):
    seats = [SeatSpec("me"), SeatSpec("me"), SeatSpec("me")]
    seats[villain] = SeatSpec("bot", "gunfighter")
    session = session_create(
        engine_key="doomtown",
        created_by=owner,
        seats=seats,
        options={
            "decks": ["starter-outlaws", "starter-law-dogs", "automaton-fearmongers"],
            "boss_battle": {"scenario": "ghost_miners", "villain": villain},
            "automaton": {"seat": villain},
        },
        seed=5,
    )
    GameSession.objects.filter(pk=session.pk).update(chosen_deal=False)  # as a server-drawn deal
    return GameSession.objects.get(pk=session.pk)


def test_the_table_shows_the_team_the_event_the_points_and_the_scenario_ability(client, owner):
    session = _boss_session(owner)
    client.force_login(owner)

    page = client.get(reverse("game", args=[session.pk])).content.decode()

    assert 'aria-label="Boss Battle"' in page and "Boss Battle! · Ghost Miners" in page
    assert "of 3 (the Heroes win with 3)" in page and "the Villain wins at Sundown of turn 5" in page
    assert "played without them" in page and "Out of the Woodwork" in page


def test_a_team_game_has_its_own_leaderboard_table_per_scenario_and_team_size(owner):
    session = _boss_session(owner)
    setup = solo_setup_of(session)

    assert setup.human_seats == (0, 1) and setup.scenario == "ghost_miners"
    assert setup.key == "automaton-fearmongers/gunfighter/-/team-2/ghost_miners"
    assert setup_key_label(setup.key).endswith("· a team of 2 · Boss Battle: Ghost Miners")
    assert solo_setup_of(_boss_session(owner, villain=0)) is not None


def test_a_teams_bragging_rights_count_the_team_as_one_player(owner):
    """ "you" is the team: its cards, ghost rock, control, influence and Boot Hill added up; days once."""
    state = _boss_session(owner).load_state()
    one, two = bragging_rights.from_state(state, 0), bragging_rights.from_state(state, 1)
    team = dict(bragging_rights.team_from_state(state, [0, 1]).lines)
    lines = [dict(one.lines), dict(two.lines)]
    assert team["total cost of your cards in play"] == sum(x["total cost of your cards in play"] for x in lines)
    assert team["-5 per full day played"] == lines[0]["-5 per full day played"]


def test_the_automaton_among_the_heroes_is_no_solo_game(owner):
    session = session_create(
        engine_key="doomtown",
        created_by=owner,
        seats=[SeatSpec("me"), SeatSpec("bot", "gunfighter")],
        options={"boss_battle": {"scenario": "ghost_miners", "villain": 0}, "automaton": {"seat": 1}},
        seed=5,
    )
    assert solo_setup_of(session) is None


@pytest.mark.slow
def test_a_finished_team_game_records_the_teams_bragging_rights(owner):
    session = _boss_session(owner)
    state = session.load_state()
    rng = Rng(4)
    while not state.is_over():
        seat = state.to_act()[0]
        if seat == 2:
            action = choose_action("gunfighter", "doomtown", state, seat, rng.fork(state.day))
        else:
            action = rng.choice(state.legal_actions(seat))
        submit(fresh(session), seat, action, None if seat == 2 else owner)
        state.apply(seat, action)

    row = SoloResult.objects.get()
    rights = bragging_rights.team_from_state(GameSession.objects.get(pk=session.pk).load_state(), [0, 1])
    assert row.player == owner.player and row.setup_key.endswith("/team-2/ghost_miners")
    assert (row.score, row.breakdown) == (rights.total, rights.to_json())
    placements = state.result().placements
    assert row.won is (placements[0] == 1 and placements[2] > 1)
