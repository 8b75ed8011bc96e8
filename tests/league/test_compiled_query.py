"""A query compiled once answers as the ORM would, for every call's own arguments."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.db import connection

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


@pytest.mark.skipif(connection.vendor != "postgresql", reason="prepared statements are PostgreSQL's")
def test_on_postgresql_a_compiled_query_is_prepared_once_and_answers_each_call():
    User = get_user_model()
    alice = User.objects.create(username="alice", is_staff=True)
    bob = User.objects.create(username="bob")
    query = _by_name_from_id()
    answers = [query.first("alice", 0), query.first("bob", 0), query.first("bob", bob.pk + 1)]
    with connection.cursor() as cursor:
        cursor.execute("SELECT statement FROM pg_prepared_statements WHERE statement LIKE %s", ["%auth_user%$2%"])
        prepared = cursor.fetchall()
    assert answers == [(alice.pk, True), (bob.pk, False), None]
    assert len(prepared) == 1


@pytest.mark.skipif(connection.vendor != "postgresql", reason="prepared statements are PostgreSQL's")
def test_without_prepare_threshold_a_compiled_query_is_not_prepared(settings):
    from django.db import connections

    options = connections["default"].settings_dict["OPTIONS"]
    threshold = options.pop("prepare_threshold", None)
    try:
        assert _by_name_from_id().rows("nobody", 0) == []
        with connection.cursor() as cursor:
            cursor.execute("SELECT count(*) FROM pg_prepared_statements WHERE statement LIKE %s", ["%auth_user%$2%"])
            assert cursor.fetchone() == (0,)
    finally:
        if threshold is not None:
            options["prepare_threshold"] = threshold
