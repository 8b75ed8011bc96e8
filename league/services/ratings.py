"""OpenSkill (Plackett-Luce) ratings per player per game.

A confirmed match between human players is rated once (``rate_match``), in the order the ratings
applied it (``Match.rating_seq``). ``ratings_recompute`` replays every rated match of a game in that
same order from fresh ratings, so it reproduces the stored numbers exactly. Matches with a bot seat
are never rated on the human ladder.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from django.db import transaction
from django.db.models import Max
from openskill.models import PlackettLuce

from games.catalogue import GAMES
from league.models import Match, MatchSeat, Rating, RatingHistory

MODEL = PlackettLuce()
HISTORY_BATCH = 5000


@dataclass(frozen=True)
class Skill:
    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        return self.mu - 3 * self.sigma


def initial_skill() -> Skill:
    fresh = MODEL.rating()
    return Skill(fresh.mu, fresh.sigma)


def rate_table(before: Sequence[Skill], placements: Sequence[int]) -> list[Skill]:
    """New skills for the seats of one table (one-player teams; equal placements are ties)."""
    teams = [[MODEL.rating(mu=skill.mu, sigma=skill.sigma)] for skill in before]
    rated = MODEL.rate(teams, ranks=list(placements))
    return [Skill(team[0].mu, team[0].sigma) for team in rated]


def replay(
    tables: Iterable[tuple[int, Sequence[tuple[int, int]]]],
) -> tuple[dict[int, Skill], dict[int, int], list[tuple[int, int, Skill]]]:
    """Rate ``(match_id, [(player_id, placement), ...])`` tables in order from fresh ratings.

    Returns the final skills, games rated per player and one ``(match_id, player_id, skill)`` per seat.
    """
    skills: dict[int, Skill] = {}
    games: dict[int, int] = defaultdict(int)
    history: list[tuple[int, int, Skill]] = []
    fresh = initial_skill()
    for match_id, seats in tables:
        players = [player for player, _ in seats]
        after = rate_table([skills.get(player, fresh) for player in players], [place for _, place in seats])
        for player, skill in zip(players, after, strict=True):
            skills[player] = skill
            games[player] += 1
            history.append((match_id, player, skill))
    return skills, dict(games), history


def is_rateable(seats: Sequence[Any]) -> bool:
    return len(seats) >= 2 and all(seat.player_id is not None and seat.placement is not None for seat in seats)


def rate_match(match_id: int) -> bool:
    """Apply one confirmed match to the ladder; a second call (or a match with a bot) changes nothing."""
    with transaction.atomic():
        match = Match.objects.select_for_update().filter(pk=match_id).first()
        if match is None or match.status != Match.Status.CONFIRMED or match.rating_seq is not None:
            return False
        seats = list(match.seats.order_by("seat"))
        if not is_rateable(seats):
            return False
        fresh = initial_skill()
        player_ids = sorted(seat.player_id for seat in seats)
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
        before = [Skill(ratings[seat.player_id].mu, ratings[seat.player_id].sigma) for seat in seats]
        after = rate_table(before, [seat.placement for seat in seats])
        for seat, skill in zip(seats, after, strict=True):
            rating = ratings[seat.player_id]
            rating.mu, rating.sigma, rating.ordinal = skill.mu, skill.sigma, skill.ordinal
            rating.matches += 1
            rating.save(update_fields=["mu", "sigma", "ordinal", "matches", "updated_at"])
        RatingHistory.objects.bulk_create(
            RatingHistory(
                player_id=seat.player_id,
                game=match.game,
                match=match,
                seq=seq,
                mu=skill.mu,
                sigma=skill.sigma,
                ordinal=skill.ordinal,
            )
            for seat, skill in zip(seats, after, strict=True)
        )
        match.rating_seq = seq
        match.save(update_fields=["rating_seq"])
    return True


def _tables_in_rating_order(game: str) -> tuple[list[tuple[int, list[tuple[int, int]]]], list[int]]:
    """Rateable confirmed matches of a game: already rated ones by their sequence, then the rest.

    Returns the tables and the ids of the matches that had no sequence yet.
    """
    rows = (
        MatchSeat.objects.filter(match__game=game, match__status=Match.Status.CONFIRMED)
        .order_by("match_id", "seat")
        .values_list("match_id", "player_id", "placement")
    )
    seats_by_match: dict[int, list[tuple[int, int]]] = defaultdict(list)
    skip: set[int] = set()
    for match_id, player_id, placement in rows.iterator(chunk_size=20000):
        if player_id is None or placement is None:
            skip.add(match_id)
        else:
            seats_by_match[match_id].append((player_id, placement))
    order = (
        Match.objects.filter(game=game, status=Match.Status.CONFIRMED)
        .order_by("confirmed_at", "id")
        .values_list("id", "rating_seq")
    )
    tables, unsequenced = [], []
    # Python sorts here because databases disagree on where NULL sequences go.
    rated_first = sorted(order, key=lambda row: (row[1] is None, row[1] or 0))
    for match_id, seq in rated_first:
        seats = seats_by_match.get(match_id, [])
        if match_id in skip or len(seats) < 2:
            continue
        tables.append((match_id, seats))
        if seq is None:
            unsequenced.append(match_id)
    return tables, unsequenced


@transaction.atomic
def ratings_recompute(game: str) -> dict[str, Any]:
    """Rebuild a game's ratings and history from scratch, in rating order (identical numbers)."""
    tables, unsequenced = _tables_in_rating_order(game)
    skills, games, history = replay(tables)
    Match.objects.filter(game=game, rating_seq__isnull=False).exclude(status=Match.Status.CONFIRMED).update(
        rating_seq=None
    )
    top = Match.objects.filter(game=game).aggregate(top=Max("rating_seq"))["top"] or 0
    for offset, match_id in enumerate(unsequenced, start=1):
        Match.objects.filter(pk=match_id).update(rating_seq=top + offset)
    seqs = dict(Match.objects.filter(game=game, rating_seq__isnull=False).values_list("id", "rating_seq"))
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
                matches=games[player],
            )
            for player, skill in skills.items()
        ),
        batch_size=HISTORY_BATCH,
    )
    RatingHistory.objects.bulk_create(
        (
            RatingHistory(
                player_id=player,
                game=game,
                match_id=match_id,
                seq=seqs[match_id],
                mu=skill.mu,
                sigma=skill.sigma,
                ordinal=skill.ordinal,
            )
            for match_id, player, skill in history
        ),
        batch_size=HISTORY_BATCH,
    )
    return {"game": game, "matches": len(tables), "players": len(skills), "history": len(history)}


def ratings_recompute_all(games: Iterable[str] | None = None) -> list[dict[str, Any]]:
    return [ratings_recompute(game) for game in (games or [info.key for info in GAMES])]
