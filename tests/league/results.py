"""Builders for league tests: a Studios seat result, and a two-seat match the winner reports through
the reporting services (so it passes the same checks and signals a real report does)."""

from __future__ import annotations

from datetime import datetime

from league.models import Match, Player, Season, Standing
from league.services.reporting import SeatEntry, match_confirm, match_record


def studios(dollars: int, credits: int = 0, rank: int = 1) -> dict[str, int]:
    return {"dollars": dollars, "credits": credits, "rank": rank}


def reported_win(season: Season, winner: Player, loser: Player, *, dollars: tuple[int, int] = (20, 10)) -> Match:
    """The winner reports a win on dollars (the winner's first); the loser has not confirmed it yet."""
    return match_record(
        season=season,
        reporter=winner,
        entries=[SeatEntry(winner, studios(dollars[0])), SeatEntry(loser, studios(dollars[1]))],
    )


def confirmed_win(season: Season, winner: Player, loser: Player, *, dollars: tuple[int, int] = (20, 10)) -> Match:
    """The same win, confirmed by the loser: it is final (standings and ratings are not refreshed)."""
    match = reported_win(season, winner, loser, dollars=dollars)
    return match_confirm(match_id=match.pk, player=loser)


def standing_row(season: Season, player: Player, position: int, computed_at: datetime, **counts: int) -> Standing:
    """A stored standings row, as a refresh writes one: no points and no games unless ``counts`` say."""
    record = {"points": 0, "games": 0, "played": 0, "wins": 0, "draws": 0, "losses": 0}
    return Standing.objects.create(
        season=season, player=player, position=position, qualified=True, computed_at=computed_at, **{**record, **counts}
    )
