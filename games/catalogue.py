"""The four games the service runs: plain data, shared by pages, the API and result entry."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class GameInfo:
    key: str
    name: str
    min_players: int
    max_players: int
    description: str
    uses_decks: bool = False


GAMES: tuple[GameInfo, ...] = (
    GameInfo(
        key="deadwood",
        name="Deadwood",
        min_players=2,
        max_players=5,
        description=(
            "Gangs of cowboys annex the buildings of a growing frontier town, settle disputes with dice "
            "shootouts and race the railroad. Most money after fines wins."
        ),
    ),
    GameInfo(
        key="studios",
        name="Deadwood Studios USA",
        min_players=2,
        max_players=8,
        description=(
            "Bit actors in a struggling western movie studio take roles, act, rehearse and climb the "
            "ranks over three or four days of shooting."
        ),
    ),
    GameInfo(
        key="townbuilder",
        name="Deadwood: the town builder",
        min_players=2,
        max_players=2,
        description=(
            "A two-player card game: raise five buildings, gather wood, brick, silver and gold, and "
            "score storage, poker families and the Legend of Deadwood."
        ),
    ),
    GameInfo(
        key="doomtown",
        name="Doomtown: Weird West Edition",
        min_players=2,
        max_players=4,
        description=(
            "Outfits fight for control of Gomorra with constructed decks, poker-hand shootouts and "
            "jobs; solo players face the Automaton."
        ),
        uses_decks=True,
    ),
)

GAMES_BY_KEY = {game.key: game for game in GAMES}


def get_game(key: str) -> GameInfo:
    try:
        return GAMES_BY_KEY[key]
    except KeyError:
        raise KeyError(f"unknown game {key!r}; known games: {', '.join(GAMES_BY_KEY)}") from None


GAME_CHOICES = [(game.key, game.name) for game in GAMES]
