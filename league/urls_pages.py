"""URL routes (filled as features land)."""

urlpatterns: list = []
