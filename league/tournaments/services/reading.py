"""The event read as the plain data ``league.tournament`` works on (registration keys, finished
tables), and its standings."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from django.db.models import Count, Prefetch, Q, QuerySet

from league.models import (
    Bye,
    Match,
    MatchSeat,
    Rating,
    Registration,
    Round,
    Tournament,
)
from league.tournament import (
    EventHistory,
    compute_standings,
    placement_points,
)
from league.tournament.entrants import late_entry_adjustments
from league.tournament.results import match_records, parse_rounds

WIN, DRAW, LOSS = 3, 1, 0


POD_WIN = placement_points([1])[0]


DONE = (Match.Status.CONFIRMED, Match.Status.VOID)


def tournament_matches(tournament: Tournament) -> QuerySet[Match]:
    return Match.objects.filter(round__tournament=tournament).prefetch_related(
        Prefetch("seats", queryset=MatchSeat.objects.order_by("seat"))
    )


def entrants(tournament: Tournament) -> list[Registration]:
    """Registrations that take part: checked in (late entries are checked in when entered)."""
    return list(tournament.registrations.filter(checked_in=True).select_related("player", "deck").order_by("pk"))


def table_points(tournament: Tournament, match: Match) -> list[float] | None:
    """Each seat's event points from a finished match (void: none for anyone); None while unfinished."""
    seats = list(match.seats.all())
    if match.status == Match.Status.VOID:
        return [0.0] * len(seats)
    if match.status != Match.Status.CONFIRMED:
        return None
    places = [seat.placement or len(seats) for seat in seats]
    if tournament.is_pods:
        return placement_points(places)
    if places.count(1) == len(places):
        return [float(DRAW)] * len(places)
    return [float(WIN if place == 1 else LOSS) for place in places]


@dataclass
class EventData:
    """The event as ``league.tournament`` sees it: names are registration keys."""

    registrations: dict[str, Registration]
    players: list[str]
    rounds: list[list[dict[str, Any]]]

    def name(self, key: str) -> str:
        return self.registrations[key].player.display_name


def event_data(tournament: Tournament, *, through: int | None = None) -> EventData:
    """Players and Swiss-stage results (finished tables only), up to round ``through``."""
    registrations = {r.key: r for r in entrants(tournament)}
    player_of: dict[int | None, str] = {r.player_id: r.key for r in registrations.values()}  # by a seat's player
    rounds_qs = tournament.round_set.filter(stage=Round.Stage.SWISS).order_by("number")
    if through is not None:
        rounds_qs = rounds_qs.filter(number__lte=through)
    rounds: dict[int | None, list[dict[str, Any]]] = {r.pk: [] for r in rounds_qs}  # by a match's round
    bye_points = POD_WIN if tournament.is_pods else WIN
    for match in tournament_matches(tournament).filter(round_id__in=list(rounds)).order_by("table_number"):
        points = table_points(tournament, match)
        if points is not None:
            seats = [player_of[seat.player_id] for seat in match.seats.all()]
            rounds[match.round_id].append({"seats": seats, "points": points})
    for bye in Bye.objects.filter(round_id__in=list(rounds)).select_related("registration"):
        rounds[bye.round_id].append({"seats": [bye.registration.key], "points": [bye_points]})
    return EventData(registrations, list(registrations), list(rounds.values()))


def avoid_labels(registration: Registration) -> list[str]:
    """Team-mates and club-mates never meet: each shared label forbids the pairing."""
    labels = (("team", registration.team), ("club", registration.club))
    return [f"{kind}:{label}" for kind, label in labels if label]


def history_for(tournament: Tournament, data: EventData) -> EventHistory:
    regs = data.registrations.values()
    return EventHistory(
        players=data.players,
        rounds=data.rounds,
        dropped=frozenset(r.key for r in regs if r.is_dropped),
        late_entries={r.key: r.late_round for r in regs if r.late_round},
        missed_round_points=float(tournament.missed_round_points),
        avoid={r.key: avoid_labels(r) for r in regs},
        tiebreakers=tuple(tournament.tiebreakers),
        planned_rounds=tournament.rounds,
    )


def standings(tournament: Tournament, *, through: int | None = None) -> list[dict[str, Any]]:
    """Swiss standings rows (``compute_standings``) with ``registration`` and ``name`` added."""
    data = event_data(tournament, through=through)
    late = {r.key: r.late_round for r in data.registrations.values() if r.late_round}
    rows = compute_standings(
        data.players,
        data.rounds,
        tiebreakers=tuple(tournament.tiebreakers),
        adjustments=late_entry_adjustments(late, len(data.rounds), float(tournament.missed_round_points)),
    )
    records = {} if tournament.is_pods else match_records(parse_rounds(data.players, data.rounds))
    for row in rows:
        registration = data.registrations[row["player"]]
        row["registration"] = registration
        row["name"] = registration.player.display_name
        row["dropped"] = registration.is_dropped
        row["record"] = "-".join(map(str, records.get(row["player"], (0, 0, 0)))) if not tournament.is_pods else ""
    return rows


def with_table_counts(rounds: QuerySet[Round]) -> QuerySet[Round]:
    """The rounds, each with ``tables`` (its matches) and ``unfinished`` (those not yet confirmed or
    void), counted in the one query that reads them."""
    return rounds.annotate(
        tables=Count("matches"),
        unfinished=Count("matches", filter=~Q(matches__status__in=DONE)),
    )


def round_is_complete(round_: Round) -> bool:
    return not round_.matches.exclude(status__in=DONE).exists()


def unfinished_tables(round_: Round) -> list[int]:
    numbers = round_.matches.exclude(status__in=DONE).values_list("table_number", flat=True)
    return sorted(number or 0 for number in numbers)  # a round's tables are all numbered


def ratings_of(tournament: Tournament, registrations: Mapping[str, Registration]) -> dict[str, float]:
    by_player = dict(
        Rating.objects.filter(
            game=tournament.game, player__in=[r.player_id for r in registrations.values()]
        ).values_list("player_id", "ordinal")
    )
    return {key: by_player.get(r.player_id, 0.0) for key, r in registrations.items()}
