"""Boards: each game's ``view(seat)`` laid out for its SVG template in templates/games/boards/.

A game with a module here (``games.boards.<key>``, exposing ``layout(view, seat, names) -> dict``)
gets its own drawing; any other game is shown by the generic board, which lists its view as a tree.
A module may also expose ``targets(action) -> list[str]``: the board elements (their
``data-target``) that a legal action names, first pick first, so a click on the board can choose it.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

from games.engines.registry import import_if_present

GENERIC_TEMPLATE = "games/boards/generic.html"


def _module(engine_key: str) -> ModuleType | None:
    return import_if_present(f"games.boards.{engine_key}")


def board_for(
    engine_key: str, view: dict[str, Any], seat: int | None, names: dict[int, str] | None = None
) -> tuple[str, dict[str, Any]]:
    """The template that draws this game's board and the context it needs (``names``: seat -> name)."""
    module = _module(engine_key)
    if module is None:
        return GENERIC_TEMPLATE, {"rows": tree_rows(view)}
    return f"games/boards/{engine_key}.html", module.layout(view, seat, names or {})


def board_targets(engine_key: str, action: dict[str, Any]) -> list[str]:
    """The board elements a legal action names (none when the game's board has no clickable parts)."""
    module = _module(engine_key)
    return module.targets(action) if module is not None and hasattr(module, "targets") else []


def tree_rows(node: Any, depth: int = 0, name: str = "") -> list[dict[str, Any]]:
    """A JSON document flattened to indented rows (name, scalar value) for the generic board."""
    if isinstance(node, dict):
        rows = [{"depth": depth, "name": name, "value": ""}] if name else []
        for key, value in node.items():
            rows += tree_rows(value, depth + (1 if name else 0), str(key))
        return rows
    if isinstance(node, list) and any(isinstance(item, dict | list) for item in node):
        rows = [{"depth": depth, "name": name, "value": ""}] if name else []
        for index, value in enumerate(node):
            rows += tree_rows(value, depth + (1 if name else 0), f"{name or 'item'} {index + 1}")
        return rows
    if isinstance(node, list):
        return [{"depth": depth, "name": name, "value": ", ".join(str(item) for item in node) or "—"}]
    return [{"depth": depth, "name": name, "value": "—" if node is None else str(node)}]
