from __future__ import annotations

from django.urls import path

from league.decks import api

urlpatterns = [
    path("decks/", api.DeckListApi.as_view(), name="api-deck-list"),
    path("decks/create/", api.DeckCreateApi.as_view(), name="api-deck-create"),
    path("decks/validate/", api.DeckValidateApi.as_view(), name="api-deck-validate"),
    path("decks/<int:deck_id>/", api.DeckDetailApi.as_view(), name="api-deck-detail"),
]
