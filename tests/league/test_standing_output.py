"""A standings row's JSON, byte for byte, on the API and in the export: whole-number tiebreakers stay
whole (``1``, not ``1.0``) as they are stored, fractions stay fractions."""

from __future__ import annotations

import json

from django.utils import timezone
from rest_framework.test import APIClient

from league.models import Standing


def _row(season, player, *, rank, points, tiebreakers):
    return Standing.objects.create(
        season=season, player=player, rank=rank, position=rank, points=points, games=3, played=3,
        wins=2, draws=0, losses=1, qualified=True, tiebreakers=tiebreakers, computed_at=timezone.now(),
    )  # fmt: skip


def test_the_api_and_the_export_give_each_row_as_stored(client, season, owner, opponent):
    _row(season, owner.player, rank=1, points=6.0, tiebreakers={"sos": 1, "esos": 0.5, "omw": 0.6667, "h2h": 0})
    _row(season, opponent.player, rank=2, points=3.0, tiebreakers={"sos": 2, "esos": 1.25, "omw": 0.3333, "h2h": 1})

    api = APIClient().get("/api/leagues/gem/standings/").content.decode()
    export = client.get("/leagues/gem/standings.json").content.decode()

    first = (
        f'{{"rank":1,"player_id":{owner.player.pk},"player":"Alice","points":6.0,"games":3,"played":3,"wins":2,'
        '"draws":0,"losses":1,"qualified":true,"tiebreakers":{"sos":1,"esos":0.5,"omw":0.6667,"h2h":0}}'
    )
    assert first in api
    assert json.loads(export)["standings"][0] == json.loads(first)
    assert '"sos": 1,' in export and '"points": 6.0,' in export and '"sos": 2,' in export
