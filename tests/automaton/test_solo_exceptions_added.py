"""Card-specific rules of the Solo Mode exception list for cards the engine implemented after the
first rules were written: scenario by scenario on hand-made states (seat 0 plays as the
Gunfighter; its choices are asked directly, as the bot would be asked in a game)."""

from __future__ import annotations

from automaton.strategies.gunfighter import GunfighterBot
from games.engines.doomtown import flow
from games.engines.doomtown.abilities import effects
from games.engines.doomtown.town import TOWN_SQUARE
from tests.engines.doomtown.test_abilities_scenarios import fight, game, use
from tests.engines.doomtown.test_engine_rules import act, dude_in_play, named, take

GUNFIGHTER = 0


def _decide(state) -> tuple[dict, str]:
    return GunfighterBot().decide(state, GUNFIGHTER)


def _opponent_hand(state, *names: str) -> list[int]:
    """Seat 1's hand is just these cards (the rest goes back to its deck)."""
    state.deck[1][:0] = state.hand[1]
    state.hand[1] = []
    cards = [named(state, 1, name) for name in names]
    for card in cards:
        take(state, card)
    state.hand[1] = cards
    return cards


# ---- Nathan Shane --------------------------------------------------------------------------------


def test_nathan_shane_discards_a_cheatin_resolution_then_a_resolution_then_a_shootout_action():
    state = game(["Nathan Shane"], ["Clint Ramsey", "Pistol Whip", "Outgunned", "Bottom Dealin'"])
    nathan = dude_in_play(state, GUNFIGHTER, "Nathan Shane", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    whip, outgunned, dealin = _opponent_hand(state, "Pistol Whip", "Outgunned", "Bottom Dealin'")
    effects.add(state, "bullets", nathan, 2, until="shootout")  # 3 bullets: he sees the whole hand
    fight(state, [nathan], [clint])
    flow.advance(state)
    while state.to_act() != [GUNFIGHTER]:
        act(state, "pass")
    use(state, nathan, 1)

    first = state.legal_actions(GUNFIGHTER)[0]
    assert first.get("card") != dealin  # without the rule: the first card seen
    action, why = _decide(state)
    assert action["card"] == dealin and "a Cheatin' Resolution" in why and "card-specific rule" in why

    state.stack[-1]["options"].remove(dealin)  # seen: a Resolution and a Shootout action
    action, why = _decide(state)
    assert action["card"] == outgunned and "a Resolution" in why

    state.stack[-1]["options"] = [whip, "none"]  # one action seen: it is discarded
    action, _ = _decide(state)
    assert action["card"] == whip
