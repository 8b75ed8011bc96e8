"""Doomtown deck validation: every rule names the cards that break it; the provided decks are legal."""

from __future__ import annotations

import sys
import types

import pytest

from games.engines.doomtown import validation
from games.engines.doomtown.cards import all_cards, deck_files, load_deck_file
from games.engines.doomtown.decklist import Decklist, Entry, deck_from_json, parse_deck
from games.engines.doomtown.formats import Format, FormatError, default_format
from games.engines.doomtown.validation import validate

STABLE_CODES = {
    "deck.size",
    "deck.outfit",
    "deck.suit_value_limit",
    "deck.jokers",
    "deck.legend",
    "card.unknown",
    "card.not_in_format",
    "card.banned",
    "card.restricted",
    "deck.copies",
    "deck.starting_gang",
}


def law_dogs() -> Decklist:
    return deck_from_json(load_deck_file("starter-law-dogs"))


def code_of(name: str) -> str:
    return next(c.code for c in sorted(all_cards().values(), key=lambda c: c.code, reverse=True) if c.name == name)


def with_cards(deck: Decklist, *cards: tuple[str, int, int]) -> Decklist:
    for name, quantity, starting in cards:
        deck.add(code_of(name), quantity, starting)
    return deck


def without(deck: Decklist, *names: str) -> Decklist:
    deck.entries = [e for e in deck.entries if e.card.name not in names]
    return deck


def errors(deck: Decklist, fmt: Format | None = None) -> list[tuple[str, str]]:
    report = validate(deck, fmt)
    assert report["valid"] is (not report["errors"])
    assert {e["code"] for e in report["errors"]} <= STABLE_CODES
    return [(e["code"], e["message"]) for e in report["errors"]]


def only(deck: Decklist, code: str, fmt: Format | None = None) -> str:
    found = errors(deck, fmt)
    assert [c for c, _ in found] == [code], found
    return found[0][1]


# ---- the provided decks ----


@pytest.mark.parametrize("key", sorted(deck_files()))
def test_it_accepts_every_provided_deck_in_the_default_format(key):
    report = validate(deck_from_json(load_deck_file(key)))
    assert report["errors"] == []
    assert report["valid"] is True
    assert report["summary"]["cards"] == 52
    assert report["summary"]["jokers"] == 2
    assert len(report["summary"]["starting_gang"]["cards"]) == 5


def test_it_validates_a_deck_given_in_the_json_import_shape():
    report = validate(load_deck_file("starter-outlaws"))
    assert report["valid"] is True
    assert report["summary"]["format"] == {"key": "wwe", "name": "Weird West Edition"}


def test_it_returns_the_designed_report_shape():
    report = validate(law_dogs())
    assert set(report) == {"valid", "errors", "warnings", "summary"}
    assert all(set(w) == {"code", "message"} for w in report["warnings"])
    summary = report["summary"]
    assert summary["outfit"] == {"code": "24009", "name": "Law Dogs", "faction": "lawdogs", "wealth": 19}
    assert set(summary["suit_value_grid"]) == {"spades", "hearts", "diamonds", "clubs"}
    assert all(len(row) == 13 for row in summary["suit_value_grid"].values())
    assert sum(map(sum, summary["suit_value_grid"].values())) == 52
    assert sum(n for t, n in summary["counts_by_type"].items() if t not in ("outfit", "joker")) == 52
    assert summary["suit_value_grid"]["spades"][12] == 1  # Bass Reeves, the king of spades
    assert summary["stud"]["dudes"] + summary["draw"]["dudes"] == summary["counts_by_type"]["dude"]
    assert sum(summary["cost_curve"].values()) == 52
    assert summary["total_cost"] == sum(int(cost) * n for cost, n in summary["cost_curve"].items())
    assert summary["starting_gang"]["wealth"] == 19
    assert summary["starting_gang"]["cost"] <= 19


# ---- construction rules ----


def test_it_requires_exactly_one_outfit_and_names_extra_ones():
    assert "no outfit" in only(without(law_dogs(), "Law Dogs"), "deck.outfit")
    message = only(with_cards(law_dogs(), ("Saved By Grace", 1, 0)), "deck.outfit")
    assert "Law Dogs" in message and "Saved By Grace" in message


def test_it_requires_exactly_52_cards_with_a_suit_and_value():
    message = only(without(law_dogs(), "Bass Reeves"), "deck.size")
    assert "51" in message and "add 1" in message
    message = only(with_cards(law_dogs(), ("Pinto", 1, 0)), "deck.size")
    assert "53" in message and "remove 1" in message


def test_it_allows_two_jokers_and_names_a_third():
    deck = law_dogs()
    deck.add("01144", 1)
    message = only(deck, "deck.jokers")
    assert "3 jokers" in message and "Joker (red)" in message


def test_it_allows_one_legend_and_names_both_of_two():
    deck = with_cards(law_dogs(), ("Doc Holliday", 1, 0))
    assert errors(deck) == []
    message = only(with_cards(deck, ("Lacy O'Malley", 1, 0)), "deck.legend")
    assert "Doc Holliday" in message and "Lacy O'Malley" in message


def test_it_allows_four_of_a_suit_and_value_and_names_the_cards_of_a_fifth():
    deck = without(law_dogs(), "Bass Reeves")  # keeps 52 once a fifth 3♠ comes in
    in_deck = {e.code for e in deck.entries}
    extra = next(
        c for c in all_cards().values() if (c.suit, c.value) == ("spades", 3) and c.wwe_legal and c.code not in in_deck
    )
    deck.add(extra.code, 1)
    message = only(deck, "deck.suit_value_limit")
    assert "3♠" in message and "5 cards" in message
    assert all(name in message for name in (extra.name, "Asakichi Cooke", "Tommy Harden", "Ramiro Mendoza"))


def test_it_counts_experienced_versions_as_copies_of_the_same_dude():
    deck = law_dogs()  # holds one "Thunder Boy" Nabbe
    deck.add(code_of('"Thunder Boy" Nabbe'), 1)
    deck.add(code_of('"Thunder Boy" Nabbe (Exp.1)'), 2)
    assert not [m for c, m in errors(deck) if c == "deck.copies"]
    deck.add(code_of('"Thunder Boy" Nabbe (Exp.1)'), 1)
    copies = [m for c, m in errors(deck) if c == "deck.copies"]
    assert copies == [
        '5 copies of "Thunder Boy" Nabbe (2x "Thunder Boy" Nabbe, 3x "Thunder Boy" Nabbe (Exp.1)); at most 4 allowed.'
    ]


def test_it_reports_unknown_cards_by_name_with_a_suggestion():
    deck = parse_deck("Outfit: Law Dogs\n2x Bas Reeves\n")
    unknown = [m for c, m in errors(deck) if c == "card.unknown"]
    assert unknown == ["Unknown card: Bas Reeves (line 2). Did you mean Bass Reeves?"]


def test_it_reports_cards_outside_the_format_pool_by_name():
    deck = with_cards(law_dogs(), ("Darius Hellstromme", 1, 0))
    assert "Darius Hellstromme" in only(deck, "card.not_in_format")
    small = Format(key="tiny", name="Tiny", pool=frozenset(e.code for e in law_dogs().entries) - {code_of("Shotgun")})
    message = only(law_dogs(), "card.not_in_format", small)
    assert message == "Not in the Tiny card pool: Shotgun."


def test_it_reports_banned_cards_by_name():
    deck = without(law_dogs(), "Bass Reeves")
    deck.add("19028", 1)  # Decimator Array, banned in Weird West Edition
    assert only(deck, "card.banned") == "Banned in Weird West Edition: Decimator Array."


def test_it_limits_restricted_cards_and_names_them():
    restricted = Format.from_json(
        {"key": "r", "name": "Restricted test", "packs": ["DT2"], "restricted": ["Shotgun", "Point Blank"]}
    )
    message = only(law_dogs(), "card.restricted", restricted)
    assert "Point Blank" in message and "Shotgun" in message
    relaxed = Format.from_json({**restricted.to_json(), "restricted_limit": 2})
    assert errors(law_dogs(), relaxed) == []


def test_it_rejects_tokens_in_a_deck():
    deck = without(law_dogs(), "Bass Reeves")
    deck.add("24261", 1)  # the Gunslinger token
    found = errors(deck)
    assert ("card.not_in_format", "Tokens are not deck cards: Gunslinger.") in found


# ---- starting gang ----


def starting_problems(deck: Decklist) -> list[str]:
    return [m for c, m in errors(deck) if c == "deck.starting_gang"]


def test_it_limits_the_starting_gang_to_five_dudes():
    deck = law_dogs()
    deck.entries = [Entry(e.code, e.quantity, 1 if e.card.name == "Erik Samson" else e.starting) for e in deck.entries]
    [problem] = starting_problems(deck)
    assert "6 starting dudes" in problem and "Erik Samson" in problem


def test_it_allows_only_faction_dudes_and_drifters_to_start():
    deck = law_dogs()
    deck.entries = [
        Entry(e.code, e.quantity, 1 if e.card.name == "Bobo" else (0 if e.card.name == "Rob Wilby" else e.starting))
        for e in deck.entries
    ]
    assert starting_problems(deck) == ["Starting gang: not Law Dogs dudes or drifters: Bobo."]


def test_it_refuses_the_same_dude_twice_and_more_copies_than_the_deck_holds():
    deck = law_dogs()
    deck.entries = [Entry(e.code, e.quantity, 2 if e.card.name == "Rob Wilby" else e.starting) for e in deck.entries]
    problems = starting_problems(deck)
    assert any("more starting copies than the deck holds: Rob Wilby" in p for p in problems)
    assert any("the same dude twice: Rob Wilby" in p for p in problems)


def test_it_allows_one_grifter_and_one_core_deed_of_the_right_gang():
    deck = without(law_dogs(), "Bass Reeves", "Ramiro Mendoza", "Hustings", "Rob Wilby", "Tommy Harden")
    deck = with_cards(deck, ("Dr. JT Goodenough", 1, 1), ("Dispatch Office", 1, 1), ("Concordia Cemetery", 1, 0))
    deck = with_cards(deck, ("Clint Ramsey", 1, 0), ("Rosaleen Byrne", 1, 0))
    assert starting_problems(deck) == []


def test_it_refuses_two_grifters_two_core_deeds_and_another_gangs_core_deed():
    deck = law_dogs()
    deck = with_cards(
        deck,
        ("Dr. JT Goodenough", 1, 1),
        ("Lew Esquilin", 1, 1),
        ("Dispatch Office", 1, 1),
        ("Livery Stables", 1, 1),
    )
    problems = " | ".join(starting_problems(deck))
    assert "more than one Grifter: Dr. JT Goodenough, Lew Esquilin" in problems
    assert "more than one Core deed: Dispatch Office, Livery Stables" in problems
    assert "Core deeds of another gang: Livery Stables" in problems
    assert "not Law Dogs dudes or drifters: Lew Esquilin" in problems


def test_it_refuses_gadget_dudes_in_the_starting_gang_unless_their_card_allows_it():
    deck = with_cards(without(law_dogs(), "Rob Wilby"), ("QUATERMAN PRIME", 1, 1))
    problems = starting_problems(deck)
    assert "Starting gang: Gadget dudes must be invented, not started: QUATERMAN PRIME." in problems
    deck = with_cards(without(law_dogs(), "Rob Wilby"), ("POST-A-TRON", 1, 1))
    assert not any("Gadget" in p for p in starting_problems(deck))


def test_it_refuses_a_starting_gang_that_costs_more_than_the_outfit_gives():
    deck = law_dogs()
    deck.entries = [Entry(e.code, e.quantity, 1 if e.card.name == "Bass Reeves" else e.starting) for e in deck.entries]
    deck.entries = [Entry(e.code, e.quantity, 0 if e.card.name == "Rob Wilby" else e.starting) for e in deck.entries]
    problems = starting_problems(deck)
    assert len(problems) == 1
    assert "ghost rock" in problems[0] and "Bass Reeves" in problems[0] and "Law Dogs has 19" in problems[0]


def test_it_lets_a_legend_lower_the_starting_ghost_rock():
    deck = with_cards(law_dogs(), ("Jasper Stone", 1, 0))  # wealth -2
    assert validate(deck)["summary"]["starting_gang"]["wealth"] == 17


def test_it_refuses_cards_that_cannot_start():
    deck = law_dogs()
    deck.entries = [Entry(e.code, e.quantity, 1 if e.card.name == "Shotgun" else e.starting) for e in deck.entries]
    assert starting_problems(deck) == ["Starting gang: only dudes and one Core deed may start: Shotgun."]


# ---- warnings ----


def warnings(deck: Decklist) -> dict[str, str]:
    return {w["code"]: w["message"] for w in validate(deck)["warnings"]}


def test_it_warns_that_no_abilities_are_implemented_while_the_engine_has_none(monkeypatch):
    monkeypatch.setitem(sys.modules, validation.ABILITIES_MODULE, None)  # import fails: no such module
    validation._abilities_module.cache_clear()
    try:
        assert "No card abilities are implemented" in warnings(law_dogs())["card.abilities"]
    finally:
        validation._abilities_module.cache_clear()


def test_it_names_the_cards_whose_abilities_the_engine_lacks_once_it_has_some(monkeypatch):
    deck = law_dogs()
    implemented = {e.code for e in deck.entries} - {code_of("Shotgun"), code_of("Bass Reeves")}
    fake = types.ModuleType(validation.ABILITIES_MODULE)
    fake.implemented_codes = lambda: implemented
    monkeypatch.setitem(sys.modules, validation.ABILITIES_MODULE, fake)
    validation._abilities_module.cache_clear()
    try:
        message = warnings(deck)["card.abilities"]
        assert message.endswith(": Bass Reeves, Shotgun.")
        fake.implemented_codes = lambda: implemented | {code_of("Shotgun"), code_of("Bass Reeves")}
        assert "card.abilities" not in warnings(deck)
    finally:
        validation._abilities_module.cache_clear()


def test_it_warns_when_too_few_dudes_could_start():
    deck = parse_deck("Outfit: Law Dogs\n2x Rob Wilby\n2x Bobo\n")
    assert "Only 1 different Law Dogs dudes or drifters" in warnings(deck)["starting_gang.feasibility"]
    assert "starting_gang.feasibility" not in warnings(law_dogs())


def test_it_warns_when_the_cheapest_starting_gang_is_unaffordable():
    expensive = sorted(
        (c for c in all_cards().values() if c.type == "dude" and c.faction in (None, "lawdogs") and c.wwe_legal),
        key=lambda c: -(c.cost or 0),
    )[:5]
    deck = parse_deck("Outfit: Law Dogs\n" + "".join(f"1x {c.name}\n" for c in expensive))
    assert "five cheapest eligible dudes cost" in warnings(deck)["starting_gang.feasibility"]


# ---- formats ----


def test_it_ships_weird_west_edition_as_the_default_format():
    fmt = default_format()
    assert fmt.name == "Weird West Edition"
    assert "19028" in fmt.banned and "19028" not in fmt.pool
    assert "24001" in fmt.pool and "19001" not in fmt.pool


def test_it_builds_formats_from_packs_and_titles_and_rejects_unknown_ones():
    fmt = Format.from_json({"name": "Base only", "packs": ["Weird West Edition"], "banned": ["Shotgun"]})
    assert fmt.key == "base-only"
    assert all(all_cards()[code].pack_code == "DT2" for code in fmt.pool)
    assert code_of("Shotgun") in fmt.banned
    assert Format.from_json(fmt.to_json()) == fmt
    with pytest.raises(FormatError, match="unknown packs"):
        Format.from_json({"name": "x", "packs": ["Nope"]})
    with pytest.raises(FormatError, match="unknown card"):
        Format.from_json({"name": "x", "packs": ["DT2"], "banned": ["No Such Card"]})
