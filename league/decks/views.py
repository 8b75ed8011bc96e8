"""Deck pages: the list, registering (with a live check), a deck's page, its export."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_POST

from games.engines.doomtown.decklist import deck_from_json, deck_to_text
from league.decks import presentation
from league.decks.forms import DeckForm
from league.decks.services import DeckError, deck_check, deck_register, deck_update
from league.htmx import HtmxHttpRequest, render_page
from league.models import Player
from league.models.decks import Deck

DETAIL = "league/decks/deck_detail.html"
FORM = "league/decks/deck_form.html"


def get_deck_for_viewer(request: HttpRequest, deck_id: int) -> Deck:
    """Ready-made decks are public; a player's deck is visible to its owner only."""
    deck = get_object_or_404(Deck.objects.select_related("owner", "format"), pk=deck_id)
    if deck.owner is not None and (not request.user.is_authenticated or deck.owner.user_id != request.user.pk):
        raise Http404("No such deck.")
    return deck


def get_deck_for_owner(request: HttpRequest, deck_id: int) -> Deck:
    deck = get_deck_for_viewer(request, deck_id)
    if deck.owner_id is None:
        raise PermissionDenied("Ready-made decks cannot be edited; copy one into your own decks.")
    return deck


def deck_list(request: HttpRequest) -> HttpResponse:
    mine = Deck.objects.none()
    if request.user.is_authenticated:
        mine = Deck.objects.filter(owner__user=request.user).select_related("format")
    ready_made = Deck.objects.filter(owner__isnull=True).select_related("format").order_by("ready_made_key")
    return render(request, "league/decks/deck_list.html", {"mine": mine, "ready_made": ready_made})


@login_required
def deck_new(request: HttpRequest) -> HttpResponse:
    copy_of = request.GET.get("copy")
    initial = {}
    if copy_of:
        source = get_deck_for_viewer(request, int(copy_of))
        initial = {
            "name": f"{source.name} (my copy)",
            "text": deck_to_text(deck_from_json(source.contents)),
            "deck_format": source.format_id,
        }
    form = DeckForm(request.POST or None, request.FILES or None, initial=initial)
    if request.method == "POST" and form.is_valid():
        try:
            deck = deck_register(owner=Player.for_user(request.user), **form.submission())
        except DeckError as exc:
            form.add_error(None, exc.message)
            return render(request, FORM, {"form": form, "report": exc.report}, status=422)
        messages.success(request, f"{deck.name} is registered.")
        return redirect("deck-detail", deck.pk)
    return render(request, FORM, {"form": form})


@login_required
def deck_edit(request: HttpRequest, deck_id: int) -> HttpResponse:
    deck = get_deck_for_owner(request, deck_id)
    initial = {"name": deck.name, "text": deck_to_text(deck_from_json(deck.contents)), "deck_format": deck.format_id}
    form = DeckForm(request.POST or None, request.FILES or None, initial=initial)
    if request.method == "POST" and form.is_valid():
        try:
            deck_update(deck=deck, **form.submission())
        except DeckError as exc:
            form.add_error(None, exc.message)
            return render(request, FORM, {"form": form, "deck": deck, "report": exc.report}, status=422)
        messages.success(request, "Deck saved.")
        return redirect("deck-detail", deck.pk)
    return render(request, FORM, {"form": form, "deck": deck})


@require_POST
def deck_preview(request: HttpRequest) -> HttpResponse:
    """The live check under the form (htmx): parse and validate, store nothing."""
    form = DeckForm(request.POST, request.FILES)
    report, problem = None, None
    if form.is_valid():
        try:
            report = deck_check(
                data=form.deck_data(),
                input_format=form.cleaned_data["input_format"],
                deck_format=form.cleaned_data["deck_format"],
            ).report
        except DeckError as exc:
            problem = exc.message
    else:
        problem = " ".join(str(message) for errors in form.errors.values() for message in errors)
    return render_page(request, FORM, {"report": report, "problem": problem}, partial="report")


def deck_detail(request: HtmxHttpRequest, deck_id: int) -> HttpResponse:
    deck = get_deck_for_viewer(request, deck_id)
    if request.htmx and request.GET.get("part") == "status":
        return render_page(request, DETAIL, {"deck": deck}, partial="status")
    summary = (deck.report or {}).get("summary", {})
    context = {
        "deck": deck,
        "groups": presentation.grouped_cards(deck.contents),
        "grid": presentation.suit_value_rows(summary),
        "value_labels": presentation.VALUE_LABELS,
        "value_totals": presentation.value_totals(summary),
        "costs": presentation.cost_bars(summary),
        "summary": summary,
        "odds": presentation.hand_odds(deck.contents),
        "is_owner": deck.owner_id is not None,
    }
    return render(request, DETAIL, context)


def deck_export(request: HttpRequest, deck_id: int) -> HttpResponse:
    deck = get_deck_for_viewer(request, deck_id)
    response = HttpResponse(deck_to_text(deck_from_json(deck.contents)), content_type="text/plain; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="deck-{deck.pk}.txt"'
    return response


@login_required
@require_POST
def deck_delete(request: HttpRequest, deck_id: int) -> HttpResponse:
    deck = get_deck_for_owner(request, deck_id)
    if deck.locked or deck.snapshots.exists():
        messages.error(request, "A deck entered in an event is kept for the record and cannot be deleted.")
        return redirect("deck-detail", deck.pk)
    deck.delete()
    messages.success(request, "Deck deleted.")
    return redirect("deck-list")
