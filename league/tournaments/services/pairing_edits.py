"""A judge's hand on the current round: pairings entered by hand, or two players swapped.

Hand pairings may hold what automatic pairing avoids (a rematch, a second bye, team-mates at one
table): the organiser decides, and the round keeps a warning for each (``Round.warnings``), shown
on the console and in the API. What cannot be a round is refused and changes nothing: a player
placed twice, a dropped or unknown player, an active player left out, a table of the wrong size,
a round that already has a result, a cut round (the bracket decides those).
"""

from __future__ import annotations

from collections.abc import Sequence

from django.db import transaction

from games.catalogue import get_game
from league.models import (
    Bye,
    Match,
    MatchSeat,
    Player,
    Registration,
    ResultAudit,
    Round,
    Tournament,
)
from league.services import result_steps as steps
from league.services.errors import ServiceError
from league.tournament.entrants import entrants_from_results
from league.tournament.pairing_checks import hand_pairing_problems, nth, pairing_warnings
from league.tournament.pods import pod_size_options
from league.tournaments.services.access import (
    current_round,
    locked_for_staff,
    registration_for,
)
from league.tournaments.services.reading import entrants, event_data, history_for
from league.tournaments.services.rounds import Pairing, refuse_if_reported, seat_round, with_names


def _opponents_of(tournament: Tournament, player_id: int, before: int) -> set[int]:
    matches = Match.objects.filter(round__tournament=tournament, round__number__lt=before, seats__player_id=player_id)
    seats = MatchSeat.objects.filter(match__in=matches).exclude(player_id=player_id)
    return set(seats.values_list("player_id", flat=True))


def _place_of(round_: Round, registration: Registration) -> MatchSeat | Bye:
    seat = MatchSeat.objects.filter(match__round=round_, player=registration.player).select_related("match").first()
    if seat is not None:
        return seat
    bye = round_.byes.filter(registration=registration).first()
    if bye is None:
        raise ServiceError(f"{registration.player} is not seated in round {round_.number}.")
    return bye


def _move_warnings(tournament: Tournament, round_: Round, moving: Registration, to: MatchSeat | Bye) -> list[str]:
    """What ``moving`` taking ``to``'s place makes unusual: a second bye, a rematch."""
    if isinstance(to, Bye):
        earlier = Bye.objects.filter(round__tournament=tournament, registration=moving).exclude(round=round_).count()
        return [f"{moving.player} has a bye for the {nth(earlier + 1)} time"] if earlier else []
    met = _opponents_of(tournament, moving.player_id, round_.number)
    table = to.match.seats.exclude(pk=to.pk).values_list("player_id", flat=True)
    again = met & set(table)
    return [
        f"table {to.match.table_number}: {moving.player} and {other} meet again"
        for other in Player.objects.filter(pk__in=again)
    ]


def _round_a_judge_edits(tournament_id: int, actor: Player, edit: str) -> tuple[Tournament, Round]:
    """The event (locked) and its current round, once ``actor`` may edit that round's pairings by
    hand: a judge or organiser, the event not finished, the round not part of the cut."""
    tournament = locked_for_staff(tournament_id, actor, judge=True)
    round_ = current_round(tournament)
    if round_.stage == Round.Stage.CUT:
        raise ServiceError(f"The cut follows its bracket: re-pair the round instead of {edit}.")
    return tournament, round_


def pairing_swap(*, tournament_id: int, actor: Player, first_id: int, second_id: int) -> list[str]:
    """A judge swaps two players of the current round (tables without a result; either may hold the
    bye). A rematch or a second bye is allowed, and kept as a warning on the round."""
    with transaction.atomic():
        tournament, round_ = _round_a_judge_edits(tournament_id, actor, "swapping players")
        first, second = registration_for(tournament, first_id), registration_for(tournament, second_id)
        place_a, place_b = _place_of(round_, first), _place_of(round_, second)
        tables = [place.match_id for place in (place_a, place_b) if isinstance(place, MatchSeat)]
        for match in Match.objects.select_for_update().filter(pk__in=tables):
            if match.status != Match.Status.OPEN:
                raise ServiceError(f"Table {match.table_number} already has a result.")
        if isinstance(place_a, MatchSeat) and isinstance(place_b, MatchSeat) and place_a.match_id == place_b.match_id:
            raise ServiceError("Those two players already sit at the same table.")
        if isinstance(place_a, Bye) and isinstance(place_b, Bye):
            raise ServiceError("Both players have the bye.")
        warnings = _move_warnings(tournament, round_, first, place_b)
        warnings += _move_warnings(tournament, round_, second, place_a)
        for place, incoming in ((place_a, second), (place_b, first)):
            if isinstance(place, Bye):
                place.registration = incoming
                place.save(update_fields=["registration"])
                continue
            place.player = incoming.player
            place.deck_name = incoming.deck_name
            place.save(update_fields=["player", "deck_name"])
            steps.audit(
                place.match,
                actor,
                ResultAudit.Action.CREATE,
                None,
                note=f"pairing edited by hand: {incoming.player} seated",
            )
        round_.warnings = [*round_.warnings, f"{first.player} and {second.player} swapped by hand", *warnings]
        round_.save(update_fields=["warnings"])
        return warnings


def table_sizes(tournament: Tournament) -> tuple[int, ...]:
    if not tournament.is_pods:
        return (2,)
    info = get_game(tournament.game)
    return pod_size_options(tournament.pod_size, info.min_players, info.max_players)


def round_set_pairings(
    *, tournament_id: int, actor: Player, tables: Sequence[Sequence[int]], byes: Sequence[int] = ()
) -> Round:
    """Replace the current round's pairings with ``tables`` (registration ids per table, table 1
    first) and ``byes``. Judges and organisers only; refused once any table has a result."""
    with transaction.atomic():
        tournament, current = _round_a_judge_edits(tournament_id, actor, "editing it")
        refuse_if_reported(current)
        registrations = {r.pk: r for r in tournament.registrations.select_related("player")}
        unknown = sorted(({i for table in tables for i in table} | set(byes)) - set(registrations))
        if unknown:
            raise ServiceError(f"Not registered in this event: {', '.join(map(str, unknown))}.")
        key_tables = [[registrations[i].key for i in table] for table in tables]
        key_byes = [registrations[i].key for i in byes]
        active = [r.key for r in entrants(tournament) if not r.is_dropped and _joined(r, current.number)]
        dropped = {r.key for r in registrations.values() if r.is_dropped}
        problems = hand_pairing_problems(
            key_tables, key_byes, active=active, dropped=dropped, sizes=table_sizes(tournament)
        )
        if problems:
            raise ServiceError(
                f"Round {current.number} cannot be paired that way: {'; '.join(with_names(tournament, problems))}."
            )
        data = event_data(tournament, through=current.number - 1)
        history = history_for(tournament, data)
        known = entrants_from_results(history)
        warnings = pairing_warnings(known, key_tables, key_byes, history.forbidden)
        Match.objects.filter(round=current).delete()
        Bye.objects.filter(round=current).delete()
        seat_round(tournament, current, Pairing(key_tables, key_byes), actor)
        current.warnings = with_names(tournament, ["pairings entered by hand", *warnings])
        current.save(update_fields=["warnings"])
        return current


def _joined(registration, number: int) -> bool:
    """A late entrant plays from their entry round on."""
    return not registration.late_round or registration.late_round <= number
