"""Errors a service raises; pages and the API turn them into a message and change nothing."""

from __future__ import annotations

from collections.abc import Mapping


class ServiceError(Exception):
    """A request that cannot be carried out as asked; ``errors`` maps fields to messages when known."""

    def __init__(self, message: str, errors: Mapping[str, str] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.errors = dict(errors or {})


class NotAllowed(ServiceError):
    """The actor may not do this (not seated, not an organiser of the league)."""
