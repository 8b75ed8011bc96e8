"""Random games with random legal decks of all 21 outfits, every invariant checked after every
action: the whole pool on one side, the implemented cards only on the other seeds.

The slow run (5,040 games) also counts, for every card of the pool, how often a move named it (an
outfit or legend counts once per game it sits in play), prints the least-used ones and requires
every implemented card to have been used."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable

import pytest

from games.engines import Rng, get_engine
from games.engines.doomtown.abilities import implemented_codes
from games.engines.doomtown.control import loans
from games.engines.doomtown.deck_generator import decks_for_game, outfits, pool_cards
from games.engines.replay import replay
from tests.engines.doomtown.scenario import first_random_game

ENGINE = get_engine("doomtown")
GAMES = 63  # each outfit seats 6 times
SLOW_GAMES = 5040
# Moves that name a card without using it.
NOT_A_USE = frozenset({"night_discard", "night_keep", "redraw_mark", "keep"})


def play(seed: int, used: Counter[str], dress: Callable[[dict], dict] | None = None) -> str | None:
    """One random game; the error it met, or None. ``used`` counts the cards its moves named (by
    code, and by code and move: "19017/react"); ``dress`` changes each generated deck first."""
    decks = decks_for_game(seed, 2, implemented_only=seed % 2 == 1)
    if dress is not None:
        decks = [dress(deck) for deck in decks]
    try:
        state = ENGINE.new_game(players=2, seed=seed, options={"decks": decks})
        for deck in decks:
            used.update(code for code in (deck["outfit"], deck["legend"]) if code)
        rng = Rng(seed).fork(7)
        while not state.is_over():
            seat = state.to_act()[0]
            action = rng.choice(state.legal_actions(seat))
            state.apply(seat, action)
            state.check_invariants()
            if isinstance(action.get("card"), int) and action["type"] not in NOT_A_USE:
                used[state.table[action["card"]].card.code] += 1
                used[f"{state.table[action['card']].card.code}/{action['type']}"] += 1
    except Exception as error:  # counted, so one run reports every failing seed
        return f"seed {seed}: {type(error).__name__}: {error}"
    return None


def run(seeds: range) -> Counter[str]:
    used: Counter[str] = Counter()
    errors = [error for seed in seeds if (error := play(seed, used))]
    assert errors == []
    return used


def test_random_games_with_generated_decks_of_every_outfit_finish_keeping_every_invariant():
    used = run(range(GAMES))

    assert set(outfits()) <= set(used)


@pytest.mark.slow
def test_five_thousand_games_with_generated_decks_use_every_implemented_card_of_the_pool():
    """An action card the engine does not implement yet cannot be played, so only the implemented
    cards must all be used; the least-used of the whole pool are printed."""
    used = run(range(GAMES, GAMES + SLOW_GAMES))

    cards = [card for card in pool_cards() if card.type != "joker"]
    least = sorted(cards, key=lambda card: (used[card.code], card.code))[:25]
    print("least-used cards:", ", ".join(f"{card.name} ({card.code}) {used[card.code]}" for card in least))
    done = implemented_codes()
    assert [card.name for card in cards if card.code in done and not used[card.code]] == []


# The cards whose windows came last (issue 24): Ghost Dancers, Johnny Brocklehurst, Prof. Aloysius
# Roe, Analytical Cognisizer, Curse of Failure; with a Totem, a Shaman, a Mad Scientist and a Gadget
# that pulls (Red Horse's Tail, Lydia Bear-Hands, Seamus O'Toole, Electrostatic Pump Gun).
JOHNNY, CURSE = "19017", "20055"
LATE_CARDS = ("25013", JOHNNY, "19014", "20040", CURSE, "24206", "24055", "24029", "20038")


def _with_late_cards(deck: dict, copies: int = 3, codes: tuple[str, ...] = LATE_CARDS) -> dict:
    """The deck with ``copies`` of each of ``codes`` in place of as many of its other cards."""
    entries = [dict(entry) for entry in deck["cards"]]
    for code in codes:
        owed = copies
        for entry in entries:
            if owed and entry["code"] not in codes and not entry.get("starting") and entry["quantity"]:
                taken = min(owed, entry["quantity"])
                entry["quantity"] -= taken
                owed -= taken
        entries.append({"code": code, "quantity": copies})
    return {**deck, "cards": [entry for entry in entries if entry["quantity"]]}


def test_random_games_with_the_late_cards_in_every_deck_finish_keeping_every_invariant():
    used: Counter[str] = Counter()
    errors = [error for seed in range(24) if (error := play(seed, used, _with_late_cards))]
    assert errors == []
    assert used[f"{JOHNNY}/react"] and used[f"{CURSE}/ability"]  # his react and its job were used


# The last two cards (issue 24): I'm Your Huckleberry and Alferd Packer lend a dude to the other
# side for the rest of a shootout.
HUCKLEBERRY, ALFERD = "20053", "23025"


def _with_lending_cards(deck: dict) -> dict:
    return _with_late_cards(deck, copies=4, codes=(HUCKLEBERRY, ALFERD))


def test_random_games_with_lent_dudes_finish_keeping_every_invariant():
    used: Counter[str] = Counter()
    errors = [error for seed in range(100) if (error := play(seed, used, _with_lending_cards))]
    assert errors == []
    assert used[f"{HUCKLEBERRY}/ability"] and used[f"{ALFERD}/ability"]  # both lent a dude


def _random_game_with_a_loan():
    """A random game with generated decks holding both lending cards, played until a dude is lent."""

    def options_of(seed: int) -> dict:
        return {"decks": [_with_lending_cards(deck) for deck in decks_for_game(seed, 2, implemented_only=True)]}

    return first_random_game(range(100), options_of, lambda state: bool(loans(state)), fork=7)


def test_a_game_with_a_lent_dude_round_trips_through_json_and_replays():
    state, seed, options, record = _random_game_with_a_loan()

    restored = ENGINE.from_json(json.loads(json.dumps(state.to_json())))
    assert restored.state_hash() == state.state_hash()
    assert restored.legal_actions(restored.to_act()[0]) == state.legal_actions(state.to_act()[0])
    replayed = replay("doomtown", players=2, seed=seed, options=options, actions=record)
    assert replayed.state_hash() == state.state_hash()
