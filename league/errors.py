"""The one error type of the domain, and the one shape the API answers every error in.

Services raise a ``DomainError`` (or a subclass) when a request cannot be carried out; nothing was
changed. Pages show its ``message``; the API's exception handler (``league.api_errors``) turns it
into ``{"code", "detail", "errors"?, ...}`` with its ``status``. ``code`` is stable for scripts,
``detail`` is for people, ``errors`` maps form fields to what is wrong with them.

This module imports nothing from Django so that every layer may raise these errors.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class DomainError(Exception):
    """A request the domain refuses. Subclasses set ``status`` and ``code``; an instance may override the code."""

    status = 400
    code = "invalid"

    def __init__(
        self,
        message: str,
        errors: Mapping[str, str] | None = None,
        *,
        code: str | None = None,
        extra: Mapping[str, Any] | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.errors = dict(errors or {})
        if code is not None:
            self.code = code
        # More facts for scripts, sent beside the message (a deck's validation report, say).
        self.extra = dict(extra or {})

    def body(self) -> dict[str, Any]:
        """The JSON the API answers with."""
        body: dict[str, Any] = {"code": self.code, "detail": self.message}
        if self.errors:
            body["errors"] = self.errors
        body.update(self.extra)
        return body
