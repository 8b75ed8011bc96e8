"""Who may run an event, and the row lock every write that depends on the event's state takes first."""

from __future__ import annotations

from league.models import (
    Player,
    Registration,
    Round,
    StaffRole,
    Tournament,
)
from league.permissions import is_moderator
from league.services.errors import NotAllowed, ServiceError


def staff_role(tournament: Tournament, player: Player | None) -> str | None:
    """ "organiser", a ``StaffRole.Role`` value, or None for everyone else."""
    if player is None:
        return None
    if tournament.organiser_id == player.pk:
        return "organiser"
    role = tournament.staff.filter(player=player).values_list("role", flat=True).first()
    # Site moderators may step into any event with a head judge's powers.
    return role or (StaffRole.Role.HEAD_JUDGE if is_moderator(player.user) else None)


def is_staff(tournament: Tournament, player: Player | None) -> bool:
    return staff_role(tournament, player) is not None


def require_staff(tournament: Tournament, player: Player, *, judge: bool = False) -> None:
    role = staff_role(tournament, player)
    if role is None:
        raise NotAllowed("Only the organiser and staff of this event may do that.")
    if judge and role == StaffRole.Role.SCOREKEEPER:
        raise NotAllowed("Only the organiser or the head judge may edit pairings.")


def locked_tournament(tournament_id: int) -> Tournament:
    try:
        return Tournament.objects.select_for_update().get(pk=tournament_id)
    except Tournament.DoesNotExist:
        raise ServiceError(f"There is no tournament {tournament_id}.") from None


def refuse_if_finished(tournament: Tournament) -> None:
    if tournament.status == Tournament.Status.FINISHED:
        raise ServiceError(f"{tournament} is finished.")


def locked_for_staff(tournament_id: int, actor: Player, *, judge: bool = False) -> Tournament:
    """The event, row-locked, for a change its staff make: refused to anyone else (with ``judge``, to
    scorekeepers too) and once the event is finished."""
    tournament = locked_tournament(tournament_id)
    require_staff(tournament, actor, judge=judge)
    refuse_if_finished(tournament)
    return tournament


def last_round(tournament: Tournament) -> Round | None:
    return tournament.round_set.order_by("-number").first()


def current_round(tournament: Tournament) -> Round:
    last = last_round(tournament)
    if last is None:
        raise ServiceError("No round has been paired yet.")
    return last


def registration_for(tournament: Tournament, registration_id: int) -> Registration:
    registration = tournament.registrations.select_related("player").filter(pk=registration_id).first()
    if registration is None:
        raise ServiceError(f"There is no registration {registration_id} in {tournament}.")
    return registration


def registration_of(tournament: Tournament, player: Player | None) -> Registration | None:
    if player is None:
        return None
    return tournament.registrations.filter(player=player).select_related("deck").first()
