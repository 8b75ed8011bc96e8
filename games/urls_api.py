"""Game-session API routes (under /api/)."""

from __future__ import annotations

from django.urls import path

from games import api

urlpatterns = [
    path("sessions/", api.SessionCreateApi.as_view(), name="api-session-create"),
    path("sessions/<int:session_id>/view/", api.SessionViewApi.as_view(), name="api-session-view"),
    path("sessions/<int:session_id>/legal-actions/", api.LegalActionsApi.as_view(), name="api-session-legal"),
    path("sessions/<int:session_id>/actions/", api.SubmitActionApi.as_view(), name="api-session-submit"),
    path("sessions/<int:session_id>/log/", api.SessionLogApi.as_view(), name="api-session-log"),
]
