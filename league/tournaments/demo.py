"""Demo tournaments: a finished Doomtown Swiss event with a top 4 and a Deadwood pod night in progress.

Run by ``league.demo.load`` after the demo players exist; idempotent (an event already there is kept).
Results are seeded, so the demo is the same every time.
"""

from __future__ import annotations

import random
from datetime import datetime, timedelta

from django.utils import timezone

from league.models import Deck, DeckFormat, Player, Round, StaffRole, Tournament
from league.services.reporting import match_confirm
from league.tournaments.services import (
    EventSettings,
    staff_assign,
    tournament_check_in,
    tournament_create,
    tournament_finish,
    tournament_register,
    tournament_report,
    tournament_result_set,
    tournament_start_round,
)

DOOMTOWN_EVENT = "Gomorra Open (demo)"
DEADWOOD_EVENT = "Deadwood pod night (demo)"


def load() -> list[str]:
    from league.demo import DEMO_PLAYERS

    players = list(Player.objects.filter(user__username__in=[p[0] for p in DEMO_PLAYERS]).order_by("user__username"))
    organiser = next(p for p in players if p.user.username == "alice")
    return [load_doomtown(organiser, players), load_deadwood(organiser, players)]


def demo_deck(player: Player, rng: random.Random) -> Deck | None:
    """A copy of one of the ready-made decks for ``player`` (None until ``load_cards`` has run)."""
    ready = list(Deck.objects.filter(ready_made_key__isnull=False, status=Deck.Status.VALID).order_by("pk"))
    if not ready:
        return None
    source = rng.choice(ready)
    deck, _ = Deck.objects.get_or_create(
        owner=player,
        name=f"{source.name} (tournament copy)",
        defaults={
            "game": source.game,
            "contents": source.contents,
            "format": source.format,
            "status": Deck.Status.VALID,
            "report": source.report,
            "revision": 1,
            "checked_revision": 1,
        },
    )
    return deck if not deck.locked else None


def _enter(tournament: Tournament, players: list[Player], rng: random.Random, *, with_decks: bool) -> None:
    """Everyone registers (with a deck) the day before the event, then checks in."""
    for player in players:
        deck = demo_deck(player, rng) if with_decks else None
        registration = tournament_register(
            tournament=tournament, player=player, deck=deck, now=tournament.starts_at - timedelta(days=1)
        )
        tournament_check_in(tournament=tournament, registration_id=registration.pk, actor=player)


def _play_duels(tournament: Tournament, round_: Round, rng: random.Random, at: datetime) -> None:
    """Each table: a seeded winner reported by the first seat and confirmed by the second."""
    for match in round_.matches.order_by("table_number"):
        first, second = [seat.player for seat in match.seats.order_by("seat") if seat.player is not None]
        first_wins = rng.random() < 0.5
        raws = [{"outcome": "win" if first_wins else "loss"}, {"outcome": "loss" if first_wins else "win"}]
        tournament_report(tournament=tournament, match_id=match.pk, player=first, raws=raws, now=at)
        match_confirm(match_id=match.pk, player=second, now=at + timedelta(minutes=2))


def load_doomtown(organiser: Player, players: list[Player]) -> str:
    if Tournament.objects.filter(name=DOOMTOWN_EVENT).exists():
        return f"tournament {DOOMTOWN_EVENT!r}: already there"
    rng = random.Random(DOOMTOWN_EVENT)
    starts = timezone.now() - timedelta(days=2)
    deck_format = DeckFormat.objects.filter(is_builtin=True).first()
    settings = EventSettings(
        name=DOOMTOWN_EVENT,
        game="doomtown",
        format=Tournament.Format.SWISS_CUT,
        starts_at=starts,
        rounds=3,
        cut_size=4,
        location="The Gem Saloon",
        deck_format_id=deck_format.pk if deck_format else None,
        deck_required=deck_format is not None,
        deck_deadline=starts - timedelta(hours=12) if deck_format else None,
        description="Three rounds of Swiss, then a top 4. Decklists are public now that it is over.",
    )
    tournament = tournament_create(organiser=organiser, settings=settings, seed=1876)
    staff_assign(tournament=tournament, actor=organiser, player=players[1], role=StaffRole.Role.HEAD_JUDGE)
    _enter(tournament, [p for p in players if p != players[1]], rng, with_decks=deck_format is not None)
    at = starts
    while True:
        round_ = tournament_start_round(tournament_id=tournament.pk, actor=organiser, now=at)
        _play_duels(tournament, round_, rng, at + timedelta(minutes=40))
        at += timedelta(hours=1)
        tournament.refresh_from_db()
        if tournament.bracket and _decided(tournament):
            break
    tournament_finish(tournament_id=tournament.pk, actor=organiser)
    return f"tournament {DOOMTOWN_EVENT!r}: created and played to the final"


def _decided(tournament: Tournament) -> bool:
    from league.tournaments.services import bracket_for_page

    view = bracket_for_page(tournament)
    return view is not None and view["champion"] is not None


def load_deadwood(organiser: Player, players: list[Player]) -> str:
    if Tournament.objects.filter(name=DEADWOOD_EVENT).exists():
        return f"tournament {DEADWOOD_EVENT!r}: already there"
    from league.demo import demo_result

    rng = random.Random(DEADWOOD_EVENT)
    starts = timezone.now() - timedelta(hours=1, minutes=20)
    settings = EventSettings(
        name=DEADWOOD_EVENT,
        game="deadwood",
        format=Tournament.Format.SWISS_PODS,
        starts_at=starts,
        rounds=3,
        pod_size=3,
        round_minutes=60,
        break_minutes=10,
        tiebreakers=("sos", "buchholz"),
        location="Bella Union",
        description="Pods of three, placement points; round 2 is being played.",
    )
    tournament = tournament_create(organiser=organiser, settings=settings, seed=1877)
    # Everyone plays, staff included: each table is entered by a staff member not seated at it.
    staff = [organiser, players[1], players[2]]
    for judge in staff[1:]:
        staff_assign(tournament=tournament, actor=organiser, player=judge, role=StaffRole.Role.HEAD_JUDGE)
    _enter(tournament, players, rng, with_decks=False)
    first = tournament_start_round(tournament_id=tournament.pk, actor=organiser, now=starts)
    for match in first.matches.order_by("table_number"):
        raws, details = demo_result("deadwood", rng, match.seats.count())
        seated = {seat.player_id for seat in match.seats.all()}
        judge = next(member for member in staff if member.pk not in seated)
        tournament_result_set(
            tournament=tournament,
            match_id=match.pk,
            staff=judge,
            raws=raws,
            details=details,
            now=starts + timedelta(minutes=55),
        )
    tournament_start_round(tournament_id=tournament.pk, actor=organiser, now=timezone.now() - timedelta(minutes=10))
    return f"tournament {DEADWOOD_EVENT!r}: created, round 2 running"
