"""API tokens: one lookup whose SQL is written once, and with a shared cache no query at all after first use.

Every API call checks its token. DRF's own lookup loads the token and the whole user through the ORM
(0.5 ms of CPU on each call); here one ``CompiledQuery`` reads the user's id, name and flags, the
fields a request reads (any other loads from the database on first use).

The cache is used only when every process shares it (``CACHE_URL``, Redis): a token deleted or a user
changed in one process must stop working everywhere at once, so each such change deletes the entry
(the receivers below). Process memory, which the other workers cannot see, is never used for this.
The entry holds no secret: the user's id, name and flags, under a digest of the token.
"""

from __future__ import annotations

import hashlib
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.cache import cache
from django.db import DEFAULT_DB_ALIAS
from django.db.models.signals import post_delete, post_save
from django.dispatch import receiver
from django.utils.translation import gettext_lazy as _
from rest_framework.authentication import TokenAuthentication
from rest_framework.authtoken.models import Token
from rest_framework.exceptions import AuthenticationFailed

from league.compiled_query import CompiledQuery

# What a request reads of its user without a query; any other field loads from the database on first use.
CACHED_FIELDS = frozenset({"id", "username", "is_active", "is_staff", "is_superuser"})
CACHE_SECONDS = 300


def _cache_key(token_key: str) -> str:
    return "api-token:" + hashlib.sha256(token_key.encode()).hexdigest()


def _cached_names() -> list[str]:
    """The cached fields in the model's column order (what ``Model.from_db`` expects)."""
    return [field.attname for field in get_user_model()._meta.concrete_fields if field.attname in CACHED_FIELDS]


_USER_OF_TOKEN = CompiledQuery(
    lambda key: get_user_model().objects.filter(auth_token__key=key).values_list(*_cached_names()), "token key"
)


class CachedTokenAuthentication(TokenAuthentication):
    def authenticate_credentials(self, key: str) -> tuple[Any, Token]:
        values = cache.get(_cache_key(key)) if settings.API_TOKEN_CACHE else None
        if values is None:  # the database decides (unknown token, inactive user), then we remember
            values = list(_user_values(key))
            if settings.API_TOKEN_CACHE:
                cache.set(_cache_key(key), values, CACHE_SECONDS)
        user = get_user_model().from_db(DEFAULT_DB_ALIAS, _cached_names(), values)
        return user, Token(key=key, user=user)


def _user_values(key: str) -> tuple[Any, ...]:
    """The cached fields of the token's user; refused as DRF's ``TokenAuthentication`` refuses."""
    values = _USER_OF_TOKEN.first(key)
    if values is None:
        raise AuthenticationFailed(_("Invalid token."))
    if not values[_cached_names().index("is_active")]:
        raise AuthenticationFailed(_("User inactive or deleted."))
    return values


@receiver(post_delete, sender=Token)
def forget_deleted_token(sender: type[Token], instance: Token, **_: Any) -> None:
    if settings.API_TOKEN_CACHE:
        cache.delete(_cache_key(instance.key))


@receiver(post_save, sender=settings.AUTH_USER_MODEL)
@receiver(post_delete, sender=settings.AUTH_USER_MODEL)
def forget_changed_users_token(sender: Any, instance: Any, **_: Any) -> None:
    """A user deactivated, renamed or given other rights is looked up afresh on their next call."""
    if settings.API_TOKEN_CACHE:
        cache.delete_many(
            [_cache_key(key) for key in Token.objects.filter(user_id=instance.pk).values_list("key", flat=True)]
        )
