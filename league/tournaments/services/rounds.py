"""Pairing and starting rounds (Swiss, pods, round robin, the cut), re-pairing one, and the day's schedule.

Takes the tournament lock: of two simultaneous "start round" clicks one pairs, the other waits and is
refused because the round it would pair is already paired and unfinished.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from django.db import transaction
from django.db.models import Prefetch
from django.utils import timezone

from games.catalogue import get_game
from league.models import (
    Bye,
    DeckSnapshot,
    Match,
    MatchSeat,
    Player,
    ResultAudit,
    Round,
    Tournament,
)
from league.services import result_steps as steps
from league.services.errors import ServiceError
from league.tournament import (
    BracketError,
    NoLegalPairing,
    ResultsError,
    double_elimination,
    pod_size_options,
    ready_matches,
    round_robin_schedule,
    seat_next_round,
    single_elimination,
    suggested_pod_rounds,
    suggested_swiss_rounds,
)
from league.tournament.elimination import is_decided, match_waves
from league.tournament.swiss import pair_next_round
from league.tournaments.services.access import (
    current_round,
    last_round,
    locked_for_staff,
)
from league.tournaments.services.bracket import (
    bracket_of,
    bracket_winners,
    make_bracket,
)
from league.tournaments.services.reading import (
    EventData,
    entrants,
    event_data,
    history_for,
    ratings_of,
    round_is_complete,
    unfinished_tables,
)

REGISTRATION_KEY = re.compile(r"\br\d+\b")


@dataclass(frozen=True)
class Pairing:
    """Tables (registration keys per seat, table 1 first), byes, and cut tables' bracket ids."""

    tables: list[list[str]]
    byes: list[str]
    bracket_ids: list[str] | None = None
    warnings: Sequence[str] = ()


def suggested_rounds(tournament: Tournament, players: int) -> int:
    """Swiss (or pod) rounds for ``players``; the round robin's rounds; the bracket's waves."""
    if tournament.is_pods:
        return suggested_pod_rounds(players, tournament.pod_size)
    if tournament.format == Tournament.Format.ROUND_ROBIN:
        return max(players - 1 + players % 2, 1)
    if tournament.is_elimination:
        if players < 2:
            return 1
        bracket = (double_elimination if tournament.format == Tournament.Format.DOUBLE_ELIM else single_elimination)(
            [str(i) for i in range(players)]
        )
        return max(match_waves(bracket).values())
    return suggested_swiss_rounds(players)


def _swiss_pairing(tournament: Tournament, data: EventData, seed: int) -> Pairing:
    history = history_for(tournament, data)
    if tournament.is_pods:
        info = get_game(tournament.game)
        allowed = pod_size_options(tournament.pod_size, info.min_players, info.max_players)
        pods = seat_next_round(history, seed=seed, preferred=tournament.pod_size, allowed=allowed)
        return Pairing(pods.pods, pods.byes, warnings=pods.warnings)
    ratings = ratings_of(tournament, data.registrations) if tournament.first_round_by_rating else None
    swiss = pair_next_round(history, seed=seed, ratings=ratings)
    return Pairing([list(table) for table in swiss.tables], [swiss.bye] if swiss.bye else [], warnings=swiss.warnings)


def _round_robin_pairing(tournament: Tournament, data: EventData, number: int) -> Pairing:
    first = tournament.round_set.filter(number=1).first()
    if first is None:
        circle = [k for k, r in data.registrations.items() if not r.is_dropped]
    else:
        seated = {seat.player_id for m in first.matches.all() for seat in m.seats.all()}
        seated |= {b.registration.player_id for b in first.byes.select_related("registration")}
        circle = [k for k, r in data.registrations.items() if r.player_id in seated]
    schedule = round_robin_schedule(circle)
    if number > len(schedule):
        raise ServiceError(f"The round robin is complete after {len(schedule)} rounds.")
    scheduled = schedule[number - 1]
    dropped = {k for k, r in data.registrations.items() if r.is_dropped}
    tables, byes = [], [scheduled.bye] if scheduled.bye and scheduled.bye not in dropped else []
    for a, b in scheduled.tables:
        present = [p for p in (a, b) if p not in dropped]
        if len(present) == 2:
            tables.append([a, b])
        else:
            byes += present  # the opponent of a dropped player has the round off with a win
    return Pairing(tables, byes)


def _cut_pairing(tournament: Tournament, data: EventData) -> Pairing:
    if tournament.bracket is None:
        make_bracket(tournament, data)
    bracket = bracket_of(tournament)
    assert bracket is not None
    ready = ready_matches(bracket, bracket_winners(tournament))
    if not ready:
        raise ServiceError("The bracket is decided: finish the event.")
    return Pairing([[a, b] for _, a, b in ready], [], [match_id for match_id, _, _ in ready])


def _next_stage(tournament: Tournament, last: Round | None) -> str:
    """Swiss or cut for the next round, or a refusal when the event has no more rounds to pair."""
    if tournament.is_elimination:
        return Round.Stage.CUT
    played = last.number if last else 0
    if tournament.rounds is None or played < tournament.rounds:
        return Round.Stage.SWISS
    if tournament.format == Tournament.Format.SWISS_CUT:
        return Round.Stage.CUT
    raise ServiceError(f"All {tournament.rounds} rounds have been played: finish the event.")


def next_round_number(tournament: Tournament, last: Round | None) -> int | None:
    """The number of the round the console may pair next, or None once the planned rounds (and
    the cut) are played or the event is finished."""
    if tournament.status == Tournament.Status.FINISHED:
        return None
    try:
        stage = _next_stage(tournament, last)
    except ServiceError:
        return None
    if stage == Round.Stage.CUT and last is not None and last.stage == Round.Stage.CUT:
        bracket = bracket_of(tournament)
        if bracket is not None and is_decided(bracket, bracket_winners(tournament)):
            return None
    played = last.number if last else 0
    round_robin = tournament.format == Tournament.Format.ROUND_ROBIN
    if round_robin and played and played >= suggested_rounds(tournament, len(entrants(tournament))):
        return None
    return played + 1


def _pair(tournament: Tournament, stage: str, number: int, seed: int) -> Pairing:
    data = event_data(tournament)
    try:
        if stage == Round.Stage.CUT:
            return _cut_pairing(tournament, data)
        if tournament.format == Tournament.Format.ROUND_ROBIN:
            return _round_robin_pairing(tournament, data, number)
        return _swiss_pairing(tournament, data, seed)
    except (NoLegalPairing, BracketError, ResultsError) as error:
        raise ServiceError(f"Round {number} cannot be paired: {error}") from error


def _open_event(tournament: Tournament) -> None:
    """Round one: close check-in, fix the number of rounds, show decklists as the running stage says."""
    players = sum(1 for registration in entrants(tournament) if not registration.is_dropped)
    minimum = 3 if tournament.is_pods else 2
    if tournament.format == Tournament.Format.SWISS_CUT:
        minimum = max(minimum, tournament.cut_size or 0)
    if players < minimum:
        raise ServiceError(f"{players} players are checked in; this event needs at least {minimum}.")
    tournament.status = Tournament.Status.RUNNING
    if tournament.rounds is None and not tournament.is_elimination:
        tournament.rounds = suggested_rounds(tournament, players)
    tournament.save(update_fields=["status", "rounds"])
    DeckSnapshot.objects.filter(event=tournament.deck_event).update(visibility=tournament.decklists_running)


def seat_round(tournament: Tournament, round_: Round, pairing: Pairing, actor: Player) -> None:
    registrations = {r.key: r for r in tournament.registrations.select_related("player", "deck")}
    for number, table in enumerate(pairing.tables, start=1):
        match = Match.objects.create(
            game=tournament.game, played_at=round_.started_at, round=round_, table_number=number
        )
        MatchSeat.objects.bulk_create(
            MatchSeat(
                match=match,
                seat=index,
                player=registrations[key].player,
                deck_name=registrations[key].deck_name,
            )
            for index, key in enumerate(table)
        )
        steps.audit(match, actor, ResultAudit.Action.CREATE, None, note=f"{round_}, table {number}")
    Bye.objects.bulk_create(Bye(round=round_, registration=registrations[key]) for key in pairing.byes)


def tournament_start_round(*, tournament_id: int, actor: Player, now: datetime | None = None) -> Round:
    """Pair and start the next round. Refused while the previous round has unfinished tables.

    Takes the tournament lock: of two simultaneous calls one pairs, the other is refused.
    """
    now = now or timezone.now()
    with transaction.atomic():
        tournament = locked_for_staff(tournament_id, actor)
        last = last_round(tournament)
        if last is not None and not round_is_complete(last):
            tables = ", ".join(map(str, unfinished_tables(last)))
            raise ServiceError(f"Round {last.number} is not complete: table {tables} has no confirmed result yet.")
        if last is None:
            _open_event(tournament)
        number = (last.number if last else 0) + 1
        return _start(tournament, number, _next_stage(tournament, last), tournament.seed + number, actor, now)


def _start(tournament: Tournament, number: int, stage: str, seed: int, actor: Player, now: datetime) -> Round:
    pairing = _pair(tournament, stage, number, seed)
    round_ = Round.objects.create(
        tournament=tournament,
        number=number,
        stage=stage,
        pairing_seed=seed,
        started_at=now,
        ends_at=now + timedelta(minutes=tournament.round_minutes),
        bracket_tables={str(i): b for i, b in enumerate(pairing.bracket_ids or [], start=1)},
        warnings=with_names(tournament, pairing.warnings),
    )
    seat_round(tournament, round_, pairing, actor)
    return round_


def with_names(tournament: Tournament, warnings: Sequence[str]) -> list[str]:
    """Pairing names players by registration key; the console shows their names."""
    if not warnings:
        return []
    names = {r.key: r.player.display_name for r in tournament.registrations.select_related("player")}
    return [REGISTRATION_KEY.sub(lambda m: names.get(m.group(0), m.group(0)), warning) for warning in warnings]


def refuse_if_reported(round_: Round) -> None:
    """Refuse when a table of the round has a result. Locks the round's matches, so a report
    arriving meanwhile waits, then finds its match gone or moved."""
    list(round_.matches.select_for_update().values_list("pk", flat=True))
    reported = round_.matches.exclude(status=Match.Status.OPEN).values_list("table_number", flat=True)
    if reported:
        tables = ", ".join(map(str, sorted(number or 0 for number in reported)))  # every table has a number
        raise ServiceError(f"Round {round_.number} already has results (table {tables}): edit tables by hand instead.")


def round_repair(*, tournament_id: int, actor: Player, now: datetime | None = None) -> Round:
    """Throw away the current round's pairings (no result entered yet) and pair it again, e.g. after
    drops or late check-ins. A different pairing seed gives round one a new random order."""
    now = now or timezone.now()
    with transaction.atomic():
        tournament = locked_for_staff(tournament_id, actor, judge=True)
        current = current_round(tournament)
        refuse_if_reported(current)
        number, stage, seed = current.number, current.stage, current.pairing_seed + 1
        if stage == Round.Stage.CUT and not tournament.round_set.filter(stage=Round.Stage.CUT, number__lt=number):
            tournament.bracket = None  # the first cut round is re-seeded from the standings too
        current.delete()
        return _start(tournament, number, stage, seed, actor, now)


def schedule(tournament: Tournament) -> list[dict[str, Any]]:
    """Every round, played or planned, with its (planned) start: the one place for the day's timetable."""
    played = list(tournament.round_set.order_by("number"))
    players = len(entrants(tournament)) or tournament.registrations.count()
    swiss = tournament.rounds or (suggested_rounds(tournament, players) if players >= 2 else 0)
    planned: list[tuple[int, str]] = []
    if tournament.is_elimination:
        planned = [(n, Round.Stage.CUT) for n in range(1, swiss + 1)]
    else:
        planned = [(n, Round.Stage.SWISS) for n in range(1, swiss + 1)]
        if tournament.format == Tournament.Format.SWISS_CUT and tournament.cut_size:
            cut = (double_elimination if tournament.cut_double else single_elimination)(
                [str(seed) for seed in range(tournament.cut_size)]
            )
            cut_rounds = max(match_waves(cut).values())
            planned += [(swiss + k, Round.Stage.CUT) for k in range(1, cut_rounds + 1)]
    length, pause = timedelta(minutes=tournament.round_minutes), timedelta(minutes=tournament.break_minutes)
    by_number = {r.number: r for r in played}
    rows, start = [], tournament.starts_at
    for number, stage in planned + [(r.number, r.stage) for r in played if r.number > len(planned)]:
        round_ = by_number.get(number)
        if round_ is None:
            rows.append({"number": number, "stage": stage, "starts_at": start, "round": None})
            start += length + pause
        else:
            rows.append({"number": number, "stage": round_.stage, "starts_at": round_.started_at, "round": round_})
            start = round_.ends_at + pause
    return rows


@dataclass(frozen=True)
class ByeSeat:
    """A bye read as a table's seat is (``MatchSeat``): the player alone, placed first, nothing to confirm."""

    player: Player
    deck_name: str = ""
    placement: int = 1
    score: int | None = None
    is_confirmed: bool = True

    @property
    def player_id(self) -> int:
        return self.player.pk

    @property
    def label(self) -> str:
        return self.player.display_name


def pairings(round_: Round) -> list[dict[str, Any]]:
    """A round's tables then its byes, for pages and the API, each row with its ``table`` number,
    ``match``, ``status``, cut ``bracket`` match and ``seats``; a bye has no table, match or bracket
    match, its status is "bye", its ``bye`` is the player and its one seat a ``ByeSeat``."""
    rows = []
    for match in (
        round_.matches.order_by("table_number")
        .select_related("reported_by")
        .prefetch_related(Prefetch("seats", queryset=MatchSeat.objects.select_related("player").order_by("seat")))
    ):
        rows.append(
            {
                "table": match.table_number,
                "match": match,
                "status": match.status,
                "seats": list(match.seats.all()),
                "bracket": round_.bracket_tables.get(str(match.table_number)),
            }
        )
    byes = [bye.registration.player for bye in round_.byes.select_related("registration__player")]
    return rows + [
        {"table": None, "match": None, "status": "bye", "bracket": None, "seats": [ByeSeat(player)], "bye": player}
        for player in byes
    ]
