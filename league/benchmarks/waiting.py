"""``benchmark waiting``: the home page's "Waiting for you" for a busy player.

Builds a throwaway test database with a user in 10 leagues (a result to confirm in each, plus
confirmed history) and 3 running tournaments (two rounds each, an open table in the latest), decks
being checked and games in play; another user gets the same, so the selector must tell them apart.
Then it counts the selector's queries and times it and the signed-in home page.
"""

from __future__ import annotations

import time
from datetime import timedelta
from typing import Any

from django.db import connection
from django.test import Client, override_settings
from django.utils import timezone

from league.benchmarks.scratch import conditions, throwaway_database
from league.benchmarks.stats import percentile

PLAIN_STATIC = "django.contrib.staticfiles.storage.StaticFilesStorage"


def _reported_match(season: Any, reporter: Any, other: Any, *, status: str = "reported") -> Any:
    from league.models import Match, MatchSeat

    now = timezone.now()
    match = Match.objects.create(
        season=season,
        game=season.league.game,
        status=status,
        played_at=now,
        reported_by=reporter,
        reported_at=now,
        confirmed_at=now if status == "confirmed" else None,
    )
    MatchSeat.objects.bulk_create(
        [
            MatchSeat(match=match, seat=0, player=reporter, confirmed_at=now, placement=1, score=1),
            MatchSeat(
                match=match,
                seat=1,
                player=other,
                confirmed_at=now if status == "confirmed" else None,
                placement=2,
                score=0,
            ),
        ]
    )
    return match


def _running_event(name: str, organiser: Any, me: Any, other: Any, rounds: int = 2) -> Any:
    """A running event whose latest round seats ``me`` against ``other`` at an open table."""
    from league.models import Match, MatchSeat, Round, Tournament
    from league.slugs import free_slug

    now = timezone.now()
    event = Tournament.objects.create(
        name=name,
        slug=free_slug(Tournament, name, "event"),
        game="doomtown",
        organiser=organiser,
        status=Tournament.Status.RUNNING,
        starts_at=now,
        seed=1,
        rounds=rounds,
    )
    for number in range(1, rounds + 1):
        round_ = Round.objects.create(
            tournament=event, number=number, pairing_seed=number, started_at=now, ends_at=now + timedelta(minutes=50)
        )
        latest = number == rounds
        match = Match.objects.create(
            round=round_,
            table_number=number,
            game="doomtown",
            played_at=now,
            status=Match.Status.OPEN if latest else Match.Status.CONFIRMED,
        )
        MatchSeat.objects.bulk_create(MatchSeat(match=match, seat=n, player=p) for n, p in enumerate((me, other)))
    return event


def build_world(me: Any, other: Any, *, leagues: int = 10, events: int = 3, tag: str = "") -> None:
    """Everything that can wait for ``me``, each made by or shared with ``other``."""
    from games.services import SeatSpec, session_create
    from league.models import Deck, DeckFormat, League

    for n in range(leagues):
        league = League.objects.create(name=f"League {tag}{n}", slug=f"league-{tag}{n}", game="studios")
        league.members.add(me, other)
        season = league.seasons.create(name="Season")
        _reported_match(season, other, me)
        _reported_match(season, other, me, status="confirmed")
        _reported_match(season, me, other)  # I reported it: waits for the other player, not for me
    for n in range(events):
        _running_event(f"Event {tag}{n}", other, me, other)
    deck_format, _ = DeckFormat.objects.get_or_create(key="waiting-bench", defaults={"name": "Benchmark format"})
    for n in range(2):
        Deck.objects.create(owner=me, name=f"Deck {tag}{n}", contents={"cards": []}, format=deck_format)
    Deck.objects.create(owner=me, name=f"Checked {tag}", contents={"cards": []}, format=deck_format, status="valid")
    for first, second in ((me, other), (other, me)):
        session_create(
            engine_key="townbuilder",
            created_by=first.user,
            seats=[SeatSpec(kind="me"), SeatSpec(kind="player", user=second.user)],
        )
    session_create(engine_key="townbuilder", created_by=me.user, seats=[SeatSpec(kind="me"), SeatSpec(kind="invite")])


def _players() -> tuple[Any, ...]:
    from django.contrib.auth import get_user_model

    from league.models import Player

    names = ("ann", "ben", "cat")
    users = [get_user_model().objects.create_user(username=name, password="bench-" + name) for name in names]
    return tuple(Player.objects.create(user=user, display_name=user.username.title()) for user in users)


def measure(me: Any, repeats: int) -> dict[str, Any]:
    from league.waiting import waiting_for

    queries: list[str] = []

    def counted(execute: Any, sql: str, *args: Any) -> Any:
        queries.append(sql)
        return execute(sql, *args)

    with connection.execute_wrapper(counted):
        waiting = waiting_for(me.user)
    timings = []
    for _ in range(repeats):
        started = time.perf_counter()
        waiting_for(me.user)
        timings.append((time.perf_counter() - started) * 1000)
    client = Client()
    client.force_login(me.user)
    page = []
    with override_settings(STORAGES={"staticfiles": {"BACKEND": PLAIN_STATIC}}):
        for _ in range(repeats):
            started = time.perf_counter()
            response = client.get("/")
            page.append((time.perf_counter() - started) * 1000)
            assert response.status_code == 200
    return {
        "items": waiting.count,
        "queries": len(queries),
        "selector_ms": {"p50": round(percentile(timings, 0.5), 2), "p95": round(percentile(timings, 0.95), 2)},
        "home_page_ms": {"p50": round(percentile(page, 0.5), 2), "p95": round(percentile(page, 0.95), 2)},
    }


def run(quick: bool = False) -> dict[str, Any]:
    with throwaway_database():
        me, other, third = _players()
        build_world(me, other, tag="a")
        build_world(other, third, tag="b")  # someone else's: none of it may be listed for me
        figures = measure(me, 20 if quick else 100)
    return {
        **conditions(),
        "leagues": 10,
        "events": 3,
        **figures,
        "targets": {"queries": "constant", "selector_ms": 50},
    }
