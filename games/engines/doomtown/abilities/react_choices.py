"""A react whose effect is one choice among cards (or words): it may be used only while there is
something to choose, and what is chosen is handed to the decorated function. Written once here
for the many reacts that read "choose one of your dudes ... and ..."."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities.core import Use
from games.engines.doomtown.abilities.reacts import react
from games.engines.doomtown.abilities.windows import ask, picker

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

Choices = Callable[[Use, dict[str, Any]], list[Any]]
Picked = Callable[["DoomtownState", dict[str, Any], Any], None]


def react_choosing(card: str, event: str, choices: Choices, verb: str, **options: Any) -> Callable[[Picked], Picked]:
    """Register ``card``'s react to ``event``: usable while ``choices(use, data)`` lists any; the
    decorated ``fn(state, frame, choice)`` applies the choice (``frame["seat"]``: who chose;
    ``frame["event_data"]``: the event's data)."""

    def register(fn: Picked) -> Picked:
        name = f"react_choice/{card}"
        picker(name)(fn)
        extra = options.pop("applies", None)

        def applies(u: Use, data: dict[str, Any]) -> bool:
            return (extra is None or extra(u, data)) and bool(choices(u, data))

        def effect(u: Use, data: dict[str, Any]) -> None:
            ask(u.state, u.seat, name, choices(u, data), verb=verb, event_data=data)

        effect.__doc__ = fn.__doc__
        react(card, event, applies=applies, **options)(effect)
        return fn

    return register
