"""E-mail about what waits for a user: sent once per item, only to people who want it, by an
idempotent task; the profile page sets the address and the setting."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.core import mail
from django.utils import timezone

from league.models import Match, WaitingNotice
from league.notifications import waiting_mail_send
from league.services.reporting import SeatEntry, match_record
from league.tasks import send_waiting_mail_all_task, send_waiting_mail_task
from tests.league.results import studios


@pytest.fixture
def with_addresses(owner, opponent, outsider):
    for user in (owner, opponent, outsider):
        user.email = f"{user.username}@example.com"
        user.save(update_fields=["email"])


def report(season, owner, opponent, dollars=20):
    return match_record(
        season=season,
        reporter=owner.player,
        entries=[SeatEntry(owner.player, studios(dollars)), SeatEntry(opponent.player, studios(10))],
    )


def test_a_report_mails_the_player_asked_to_confirm_once(
    season, owner, opponent, with_addresses, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        match = report(season, owner, opponent)

    assert [message.to for message in mail.outbox] == [["bob@example.com"]]
    body = mail.outbox[0].body
    assert "Results to confirm or dispute" in body and f"http://127.0.0.1:8000/matches/{match.pk}/" in body
    assert "Alice reported a result" in body and "/accounts/profile/" in body

    # The task delivered again, and the periodic sweep, find nothing new to send.
    assert send_waiting_mail_task(opponent.pk) == []
    assert send_waiting_mail_all_task() == 0
    assert len(mail.outbox) == 1


def test_a_corrected_report_is_a_new_item(season, owner, opponent, with_addresses):
    match = report(season, owner, opponent)
    waiting_mail_send(user_id=opponent.pk)

    # A result reported again (an organiser's correction sends it back for confirmation) is asked anew.
    Match.objects.filter(pk=match.pk).update(reported_at=timezone.now() + timedelta(seconds=5))

    assert len(waiting_mail_send(user_id=opponent.pk)) == 1
    assert len(mail.outbox) == 2


def test_nobody_is_mailed_without_an_address_or_with_the_setting_off(season, owner, opponent, outsider):
    report(season, owner, opponent)
    assert waiting_mail_send(user_id=opponent.pk) == []  # no address

    opponent.email = "bob@example.com"
    opponent.save(update_fields=["email"])
    opponent.player.email_waiting = False
    opponent.player.save(update_fields=["email_waiting"])

    assert waiting_mail_send(user_id=opponent.pk) == [] and send_waiting_mail_all_task() == 0
    assert mail.outbox == [] and not WaitingNotice.objects.exists()


def test_each_user_is_mailed_only_their_own_items(season, owner, opponent, outsider, with_addresses):
    report(season, owner, opponent)

    assert waiting_mail_send(user_id=owner.pk) == []  # the reporter has nothing to answer
    assert waiting_mail_send(user_id=outsider.pk) == []
    assert len(waiting_mail_send(user_id=opponent.pk)) == 1
    assert [message.to for message in mail.outbox] == [["bob@example.com"]]


def test_a_failed_send_records_nothing_so_the_retry_sends_it(season, owner, opponent, with_addresses, monkeypatch):
    report(season, owner, opponent)

    def refuse(*args, **kwargs):
        raise OSError("mail server down")

    monkeypatch.setattr("league.notifications.send_mail", refuse)
    with pytest.raises(OSError):
        waiting_mail_send(user_id=opponent.pk)
    assert not WaitingNotice.objects.exists()

    monkeypatch.undo()
    assert len(waiting_mail_send(user_id=opponent.pk)) == 1


def test_the_profile_sets_the_address_and_the_mail_setting(client, opponent):
    client.force_login(opponent)
    page = client.get("/accounts/profile/").content.decode()
    assert "E-mail me what waits for me" in page and 'name="email_waiting"' in page and "checked" in page

    client.post("/accounts/profile/", {"display_name": "Bob", "email": "bob@example.org"})

    opponent.refresh_from_db()
    assert opponent.email == "bob@example.org" and opponent.player.email_waiting is False
