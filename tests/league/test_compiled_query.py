"""A query compiled once answers as the ORM would, for every call's own arguments."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model

from league.compiled_query import CompiledQuery

pytestmark = pytest.mark.django_db


def _by_name_from_id():
    User = get_user_model()
    return CompiledQuery(
        lambda name, least_id: User.objects.filter(username=name, pk__gte=least_id).values_list("pk", "is_staff"),
        "placeholder name",
        -1,
    )


def test_each_call_uses_its_own_arguments_and_the_orms_conversions():
    User = get_user_model()
    alice = User.objects.create(username="alice", is_staff=True)
    bob = User.objects.create(username="bob")
    query = _by_name_from_id()
    assert query.rows("alice", 0) == [(alice.pk, True)]
    assert query.first("bob", bob.pk) == (bob.pk, False)
    assert query.first("bob", bob.pk + 1) is None
    assert query.rows("alice", 0) == list(User.objects.filter(username="alice").values_list("pk", "is_staff"))


def test_a_placeholder_the_sql_does_not_take_is_refused():
    # A boolean, for one, is written into the SQL as the column itself, not as a parameter.
    query = CompiledQuery(lambda staff: get_user_model().objects.filter(is_staff=staff).values_list("pk"), True)
    with pytest.raises(ValueError, match="placeholder"):
        query.rows(False)
