"""The townbuilder game state: plain int-coded data, serialisation, views and conservation checks.

Cards are codes (see ``cards.py``). Hands, the discard pile and removed cards are per-kind counts;
decks are lists with the top card last. The rules that change a state live in ``turn.py`` and
``activations.py``.
"""

from __future__ import annotations

from typing import Any

from games.engines.base import Action, Event, GameState, Result
from games.engines.rng import Rng
from games.engines.townbuilder import refusals, scoring, turn
from games.engines.townbuilder.cards import (
    BUILDING_BASE,
    BUILDING_COPIES,
    BUILDINGS,
    CARD_CODES,
    CARD_KINDS,
    HAND_LIMIT,
    RESOURCE_COUNTS,
    RESOURCE_KEYS,
    RESOURCES,
    STORAGE,
    TOTAL_CARDS,
    TOWN_SLOTS,
    TRADING_POST,
    card_key,
)
from games.engines.townbuilder.town import Slot

PHASES = ("guarantee", "action", "discard", "over")
# Every version has the same state shape (2 changed the full-reserve deal, 3 the last turn).
READABLE_VERSIONS = (1, 2, 3)


def counts_to_json(counts: list[int], offset: int = 0) -> dict[str, int]:
    return {card_key(offset + i): n for i, n in enumerate(counts) if n}


def counts_from_json(doc: dict[str, int], size: int, offset: int = 0) -> list[int]:
    counts = [0] * size
    for key, n in doc.items():
        counts[CARD_CODES[key] - offset] = int(n)
    return counts


class TownState(GameState):
    """Two players, seats 0 and 1. ``pending`` lists seats that still choose a hand-guarantee swap."""

    def __init__(self, options: dict[str, Any], rng: Rng) -> None:
        self.options = options
        self.rng = rng
        self.decks: list[list[int]] = [[], []]
        self.hands: list[list[int]] = [[0] * CARD_KINDS, [0] * CARD_KINDS]
        self.reserve = [0, 0, 0, 0]
        self.discard = [0] * len(BUILDINGS)
        self.removed = [0] * len(BUILDINGS)
        self.towns: list[list[Slot]] = [[], []]
        self.current = 0
        self.turn = 0
        self.phase = "guarantee"
        self.used: list[int] = []
        self.final = [False, False]
        self.done = [False, False]
        self.pending: list[int] = []

    # -- the contract ------------------------------------------------------------------------

    def to_act(self) -> list[int]:
        if self.phase == "over":
            return []
        if self.phase == "guarantee":
            return [self.pending[0]]
        return [self.current]

    def legal_actions(self, seat: int) -> list[Action]:
        return turn.legal_actions(self, seat)

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Perform ``action`` if it equals (label aside) one of the legal actions listed afresh;
        otherwise raise IllegalAction saying why, changing nothing."""
        if isinstance(action, dict):
            probe = dict(action)
            for candidate in turn.candidates(self, seat, action):
                probe["label"] = candidate["label"]
                if probe == candidate:
                    return turn.perform(self, seat, candidate)
        raise refusals.refusal(self, seat, action)

    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def families(self) -> int:
        return int(self.options["families"])

    def result(self) -> Result:
        towns = [[slot.to_json() for slot in town] for town in self.towns]
        hands = [counts_to_json(hand) for hand in self.hands]
        final = scoring.final_scores(towns, hands, self.families)
        details = {"players": final["players"], "tie_break": "points, then hand value; still equal is a draw"}
        return Result(scores=final["scores"], placements=final["placements"], details=details)

    def view(self, seat: int | None) -> dict[str, Any]:
        players = []
        for index in (0, 1):
            hand = self.hands[index]
            players.append(
                {
                    "seat": index,
                    "town": [slot.to_json() for slot in self.towns[index]],
                    "hand": counts_to_json(hand) if index == seat else None,
                    "hand_count": sum(hand),
                    "deck_count": len(self.decks[index]),
                    "last_turn": self.final[index],
                    "done": self.done[index],
                }
            )
        return {
            "game": "townbuilder",
            "viewer": seat,
            "options": dict(self.options),
            "turn": self.turn,
            "current": self.current,
            "phase": self.phase,
            "to_act": self.to_act(),
            "used_this_turn": [BUILDINGS[kind].key for kind in self.used],
            "reserve": {RESOURCE_KEYS[r]: self.reserve[r] for r in RESOURCES},
            "discard_pile": counts_to_json(self.discard, BUILDING_BASE),
            "removed": counts_to_json(self.removed, BUILDING_BASE),
            "players": players,
        }

    def to_json(self) -> dict[str, Any]:
        return {
            "game": "townbuilder",
            "version": self.engine.version,
            "options": dict(self.options),
            "rng": self.rng.to_json(),
            "turn": self.turn,
            "current": self.current,
            "phase": self.phase,
            "pending": list(self.pending),
            "used": [BUILDINGS[kind].key for kind in self.used],
            "final": list(self.final),
            "done": list(self.done),
            "reserve": {RESOURCE_KEYS[r]: self.reserve[r] for r in RESOURCES},
            "discard": counts_to_json(self.discard, BUILDING_BASE),
            "removed": counts_to_json(self.removed, BUILDING_BASE),
            "decks": [[card_key(code) for code in deck] for deck in self.decks],
            "hands": [counts_to_json(hand) for hand in self.hands],
            "towns": [[slot.to_json() for slot in town] for town in self.towns],
        }

    @classmethod
    def from_json(cls, doc: dict[str, Any]) -> TownState:
        if doc.get("game") != "townbuilder" or doc.get("version") not in READABLE_VERSIONS:
            raise ValueError(f"not a townbuilder v{cls.engine.version} state: {doc.get('game')} v{doc.get('version')}")
        state = cls(dict(doc["options"]), Rng.from_json(doc["rng"]))
        state.turn = int(doc["turn"])
        state.current = int(doc["current"])
        state.phase = doc["phase"]
        if state.phase not in PHASES:
            raise ValueError(f"unknown townbuilder phase {state.phase!r}")
        state.pending = [int(seat) for seat in doc["pending"]]
        state.used = [CARD_CODES[key] - BUILDING_BASE for key in doc["used"]]
        state.final = [bool(flag) for flag in doc["final"]]
        state.done = [bool(flag) for flag in doc["done"]]
        state.reserve = [int(doc["reserve"][key]) for key in RESOURCE_KEYS]
        state.discard = counts_from_json(doc["discard"], len(BUILDINGS), BUILDING_BASE)
        state.removed = counts_from_json(doc["removed"], len(BUILDINGS), BUILDING_BASE)
        state.decks = [[CARD_CODES[key] for key in deck] for deck in doc["decks"]]
        state.hands = [counts_from_json(hand, CARD_KINDS) for hand in doc["hands"]]
        state.towns = [[Slot.from_json(slot) for slot in town] for town in doc["towns"]]
        return state

    def clone(self) -> TownState:
        """A copy to change freely; the towns share their slots, which the rules replace rather
        than change (``town.writable``)."""
        new = TownState.__new__(TownState)
        new.options = self.options  # never mutated after setup
        new.rng = Rng(self.rng.state)
        new.decks = [self.decks[0][:], self.decks[1][:]]
        new.hands = [self.hands[0][:], self.hands[1][:]]
        new.reserve = self.reserve[:]
        new.discard = self.discard[:]
        new.removed = self.removed[:]
        new.towns = [self.towns[0][:], self.towns[1][:]]
        new.current = self.current
        new.turn = self.turn
        new.phase = self.phase
        new.used = self.used[:]
        new.final = self.final[:]
        new.done = self.done[:]
        new.pending = self.pending[:]
        return new

    def plainly_foreseeable(self, before: GameState, seat: int, viewer: int) -> bool:
        """A move of the viewer's own within its turn's action or discard phase (no draw, and no hand
        guarantee, which reads the deck) that left the game RNG, both decks and the other hand as they
        were: every such move reads only what is public and the mover's own hand."""
        steady = ("action", "discard")
        return (
            isinstance(before, TownState)
            and viewer == seat
            and before.phase in steady
            and self.phase in steady
            and (self.turn, self.current) == (before.turn, before.current)
            and self.rng.state == before.rng.state
            and self.decks == before.decks
            and self.hands[1 - viewer] == before.hands[1 - viewer]
        )

    def determinize(self, seat: int, rng: Any) -> TownState:
        """Shuffle the opponent's hand and both decks together and deal them back at their sizes.

        ``seat`` sees its own hand and everything public, not the order or split of the rest. What
        a pending hand guarantee tells everyone is kept: the choosing player holds no building and
        their deck still holds one. The copy gets a fresh game RNG from ``rng``, so a bot cannot
        foresee the real shuffles.
        """
        new = self.clone()
        other = 1 - seat
        guarantee = new.pending[0] if new.phase == "guarantee" else None
        unseen = [code for code in range(CARD_KINDS) for _ in range(new.hands[other][code])]
        unseen += new.decks[0] + new.decks[1]
        unseen.sort()  # what the seat knows decides the deal, not the order the real cards lie in
        rng.shuffle(unseen)
        if guarantee == other:
            unseen.sort(key=lambda code: code >= BUILDING_BASE)  # stable: the hand is dealt resources
        hand_size = sum(new.hands[other])
        new.hands[other] = hand = [0] * CARD_KINDS
        for code in unseen[:hand_size]:
            hand[code] += 1
        rest = unseen[hand_size:]
        if guarantee == other:
            rng.shuffle(rest)  # undo the sort's grouping for the decks
        own = len(new.decks[seat])
        new.decks[seat] = rest[:own]
        new.decks[other] = rest[own:]
        if guarantee is not None and any(code >= BUILDING_BASE for code in self.decks[guarantee]):
            new._move_a_building_into_deck(guarantee, other)
        new.rng = Rng(rng.next64())
        return new

    def _move_a_building_into_deck(self, seat: int, hidden_hand: int) -> None:
        """Swap a building into ``seat``'s deck from the other deck or, failing that, from the
        hidden hand (when it is not the one a guarantee constrains)."""
        deck = self.decks[seat]
        if any(code >= BUILDING_BASE for code in deck):
            return
        donor = self.decks[1 - seat]
        at = next((i for i, code in enumerate(donor) if code >= BUILDING_BASE), None)
        if at is not None:
            donor[at], deck[0] = deck[0], donor[at]
            return
        hand = self.hands[hidden_hand]
        code = next(code for code in range(BUILDING_BASE, CARD_KINDS) if hand[code])
        hand[code] -= 1
        hand[deck[0]] += 1
        deck[0] = code

    def redact_action(self, seat: int, action: Action, viewer: int | None) -> Action:
        """The resource a hand guarantee returns to the deck is known only to its owner."""
        if action.get("type") == "guarantee" and viewer != seat:
            return {
                "type": "guarantee",
                "label": "Hand guarantee: return a resource to the deck for its first building",
            }
        return action

    # -- conservation ------------------------------------------------------------------------

    def check_invariants(self) -> None:
        resources = self.reserve[:]
        buildings = [self.discard[b] + self.removed[b] for b in range(len(BUILDINGS))]
        for seat in (0, 1):
            hand = self.hands[seat]
            assert min(hand) >= 0, f"seat {seat} holds a negative count: {hand}"
            assert sum(hand) <= HAND_LIMIT, f"seat {seat} holds {sum(hand)} cards"
            for code in self.decks[seat]:
                if code < BUILDING_BASE:
                    resources[code] += 1
                else:
                    buildings[code - BUILDING_BASE] += 1
            for r in RESOURCES:
                resources[r] += hand[r]
            for b in range(len(BUILDINGS)):
                buildings[b] += hand[BUILDING_BASE + b]
            self._check_town(seat, resources, buildings)
        assert resources == list(RESOURCE_COUNTS), f"resources not conserved: {resources}"
        assert buildings == [BUILDING_COPIES] * len(BUILDINGS), f"building cards not conserved: {buildings}"
        assert sum(resources) + sum(buildings) == TOTAL_CARDS
        assert min(self.reserve) >= 0 and min(self.discard) >= 0 and min(self.removed) >= 0
        assert self.phase in PHASES, self.phase
        assert self.phase == "over" or self.to_act(), "nobody may act in an unfinished game"
        assert self.phase != "guarantee" or self.pending, "a guarantee phase needs a seat to choose"
        assert len(set(self.used)) == len(self.used), f"a building was activated twice: {self.used}"

    def _check_town(self, seat: int, resources: list[int], buildings: list[int]) -> None:
        town = self.towns[seat]
        assert len(town) <= TOWN_SLOTS, f"seat {seat} has {len(town)} buildings"
        assert len({slot.kind for slot in town}) == len(town), f"seat {seat} has a duplicate building"
        for slot in town:
            assert slot.level in (1, 2), slot
            buildings[slot.kind] += slot.level
            building = BUILDINGS[slot.kind]
            for r in RESOURCES:
                assert slot.stored[r] >= 0, slot
                resources[r] += slot.stored[r]
            if slot.kind == TRADING_POST:
                assert sum(slot.stored) <= building.capacity, slot
            elif building.family == STORAGE:
                assert slot.stored[building.stored_resource] == sum(slot.stored) <= building.capacity, slot
            else:
                assert not any(slot.stored), f"{building.name} cannot store: {slot}"
