"""Game pages: the lobby, the table and its fragments, moves, undo, invites and replays."""

from __future__ import annotations

from django.urls import path

from games.views import lobby, play, replay

urlpatterns = [
    path("play/", lobby.lobby, name="lobby"),
    path("play/new/", lobby.lobby_create, name="lobby-create"),
    path("play/join/<str:token>/", lobby.join, name="game-join"),
    path("play/<int:session_id>/", play.game_page, name="game"),
    path("play/<int:session_id>/live/", play.game_live, name="game-live"),
    path("play/<int:session_id>/act/", play.game_act, name="game-act"),
    path("play/<int:session_id>/undo/", play.game_undo, name="game-undo"),
    path("play/<int:session_id>/replay/", replay.game_replay, name="game-replay"),
    path("play/<int:session_id>/rematch/", play.game_rematch, name="game-rematch"),
]
