"""A Deadwood Studios game in progress: plain lists of ints indexed by seat or by board area.

The turn rules live in ``actions``, wraps and the end of the day in ``wraps``; this module holds the
data and everything that only reads or copies it (views, JSON, determinisation, invariants, result).
"""

from __future__ import annotations

from typing import Any

from games.engines.base import Action, Event, GameState, Result, placements_from_keys
from games.engines.rng import Rng
from games.engines.studios import actions
from games.engines.studios.board import BOARD
from games.engines.studios.roles import EXTRA, NO_ROLE, NO_SCENE, STARRING, Part
from games.engines.studios.scenes import SCENE_IDS, SCENES, SCENES_PER_DAY
from games.engines.studios.scoring import MAX_RANK, MIN_RANK, score_line


class StudiosState(GameState):
    def __init__(self, players: int, days: int, rng: Rng) -> None:
        areas = len(BOARD.areas)
        self.players = players
        self.days = days
        self.day = 1
        self.current = 0
        self.moved = False  # the current seat has used its one step this turn
        self.upgrades = 0  # ranks the current seat has bought this turn (at most one before and one after the step)
        self.over = False
        self.area = [BOARD.trailers] * players
        self.role_kind = [NO_ROLE] * players
        self.role_index = [-1] * players
        self.chips = [0] * players
        self.rank = [1] * players
        self.dollars = [0] * players
        self.credits = [0] * players
        self.scene = [NO_SCENE] * areas
        self.face_up = [False] * areas
        self.shots = [0] * areas
        self.extras_taken: list[list[int]] = [[-1] * len(area.extras) for area in BOARD.areas]
        self.stars_taken: list[list[int]] = [[] for _ in BOARD.areas]
        self.deck: list[int] = []  # drawn from the end
        self.discards: list[int] = []  # removed face up: wrapped scenes and seen leftovers
        self.unseen_discards: list[int] = []  # leftover scenes that nobody ever turned over
        # The latest dice, newest last (a round's acting rolls and a wrap's bonus dice), so the table
        # can show every roll since a player last looked. Entries are never changed once kept.
        self.rolls: list[dict[str, Any]] = []
        self.rng = rng

    # --- the contract -------------------------------------------------------------------------

    def to_act(self) -> list[int]:
        return [] if self.over else [self.current]

    def legal_actions(self, seat: int) -> list[Action]:
        return [dict(action) for action in actions.legal(self, seat)]

    def apply(self, seat: int, action: Action) -> list[Event]:
        return actions.perform(self, seat, action)

    def is_over(self) -> bool:
        return self.over

    def result(self) -> Result:
        lines = [score_line(self.dollars[seat], self.credits[seat], self.rank[seat]) for seat in range(self.players)]
        scores: list[float] = [line["score"] for line in lines]
        return Result(
            scores=scores,
            placements=placements_from_keys(scores),
            details={"formula": "dollars + credits + 5 x rank", "seats": lines},
        )

    # --- derived facts used by the rules and the bots ----------------------------------------

    def scenes_on_board(self) -> int:
        scene = self.scene
        return sum(1 for area in BOARD.sets if scene[area] != NO_SCENE)

    def budget_at(self, area: int) -> int:
        return SCENES[self.scene[area]].budget

    def role_part(self, seat: int) -> Part:
        """The extra or starring role ``seat`` is working on (only for a working seat)."""
        area, index = self.area[seat], self.role_index[seat]
        if self.role_kind[seat] == EXTRA:
            return BOARD.areas[area].extras[index]
        return SCENES[self.scene[area]].roles[index]

    def cards_dealt(self) -> int:
        return len(SCENE_IDS) - len(self.deck)

    def keep_roll(self, roll: dict[str, Any]) -> None:
        """Remember a roll for the table: the latest ones, a round's worth (one per seat, and a wrap's bonus)."""
        self.rolls = [*self.rolls[-self.players :], roll]

    # --- copies ------------------------------------------------------------------------------

    def clone(self) -> StudiosState:
        copy = StudiosState.__new__(StudiosState)
        copy.players = self.players
        copy.days = self.days
        copy.day = self.day
        copy.current = self.current
        copy.moved = self.moved
        copy.upgrades = self.upgrades
        copy.over = self.over
        copy.area = self.area[:]
        copy.role_kind = self.role_kind[:]
        copy.role_index = self.role_index[:]
        copy.chips = self.chips[:]
        copy.rank = self.rank[:]
        copy.dollars = self.dollars[:]
        copy.credits = self.credits[:]
        copy.scene = self.scene[:]
        copy.face_up = self.face_up[:]
        copy.shots = self.shots[:]
        copy.extras_taken = [taken[:] for taken in self.extras_taken]
        copy.stars_taken = [taken[:] for taken in self.stars_taken]
        copy.deck = self.deck[:]
        copy.discards = self.discards[:]
        copy.unseen_discards = self.unseen_discards[:]
        copy.rolls = self.rolls  # replaced, never changed in place (keep_roll)
        copy.rng = self.rng.clone()
        return copy

    def determinize(self, seat: int, rng: Any) -> StudiosState:
        """Nobody sees face-down scenes or the deck, so every seat resamples the same things: which
        unseen card lies where, and the dice to come (the game's RNG is replaced from ``rng``)."""
        copy = self.clone()
        face_down = [area for area in BOARD.sets if copy.scene[area] != NO_SCENE and not copy.face_up[area]]
        pool = copy.deck + [copy.scene[area] for area in face_down] + copy.unseen_discards
        pool.sort()  # what the seat knows decides the deal, not where the real cards lie
        rng.shuffle(pool)
        deck_size, down = len(copy.deck), len(face_down)
        copy.deck = pool[:deck_size]
        for area, card in zip(face_down, pool[deck_size : deck_size + down], strict=True):
            copy.scene[area] = card
            copy.stars_taken[area] = [-1] * len(SCENES[card].roles)
        copy.unseen_discards = pool[deck_size + down :]
        copy.rng = Rng(rng.next64())
        return copy

    # --- what a seat may see -----------------------------------------------------------------

    def view(self, seat: int | None) -> dict[str, Any]:
        """Everything is public except face-down scenes, the deck and unseen leftovers (counts only)."""
        return {
            "game": "studios",
            "viewer": seat,
            "day": self.day,
            "days": self.days,
            "current": None if self.over else self.current,
            "moved_this_turn": self.moved,
            "upgrades_this_turn": self.upgrades,
            "over": self.over,
            "seats": [self._seat_view(other) for other in range(self.players)],
            "sets": [self._set_view(area) for area in BOARD.sets],
            "deck_count": len(self.deck),
            "rolls": _copy_rolls(self.rolls),
            "discards": [SCENES[card].describe() for card in self.discards],
            "unseen_discard_count": len(self.unseen_discards),
        }

    def _seat_view(self, seat: int) -> dict[str, Any]:
        return {
            "seat": seat,
            "area": BOARD.areas[self.area[seat]].id,
            "role": self._role_view(seat),
            "practice_chips": self.chips[seat],
            "rank": self.rank[seat],
            "dollars": self.dollars[seat],
            "credits": self.credits[seat],
        }

    def _role_view(self, seat: int) -> dict[str, Any] | None:
        kind = self.role_kind[seat]
        if kind == NO_ROLE:
            return None
        part = self.role_part(seat)
        return {"on_card": kind == STARRING, "index": self.role_index[seat], "name": part.name, "rank": part.rank}

    def _set_view(self, area: int) -> dict[str, Any]:
        board_area = BOARD.areas[area]
        card = self.scene[area]
        view: dict[str, Any] = {
            "area": board_area.id,
            "name": board_area.name,
            "shots_left": self.shots[area],
            "shots": board_area.shots,
            "extras": [
                {"name": extra.name, "rank": extra.rank, "occupant": _seat_or_none(occupant)}
                for extra, occupant in zip(board_area.extras, self.extras_taken[area], strict=True)
            ],
            "face_down": card != NO_SCENE and not self.face_up[area],
            "scene": None,
        }
        if card != NO_SCENE and self.face_up[area]:
            scene = SCENES[card]
            view["scene"] = {
                **scene.describe(),
                "roles": [
                    {"name": role.name, "rank": role.rank, "occupant": _seat_or_none(occupant)}
                    for role, occupant in zip(scene.roles, self.stars_taken[area], strict=True)
                ],
            }
        return view

    # --- storage -----------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        return {
            "engine": "studios",
            "version": self.engine.version,
            "players": self.players,
            "days": self.days,
            "day": self.day,
            "current": self.current,
            "moved": self.moved,
            "upgrades": self.upgrades,
            "over": self.over,
            "seats": [
                {
                    "area": BOARD.areas[self.area[seat]].id,
                    "role_kind": self.role_kind[seat],
                    "role_index": self.role_index[seat],
                    "practice_chips": self.chips[seat],
                    "rank": self.rank[seat],
                    "dollars": self.dollars[seat],
                    "credits": self.credits[seat],
                }
                for seat in range(self.players)
            ],
            "sets": [
                {
                    "area": BOARD.areas[area].id,
                    "scene": self.scene[area],
                    "face_up": self.face_up[area],
                    "shots_left": self.shots[area],
                    "extras": self.extras_taken[area][:],
                    "starring": self.stars_taken[area][:],
                }
                for area in BOARD.sets
            ],
            "deck": self.deck[:],
            "discards": self.discards[:],
            "unseen_discards": self.unseen_discards[:],
            "rolls": _copy_rolls(self.rolls),
            "rng": self.rng.to_json(),
        }

    @classmethod
    def from_json(cls, doc: dict[str, Any]) -> StudiosState:
        state = cls(players=doc["players"], days=doc["days"], rng=Rng.from_json(doc["rng"]))
        state.day = doc["day"]
        state.current = doc["current"]
        state.moved = doc["moved"]
        state.upgrades = doc["upgrades"]
        state.over = doc["over"]
        for seat, raw in enumerate(doc["seats"]):
            state.area[seat] = BOARD.index_of(raw["area"])
            state.role_kind[seat] = raw["role_kind"]
            state.role_index[seat] = raw["role_index"]
            state.chips[seat] = raw["practice_chips"]
            state.rank[seat] = raw["rank"]
            state.dollars[seat] = raw["dollars"]
            state.credits[seat] = raw["credits"]
        for raw in doc["sets"]:
            area = BOARD.index_of(raw["area"])
            state.scene[area] = raw["scene"]
            state.face_up[area] = raw["face_up"]
            state.shots[area] = raw["shots_left"]
            state.extras_taken[area] = list(raw["extras"])
            state.stars_taken[area] = list(raw["starring"])
        state.deck = list(doc["deck"])
        state.discards = list(doc["discards"])
        state.unseen_discards = list(doc["unseen_discards"])
        state.rolls = _copy_rolls(doc["rolls"])
        return state

    # --- conservation rules ------------------------------------------------------------------

    def check_invariants(self) -> None:
        self._check_seats()
        self._check_roles()
        self._check_sets()
        self._check_cards()
        assert self.over or actions.legal(self, self.current), "a live game must offer the current seat an action"

    def _check_seats(self) -> None:
        assert 0 <= self.current < self.players, f"current seat {self.current} out of range"
        assert 0 <= self.upgrades <= actions.upgrades_allowed(self), f"{self.upgrades} upgrades in one turn"
        for seat in range(self.players):
            assert self.dollars[seat] >= 0, f"seat {seat} has negative money"
            assert self.credits[seat] >= 0, f"seat {seat} has negative credits"
            assert MIN_RANK <= self.rank[seat] <= MAX_RANK, f"seat {seat} has rank {self.rank[seat]}"
            assert self.chips[seat] >= 0, f"seat {seat} has negative practice chips"
            if self.role_kind[seat] == NO_ROLE:
                assert self.chips[seat] == 0, f"seat {seat} keeps practice chips off a role"
            else:
                budget = self.budget_at(self.area[seat])
                assert self.chips[seat] <= budget - 1, f"seat {seat} rehearsed past a guaranteed success"

    def _check_roles(self) -> None:
        """At most one player per role, one role per player, and the board and the players agree."""
        holders: dict[int, tuple[int, int, int]] = {}
        for area in BOARD.sets:
            for kind, taken in ((EXTRA, self.extras_taken[area]), (STARRING, self.stars_taken[area])):
                for index, seat in enumerate(taken):
                    if seat >= 0:
                        assert seat not in holders, f"seat {seat} holds two roles"
                        holders[seat] = (area, kind, index)
        for seat in range(self.players):
            kind = self.role_kind[seat]
            claimed = None if kind == NO_ROLE else (self.area[seat], kind, self.role_index[seat])
            assert holders.get(seat) == claimed, f"seat {seat}: the board and the player disagree on its role"
            if claimed is not None:
                area = self.area[seat]
                assert self.scene[area] != NO_SCENE and self.face_up[area], f"seat {seat} works on no visible scene"
                assert self.role_part(seat).rank <= self.rank[seat], f"seat {seat} holds a role above its rank"

    def _check_sets(self) -> None:
        standing = 0
        for area in BOARD.sets:
            shots, card = self.shots[area], self.scene[area]
            assert 0 <= shots <= BOARD.areas[area].shots, f"shots at {BOARD.areas[area].id} out of range"
            if card != NO_SCENE:
                standing += 1
                assert shots >= 1, f"a finished scene still stands at {BOARD.areas[area].id}"
                assert len(self.stars_taken[area]) == len(SCENES[card].roles), "starring roles do not match the card"
            else:
                assert not self.stars_taken[area], "starring roles without a scene"
                assert max(self.extras_taken[area], default=-1) < 0, "extras working on no scene"
        assert self.over or standing >= 2, "a day runs on with one scene left"

    def _check_cards(self) -> None:
        on_board = [self.scene[area] for area in BOARD.sets if self.scene[area] != NO_SCENE]
        every_card = sorted(self.deck + on_board + self.discards + self.unseen_discards)
        assert every_card == list(SCENE_IDS), "scene cards were lost or duplicated"
        assert self.cards_dealt() == SCENES_PER_DAY * self.day, f"day {self.day} has dealt {self.cards_dealt()} cards"


def _copy_rolls(rolls: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Copies down to a roll's dice and bonuses, so what a caller does with them never reaches the state."""
    copies = []
    for roll in rolls:
        copy = dict(roll)
        if "dice" in copy:
            copy["dice"] = list(copy["dice"])
            copy["bonuses"] = [dict(bonus) for bonus in copy["bonuses"]]
        copies.append(copy)
    return copies


def _seat_or_none(occupant: int) -> int | None:
    return occupant if occupant >= 0 else None
