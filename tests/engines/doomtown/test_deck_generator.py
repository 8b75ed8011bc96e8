"""Random legal decks: every one the validator's way, any outfit, seeded, from the pool or its
implemented cards."""

from __future__ import annotations

from collections import Counter

import pytest

from games.engines.doomtown.abilities import implemented_codes
from games.engines.doomtown.cards import all_cards
from games.engines.doomtown.deck_generator import decks_for_game, outfits, pool_cards, random_deck, random_decks
from games.engines.doomtown.formats import Format, default_format
from games.engines.doomtown.validation import validate

SEEDS = 100  # x 21 outfits: 2,100 decks in about 3 s
SLOW_SEEDS = 1000


def check_all_valid(seeds: range, *, implemented_only: bool = False) -> Counter[str]:
    copies: Counter[str] = Counter()
    for seed in seeds:
        for deck in random_decks(seed, implemented_only=implemented_only):
            report = validate(deck)
            assert report["valid"], (seed, deck["outfit"], report["errors"])
            for entry in deck["cards"]:
                copies[entry["code"]] += entry["quantity"]
    return copies


def test_it_generates_thousands_of_decks_the_validator_accepts_reaching_every_deck_card():
    copies = check_all_valid(range(SEEDS))

    deck_cards = {card.code for card in pool_cards() if card.type not in ("outfit", "legend")}
    assert deck_cards - set(copies) == set()


@pytest.mark.slow
def test_it_generates_twenty_thousand_valid_decks():
    check_all_valid(range(SEEDS, SEEDS + SLOW_SEEDS))


def test_it_covers_the_21_outfits_of_the_weird_west_edition_each_with_its_starting_gang():
    codes = outfits()
    assert len(codes) == 21
    for code in codes:
        deck = random_deck(code, seed=3)
        outfit = all_cards()[code]
        gang = [all_cards()[e["code"]] for e in deck["cards"] if e["starting"]]
        dudes = [card for card in gang if card.type == "dude"]
        assert deck["outfit"] == code
        assert 1 <= len(dudes) <= 5
        assert all(not card.factions or outfit.faction in card.factions for card in dudes)
        assert sum(card.cost or 0 for card in gang) <= outfit.wealth + (
            all_cards()[deck["legend"]].wealth if deck["legend"] else 0
        )


def test_the_same_seed_gives_the_same_deck_and_another_seed_another():
    code = outfits()[0]
    assert random_deck(code, 7) == random_deck(code, 7)
    assert random_deck(code, 7)["cards"] != random_deck(code, 8)["cards"]


def test_implemented_only_draws_nothing_the_engine_does_not_play_in_full():
    done = implemented_codes()
    check_all_valid(range(10), implemented_only=True)
    for deck in random_decks(5, implemented_only=True):
        drawn = {entry["code"] for entry in deck["cards"]} | ({deck["legend"]} if deck["legend"] else set())
        assert drawn <= done
        warnings = [w for w in validate(deck)["warnings"] if w["code"] == "card.abilities"]
        outfit_name = all_cards()[deck["outfit"]].name
        assert not warnings or (deck["outfit"] not in done and outfit_name in warnings[0]["message"])


def test_it_keeps_a_formats_restricted_and_banned_lists():
    base = default_format()
    restricted = frozenset(c.code for c in pool_cards() if c.type == "action")
    banned = frozenset(c.code for c in pool_cards() if c.type == "spell")
    fmt = Format(key="t", name="Test", pool=base.pool, banned=base.banned | banned, restricted=restricted)
    for seed in range(30):
        deck = random_deck(outfits()[seed % 21], seed, fmt=fmt)
        assert validate(deck, fmt)["valid"]
        codes = {entry["code"] for entry in deck["cards"]}
        assert len({all_cards()[code].title for code in codes & restricted}) <= 1
        assert not codes & banned


def test_it_refuses_what_is_not_an_outfit_of_the_pool():
    with pytest.raises(ValueError, match="not an outfit"):
        random_deck("24077", 1)  # a dude
    with pytest.raises(ValueError, match="not an outfit"):
        random_deck("99999", 1)


def test_a_game_gets_one_deck_per_seat_and_consecutive_games_walk_through_the_outfits():
    seen = Counter()
    for seed in range(21):
        decks = decks_for_game(seed, 2)
        assert len(decks) == 2
        seen.update(deck["outfit"] for deck in decks)
    assert set(seen) == set(outfits())
