"""The contract every rules engine follows (see DESIGN.md, "The engine contract").

An engine is a factory (``Engine``) plus a mutable state (``GameState``). States are plain data:
everything lives in JSON-friendly fields, randomness comes from the state's own ``Rng``, and
``apply`` accepts only members of ``legal_actions``.
"""

from __future__ import annotations

import hashlib
import json
import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

Action = dict[str, Any]
Event = dict[str, Any]

# Keys of an action that describe it for people but do not identify it.
DISPLAY_KEYS = frozenset({"label"})


# How a label or log line names a seat: a placeholder the page fills with the player's name, so no
# text a person reads counts seats from 0 (or names a seat by number at all).
SEAT_PLACEHOLDER = re.compile(r"\{seat:(\d+)\}")


def seat_ref(seat: int) -> str:
    """The placeholder for ``seat`` inside a label: ``f"Take $1 from {seat_ref(2)}"``."""
    return f"{{seat:{seat}}}"


def fill_seats(text: str, name: Callable[[int], str]) -> str:
    """``text`` with every seat placeholder replaced by ``name(seat)``."""
    return SEAT_PLACEHOLDER.sub(lambda match: name(int(match.group(1))), text)


class IllegalAction(Exception):
    """An action that the rules do not allow now. The message says why, in words a player understands."""

    def __init__(self, message: str, *, code: str = "illegal") -> None:
        super().__init__(message)
        self.message = message
        self.code = code


class ReplayMismatch(Exception):
    """Replaying a stored action log did not reproduce the stored state."""


def action_key(action: Action) -> str:
    """Canonical identity of an action: its JSON without display-only keys."""
    return json.dumps({k: v for k, v in action.items() if k not in DISPLAY_KEYS}, sort_keys=True, separators=(",", ":"))


def find_legal(legal: Sequence[Action], action: Action) -> Action:
    """The member of ``legal`` that ``action`` names, or IllegalAction."""
    wanted = action_key(action)
    for candidate in legal:
        if action_key(candidate) == wanted:
            return candidate
    raise IllegalAction(f"not a legal action now: {action.get('label') or wanted}")


def json_hash(doc: Any) -> str:
    """``state_hash`` of the state whose ``to_json()`` is ``doc`` (for a caller that has the document already)."""
    return hashlib.sha256(canonical_json(doc).encode()).hexdigest()[:16]


def canonical_json(doc: Any) -> str:
    return json.dumps(doc, sort_keys=True, separators=(",", ":"))


def placements_from_keys(keys: Sequence[Any]) -> list[int]:
    """Placement per seat from sort keys where higher is better; equal keys share a placement."""
    return [1 + sum(1 for other in keys if other > key) for key in keys]


@dataclass
class Result:
    """How a finished game came out.

    ``scores`` and ``placements`` are per seat (placement 1 is best; ties share).
    ``details`` holds per-seat score lines so pages can show how each score was made.
    """

    scores: list[float]
    placements: list[int]
    details: dict[str, Any] = field(default_factory=dict)

    def winners(self) -> list[int]:
        return [seat for seat, place in enumerate(self.placements) if place == 1]

    def to_json(self) -> dict[str, Any]:
        return {"scores": self.scores, "placements": self.placements, "details": self.details}


@dataclass(frozen=True)
class OptionSpec:
    """One engine option: its type, allowed values and default (rendered by the lobby form)."""

    name: str
    default: Any
    choices: tuple[Any, ...] = ()
    help: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "default": self.default, "choices": list(self.choices), "help": self.help}


class GameState(ABC):
    """A game in progress. Engines subclass it; see DESIGN.md for the meaning of each method."""

    engine: ClassVar[Engine]

    @abstractmethod
    def to_act(self) -> list[int]:
        """Seats that must decide now (empty only when the game is over)."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        """Every action ``seat`` may take now, each with a readable ``label``."""

    @abstractmethod
    def apply(self, seat: int, action: Action) -> list[Event]:
        """Validate and perform ``action``; raise IllegalAction (changing nothing) if it is not legal."""

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def result(self) -> Result:
        """Only meaningful when ``is_over()``."""

    @abstractmethod
    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may see (``None``: a spectator). Never contains a hidden card's identity."""

    @abstractmethod
    def to_json(self) -> dict[str, Any]:
        """The full state, RNG included; ``engine.from_json`` must rebuild an equal state."""

    @abstractmethod
    def clone(self) -> GameState: ...

    @abstractmethod
    def determinize(self, seat: int, rng: Any) -> GameState:
        """A copy in which everything ``seat`` cannot see is resampled with ``rng`` (a bot's own RNG)."""

    def check_invariants(self) -> None:
        """Raise AssertionError if the state breaks a conservation rule. Engines override."""

    def unimplemented(self) -> list[str]:
        """Rules or cards in play that this engine does not implement (reported, never hidden)."""
        return []

    def plainly_foreseeable(self, before: GameState, seat: int, viewer: int) -> bool:
        """True when this state, reached from ``before`` by one action of ``seat``, certainly shows
        ``viewer`` nothing it could not foresee: the engine knows that such a move neither moved nor
        read anything hidden from the viewer. False means "not known": games.services then resamples
        the hidden cards to find out (``outcome_foreseeable``). Engines override for their common moves."""
        return False

    def redact_action(self, seat: int, action: Action, viewer: int | None) -> Action:
        """``action`` as ``viewer`` may see it in the log. Engines with secret choices override."""
        return action

    def state_hash(self) -> str:
        return json_hash(self.to_json())

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GameState) and canonical_json(self.to_json()) == canonical_json(other.to_json())

    __hash__ = None  # type: ignore[assignment]  # mutable


class Engine(ABC):
    """A game's factory and metadata. One instance per engine, registered under ``key``."""

    key: ClassVar[str]
    name: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    version: ClassVar[int] = 1
    options: ClassVar[tuple[OptionSpec, ...]] = ()

    @abstractmethod
    def new_game(self, players: int, seed: int, options: dict[str, Any] | None = None) -> GameState: ...

    @abstractmethod
    def from_json(self, doc: dict[str, Any]) -> GameState: ...

    def resolve_options(self, options: dict[str, Any] | None) -> dict[str, Any]:
        """Defaults filled in; unknown names or values outside ``choices`` raise ValueError."""
        given = dict(options or {})
        known = {spec.name: spec for spec in self.options}
        unknown = sorted(set(given) - set(known))
        if unknown:
            raise ValueError(f"unknown option(s) for {self.key}: {', '.join(unknown)}")
        resolved = {}
        for name, spec in known.items():
            value = given.get(name, spec.default)
            if spec.choices and value not in spec.choices:
                raise ValueError(f"option {name} must be one of {list(spec.choices)}, not {value!r}")
            resolved[name] = value
        return resolved

    def check_players(self, players: int) -> None:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"{self.name} takes {self.min_players}-{self.max_players} players, not {players}")

    def describe(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "name": self.name,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "version": self.version,
            "options": [spec.to_json() for spec in self.options],
        }
