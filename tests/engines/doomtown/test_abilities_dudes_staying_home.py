"""Dudes bound to their player's home: Agent Provocateur never leaves it, takes no attachment,
keeps his traits, lets his player's dudes there gain permanent control points only from jobs, and
after victory is checked at Sundown may be aced to recruit a dude for 4 GR less."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.core import JOB, NOON
from games.engines.doomtown.abilities.restrictions import may_attach
from games.engines.doomtown.abilities.rooted import rooted
from games.engines.doomtown.town import TOWN_SQUARE, control_points_of_card, home
from tests.engines.doomtown.card_scenario import abilities, game, reacts_offered, stash
from tests.engines.doomtown.scenario import act, dude_in_play, named, noon_seat, to_hand

AGENT = "Agent Provocateur"


def agent_at_home():
    state = game([AGENT, "Pancho Castillo", "Mustang", "Clint Ramsey", "Recruitment Drive"], ["Avie Cline"])
    agent = dude_in_play(state, 0, AGENT)
    pancho = dude_in_play(state, 0, "Pancho Castillo")
    return state, agent, pancho


def test_agent_provocateur_never_leaves_home_nor_takes_attachments_nor_loses_traits():
    state, agent, pancho = agent_at_home()
    assert rooted(state, agent) and not rooted(state, pancho)
    noon_seat(state, 0)
    moves = {a["dude"] for a in state.legal_actions(0) if a["type"] == "move"}
    assert pancho in moves and agent not in moves
    drive = to_hand(state, 0, "Recruitment Drive")
    leaders = {a["target"] for a in abilities(state, drive)}
    assert pancho in leaders and agent not in leaders  # a job would move him
    assert not may_attach(state, named(state, 0, "Mustang"), agent) and may_attach(
        state, named(state, 0, "Mustang"), pancho
    )
    with effects.acting(1, None, NOON):
        effects.add(state, "blank", agent, until="turn", set_to=True)
    assert not any(e["card"] == agent for e in state.effects)


def test_agent_provocateur_lets_his_dudes_there_gain_permanent_control_only_from_jobs():
    state, agent, pancho = agent_at_home()
    with effects.acting(0, None, NOON):
        effects.add(state, "control", pancho, 1, until="play")
        effects.add(state, "control", pancho, 1, until="turn")  # for the day: not permanent
    assert control_points_of_card(state, pancho) == 1
    with effects.acting(0, None, JOB):
        effects.add(state, "control", pancho, 1, until="play")
    assert control_points_of_card(state, pancho) == 2
    state.at[pancho] = TOWN_SQUARE
    with effects.acting(0, None, NOON):
        effects.add(state, "control", pancho, 1, until="play")
    assert control_points_of_card(state, pancho) == 3


def to_sundown(state) -> None:
    """End High Noon: Sundown finds no winner (seat 1's El Anónimo holds 2 influence at home)."""
    dude_in_play(state, 1, "El Anónimo")
    state.stack.pop()
    flow.advance(state)


def test_agent_provocateur_aces_himself_at_sundown_to_recruit_a_dude_for_4_less():
    state, agent, _ = agent_at_home()
    clint = to_hand(state, 0, "Clint Ramsey")  # cost 5
    stash(state, 0, 1)
    to_sundown(state)
    assert reacts_offered(state) == [agent]
    act(state, "react", card=agent)
    act(state, "pick", card=clint)
    assert agent in state.boot_hill[0] and clint in state.play[0] and state.at[clint] == home(state, 0)
    assert state.stash[0] == 0
    state.check_invariants()


def test_agent_provocateur_needs_a_dude_in_hand_he_can_pay_for():
    state, _, _ = agent_at_home()
    state.discard[0].extend(state.hand[0])
    state.hand[0] = [to_hand(state, 0, "Clint Ramsey")]  # cost 5: 1 GR after the 4 off
    stash(state, 0, 0)
    to_sundown(state)
    assert reacts_offered(state) == []
