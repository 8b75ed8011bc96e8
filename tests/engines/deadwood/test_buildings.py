"""One scenario per building ability (railroad, Hotel and end-of-game controls are in their own files)."""

from __future__ import annotations

import pytest

from games.engines.deadwood.buildings import KIND
from games.engines.rng import Rng
from tests.engines.deadwood.scenario import (
    act,
    at,
    begin_turn,
    new_game,
    options,
    put_building,
    put_cowboy,
    set_money,
    set_posters,
    set_tokens,
    top,
)

SPOT = "r2x4"  # an unprotected star plot


def annexed(kind: str, players: int = 2, seat: int = 0, strength: int = 1, **setup):
    """Seat hits ``kind`` on SPOT and annexes it; returns the state at the annex's first decision."""
    state = new_game(players=players)
    put_building(state, kind, SPOT)
    for name, value in setup.items():
        setup_step(state, name, value)
    begin_turn(state, seat)
    act(state, seat, "hit", strength=strength, plot=SPOT)
    act(state, seat, "annex")
    return state


def setup_step(state, name, value):
    if name == "posters":
        for seat, count in enumerate(value):
            set_posters(state, seat, count)
    elif name == "cash":
        for seat, amount in enumerate(value):
            set_money(state, seat, amount)
    elif name == "cowboys":
        for seat, strength, place in value:
            put_cowboy(state, seat, strength, place)
    elif name == "buildings":
        for kind, plot, copy in value:
            put_building(state, kind, plot, copy)


def test_the_church_returns_one_wanted_poster_to_the_box():
    state = new_game(players=2)
    set_posters(state, 0, 2)
    begin_turn(state, 0)
    act(state, 0, "hit", strength=1, plot="r1x3")
    act(state, 0, "annex")
    assert state.posters[0] == 1 and state.box == 20


@pytest.mark.parametrize("laundries,most", [(1, 2), (2, 3)])
def test_the_church_returns_more_posters_for_each_laundry_controlled(laundries, most):
    state = new_game(players=2)
    set_posters(state, 0, 4)
    for copy, plot in enumerate(["r3x1", "r3x3"][:laundries]):
        put_building(state, "Laundry", plot, copy)
        put_cowboy(state, 0, 2, plot)
    begin_turn(state, 0)
    act(state, 0, "hit", strength=1, plot="r1x3")
    act(state, 0, "annex")
    assert [a["count"] for a in options(state, 0, "return_posters")] == list(range(1, most + 1))
    act(state, 0, "return_posters", count=most)
    assert state.posters[0] == 4 - most


def general_store_town(*buildings: tuple[str, str]):
    """A two-player game with the General Store at SPOT and each (kind, plot) of ``buildings`` built."""
    state = new_game(players=2)
    put_building(state, "General Store", SPOT)
    for kind, plot in buildings:
        put_building(state, kind, plot)
    return state


def annex_the_general_store(state) -> None:
    """Seat 0 starts its turn and annexes the General Store at SPOT with a strength-1 cowboy."""
    begin_turn(state, 0)
    act(state, 0, "hit", strength=1, plot=SPOT)
    act(state, 0, "annex")


def general_store_move(state, source: str, target: str) -> None:
    """Seat 0 annexes the General Store, then moves its cowboy at ``source`` to ``target``."""
    annex_the_general_store(state)
    act(state, 0, "gs_pick", **{"from": source})
    act(state, 0, "gs_move", to=target)


def test_the_general_store_move_from_a_laundry_to_the_church_keeps_the_laundry_bonus():
    state = general_store_town(("Laundry", "r3x1"))
    set_posters(state, 0, 3)
    put_cowboy(state, 0, 2, "r3x1")
    general_store_move(state, "r3x1", "r1x3")
    act(state, 0, "annex")
    assert [a["count"] for a in options(state, 0, "return_posters")] == [1, 2]


def test_the_saloon_hires_a_cowboy_to_the_mine_at_his_price():
    state = annexed("Saloon", cash=[3, 5])
    assert [a["strength"] for a in options(state, 0, "hire")] == [1, 2, 3]
    act(state, 0, "hire", strength=3)
    assert state.cash[0] == 0 and sorted(state.view(0)["gangs"][0]["cowboys"]["mine"]) == [3]


def test_the_saloon_offers_only_affordable_cowboys_and_may_hire_nobody():
    state = annexed("Saloon", cash=[0, 5])
    assert [a["strength"] for a in options(state, 0, "hire")] == [1]
    act(state, 0, "hire_none")
    assert state.view(0)["gangs"][0]["cowboys"]["mine"] == []


def test_the_sheriffs_office_moves_the_sheriff_next_to_a_building():
    state = new_game(players=2)
    begin_turn(state, 1)
    act(state, 1, "hit", strength=1, plot="r1x7")
    act(state, 1, "annex")
    spots = options(state, 1, "sheriff")
    assert all(any(state.plot_tile[p] >= 0 for p in state.board.intersections[a["at"]]) for a in spots)
    assert len(spots) < len(state.board.intersections), "intersections touching no building are not offered"
    target = state.board.intersections.index(tuple(state.board.index[p] for p in ("r2x4", "r3x3", "r3x5")))
    act(state, 1, "sheriff", at=target)
    assert state.view(None)["sheriff"] == ["r2x4", "r3x3", "r3x5"]


@pytest.mark.parametrize(
    "kind,cash,cartridges,ponies",
    [
        ("Gunsmith", 6, 3, 1),
        ("Hotel", 7, 1, 1),
        ("Laundry", 6, 1, 1),
        ("Undertaker", 6, 1, 1),
        ("Blacksmith", 6, 1, 2),
    ],
)
def test_simple_annexes_pay_from_the_supply(kind, cash, cartridges, ponies):
    state = annexed(kind)
    assert (state.cash[0], state.cartridges[0], state.ponies[0]) == (cash, cartridges, ponies)
    assert top(state)["kind"] == "turn" and top(state)["seat"] == 1


def test_the_bank_pays_five_dollars_and_a_wanted_poster():
    state = annexed("Bank")
    assert state.cash[0] == 10 and state.posters[0] == 1 and state.pool == 9


def test_the_stage_depot_pays_two_dollars_and_builds_from_a_chosen_stack():
    state = annexed("Stage Depot")
    assert state.cash[0] == 7
    top_of_three = state.stacks[2][0]
    act(state, 0, "draw", stack=3)
    assert top(state)["kind"] == "place_tile" and top(state)["tile"] == top_of_three
    act(state, 0, "build", plot="r3x1")
    assert KIND[state.plot_tile[state.board.index["r3x1"]]] == KIND[top_of_three]


def test_a_drawn_tile_with_no_open_plot_goes_under_its_stack():
    state = annexed("Stage Depot")
    for plot, tile in enumerate(state.plot_tile):
        if tile == -1:
            state.plot_tile[plot] = -2  # fill every open plot with track for this scenario
    drawn = state.stacks[1][0]
    act(state, 0, "draw", stack=2)
    assert state.stacks[1][-1] == drawn and top(state)["kind"] == "turn"


def test_the_casino_takes_a_dollar_from_a_chosen_player_with_money():
    state = annexed("Casino", players=3, cash=[5, 0, 4])
    assert [a["seat"] for a in options(state, 0, "rob")] == [2]
    act(state, 0, "rob", seat=2)
    assert state.cash == [6, 0, 3]


def test_the_general_store_example_sly_sam_moves_from_the_courthouse_to_the_bank():
    state = general_store_town(("Courthouse", "r3x1"), ("Bank", "r3x3"))
    put_cowboy(state, 0, 2, "r3x1")
    annex_the_general_store(state)
    assert state.cash[0] == 6
    assert {a["from"] for a in options(state, 0, "gs_pick")} == {"r3x1"}, "not the cowboy at the General Store"
    act(state, 0, "gs_pick", **{"from": "r3x1"})
    act(state, 0, "gs_move", to="r3x3")
    act(state, 0, "annex")
    assert at(state, "r3x3") == [(0, 2)] and at(state, "r3x1") == []
    assert state.cash[0] == 11 and state.posters[0] == 1


def test_the_general_store_move_can_start_a_shootout():
    state = general_store_town(("Bank", "r3x3"), ("Hotel", "r3x1"))
    put_cowboy(state, 0, 2, "r3x1")
    put_cowboy(state, 1, 1, "r3x3")
    general_store_move(state, "r3x1", "r3x3")
    assert top(state)["kind"] == "shootout" and top(state)["plot"] == state.board.index["r3x3"]


@pytest.mark.parametrize("die,paid", [(1, 0), (2, 0), (3, 1), (4, 2), (5, 3), (6, 5)])
def test_the_gold_mine_pays_by_the_die_table(die, paid):
    state = new_game(players=2)
    put_building(state, "Gold Mine", SPOT)
    state.fixed_rolls = [die]
    begin_turn(state, 0)
    act(state, 0, "hit", strength=1, plot=SPOT)
    act(state, 0, "annex")
    assert state.cash[0] == 5 + paid and state.last_roll["values"] == [die]


def test_the_fortune_teller_shows_only_its_user_the_stack_and_lets_him_reorder_it():
    state = annexed("Fortune Teller", players=3)
    assert state.cash[0] == 6
    act(state, 0, "ft_examine", stack=3)
    mine = next(f for f in state.view(0)["decisions"] if f["kind"] == "ft_arrange")
    theirs = next(f for f in state.view(1)["decisions"] if f["kind"] == "ft_arrange")
    assert len(mine["order_from_top"]) == 5 and "order_from_top" not in theirs
    wanted = sorted(mine["order_from_top"])
    for kind in wanted[:-1]:
        act(state, 0, "ft_put", building=kind)
    assert [KIND[t] for t in state.stacks[2]] == wanted
    assert all("order_from_top" not in f for f in state.view(0)["decisions"]), "only at that moment"
    assert state.top_known[0][2] == 5 and state.top_known[1][2] == 0
    assert all(state.determinize(0, Rng(salt)).stacks[2] == state.stacks[2] for salt in range(5)), "he remembers"
    assert any(state.determinize(1, Rng(salt)).stacks[2] != state.stacks[2] for salt in range(5))
    redacted = state.redact_action(0, {"type": "ft_put", "building": wanted[0]}, viewer=1)
    assert wanted[0] not in str(redacted)


def test_the_fortune_teller_may_leave_the_stacks_alone():
    state = annexed("Fortune Teller")
    before = [stack[:] for stack in state.stacks]
    act(state, 0, "ft_skip")
    assert state.stacks == before


def test_the_courthouse_fines_everyone_per_poster_or_gives_a_poster():
    state = annexed("Courthouse", players=3, posters=[2, 3, 1], cash=[5, 2, 4])
    assert top(state)["kind"] == "fine" and top(state)["seat"] == 0
    act(state, 0, "pay_fine")
    # seat 1 cannot pay $3: he takes a poster and keeps his $2, no choice; seat 2 decides
    assert top(state)["seat"] == 2 and state.posters[1] == 4 and state.cash[1] == 2
    act(state, 2, "refuse_fine")
    assert state.cash == [3, 2, 4] and state.posters == [2, 4, 2]


def test_the_grifter_sends_two_rival_cowboys_from_town_or_ranch_to_the_mine():
    state = annexed("Grifter", players=3, cowboys=[(1, 2, "r3x5")])
    choices = options(state, 0, "grift")
    assert {(a["seat"], a["from"]) for a in choices} == {(1, "r3x5"), (1, "ranch"), (2, "ranch")}
    act(state, 0, "grift", seat=1, strength=2, **{"from": "r3x5"})
    act(state, 0, "grift", seat=2, strength=3, **{"from": "ranch"})
    assert sorted(state.view(0)["gangs"][1]["cowboys"]["mine"]) == [2]
    assert sorted(state.view(0)["gangs"][2]["cowboys"]["mine"]) == [3]
    assert top(state)["kind"] == "turn"


def test_the_newspaper_gives_a_wanted_poster_to_any_player():
    state = annexed("Newspaper", players=3)
    assert {a["to"] for a in options(state, 0, "give_poster")} == {0, 1, 2}
    act(state, 0, "give_poster", to=2)
    assert state.posters == [0, 0, 1] and state.cash[0] == 6


def test_the_dance_hall_brings_up_to_two_cowboys_home():
    state = annexed("Dance Hall", cowboys=[(0, 3, "mine"), (0, 2, "r3x5")])
    act(state, 0, "dance", strength=3, **{"from": "mine"})
    act(state, 0, "dance", strength=1, **{"from": SPOT})
    assert top(state)["kind"] == "turn"
    assert at(state, SPOT) == [] and at(state, "r3x5") == [(0, 2)]


def test_the_dance_hall_may_stop_after_one_or_none():
    state = annexed("Dance Hall")
    act(state, 0, "dance_done")
    assert at(state, SPOT) == [(0, 1)]


@pytest.mark.parametrize("move,pool,box", [("add", 12, 17), ("remove", 8, 21)])
def test_the_telegraph_office_lengthens_or_shortens_the_game(move, pool, box):
    state = annexed("Telegraph Office", players=2)
    assert (state.pool, state.box) == (10, 19)
    act(state, 0, "telegraph", move=move)
    assert (state.pool, state.box, state.cash[0]) == (pool, box, 6)


def test_emptying_the_crime_pool_with_the_telegraph_ends_the_game_after_the_turn():
    state = new_game(players=2)
    put_building(state, "Telegraph Office", SPOT)
    set_posters(state, 1, 8)
    begin_turn(state, 0)
    act(state, 0, "hit", strength=1, plot=SPOT)
    act(state, 0, "annex")
    act(state, 0, "telegraph", move="remove")
    assert state.ending == "crime_pool_empty" and state.is_over()


def test_supplies_run_dry_without_going_negative():
    state = new_game(players=2)
    set_tokens(state, 1, cartridges=18)
    state.check_invariants()
    put_building(state, "Gunsmith", SPOT)
    begin_turn(state, 0)
    act(state, 0, "hit", strength=1, plot=SPOT)
    act(state, 0, "annex")
    assert state.cartridges[0] == 2 and state.supply_cartridges == 0, "one cartridge was left to take"
