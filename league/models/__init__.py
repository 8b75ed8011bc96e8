"""League domain models, one module per concept."""

from league.models.cards import Card, DeckFormat
from league.models.decks import Deck, DeckSnapshot
from league.models.leagues import League, Season
from league.models.matches import Match, MatchSeat, ResultAudit
from league.models.notices import WaitingNotice
from league.models.players import Player
from league.models.ratings import Rating, RatingHistory
from league.models.solo import SoloResult
from league.models.standings import Standing
from league.tournaments.models import Bye, Registration, Round, StaffRole, Tournament

__all__ = [
    "Card",
    "Deck",
    "DeckFormat",
    "DeckSnapshot",
    "League",
    "Match",
    "MatchSeat",
    "Player",
    "Rating",
    "RatingHistory",
    "ResultAudit",
    "Season",
    "Standing",
    "SoloResult",
    "Bye",
    "Registration",
    "Round",
    "StaffRole",
    "Tournament",
    "WaitingNotice",
]
