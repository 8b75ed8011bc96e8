"""A limit on wrong passwords, for the login page, the admin's login and the API's token endpoint.

Failures are counted per (account, client address) and per client address, in the cache, over a
window that starts at the first failure. Past a limit the login answers 429 with ``Retry-After``
until the window ends; the count per pair means nobody can lock another person out of their
account from elsewhere, and the count per address stops one client from trying many accounts.
Counting happens on Django's ``user_login_failed`` signal, so every way of logging in is covered.
"""

from __future__ import annotations

import functools
import hashlib
import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.contrib.auth.signals import user_login_failed
from django.core.cache import cache
from django.dispatch import receiver
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.urls import get_script_prefix, get_urlconf, reverse


@dataclass(frozen=True)
class Limits:
    per_account_and_address: int
    per_address: int
    window_seconds: int


def limits() -> Limits:
    return Limits(
        settings.LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
        settings.LOGIN_FAILURES_PER_ADDRESS,
        settings.LOGIN_FAILURE_WINDOW_SECONDS,
    )


def client_address(request: Any) -> str:
    """REMOTE_ADDR, or the address the trusted proxies in front of us saw (``NUM_PROXIES``)."""
    proxies = settings.NUM_PROXIES
    forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "")
    if proxies and forwarded:
        hops = [hop.strip() for hop in forwarded.split(",") if hop.strip()]
        if hops:
            return hops[-min(proxies, len(hops))]
    return request.META.get("REMOTE_ADDR", "") or "unknown"


def _keys(address: str, username: str) -> tuple[str, str]:
    # Digests: a username may hold any character, a cache key may not.
    account = hashlib.sha256(username.strip().casefold().encode()).hexdigest()[:32]
    place = hashlib.sha256(address.encode()).hexdigest()[:32]
    return f"login-failures:{place}:{account}", f"login-failures:{place}"


def _count(key: str) -> tuple[int, float]:
    return cache.get(key, (0, time.time()))


def retry_after(address: str, username: str) -> int:
    """Seconds until this address may try this account again; 0 when it may now."""
    rules = limits()
    waits = []
    for key, limit in zip(_keys(address, username), (rules.per_account_and_address, rules.per_address), strict=True):
        failures, since = _count(key)
        if failures >= limit:
            waits.append(int(since + rules.window_seconds - time.time()) + 1)
    return max([0, *waits])


@receiver(user_login_failed)
def count_failure(sender: Any, credentials: dict[str, Any], request: Any = None, **kwargs: Any) -> None:
    if request is None:
        return
    window = limits().window_seconds
    for key in _keys(client_address(request), str(credentials.get("username", ""))):
        failures, since = _count(key)
        remaining = max(int(since + window - time.time()), 1)
        cache.set(key, (failures + 1, since), remaining)


def _login_paths() -> dict[str, bool]:
    """The paths that take a password, and whether they answer JSON."""
    return _login_paths_under(get_script_prefix(), get_urlconf(settings.ROOT_URLCONF))


@functools.cache
def _login_paths_under(script_prefix: str, urlconf: str | None) -> dict[str, bool]:
    """Worked out once per prefix and URL configuration: every POST asks."""
    return {reverse("login"): False, reverse("admin:login"): False, reverse("api-token"): True}


def _username(request: HttpRequest) -> str:
    if request.content_type == "application/json":
        try:
            body = json.loads(request.body or b"{}")
        except ValueError:
            return ""
        return str(body.get("username", "")) if isinstance(body, dict) else ""
    return request.POST.get("username", "")


class LoginLimitMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.method == "POST" and (is_api := _login_paths().get(request.path)) is not None:
            wait = retry_after(client_address(request), _username(request))
            if wait:
                return _too_many(wait, is_api)
        return self.get_response(request)


def _too_many(wait: int, is_api: bool) -> HttpResponse:
    minutes = max(1, round(wait / 60))
    message = (
        f"Too many wrong passwords from your address for this account: try again in about {minutes} "
        f"minute{'s' if minutes != 1 else ''}, or reset your password."
    )
    if is_api:
        response: HttpResponse = JsonResponse({"code": "throttled", "detail": message}, status=429)
    else:
        response = HttpResponse(message, status=429, content_type="text/plain; charset=utf-8")
    response["Retry-After"] = str(wait)
    return response
