"""What every tournament API endpoint answers, byte for byte, through one small event run to its end.

The expected answers are written out here, so a change to how the API builds them (serializers,
querysets) that changes a key, its order, a value or a number's or a moment's spelling fails.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest
from django.utils import timezone
from rest_framework.test import APIClient

from league.models import Match, Tournament
from league.tournaments.services import staff_assign, tournament_start_round
from tests.conftest import make_user
from tests.league.tournaments.conftest import doomtown_win, play_round, valid_deck

# Round one starts at ROUND_ONE, round two at ROUND_TWO: moments with microseconds, as the clock gives them.
ROUND_ONE = datetime(2026, 12, 4, 13, 40, 0, 123456, tzinfo=UTC)
ROUND_TWO = datetime(2026, 12, 4, 14, 45, 30, 500000, tzinfo=UTC)


@pytest.fixture
def clock(monkeypatch):
    """The services' and the models' ``timezone.now``, set by the test."""
    moment = {"now": ROUND_ONE}
    monkeypatch.setattr(timezone, "now", lambda: moment["now"])
    return moment


def answers(response, expected, status: int = 200) -> None:
    """The response is ``expected`` as the API's renderer writes it: same keys, same order, same bytes."""
    assert response.status_code == status, response.content
    assert response.json() == expected, response.content.decode()
    assert response.content == json.dumps(expected, ensure_ascii=False, separators=(",", ":")).encode()


def event_fields(tournament_id: int, status: str, rounds: int) -> dict:
    return {
        "id": tournament_id,
        "name": "Deadwood Open",
        "slug": "deadwood-open",
        "game": "doomtown",
        "format": "swiss",
        "status": status,
        "organiser": "Alice",
        "starts_at": "2026-12-05T10:00:00Z",
        "location": "Gem Theatre",
        "rounds": rounds,
        "cut_size": None,
        "cut_double": False,
        "third_place": False,
        "pod_size": 4,
        "round_minutes": 50,
        "break_minutes": 10,
        "tiebreakers": ["sos", "esos"],
        "deck_required": False,
        "deck_format": "Weird West (test)",
        "deck_deadline": None,
        "decklists_running": "private",
        "decklists_finished": "public",
    }


def test_every_tournament_endpoint_answers_the_same_json_through_an_event(clock, owner, deck_format, django_user_model):
    api = APIClient()
    people = {name: make_user(django_user_model, name) for name in ("abe", "bea", "cal", "dot", "eve", "fay", "jud")}
    decks = {
        name: valid_deck(people[name].player, deck_format, name=f"{name.title()}'s Posse")
        for name in ["abe", "bea", "cal", "dot", "fay"]
    }

    api.force_authenticate(owner)
    created = api.post(
        "/api/tournaments/create/",
        {
            "name": "Deadwood Open",
            "game": "doomtown",
            "format": "swiss",
            "starts_at": "2026-12-05T10:00:00Z",
            "location": "Gem Theatre",
            "rounds": 2,
            "deck_format_id": deck_format.pk,
            "seed": 11,
        },
        format="json",
    )
    event = created.json()["id"]
    answers(created, event_fields(event, "registration", 2), status=201)
    url = f"/api/tournaments/{event}"
    staff_assign(
        tournament=Tournament.objects.get(pk=event), actor=owner.player, player=people["jud"].player, role="head_judge"
    )

    ids = {}
    for name in ("abe", "bea", "cal", "dot", "eve", "fay"):
        api.force_authenticate(people[name])
        body = {"deck_id": decks[name].pk} if name in decks else {}
        if name == "abe":
            body.update(team="Law Dogs", club="Gem Theatre Club")
        response = api.post(f"{url}/registrations/create/", body, format="json")
        ids[name] = response.json()["id"]
        if name == "abe":
            answers(
                response, registration(ids, people, "abe", "Abe's Posse", team="Law Dogs", club="Gem Theatre Club"), 201
            )
        if name == "eve":
            answers(response, registration(ids, people, "eve", None), 201)
    for name in ("abe", "bea", "cal", "dot", "eve"):
        api.force_authenticate(people[name])
        response = api.post(f"{url}/registrations/{ids[name]}/check-in/")
    answers(response, registration(ids, people, "eve", None, checked_in=True))
    api.force_authenticate(people["fay"])
    answers(
        api.post(f"{url}/registrations/{ids['fay']}/drop/"),
        registration(ids, people, "fay", "Fay's Posse", dropped_after=0),
    )

    api.force_authenticate(owner)
    started = api.post(f"{url}/rounds/start/")
    answers(started, round_row(1, "2026-12-04T13:40:00.123456Z", "2026-12-04T14:30:00.123456Z", 2, 2, []), 201)
    hand = {"tables": [[ids["abe"], ids["bea"]], [ids["cal"], ids["dot"]]], "byes": [ids["eve"]]}
    answers(
        api.put(f"{url}/rounds/current/pairings/", hand, format="json"),
        round_row(1, "2026-12-04T13:40:00.123456Z", "2026-12-04T14:30:00.123456Z", 2, 2, ["pairings entered by hand"]),
    )
    first, second = Match.objects.filter(round__number=1).order_by("table_number").values_list("pk", flat=True)
    seat = pairing_seat
    answers(
        api.get(f"{url}/rounds/1/pairings/"),
        [
            table(1, first, "open", [seat(people, "abe", "Abe's Posse"), seat(people, "bea", "Bea's Posse")]),
            table(2, second, "open", [seat(people, "cal", "Cal's Posse"), seat(people, "dot", "Dot's Posse")]),
            bye(people, "eve"),
        ],
    )

    api.force_authenticate(people["abe"])
    abe_reports = [  # the reporter's seat is confirmed by reporting it
        seat(people, "abe", "Abe's Posse", placement=1, confirmed=True),
        seat(people, "bea", "Bea's Posse", placement=2),
    ]
    answers(win_reported(api, url, first), table(1, first, "reported", abe_reports))
    api.force_authenticate(people["bea"])
    abe_won = won(people, "abe", "bea")
    answers(api.post(f"{url}/results/{first}/confirm/"), table(1, first, "confirmed", abe_won))
    answers(
        api.get(f"{url}/rounds/"),
        [
            round_row(
                1, "2026-12-04T13:40:00.123456Z", "2026-12-04T14:30:00.123456Z", 2, 1, ["pairings entered by hand"]
            )
        ],
    )
    answers(
        api.get(f"{url}/"),
        {
            **event_fields(event, "running", 2),
            "schedule": [
                {
                    "number": 1,
                    "stage": "swiss",
                    "starts_at": "2026-12-04T13:40:00.123456Z",
                    "ends_at": "2026-12-04T14:30:00.123456Z",
                    "paired": True,
                },
                {
                    "number": 2,
                    "stage": "swiss",
                    "starts_at": "2026-12-04T14:40:00.123456Z",
                    "ends_at": None,
                    "paired": False,
                },
            ],
            "staff": [{"player": "Jud", "role": "head_judge"}],
        },
    )
    entries = [
        registration(ids, people, "abe", "Abe's Posse", checked_in=True, team="Law Dogs", club="Gem Theatre Club"),
        *(
            registration(ids, people, name, f"{name.title()}'s Posse", checked_in=True)
            for name in ("bea", "cal", "dot")
        ),
        registration(ids, people, "eve", None, checked_in=True),
        registration(ids, people, "fay", "Fay's Posse", dropped_after=0),
    ]
    answers(api.get(f"{url}/registrations/"), entries)

    api.force_authenticate(owner)  # staff enter a table: confirmed at once
    cal_wins = won(people, "cal", "dot")
    answers(win_reported(api, url, second), table(2, second, "confirmed", cal_wins))

    clock["now"] = ROUND_TWO
    two = ("2026-12-04T14:45:30.500000Z", "2026-12-04T15:35:30.500000Z")
    answers(api.post(f"{url}/rounds/start/"), round_row(2, *two, 2, 2, []), 201)
    answers(api.post(f"{url}/rounds/current/repair/"), round_row(2, *two, 2, 2, []))
    hand = {"tables": [[ids["abe"], ids["cal"]], [ids["bea"], ids["eve"]]], "byes": [ids["dot"]]}
    answers(
        api.put(f"{url}/rounds/current/pairings/", hand, format="json"),
        round_row(2, *two, 2, 2, ["pairings entered by hand"]),
    )
    swapped = ["pairings entered by hand", "Cal and Bea swapped by hand", "table 1: Bea and Abe meet again"]
    answers(
        api.post(f"{url}/rounds/current/swap/", {"first": ids["cal"], "second": ids["bea"]}, format="json"),
        round_row(2, *two, 2, 2, swapped),
    )
    paused = api.post(f"{url}/rounds/current/clock/", {"action": "pause"}, format="json")
    answers(paused, {"number": 2, "seconds_left": 3000, "paused": True, "time_called": False})
    resumed = api.post(f"{url}/rounds/current/clock/", {"action": "resume"}, format="json")
    answers(resumed, {"number": 2, "seconds_left": 3000, "paused": False, "time_called": False})
    third, fourth = Match.objects.filter(round__number=2).order_by("table_number").values_list("pk", flat=True)
    abe_wins, cal_beats_eve = won(people, "abe", "bea"), won(people, "cal", "eve")
    answers(win_reported(api, url, third), table(1, third, "confirmed", abe_wins))
    answers(win_reported(api, url, fourth), table(2, fourth, "confirmed", cal_beats_eve))
    answers(api.post(f"{url}/finish/", {}, format="json"), event_fields(event, "finished", 2))

    api.logout()  # what follows is public
    answers(api.get("/api/tournaments/"), [event_fields(event, "finished", 2)])
    one = ("2026-12-04T13:40:00.123456Z", "2026-12-04T14:30:00.123456Z")
    answers(
        api.get(f"{url}/rounds/"),
        [round_row(1, *one, 2, 0, ["pairings entered by hand"]), round_row(2, *two, 2, 0, swapped)],
    )
    round_one_tables = [
        table(1, first, "confirmed", abe_won),
        table(2, second, "confirmed", cal_wins),
        bye(people, "eve"),
    ]
    round_two_tables = [
        table(1, third, "confirmed", abe_wins),
        table(2, fourth, "confirmed", cal_beats_eve),
        bye(people, "dot"),
    ]
    answers(api.get(f"{url}/rounds/1/pairings/"), round_one_tables)
    answers(api.get(f"{url}/rounds/2/pairings/"), round_two_tables)
    answers(api.get(f"{url}/registrations/"), entries)
    answers(
        api.get(f"{url}/"),
        {
            **event_fields(event, "finished", 2),
            "schedule": [
                {"number": 1, "stage": "swiss", "starts_at": one[0], "ends_at": one[1], "paired": True},
                {"number": 2, "stage": "swiss", "starts_at": two[0], "ends_at": two[1], "paired": True},
            ],
            "staff": [{"player": "Jud", "role": "head_judge"}],
        },
    )
    final = [
        standing(1, ids["cal"], "Cal", 6, sos=1.5, esos=3),
        standing(2, ids["abe"], "Abe", 6, sos=0, esos=3),
        standing(3, ids["dot"], "Dot", 3, sos=3, esos=1.5),
        standing(3, ids["eve"], "Eve", 3, sos=3, esos=1.5),
        standing(5, ids["bea"], "Bea", 0, sos=3, esos=0),
    ]
    answers(api.get(f"{url}/standings/"), final)
    answers(
        api.get(f"{url}/standings/", {"round": 1}),
        [
            standing(1, ids["abe"], "Abe", 3, sos=0, esos=3),
            standing(1, ids["cal"], "Cal", 3, sos=0, esos=3),
            standing(3, ids["eve"], "Eve", 3, sos=0, esos=0),
            standing(4, ids["bea"], "Bea", 0, sos=3, esos=0),
            standing(4, ids["dot"], "Dot", 0, sos=3, esos=0),
        ],
    )
    assert api.get(f"{url}/standings.csv").content.decode() == (
        "rank,player,points,dropped,sos,esos\r\n"
        "1,Cal,6,False,1.5,3\r\n"
        "2,Abe,6,False,0,3\r\n"
        "3,Dot,3,False,3,1.5\r\n"
        "3,Eve,3,False,3,1.5\r\n"
        "5,Bea,0,False,3,0\r\n"
    )
    assert api.get(f"{url}/export.csv").content.decode() == (
        "round,stage,table,match_id,status,seat,player,placement,score\r\n"
        f"1,swiss,1,{first},confirmed,1,Abe,1,\r\n"
        f"1,swiss,1,{first},confirmed,2,Bea,2,\r\n"
        f"1,swiss,2,{second},confirmed,1,Cal,1,\r\n"
        f"1,swiss,2,{second},confirmed,2,Dot,2,\r\n"
        "1,swiss,bye,,bye,1,Eve,1,\r\n"
        f"2,swiss,1,{third},confirmed,1,Abe,1,\r\n"
        f"2,swiss,1,{third},confirmed,2,Bea,2,\r\n"
        f"2,swiss,2,{fourth},confirmed,1,Cal,1,\r\n"
        f"2,swiss,2,{fourth},confirmed,2,Eve,2,\r\n"
        "2,swiss,bye,,bye,1,Dot,1,\r\n"
    )

    # The export writes moments as str() does and numbers as the results hold them (3.0 beside a bye's 3).
    # Its event's keys came in the hand-built payload's order (organiser and deck_format last): an
    # accident, so the keys of its objects are compared sorted; every value, spelling and list order is pinned.
    spelled = {"starts_at": "2026-12-05 10:00:00+00:00"}
    rounds_spelled = [
        ("2026-12-04 13:40:00.123456+00:00", "2026-12-04 14:30:00.123456+00:00"),
        ("2026-12-04 14:45:30.500000+00:00", "2026-12-04 15:35:30.500000+00:00"),
    ]
    document = {
        "event": {**event_fields(event, "finished", 2), **spelled},
        "registrations": entries,
        "rounds": [
            {**round_row(1, *rounds_spelled[0], 2, 0, ["pairings entered by hand"]), "pairings": round_one_tables},
            {**round_row(2, *rounds_spelled[1], 2, 0, swapped), "pairings": round_two_tables},
        ],
        "standings": final,
        "results": {
            "players": ["Abe", "Bea", "Cal", "Dot", "Eve"],
            "rounds": [
                [
                    {"seats": ["Abe", "Bea"], "points": [3.0, 0.0]},
                    {"seats": ["Cal", "Dot"], "points": [3.0, 0.0]},
                    {"seats": ["Eve"], "points": [3]},
                ],
                [
                    {"seats": ["Abe", "Bea"], "points": [3.0, 0.0]},
                    {"seats": ["Cal", "Eve"], "points": [3.0, 0.0]},
                    {"seats": ["Dot"], "points": [3]},
                ],
            ],
        },
    }
    exported = api.get(f"{url}/export.json")
    assert exported.status_code == 200
    assert json.dumps(json.loads(exported.content), sort_keys=True) == json.dumps(document, sort_keys=True)
    assert list(json.loads(exported.content)) == ["event", "registrations", "rounds", "standings", "results"]


def standing(rank, registration_id, player, points, *, sos, esos) -> dict:
    return {
        "rank": rank,
        "registration_id": registration_id,
        "player": player,
        "points": points,
        "dropped": False,
        "tiebreakers": {"sos": sos, "esos": esos},
    }


def registration(ids, people, name, deck, *, checked_in=False, dropped_after=None, team="", club="") -> dict:
    return {
        "id": ids[name],
        "player_id": people[name].player.pk,
        "player": name.title(),
        "deck": deck,
        "checked_in": checked_in,
        "late_round": None,
        "dropped_after": dropped_after,
        "team": team,
        "club": club,
    }


def round_row(number, started_at, ends_at, tables, unfinished, warnings, stage="swiss", time_called=False) -> dict:
    return {
        "number": number,
        "stage": stage,
        "started_at": started_at,
        "ends_at": ends_at,
        "time_called": time_called,
        "tables": tables,
        "unfinished": unfinished,
        "warnings": warnings,
    }


def pairing_seat(people, name, deck, *, placement=None, score=None, confirmed=False) -> dict:
    return {
        "player_id": people[name].player.pk,
        "player": name.title(),
        "deck": deck,
        "placement": placement,
        "score": score,
        "confirmed": confirmed,
    }


def won(people, winner, loser) -> list[dict]:
    """The seats of a two-player table whose first seat won, both confirmed (Eve entered no deck)."""
    decks = {name: "" if name == "eve" else f"{name.title()}'s Posse" for name in (winner, loser)}
    return [
        pairing_seat(people, winner, decks[winner], placement=1, confirmed=True),
        pairing_seat(people, loser, decks[loser], placement=2, confirmed=True),
    ]


def win_reported(api, url, match_id):
    """The first seat's win, posted by whoever ``api`` is signed in as."""
    return api.post(f"{url}/results/{match_id}/", {"fields": doomtown_win()}, format="json")


def table(number, match_id, status, seats) -> dict:
    return {"table": number, "match_id": match_id, "status": status, "bracket_match": None, "seats": seats}


def bye(people, name) -> dict:
    return {
        "table": None,
        "match_id": None,
        "status": "bye",
        "bracket_match": None,
        "seats": [pairing_seat(people, name, "", placement=1, confirmed=True)],
    }


def test_the_rounds_list_costs_the_same_queries_however_many_rounds_were_played(
    swiss_cut, entered, owner, django_assert_num_queries
):
    api = APIClient()
    for number in (1, 2, 3):
        round_ = tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
        with django_assert_num_queries(2):  # the event, then its rounds with their tables counted
            rows = api.get(f"/api/tournaments/{swiss_cut.pk}/rounds/").json()
        assert [(row["number"], row["tables"], row["unfinished"]) for row in rows] == [
            *((done, 4, 0) for done in range(1, number)),
            (number, 4, 4),
        ]
        play_round(swiss_cut, round_)
