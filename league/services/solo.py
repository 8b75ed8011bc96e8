"""The solo leaderboard: Bragging Rights of finished games against the Doomtown Automaton.

A game enters the leaderboard when it is a finished Doomtown session of one to three human seats
and the ``gunfighter`` bot, which the engine option ``automaton`` names as the Automaton's seat
(without that option the bot cannot make Automaton pulls, so the game is not the rulebook's solo
variant); in a Boss Battle the Automaton must be the Villain. Two or three human seats are a team,
scored together (``bragging_rights.team_from_state``) and entered under the player who created
the game. ``solo_result_record`` is idempotent: one row per session.

A setup is the Automaton's deck, archetype and set of twists, the team size and the Boss Battle
scenario; its key joins them (``automaton-law-dogs/gunfighter/posse_teamwork+quick_reactions``;
``-`` for no twists; then ``/team-2`` for a team of two, ``/ghost_miners`` for a scenario), so each
team size and scenario has a table of its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.db import IntegrityError, transaction
from django.db.models import Count, Max
from django.dispatch import receiver

from automaton.strategies import bragging_rights
from games.engines.doomtown.automaton_rules import TWISTS
from games.engines.doomtown.boss_battle import SCENARIOS
from games.engines.doomtown.decks import STARTER_DECKS
from games.models import GameSession
from games.services import session_finished
from league.models import Player, SoloResult

AUTOMATON_BOT = "gunfighter"
DEFAULT_ARCHETYPE = "gunfighter"
NO_TWISTS = "-"
CUSTOM_DECK = "custom"
TEAM_PREFIX = "team-"


@dataclass(frozen=True)
class SoloSetup:
    human_seat: int  # the seat whose player the row is entered under (the creator's)
    automaton_deck: str
    archetype: str
    twists: tuple[str, ...]  # sorted
    human_seats: tuple[int, ...] = ()  # the team (every human seat)
    automaton_seat: int = 1
    scenario: str = ""  # a Boss Battle scenario key, or none

    @property
    def key(self) -> str:
        return setup_key(self.automaton_deck, self.archetype, self.twists, len(self.human_seats), self.scenario)


def setup_key(automaton_deck: str, archetype: str, twists: Any, team: int = 1, scenario: str = "") -> str:
    """The normalised key of a setup: the same set of twists in any order gives the same key."""
    joined = "+".join(sorted(set(twists))) or NO_TWISTS
    team_part = f"/{TEAM_PREFIX}{team}" if team > 1 else ""
    return f"{automaton_deck}/{archetype}/{joined}{team_part}{f'/{scenario}' if scenario else ''}"


def setup_label(automaton_deck: str, archetype: str, twists: Any, team: int = 1, scenario: str = "") -> str:
    names = ", ".join(TWISTS.get(twist, twist) for twist in sorted(twists)) or "no twists"
    team_text = f" · a team of {team}" if team > 1 else ""
    scenario_text = f" · Boss Battle: {SCENARIOS.get(scenario, scenario)}" if scenario else ""
    return f"{automaton_deck} · {archetype.title()} · {names}{team_text}{scenario_text}"


def solo_setup_of(session: GameSession) -> SoloSetup | None:
    """The setup of a solo Automaton game, or None when the session is not one."""
    if session.engine_key != "doomtown" or not 2 <= session.players <= 4:
        return None
    seats = sorted(session.seats.all(), key=lambda seat: seat.index)
    humans = [seat for seat in seats if seat.user_id is not None]
    bots = [seat for seat in seats if seat.bot == AUTOMATON_BOT]
    if len(bots) != 1 or len(humans) != session.players - 1:
        return None
    setting = session.options.get("automaton")
    if not isinstance(setting, dict) or setting.get("seat") != bots[0].index:
        return None
    boss = session.options.get("boss_battle")
    if isinstance(boss, dict) and boss.get("villain") != bots[0].index:
        return None  # the Automaton among the Heroes is no solo game
    creator = next((seat.index for seat in humans if seat.user_id == session.created_by_id), humans[0].index)
    return SoloSetup(
        human_seat=creator,
        automaton_deck=_deck_key(session, bots[0].index),
        archetype=setting.get("archetype", DEFAULT_ARCHETYPE),
        twists=tuple(sorted(set(setting.get("twists", [])))),
        human_seats=tuple(seat.index for seat in humans),
        automaton_seat=bots[0].index,
        scenario=boss.get("scenario", "") if isinstance(boss, dict) else "",
    )


def _deck_key(session: GameSession, seat: int) -> str:
    """The ready-made deck key the seat played; a deck given as a list is ``custom``."""
    chosen = session.options.get("decks")
    if not chosen:  # the engine deals the starters in turn (games.engines.doomtown.decks)
        return STARTER_DECKS[(session.seed + seat) % len(STARTER_DECKS)]
    specs = list(chosen)
    spec = specs[seat] if seat < len(specs) else specs[-1]
    return spec if isinstance(spec, str) else CUSTOM_DECK


def solo_result_record(*, session: GameSession) -> SoloResult | None:
    """Store the Bragging Rights of a finished solo game once; None when the session is not one."""
    if not session.is_finished() or session.chosen_deal:  # a deal someone chose is a friendly game
        return None
    setup = solo_setup_of(session)
    if setup is None:
        return None
    existing = SoloResult.objects.filter(session=session).first()
    if existing is not None:
        return existing
    human = next(seat for seat in session.seats.all() if seat.index == setup.human_seat)
    if human.user is None:  # a solo game's human seat is a user's (solo_setup_of)
        return None
    state = session.load_state()
    rights = bragging_rights.team_from_state(state, list(setup.human_seats))
    placements = (session.result or {}).get("placements", [])
    won = (
        bool(placements)
        and placements[setup.automaton_seat] > 1
        and any(placements[seat] == 1 for seat in setup.human_seats)
    )
    try:
        with transaction.atomic():  # a savepoint: a concurrent first insert leaves the caller's transaction usable
            return SoloResult.objects.create(
                player=Player.for_user(human.user),
                session=session,
                automaton_deck=setup.automaton_deck,
                archetype=setup.archetype,
                twists=list(setup.twists),
                setup_key=setup.key,
                score=rights.total,
                breakdown=rights.to_json(),
                won=won,
            )
    except IntegrityError:
        return SoloResult.objects.get(session=session)


@receiver(session_finished, dispatch_uid="league.solo_result_record")
def record_solo_result(sender: Any, session: GameSession, result: dict[str, Any], **kwargs: Any) -> None:
    solo_result_record(session=session)


# ---- reading the leaderboard --------------------------------------------------------------------


def solo_best_per_player(setup: str, *, limit: int = 100) -> list[SoloResult]:
    """Each player's best game on the setup, best first (an equal score reached earlier ranks first)."""
    best: dict[int, SoloResult] = {}
    query = SoloResult.objects.on_setup(setup).best_first().select_related("player", "session")
    for row in query.iterator(chunk_size=500):
        if row.player_id not in best:
            best[row.player_id] = row
            if len(best) == limit:
                break
    return list(best.values())


def solo_top_games(setup: str | None, *, limit: int = 20) -> list[SoloResult]:
    """The best single games on the setup (None: on any setup), whoever played them."""
    query = SoloResult.objects.all() if setup is None else SoloResult.objects.on_setup(setup)
    return list(query.best_first().select_related("player", "session")[:limit])


def solo_setups() -> list[dict[str, Any]]:
    """Every setup played, with its label, number of games and best score, most played first."""
    rows = (
        SoloResult.objects.values("setup_key")
        .annotate(games=Count("id"), best=Max("score"))
        .order_by("-games", "setup_key")
    )
    return [{**row, "label": setup_key_label(row["setup_key"])} for row in rows]


def setup_key_label(key: str) -> str:
    deck, archetype, joined, *rest = key.split("/")
    team = next((int(part.removeprefix(TEAM_PREFIX)) for part in rest if part.startswith(TEAM_PREFIX)), 1)
    scenario = next((part for part in rest if not part.startswith(TEAM_PREFIX)), "")
    return setup_label(deck, archetype, [] if joined == NO_TWISTS else joined.split("+"), team, scenario)


def solo_history(player: Player, *, limit: int = 100) -> list[SoloResult]:
    return list(player.solo_results.select_related("session").order_by("-created_at", "-id")[:limit])
