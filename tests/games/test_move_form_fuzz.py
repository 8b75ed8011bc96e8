"""The table's move form under anything a browser or a script can post: a refusal, never a 500, nothing changed."""

from __future__ import annotations

import json

import pytest
from django.urls import reverse
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.games.helpers import fresh, start

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=12,
)
ACTIONS = st.one_of(JSON_VALUES.map(json.dumps), st.text(max_size=60))
NUMBERS = st.one_of(st.integers(min_value=-(2**70), max_value=2**70).map(str), st.text(max_size=8))


@pytest.mark.django_db
@settings(max_examples=150, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(seat=NUMBERS, version=NUMBERS, action=ACTIONS)
def test_a_forged_move_is_refused_cleanly_and_changes_nothing(client, owner, seat, version, action):
    session = start(owner, "me", "me")
    client.force_login(owner)

    response = client.post(reverse("game-act", args=[session.pk]), {"seat": seat, "version": version, "action": action})

    assert response.status_code < 500
    if response.status_code >= 400:
        assert fresh(session).version == session.version
