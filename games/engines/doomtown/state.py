"""The Doomtown game state: plain lists of card ids, a decision stack, and the engine contract.

Ghost rock is conserved: ``sum(stash) + pot + sum(bounty) + sum(rock) + bank == 0`` where
``rock`` is the ghost rock lying on cards in play (2nd Bank of Gomorra) and ``bank`` the net
amount the (unlimited) bank has taken in, so it is usually negative.

Every decision sits on ``stack`` as a plain dict (a frame); the top frame says who acts. Frames of
kinds in ``flow.STEPS`` run by themselves; frames in ``flow.DECISIONS`` wait for an action.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, cast

from games.engines.base import Action, Event, GameState, IllegalAction, Result, find_legal
from games.engines.doomtown import boss_battle, flow
from games.engines.doomtown.abilities import implemented_codes
from games.engines.doomtown.abilities.curses import blank_hosts
from games.engines.doomtown.abilities.declared_plays import outlived
from games.engines.doomtown.abilities.looking import seen_in_hand
from games.engines.doomtown.control import controller
from games.engines.doomtown.frames import Frame, LogRow
from games.engines.doomtown.jokers import act_declaring_jokers
from games.engines.doomtown.table import CardTable, build_table, printed_code
from games.engines.doomtown.town import (
    LIMITED_GOODS,
    NOWHERE,
    TOWN_SQUARE,
    attachments,
    card_stats,
    control_points,
    location_name,
    may_carry,
    total_influence,
)
from games.engines.rng import Rng

# The zones a card can be in, one list per seat each: every card is in exactly one of them.
ZONES = ("deck", "hand", "discard", "boot_hill", "draw", "pending", "play", "removed")


# What an action works with while it runs (set in __init__), not the game: restore keeps it.
_SCRATCH = frozenset({"events", "declared_jokers", "offered"})


def _copy(doc: Any) -> Any:
    """Copy of JSON-shaped data (dicts, lists, scalars): much faster than deepcopy."""
    if isinstance(doc, dict):
        return {key: _copy(item) for key, item in doc.items()}
    if isinstance(doc, list):
        return [_copy(item) for item in doc]
    return doc


def _act(state: DoomtownState, seat: int, action: Action) -> None:
    flow.act(state, state.stack[-1], action)
    flow.advance(state)


class DoomtownState(GameState):
    # what the game was created with: never changed afterwards
    options: dict[str, Any]
    decks: list[dict[str, Any]]
    table: CardTable  # the facts of every card (built from the decks and the tokens made)
    rng: Rng
    # the game as a whole
    players: int
    day: int
    phase: str
    dealer: int
    bank: int  # net ghost rock the (unlimited) bank has taken in: usually negative
    pot: int
    # per seat, card ids: the zones (ZONES), then the seat's locations
    deck: list[list[int]]
    hand: list[list[int]]
    discard: list[list[int]]
    boot_hill: list[list[int]]
    draw: list[list[int]]  # the draw hand (shootouts, lowball)
    pending: list[list[int]]  # the starting gang being chosen
    play: list[list[int]]
    removed: list[list[int]]  # tokens removed from the game
    street: list[list[int]]
    out_of_town: list[list[int]]
    # per card id
    at: list[int]  # a dude's location, else NOWHERE
    attached_to: list[int]  # the card a goods or spell hangs on, else NOWHERE
    booted: list[int]
    bounty: list[int]
    rock: list[int]  # ghost rock placed on a card in play
    # per seat
    stash: list[int]
    debt: list[int]
    revealed: list[bool]  # the draw hand is shown
    vp: list[int]
    built: list[int]  # deeds each seat has put on its street (the Automaton alternates sides)
    # the turn's or game's records
    traded: list[int]
    replaced: list[int]
    effects: list[dict[str, Any]]  # card abilities: lasting effects (abilities/effects.py)
    used: list[str]  # card abilities used this turn, "card/index"
    tokens: list[dict[str, Any]]  # token dudes made so far, in card id order (tokens.py)
    stack: list[Frame]  # the decisions and steps to come; the top one is next
    outcome: dict[str, Any] | None

    def __init__(self) -> None:
        self.events: list[LogRow] = []
        self.declared_jokers: list[dict[str, Any]] | None = None  # during an action only (jokers.py)
        # The last legal_actions answer, until the next apply: a bot applying one of those very
        # action objects skips asking the rules again (that second ask was a third of a random
        # game's time). Whoever edits a state by hand in between must ask legal_actions again.
        self.offered: tuple[int, list[Action]] | None = None
        # While view() or legal_actions() reads a state that cannot change: each adjusted stat worked
        # out once (they ask for the same influence and bullets again and again: totals, control, grit).
        # It also keeps what every read shares (effects.py's ``_Reading``, town.py's attachments).
        self.stat_memo: dict[tuple[str, int, Any], Any] | None = None

    # ---- construction -------------------------------------------------------------------
    @classmethod
    def create(cls, players: int, seed: int, options: dict[str, Any], decks: list[dict[str, Any]]) -> DoomtownState:
        state = cls()
        state.options = dict(options)
        state.decks = decks
        state.table = build_table(decks)
        state.rng = Rng(seed)
        state.players = players
        state.day = 0
        state.phase = "setup"
        state.dealer = 0
        state.bank = 0
        state.pot = 0
        state.deck = [list(state.table.draw_decks[seat]) for seat in range(players)]
        state.hand = [[] for _ in range(players)]
        state.discard = [[] for _ in range(players)]
        state.boot_hill = [[] for _ in range(players)]
        state.draw = [[] for _ in range(players)]
        state.pending = [[] for _ in range(players)]
        state.play = [[] for _ in range(players)]
        state.removed = [[] for _ in range(players)]
        state.street = [[] for _ in range(players)]
        state.out_of_town = [[] for _ in range(players)]
        size = len(state.table)
        state.at = [NOWHERE] * size
        state.attached_to = [NOWHERE] * size
        state.booted = [0] * size
        state.bounty = [0] * size
        state.rock = [0] * size
        state.stash = [0] * players
        state.debt = [0] * players
        state.revealed = [False] * players
        state.vp = [0] * players
        state.built = [0] * players
        state.traded = []
        state.replaced = []
        state.effects = []
        state.used = []
        state.tokens = []
        state.stack = [{"kind": "day", "step": "setup"}]
        state.outcome = None
        flow.advance(state)
        return state

    def note(self, event: LogRow) -> None:
        self.events.append(event)

    # ---- the contract -------------------------------------------------------------------
    def to_act(self) -> list[int]:
        if self.outcome is not None:
            return []
        return [self.stack[-1]["seat"]]

    def legal_actions(self, seat: int) -> list[Action]:
        if self.outcome is not None or self.stack[-1].get("seat") != seat:
            return []
        with self.stats_fixed():
            legal = flow.legal(self, self.stack[-1])
        self.offered = (seat, legal)
        return legal

    def apply(self, seat: int, action: Action) -> list[Event]:
        if self.outcome is not None:
            raise IllegalAction("the game is over")
        if self.stack[-1].get("seat") != seat:
            raise IllegalAction(f"it is not seat {seat}'s decision now")
        offered, self.offered = self.offered, None
        if offered is not None and offered[0] == seat and any(choice is action for choice in offered[1]):
            chosen = action
        else:
            chosen = find_legal(self.legal_actions(seat), action)
        self.events = []
        act_declaring_jokers(self, seat, chosen, _act)
        self.offered = None  # asked during the action, or before it: no longer this state's answer
        events, self.events = self.events, []
        return cast(list[Event], events)  # log rows are the engine's events, declared (frames.py)

    def is_over(self) -> bool:
        return self.outcome is not None

    def result(self) -> Result:
        assert self.outcome is not None, "the game is not over"
        return Result(
            scores=list(self.outcome["scores"]),
            placements=list(self.outcome["placements"]),
            details=_copy(self.outcome["details"]),
        )

    def unimplemented(self) -> list[str]:
        found: list[str] = []
        done = implemented_codes()
        in_play = sorted(
            {
                self.table[card].name
                for seat_cards in self.play
                for card in seat_cards
                if printed_code(self.table[card]) not in done
            }
        )
        found.extend(f"abilities of {name}" for name in in_play)
        return found

    # ---- serialisation ------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "day": self.day,
            "phase": self.phase,
            "dealer": self.dealer,
            "bank": self.bank,
            "pot": self.pot,
            "deck": _copy(self.deck),
            "hand": _copy(self.hand),
            "discard": _copy(self.discard),
            "boot_hill": _copy(self.boot_hill),
            "draw": _copy(self.draw),
            "pending": _copy(self.pending),
            "play": _copy(self.play),
            "removed": _copy(self.removed),
            "street": _copy(self.street),
            "out_of_town": _copy(self.out_of_town),
            "at": list(self.at),
            "attached_to": list(self.attached_to),
            "booted": list(self.booted),
            "bounty": list(self.bounty),
            "rock": list(self.rock),
            "stash": list(self.stash),
            "debt": list(self.debt),
            "revealed": list(self.revealed),
            "vp": list(self.vp),
            "traded": list(self.traded),
            "replaced": list(self.replaced),
            "effects": _copy(self.effects),
            "used": list(self.used),
            "tokens": _copy(self.tokens),
            "built": list(self.built),
            "options": _copy(self.options),
            "decks": _copy(self.decks),
            "rng": self.rng.to_json(),
            "stack": _copy(self.stack),
            "outcome": _copy(self.outcome),
        }

    @classmethod
    def from_json(cls, doc: dict[str, Any]) -> DoomtownState:
        """The state ``to_json`` wrote; states saved by earlier versions lack some keys (see below)."""
        state = cls()
        players: int = doc["players"]
        state.players = players
        state.day = doc["day"]
        state.phase = doc["phase"]
        state.dealer = doc["dealer"]
        state.bank = doc["bank"]
        state.pot = doc["pot"]
        state.deck = _copy(doc["deck"])
        state.hand = _copy(doc["hand"])
        state.discard = _copy(doc["discard"])
        state.boot_hill = _copy(doc["boot_hill"])
        state.draw = _copy(doc["draw"])
        state.pending = _copy(doc["pending"])
        state.play = _copy(doc["play"])
        state.street = _copy(doc["street"])
        state.out_of_town = _copy(doc["out_of_town"])
        state.at = list(doc["at"])
        state.attached_to = list(doc["attached_to"])
        state.booted = list(doc["booted"])
        state.bounty = list(doc["bounty"])
        state.stash = list(doc["stash"])
        state.debt = list(doc["debt"])
        state.revealed = list(doc["revealed"])
        state.vp = list(doc["vp"])
        state.traded = list(doc["traded"])
        state.replaced = list(doc["replaced"])
        state.effects = _copy(doc["effects"])
        state.used = list(doc["used"])
        # Saved before ghost rock lay on cards, before token dudes (no tokens, no removed zone), or
        # before version 5 (no count of the deeds each seat built).
        state.rock = list(doc["rock"]) if "rock" in doc else [0] * len(doc["at"])
        state.tokens = _copy(doc["tokens"]) if "tokens" in doc else []
        state.removed = _copy(doc["removed"]) if "removed" in doc else [[] for _ in range(players)]
        state.built = list(doc["built"]) if "built" in doc else [0] * players
        state.options = _copy(doc["options"])
        state.decks = _copy(doc["decks"])
        state.table = build_table(state.decks, state.tokens)
        blank_hosts(state)  # the cards that are blank now (Curse of Failure)
        state.rng = Rng.from_json(doc["rng"])
        state.stack = _copy(doc["stack"])
        state.outcome = _copy(doc["outcome"])
        return state

    def restore(self, copy: DoomtownState) -> None:
        """Take back everything since ``copy`` (a clone) was made (options and decks never change)."""
        self.__dict__.update({name: value for name, value in vars(copy).items() if name not in _SCRATCH})

    def clone(self) -> DoomtownState:  # token records are never changed once made: shared safely
        other = DoomtownState()
        other.players = self.players
        other.day = self.day
        other.phase = self.phase
        other.dealer = self.dealer
        other.bank = self.bank
        other.pot = self.pot
        other.deck = [list(zone) for zone in self.deck]
        other.hand = [list(zone) for zone in self.hand]
        other.discard = [list(zone) for zone in self.discard]
        other.boot_hill = [list(zone) for zone in self.boot_hill]
        other.draw = [list(zone) for zone in self.draw]
        other.pending = [list(zone) for zone in self.pending]
        other.play = [list(zone) for zone in self.play]
        other.removed = [list(zone) for zone in self.removed]
        other.street = [list(zone) for zone in self.street]
        other.out_of_town = [list(zone) for zone in self.out_of_town]
        other.at = list(self.at)
        other.attached_to = list(self.attached_to)
        other.booted = list(self.booted)
        other.bounty = list(self.bounty)
        other.rock = list(self.rock)
        other.stash = list(self.stash)
        other.debt = list(self.debt)
        other.revealed = list(self.revealed)
        other.vp = list(self.vp)
        other.traded = list(self.traded)
        other.replaced = list(self.replaced)
        other.effects = list(self.effects)
        other.used = list(self.used)
        other.tokens = list(self.tokens)
        other.built = list(self.built)
        other.options = self.options  # never mutated after creation
        other.decks = self.decks
        other.table = self.table
        other.rng = self.rng.clone()
        other.stack = _copy(self.stack)
        other.outcome = _copy(self.outcome)
        return other

    # ---- hidden information -------------------------------------------------------------
    def hidden_from(self, viewer: int | None) -> set[int]:
        """Card ids whose identity ``viewer`` may not see."""
        hidden: set[int] = set()
        for seat in range(self.players):
            if seat != viewer or self.phase != "setup":  # at setup a player searches their own deck
                hidden.update(self.deck[seat])
            if seat != viewer:
                hidden.update(set(self.hand[seat]) - set(seen_in_hand(self, viewer, seat)))
                if self.phase == "setup":  # a starting gang being picked (later: a Gadget being invented, shown)
                    hidden.update(self.pending[seat])
                if not self.revealed[seat]:
                    hidden.update(self.draw[seat])
        return hidden

    def determinize(self, seat: int, rng: Any) -> DoomtownState:
        """Others' hands, unrevealed draw hands and decks are dealt again from their own cards;
        this seat's deck is reshuffled (after setup). Starting gangs being picked stay as they are,
        and so do cards of others' hands this seat looked at (Sight Beyond Sight)."""
        other = self.clone()
        # The real order of the hidden cards must not show through: they are sorted before each deal.
        if self.phase != "setup":  # at setup the deck is not shuffled yet and its owner searches it
            other.deck[seat].sort()
            rng.shuffle(other.deck[seat])
        for opponent in range(self.players):
            if opponent == seat:
                continue
            draw_hidden = not other.revealed[opponent]
            known = seen_in_hand(other, seat, opponent)  # cards this seat looked at stay in that hand
            unknown = [card for card in other.hand[opponent] if card not in known]
            pool = sorted(unknown + other.deck[opponent] + (other.draw[opponent] if draw_hidden else []))
            rng.shuffle(pool)
            sizes = (len(unknown), len(other.draw[opponent]) if draw_hidden else 0)
            other.hand[opponent] = known + pool[: sizes[0]]
            if draw_hidden:
                other.draw[opponent] = pool[sizes[0] : sizes[0] + sizes[1]]
            other.deck[opponent] = pool[sizes[0] + sizes[1] :]
            flow.redeal_hidden_choices(other, opponent, rng)
        other.rng = Rng(_deal_seed(other))
        return other

    def view(self, seat: int | None) -> dict[str, Any]:
        with self.stats_fixed():
            return self._view(seat)

    @contextmanager
    def stats_fixed(self) -> Iterator[None]:
        """While the state is only read (a view, the legal actions, a bot reading the board), each
        adjusted stat is worked out once."""
        if self.stat_memo is not None:  # a view asks for the legal actions: one memo for both
            yield
            return
        self.stat_memo = {}
        try:
            yield
        finally:
            self.stat_memo = None

    def _view(self, seat: int | None) -> dict[str, Any]:
        table = self.table
        hidden = self.hidden_from(seat)
        setup = self.phase == "setup"

        def shown(cards: list[int]) -> list[dict[str, Any]]:
            return [{"id": card, "code": printed_code(table[card]), "name": table[card].name} for card in cards]

        seats = []
        for index in range(self.players):
            own = index == seat
            seats.append(
                {
                    "seat": index,
                    "outfit": table[table.outfits[index]].name,
                    "stash": self.stash[index],
                    "debt": self.debt[index],
                    "victory_points": self.vp[index],
                    "influence": total_influence(self, index),
                    "control": control_points(self, index),
                    "hand": shown(self.hand[index]) if own else len(self.hand[index]),
                    "seen_in_hand": [] if own else shown(seen_in_hand(self, seat, index)),
                    "deck": len(self.deck[index]),
                    "draw_hand": len(self.draw[index]) if set(self.draw[index]) & hidden else shown(self.draw[index]),
                    "starting_gang": (shown(self.pending[index]) if own else len(self.pending[index])) if setup else [],
                    "being_invented": [] if setup else shown(self.pending[index]),
                    "discard": shown(self.discard[index]),
                    "boot_hill": shown(self.boot_hill[index]),
                    "removed_from_game": shown(self.removed[index]),
                    "street": [{"id": loc, "name": location_name(self, loc)} for loc in self.street[index]],
                    "out_of_town": [{"id": loc, "name": location_name(self, loc)} for loc in self.out_of_town[index]],
                }
            )
        in_play = [
            {
                "id": card,
                "code": printed_code(table[card]),
                "name": table[card].name,
                "type": table[card].type,
                "owner": table[card].owner,
                "controller": controller(self, card),  # another player's for a shootout (control.py)
                "at": self.at[card],
                "attached_to": self.attached_to[card],
                "booted": bool(self.booted[card]),
                "bounty": self.bounty[card],
                "ghost_rock": self.rock[card],
                **card_stats(self, card),
            }
            for seat_cards in self.play
            for card in seat_cards
        ]
        top = self.stack[-1] if self.outcome is None else None
        return {
            "game": "doomtown",
            "day": self.day,
            "phase": self.phase,
            "dealer": self.dealer,
            "pot": self.pot,
            "seats": seats,
            "in_play": in_play,
            "decision": flow.public_frames(self),
            "to_act": self.to_act(),
            "legal_actions": self.legal_actions(seat) if seat is not None and top is not None else [],
            "outcome": _copy(self.outcome),
            "boss_battle": boss_battle.public_view(self),
        }

    def redact_action(self, seat: int, action: Action, viewer: int | None) -> Action:
        if viewer == seat:
            return action
        if action["type"].startswith("gang_"):  # starting gangs are chosen in secret
            return {"type": "gang", "label": "a hidden choice"}
        card = action.get("card")
        if card is not None and card in self.hidden_from(viewer):
            return {"type": action["type"], "label": "a hidden choice"}
        return action

    # ---- invariants ---------------------------------------------------------------------
    def check_invariants(self) -> None:
        seen: list[int] = []
        for zone in ZONES:
            for seat_cards in getattr(self, zone):
                seen.extend(seat_cards)
        assert sorted(seen) == list(range(len(self.table))), "every card must be in exactly one zone"
        self._check_tokens()
        ghost_rock = sum(self.stash) + self.pot + sum(self.bounty) + sum(self.rock) + self.bank
        assert ghost_rock == 0, f"ghost rock not conserved (off by {ghost_rock})"
        assert all(amount >= 0 for amount in self.stash), "a stash went negative"
        in_play = {card for seat_cards in self.play for card in seat_cards}
        for card in range(len(self.table)):
            kind = self.table[card].type
            if card not in in_play:
                assert self.at[card] == NOWHERE and self.attached_to[card] == NOWHERE, f"card {card} left play untidily"
                assert self.bounty[card] == 0, f"card {card} out of play keeps bounty"
                assert self.rock[card] == 0, f"card {card} out of play keeps ghost rock"
            elif kind == "dude":
                assert self.at[card] != NOWHERE, f"dude {card} in play is nowhere"
            elif kind in ("goods", "spell"):
                assert self.attached_to[card] in in_play, f"attachment {card} hangs on nothing in play"
            elif kind == "action":  # a Technique on its dude, a Condition on the town square (Tumblebleeds!)
                host = self.attached_to[card]
                assert host == TOWN_SQUARE or host in in_play, f"action card {card} in play hangs on nothing"
        self._check_table_rules(in_play)
        assert not outlived(self), "an effect lasting for a play outlived it"
        if self.outcome is None:
            assert flow.legal(self, self.stack[-1]), "a non-terminal state must offer an action"

    def _check_tokens(self) -> None:
        """The decks' cards never change; tokens come after them, only ever in play or removed."""
        deck_cards = len(self.table) - len(self.tokens)
        assert all(not self.table[card].card.token for card in range(deck_cards)), "a token among the decks' cards"
        removed = {card for seat_cards in self.removed for card in seat_cards}
        assert all(card >= deck_cards for card in removed), "a deck card was removed from the game"
        for offset, entry in enumerate(self.tokens):
            card = deck_cards + offset
            facts = self.table[card]
            assert facts.card.token and printed_code(facts) == entry["code"] and facts.owner == entry["owner"]
            assert card in removed or card in self.play[facts.owner], f"token {card} left play but not the game"

    def _check_table_rules(self, in_play: set[int]) -> None:
        choosing = {frame["dude"] for frame in self.stack if frame["kind"] == "keep"}
        for card in in_play:
            if self.table[card].type != "dude" or card in choosing:
                continue
            for keyword in LIMITED_GOODS:
                carried = [item for item in attachments(self, card) if self.table[item].has(keyword)]
                assert may_carry(self, card, keyword, carried), f"{self.table[card].name} carries two {keyword} goods"
        for frame in self.stack:
            if frame["kind"] == "shootout":
                members = [dude for posse in frame["posse"] for dude in posse]
                assert all(dude in in_play for dude in members), "a posse holds a dude out of play"
                assert len(set(members)) == len(members), "a dude stands in two posses"
                sides = (frame["leader_seat"], frame["mark_seat"])
                for seat, posse in enumerate(frame["posse"]):
                    assert not posse or frame["side"][seat] in sides, f"seat {seat} fights on no side"
                for dude, seat, _ in frame.get("borrowed", []):  # control.py: a loan for this shootout
                    assert all(dude not in posse for other, posse in enumerate(frame["posse"]) if other != seat), (
                        f"lent dude {dude} fights outside its controller's posse"
                    )


def _deal_seed(state: DoomtownState) -> int:
    """A game RNG for a determinised copy: reshuffles to come must not follow the real game's RNG.

    Drawn from the decks just dealt (so from the bot's RNG) rather than from ``rng`` itself, which
    leaves the bot's own stream as it was: seeded self-play games keep their paths.
    """
    seed = len(state.deck)
    for deck in state.deck:
        for card in deck:
            seed = (seed * 1_000_003 + card + 1) & 0xFFFFFFFFFFFFFFFF
    return seed
