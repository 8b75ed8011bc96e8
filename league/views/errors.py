"""Django's error pages, answered in the API's error shape for addresses under /api/.

A URL that matches no route never reaches DRF, so without these an API client would get an HTML
page where the schema promises ``{"code", "detail"}``.
"""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.views import defaults

API_PREFIX = "/api/"


def _is_api(request: HttpRequest) -> bool:
    return request.path.startswith(API_PREFIX)


def bad_request(request: HttpRequest, exception: Exception) -> HttpResponse:
    if _is_api(request):
        return JsonResponse({"code": "invalid", "detail": "The request could not be read."}, status=400)
    return defaults.bad_request(request, exception)


def permission_denied(request: HttpRequest, exception: Exception) -> HttpResponse:
    if _is_api(request):
        return JsonResponse({"code": "not_allowed", "detail": "You may not do this."}, status=403)
    return defaults.permission_denied(request, exception)


def page_not_found(request: HttpRequest, exception: Exception) -> HttpResponse:
    if _is_api(request):
        return JsonResponse({"code": "not_found", "detail": "There is nothing at this address."}, status=404)
    return defaults.page_not_found(request, exception)


def server_error(request: HttpRequest) -> HttpResponse:
    if _is_api(request):
        return JsonResponse({"code": "server_error", "detail": "Something went wrong on our side."}, status=500)
    return defaults.server_error(request)
