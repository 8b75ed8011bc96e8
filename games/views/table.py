"""What the table shows one viewer: built from ``view(seat)``, legal actions and the redacted log only."""

from __future__ import annotations

from typing import Any

from django.core.exceptions import ObjectDoesNotExist

from games.boards import board_for, board_targets
from games.engines import GameState, action_key
from games.models import ActionLog, GameSession
from games.people import fill, person, seat_names
from games.scoresheets import score_sheet
from games.services import bot_progress_wanted

LOG_ROWS = 40
RECENT_ROWS = 6  # "since your last move": enough for a round of bots in the largest games


def table_context(session: GameSession, state: GameState, viewer: int | None, held: list[int]) -> dict[str, Any]:
    view = state.view(viewer)
    seats = list(session.seats.all())
    names = seat_names(seats)
    board_template, board = board_for(session.engine_key, view, viewer, names)
    to_act = state.to_act() if session.status == GameSession.Status.ACTIVE else []
    my_turn = viewer is not None and viewer in to_act
    actions = (
        [_action_choice(session.engine_key, action, names) for action in state.legal_actions(viewer)]
        if my_turn and viewer is not None
        else []
    )
    bot_thinking = any(seat.is_bot and seat.index in to_act for seat in seats)
    log = log_lines(session, state, viewer)
    return {
        "session": session,
        "viewer": viewer,
        "held": held,
        "hot_seat": len(held) > 1,
        "viewer_name": names.get(viewer) if viewer is not None else None,  # the hot seat's turn line
        "seats": [
            {
                "seat": seat,
                "person": person(seat.index, names),
                "to_act": seat.index in to_act,
                "mine": seat.index in held,
            }
            for seat in seats
        ],
        "waiting_for": [names[index] for index in to_act if index in names],
        "board_template": board_template,
        "board": board,
        "action_groups": _grouped(actions),
        "my_turn": my_turn,
        "bot_thinking": bot_thinking,
        **search_progress(session.pk, session.version if bot_thinking else None),
        # Poll while someone else may change the table; on our own turn only we can.
        "poll": session.status == GameSession.Status.WAITING or (bot_thinking or (to_act and not my_turn)),
        "log": log,
        "recent": recent_moves(log, viewer, bots={seat.index for seat in seats if seat.is_bot}),
        "summary": score_sheet(session.engine_key, session.result or {}, names) if session.is_finished() else None,
        "rematch": session.is_finished() and viewer in held and session.match_ref is None,
        "solo": solo_summary(session, viewer) if session.is_finished() else None,
        "unimplemented": state.unimplemented(),
    }


def search_progress(session_id: int, version: int | None) -> dict[str, Any]:
    """How far a search bot has got on the move at ``version`` (None: no bot is thinking): the count
    the page sends back when it polls, and "1,800 playouts" for the turn line."""
    answers = (
        bot_progress_wanted.send(sender=GameSession, session_id=session_id, version=version)
        if version is not None
        else []
    )
    playouts = next((answer for _, answer in answers if answer), None) or 0
    return {"bot_playouts": playouts, "bot_progress": f"{playouts:,} playouts" if playouts else ""}


def _action_choice(engine_key: str, action: dict[str, Any], names: dict[int, str]) -> dict[str, Any]:
    return {
        "label": fill(action.get("label") or action.get("type", "act"), names),
        "type": action.get("type", ""),
        "key": action_key(action),
        "targets": " ".join(board_targets(engine_key, action)),
    }


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
    names = seat_names(session.seats.all())
    return [log_line(row, state, viewer, names) for row in rows]


def recent_moves(log: list[dict[str, Any]], viewer: int | None, bots: set[int]) -> list[dict[str, Any]]:
    """What others did since the viewer's last move (a spectator: the latest moves), oldest first.

    A bot's moves are marked: the page shows each of them as "thinking…" first, then the move.
    """
    recent: list[dict[str, Any]] = []
    for line in log:  # newest first
        if line["seat"] == viewer or line["undo"] or len(recent) == RECENT_ROWS:
            break
        recent.append({**line, "bot": line["seat"] in bots})
    return recent[::-1]


def log_line(row: ActionLog, state: GameState, viewer: int | None, names: dict[int, str]) -> dict[str, Any]:
    action = row.action_for(state, viewer)
    return {
        "ply": row.ply,
        "seat": row.seat,
        "person": person(row.seat, names),
        "label": fill(action.get("label") or action.get("type", ""), names),
        "undo": row.kind == ActionLog.Kind.UNDO,
        "undone": row.undone_by_id is not None,
        "explanation": fill(row.explanation_for(state, viewer), names),
    }


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
        "player": human.display_name if human is not None else "",
    }
