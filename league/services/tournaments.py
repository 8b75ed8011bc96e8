"""The tournament workflow: create, register (deck snapshot and lock), check in, pair rounds, results,
hand edits, drops, late entries, the cut, finishing and publishing decklists.

Pairing and standings are the pure functions of ``league.tournament``; this module turns rows into
their plain data and their answers back into rows. Every write that depends on the state of the
event locks the tournament row first (``select_for_update``) inside one transaction, so two clicks
on "start round" pair once: the second waits, then finds the round already paired and unfinished.
Results go through the league's reporting workflow (``league.services.reporting``): a player
reports, the opponent confirms, every change is audited. Refusals raise ``ServiceError`` (or
``NotAllowed``) and change nothing.
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from django.db import transaction
from django.db.models import Prefetch, QuerySet
from django.utils import timezone

from games.catalogue import get_game
from games.engines.rng import Rng
from league.models import (
    Bye,
    Deck,
    DeckSnapshot,
    Match,
    MatchSeat,
    Player,
    Rating,
    Registration,
    ResultAudit,
    Round,
    StaffRole,
    Tournament,
)
from league.permissions import is_moderator
from league.services import result_steps as steps
from league.services.errors import NotAllowed, ServiceError
from league.services.reporting import match_report
from league.tournament import (
    BracketError,
    EventHistory,
    NoLegalPairing,
    ResultsError,
    bracket_view,
    compute_standings,
    double_elimination,
    placement_points,
    placements,
    pod_size_options,
    ready_matches,
    round_robin_schedule,
    seat_next_round,
    single_elimination,
    suggested_pod_rounds,
    suggested_swiss_rounds,
    top_cut,
)
from league.tournament.elimination import CUT_SIZES, Bracket, is_decided, match_waves
from league.tournament.entrants import late_entry_adjustments
from league.tournament.pairing_checks import nth
from league.tournament.results import match_records, parse_rounds
from league.tournament.standings import parse_tiebreakers
from league.tournament.swiss import pair_next_round

WIN, DRAW, LOSS = 3, 1, 0
POD_WIN = placement_points([1])[0]
DONE = (Match.Status.CONFIRMED, Match.Status.VOID)
REGISTRATION_KEY = re.compile(r"\br\d+\b")

# ---------------------------------------------------------------- who may do what


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


def _require_staff(tournament: Tournament, player: Player, *, judge: bool = False) -> None:
    role = staff_role(tournament, player)
    if role is None:
        raise NotAllowed("Only the organiser and staff of this event may do that.")
    if judge and role == StaffRole.Role.SCOREKEEPER:
        raise NotAllowed("Only the organiser or the head judge may edit pairings.")


def _locked(tournament_id: int) -> Tournament:
    try:
        return Tournament.objects.select_for_update().get(pk=tournament_id)
    except Tournament.DoesNotExist:
        raise ServiceError(f"There is no tournament {tournament_id}.") from None


def _not_finished(tournament: Tournament) -> None:
    if tournament.status == Tournament.Status.FINISHED:
        raise ServiceError(f"{tournament} is finished.")


# ---------------------------------------------------------------- creating an event


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
    """A new event open for registration. The caller checks that the user may organise events."""
    problems = settings_problems(settings)
    if problems:
        raise ServiceError("The event settings do not work: " + " ".join(problems.values()), problems)
    values = {name: getattr(settings, name) for name in EventSettings.__dataclass_fields__}
    values["tiebreakers"] = list(parse_tiebreakers(settings.tiebreakers))
    return Tournament.objects.create(
        organiser=organiser,
        seed=seed if seed is not None else secrets.randbelow(1 << 31),
        **values,
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


# ---------------------------------------------------------------- registration


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


def _last_round(tournament: Tournament) -> Round | None:
    return tournament.round_set.order_by("-number").first()


def _late_entry_round(tournament: Tournament) -> int | None:
    """The round a player registering now joins at: None before round one; refuses when too late."""
    if tournament.status == Tournament.Status.REGISTRATION:
        return None
    if tournament.bracket is not None or tournament.round_set.filter(stage=Round.Stage.CUT).exists():
        raise ServiceError("The cut is made: no more late entries.")
    if not tournament.has_swiss:
        raise ServiceError(f"A {tournament.get_format_display().lower()} event takes no late entries.")
    last = _last_round(tournament)
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
        tournament = _locked(tournament.pk)
        _not_finished(tournament)
        if actor != player:
            _require_staff(tournament, actor)
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


def _registration_for(tournament: Tournament, registration_id: int) -> Registration:
    registration = tournament.registrations.select_related("player").filter(pk=registration_id).first()
    if registration is None:
        raise ServiceError(f"There is no registration {registration_id} in {tournament}.")
    return registration


@transaction.atomic
def tournament_check_in(*, tournament: Tournament, registration_id: int, actor: Player, present: bool = True) -> None:
    """A player checks in before round one (or staff check them in or out). Once the event runs,
    staff may still check in a registered player who arrives late: a late entry at the next round."""
    tournament = _locked(tournament.pk)
    _not_finished(tournament)
    registration = _registration_for(tournament, registration_id)
    if registration.player_id != actor.pk:
        _require_staff(tournament, actor)
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
    tournament = _locked(tournament.pk)
    _not_finished(tournament)
    registration = _registration_for(tournament, registration_id)
    if registration.player_id != actor.pk:
        _require_staff(tournament, actor)
    if registration.is_dropped:
        raise ServiceError(f"{registration.player} has already dropped.")
    last = _last_round(tournament)
    registration.dropped_after = last.number if last else 0
    registration.save(update_fields=["dropped_after"])
    return registration


# ---------------------------------------------------------------- reading the event as plain data


def tournament_matches(tournament: Tournament) -> QuerySet[Match]:
    return Match.objects.filter(round__tournament=tournament).prefetch_related(
        Prefetch("seats", queryset=MatchSeat.objects.order_by("seat"))
    )


def entrants(tournament: Tournament) -> list[Registration]:
    """Registrations that take part: checked in (late entries are checked in when entered)."""
    return list(tournament.registrations.filter(checked_in=True).select_related("player", "deck").order_by("pk"))


def table_points(tournament: Tournament, match: Match) -> list[float] | None:
    """Each seat's event points from a finished match (void: none for anyone); None while unfinished."""
    seats = list(match.seats.all())
    if match.status == Match.Status.VOID:
        return [0.0] * len(seats)
    if match.status != Match.Status.CONFIRMED:
        return None
    places = [seat.placement or len(seats) for seat in seats]
    if tournament.is_pods:
        return placement_points(places)
    if places.count(1) == len(places):
        return [float(DRAW)] * len(places)
    return [float(WIN if place == 1 else LOSS) for place in places]


@dataclass
class EventData:
    """The event as ``league.tournament`` sees it: names are registration keys."""

    registrations: dict[str, Registration]
    players: list[str]
    rounds: list[list[dict[str, Any]]]

    def name(self, key: str) -> str:
        return self.registrations[key].player.display_name


def event_data(tournament: Tournament, *, through: int | None = None) -> EventData:
    """Players and Swiss-stage results (finished tables only), up to round ``through``."""
    registrations = {r.key: r for r in entrants(tournament)}
    player_of = {r.player_id: r.key for r in registrations.values()}
    rounds_qs = tournament.round_set.filter(stage=Round.Stage.SWISS).order_by("number")
    if through is not None:
        rounds_qs = rounds_qs.filter(number__lte=through)
    rounds = {r.pk: [] for r in rounds_qs}
    bye_points = POD_WIN if tournament.is_pods else WIN
    for match in tournament_matches(tournament).filter(round_id__in=list(rounds)).order_by("table_number"):
        points = table_points(tournament, match)
        if points is not None:
            seats = [player_of[seat.player_id] for seat in match.seats.all()]
            rounds[match.round_id].append({"seats": seats, "points": points})
    for bye in Bye.objects.filter(round_id__in=list(rounds)).select_related("registration"):
        rounds[bye.round_id].append({"seats": [bye.registration.key], "points": [bye_points]})
    return EventData(registrations, list(registrations), list(rounds.values()))


def avoid_labels(registration: Registration) -> list[str]:
    """Team-mates and club-mates never meet: each shared label forbids the pairing."""
    labels = (("team", registration.team), ("club", registration.club))
    return [f"{kind}:{label}" for kind, label in labels if label]


def history_for(tournament: Tournament, data: EventData) -> EventHistory:
    regs = data.registrations.values()
    return EventHistory(
        players=data.players,
        rounds=data.rounds,
        dropped=frozenset(r.key for r in regs if r.is_dropped),
        late_entries={r.key: r.late_round for r in regs if r.late_round},
        missed_round_points=float(tournament.missed_round_points),
        avoid={r.key: avoid_labels(r) for r in regs},
        tiebreakers=tuple(tournament.tiebreakers),
        planned_rounds=tournament.rounds,
    )


def standings(tournament: Tournament, *, through: int | None = None) -> list[dict[str, Any]]:
    """Swiss standings rows (``compute_standings``) with ``registration`` and ``name`` added."""
    data = event_data(tournament, through=through)
    late = {r.key: r.late_round for r in data.registrations.values() if r.late_round}
    rows = compute_standings(
        data.players,
        data.rounds,
        tiebreakers=tuple(tournament.tiebreakers),
        adjustments=late_entry_adjustments(late, len(data.rounds), float(tournament.missed_round_points)),
    )
    records = {} if tournament.is_pods else match_records(parse_rounds(data.players, data.rounds))
    for row in rows:
        registration = data.registrations[row["player"]]
        row["registration"] = registration
        row["name"] = registration.player.display_name
        row["dropped"] = registration.is_dropped
        row["record"] = "-".join(map(str, records.get(row["player"], (0, 0, 0)))) if not tournament.is_pods else ""
    return rows


def round_is_complete(round_: Round) -> bool:
    return not round_.matches.exclude(status__in=DONE).exists()


def unfinished_tables(round_: Round) -> list[int]:
    return sorted(round_.matches.exclude(status__in=DONE).values_list("table_number", flat=True))


# ---------------------------------------------------------------- the cut and elimination brackets


def bracket_of(tournament: Tournament) -> Bracket | None:
    if not tournament.bracket:
        return None
    seeds = tournament.bracket["seeds"]
    if tournament.bracket["kind"] == "double":
        return double_elimination(seeds)
    return single_elimination(seeds, third_place=tournament.bracket.get("third_place", False))


def bracket_winners(tournament: Tournament) -> dict[str, str]:
    """Bracket match id -> winner's key, from the confirmed matches of the cut rounds."""
    winners: dict[str, str] = {}
    cut_rounds = tournament.round_set.filter(stage=Round.Stage.CUT)
    tables = {r.pk: r.bracket_tables for r in cut_rounds}
    keys = {r.player_id: r.key for r in tournament.registrations.all()}
    for match in tournament_matches(tournament).filter(round_id__in=list(tables), status=Match.Status.CONFIRMED):
        bracket_id = tables[match.round_id].get(str(match.table_number))
        first = [seat for seat in match.seats.all() if seat.placement == 1]
        if bracket_id and len(first) == 1:
            winners[bracket_id] = keys[first[0].player_id]
    return winners


def bracket_for_page(tournament: Tournament) -> dict[str, Any] | None:
    """``bracket_view`` with players' names, for drawing the cut."""
    bracket = bracket_of(tournament)
    if bracket is None:
        return None
    view = bracket_view(bracket, bracket_winners(tournament))
    names = {r.key: r.player.display_name for r in tournament.registrations.select_related("player")}
    final_round = max((m["round"] for m in view["matches"] if m["bracket"] == "winners"), default=1)
    for match in view["matches"]:
        match["title"] = bracket_match_title(match, final_round, double=bracket.kind == "double")
        match["names"] = [names.get(p, p) if p else None for p in match["players"]]
        match["winner_name"] = names.get(match["winner"], match["winner"]) if match["winner"] else None
    view["champion_name"] = names.get(view["champion"]) if view["champion"] else None
    return view


WINNERS_ROUND_NAMES = {0: "Final", 1: "Semi-final", 2: "Quarter-final"}


def bracket_match_title(match: Mapping[str, Any], final_round: int, *, double: bool) -> str:
    """What organisers call a bracket match: Final, Semi-final 2, Third place, Losers' round 3..."""
    if match["bracket"] == "third":
        return "Third place"
    if match["bracket"] == "final":
        return "Grand final, if needed" if match["if_needed"] else "Grand final"
    if match["bracket"] == "losers":
        return f"Losers' round {match['round']}, match {match['position']}"
    from_end = final_round - match["round"]
    name = WINNERS_ROUND_NAMES.get(from_end, f"Round {match['round']}")
    if double and from_end == 0:
        name = "Winners' final"
    return name if from_end == 0 else f"{name} {match['position']}"


def _seed_order(tournament: Tournament, keys: list[str], registrations: Mapping[str, Registration]) -> list[str]:
    if tournament.first_round_by_rating:
        ratings = _ratings(tournament, registrations)
        return sorted(keys, key=lambda key: -ratings.get(key, 0.0))
    order = list(keys)
    Rng(tournament.seed).shuffle(order)
    return order


def _make_bracket(tournament: Tournament, data: EventData) -> None:
    third_place = tournament.third_place
    if tournament.format == Tournament.Format.SWISS_CUT:
        rows = [row for row in standings(tournament) if not row["dropped"]]
        bracket = top_cut(rows, tournament.cut_size or 0, double=tournament.cut_double, third_place=third_place)
    else:
        active = [k for k, r in data.registrations.items() if not r.is_dropped]
        seeds = _seed_order(tournament, active, data.registrations)
        double = tournament.format == Tournament.Format.DOUBLE_ELIM
        third_place = third_place and not double and len(seeds) >= 4
        bracket = double_elimination(seeds) if double else single_elimination(seeds, third_place=third_place)
    tournament.bracket = {"kind": bracket.kind, "seeds": list(bracket.seeds), "third_place": third_place}
    tournament.save(update_fields=["bracket"])


# ---------------------------------------------------------------- pairing a round


@dataclass(frozen=True)
class Pairing:
    """Tables (registration keys per seat, table 1 first), byes, and cut tables' bracket ids."""

    tables: list[list[str]]
    byes: list[str]
    bracket_ids: list[str] | None = None
    warnings: Sequence[str] = ()


def _ratings(tournament: Tournament, registrations: Mapping[str, Registration]) -> dict[str, float]:
    by_player = dict(
        Rating.objects.filter(
            game=tournament.game, player__in=[r.player_id for r in registrations.values()]
        ).values_list("player_id", "ordinal")
    )
    return {key: by_player.get(r.player_id, 0.0) for key, r in registrations.items()}


def suggested_rounds(tournament: Tournament, players: int) -> int:
    """Swiss (or pod) rounds for ``players``; the round robin's rounds; the bracket's waves."""
    if tournament.is_pods:
        return suggested_pod_rounds(players, tournament.pod_size)
    if tournament.format == Tournament.Format.ROUND_ROBIN:
        return max(players - 1 + players % 2, 1)
    if tournament.is_elimination:
        if players < 2:
            return 1
        bracket = (double_elimination if tournament.format == Tournament.Format.DOUBLE_ELIM else single_elimination)(
            [str(i) for i in range(players)]
        )
        return max(match_waves(bracket).values())
    return suggested_swiss_rounds(players)


def _swiss_pairing(tournament: Tournament, data: EventData, seed: int) -> Pairing:
    history = history_for(tournament, data)
    if tournament.is_pods:
        info = get_game(tournament.game)
        allowed = pod_size_options(tournament.pod_size, info.min_players, info.max_players)
        pods = seat_next_round(history, seed=seed, preferred=tournament.pod_size, allowed=allowed)
        return Pairing(pods.pods, pods.byes, warnings=pods.warnings)
    ratings = _ratings(tournament, data.registrations) if tournament.first_round_by_rating else None
    swiss = pair_next_round(history, seed=seed, ratings=ratings)
    return Pairing([list(table) for table in swiss.tables], [swiss.bye] if swiss.bye else [], warnings=swiss.warnings)


def _round_robin_pairing(tournament: Tournament, data: EventData, number: int) -> Pairing:
    first = tournament.round_set.filter(number=1).first()
    if first is None:
        circle = [k for k, r in data.registrations.items() if not r.is_dropped]
    else:
        seated = {seat.player_id for m in first.matches.all() for seat in m.seats.all()}
        seated |= {b.registration.player_id for b in first.byes.select_related("registration")}
        circle = [k for k, r in data.registrations.items() if r.player_id in seated]
    schedule = round_robin_schedule(circle)
    if number > len(schedule):
        raise ServiceError(f"The round robin is complete after {len(schedule)} rounds.")
    scheduled = schedule[number - 1]
    dropped = {k for k, r in data.registrations.items() if r.is_dropped}
    tables, byes = [], [scheduled.bye] if scheduled.bye and scheduled.bye not in dropped else []
    for a, b in scheduled.tables:
        present = [p for p in (a, b) if p not in dropped]
        if len(present) == 2:
            tables.append([a, b])
        else:
            byes += present  # the opponent of a dropped player has the round off with a win
    return Pairing(tables, byes)


def _cut_pairing(tournament: Tournament, data: EventData) -> Pairing:
    if tournament.bracket is None:
        _make_bracket(tournament, data)
    bracket = bracket_of(tournament)
    assert bracket is not None
    ready = ready_matches(bracket, bracket_winners(tournament))
    if not ready:
        raise ServiceError("The bracket is decided: finish the event.")
    return Pairing([[a, b] for _, a, b in ready], [], [match_id for match_id, _, _ in ready])


def _next_stage(tournament: Tournament, last: Round | None) -> str:
    """Swiss or cut for the next round, or a refusal when the event has no more rounds to pair."""
    if tournament.is_elimination:
        return Round.Stage.CUT
    played = last.number if last else 0
    if tournament.rounds is None or played < tournament.rounds:
        return Round.Stage.SWISS
    if tournament.format == Tournament.Format.SWISS_CUT:
        return Round.Stage.CUT
    raise ServiceError(f"All {tournament.rounds} rounds have been played: finish the event.")


def next_round_number(tournament: Tournament, last: Round | None) -> int | None:
    """The number of the round the console may pair next, or None once the planned rounds (and
    the cut) are played or the event is finished."""
    if tournament.status == Tournament.Status.FINISHED:
        return None
    try:
        stage = _next_stage(tournament, last)
    except ServiceError:
        return None
    if stage == Round.Stage.CUT and last is not None and last.stage == Round.Stage.CUT:
        bracket = bracket_of(tournament)
        if bracket is not None and is_decided(bracket, bracket_winners(tournament)):
            return None
    played = last.number if last else 0
    round_robin = tournament.format == Tournament.Format.ROUND_ROBIN
    if round_robin and played and played >= suggested_rounds(tournament, len(entrants(tournament))):
        return None
    return played + 1


def _pair(tournament: Tournament, stage: str, number: int, seed: int) -> Pairing:
    data = event_data(tournament)
    try:
        if stage == Round.Stage.CUT:
            return _cut_pairing(tournament, data)
        if tournament.format == Tournament.Format.ROUND_ROBIN:
            return _round_robin_pairing(tournament, data, number)
        return _swiss_pairing(tournament, data, seed)
    except (NoLegalPairing, BracketError, ResultsError) as error:
        raise ServiceError(f"Round {number} cannot be paired: {error}") from error


def _open_event(tournament: Tournament) -> None:
    """Round one: close check-in, fix the number of rounds, show decklists as the running stage says."""
    players = sum(1 for registration in entrants(tournament) if not registration.is_dropped)
    minimum = 3 if tournament.is_pods else 2
    if tournament.format == Tournament.Format.SWISS_CUT:
        minimum = max(minimum, tournament.cut_size or 0)
    if players < minimum:
        raise ServiceError(f"{players} players are checked in; this event needs at least {minimum}.")
    tournament.status = Tournament.Status.RUNNING
    if tournament.rounds is None and not tournament.is_elimination:
        tournament.rounds = suggested_rounds(tournament, players)
    tournament.save(update_fields=["status", "rounds"])
    DeckSnapshot.objects.filter(event=tournament.deck_event).update(visibility=tournament.decklists_running)


def _seat_round(tournament: Tournament, round_: Round, pairing: Pairing, actor: Player) -> None:
    registrations = {r.key: r for r in tournament.registrations.select_related("player", "deck")}
    for number, table in enumerate(pairing.tables, start=1):
        match = Match.objects.create(
            game=tournament.game, played_at=round_.started_at, round=round_, table_number=number
        )
        MatchSeat.objects.bulk_create(
            MatchSeat(
                match=match,
                seat=index,
                player=registrations[key].player,
                deck_name=registrations[key].deck.name if registrations[key].deck else "",
            )
            for index, key in enumerate(table)
        )
        steps.audit(match, actor, ResultAudit.Action.CREATE, None, note=f"{round_}, table {number}")
    Bye.objects.bulk_create(Bye(round=round_, registration=registrations[key]) for key in pairing.byes)


def tournament_start_round(*, tournament_id: int, actor: Player, now: datetime | None = None) -> Round:
    """Pair and start the next round. Refused while the previous round has unfinished tables.

    Takes the tournament lock: of two simultaneous calls one pairs, the other is refused.
    """
    now = now or timezone.now()
    with transaction.atomic():
        tournament = _locked(tournament_id)
        _require_staff(tournament, actor)
        _not_finished(tournament)
        last = _last_round(tournament)
        if last is not None and not round_is_complete(last):
            tables = ", ".join(map(str, unfinished_tables(last)))
            raise ServiceError(f"Round {last.number} is not complete: table {tables} has no confirmed result yet.")
        if last is None:
            _open_event(tournament)
        number = (last.number if last else 0) + 1
        return _start(tournament, number, _next_stage(tournament, last), tournament.seed + number, actor, now)


def _start(tournament: Tournament, number: int, stage: str, seed: int, actor: Player, now: datetime) -> Round:
    pairing = _pair(tournament, stage, number, seed)
    round_ = Round.objects.create(
        tournament=tournament,
        number=number,
        stage=stage,
        pairing_seed=seed,
        started_at=now,
        ends_at=now + timedelta(minutes=tournament.round_minutes),
        bracket_tables={str(i): b for i, b in enumerate(pairing.bracket_ids or [], start=1)},
        warnings=_named(tournament, pairing.warnings),
    )
    _seat_round(tournament, round_, pairing, actor)
    return round_


def _named(tournament: Tournament, warnings: Sequence[str]) -> list[str]:
    """Pairing names players by registration key; the console shows their names."""
    if not warnings:
        return []
    names = {r.key: r.player.display_name for r in tournament.registrations.select_related("player")}
    return [REGISTRATION_KEY.sub(lambda m: names.get(m.group(0), m.group(0)), warning) for warning in warnings]


def _current_round(tournament: Tournament) -> Round:
    last = _last_round(tournament)
    if last is None:
        raise ServiceError("No round has been paired yet.")
    return last


def _untouched(round_: Round) -> None:
    """Refuse when a table of the round has a result. Locks the round's matches, so a report
    arriving meanwhile waits, then finds its match gone or moved."""
    list(round_.matches.select_for_update().values_list("pk", flat=True))
    reported = round_.matches.exclude(status=Match.Status.OPEN).values_list("table_number", flat=True)
    if reported:
        tables = ", ".join(map(str, sorted(reported)))
        raise ServiceError(f"Round {round_.number} already has results (table {tables}): edit tables by hand instead.")


def round_repair(*, tournament_id: int, actor: Player, now: datetime | None = None) -> Round:
    """Throw away the current round's pairings (no result entered yet) and pair it again, e.g. after
    drops or late check-ins. A different pairing seed gives round one a new random order."""
    now = now or timezone.now()
    with transaction.atomic():
        tournament = _locked(tournament_id)
        _require_staff(tournament, actor, judge=True)
        _not_finished(tournament)
        current = _current_round(tournament)
        _untouched(current)
        number, stage, seed = current.number, current.stage, current.pairing_seed + 1
        if stage == Round.Stage.CUT and not tournament.round_set.filter(stage=Round.Stage.CUT, number__lt=number):
            tournament.bracket = None  # the first cut round is re-seeded from the standings too
        current.delete()
        return _start(tournament, number, stage, seed, actor, now)


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


def pairing_swap(*, tournament_id: int, actor: Player, first_id: int, second_id: int) -> list[str]:
    """A judge swaps two players of the current round (tables without a result; either may hold the
    bye). A rematch or a second bye is allowed, and kept as a warning on the round."""
    with transaction.atomic():
        tournament = _locked(tournament_id)
        _require_staff(tournament, actor, judge=True)
        _not_finished(tournament)
        round_ = _current_round(tournament)
        if round_.stage == Round.Stage.CUT:
            raise ServiceError("The cut follows its bracket: re-pair the round instead of swapping players.")
        first, second = _registration_for(tournament, first_id), _registration_for(tournament, second_id)
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
            place.deck_name = incoming.deck.name if incoming.deck_id else ""
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


# ---------------------------------------------------------------- results


def tournament_match(tournament: Tournament, match_id: int) -> Match:
    match = Match.objects.select_related("round").filter(pk=match_id, round__tournament=tournament).first()
    if match is None:
        raise ServiceError(f"Match {match_id} is not part of {tournament}.")
    return match


def _check_decisive(match: Match, raws: Sequence[Mapping[str, Any]], details: Mapping[str, Any]) -> None:
    if match.round.stage == Round.Stage.CUT:
        scored = steps.score(match.game, raws, details)
        if scored.placements.count(1) != 1:
            raise ServiceError("An elimination match needs one winner: play it out, no draws.")


def tournament_report(
    *,
    tournament: Tournament,
    match_id: int,
    player: Player,
    raws: Sequence[Mapping[str, Any]],
    details: Mapping[str, Any] | None = None,
    now: datetime | None = None,
) -> Match:
    """A player reports their own table (the opponent then confirms); staff enter any table, confirmed at once."""
    details = details or {}
    match = tournament_match(tournament, match_id)
    _not_finished(tournament)
    seated = match.seats.filter(player=player).exists()
    if not seated:
        if is_staff(tournament, player):
            return tournament_result_set(
                tournament=tournament, match_id=match_id, staff=player, raws=raws, details=details, now=now
            )
        raise NotAllowed(f"You do not play at table {match.table_number}: report only your own table.")
    _check_decisive(match, raws, details)
    return match_report(match_id=match_id, reporter=player, raws=raws, details=details, now=now)


@transaction.atomic
def tournament_result_set(
    *,
    tournament: Tournament,
    match_id: int,
    staff: Player,
    raws: Sequence[Mapping[str, Any]],
    details: Mapping[str, Any] | None = None,
    note: str = "",
    now: datetime | None = None,
) -> Match:
    """Staff enter or correct a table's result (settling any dispute); it is confirmed at once and audited."""
    now = now or timezone.now()
    _require_staff(tournament, staff)
    _not_finished(tournament)
    tournament_match(tournament, match_id)
    match = steps.lock_match(match_id)
    if match.seats.filter(player=staff).exists():
        # Nobody makes their own result final: they report it (tournament_report) or another staff member enters it.
        raise NotAllowed(
            f"You play at table {match.table_number}: another member of the event's staff must enter "
            "or correct its result, or report it as a player for your opponent to confirm."
        )
    if len(raws) != match.seats.count():
        raise ServiceError(f"Give a result for each of the {match.seats.count()} seats.")
    _check_decisive(match, raws, details or {})
    scored = steps.score(match.game, raws, details or {})
    before = steps.snapshot(match)
    was_rated = match.rating_seq is not None
    steps.write_result(match, scored)
    match.reported_by, match.reported_at = staff, match.reported_at or now
    match.save(update_fields=["details", "reported_by", "reported_at"])
    match.seats.update(disputed_at=None)
    steps.confirm(match, now)
    steps.after_confirmation(match, was_rated=was_rated)
    steps.audit(match, staff, ResultAudit.Action.OVERRIDE, before, note=note or "entered by event staff", now=now)
    return match


# ---------------------------------------------------------------- the clock


def _running_round(tournament: Tournament, actor: Player) -> Round:
    _require_staff(tournament, actor)
    _not_finished(tournament)
    return _current_round(tournament)


@transaction.atomic
def round_call_time(*, tournament: Tournament, actor: Player, called: bool = True) -> Round:
    """Raise (or lower) the "time called" flag the projector shows."""
    round_ = _running_round(tournament, actor)
    round_.time_called = called
    round_.save(update_fields=["time_called"])
    return round_


@transaction.atomic
def round_extend(*, tournament: Tournament, actor: Player, minutes: int) -> Round:
    """Add (or take back) minutes on the current round's clock, e.g. after a long judge call."""
    round_ = _running_round(tournament, actor)
    if not -60 <= minutes <= 60 or minutes == 0:
        raise ServiceError("Change the clock by 1 to 60 minutes.")
    round_.ends_at += timedelta(minutes=minutes)
    round_.save(update_fields=["ends_at"])
    return round_


def clock(round_: Round | None, now: datetime | None = None) -> dict[str, Any]:
    """What the projector shows: server time, seconds left (negative in overtime), the flag."""
    now = now or timezone.now()
    if round_ is None:
        return {"now": now, "round": None}
    left = int((round_.ends_at - (round_.paused_at or now)).total_seconds())
    return {
        "now": now,
        "round": round_,
        "seconds_left": left,
        "paused": round_.paused_at is not None,
        "overtime": left < 0,
        "display": f"{'-' if left < 0 else ''}{abs(left) // 60:02d}:{abs(left) % 60:02d}",
        "time_called": round_.time_called,
    }


# ---------------------------------------------------------------- finishing and decklists


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
        tournament = _locked(tournament_id)
        _require_staff(tournament, actor)
        _not_finished(tournament)
        last = _last_round(tournament)
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
    _require_staff(tournament, actor)
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


# ---------------------------------------------------------------- the schedule


def schedule(tournament: Tournament) -> list[dict[str, Any]]:
    """Every round, played or planned, with its (planned) start: the one place for the day's timetable."""
    played = list(tournament.round_set.order_by("number"))
    players = len(entrants(tournament)) or tournament.registrations.count()
    swiss = tournament.rounds or (suggested_rounds(tournament, players) if players >= 2 else 0)
    planned: list[tuple[int, str]] = []
    if tournament.is_elimination:
        planned = [(n, Round.Stage.CUT) for n in range(1, swiss + 1)]
    else:
        planned = [(n, Round.Stage.SWISS) for n in range(1, swiss + 1)]
        if tournament.format == Tournament.Format.SWISS_CUT and tournament.cut_size:
            cut = (double_elimination if tournament.cut_double else single_elimination)(
                [str(seed) for seed in range(tournament.cut_size)]
            )
            cut_rounds = max(match_waves(cut).values())
            planned += [(swiss + k, Round.Stage.CUT) for k in range(1, cut_rounds + 1)]
    length, pause = timedelta(minutes=tournament.round_minutes), timedelta(minutes=tournament.break_minutes)
    by_number = {r.number: r for r in played}
    rows, start = [], tournament.starts_at
    for number, stage in planned + [(r.number, r.stage) for r in played if r.number > len(planned)]:
        round_ = by_number.get(number)
        if round_ is None:
            rows.append({"number": number, "stage": stage, "starts_at": start, "round": None})
            start += length + pause
        else:
            rows.append({"number": number, "stage": round_.stage, "starts_at": round_.started_at, "round": round_})
            start = round_.ends_at + pause
    return rows


def pairings(round_: Round) -> list[dict[str, Any]]:
    """A round's tables (match, table number, seats with names) then its byes, for pages and the API."""
    rows = []
    for match in (
        round_.matches.order_by("table_number")
        .select_related("reported_by")
        .prefetch_related(Prefetch("seats", queryset=MatchSeat.objects.select_related("player").order_by("seat")))
    ):
        rows.append(
            {
                "table": match.table_number,
                "match": match,
                "seats": list(match.seats.all()),
                "bracket": round_.bracket_tables.get(str(match.table_number)),
            }
        )
    byes = [bye.registration.player for bye in round_.byes.select_related("registration__player")]
    return rows + [{"table": None, "match": None, "bye": player} for player in byes]


def registration_of(tournament: Tournament, player: Player | None) -> Registration | None:
    if player is None:
        return None
    return tournament.registrations.filter(player=player).select_related("deck").first()
