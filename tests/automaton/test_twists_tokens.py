"""The Automaton twists that bring Gunslinger tokens: Hired Help (one joins each posse the
Automaton is part of, and leaves after the shootout) and Endless Dudes (a permanent one at the
Automaton's home at the start of each High Noon)."""

from __future__ import annotations

from automaton.selfplay import play_game
from games.engines.doomtown.fight import current
from games.engines.doomtown.tokens import shootout_over
from games.engines.doomtown.town import TOWN_SQUARE, home
from games.engines.doomtown.zones import leave_play
from tests.automaton.gunfighter_scenarios import AUTOMATON, DECKS, HUMAN, act, at_noon, dude, new_game, step


def gunslingers(state, seat: int = AUTOMATON) -> list[int]:
    return [card for card in state.play[seat] if state.table[card].name == "Gunslinger"]


def play_on(state, until) -> None:
    """Both seats take the first fitting action (the human) or the Gunfighter's choice until ``until``."""
    while not until(state):
        seat = state.to_act()[0]
        if seat == AUTOMATON:
            step(state)
            continue
        legal = state.legal_actions(seat)
        state.apply(seat, next((a for a in legal if a["type"] in ("accept", "posse_done", "fight")), legal[0]))
        state.check_invariants()


def callout_at_town_square(twists):
    state = at_noon(twists=twists)
    ike = dude(state, HUMAN, "Ike Clanton", TOWN_SQUARE)
    tommy = dude(state, AUTOMATON, "Tommy Harden", TOWN_SQUARE)
    state.stack[-1]["seat"] = HUMAN
    act(state, "callout", dude=ike, mark=tommy)
    return state, ike, tommy


def in_fight(state) -> bool:
    return any(frame["kind"] == "shootout" for frame in state.stack)


def posses_formed(state) -> bool:
    return in_fight(state) and current(state).get("formed", False)


# ---- Hired Help ----------------------------------------------------------------------------------


def test_hired_help_a_gunslinger_joins_the_automatons_posse_and_leaves_the_game_after_the_shootout():
    state, ike, tommy = callout_at_town_square(("hired_help",))
    play_on(state, posses_formed)

    gunslinger = gunslingers(state)[0]
    assert current(state)["posse"][AUTOMATON] == [tommy, gunslinger]
    assert state.at[gunslinger] == TOWN_SQUARE and not state.booted[gunslinger]
    assert state.table[gunslinger].owner == AUTOMATON

    play_on(state, lambda s: not in_fight(s))
    assert gunslinger in state.removed[AUTOMATON] and gunslingers(state) == []
    state.check_invariants()


def test_hired_help_joins_the_leaders_posse_before_the_other_side_forms_its_own():
    state = at_noon(twists=("hired_help",))
    tommy = dude(state, AUTOMATON, "Tommy Harden", TOWN_SQUARE)
    ike = dude(state, HUMAN, "Ike Clanton", TOWN_SQUARE)
    state.stack.append(
        {"kind": "answer", "seat": HUMAN, "leader_seat": AUTOMATON, "leader_dude": tommy, "mark_dude": ike}
    )  # the Automaton's call-out
    act(state, "accept")
    play_on(state, lambda s: s.stack[-1]["kind"] == "posse" and s.stack[-1]["seat"] == HUMAN)

    assert len(gunslingers(state)) == 1 and current(state)["posse"][AUTOMATON][-1] == gunslingers(state)[0]


def test_without_hired_help_no_gunslinger_joins():
    state, ike, tommy = callout_at_town_square(())
    play_on(state, posses_formed)
    assert current(state)["posse"][AUTOMATON] == [tommy] and state.tokens == []


def test_hired_help_gives_the_human_no_gunslinger():
    state, ike, tommy = callout_at_town_square(("hired_help",))
    play_on(state, posses_formed)
    assert current(state)["posse"][HUMAN] == [ike] and gunslingers(state, HUMAN) == []


# ---- Endless Dudes -------------------------------------------------------------------------------


def test_endless_dudes_puts_a_permanent_gunslinger_at_the_automatons_home_each_high_noon():
    state = new_game(twists=("endless_dudes",))
    play_on(state, lambda s: s.phase == "noon")
    first = gunslingers(state)
    assert len(first) == 1 and state.at[first[0]] == home(state, AUTOMATON) and not state.booted[first[0]]
    assert state.tokens[0]["until"] == "play"

    play_on(state, lambda s: s.day == 2 and s.phase == "noon")
    assert first[0] in gunslingers(state) and len(gunslingers(state)) == 2  # it stays, and another comes
    state.check_invariants()


def test_an_endless_gunslinger_outlives_shootouts_but_leaves_the_game_when_it_leaves_play():
    state = at_noon(twists=("endless_dudes",), empty_town=False)
    gunslinger = gunslingers(state)[0]

    shootout_over(state)  # what ends every shootout: Gunslingers made for one leave
    assert gunslinger in gunslingers(state)
    leave_play(state, gunslinger, ace=True)
    assert gunslinger in state.removed[AUTOMATON] and gunslinger not in state.boot_hill[AUTOMATON]
    state.check_invariants()


def test_without_endless_dudes_the_automaton_gets_no_token():
    state = new_game()
    play_on(state, lambda s: s.phase == "noon")
    assert state.tokens == []


# ---- whole games ---------------------------------------------------------------------------------


def test_games_against_the_gunfighter_with_both_twists_keep_the_invariants():
    made = 0
    for seed in range(1, 5):
        record = play_game(
            "doomtown", players=2, seed=seed, bots=["random", "gunfighter"],
            options={"decks": DECKS, "automaton": {"seat": AUTOMATON, "twists": ["hired_help", "endless_dudes"]}},
            check_invariants=True,
        )  # fmt: skip
        assert record.error is None and record.finished
        made += len(record.state.tokens)
    assert made > 0
