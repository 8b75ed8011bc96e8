"""Pages and their htmx partials from one view: the helper every page view renders with."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.template.loader import render_to_string
from django.utils.cache import patch_vary_headers
from django_htmx.middleware import HtmxDetails

# What a view may pick the partial by; a cache must keep the answers apart.
HTMX_VARY = ("HX-Request", "HX-Target")


class HtmxHttpRequest(HttpRequest):
    """The request a view gets: django-htmx's middleware (in every stack here) sets ``htmx`` on it.
    Views that read ``request.htmx`` take this type so the checker knows the attribute."""

    htmx: HtmxDetails


def render_page(
    request: HttpRequest, template: str, context: dict[str, Any], *, partial: str | None = None, status: int = 200
) -> HttpResponse:
    """``template`` whole, or only its ``{% partialdef partial %}`` block when ``partial`` is given
    (the view decides: usually ``"name" if request.htmx else None``). Both answers carry the same
    ``Vary``, so a cache never serves the partial for the page or the page for the partial."""
    response = render(request, f"{template}#{partial}" if partial else template, context, status=status)
    patch_vary_headers(response, HTMX_VARY)
    return response


def render_partials(
    request: HttpRequest, context: dict[str, Any], partials: list[tuple[str, str]], *, status: int = 200
) -> HttpResponse:
    """Several ``(template, partial)`` blocks in one answer: the first for htmx's target, the others
    out of band (the template reads ``oob`` and marks its root ``hx-swap-oob``), each replacing the
    element with its id elsewhere on the page."""
    parts = [
        render_to_string(f"{template}#{partial}", {**context, "oob": index > 0}, request=request)
        for index, (template, partial) in enumerate(partials)
    ]
    response = HttpResponse("".join(parts), status=status)
    patch_vary_headers(response, HTMX_VARY)
    return response
