"""What the table shows one viewer: built from ``view(seat)``, legal actions and the redacted log only."""

from __future__ import annotations

from typing import Any

from django.core.exceptions import ObjectDoesNotExist

from games.boards import board_for, tree_rows
from games.engines import GameState, action_key
from games.models import ActionLog, GameSession

LOG_ROWS = 40


def table_context(session: GameSession, state: GameState, viewer: int | None, held: list[int]) -> dict[str, Any]:
    view = state.view(viewer)
    board_template, board = board_for(session.engine_key, view, viewer)
    seats = list(session.seats.all())
    to_act = state.to_act() if session.status == GameSession.Status.ACTIVE else []
    my_turn = viewer is not None and viewer in to_act
    actions = [_action_choice(action) for action in state.legal_actions(viewer)] if my_turn else []
    bot_thinking = any(seat.is_bot and seat.index in to_act for seat in seats)
    return {
        "session": session,
        "viewer": viewer,
        "held": held,
        "hot_seat": len(held) > 1,
        "seats": [{"seat": seat, "to_act": seat.index in to_act, "mine": seat.index in held} for seat in seats],
        "board_template": board_template,
        "board": board,
        "action_groups": _grouped(actions),
        "my_turn": my_turn,
        "bot_thinking": bot_thinking,
        # Poll while someone else may change the table; on our own turn only we can.
        "poll": session.status == GameSession.Status.WAITING or (bot_thinking or (to_act and not my_turn)),
        "log": log_lines(session, state, viewer),
        "summary": summary(session) if session.is_finished() else None,
        "solo": solo_summary(session, viewer) if session.is_finished() else None,
        "unimplemented": state.unimplemented(),
    }


def _action_choice(action: dict[str, Any]) -> dict[str, Any]:
    return {"label": action.get("label") or action.get("type", "act"), "type": action.get("type", ""),
            "key": action_key(action)}


def _grouped(actions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    groups: dict[str, list[dict[str, Any]]] = {}
    for action in actions:
        groups.setdefault(action["type"], []).append(action)
    return [{"type": kind.replace("_", " "), "actions": items} for kind, items in groups.items()]


def log_lines(
    session: GameSession, state: GameState, viewer: int | None, limit: int = LOG_ROWS
) -> list[dict[str, Any]]:
    """The latest log rows, newest first, each action as ``viewer`` may see it."""
    rows = list(session.log.order_by("-ply")[:limit])
    names = {seat.index: seat.occupant for seat in session.seats.all()}
    return [log_line(row, state, viewer, names) for row in rows]


def log_line(row: ActionLog, state: GameState, viewer: int | None, names: dict[int, str]) -> dict[str, Any]:
    action = row.action_for(state, viewer)
    return {
        "ply": row.ply,
        "seat": row.seat,
        "who": names.get(row.seat, f"seat {row.seat + 1}"),
        "label": action.get("label") or action.get("type", ""),
        "undo": row.kind == ActionLog.Kind.UNDO,
        "undone": row.undone_by_id is not None,
        "explanation": row.explanation_for(state, viewer),
    }


def summary(session: GameSession) -> dict[str, Any]:
    """The final scores with each seat's score lines, from ``Result.details``.

    Engines list per-seat details under ``players`` or ``seats``: either score lines
    (``{"lines": [{"label", "points"}]}``) or named figures (``{"dollars": 34, "rank": 2}``).
    """
    result = session.result or {}
    details = result.get("details") or {}
    names = {seat.index: seat.occupant for seat in session.seats.all()}
    scores = result.get("scores", [])
    key, per_seat = _per_seat_details(details, len(scores))
    rows = []
    for seat, (score, place) in enumerate(zip(scores, result.get("placements", []), strict=False)):
        rows.append({"seat": seat, "who": names.get(seat, ""), "score": score, "placement": place,
                     "lines": _score_lines(per_seat[seat]) if per_seat else []})
    rows.sort(key=lambda row: (row["placement"], row["seat"]))
    other = {name: value for name, value in details.items() if name != key}
    return {"rows": rows, "other": tree_rows(other)}


def solo_summary(session: GameSession, viewer: int | None) -> dict[str, Any] | None:
    """A solo game against the Automaton: the human's Bragging Rights and their rank on the setup's leaderboard."""
    try:
        solo = session.solo_result
    except ObjectDoesNotExist:  # not a solo Automaton game (league.services.solo decides)
        return None
    human = next((seat for seat in session.seats.all() if seat.user_id is not None), None)
    return {
        "score": solo.score,
        "rank": solo.rank_on_setup(),
        "setup": solo.setup_key,
        "breakdown": solo.breakdown.get("lines", []),
        "mine": human is not None and human.index == viewer,
        "player": human.occupant if human is not None else "",
    }


def _per_seat_details(details: dict[str, Any], seats: int) -> tuple[str, list[dict[str, Any]]]:
    for key in ("players", "seats"):
        entries = details.get(key)
        if isinstance(entries, list) and len(entries) == seats and all(isinstance(e, dict) for e in entries):
            return key, entries
    return "", []


def _score_lines(entry: dict[str, Any]) -> list[dict[str, Any]]:
    if isinstance(entry.get("lines"), list):
        return entry["lines"]
    return [{"label": name.replace("_", " "), "points": value} for name, value in entry.items()
            if name != "seat" and not isinstance(value, dict | list)]
