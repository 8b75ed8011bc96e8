"""Slugs made from names, unique per model and numbered when taken ("gem-theatre", "gem-theatre-2").

Choosing a free slug and inserting the row are two steps: two rows with the same name created at
the same instant may both choose the same slug, and the second insert then breaks the unique
constraint. ``create_with_slug`` inserts inside a savepoint and chooses again when that happens.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import count
from typing import TypeVar

from django.db import IntegrityError, models, transaction
from django.utils.text import slugify

from league.services.errors import ServiceError

ATTEMPTS = 5
Row = TypeVar("Row", bound=models.Model)


RESERVED = frozenset({"new"})  # /leagues/new/ and /tournaments/new/ are the creation forms


def free_slug(model: type[models.Model], name: str, fallback: str) -> str:
    """A slug made from ``name`` that no ``model`` row has yet. It never reads as a number, so a
    page address may take either an id or a slug, nor as a page of its own (``RESERVED``)."""
    base = slugify(name)[:70].strip("-") or fallback
    if base.isdigit() or base in RESERVED:
        base = f"{fallback}-{base}"
    taken = set(model._default_manager.filter(slug__startswith=base).values_list("slug", flat=True))
    return next(slug for n in count(1) if (slug := base if n == 1 else f"{base}-{n}") not in taken)


def create_with_slug(model: type[Row], name: str, fallback: str, create: Callable[[str], Row]) -> Row:
    """``create(slug)`` with a free slug; chosen again when another row took it in the meantime."""
    for _ in range(ATTEMPTS):
        slug = free_slug(model, name, fallback)
        try:
            with transaction.atomic():
                return create(slug)
        except IntegrityError:
            if not model._default_manager.filter(slug=slug).exists():
                raise  # another constraint: not ours to retry
    raise ServiceError(f"Many {model._meta.verbose_name_plural} named {name!r} are being created at once: try again.")
