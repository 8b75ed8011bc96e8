"""What waits for a signed-in user: the home page's "Waiting for you" list and the nav badge.

One selector, a fixed number of queries whatever the number of leagues, events or games the user
is in (five: results, tournament tables, decks, games and their seats). Every query filters on the
user's own rows (``seats__player__user``, ``owner__user``, ``seats__user``), so nothing of anyone
else's is listed. Whose turn it is lives only in a game's state, so each active game's state is
loaded in Python (no query) to ask its engine who must act.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from django.db.models import Exists, OuterRef, Prefetch, Q, Subquery
from django.urls import reverse

from games.models import GameSession, Seat
from league.models import Deck, Match, MatchSeat, Round


@dataclass(frozen=True)
class WaitingItem:
    """One thing to do: what it is, where it is, the page to do it on, and a key naming it for good
    (the e-mail about it is sent once per key: league.notifications)."""

    title: str
    detail: str
    url: str
    key: str


@dataclass
class WaitingFor:
    to_confirm: list[WaitingItem] = field(default_factory=list)
    your_turn: list[WaitingItem] = field(default_factory=list)
    your_tables: list[WaitingItem] = field(default_factory=list)
    decks_checking: list[WaitingItem] = field(default_factory=list)
    invitations: list[WaitingItem] = field(default_factory=list)

    SECTIONS = (
        ("to_confirm", "Results to confirm or dispute"),
        ("your_turn", "Games where it is your turn"),
        ("your_tables", "Your table this round"),
        ("decks_checking", "Decks still being checked"),
        ("invitations", "Games waiting for the players you invited"),
    )

    @property
    def count(self) -> int:
        return sum(len(getattr(self, key)) for key, _ in self.SECTIONS)

    def sections(self) -> list[tuple[str, list[WaitingItem]]]:
        """The non-empty sections, in a fixed order, with their headings."""
        return [(heading, getattr(self, key)) for key, heading in self.SECTIONS if getattr(self, key)]


def waiting_for(user: Any) -> WaitingFor:
    """Everything that needs ``user`` now; an anonymous user has nothing waiting."""
    waiting = WaitingFor()
    if not user.is_authenticated:
        return waiting
    waiting.to_confirm = _results_to_answer(user)
    waiting.your_tables = _current_tables(user)
    waiting.decks_checking = _decks_checking(user)
    waiting.your_turn, waiting.invitations = _games(user)
    return waiting


def _event_name(match: Match) -> str:
    if match.round is not None:
        return f"{match.round.tournament.name}, round {match.round.number}"
    return f"{match.season.league.name} · {match.season.name}" if match.season is not None else "Casual match"


def _results_to_answer(user: Any) -> list[WaitingItem]:
    """Reported results the user sits in, did not report and has neither confirmed nor disputed."""
    mine_unanswered = MatchSeat.objects.filter(
        match=OuterRef("pk"), player__user=user, confirmed_at__isnull=True, disputed_at__isnull=True
    )
    matches = (
        Match.objects.filter(Exists(mine_unanswered), status=Match.Status.REPORTED)
        .select_related("season__league", "round__tournament", "reported_by")
        .order_by("reported_at", "pk")
    )
    return [
        WaitingItem(
            title=f"{match.reported_by or 'Someone'} reported a result",
            detail=_event_name(match),
            url=reverse("match-detail", args=[match.pk]),
            key=f"confirm:{match.pk}:{match.reported_at:%Y%m%d%H%M%S}",
        )
        for match in matches
    ]


def _current_tables(user: Any) -> list[WaitingItem]:
    """Unreported pairings of the user in the latest round of each running tournament."""
    latest_round = Round.objects.filter(tournament=OuterRef("round__tournament")).order_by("-number").values("number")
    matches = (
        Match.objects.filter(
            Exists(MatchSeat.objects.filter(match=OuterRef("pk"), player__user=user)),
            status=Match.Status.OPEN,
            round__tournament__status="running",
            round__number=Subquery(latest_round[:1]),
        )
        .select_related("round__tournament")
        .order_by("round__tournament__starts_at", "pk")
    )
    return [
        WaitingItem(
            title=f"Table {match.table_number}" if match.table_number else "Your pairing",
            detail=_event_name(match),
            url=reverse("tournament-round", args=[match.event_round.tournament_id, match.event_round.number]),
            key=f"table:{match.pk}",
        )
        for match in matches
    ]


def _decks_checking(user: Any) -> list[WaitingItem]:
    decks = Deck.objects.filter(owner__user=user, status=Deck.Status.CHECKING).order_by("-updated_at", "pk")
    return [
        WaitingItem(
            title=deck.name, detail="Being checked", url=reverse("deck-detail", args=[deck.pk]), key=f"deck:{deck.pk}"
        )
        for deck in decks
    ]


def _games(user: Any) -> tuple[list[WaitingItem], list[WaitingItem]]:
    """Active games where one of the user's seats must act, and waiting games with seats still open."""
    sessions = (
        GameSession.objects.filter(
            Q(status=GameSession.Status.ACTIVE) | Q(status=GameSession.Status.WAITING),
            Exists(Seat.objects.filter(session=OuterRef("pk"), user=user)),
        )
        .prefetch_related(Prefetch("seats", queryset=Seat.objects.order_by("index")))
        .order_by("-updated_at", "pk")
    )
    your_turn, invitations = [], []
    for session in sessions:
        url = reverse("game", args=[session.pk])
        seats = list(session.seats.all())
        if session.status == GameSession.Status.WAITING:
            open_seats = sum(1 for seat in seats if seat.is_open)
            if open_seats:
                detail = f"{open_seats} open seat{'s' * (open_seats > 1)}: send the invite link"
                invitations.append(WaitingItem(title=str(session), detail=detail, url=url, key=f"invite:{session.pk}"))
            continue
        # A game saved under older rules cannot continue (games.services.check_rules_version): nothing to play.
        if session.engine_version != session.engine.version:
            continue
        mine = {seat.index for seat in seats if seat.user_id == user.pk}
        if mine & set(session.load_state().to_act()):
            your_turn.append(WaitingItem(title=str(session), detail="Your move", url=url, key=f"turn:{session.pk}"))
    return your_turn, invitations
