from __future__ import annotations

from django.http import HttpRequest

from league.permissions import is_organiser


def site(request: HttpRequest) -> dict[str, object]:
    return {"site_name": "Deadwood League", "user_is_organiser": is_organiser(request.user)}
