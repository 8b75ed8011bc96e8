"""Errors a league service raises; pages and the API turn them into a message and change nothing."""

from __future__ import annotations

from league.errors import DomainError


class ServiceError(DomainError):
    """A request that cannot be carried out as asked; ``errors`` maps fields to messages when known."""


class NotAllowed(ServiceError):
    """The actor may not do this (not seated, not an organiser of the league)."""

    status = 403
    code = "not_allowed"
