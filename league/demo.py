"""Demo players, leagues, seasons and matches for the zero-setup service. Every step is idempotent."""

from __future__ import annotations

import random
from datetime import timedelta
from typing import Any

from django.contrib.auth import get_user_model
from django.contrib.auth.models import Permission
from django.utils import timezone

from league.models import League, Player, Season
from league.results import deadwood_final_money
from league.services.ratings import ratings_recompute
from league.services.reporting import SeatEntry, match_confirm, match_dispute, match_record
from league.services.standings import standings_refresh
from league.tournaments import demo as tournament_demo

DEMO_PASSWORD = "deadwood-demo"
DEMO_PLAYERS = (
    ("alice", "Alice Swearengen", True),
    ("bob", "Bob Bullock", False),
    ("calamity", "Calamity Jane", False),
    ("wildbill", "Wild Bill", False),
    ("trixie", "Trixie", False),
    ("sol", "Sol Star", False),
)


def load() -> list[str]:
    User = get_user_model()
    organise = Permission.objects.get(codename="organise_events", content_type__app_label="league")
    created = []
    for username, display_name, organiser in DEMO_PLAYERS:
        user, is_new = User.objects.get_or_create(username=username)
        if is_new:
            user.set_password(DEMO_PASSWORD)
            user.save()
            created.append(username)
        Player.objects.update_or_create(user=user, defaults={"display_name": display_name})
        if organiser:
            user.user_permissions.add(organise)
    lines = [f"players: {len(DEMO_PLAYERS)} ({len(created)} new); password {DEMO_PASSWORD!r}"]
    return lines + [load_league(*spec) for spec in DEMO_LEAGUES] + tournament_demo.load()


# (slug, name, game, seats per match, matches to play)
DEMO_LEAGUES = (
    ("gem-theatre", "Gem Theatre Studios League", "studios", (2, 3, 4), 14),
    ("deadwood-saloon", "Deadwood Saloon League", "deadwood", (2, 3), 12),
    ("gomorra-nights", "Gomorra Nights", "doomtown", (2,), 12),
)


def demo_result(game: str, rng: random.Random, seats: int) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """Plausible raw result fields for one table (seeded, so the demo is the same every time)."""
    if game == "studios":
        return [
            {"dollars": rng.randint(5, 60), "credits": rng.randint(0, 20), "rank": rng.randint(1, 6)}
            for _ in range(seats)
        ], {}
    if game == "deadwood":
        raws = [{"cash": 10 + seat + rng.randint(0, 12) * 2, "posters": rng.randint(0, 5)} for seat in range(seats)]
        money = [deadwood_final_money(raw["cash"], raw["posters"]) for raw in raws]
        tied = [seat for seat, amount in enumerate(money) if amount == max(money)]
        return raws, ({"final_shootout_winner": rng.choice(tied)} if len(tied) > 1 else {})
    winner = rng.randrange(seats)
    return [{"outcome": "win" if seat == winner else "loss"} for seat in range(seats)], {}


def load_league(slug: str, name: str, game: str, sizes: tuple[int, ...], games: int) -> str:
    """A league run by Alice with one open season of confirmed matches, one awaiting Bob, one disputed."""
    players = list(Player.objects.filter(user__username__in=[p[0] for p in DEMO_PLAYERS]).order_by("user__username"))
    league, new = League.objects.get_or_create(slug=slug, defaults={"name": name, "game": game})
    alice = next(p for p in players if p.user.username == "alice")
    bob = next(p for p in players if p.user.username == "bob")
    league.organisers.add(alice)
    league.members.add(*players)
    season, _ = Season.objects.get_or_create(
        league=league, name="Demo season", defaults={"starts_on": timezone.localdate() - timedelta(days=30)}
    )
    if season.matches.exists():
        return f"league {slug}: already has its matches"
    rng = random.Random(slug)
    now = timezone.now()
    for number in range(games):
        seated = rng.sample(players, rng.choice(sizes))
        if number == games - 2 and bob not in seated:
            seated[-1] = bob  # the match that waits for Bob's confirmation
        raws, details = demo_result(game, rng, len(seated))
        reporter = next(p for p in seated if p != bob) if number >= games - 2 else seated[0]
        played_at = now - timedelta(days=games - number, hours=rng.randint(0, 6))
        match = match_record(
            season=season,
            reporter=reporter,
            entries=[SeatEntry(p, raw) for p, raw in zip(seated, raws, strict=True)],
            details=details,
            played_at=played_at,
            now=played_at + timedelta(hours=1),
        )
        others = [p for p in seated if p != reporter]
        if number == games - 1:
            match_dispute(match_id=match.pk, player=others[0], reason="The scores were swapped.")
        elif number < games - 2:
            for other in others:
                match_confirm(match_id=match.pk, player=other, now=played_at + timedelta(hours=2))
    ratings_recompute(game)
    standings_refresh(season_id=season.pk)
    return f"league {slug}: {'created' if new else 'refreshed'} with {games} matches"
