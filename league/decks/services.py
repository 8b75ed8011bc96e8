"""Registering, checking, locking and publishing decks.

A submitted list is parsed and checked at once; an invalid list is stored only as a draft. A
stored deck is then checked again by a Celery task (the authoritative report, recorded with the
revision it belongs to), so the page shows "being checked" until the worker answers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.db import transaction

from games.engines.doomtown.cards import deck_files, load_deck_file
from games.engines.doomtown.decklist import Decklist, DeckParseError, deck_from_json, parse_deck
from games.engines.doomtown.validation import validate
from league.decks.formats import default_deck_format, engine_format
from league.errors import DomainError
from league.models import Player
from league.models.cards import DeckFormat
from league.models.decks import Deck, DeckSnapshot


class DeckError(DomainError):
    """A deck request that cannot be carried out; ``code`` is stable, the message is for people."""

    def __init__(self, code: str, message: str, report: dict[str, Any] | None = None) -> None:
        super().__init__(message, code=code, extra=None if report is None else {"report": report})
        self.report = report


@dataclass
class Checked:
    decklist: Decklist
    report: dict[str, Any]


def deck_check(
    *, data: str | bytes | dict[str, Any], input_format: str = "auto", deck_format: DeckFormat | None = None
) -> Checked:
    """Parse and validate without storing anything (the dry run). Unreadable input -> DeckError."""
    try:
        decklist = deck_from_json(data) if isinstance(data, dict) else parse_deck(data, input_format)
    except DeckParseError as exc:
        raise DeckError(exc.code, exc.message) from exc
    fmt = engine_format(deck_format or default_deck_format())
    return Checked(decklist, validate(decklist, fmt))


def deck_register(
    *,
    owner: Player,
    name: str,
    data: str | bytes | dict[str, Any],
    input_format: str = "auto",
    deck_format: DeckFormat | None = None,
    draft: bool = False,
) -> Deck:
    checked = deck_check(data=data, input_format=input_format, deck_format=deck_format)
    if not checked.report["valid"] and not draft:
        raise DeckError("deck.invalid", "The deck is not legal; fix it or save it as a draft.", checked.report)
    deck = Deck.objects.create(
        owner=owner,
        name=(name or checked.decklist.name or "Untitled deck")[:120],
        contents=checked.decklist.to_json(),
        format=deck_format or default_deck_format(),
        status=Deck.Status.DRAFT if draft and not checked.report["valid"] else Deck.Status.CHECKING,
        report=checked.report,
    )
    _enqueue_check(deck)
    return deck


def deck_update(
    *,
    deck: Deck,
    name: str,
    data: str | bytes | dict[str, Any],
    input_format: str = "auto",
    deck_format: DeckFormat | None = None,
    draft: bool = False,
) -> Deck:
    checked = deck_check(data=data, input_format=input_format, deck_format=deck_format or deck.format)
    if not checked.report["valid"] and not draft:
        raise DeckError("deck.invalid", "The deck is not legal; fix it or save it as a draft.", checked.report)
    with transaction.atomic():
        deck = Deck.objects.select_for_update().get(pk=deck.pk)
        if deck.locked:
            raise DeckError("deck.locked", "This deck is entered in an event and cannot change until it is released.")
        deck.name = (name or deck.name)[:120]
        deck.contents = checked.decklist.to_json()
        deck.format = deck_format or deck.format
        deck.report = checked.report
        deck.revision += 1
        deck.status = Deck.Status.DRAFT if draft and not checked.report["valid"] else Deck.Status.CHECKING
        deck.save()
    _enqueue_check(deck)
    return deck


def _enqueue_check(deck: Deck) -> None:
    if deck.status != Deck.Status.CHECKING:
        return
    from league.tasks import validate_deck_task

    deck_id, revision = deck.pk, deck.revision
    transaction.on_commit(lambda: validate_deck_task.delay(deck_id, revision))


def deck_record_check(*, deck_id: int, revision: int) -> bool:
    """The worker's check of one revision; returns False (changing nothing) if the deck moved on."""
    with transaction.atomic():
        deck = Deck.objects.select_for_update().select_related("format").filter(pk=deck_id).first()
        if deck is None or deck.revision != revision or deck.checked_revision == revision:
            return False
        report = validate(deck_from_json(deck.contents), engine_format(deck.format))
        deck.report = report
        deck.checked_revision = revision
        if deck.status != Deck.Status.DRAFT or report["valid"]:
            deck.status = Deck.Status.VALID if report["valid"] else Deck.Status.INVALID
        deck.save(update_fields=["report", "checked_revision", "status", "updated_at"])
    return True


def deck_lock_for_event(*, deck: Deck, event: str) -> DeckSnapshot:
    """Freeze a valid deck for ``event``: a snapshot is what the event sees from now on."""
    with transaction.atomic():
        deck = Deck.objects.select_for_update().get(pk=deck.pk)
        if deck.status != Deck.Status.VALID or not deck.is_checked:
            raise DeckError("deck.not_valid", "Only a checked, valid deck can be entered in an event.")
        if DeckSnapshot.objects.filter(deck=deck, event=event).exists():
            raise DeckError("deck.already_entered", f"This deck is already entered in {event}.")
        snapshot = DeckSnapshot.objects.create(
            deck=deck, event=event, name=deck.name, contents=deck.contents, report=deck.report
        )
        deck.locked = True
        deck.save(update_fields=["locked", "updated_at"])
    return snapshot


def event_decks_release(*, event: str, visibility: str | None = None) -> int:
    """After ``event``: unlock its decks (unless another event holds them) and set list visibility."""
    with transaction.atomic():
        snapshots = list(DeckSnapshot.objects.select_for_update().filter(event=event, released=False))
        for snapshot in snapshots:
            snapshot.released = True
            if visibility:
                snapshot.visibility = visibility
            snapshot.save(update_fields=["released", "visibility"])
        deck_ids = {snapshot.deck_id for snapshot in snapshots}
        still_held = set(
            DeckSnapshot.objects.filter(deck_id__in=deck_ids, released=False).values_list("deck_id", flat=True)
        )
        Deck.objects.filter(pk__in=deck_ids - still_held).update(locked=False)
    return len(snapshots)


def ready_made_decks_load() -> int:
    """The provided starter and Automaton decks, as owner-less decks everyone may use."""
    fmt = default_deck_format()
    for key in deck_files():
        doc = load_deck_file(key)
        decklist = deck_from_json(doc)
        report = validate(decklist, engine_format(fmt))
        Deck.objects.update_or_create(
            ready_made_key=key,
            defaults={
                "name": doc["name"],
                "contents": decklist.to_json(),
                "format": fmt,
                "report": report,
                "status": Deck.Status.VALID if report["valid"] else Deck.Status.INVALID,
                "revision": 1,
                "checked_revision": 1,
            },
        )
    return len(deck_files())
