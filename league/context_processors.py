from __future__ import annotations

from weakref import WeakKeyDictionary

from django.http import HttpRequest
from django.utils.functional import SimpleLazyObject

from league.permissions import is_moderator
from league.waiting import WaitingFor, waiting_for

# Each request's "waiting for you" list, kept while the request lives.
_WAITING: WeakKeyDictionary[HttpRequest, WaitingFor] = WeakKeyDictionary()


def waiting_of(request: HttpRequest) -> WaitingFor:
    """The request's "waiting for you" list, computed once however many templates read it."""
    if request not in _WAITING:
        _WAITING[request] = waiting_for(request.user)
    return _WAITING[request]


def site(request: HttpRequest) -> dict[str, object]:
    # Lazy: pages that never show the nav (fragments, exports) never run the queries.
    return {
        "site_name": "Deadwood League",
        "user_is_moderator": SimpleLazyObject(lambda: is_moderator(request.user)),
        "waiting": SimpleLazyObject(lambda: waiting_of(request)),
    }
