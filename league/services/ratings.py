"""OpenSkill (Plackett-Luce) ratings per player per game.

A confirmed match between human players is rated once (``rate_match``), in the order the ratings
applied it (``Match.rating_seq``). ``ratings_recompute`` replays every rated match of a game in that
same order from fresh ratings, so it reproduces the stored numbers exactly. Matches with a bot seat
are never rated on the human ladder.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from typing import Any

from django.db import transaction
from django.db.models import Max

from games.catalogue import GAMES
from league.models import Match, MatchSeat, Rating, RatingHistory
from league.services.queries import copy_rows, raw_rows
from league.services.rating_maths import Skill, initial_skill, rate_table, replay

HISTORY_BATCH = 5000


def rated_places(seats: Sequence[MatchSeat]) -> list[tuple[int, int]] | None:
    """(player id, placement) of each seat, in seat order, when the table is rateable: two seats or
    more, each with a player (no bot) and a placement; None otherwise."""
    places = [(seat.player_id, seat.placement) for seat in seats]
    rated = [(player, place) for player, place in places if player is not None and place is not None]
    return rated if len(seats) >= 2 and len(rated) == len(seats) else None


def rate_match(match_id: int) -> bool:
    """Apply one confirmed match to the ladder; a second call (or a match with a bot) changes nothing."""
    with transaction.atomic():
        match = Match.objects.select_for_update().filter(pk=match_id).first()
        if match is None or match.status != Match.Status.CONFIRMED or match.rating_seq is not None:
            return False
        places = rated_places(list(match.seats.order_by("seat")))
        if places is None:
            return False
        fresh = initial_skill()
        player_ids = sorted(player_id for player_id, _ in places)
        for player_id in player_ids:
            Rating.objects.get_or_create(
                player_id=player_id,
                game=match.game,
                defaults={"mu": fresh.mu, "sigma": fresh.sigma, "ordinal": fresh.ordinal},
            )
        # Lock in player order so two matches sharing players cannot deadlock.
        ratings = {
            rating.player_id: rating
            for rating in Rating.objects.select_for_update()
            .filter(game=match.game, player_id__in=player_ids)
            .order_by("player_id")
        }
        seq = (Match.objects.filter(game=match.game).aggregate(top=Max("rating_seq"))["top"] or 0) + 1
        before = [Skill(ratings[player_id].mu, ratings[player_id].sigma) for player_id, _ in places]
        after = rate_table(before, [place for _, place in places])
        for (player_id, _), skill in zip(places, after, strict=True):
            rating = ratings[player_id]
            rating.mu, rating.sigma, rating.ordinal = skill.mu, skill.sigma, skill.ordinal
            rating.matches += 1
            rating.save(update_fields=["mu", "sigma", "ordinal", "matches", "updated_at"])
        RatingHistory.objects.bulk_create(
            RatingHistory(
                player_id=player_id,
                game=match.game,
                match=match,
                seq=seq,
                mu=skill.mu,
                sigma=skill.sigma,
                ordinal=skill.ordinal,
            )
            for (player_id, _), skill in zip(places, after, strict=True)
        )
        match.rating_seq = seq
        match.save(update_fields=["rating_seq"])
    return True


def _tables_in_rating_order(game: str) -> tuple[list[tuple[int, list[tuple[int, int]]]], dict[int, int | None]]:
    """Rateable confirmed matches of a game: already rated ones by their sequence, then the rest.

    Returns the tables and each table's current sequence (None where the rating task has not run yet).
    """
    rows = (
        MatchSeat.objects.filter(match__game=game, match__status=Match.Status.CONFIRMED)
        .order_by("match_id", "seat")
        .values_list("match_id", "player_id", "placement")
    )
    seats_by_match: dict[int, list[tuple[int, int]]] = defaultdict(list)
    skip: set[int] = set()
    for match_id, player_id, placement in raw_rows(rows):
        if player_id is None or placement is None:
            skip.add(match_id)
        else:
            seats_by_match[match_id].append((player_id, placement))
    order = (
        Match.objects.filter(game=game, status=Match.Status.CONFIRMED)
        .order_by("confirmed_at", "id")
        .values_list("id", "rating_seq")
    )
    # Python sorts here because databases disagree on where NULL sequences go.
    rated_first = sorted(raw_rows(order), key=lambda row: (row[1] is None, row[1] or 0))
    tables = [
        (match_id, seats_by_match[match_id])
        for match_id, _ in rated_first
        if match_id not in skip and len(seats_by_match.get(match_id, ())) >= 2
    ]
    return tables, dict(rated_first)


def _sequence(game: str, sequences: dict[int, int | None]) -> dict[int, int]:
    """Give matches rated for the first time the next sequence numbers; unrate matches no longer confirmed."""
    Match.objects.filter(game=game, rating_seq__isnull=False).exclude(status=Match.Status.CONFIRMED).update(
        rating_seq=None
    )
    top = max((seq for seq in sequences.values() if seq is not None), default=0)
    unrated = (m for m, seq in sequences.items() if seq is None)
    numbered = {match_id: top + offset for offset, match_id in enumerate(unrated, start=1)}
    fresh = [Match(pk=match_id, rating_seq=seq) for match_id, seq in numbered.items()]
    Match.objects.bulk_update(fresh, ["rating_seq"], batch_size=1000)
    return {**{m: seq for m, seq in sequences.items() if seq is not None}, **numbered}


def _write_history(game: str, rows: Sequence[tuple[int, int, float, float]], seqs: dict[int, int]) -> None:
    columns = ("player_id", "game", "match_id", "seq", "mu", "sigma", "ordinal")
    lines = (
        (player, game, match_id, seqs[match_id], mu, sigma, mu - 3 * sigma) for match_id, player, mu, sigma in rows
    )
    if copy_rows(RatingHistory, columns, lines):
        return
    RatingHistory.objects.bulk_create(
        (RatingHistory(**dict(zip(columns, line, strict=True))) for line in lines), batch_size=HISTORY_BATCH
    )


@transaction.atomic
def ratings_recompute(game: str) -> dict[str, Any]:
    """Rebuild a game's ratings and history from scratch, in rating order (identical numbers)."""
    tables, sequences = _tables_in_rating_order(game)
    result = replay(tables)
    seqs = _sequence(game, {match_id: sequences[match_id] for match_id, _ in tables})
    RatingHistory.objects.filter(game=game).delete()
    Rating.objects.filter(game=game).delete()
    Rating.objects.bulk_create(
        (
            Rating(
                player_id=player,
                game=game,
                mu=skill.mu,
                sigma=skill.sigma,
                ordinal=skill.ordinal,
                matches=result.games[player],
            )
            for player, skill in result.skills.items()
        ),
        batch_size=HISTORY_BATCH,
    )
    _write_history(game, result.history, seqs)
    return {"game": game, "matches": len(tables), "players": len(result.skills), "history": len(result.history)}


def ratings_recompute_all(games: Iterable[str] | None = None) -> list[dict[str, Any]]:
    return [ratings_recompute(game) for game in (games or [info.key for info in GAMES])]
