"""Every existing tournament gets a slug made from its name, numbered when taken (oldest first)."""

from itertools import count

from django.db import migrations
from django.utils.text import slugify


def fill_slugs(apps, schema_editor):
    Tournament = apps.get_model("league", "Tournament")
    taken: set[str] = set()
    for tournament in Tournament.objects.order_by("pk"):
        base = slugify(tournament.name)[:70].strip("-") or "event"
        if base.isdigit():
            base = f"event-{base}"
        slug = next(s for n in count(1) if (s := base if n == 1 else f"{base}-{n}") not in taken)
        taken.add(slug)
        tournament.slug = slug
        tournament.save(update_fields=["slug"])


class Migration(migrations.Migration):
    dependencies = [("league", "0013_tournament_slug_added")]

    operations = [migrations.RunPython(fill_slugs, migrations.RunPython.noop)]
