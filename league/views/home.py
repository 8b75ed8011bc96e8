from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from games.catalogue import GAMES


def home(request: HttpRequest) -> HttpResponse:
    return render(request, "home.html", {"games": GAMES})


def baseline(request: HttpRequest) -> HttpResponse:
    """A view that touches nothing: the benchmark's yardstick for the framework's own cost."""
    return HttpResponse(b"ok", content_type="text/plain")
