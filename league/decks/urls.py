from __future__ import annotations

from django.urls import path

from league.decks import views

urlpatterns = [
    path("decks/", views.deck_list, name="deck-list"),
    path("decks/new/", views.deck_new, name="deck-new"),
    path("decks/preview/", views.deck_preview, name="deck-preview"),
    path("decks/<int:deck_id>/", views.deck_detail, name="deck-detail"),
    path("decks/<int:deck_id>/edit/", views.deck_edit, name="deck-edit"),
    path("decks/<int:deck_id>/delete/", views.deck_delete, name="deck-delete"),
    path("decks/<int:deck_id>/export.txt", views.deck_export, name="deck-export"),
]
