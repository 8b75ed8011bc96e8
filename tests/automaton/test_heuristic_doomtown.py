"""The Doomtown heuristic: its key decisions on hand-made positions, its safety (it never changes the
state it is handed, it survives decisions it has no rule for), its speed and its strength.

Positions start from a real game (Law Dogs in seat 0 against the Sloane Gang in seat 1, both with
their decklists' starting gangs, stopped at the first High Noon) whose JSON is then edited: cards
moved between zones, dudes placed and booted, a decision frame put on top of the stack.
"""

from __future__ import annotations

import statistics
import time
from typing import Any

import pytest

from automaton.selfplay import play_game, run_batch
from automaton.strategies import get_bot
from automaton.strategies.heuristic_doomtown import DoomtownHeuristic, make_bot
from automaton.strategies.heuristic_doomtown.lookahead import after
from automaton.strategies.heuristic_doomtown.ranks import best_rank
from games.engines import Rng, get_engine
from games.engines.doomtown import flow
from games.engines.doomtown.fight import new_shootout
from games.engines.doomtown.poker import best_hand_codes
from games.engines.doomtown.state import ZONES, DoomtownState
from games.engines.doomtown.town import NOWHERE, TOWN_SQUARE
from tests.game_counts import games

ENGINE = get_engine("doomtown")
DECKS = ["starter-law-dogs", "starter-outlaws"]
HOME = (0, 55)  # the outfits' card ids: each seat's home
# Seat 0 (Law Dogs)
THUNDER_BOY, BASS_REEVES, BOBO, HATTIE, PHILIP, RAMIRO, ROB, TOMMY = 1, 3, 4, 9, 13, 14, 15, 16
NICKEL_NIGHT_INN, BLACK_JOKER, RED_JOKER = 22, 53, 54
SIX_S, QUEEN_S, KING_S, THREE_S, FOUR_D, TWO_S, FIVE_D, SIX_D = 1, 9, 3, 2, 18, 13, 25, 22
EIGHT_S_COPIES, THREE_H = (5, 6, 10), 31  # El Anónimo twice and Judge Harry Somerset: three 8♠
# Seat 1 (The Sloane Gang)
ALLIE, IKE, JACQUELINE, LAWRENCE, MIRANDA, JESSICA, PANCHO, MAYORS_OFFICE = 57, 61, 62, 64, 65, 63, 66, 82


def first_noon() -> dict[str, Any]:
    """The JSON of a game at its first High Noon, each side with its starting gang at home."""
    state = ENGINE.new_game(players=2, seed=1, options={"decks": DECKS})
    while state.stack[-1]["kind"] != "noon":
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        wanted = [a for a in legal if a["type"] in ("gang_listed", "pay")]
        state.apply(seat, wanted[0] if wanted else legal[-1])
    assert state.table.outfits == HOME
    return state.to_json()


def take(doc: dict[str, Any], card: int) -> None:
    for zone in ZONES:
        for cards in doc[zone]:
            if card in cards:
                cards.remove(card)
    for street in doc["street"]:
        if card in street:
            street.remove(card)
    doc["at"][card] = NOWHERE


def into_play(doc: dict[str, Any], seat: int, card: int, at: int | None = None, booted: bool = False) -> None:
    """Put a card into play for ``seat``: a dude at ``at``, a deed at the end of the seat's street."""
    take(doc, card)
    doc["play"][seat].append(card)
    doc["booted"][card] = int(booted)
    if at is None:
        doc["street"][seat].append(card)
    else:
        doc["at"][card] = at


def into_hand(doc: dict[str, Any], seat: int, cards: list[int]) -> None:
    for card in doc["hand"][seat]:
        doc["deck"][seat].append(card)
    doc["hand"][seat] = []
    for card in cards:
        take(doc, card)
        doc["hand"][seat].append(card)


def out_of_play(doc: dict[str, Any], card: int) -> None:
    owner = 0 if card < HOME[1] else 1
    take(doc, card)
    doc["discard"][owner].append(card)


def set_stash(doc: dict[str, Any], seat: int, amount: int) -> None:
    """Ghost rock comes from (or goes back to) the bank, so the conservation invariant holds."""
    doc["bank"] -= amount - doc["stash"][seat]
    doc["stash"][seat] = amount


def place(doc: dict[str, Any], dude: int, at: int, booted: bool = False) -> None:
    doc["at"][dude] = at
    doc["booted"][dude] = int(booted)


def load(doc: dict[str, Any]) -> DoomtownState:
    state = ENGINE.from_json(doc)
    state.check_invariants()
    return state


def noon_for(doc: dict[str, Any], seat: int) -> DoomtownState:
    doc["stack"][-1].update({"seat": seat, "passes": 0})
    return load(doc)


def choose(state: DoomtownState, seat: int = 0) -> dict[str, Any]:
    return DoomtownHeuristic().choose(state, seat, Rng(7))


def with_frame(doc: dict[str, Any], frame: dict[str, Any]) -> DoomtownState:
    doc["stack"].append(frame)
    return load(doc)


def in_shootout(
    doc: dict[str, Any], location: int, posses: tuple[list[int], list[int]], step: str, top: dict[str, Any]
) -> DoomtownState:
    """A callout shootout of seat 0 (leader) against seat 1 at ``location``, with ``top`` to decide."""
    for posse in posses:
        for dude in posse:
            doc["at"][dude] = location
    fight = new_shootout(
        load(doc), location=location, leader=0, mark=1, leader_dude=posses[0][0], mark_dude=posses[1][0], job=False
    )
    fight["posse"] = [list(posses[0]), list(posses[1])]
    fight["step"] = step
    doc["stack"].append(fight)
    return with_frame(doc, top)


# ---- High Noon -------------------------------------------------------------------------------


def opponent_built_mayors_office(opponent_booted: bool) -> dict[str, Any]:
    doc = first_noon()
    into_play(doc, 1, MAYORS_OFFICE)
    into_hand(doc, 0, [BLACK_JOKER])
    for dude in (ALLIE, IKE, JACQUELINE, LAWRENCE, MIRANDA):
        doc["booted"][dude] = int(opponent_booted)
    return doc


def test_it_moves_a_dude_with_influence_onto_an_undefended_opposing_deed():
    state = noon_for(opponent_built_mayors_office(opponent_booted=True), 0)
    action = choose(state)
    assert action["type"] == "move" and action["to"] == MAYORS_OFFICE
    assert state.table[action["dude"]].num("influence") >= 1


def test_it_does_not_walk_a_lone_dude_onto_a_deed_a_stronger_posse_can_reach_unbooted():
    doc = opponent_built_mayors_office(opponent_booted=False)
    into_play(doc, 1, JESSICA, at=MAYORS_OFFICE)
    into_play(doc, 1, PANCHO, at=MAYORS_OFFICE)
    action = choose(noon_for(doc, 0))
    assert not (action["type"] == "move" and action["to"] == MAYORS_OFFICE)


def test_it_builds_a_deed_it_can_afford_for_its_production_and_control():
    doc = first_noon()
    into_hand(doc, 0, [NICKEL_NIGHT_INN, BLACK_JOKER, RED_JOKER])
    set_stash(doc, 0, 6)
    action = choose(noon_for(doc, 0))
    assert action["type"] == "build" and action["card"] == NICKEL_NIGHT_INN


def test_it_calls_out_a_lone_dude_its_stud_gun_outshoots():
    doc = first_noon()
    into_play(doc, 0, RAMIRO, at=TOWN_SQUARE)
    place(doc, TOMMY, TOWN_SQUARE)
    place(doc, IKE, TOWN_SQUARE, booted=True)
    into_hand(doc, 0, [BLACK_JOKER])
    for dude in (ALLIE, JACQUELINE, LAWRENCE, MIRANDA):
        doc["booted"][dude] = 1
    action = choose(noon_for(doc, 0))
    assert action["type"] == "callout" and action["mark"] == IKE


def test_it_never_calls_out_a_posse_that_outguns_it():
    doc = first_noon()
    place(doc, ROB, TOWN_SQUARE)
    into_play(doc, 1, JESSICA, at=TOWN_SQUARE)
    into_play(doc, 1, PANCHO, at=TOWN_SQUARE)
    action = choose(noon_for(doc, 0))
    assert action["type"] != "callout"


# ---- callouts and shootouts ------------------------------------------------------------------


def called_out(leader: int, mark: int) -> DoomtownState:
    """Seat 1's ``leader`` calls out seat 0's ``mark`` at the town square; seat 0 must answer."""
    doc = first_noon()
    for seat, dude in ((1, leader), (0, mark)):
        if dude in doc["play"][seat]:
            place(doc, dude, TOWN_SQUARE)
        else:
            into_play(doc, seat, dude, at=TOWN_SQUARE)
    state = noon_for(doc, 1)
    state.apply(1, {"type": "callout", "dude": leader, "mark": mark})
    assert state.stack[-1]["kind"] == "answer" and state.stack[-1]["seat"] == 0
    return state


def test_it_refuses_a_callout_from_a_far_better_gun():
    doc_state = called_out(leader=JESSICA, mark=PHILIP)
    assert choose(doc_state)["type"] == "refuse"


def test_it_accepts_a_callout_it_expects_to_win():
    state = called_out(leader=ALLIE, mark=RAMIRO)
    for dude in (TOMMY, HATTIE):
        state.at[dude] = TOWN_SQUARE
    assert choose(state)["type"] == "accept"


def test_it_brings_its_stud_gun_into_the_posse_of_its_callout():
    doc = first_noon()
    into_play(doc, 0, RAMIRO, at=TOWN_SQUARE)
    place(doc, PHILIP, TOWN_SQUARE)
    place(doc, IKE, TOWN_SQUARE, booted=True)
    state = noon_for(doc, 0)
    state.apply(0, {"type": "callout", "dude": PHILIP, "mark": IKE})
    state.apply(1, {"type": "accept"})  # a booted mark has no choice
    joined = []
    while state.stack[-1]["kind"] == "posse" and state.stack[-1]["seat"] == 0:
        action = choose(state)
        joined.append(action.get("dude"))
        state.apply(0, action)
    assert RAMIRO in joined


def test_it_picks_the_stud_gun_with_most_bullets_as_shooter():
    doc = first_noon()
    into_play(doc, 0, RAMIRO, at=TOWN_SQUARE)
    state = in_shootout(doc, TOWN_SQUARE, ([ROB, RAMIRO, PHILIP], [ALLIE]), "draw", {"kind": "shooter", "seat": 0})
    assert choose(state)["dude"] == RAMIRO


def casualty_choice(left: int) -> tuple[int, str]:
    top = {"kind": "casualties", "seat": 0, "left": left, "first": True}
    state = in_shootout(first_noon(), TOWN_SQUARE, ([HATTIE, ROB, PHILIP], [ALLIE]), "flee", top)
    action = choose(state)
    return action["card"], action["how"]


def test_it_takes_a_casualty_on_its_cheapest_dude():
    assert casualty_choice(left=1) == (ROB, "discard")


def test_it_aces_one_cheap_dude_rather_than_lose_two_to_two_casualties():
    assert casualty_choice(left=2) == (ROB, "ace")


def test_it_flees_when_outgunned_and_stands_when_ahead():
    doc = first_noon()
    into_play(doc, 1, JESSICA, at=TOWN_SQUARE)
    into_play(doc, 1, PANCHO, at=TOWN_SQUARE)
    losing = in_shootout(doc, TOWN_SQUARE, ([PHILIP], [JESSICA, PANCHO]), "flee_next", {"kind": "flee", "seat": 0})
    action = choose(losing)
    assert (action["type"], action["dude"]) == ("flee", PHILIP)

    doc = first_noon()
    into_play(doc, 0, RAMIRO, at=TOWN_SQUARE)
    winning = in_shootout(doc, TOWN_SQUARE, ([RAMIRO, TOMMY], [ALLIE]), "flee_next", {"kind": "flee", "seat": 0})
    assert choose(winning)["type"] == "fight"


def draw_hand(cards: list[int], top: dict[str, Any] | None = None) -> DoomtownState:
    doc = first_noon()
    for card in cards:
        take(doc, card)
    doc["draw"][0] = list(cards)
    doc["revealed"][0] = True
    top = top or {"kind": "redraw", "seat": 0, "left": 2, "chosen": []}
    return in_shootout(doc, TOWN_SQUARE, ([TOMMY], [ALLIE]), "form", top)


def test_it_sets_aside_the_lowest_loose_card_around_a_pair():
    state = draw_hand([SIX_S, SIX_D, QUEEN_S, KING_S, FOUR_D, TWO_S])
    action = choose(state)
    assert action["type"] == "redraw_mark" and action["card"] == TWO_S


def test_it_keeps_a_made_straight_and_sets_aside_only_the_card_outside_it():
    state = draw_hand([TWO_S, THREE_S, FOUR_D, FIVE_D, SIX_S, KING_S])
    action = choose(state)
    assert action["type"] == "redraw_mark" and action["card"] == KING_S
    state.apply(0, action)
    assert choose(state)["type"] == "redraw_done"


def test_it_shows_a_legal_hand_rather_than_cheat_for_one_rank_against_a_deck_with_coachwhip():
    state = draw_hand([*EIGHT_S_COPIES[:2], QUEEN_S, KING_S, FOUR_D, SIX_D], {"kind": "form_hand", "seat": 0})
    assert choose(state)["legal"] is True


def test_it_cheats_when_the_cheatin_hand_is_ranks_better():
    state = draw_hand([*EIGHT_S_COPIES, KING_S, FOUR_D, SIX_D, THREE_H], {"kind": "form_hand", "seat": 0})
    assert choose(state)["legal"] is False


# ---- upkeep and Nightfall --------------------------------------------------------------------


def test_it_keeps_its_most_valuable_dude_when_upkeep_cannot_pay_for_all():
    doc = first_noon()
    into_play(doc, 0, BASS_REEVES, at=HOME[0])
    into_play(doc, 0, BOBO, at=HOME[0])
    set_stash(doc, 0, 3)
    state = with_frame(doc, {"kind": "upkeep", "seat": 0, "paid": []})
    action = choose(state)
    assert action == {"type": "pay", "card": BASS_REEVES, "label": action["label"]}


def test_it_discards_a_joker_it_cannot_play_from_hand_at_nightfall():
    doc = first_noon()
    into_hand(doc, 0, [NICKEL_NIGHT_INN, RAMIRO, BLACK_JOKER])
    state = with_frame(doc, {"kind": "night", "seat": 0})
    assert choose(state)["card"] == BLACK_JOKER


# ---- decisions it has no rule for ------------------------------------------------------------


def _windfall_legal(state: DoomtownState, frame: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"type": "windfall", "amount": amount, "label": f"Take {amount} GR"} for amount in (1, 4, 2)]


def _windfall_act(state: DoomtownState, frame: dict[str, Any], action: dict[str, Any]) -> None:
    state.stash[frame["seat"]] += action["amount"]
    state.bank -= action["amount"]
    state.stack.pop()


def test_it_judges_a_decision_it_has_no_rule_for_by_one_ply_on_a_clone(monkeypatch):
    monkeypatch.setitem(flow.DECISIONS, "windfall", (_windfall_legal, _windfall_act))
    state = with_frame(first_noon(), {"kind": "windfall", "seat": 0})
    before = state.to_json()
    assert choose(state)["amount"] == 4
    assert state.to_json() == before


def test_its_lookahead_takes_chance_from_the_bots_own_rng_not_the_games(monkeypatch):
    monkeypatch.setitem(flow.DECISIONS, "windfall", (_windfall_legal, _windfall_act))
    state = with_frame(first_noon(), {"kind": "windfall", "seat": 0})
    tried = after(state, 0, state.legal_actions(0)[0], Rng(99))
    assert tried.rng == Rng(99) and state.rng != Rng(99)


def test_it_scores_a_high_noon_play_type_it_does_not_know_by_one_ply(monkeypatch):
    noon_legal, noon_act = flow.DECISIONS["noon"]

    def legal(state: DoomtownState, frame: dict[str, Any]) -> list[dict[str, Any]]:
        return [*noon_legal(state, frame), {"type": "strike_gold", "label": "Strike gold (+5 GR)"}]

    def act(state: DoomtownState, frame: dict[str, Any], action: dict[str, Any]) -> None:
        if action["type"] != "strike_gold":
            noon_act(state, frame, action)
            return
        state.stash[frame["seat"]] += 5
        state.bank -= 5
        frame["seat"] = 1 - frame["seat"]

    monkeypatch.setitem(flow.DECISIONS, "noon", (legal, act))
    doc = first_noon()
    into_hand(doc, 0, [BLACK_JOKER])
    assert choose(noon_for(doc, 0))["type"] == "strike_gold"


# ---- safety, speed, strength -----------------------------------------------------------------


def test_its_fast_ranks_match_the_engines_best_hand_on_seeded_draws():
    state = load(first_noon())
    rng = Rng(3)
    for seat in (0, 1):
        codes = [state.table[card].poker for card in state.table.draw_decks[seat]]
        for size in range(5, 12):
            for _ in range(60):
                rng.shuffle(codes)
                assert best_rank(codes[:size]) == best_hand_codes(codes[:size]).rank


def play_two_seats(seed: int, choose) -> None:
    """A two-seat game on ``seed`` to its end: the seat to act sees the state determinized with its own
    rng, and ``choose(state, seat, seen, rng)`` gives its move."""
    state = ENGINE.new_game(players=2, seed=seed)
    rngs = [Rng(seed).fork(seat) for seat in range(2)]
    while not state.is_over():
        seat = state.to_act()[0]
        seen = state.determinize(seat, rngs[seat])
        state.apply(seat, choose(state, seat, seen, rngs[seat]))


def test_it_never_changes_the_state_it_is_handed():
    bot = make_bot("doomtown")

    def unchanged_choice(state, seat, seen, rng):
        before = seen.to_json()
        action = bot.choose(seen, seat, rng) if seat == 0 else rng.choice(state.legal_actions(1))
        assert seen.to_json() == before
        return action

    for seed in (1, 2):
        play_two_seats(seed, unchanged_choice)


def decision_times(seeds: range, opponent: str) -> list[float]:
    """Seconds the heuristic took per decision, in seat ``seed % 2`` of each game."""
    took = []
    for seed in seeds:
        mine = seed % 2
        bots = {mine: get_bot("heuristic", "doomtown"), 1 - mine: get_bot(opponent, "doomtown")}

        def timed_choice(state, seat, seen, rng, bots=bots, mine=mine):
            started = time.perf_counter()
            action = bots[seat].choose(seen, seat, rng)
            if seat == mine:
                took.append(time.perf_counter() - started)
            return action

        play_two_seats(seed, timed_choice)
    return took


def test_it_decides_within_a_few_milliseconds_at_the_median():
    assert statistics.median(decision_times(range(3, 7), "random")) < 0.005


AGAINST_RANDOM = games(full=30, quick=10)


def test_it_beats_random_in_nearly_every_game():
    records = [
        play_game(
            "doomtown", players=2, seed=seed, bots=["heuristic", "random"] if seed % 2 else ["random", "heuristic"]
        )
        for seed in range(1, AGAINST_RANDOM + 1)
    ]
    assert [r.error for r in records if r.error] == []
    wins = sum(r.state.result().placements[0 if r.seed % 2 else 1] == 1 for r in records)
    assert wins >= 0.9 * AGAINST_RANDOM, f"the heuristic won only {wins} of {AGAINST_RANDOM}"  # 27 of the full 30


def test_it_refuses_settings_and_other_games():
    with pytest.raises(ValueError):
        make_bot("doomtown", depth=2)
    with pytest.raises(ValueError):
        make_bot("studios")


@pytest.mark.slow
def test_it_wins_most_of_200_games_against_random_and_most_against_the_gunfighter():
    against_random = run_batch("doomtown", players=2, games=200, seed=1, bots=["heuristic", "random"])
    assert against_random["errors"] == 0
    assert against_random["wins_by_bot"]["heuristic"] >= 180
    against_gunfighter = run_batch("doomtown", players=2, games=100, seed=1, bots=["heuristic", "gunfighter"])
    assert against_gunfighter["errors"] == 0
    assert against_gunfighter["wins_by_bot"]["heuristic"] >= 60


@pytest.mark.slow
def test_its_decisions_stay_under_50_ms_at_the_99th_percentile_against_the_gunfighter():
    took = sorted(decision_times(range(1, 31), "gunfighter"))
    assert statistics.median(took) < 0.005
    assert took[int(len(took) * 0.99)] < 0.050
