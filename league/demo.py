"""Demo players for the zero-setup service. Every step is idempotent."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.contrib.auth.models import Permission

from league.models import Player

DEMO_PASSWORD = "deadwood-demo"
DEMO_PLAYERS = (
    ("alice", "Alice Swearengen", True),
    ("bob", "Bob Bullock", False),
    ("calamity", "Calamity Jane", False),
    ("wildbill", "Wild Bill", False),
    ("trixie", "Trixie", False),
    ("sol", "Sol Star", False),
)


def load() -> list[str]:
    User = get_user_model()
    organise = Permission.objects.get(codename="organise_events", content_type__app_label="league")
    created = []
    for username, display_name, organiser in DEMO_PLAYERS:
        user, is_new = User.objects.get_or_create(username=username)
        if is_new:
            user.set_password(DEMO_PASSWORD)
            user.save()
            created.append(username)
        Player.objects.update_or_create(user=user, defaults={"display_name": display_name})
        if organiser:
            user.user_permissions.add(organise)
    return [f"players: {len(DEMO_PLAYERS)} ({len(created)} new); password {DEMO_PASSWORD!r}"]
