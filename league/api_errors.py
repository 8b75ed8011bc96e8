"""The API's one exception handler: every error answers ``{"code", "detail", "errors"?}``.

Domain errors (``league.errors.DomainError``) carry their own status and code. DRF's own errors
(validation, authentication, throttling, not found) are reshaped the same way, so a client reads
one shape everywhere. A request without valid credentials answers 401 with ``WWW-Authenticate``.
"""

from __future__ import annotations

from typing import Any

from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.db import DataError
from django.http import Http404
from rest_framework import exceptions, serializers
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler

from league.errors import DomainError


class ErrorSerializer(serializers.Serializer):
    """The body of every error answer (documented in the schema)."""

    code = serializers.CharField(help_text="Stable, for scripts: e.g. invalid, not_allowed, stale_version")
    detail = serializers.CharField(help_text="What went wrong, for people")
    # Named like a Serializer attribute: DRF's metaclass takes declared fields off the class, so it shadows nothing.
    errors = serializers.DictField(  # type: ignore[assignment]
        child=serializers.CharField(),
        required=False,
        help_text="What is wrong with each field, when fields were at fault",
    )


def api_exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    if isinstance(exc, DomainError):
        return Response(exc.body(), status=exc.status)
    if isinstance(exc, DataError | OverflowError):
        # A value past a column's range that no serializer bound caught: the statement that failed wrote nothing.
        return Response({"code": "out_of_range", "detail": "A number in the request is out of range."}, status=400)
    if isinstance(exc, Http404):
        exc = exceptions.NotFound()
    elif isinstance(exc, DjangoPermissionDenied):
        exc = exceptions.PermissionDenied()
    response = drf_exception_handler(exc, context)
    if response is None or not isinstance(exc, exceptions.APIException):
        return response
    if isinstance(exc, exceptions.ValidationError):
        response.data = _validation_body(exc.detail)
    else:
        response.data = {"code": _first_code(exc.get_codes()), "detail": _first_message(exc.detail)}
    return response


def _validation_body(detail: Any) -> dict[str, Any]:
    errors = _flatten(detail)
    body: dict[str, Any] = {"code": "invalid"}
    general = errors.pop("non_field_errors", None) or errors.pop("detail", None)
    first = general or next(iter(errors.values()), "The request is not valid.")
    if errors and not general:
        field = next(iter(errors))
        first = f"{field}: {errors[field]}"
    body["detail"] = first
    if errors:
        body["errors"] = errors
    return body


def _flatten(detail: Any, prefix: str = "") -> dict[str, str]:
    """``{"seats": {"0": ["bad"]}}`` -> ``{"seats.0": "bad"}``; a bare list belongs to ``non_field_errors``."""
    if isinstance(detail, dict):
        flat: dict[str, str] = {}
        for key, value in detail.items():
            flat.update(_flatten(value, f"{prefix}.{key}" if prefix else str(key)))
        return flat
    if isinstance(detail, list):
        if all(not isinstance(item, dict | list) for item in detail):
            return {prefix or "non_field_errors": " ".join(str(item) for item in detail)}
        flat = {}
        for index, item in enumerate(detail):
            flat.update(_flatten(item, f"{prefix}.{index}" if prefix else str(index)))
        return flat
    return {prefix or "non_field_errors": str(detail)}


def _first_code(codes: Any) -> str:
    while isinstance(codes, dict | list) and codes:
        codes = next(iter(codes.values())) if isinstance(codes, dict) else codes[0]
    return str(codes) if codes else "error"


def _first_message(detail: Any) -> str:
    while isinstance(detail, dict | list) and detail:
        detail = next(iter(detail.values())) if isinstance(detail, dict) else detail[0]
    return str(detail)
