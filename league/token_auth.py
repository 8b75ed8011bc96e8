"""API tokens read from the shared cache after their first use: one query fewer on every API call.

Only with a cache that every process shares (``CACHE_URL``, Redis): a token deleted or a user
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
from django.db.models.signals import post_delete, post_save
from django.dispatch import receiver
from rest_framework.authentication import TokenAuthentication
from rest_framework.authtoken.models import Token

# What a request reads of its user without a query; any other field loads from the database on first use.
CACHED_FIELDS = frozenset({"id", "username", "is_active", "is_staff", "is_superuser"})
CACHE_SECONDS = 300


def _cache_key(token_key: str) -> str:
    return "api-token:" + hashlib.sha256(token_key.encode()).hexdigest()


def _cached_names() -> list[str]:
    """The cached fields in the model's column order (what ``Model.from_db`` expects)."""
    return [field.attname for field in get_user_model()._meta.concrete_fields if field.attname in CACHED_FIELDS]


class CachedTokenAuthentication(TokenAuthentication):
    def authenticate_credentials(self, key: str) -> tuple[Any, Token]:
        if not settings.API_TOKEN_CACHE:
            return super().authenticate_credentials(key)
        names = _cached_names()
        values = cache.get(_cache_key(key))
        if values is None:  # the database decides (unknown token, inactive user), then we remember
            user, token = super().authenticate_credentials(key)
            cache.set(_cache_key(key), [getattr(user, name) for name in names], CACHE_SECONDS)
            return user, token
        user = get_user_model().from_db("default", names, values)
        return user, Token(key=key, user=user)


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
