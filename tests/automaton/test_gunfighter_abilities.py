"""Step 3 of an Automaton pull, Use an Ability: the card type by the pull's suit (♣ ♦ ♠ ♥ Outfit
Legend, wrapping), only abilities that would alter the game, Effect and Target Priorities, no
recompense after a use, Double Plays, action cards played as cards, reacts, shootout plays."""

from __future__ import annotations

from automaton.strategies.gunfighter import handed_choice, reflexes
from automaton.strategies.gunfighter.abilities import ability_order_text
from games.engines.doomtown.town import TOWN_SQUARE
from tests.automaton.gunfighter_scenarios import (
    AUTOMATON,
    HUMAN,
    act,
    at_noon,
    decide,
    deed,
    dude,
    hand,
    named,
    on_top,
    step,
)


def _to_ability_stage(state, pulled: str) -> None:
    """Pull ``pulled`` and let the Gunfighter make its move and card decisions."""
    on_top(state, AUTOMATON, pulled)
    step(state)  # the pull
    while state.stack[-1]["kind"] == "automaton_choice" and state.stack[-1]["stage"] != "ability":
        step(state)


def _broke(state) -> None:
    """The Automaton's stash goes back to the bank: it can pay for no card."""
    state.bank += state.stash[AUTOMATON]
    state.stash[AUTOMATON] = 0


def _booted_gang(state) -> int:
    """A booted Automaton dude at home: no move is possible, no goods can be bought."""
    return dude(state, AUTOMATON, "Tommy Harden", booted=True)


def test_it_uses_an_ability_of_the_pulls_own_type_first():
    state = at_noon()
    tommy = _booted_gang(state)
    tailoring = deed(state, AUTOMATON, "Yan Li's Tailoring")  # ♦: +1 influence
    _broke(state)  # the pulled deed cannot be built
    _to_ability_stage(state, "Circle M Ranch")  # 8♦
    action, why = decide(state)
    assert action["type"] == "ability" and action["card"] == tailoring and action["target"] == tommy
    assert why.startswith("pulled 8♦: uses Yan Li's Tailoring") and "♦ deeds: the first type" in why


def test_it_wraps_round_the_types_from_the_pulls_suit():
    state = at_noon()
    _booted_gang(state)
    tailoring = deed(state, AUTOMATON, "Yan Li's Tailoring")
    _to_ability_stage(state, "Shotgun")  # 3♥: no ♥ ability, no outfit or legend one, no ♣ card: then ♦
    action, why = decide(state)
    assert action["card"] == tailoring and "♦ deeds" in why
    assert ability_order_text("hearts") == ("♥ goods and spells, the outfit, the legend, ♣ actions, ♦ deeds, ♠ dudes")


def test_it_skips_an_ability_that_would_change_nothing():
    state = at_noon()
    _booted_gang(state)
    ranch = deed(state, AUTOMATON, "Circle M Ranch")  # draws a card: nothing to draw below
    tailoring = deed(state, AUTOMATON, "Yan Li's Tailoring")
    _to_ability_stage(state, "Shotgun")
    for zone in (state.deck[AUTOMATON], state.discard[AUTOMATON]):
        state.boot_hill[AUTOMATON].extend(zone)
        zone.clear()
    action, _ = decide(state)
    assert action["card"] == tailoring and action["card"] != ranch


def test_it_gains_no_recompense_after_using_an_ability():
    state = at_noon()
    _booted_gang(state)
    deed(state, AUTOMATON, "Yan Li's Tailoring")
    _to_ability_stage(state, "Shotgun")
    stash = state.stash[AUTOMATON]
    step(state)
    assert state.stash[AUTOMATON] == stash
    assert not [e for e in state.events if e["type"] == "recompense"]


def test_it_gains_recompense_when_no_ability_applies():
    state = at_noon()
    _booted_gang(state)
    _to_ability_stage(state, "Shotgun")
    action, why = decide(state)
    assert action["type"] == "automaton_no_ability"
    assert why == f"pulled 3♥: no applicable ability ({ability_order_text('hearts')} tried)"
    stash = state.stash[AUTOMATON]
    step(state)
    assert state.stash[AUTOMATON] == stash + 1


def test_double_plays_uses_an_ability_after_playing_a_card():
    state = at_noon(twists=("double_plays",))
    dude(state, AUTOMATON, "Tommy Harden", booted=True)
    deed(state, AUTOMATON, "Yan Li's Tailoring")  # 3♦
    _to_ability_stage(state, "Circle M Ranch")  # 8♦: builds it, then the ability step
    ranch = named(state, AUTOMATON, "Circle M Ranch")
    assert ranch in state.play[AUTOMATON]
    action, why = decide(state)
    assert action["card"] == ranch and "tie-break: the card with the highest value" in why
    stash = state.stash[AUTOMATON]
    step(state)
    assert state.stash[AUTOMATON] == stash  # both options done: no recompense


def test_it_boots_with_the_inn_the_opposing_dude_in_reach():
    state = at_noon()
    _booted_gang(state)
    inn = deed(state, AUTOMATON, "Nickel Night Inn")  # boots a nearby dude of value 3 or less
    dude(state, AUTOMATON, "Bass Reeves", inn, booted=True)  # the Automaton keeps control of the Inn
    dude(state, AUTOMATON, "El Anónimo", inn, booted=True)
    ike = dude(state, HUMAN, "Ike Clanton", inn)  # value 1, a Noon ability
    miranda = dude(state, HUMAN, "Miranda Clarke", inn)  # value 4: out of reach
    _broke(state)
    _to_ability_stage(state, "Circle M Ranch")
    action, why = decide(state)
    assert action["card"] == inn and action["target"] == ike and miranda not in (action["target"],)
    assert "booting or unbooting 1 card" in why


def test_it_gives_a_bonus_to_its_own_dude_first():
    state = at_noon()
    tommy = _booted_gang(state)
    dude(state, HUMAN, "Jacqueline Isham", TOWN_SQUARE)
    deed(state, AUTOMATON, "Yan Li's Tailoring")
    _to_ability_stage(state, "Shotgun")
    action, why = decide(state)
    assert action["target"] == tommy and "bonuses to Automaton dudes first" in why


def test_it_moves_a_dude_by_an_ability_to_the_destination_of_the_pulls_move():
    state = at_noon()
    station = deed(state, AUTOMATON, "Railroad Station")
    bass = dude(state, AUTOMATON, "Bass Reeves", station, booted=True)  # the station moves him anyway
    mayor = deed(state, HUMAN, "The Mayor's Office")
    deed(state, HUMAN, "Charlie's Place")
    _broke(state)
    _to_ability_stage(state, "Fancy New Hat")  # K♥: to the opposing deed with most control points
    action, why = decide(state)
    assert action["card"] == station and action["target"] == [bass, mayor]
    assert "as a High Noon ♥ move" in why


def test_without_an_automaton_seat_it_plays_in_a_shootout_an_action_card_its_hand_stands_for():
    state = at_noon()
    del state.options["automaton"]  # a plain game: the bot cannot pull (the Automaton seat pulls: test_shootout_pulls)
    ike = dude(state, HUMAN, "Ike Clanton", TOWN_SQUARE)
    rob = dude(state, AUTOMATON, "Rob Wilby", TOWN_SQUARE)  # a draw dude
    stakes = hand(state, AUTOMATON, "The Stakes Just Rose")[0]  # 3♣: your dude becomes a stud
    state.stack[-1]["seat"] = HUMAN
    act(state, "callout", dude=ike, mark=rob)
    while not (state.stack[-1]["kind"] == "plays" and state.to_act() == [AUTOMATON]):
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        wanted = ("accept", "posse_done", "shooter", "pass")
        state.apply(seat, next((a for a in legal if a["type"] in wanted), legal[0]))
    action, why = decide(state)
    assert action["type"] == "ability" and action["card"] == stakes and action["target"] == rob
    assert why.startswith("3♣ in hand stands for the pull: plays The Stakes Just Rose")
    assert "altering stud or draw status" in why


def test_it_always_uses_a_react_it_can():
    state = at_noon()
    tommy = dude(state, AUTOMATON, "Tommy Harden")
    legal = [
        {"type": "react_pass", "label": "No react"},
        {"type": "react", "card": tommy, "label": "Tommy Harden: react"},
    ]
    action, why = reflexes.react(state, AUTOMATON, legal, {})
    assert action["type"] == "react" and "always uses a react when possible" in why
    assert reflexes.react(state, AUTOMATON, legal[:1], {})[0]["type"] == "react_pass"


def test_it_aces_the_opposing_dude_a_card_lets_it_choose_by_the_leaving_play_priorities():
    state = at_noon()
    ike = dude(state, HUMAN, "Ike Clanton", TOWN_SQUARE)  # influence 2
    brute = dude(state, HUMAN, "The Brute", TOWN_SQUARE)  # influence 0
    frame = {"kind": "pick", "seat": AUTOMATON, "then": "coachwhip", "verb": "Ace", "options": [brute, ike]}
    legal = [{"type": "pick", "card": c, "label": f"Ace {state.table[c].name}"} for c in (brute, ike)]
    action, why = handed_choice(state, AUTOMATON, legal, frame)
    assert action["card"] == ike and "highest influence" in why
