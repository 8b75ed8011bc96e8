"""Refuse hostile requests before any view parses them: too large, too deeply nested, or with control characters.

Django caps form bodies (``DATA_UPLOAD_MAX_MEMORY_SIZE``) but DRF reads JSON bodies itself, and
``json.loads`` recurses: a body of ten thousand ``[`` would exhaust the stack inside a view. So
every request is checked here once, and a refusal answers 400 or 413 with a message (JSON on the
API, the same words on a page) and changes nothing. Uploaded files are left to their own parsers.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse, QueryDict

from league.inputs import MAX_JSON_DEPTH, has_control_characters, json_depth, json_has_control_characters


class Refusal(Exception):
    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(message)
        self.status, self.code, self.message = status, code, message


class HostileInputMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        try:
            check_request(request)
        except Refusal as refusal:
            return _refused(request, refusal)
        return self.get_response(request)


def check_request(request: HttpRequest) -> None:
    _check_texts(request.GET.lists(), "the address")
    if request.method in ("GET", "HEAD", "OPTIONS"):
        return
    _check_size(request)
    content_type = request.content_type or ""
    if content_type == "application/json" or content_type.endswith("+json"):
        _check_json(request.body.decode("utf-8", errors="replace"), "the request body")
    elif content_type in ("application/x-www-form-urlencoded", "multipart/form-data"):
        _check_form(_form_fields(request, content_type))


def _form_fields(request: HttpRequest, content_type: str) -> QueryDict:
    """The form's fields: Django parses POST bodies only; a PUT or PATCH form is read here (DRF reads it later)."""
    if request.method == "POST":
        return request.POST
    if content_type == "application/x-www-form-urlencoded":
        return QueryDict(request.body, encoding=request.encoding)
    return QueryDict()  # a multipart PUT: its files are left to their parsers


def _check_form(fields: QueryDict) -> None:
    _check_texts(fields.lists(), "the form")
    for name, values in fields.lists():
        for value in values:
            if value[:1] in ("[", "{") and json_depth(value) > MAX_JSON_DEPTH:
                raise Refusal(400, "too_deep", f"{name} nests deeper than {MAX_JSON_DEPTH} levels")


def _check_size(request: HttpRequest) -> None:
    limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
    try:
        length = int(request.META.get("CONTENT_LENGTH") or 0)
    except ValueError:
        raise Refusal(400, "invalid", "the Content-Length header is not a number") from None
    is_upload = (request.content_type or "") == "multipart/form-data"
    cap = settings.FILE_UPLOAD_MAX_MEMORY_SIZE + limit if is_upload else limit
    if length > cap:
        raise Refusal(413, "too_large", f"the request is {length:,} bytes; the limit is {cap:,}")


def _check_json(text: str, where: str) -> None:
    if json_depth(text) > MAX_JSON_DEPTH:
        raise Refusal(400, "too_deep", f"{where} nests deeper than {MAX_JSON_DEPTH} levels")
    if json_has_control_characters(text):
        raise Refusal(400, "control_characters", f"{where} holds control characters (such as NUL)")


def _check_texts(fields: Iterable[tuple[str, list[str]]], where: str) -> None:
    for name, values in fields:
        if has_control_characters(name) or any(has_control_characters(value) for value in values):
            raise Refusal(400, "control_characters", f"{where} holds control characters (such as NUL) in {name!r}")


def _refused(request: HttpRequest, refusal: Refusal) -> HttpResponse:
    if request.path.startswith("/api/") or "json" in request.headers.get("Accept", ""):
        return JsonResponse({"code": refusal.code, "detail": refusal.message}, status=refusal.status)
    return HttpResponse(f"Refused: {refusal.message}.", status=refusal.status, content_type="text/plain; charset=utf-8")


class ContentSecurityPolicyMiddleware:
    """Every page may load scripts, styles, images and connections from this site only (``CONTENT_SECURITY_POLICY``).

    Pages carry no inline script or handler (``league/static/league/behaviours.js`` declares them);
    inline styles stay allowed for htmx's indicator style and the boards' SVG.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        response.headers.setdefault("Content-Security-Policy", settings.CONTENT_SECURITY_POLICY)
        return response
