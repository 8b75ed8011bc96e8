"""Finishing an event (final standings with the cut's places) and who sees its decklists."""

from __future__ import annotations

from typing import Any

from django.db import transaction

from league.models import (
    DeckSnapshot,
    Player,
    Registration,
    Round,
    Tournament,
)
from league.services.errors import ServiceError
from league.tournament import (
    BracketError,
    placements,
)
from league.tournament.elimination import is_decided
from league.tournaments.services.access import (
    is_staff,
    last_round,
    locked_for_staff,
    require_staff,
)
from league.tournaments.services.bracket import (
    bracket_of,
    bracket_winners,
)
from league.tournaments.services.reading import (
    entrants,
    round_is_complete,
    standings,
)
from league.tournaments.services.rounds import (
    suggested_rounds,
)


def final_standings(tournament: Tournament) -> list[dict[str, Any]]:
    """Swiss standings, with the cut's finishing places on top once the bracket has a champion."""
    rows = standings(tournament)
    bracket = bracket_of(tournament)
    if bracket is None:
        return rows
    winners = bracket_winners(tournament)
    try:
        places = placements(bracket, winners)
    except BracketError:
        return rows
    by_key = {row["player"]: row for row in rows}
    top = [{**by_key[key], "rank": place, "cut_place": place} for place, key in places]
    seen = {key for _, key in places}
    rest = [row for row in rows if row["player"] not in seen]
    for offset, row in enumerate(rest, start=len(top) + 1):
        row["rank"] = max(offset, row["rank"])
    return top + rest


def _event_decided(tournament: Tournament, last: Round | None) -> bool:
    if last is None or not round_is_complete(last):
        return False
    bracket = bracket_of(tournament)
    if tournament.format == Tournament.Format.SWISS_CUT or tournament.is_elimination:
        return bracket is not None and is_decided(bracket, bracket_winners(tournament))
    if tournament.format == Tournament.Format.ROUND_ROBIN:
        return last.number >= suggested_rounds(tournament, len(entrants(tournament)))
    return tournament.rounds is not None and last.number >= tournament.rounds


def tournament_finish(*, tournament_id: int, actor: Player, early: bool = False) -> Tournament:
    """Close the event: decks are released and decklists shown as ``decklists_finished`` says.

    Refused until every planned round (and the cut) is played, unless ``early`` (the organiser
    ends the event after a complete round).
    """
    with transaction.atomic():
        tournament = locked_for_staff(tournament_id, actor)
        last = last_round(tournament)
        if last is not None and not round_is_complete(last):
            raise ServiceError(f"Round {last.number} is not complete: finish its tables first.")
        if not early and not _event_decided(tournament, last):
            raise ServiceError("The event is not over yet: play the remaining rounds (or end it early).")
        tournament.status = Tournament.Status.FINISHED
        tournament.save(update_fields=["status"])
    from league.decks.services import event_decks_release

    event_decks_release(event=tournament.deck_event, visibility=tournament.decklists_finished)
    return tournament


def decklists_publish(*, tournament: Tournament, actor: Player, visibility: str) -> int:
    """Change who may see the event's decklists now (private, open to entrants, public)."""
    require_staff(tournament, actor)
    if visibility not in DeckSnapshot.Visibility.values:
        raise ServiceError(f"Visibility is one of {', '.join(DeckSnapshot.Visibility.values)}.")
    return DeckSnapshot.objects.filter(event=tournament.deck_event).update(visibility=visibility)


def visible_decklists(tournament: Tournament, viewer: Player | None) -> list[Registration]:
    """Registrations whose decklist ``viewer`` may see: staff all, entrants open ones, everyone public ones."""
    registrations = tournament.registrations.filter(deck__isnull=False).select_related("player", "deck")
    if is_staff(tournament, viewer):
        return list(registrations)
    allowed = [DeckSnapshot.Visibility.PUBLIC]
    if viewer is not None and tournament.registrations.filter(player=viewer).exists():
        allowed.append(DeckSnapshot.Visibility.OPEN)
    return list(registrations.filter(deck__visibility__in=allowed))
