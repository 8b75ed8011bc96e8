"""API tokens remembered in the shared cache: one query fewer, and forgotten the moment they or their user change."""

from __future__ import annotations

import pytest
from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from league.token_auth import _cache_key

pytestmark = pytest.mark.django_db
ME = "/api/me/pending/"  # answers only a caller it knows


@pytest.fixture
def shared_cache(settings):
    settings.API_TOKEN_CACHE = True
    cache.clear()
    yield
    cache.clear()


def _calls(token: Token) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {token.key}")
    return client


def _queries(client: APIClient, path: str) -> tuple[int, int]:
    with CaptureQueriesContext(connection) as queries:
        status = client.get(path).status_code
    return status, len(queries)


def test_a_remembered_token_saves_its_query_and_names_the_same_user(shared_cache, owner):
    client = _calls(Token.objects.create(user=owner))
    first = client.get(ME)
    status, queries = _queries(client, ME)
    assert first.status_code == status == 200
    assert client.get(ME).json() == first.json()
    cache.clear()
    assert _queries(client, ME) == (200, queries + 1)


def test_a_deleted_token_stops_working_at_once(shared_cache, owner):
    token = Token.objects.create(user=owner)
    client = _calls(token)
    assert client.get(ME).status_code == 200
    token.delete()
    assert client.get(ME).status_code == 401


def test_a_deactivated_user_is_refused_at_once(shared_cache, owner):
    client = _calls(Token.objects.create(user=owner))
    assert client.get(ME).status_code == 200
    owner.is_active = False
    owner.save()
    assert client.get(ME).status_code == 401


def test_a_user_made_staff_is_seen_as_staff_on_the_next_call(shared_cache, owner):
    token = Token.objects.create(user=owner)
    client = _calls(token)
    client.get(ME)
    assert cache.get(_cache_key(token.key)) is not None
    owner.is_staff = True
    owner.save()
    assert cache.get(_cache_key(token.key)) is None


def test_an_unknown_token_is_never_remembered(shared_cache, owner):
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION="Token not-a-token")
    assert client.get(ME).status_code == 401
    assert cache.get(_cache_key("not-a-token")) is None


def test_without_a_shared_cache_every_call_asks_the_database(owner):
    cache.clear()
    token = Token.objects.create(user=owner)
    client = _calls(token)
    assert [_queries(client, ME) for _ in range(2)][0] == _queries(client, ME)
    assert cache.get(_cache_key(token.key)) is None


def test_without_a_shared_cache_an_inactive_users_token_is_refused_as_drf_refuses_it(owner):
    client = _calls(Token.objects.create(user=owner))
    owner.is_active = False
    owner.save()
    answer = client.get(ME)
    assert answer.status_code == 401
    assert answer.json() == {"code": "authentication_failed", "detail": "User inactive or deleted."}


def test_the_user_a_token_names_has_its_flags_as_booleans_and_loads_other_fields_when_read(owner):
    from rest_framework.test import APIRequestFactory

    from league.token_auth import CachedTokenAuthentication

    token = Token.objects.create(user=owner)
    request = APIRequestFactory().get(ME, HTTP_AUTHORIZATION=f"Token {token.key}")
    user, auth = CachedTokenAuthentication().authenticate(request)
    assert (user.pk, user.username, auth.key) == (owner.pk, owner.username, token.key)
    assert user.is_active is True and user.is_staff is False and user.is_superuser is False
    assert user.email == owner.email  # not among the fields read: loaded on first use
