"""``benchmark standings``: ratings and standings of one big season, and the standings page at that size.

Builds a throwaway test database (``create_test_db``), bulk-creates a season of 10,000 players and
200,000 confirmed Studios matches (80% one-on-one, 20% pods of 3-5; the stronger hidden skill wins
more often), then times ``ratings_recompute`` and ``standings_refresh`` end to end and requests the
standings page (paginated, several sort orders) through Django's test client.
"""

from __future__ import annotations

import multiprocessing
import os
import random
import time
from collections.abc import Callable
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import connections
from django.test import Client, override_settings
from django.utils import timezone

from league.benchmarks.scratch import conditions, throwaway_database
from league.benchmarks.stats import percentile

FULL = {"players": 10_000, "matches": 200_000, "page_requests": 200}
QUICK = {"players": 1_000, "matches": 20_000, "page_requests": 60}
SORTS = ("rank", "-points", "-games", "player")
PLAIN_STATIC = "django.contrib.staticfiles.storage.StaticFilesStorage"


def build_season(players: int, matches: int, seed: int = 1) -> int:
    """Bulk-create the users, players, league, season and confirmed matches; returns the season id."""
    from django.contrib.auth import get_user_model

    from league.models import League, Match, MatchSeat, Player
    from league.services.queries import copy_rows

    rng = random.Random(seed)
    User = get_user_model()
    User.objects.bulk_create((User(username=f"bench{n:05d}", password="!") for n in range(players)), batch_size=5000)
    user_ids = list(User.objects.filter(username__startswith="bench").order_by("username").values_list("id", flat=True))
    Player.objects.bulk_create(
        (Player(user_id=user_id, display_name=f"Bench player {n:05d}") for n, user_id in enumerate(user_ids)),
        batch_size=5000,
    )
    player_ids = list(Player.objects.filter(user_id__in=user_ids).order_by("id").values_list("id", flat=True))
    skill = {player_id: rng.gauss(0, 1) for player_id in player_ids}
    league = League.objects.create(name="Benchmark League", slug="benchmark", game="studios")
    season = league.seasons.create(name="Benchmark season", repeat_limit=2, repeat_window=5, min_games=5)
    start = timezone.now() - timedelta(days=90)
    step = timedelta(days=90) / matches
    match_columns = ("season_id", "game", "status", "played_at", "confirmed_at", "rating_seq", "details", "created_at")
    match_rows = [
        (season.pk, "studios", Match.Status.CONFIRMED, start + step * n, start + step * n, n + 1, "{}", start)
        for n in range(matches)
    ]
    if not copy_rows(Match, match_columns, match_rows):
        Match.objects.bulk_create(
            (Match(**dict(zip(match_columns, row, strict=True)) | {"details": {}}) for row in match_rows),
            batch_size=5000,
        )
    match_ids = list(Match.objects.filter(season=season).order_by("rating_seq").values_list("id", flat=True))
    seat_columns = (
        "match_id",
        "seat",
        "player_id",
        "placement",
        "bot_kind",
        "deck_code",
        "deck_name",
        "raw",
        "dispute_reason",
    )
    seat_rows = []
    for match_id in match_ids:
        size = 2 if rng.random() < 0.8 else rng.randint(3, 5)
        seated = rng.sample(player_ids, size)
        performance = {player: skill[player] + rng.gauss(0, 1) for player in seated}
        order = sorted(seated, key=lambda player: -performance[player])
        seat_rows += [
            (match_id, index, player, order.index(player) + 1, "", "", "", "{}", "")
            for index, player in enumerate(seated)
        ]
    if not copy_rows(MatchSeat, seat_columns, seat_rows):
        MatchSeat.objects.bulk_create(
            (MatchSeat(**dict(zip(seat_columns, row, strict=True)) | {"raw": {}}) for row in seat_rows),
            batch_size=5000,
        )
    return season.pk


def time_recompute(season_id: int) -> dict[str, Any]:
    from league.models import Season
    from league.services.ratings import ratings_recompute
    from league.services.standings import standings_refresh

    started, cpu_started = time.perf_counter(), time.process_time()
    ratings = ratings_recompute(Season.objects.get(pk=season_id).league.game)
    rated, cpu_rated = time.perf_counter(), time.process_time()
    rows = standings_refresh(season_id=season_id)
    done, cpu_done = time.perf_counter(), time.process_time()
    return {
        "ratings_seconds": round(rated - started, 2),
        "standings_seconds": round(done - rated, 2),
        "end_to_end_seconds": round(done - started, 2),
        # CPU time of this process alone (the database server's work is not in it): on a shared,
        # loaded machine it shows what the wall-clock figures would be without the other load.
        "ratings_cpu_seconds": round(cpu_rated - cpu_started, 2),
        "standings_cpu_seconds": round(cpu_done - cpu_rated, 2),
        "rated_matches": ratings["matches"],
        "rating_history_rows": ratings["history"],
        "standings_rows": rows,
    }


def _timed_in_child(job: Callable[[], object], results: Any) -> None:
    started = time.perf_counter()
    job()
    results.put(time.perf_counter() - started)


def time_recompute_as_two_tasks(season_id: int) -> dict[str, Any]:
    """Rebuild ratings and standings at once in two processes, as a worker with two processes runs
    ``league.recompute_ratings`` and ``league.refresh_standings`` (the jobs share no rows)."""
    from league.models import Season
    from league.services.ratings import ratings_recompute
    from league.services.standings import standings_refresh

    game = Season.objects.get(pk=season_id).league.game
    jobs = [lambda: ratings_recompute(game), lambda: standings_refresh(season_id=season_id)]
    context = multiprocessing.get_context("fork")
    results = context.Queue()
    connections.close_all()  # each child opens its own connection
    started = time.perf_counter()
    children = [context.Process(target=_timed_in_child, args=(job, results)) for job in jobs]
    for child in children:
        child.start()
    for child in children:
        child.join()
    if any(child.exitcode for child in children):
        raise RuntimeError("a recompute process failed")
    return {
        "end_to_end_seconds": round(time.perf_counter() - started, 2),
        "job_seconds": sorted(round(results.get(), 2) for _ in jobs),
    }


def time_pages(season_id: int, requests: int, seed: int = 2) -> dict[str, Any]:
    from django.urls import reverse

    from league.models import Season

    season = Season.objects.select_related("league").get(pk=season_id)
    url = reverse("league-detail", args=[season.league.slug])
    rng = random.Random(seed)
    client = Client()
    pages = max(1, season.standings.count() // 50)
    latencies = []
    # Plain static URLs: the benchmark runs without collectstatic's manifest.
    with override_settings(STORAGES={**settings.STORAGES, "staticfiles": {"BACKEND": PLAIN_STATIC}}):
        client.get(url)  # warm up template loading and the connection
        for _ in range(requests):
            params: dict[str, int | str] = {"page": rng.randint(1, pages), "sort": rng.choice(SORTS)}
            started = time.perf_counter()
            response = client.get(url, params)
            latencies.append(time.perf_counter() - started)
            if response.status_code != 200:
                raise RuntimeError(f"standings page answered {response.status_code} for {params}")
    return {
        "requests": requests,
        "p50_ms": round(percentile(latencies, 0.50) * 1000, 1),
        "p95_ms": round(percentile(latencies, 0.95) * 1000, 1),
        "max_ms": round(max(latencies) * 1000, 1),
        "how": "Django test client in-process, 50 rows a page, random page and sort order",
    }


def run(quick: bool = False) -> dict[str, Any]:
    size = QUICK if quick else FULL
    with throwaway_database():
        started = time.perf_counter()
        season_id = build_season(size["players"], size["matches"])
        build_seconds = round(time.perf_counter() - started, 2)
        recompute = time_recompute(season_id)
        two_tasks = time_recompute_as_two_tasks(season_id)
        pages = time_pages(season_id, size["page_requests"])
    return {
        **conditions(),
        "cpus": os.cpu_count(),
        "players": size["players"],
        "matches": size["matches"],
        "build_seconds": build_seconds,
        "recompute": recompute,
        "recompute_as_two_tasks": two_tasks,
        "standings_page": pages,
        "targets": {"end_to_end_seconds": 30, "page_p95_ms": 200},
    }
