"""Card scripts name their card as printed, so grepping a card's name finds its script."""

from __future__ import annotations

from pathlib import Path

import pytest

from games.engines.doomtown import abilities
from games.engines.doomtown.abilities.core import HOOKS, REGISTRY, TRAITS, _filtered
from games.engines.doomtown.abilities.reacts import REACTS
from games.engines.doomtown.cards import card, card_code

SCRIPTS = Path(abilities.__file__).parent


def test_a_name_means_its_newest_printing_unless_a_pack_is_named() -> None:
    assert card_code("Hellstromme Plant #9") == "24135"
    assert card_code("Hellstromme Plant #9", pack="There Comes a Reckoning") == "19026"
    assert card(card_code('"Mahogany" Jackson')).name == '"Mahogany" Jackson'


def test_a_name_no_card_is_printed_as_is_refused() -> None:
    with pytest.raises(KeyError, match="no card is printed as 'Clanton Ranchh'"):
        card_code("Clanton Ranchh")
    with pytest.raises(KeyError, match="in Base Set"):
        card_code("Clanton Ranch", pack="Base Set")


def test_every_scripted_card_is_found_by_its_printed_name() -> None:
    source = "\n".join(path.read_text() for path in SCRIPTS.rglob("*.py"))
    scripted = set(REGISTRY) | set(TRAITS) | set(REACTS) | {code for codes in HOOKS.values() for code in codes}
    quoted = {code: (f'"{card(code).name}"', f"'{card(code).name}'") for code in scripted}
    missing = sorted(card(code).name for code, names in quoted.items() if not any(name in source for name in names))
    assert missing == []


def test_a_trait_sees_only_the_stats_and_card_it_asks_for() -> None:
    calls = []

    def plus_one(state, source, card, stat, amount):
        calls.append((card, stat))
        return amount + 1

    trait = _filtered(plus_one, frozenset({"bullets"}), own=True)
    assert trait(None, 7, 7, "influence", 2) == 2
    assert trait(None, 7, 8, "bullets", 2) == 2
    assert trait(None, 7, 7, "bullets", 2) == 3
    assert calls == [(7, "bullets")]
