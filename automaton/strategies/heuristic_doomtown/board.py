"""The numbers of the cards in play, read once from the engine and kept for one decision.

A dude's influence, bullets and control do not depend on where the dude stands, so a decision
that tries many moves (moving a dude on the state and back) reads them once; nor does which
locations are adjacent (the map and the cards in play that join locations), asked once a pair.
Deed control and production are counted here from those numbers by the rulebook's rules (most
influence at the deed, ties to its owner), far faster than asking the engine for each tried move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown.town import (
    adjacent,
    bullet_type,
    bullets,
    control_points_of_card,
    dudes_of,
    home,
    influence,
    upkeep,
)

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


class Board:
    def __init__(self, state: DoomtownState) -> None:
        self.state = state
        with state.stats_fixed():  # the state is only read here: each adjusted stat is worked out once
            self._read(state)

    def _read(self, state: DoomtownState) -> None:
        table = state.table
        self.dudes = [dudes_of(state, seat) for seat in range(state.players)]
        self.influence: dict[int, int] = {}
        self.bullets: dict[int, int] = {}
        self.stud: dict[int, bool] = {}
        self.control: dict[int, int] = {}
        self.worth: dict[int, float] = {}
        # A posse's draw odds by (seat, posse), read from these numbers and the seat's deck (``odds.py``).
        self.posse_odds: dict[tuple[int, tuple[int, ...]], tuple[float, ...]] = {}
        self._adjacent: dict[tuple[int, int], bool] = {}
        for seat_dudes in self.dudes:
            for dude in seat_dudes:
                self.influence[dude] = influence(state, dude)
                self.bullets[dude] = bullets(state, dude)
                self.stud[dude] = bullet_type(state, dude) == "stud"
                self.control[dude] = control_points_of_card(state, dude)
                self.worth[dude] = self._dude_worth(dude)
        self.deeds = [
            (card, table[card].owner, control_points_of_card(state, card), table[card].num("production"))
            for seat_cards in state.play
            for card in seat_cards
            if table[card].type == "deed"
        ]
        self.upkeep = [sum(upkeep(state, seat, card) for card in state.play[seat]) for seat in range(state.players)]
        self.base_production = []
        for seat in range(state.players):
            legend = table.legends[seat]
            extra = table[legend].num("production") if legend is not None else 0
            self.base_production.append(table[home(state, seat)].num("production") + extra)

    def _dude_worth(self, dude: int) -> float:
        """Influence and control (the Sundown race), bullets and a stud gun (fights), and its cost."""
        return (
            4.0 * self.influence[dude]
            + 5.0 * self.control[dude]
            + 2.0 * self.bullets[dude]
            + (1.5 if self.stud[dude] else 0.0)
            + 0.4 * self.state.table[dude].num("cost")
            + 1.0
        )

    def adjacent(self, a: int, b: int) -> bool:
        found = self._adjacent.get((a, b))
        if found is None:
            found = self._adjacent[(a, b)] = adjacent(self.state, a, b)
        return found

    def cheapest_first(self, dudes: list[int]) -> list[int]:
        """The dudes by their worth, cheapest first (casualties go to them first)."""
        return sorted(dudes, key=self.worth.__getitem__)

    def controllers(self) -> dict[int, int]:
        """Deed -> the seat controlling it where the dudes stand now."""
        at = self.state.at
        here: dict[int, list[int]] = {}
        for seat, seat_dudes in enumerate(self.dudes):
            for dude in seat_dudes:
                per_seat = here.setdefault(at[dude], [0] * self.state.players)
                per_seat[seat] += self.influence[dude]
        found = {}
        for deed, owner, _, _ in self.deeds:
            at_deed = here.get(deed)
            if at_deed is None:
                found[deed] = owner
                continue
            best = max(at_deed)
            leaders = [seat for seat, amount in enumerate(at_deed) if amount == best]
            found[deed] = leaders[0] if len(leaders) == 1 else owner
        return found

    def total_influence(self, seat: int) -> int:
        return sum(self.influence[dude] for dude in self.dudes[seat])

    def control_points(self, seat: int, controllers: dict[int, int]) -> int:
        deeds = sum(control for deed, _, control, _ in self.deeds if controllers[deed] == seat)
        return deeds + sum(self.control[dude] for dude in self.dudes[seat])

    def income(self, seat: int, controllers: dict[int, int]) -> int:
        """Production (deeds owned and controlled) minus upkeep, per day."""
        produced = sum(prod for deed, owner, _, prod in self.deeds if owner == seat and controllers[deed] == seat)
        return max(0, self.base_production[seat] + produced) - self.upkeep[seat]


def printed_worth(state: DoomtownState, card: int) -> float:
    """A card's printed stats as they would add to the table (goods and spells on a dude too)."""
    facts = state.table[card]
    return (
        4.0 * facts.num("influence")
        + 5.0 * facts.num("control")
        + 2.0 * facts.num("bullets")
        + 3.0 * facts.num("production")
        - 3.0 * facts.num("upkeep")
    )
