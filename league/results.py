"""Result entry that knows each game's scoring: pure functions, no database.

``score_result(game, seats, details)`` takes the raw fields a player types in (one dict per seat,
plus match-level ``details``), checks them, and returns each seat's score and placement
(1 = best, ties share). Anything impossible raises ``ResultError`` naming every bad field.
The field specs below also drive the report form and the API schema.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from games.catalogue import get_game
from games.engines.base import placements_from_keys
from games.engines.deadwood.scoring import final_money as deadwood_final_money
from games.engines.studios.scoring import MAX_RANK as STUDIOS_MAX_RANK
from games.engines.studios.scoring import MIN_RANK as STUDIOS_MIN_RANK
from games.engines.studios.scoring import final_score as studios_final_score
from league.errors import DomainError

OUTCOMES = ("win", "loss", "draw")


class ResultError(DomainError, ValueError):
    """An impossible result. ``errors`` maps a field path (``seats.1.rank``, ``details.winner``) to a message."""

    code = "impossible_result"

    def __init__(self, errors: Mapping[str, str]) -> None:
        super().__init__("; ".join(f"{key}: {message}" for key, message in errors.items()), errors)


@dataclass(frozen=True)
class FieldSpec:
    name: str
    label: str
    kind: str  # "int", "bool", "outcome" (win/loss/draw) or "seat" (a seat index, match-level only)
    minimum: int | None = 0
    maximum: int | None = None
    required: bool = True
    help: str = ""


@dataclass(frozen=True)
class ScoredResult:
    scores: list[int | None]
    placements: list[int]
    seat_fields: list[dict[str, Any]]
    details: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class GameScoring:
    seat_fields: tuple[FieldSpec, ...]
    match_fields: tuple[FieldSpec, ...]
    score: Callable[[list[dict[str, Any]], dict[str, Any]], ScoredResult]
    score_label: str


# ---------------------------------------------------------------- checking raw input


def _coerce(spec: FieldSpec, value: Any, path: str, errors: dict[str, str]) -> Any:
    if value is None or value == "":
        if spec.required:
            errors[path] = f"{spec.label} is required."
        return None
    if spec.kind == "bool":
        if isinstance(value, bool):
            return value
        if str(value).lower() in {"true", "on", "1", "yes"}:
            return True
        if str(value).lower() in {"false", "off", "0", "no"}:
            return False
        errors[path] = f"{spec.label} must be yes or no."
        return None
    if spec.kind == "outcome":
        if value not in OUTCOMES:
            errors[path] = f"{spec.label} must be one of {', '.join(OUTCOMES)}."
            return None
        return value
    try:
        number = int(value)
        if isinstance(value, float) and value != number or isinstance(value, bool):
            raise ValueError
    except (TypeError, ValueError):
        errors[path] = f"{spec.label} must be a whole number."
        return None
    if spec.minimum is not None and number < spec.minimum:
        errors[path] = f"{spec.label} cannot be below {spec.minimum} (got {number})."
        return None
    if spec.maximum is not None and number > spec.maximum:
        errors[path] = f"{spec.label} cannot be above {spec.maximum} (got {number})."
        return None
    return number


def _clean(
    scoring: GameScoring, seats: Sequence[Mapping[str, Any]], details: Mapping[str, Any]
) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    errors: dict[str, str] = {}
    clean_seats = [
        {
            spec.name: _coerce(spec, seat.get(spec.name), f"seats.{index}.{spec.name}", errors)
            for spec in scoring.seat_fields
        }
        for index, seat in enumerate(seats)
    ]
    clean_details: dict[str, Any] = {}
    for spec in scoring.match_fields:
        value = _coerce(spec, details.get(spec.name), f"details.{spec.name}", errors)
        if spec.kind == "seat" and value is not None and not 0 <= value < len(seats):
            errors[f"details.{spec.name}"] = f"{spec.label} must be one of the seats 0-{len(seats) - 1}."
            value = None
        clean_details[spec.name] = value
    if errors:
        raise ResultError(errors)
    return clean_seats, clean_details


# ---------------------------------------------------------------- the games


def _score_deadwood(seats: list[dict[str, Any]], details: dict[str, Any]) -> ScoredResult:
    money = [deadwood_final_money(seat["cash"], seat["posters"]) for seat in seats]
    best = max(money)
    tied = [index for index, amount in enumerate(money) if amount == best]
    winner = details.get("final_shootout_winner")
    nobody_survived = bool(details.get("final_shootout_no_survivor"))
    if len(tied) == 1:
        if winner is not None or nobody_survived:
            raise ResultError(
                {"details.final_shootout_winner": "There is no Final Shootout without a tie for most money."}
            )
        keys: list[tuple[int, ...]] = [(amount,) for amount in money]
    elif nobody_survived:
        if winner is not None:
            raise ResultError({"details.final_shootout_winner": "A Final Shootout with no survivor has no winner."})
        # Every tied cowboy died: the richest player outside the shootout wins; if all were in it, all lose alike.
        keys = [(0 if index in tied else 1, amount) for index, amount in enumerate(money)]
    else:
        if winner is None:
            raise ResultError(
                {
                    "details.final_shootout_winner": (
                        f"Seats {', '.join(map(str, tied))} tie on ${best}: say who won the Final Shootout."
                    )
                }
            )
        if winner not in tied:
            raise ResultError(
                {
                    "details.final_shootout_winner": (
                        f"Only the seats tied for most money ({', '.join(map(str, tied))}) fight the Final Shootout."
                    )
                }
            )
        keys = [(amount, 1 if index == winner else 0) for index, amount in enumerate(money)]
    return ScoredResult(scores=list(money), placements=placements_from_keys(keys), seat_fields=seats, details=details)


def _score_studios(seats: list[dict[str, Any]], details: dict[str, Any]) -> ScoredResult:
    scores = [studios_final_score(seat["dollars"], seat["credits"], seat["rank"]) for seat in seats]
    return ScoredResult(
        scores=list(scores), placements=placements_from_keys(scores), seat_fields=seats, details=details
    )


def _score_townbuilder(seats: list[dict[str, Any]], details: dict[str, Any]) -> ScoredResult:
    # Equal points go to the final hand's value; still equal is a draw (shared placement).
    keys = [(seat["points"], seat["hand_value"]) for seat in seats]
    scores: list[int | None] = [seat["points"] for seat in seats]
    return ScoredResult(scores=scores, placements=placements_from_keys(keys), seat_fields=seats, details=details)


def _doomtown_reported_placements(seats: list[dict[str, Any]]) -> list[int] | None:
    outcomes = [seat["outcome"] for seat in seats]
    if all(outcome is None for outcome in outcomes):
        return None
    if any(outcome is None for outcome in outcomes):
        raise ResultError({"seats": "Give every seat an outcome (win, loss or draw), or none when time decides."})
    if "draw" in outcomes:
        if set(outcomes) != {"draw"}:
            raise ResultError({"seats": "A draw is a draw for every seat: do not mix draw with win or loss."})
        return [1] * len(seats)
    winners = outcomes.count("win")
    if winners != 1:
        what = "two winners" if winners == 2 else f"{winners} winners"
        raise ResultError({"seats": f"Exactly one seat wins a Doomtown game, not {what}; use draw for a tie."})
    return [1 if outcome == "win" else 2 for outcome in outcomes]


def _score_doomtown(seats: list[dict[str, Any]], details: dict[str, Any]) -> ScoredResult:
    reported = _doomtown_reported_placements(seats)
    if not details.get("went_to_time"):
        if reported is None:
            raise ResultError({"seats": "Say who won, or mark a draw."})
        return ScoredResult(scores=[None] * len(seats), placements=reported, seat_fields=seats, details=details)
    missing = {
        f"seats.{index}.{name}": f"{name.title()} at Sundown is needed when the game went to time."
        for index, seat in enumerate(seats)
        for name in ("control", "influence")
        if seat[name] is None
    }
    if missing:
        raise ResultError(missing)
    # At time, the higher control + influence total at that Sundown wins; equal totals at the top draw.
    totals = [seat["control"] + seat["influence"] for seat in seats]
    best = max(totals)
    leaders = totals.count(best)
    computed = [1 if total == best else leaders + 1 for total in totals]
    if reported is not None and reported != computed:
        raise ResultError(
            {
                "seats": (
                    "The outcome does not match the control + influence totals at time "
                    f"({', '.join(map(str, totals))})."
                )
            }
        )
    return ScoredResult(scores=list(totals), placements=computed, seat_fields=seats, details=details)


SCORING: dict[str, GameScoring] = {
    "deadwood": GameScoring(
        seat_fields=(
            FieldSpec("cash", "Cash ($)", "int", help="Money before fines."),
            FieldSpec("posters", "Wanted posters", "int", help="Fines: 1/3/6/10/15/21/28/36/45/55 for 1-10+ posters."),
        ),
        match_fields=(
            FieldSpec(
                "final_shootout_winner",
                "Final Shootout winner",
                "seat",
                required=False,
                help="Only when two or more players tie for most money.",
            ),
            FieldSpec("final_shootout_no_survivor", "Nobody survived the Final Shootout", "bool", required=False),
        ),
        score=_score_deadwood,
        score_label="money after fines",
    ),
    "studios": GameScoring(
        seat_fields=(
            FieldSpec("dollars", "Dollars", "int"),
            FieldSpec("credits", "Credits", "int"),
            FieldSpec("rank", "Rank", "int", minimum=STUDIOS_MIN_RANK, maximum=STUDIOS_MAX_RANK),
        ),
        match_fields=(),
        score=_score_studios,
        score_label="dollars + credits + 5 × rank",
    ),
    "townbuilder": GameScoring(
        seat_fields=(
            FieldSpec("points", "Points", "int"),
            FieldSpec("hand_value", "Final hand value", "int", help="Tie-break: wood 1, brick 2, silver 2, gold 3."),
        ),
        match_fields=(),
        score=_score_townbuilder,
        score_label="points (tie-break: hand value)",
    ),
    "doomtown": GameScoring(
        seat_fields=(
            FieldSpec("outcome", "Outcome", "outcome", required=False),
            FieldSpec("control", "Control at Sundown", "int", required=False),
            FieldSpec("influence", "Influence at Sundown", "int", required=False),
        ),
        match_fields=(
            FieldSpec(
                "went_to_time",
                "Went to time (Sundown called)",
                "bool",
                required=False,
                help="Then control + influence at that Sundown decides.",
            ),
        ),
        score=_score_doomtown,
        score_label="control + influence at time",
    ),
}


def scoring_for(game: str) -> GameScoring:
    try:
        return SCORING[game]
    except KeyError:
        raise ResultError({"game": f"No result entry for game {game!r}."}) from None


def score_result(
    game: str, seats: Sequence[Mapping[str, Any]], details: Mapping[str, Any] | None = None
) -> ScoredResult:
    """Check the raw fields of every seat and compute scores and placements (ties share)."""
    info = get_game(game)
    scoring = scoring_for(game)
    if not info.min_players <= len(seats) <= info.max_players:
        raise ResultError(
            {
                "seats": (
                    f"{info.name} is played by {info.min_players}-{info.max_players} players, not {len(seats)}."
                    if info.min_players != info.max_players
                    else f"{info.name} is played by exactly {info.min_players} players."
                )
            }
        )
    clean_seats, clean_details = _clean(scoring, seats, details or {})
    return scoring.score(clean_seats, clean_details)
