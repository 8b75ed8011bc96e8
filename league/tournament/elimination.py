"""Single and double elimination brackets, and the top cut after Swiss, as plain data.

A ``Bracket`` is a fixed list of matches, each with two slots that name where its players come
from (a seed, or the winner or loser of an earlier match), a bracket ("winners", "losers",
"final"), a round and a position within the round (columns and rows for drawing it as SVG).
Results are a mapping match id -> winner; ``bracket_state`` resolves who plays where, settles
byes on its own, and says which matches are ready. Nothing is stored here: the same bracket and
results always give the same state.

Seeding: the bracket size is the next power of two; seed 1 meets the lowest seed, and the seeds
beyond the field are byes, so byes go to the top seeds. In double elimination, losers of winners'
round 1 meet each other, losers of later rounds drop into the losers' bracket (in reversed order
every other round, so they do not meet the player who just beat them), and the grand final is the
winners' champion against the losers' champion, with an optional reset match when the losers'
champion wins the first. A single elimination may add a third-place match between the semi-final
losers (``P3``): its winner places third, its loser fourth.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

CUT_SIZES = tuple(range(2, 17))  # any top cut up to 16; the top seeds get the byes of a short bracket
THIRD_PLACE = "P3"


class BracketError(ValueError):
    """A result that does not fit the bracket (unknown match, wrong player, not ready yet)."""


class _Bye:
    """The empty slot a bye leaves; it loses every match it is in."""

    def __repr__(self) -> str:
        return "BYE"


BYE = _Bye()


@dataclass(frozen=True)
class Slot:
    kind: str  # "seed", "winner" or "loser"
    ref: int | str  # seed number (1 = top) or a match id

    @property
    def seed(self) -> int:
        """A "seed" slot's seed number."""
        if not isinstance(self.ref, int):
            raise BracketError(f"slot {self.ref!r} is not a seed")
        return self.ref

    @property
    def feeder(self) -> str:
        """The match a "winner" or "loser" slot is fed from."""
        if not isinstance(self.ref, str):
            raise BracketError(f"slot {self.ref!r} is not fed by a match")
        return self.ref

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "ref": self.ref}


@dataclass(frozen=True)
class BracketMatch:
    id: str
    bracket: str  # "winners", "losers", "final" or "third"
    round: int
    position: int
    slots: tuple[Slot, Slot]
    stage: int  # a loser eliminated here places above everyone eliminated at a lower stage
    eliminates: bool = True  # false in the winners' bracket of a double elimination
    if_needed: bool = False  # the grand-final reset

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "bracket": self.bracket,
            "round": self.round,
            "position": self.position,
            "slots": [slot.to_json() for slot in self.slots],
            "stage": self.stage,
            "if_needed": self.if_needed,
        }


@dataclass(frozen=True)
class Bracket:
    kind: str  # "single" or "double"
    seeds: tuple[str, ...]
    matches: tuple[BracketMatch, ...]

    def match(self, match_id: str) -> BracketMatch:
        for match in self.matches:
            if match.id == match_id:
                return match
        raise BracketError(f"there is no match {match_id!r} in this bracket")

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "seeds": list(self.seeds), "matches": [m.to_json() for m in self.matches]}


@dataclass(frozen=True)
class MatchState:
    """``players`` holds names, BYE, or None while the feeding match is undecided.

    ``status``: "waiting" (a player is not known yet), "ready" (to be played), "done", "bye"
    (settled without play) or "skipped" (a reset that was not needed).
    """

    players: tuple[Any, Any]
    status: str
    winner: Any = None
    loser: Any = None


def seed_order(size: int) -> list[int]:
    """Seeds top to bottom of the first round: 1, size, ... so that 1 and 2 meet only in the final."""
    order = [1]
    while len(order) < size:
        order = [seed for top in order for seed in (top, 2 * len(order) + 1 - top)]
    return order


def bracket_size(players: int) -> int:
    if players < 2:
        raise BracketError("a bracket needs at least two players")
    return 1 << (players - 1).bit_length()


def winners_bracket(size: int, *, double: bool) -> list[BracketMatch]:
    order = seed_order(size)
    matches = [
        BracketMatch(
            f"W1-{k + 1}",
            "winners",
            1,
            k + 1,
            (Slot("seed", order[2 * k]), Slot("seed", order[2 * k + 1])),
            1,
            not double,
        )
        for k in range(size // 2)
    ]
    count, round_number = size // 4, 2
    while count >= 1:
        matches += [
            BracketMatch(
                f"W{round_number}-{k}",
                "winners",
                round_number,
                k,
                (Slot("winner", f"W{round_number - 1}-{2 * k - 1}"), Slot("winner", f"W{round_number - 1}-{2 * k}")),
                round_number,
                not double,
            )
            for k in range(1, count + 1)
        ]
        count, round_number = count // 2, round_number + 1
    return matches


def losers_bracket(size: int) -> list[BracketMatch]:
    rounds = size.bit_length() - 1  # winners' rounds
    if rounds < 2:
        return []
    matches = [
        BracketMatch(f"L1-{k}", "losers", 1, k, (Slot("loser", f"W1-{2 * k - 1}"), Slot("loser", f"W1-{2 * k}")), 1)
        for k in range(1, size // 4 + 1)
    ]
    previous = "L1"
    for j in range(2, rounds + 1):
        count = size >> j
        drop_round = 2 * j - 2
        for k in range(1, count + 1):
            dropped = count + 1 - k if j % 2 == 0 else k
            slots = (Slot("winner", f"{previous}-{k}"), Slot("loser", f"W{j}-{dropped}"))
            matches.append(BracketMatch(f"L{drop_round}-{k}", "losers", drop_round, k, slots, drop_round))
        previous = f"L{drop_round}"
        if j < rounds:
            merge_round = drop_round + 1
            for k in range(1, count // 2 + 1):
                slots = (Slot("winner", f"{previous}-{2 * k - 1}"), Slot("winner", f"{previous}-{2 * k}"))
                matches.append(BracketMatch(f"L{merge_round}-{k}", "losers", merge_round, k, slots, merge_round))
            previous = f"L{merge_round}"
    return matches


def single_elimination(seeds: Sequence[str], *, third_place: bool = False) -> Bracket:
    """``seeds`` best first; ``third_place`` adds a match between the semi-final losers (four or
    more seeds), played in the final's round."""
    check_seeds(seeds)
    matches = winners_bracket(bracket_size(len(seeds)), double=False)
    if third_place:
        final = matches[-1]
        if final.round < 2 or len(seeds) < 4:
            raise BracketError("a third-place match needs semi-finals: at least four players")
        semis = [m for m in matches if m.round == final.round - 1]
        slots = (Slot("loser", semis[0].id), Slot("loser", semis[1].id))
        matches.insert(len(matches) - 1, BracketMatch(THIRD_PLACE, "third", final.round, 2, slots, final.round - 1))
    return Bracket("single", tuple(seeds), tuple(matches))


def double_elimination(seeds: Sequence[str], *, reset: bool = True) -> Bracket:
    """``seeds`` best first; ``reset`` adds the grand-final match played only if the first is lost
    by the winners' champion."""
    check_seeds(seeds)
    size = bracket_size(len(seeds))
    winners = winners_bracket(size, double=True)
    losers = losers_bracket(size)
    wb_final = winners[-1].id
    lb_champion = Slot("winner", losers[-1].id) if losers else Slot("loser", wb_final)
    stage = (losers[-1].stage if losers else 0) + 1
    finals = [BracketMatch("GF1", "final", 1, 1, (Slot("winner", wb_final), lb_champion), stage)]
    if reset:
        finals.append(
            BracketMatch("GF2", "final", 2, 1, (Slot("winner", wb_final), lb_champion), stage + 1, True, True)
        )
    return Bracket("double", tuple(seeds), tuple(winners + losers + finals))


def top_cut(
    standings: Sequence[Mapping[str, Any]], cut: int, *, double: bool = False, third_place: bool = False
) -> Bracket:
    """The bracket for the top ``cut`` rows of Swiss standings, seeded in standing order: single
    (with an optional third-place match) or double elimination."""
    if cut not in CUT_SIZES:
        raise BracketError(f"a top cut is {CUT_SIZES[0]}-{CUT_SIZES[-1]} players, not {cut}")
    if cut > len(standings):
        raise BracketError(f"a top {cut} needs at least {cut} players in the standings")
    seeds = [row["player"] for row in standings[:cut]]
    return double_elimination(seeds) if double else single_elimination(seeds, third_place=third_place)


def check_seeds(seeds: Sequence[str]) -> None:
    if len(set(seeds)) != len(seeds):
        raise BracketError("a player is seeded twice")
    bracket_size(len(seeds))


def resolve_slot(bracket: Bracket, slot: Slot, states: Mapping[str, MatchState]) -> Any:
    if slot.kind == "seed":
        return bracket.seeds[slot.seed - 1] if slot.seed <= len(bracket.seeds) else BYE
    feeder = states[slot.feeder]
    return feeder.winner if slot.kind == "winner" else feeder.loser


def bracket_state(bracket: Bracket, winners: Mapping[str, str]) -> dict[str, MatchState]:
    """Every match's state given the recorded winners; raises BracketError on a result that does
    not fit (an unknown match, a winner who is not in it, a match not ready, an unneeded reset)."""
    for match_id in winners:
        bracket.match(match_id)
    states: dict[str, MatchState] = {}
    for match in bracket.matches:
        players = tuple(resolve_slot(bracket, slot, states) for slot in match.slots)
        recorded = winners.get(match.id)
        if match.if_needed:
            states[match.id] = settle_reset(match, states["GF1"], recorded)
        else:
            states[match.id] = settle(match, players, recorded)
    return states


def settle_reset(match: BracketMatch, first: MatchState, recorded: str | None) -> MatchState:
    """The reset is played only when the losers' champion (slot 2) won the first grand final."""
    if first.status not in ("done", "bye"):
        if recorded is not None:
            raise BracketError(f"{match.id} cannot have a result before GF1")
        return MatchState(first.players, "waiting")
    if first.winner == first.players[0]:
        if recorded is not None:
            raise BracketError(f"{match.id} is not needed: the winners' champion won GF1")
        return MatchState(first.players, "skipped", first.winner, first.loser)
    return settle(match, first.players, recorded)


def settle(match: BracketMatch, players: tuple[Any, Any], recorded: str | None) -> MatchState:
    a, b = players
    if a is None or b is None:
        if recorded is not None:
            raise BracketError(f"{match.id} cannot have a result before both players are known")
        return MatchState(players, "waiting")
    if a is BYE or b is BYE:
        if recorded is not None:
            raise BracketError(f"{match.id} is settled by a bye and takes no result")
        winner = b if a is BYE else a
        return MatchState(players, "bye", winner, a if winner is b else b)
    if recorded is None:
        return MatchState(players, "ready")
    if recorded not in players:
        raise BracketError(f"{recorded!r} does not play in {match.id} ({a} v {b})")
    return MatchState(players, "done", recorded, b if recorded == a else a)


def match_waves(bracket: Bracket) -> dict[str, int]:
    """The round of play of each match: one more than the latest match feeding it (seeds feed at 0).

    Byes take their round too, so two players with first-round byes meet in round 2. Pages can use
    the wave as the column when drawing the bracket.
    """
    waves: dict[str, int] = {}
    for match in bracket.matches:
        if match.if_needed:
            waves[match.id] = waves["GF1"] + 1
            continue
        feeders = [waves[slot.feeder] for slot in match.slots if slot.kind != "seed"]
        waves[match.id] = 1 + max(feeders, default=0)
    return waves


def ready_matches(bracket: Bracket, winners: Mapping[str, str]) -> list[tuple[str, str, str]]:
    """(match id, player, player) for every match that can be played now."""
    states = bracket_state(bracket, winners)
    return [(m.id, *states[m.id].players) for m in bracket.matches if states[m.id].status == "ready"]


def champion(bracket: Bracket, winners: Mapping[str, str]) -> str | None:
    states = bracket_state(bracket, winners)
    final = states[bracket.matches[-1].id]
    if final.status in ("done", "bye", "skipped"):
        return final.winner
    return None


def is_decided(bracket: Bracket, winners: Mapping[str, str]) -> bool:
    """Every match played or settled: the champion is known and so is third place, if played for."""
    states = bracket_state(bracket, winners)
    return all(state.status in ("done", "bye", "skipped") for state in states.values())


def placements(bracket: Bracket, winners: Mapping[str, str]) -> list[tuple[int, str]]:
    """(place, player) best first for a finished bracket; players eliminated at the same stage share."""
    states = bracket_state(bracket, winners)
    winner = champion(bracket, winners)
    if winner is None or not is_decided(bracket, winners):
        raise BracketError("the bracket is not finished")
    eliminated: dict[str, float] = {}
    for match in bracket.matches:
        state = states[match.id]
        if state.status != "done" or not eliminates_loser(bracket, match, state):
            continue
        eliminated[state.loser] = match.stage
        if match.id == THIRD_PLACE:
            eliminated[state.winner] = match.stage + 0.5  # above fourth, below the final's loser
    ordered = sorted(eliminated.items(), key=lambda item: -item[1])
    rows = [(1, winner)]
    for index, (player, stage) in enumerate(ordered):
        place = rows[-1][0] if index and ordered[index - 1][1] == stage else index + 2
        rows.append((place, player))
    return rows


def eliminates_loser(bracket: Bracket, match: BracketMatch, state: MatchState) -> bool:
    if match.id == "GF1" and any(m.if_needed for m in bracket.matches):
        return state.loser == state.players[1]
    return match.eliminates


def slot_name(value: Any) -> str | None:
    return "BYE" if value is BYE else value


def bracket_view(bracket: Bracket, winners: Mapping[str, str]) -> dict[str, Any]:
    """Everything a page needs to draw the bracket (e.g. as SVG) and to list what is left to play.

    Each match: its place (bracket, round, position, and ``wave``: the round of play, a column),
    its players (a name, "BYE", or None while undecided), status and winner; plus the champion.
    """
    states = bracket_state(bracket, winners)
    waves = match_waves(bracket)
    return {
        "kind": bracket.kind,
        "seeds": list(bracket.seeds),
        "champion": champion(bracket, winners),
        "matches": [
            {
                "id": match.id,
                "bracket": match.bracket,
                "round": match.round,
                "position": match.position,
                "wave": waves[match.id],
                "if_needed": match.if_needed,
                "players": [slot_name(p) for p in states[match.id].players],
                "status": states[match.id].status,
                "winner": slot_name(states[match.id].winner),
            }
            for match in bracket.matches
        ],
    }
