from __future__ import annotations

import pytest

from league.models import Player
from league.permissions import is_moderator, may_create_events


@pytest.mark.django_db
def test_it_signs_up_logs_in_and_sets_a_display_name(client, django_user_model):
    response = client.post(
        "/accounts/signup/",
        {
            "username": "seth",
            "display_name": "Seth Bullock",
            "password1": "a-long-pass-9x",
            "password2": "a-long-pass-9x",
        },
    )

    assert response.status_code == 302
    user = django_user_model.objects.get(username="seth")
    assert user.player.display_name == "Seth Bullock"
    assert client.get("/accounts/profile/").status_code == 200


@pytest.mark.django_db
def test_it_rejects_a_signup_with_mismatched_passwords(client, django_user_model):
    response = client.post(
        "/accounts/signup/",
        {"username": "seth", "display_name": "Seth", "password1": "a-long-pass-9x", "password2": "other-pass-9x"},
    )

    assert response.status_code == 200
    assert not django_user_model.objects.filter(username="seth").exists()


def test_it_logs_in_and_out(client, opponent):
    response = client.post("/accounts/login/", {"username": "bob", "password": "pw-bob"})
    assert response.status_code == 302
    assert client.get("/accounts/profile/").status_code == 200

    client.post("/accounts/logout/")

    assert client.get("/accounts/profile/").status_code == 302


def test_it_refuses_a_wrong_password(client, opponent):
    response = client.post("/accounts/login/", {"username": "bob", "password": "nope"})

    assert response.status_code == 200
    assert "_auth_user_id" not in client.session


def test_it_changes_the_password(client, opponent):
    client.force_login(opponent)

    response = client.post(
        "/accounts/password/",
        {"old_password": "pw-bob", "new_password1": "fresh-pass-42x", "new_password2": "fresh-pass-42x"},
    )

    assert response.status_code == 302
    opponent.refresh_from_db()
    assert opponent.check_password("fresh-pass-42x")


def test_it_updates_the_profile(client, opponent):
    client.force_login(opponent)

    client.post("/accounts/profile/", {"display_name": "Bullock"})

    assert Player.objects.get(user=opponent).display_name == "Bullock"


def test_anyone_signed_in_may_organise_and_only_site_staff_moderate(owner, opponent):
    assert may_create_events(owner) and may_create_events(opponent)
    assert is_moderator(owner)  # holds league.organise_events
    assert not is_moderator(opponent)


def test_it_requires_login_for_the_profile(client, db):
    response = client.get("/accounts/profile/")

    assert response.status_code == 302
    assert "/accounts/login/" in response["Location"]
