"""Creating an event, naming its staff, and entering players (deck snapshot and lock, check-in, drops, late entries)."""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from django.db import transaction
from django.utils import timezone

from games.catalogue import get_game
from league.models import (
    Deck,
    DeckSnapshot,
    Player,
    Registration,
    Round,
    StaffRole,
    Tournament,
)
from league.services.errors import NotAllowed, ServiceError
from league.slugs import create_with_slug
from league.tournament import (
    ResultsError,
)
from league.tournament.elimination import CUT_SIZES
from league.tournament.standings import parse_tiebreakers
from league.tournaments.services.access import (
    is_staff,
    last_round,
    locked_tournament,
    refuse_if_finished,
    registration_for,
    require_staff,
)


@dataclass(frozen=True)
class EventSettings:
    """What an organiser chooses when creating an event (forms and the API fill this)."""

    name: str
    game: str
    format: str
    starts_at: datetime
    rounds: int | None = None
    cut_size: int | None = None
    cut_double: bool = False
    third_place: bool = False
    pod_size: int = 4
    round_minutes: int = 50
    break_minutes: int = 10
    missed_round_points: int = 0
    first_round_by_rating: bool = False
    tiebreakers: Sequence[str] = ("sos", "esos")
    deck_format_id: int | None = None
    deck_required: bool = False
    deck_deadline: datetime | None = None
    decklists_running: str = DeckSnapshot.Visibility.PRIVATE
    decklists_finished: str = DeckSnapshot.Visibility.PUBLIC
    location: str = ""
    description: str = ""


def settings_problems(settings: EventSettings) -> dict[str, str]:
    """Field -> message for settings that do not make an event (empty when they do)."""
    problems: dict[str, str] = {}
    try:
        info = get_game(settings.game)
    except KeyError:
        return {"game": f"No game {settings.game!r}."}
    fmt = Tournament.Format
    if settings.format not in fmt.values:
        problems["format"] = f"Choose one of {', '.join(fmt.values)}."
    if settings.format == fmt.SWISS_PODS:
        if info.max_players < 3:
            problems["format"] = f"{info.name} is a two-player game: it has no pods."
        elif not 3 <= settings.pod_size <= info.max_players:
            problems["pod_size"] = f"A pod of {info.name} seats 3-{info.max_players} players."
    if settings.format == fmt.SWISS_CUT:
        if settings.cut_size not in CUT_SIZES:
            problems["cut_size"] = f"A top cut is {CUT_SIZES[0]}-{CUT_SIZES[-1]} players."
        elif settings.third_place and (settings.cut_double or settings.cut_size < 4):
            problems["third_place"] = "Third place is played in a single-elimination cut of 4 or more."
    else:
        if settings.cut_size:
            problems["cut_size"] = "Only a Swiss event with a top cut has a cut."
        if settings.cut_double:
            problems["cut_double"] = "Only a Swiss event with a top cut has a cut (or choose double elimination)."
        if settings.third_place and settings.format != fmt.SINGLE_ELIM:
            problems["third_place"] = "Third place is played in single elimination."
    if settings.rounds is not None and settings.rounds < 1:
        problems["rounds"] = "At least one round."
    if settings.round_minutes < 5:
        problems["round_minutes"] = "A round lasts at least 5 minutes."
    try:
        parse_tiebreakers(settings.tiebreakers)
    except ResultsError as error:
        problems["tiebreakers"] = str(error)
    for stage in ("decklists_running", "decklists_finished"):
        if getattr(settings, stage) not in DeckSnapshot.Visibility.values:
            problems[stage] = f"Decklist visibility is one of {', '.join(DeckSnapshot.Visibility.values)}."
    if (settings.deck_required or settings.deck_format_id) and not info.uses_decks:
        problems["deck_required"] = f"{info.name} is not played with registered decks."
    return problems


def tournament_create(*, organiser: Player, settings: EventSettings, seed: int | None = None) -> Tournament:
    """A new event open for registration, its slug made from its name (numbered when taken, even by
    an event created at the same instant). The caller checks that the user may organise events."""
    problems = settings_problems(settings)
    if problems:
        raise ServiceError("The event settings do not work: " + " ".join(problems.values()), problems)
    values = {name: getattr(settings, name) for name in EventSettings.__dataclass_fields__}
    values["tiebreakers"] = list(parse_tiebreakers(settings.tiebreakers))
    values["seed"] = seed if seed is not None else secrets.randbelow(1 << 31)
    return create_with_slug(
        Tournament,
        settings.name,
        "event",
        lambda slug: Tournament.objects.create(organiser=organiser, slug=slug, **values),
    )


@transaction.atomic
def staff_assign(*, tournament: Tournament, actor: Player, player: Player, role: str | None) -> None:
    """The organiser names a head judge or scorekeeper (``role`` None removes them)."""
    if tournament.organiser_id != actor.pk:
        raise NotAllowed("Only the organiser names the staff.")
    if role is None:
        StaffRole.objects.filter(tournament=tournament, player=player).delete()
        return
    if role not in StaffRole.Role.values:
        raise ServiceError(f"A staff role is one of {', '.join(StaffRole.Role.values)}.")
    StaffRole.objects.update_or_create(tournament=tournament, player=player, defaults={"role": role})


def _check_deck(tournament: Tournament, player: Player, deck: Deck | None, now: datetime) -> None:
    if deck is None:
        if tournament.deck_required:
            raise ServiceError("This event needs a deck: choose one of your valid decks.", {"deck": "Required."})
        return
    if tournament.deck_deadline is not None and now > tournament.deck_deadline:
        when = timezone.localtime(tournament.deck_deadline).strftime("%d %b %H:%M")
        raise ServiceError(f"The decklist deadline passed at {when}.", {"deck": "Past the deadline."})
    if deck.owner_id != player.pk:
        raise NotAllowed("Enter a deck of your own.")
    if deck.game != tournament.game:
        raise ServiceError(f"{deck} is not a {get_game(tournament.game).name} deck.", {"deck": "Wrong game."})
    if tournament.deck_format_id and deck.format_id != tournament.deck_format_id:
        raise ServiceError(
            f"This event plays {tournament.deck_format}: {deck} is built for {deck.format}.", {"deck": "Wrong format."}
        )
    if deck.status != Deck.Status.VALID or not deck.is_checked:
        raise ServiceError(
            f"{deck} is not a checked, valid deck ({deck.get_status_display().lower()}).", {"deck": "Not valid."}
        )


def _lock_deck(tournament: Tournament, deck: Deck | None) -> DeckSnapshot | None:
    if deck is None:
        return None
    from league.decks.services import DeckError, deck_lock_for_event

    try:
        entered = deck_lock_for_event(deck=deck, event=tournament.deck_event)
    except DeckError as error:
        raise ServiceError(error.message, {"deck": error.message}) from error
    if tournament.status == Tournament.Status.RUNNING:
        entered.visibility = tournament.decklists_running
        entered.save(update_fields=["visibility"])
    return entered


def _late_entry_round(tournament: Tournament) -> int | None:
    """The round a player registering now joins at: None before round one; refuses when too late."""
    if tournament.status == Tournament.Status.REGISTRATION:
        return None
    if tournament.bracket is not None or tournament.round_set.filter(stage=Round.Stage.CUT).exists():
        raise ServiceError("The cut is made: no more late entries.")
    if not tournament.has_swiss:
        raise ServiceError(f"A {tournament.get_format_display().lower()} event takes no late entries.")
    last = last_round(tournament)
    number = (last.number if last else 0) + 1
    if tournament.rounds is not None and number > tournament.rounds:
        raise ServiceError("Every Swiss round has been paired: no more late entries.")
    return number


def tournament_register(
    *,
    tournament: Tournament,
    player: Player,
    deck: Deck | None = None,
    team: str = "",
    club: str = "",
    actor: Player | None = None,
    now: datetime | None = None,
) -> Registration:
    """Enter ``player`` (by themselves, or by staff as ``actor``), locking a snapshot of their deck.

    After round one has started this is a late entry (staff only), joining at the next round.
    """
    now = now or timezone.now()
    actor = actor or player
    with transaction.atomic():
        tournament = locked_tournament(tournament.pk)
        refuse_if_finished(tournament)
        if actor != player:
            require_staff(tournament, actor)
        late_round = _late_entry_round(tournament)
        if late_round is not None and not is_staff(tournament, actor):
            raise NotAllowed("The event has started: ask the staff for a late entry.")
        if tournament.registrations.filter(player=player).exists():
            raise ServiceError(f"{player} is already registered.")
        _check_deck(tournament, player, deck, now)
        entered = _lock_deck(tournament, deck)
        return Registration.objects.create(
            tournament=tournament,
            player=player,
            deck=entered,
            team=team.strip()[:60],
            club=club.strip()[:60],
            late_round=late_round,
            checked_in=late_round is not None,
        )


@transaction.atomic
def tournament_check_in(*, tournament: Tournament, registration_id: int, actor: Player, present: bool = True) -> None:
    """A player checks in before round one (or staff check them in or out). Once the event runs,
    staff may still check in a registered player who arrives late: a late entry at the next round."""
    tournament = locked_tournament(tournament.pk)
    refuse_if_finished(tournament)
    registration = registration_for(tournament, registration_id)
    if registration.player_id != actor.pk:
        require_staff(tournament, actor)
    if tournament.status == Tournament.Status.REGISTRATION:
        registration.checked_in = present
        registration.save(update_fields=["checked_in"])
        return
    if not is_staff(tournament, actor):
        raise NotAllowed("Check-in closed when round one started: ask the staff for a late entry.")
    if registration.checked_in or not present:
        raise ServiceError(f"{registration.player} is already in the event: drop them instead.")
    registration.late_round = _late_entry_round(tournament)
    registration.checked_in = True
    registration.save(update_fields=["checked_in", "late_round"])


@transaction.atomic
def tournament_drop(*, tournament: Tournament, registration_id: int, actor: Player) -> Registration:
    """A player leaves the event (themselves, or by staff): they are not paired again."""
    tournament = locked_tournament(tournament.pk)
    refuse_if_finished(tournament)
    registration = registration_for(tournament, registration_id)
    if registration.player_id != actor.pk:
        require_staff(tournament, actor)
    if registration.is_dropped:
        raise ServiceError(f"{registration.player} has already dropped.")
    last = last_round(tournament)
    registration.dropped_after = last.number if last else 0
    registration.save(update_fields=["dropped_after"])
    return registration
