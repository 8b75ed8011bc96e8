"""A match's output is read from the model by one serializer, the same for the API and the exports."""

from __future__ import annotations

import json
from datetime import UTC, datetime

from league.api_common import MatchOutputSerializer, match_summary
from league.models import Match, MatchSeat
from league.services.queries import with_seats

PLAYED = datetime(2026, 3, 1, 20, 30, tzinfo=UTC)


def test_a_reported_league_match_reads_as_plain_data(season, owner, opponent):
    match = Match.objects.create(
        season=season, game="studios", played_at=PLAYED, status=Match.Status.CONFIRMED,
        reported_by=owner.player, reported_at=PLAYED, confirmed_at=PLAYED, details={"days": 4},
    )  # fmt: skip
    MatchSeat.objects.create(match=match, seat=0, player=owner.player, score=31, placement=1, raw={"dollars": 20},
                             confirmed_at=PLAYED)  # fmt: skip
    MatchSeat.objects.create(match=match, seat=1, player=opponent.player, score=12, placement=2, disputed_at=PLAYED)

    data = match_summary(with_seats(Match.objects.filter(pk=match.pk)).get())

    assert json.dumps(data) == json.dumps({
        "id": match.pk, "league": "gem", "season": season.pk, "game": "studios", "status": "confirmed",
        "played_at": "2026-03-01T20:30:00+00:00", "reported_by": str(owner.player),
        "reported_at": "2026-03-01T20:30:00+00:00", "confirmed_at": "2026-03-01T20:30:00+00:00",
        "details": {"days": 4},
        "seats": [
            {"seat": 0, "player_id": owner.player.pk, "player": str(owner.player), "score": 31, "placement": 1,
             "raw": {"dollars": 20}, "confirmed": True, "disputed": False},
            {"seat": 1, "player_id": opponent.player.pk, "player": str(opponent.player), "score": 12, "placement": 2,
             "raw": {}, "confirmed": False, "disputed": True},
        ],
    })  # fmt: skip


def test_a_match_outside_any_season_with_a_bot_has_nulls_where_nothing_is_known(owner):
    match = Match.objects.create(game="deadwood", played_at=PLAYED, status=Match.Status.OPEN)
    MatchSeat.objects.create(match=match, seat=0, player=owner.player)
    MatchSeat.objects.create(match=match, seat=1, bot_kind="heuristic")

    data = MatchOutputSerializer(with_seats(Match.objects.filter(pk=match.pk)).get()).data

    assert (data["league"], data["season"], data["reported_by"], data["reported_at"], data["confirmed_at"]) == (
        None, None, None, None, None,
    )  # fmt: skip
    assert [seat["player"] for seat in data["seats"]] == [str(owner.player), "heuristic (bot)"]
