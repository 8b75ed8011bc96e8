"""Reading Doomtown decklists: the common text shapes, JSON, bad input, and the text round trip."""

from __future__ import annotations

import json

import pytest

from games.engines.doomtown.cards import deck_files, load_deck_file
from games.engines.doomtown.decklist import (
    MAX_BYTES,
    DeckParseError,
    deck_from_json,
    deck_to_text,
    parse_deck,
)
from games.engines.doomtown.poker import JOKER_CODE, card_code


def quantities(deck):
    return {entry.card.name: entry.quantity for entry in deck.entries}


def test_it_reads_every_common_quantity_shape():
    deck = parse_deck(
        "2x Allie Hensman\n3 x Baker Andrews\n1 Ike Clanton\nPancho Castillo x2\nTusk (x2)\nx3 Mugging\nPinto\n"
    )
    assert quantities(deck) == {
        "Allie Hensman": 2,
        "Baker Andrews": 3,
        "Ike Clanton": 1,
        "Pancho Castillo": 2,
        "Tusk": 2,
        "Mugging": 3,
        "Pinto": 1,
    }


def test_it_reads_titles_that_start_with_a_number():
    deck = parse_deck("Outfit: 108 Gracious Gifts\n54 Card Pick-Up\n2x 54 Card Pick-Up\n2nd Bank of Gomorra\n")
    assert quantities(deck) == {"108 Gracious Gifts": 1, "54 Card Pick-Up": 3, "2nd Bank of Gomorra": 1}


def test_it_matches_names_whatever_the_case_accents_and_punctuation():
    deck = parse_deck('1x CHUAN JEN QI\n1x chuan "jen" qí\n1x rattler young un\n')
    assert quantities(deck) == {'Chuan "Jen" Qí': 2, "Rattler Young 'Un": 1}


def test_it_skips_headers_comments_and_footers_and_reads_labels():
    deck = parse_deck(
        "# my list\n// another comment\n; and another\nDeck: Sloane test\nOutfit: The Sloane Gang\n"
        "Legend: Doc Holliday\n\nDudes (3)\n2x Allie Hensman\nGoods:\n1x Tusk\nJokers: 2\nTotal: 52\n"
        "Cards up to Debt of Blood\n"
    )
    assert deck.name == "Sloane test"
    assert deck.outfit.name == "The Sloane Gang"
    assert deck.legend.name == "Doc Holliday"
    assert quantities(deck)["Allie Hensman"] == 2
    assert sum(e.quantity for e in deck.of_type("joker")) == 2
    assert deck.unknown == []


def test_it_reads_a_doomtowndb_text_export_with_starting_stars_and_packs():
    deck = parse_deck(
        "The Sloane Gang (Weird West Edition)\r\n\r\nDude (3)\r\n2x Allie Hensman* (Weird West Edition)\r\n"
        "1x Ike Clanton (Base Set)\r\n1x Ike Clanton* (Weird West Edition)\r\n\r\n"
        "Cards up to Weird West Edition\r\n"
    )
    assert deck.outfit.code == "24012"
    allie = next(e for e in deck.entries if e.card.name == "Allie Hensman")
    assert (allie.quantity, allie.starting) == (2, 1)
    assert [(e.code, e.starting) for e in deck.entries if e.card.name == "Ike Clanton"] == [("24079", 1)]


def test_it_marks_cards_under_a_starting_gang_header_as_starting():
    deck = parse_deck("Outfit: Law Dogs\nStarting gang:\n1x Rob Wilby\nDudes:\n2x Tommy Harden\n")
    starting = {e.card.name: e.starting for e in deck.entries}
    assert starting == {"Law Dogs": 0, "Rob Wilby": 1, "Tommy Harden": 0}


def test_it_reads_bracketed_and_dashed_headers_tabs_and_stars_after_the_pack():
    deck = parse_deck("[Starting Gang]\n1\tRob Wilby\n--- Dudes ---\n2\tTommy Harden (Weird West Edition)*\n")
    assert [(e.card.name, e.quantity, e.starting) for e in deck.entries] == [
        ("Rob Wilby", 1, 1),
        ("Tommy Harden", 2, 1),
    ]


def test_it_reads_jokers_written_generically_or_by_colour():
    assert sum(e.quantity for e in parse_deck("2x Joker\n").of_type("joker")) == 2
    assert sum(e.quantity for e in parse_deck("Joker (red)\nJoker (black)\nJoker\n").of_type("joker")) == 3


# The Law Dogs starter as the rulebook lists it: one section per line, the starting gang apart.
RULEBOOK_LAW_DOGS = """
- Outfit: Law Dogs
- Starting Gang: Philip Swinford; Rob Wilby; Tommy Harden; "Thunder Boy" Nabbe; Hattie DeLorre
- Dudes: 1x Asakichi Cooke; 1x Lawrence Blackwood; 1x Ramiro Mendoza; 1x Bobo; 2x Erik Samson; 2x El Anonimo; \
2x Judge Harry Somerset (exp. 1); 1x Bass Reeves
- Deeds: 1x Hustings; 1x The Orphanage; 2x Yan Li's Tailoring; 1x Clanton Ranch; 1x Shane & Graves Security; \
1x Killer Bunnies Casino; 1x Mount Moriah Cemetery; 1x Nickel Night Inn; 1x Circle M Ranch; 1x Pat's Perch; \
2x The Gomorra Gazette; 1x Railroad Station
- Goods: 2x Bowie Knife; 2x Shotgun; 2x Winchester Model 1873; 2x Quickdraw Handgun; 2x Fancy New Hat
- Actions: 2x Sun in Yer Eyes; 2x The Stakes Just Rose; 2x Faster on the Draw; 2x Bounty Hunter; \
2x This'll Hurt in the Mornin'; 2x Point Blank
- Jokers: 1x Joker (black); 1x Joker (red)
"""


def test_it_reads_the_rulebook_starter_list_as_the_provided_deck():
    deck = parse_deck(RULEBOOK_LAW_DOGS)
    assert deck.unknown == []
    provided = deck_from_json(load_deck_file("starter-law-dogs"))
    assert {(e.code, e.quantity, e.starting) for e in deck.entries} == {
        (e.code, e.quantity, e.starting) for e in provided.entries
    }


def test_it_matches_titles_with_or_without_a_dropped_g():
    assert quantities(parse_deck("2x Kidnapping\n1x Bottom Dealing\n1x This'll Hurt in the Morning\n")) == {
        "Kidnappin'": 2,
        "Bottom Dealin'": 1,
        "This'll Hurt in the Morning'": 1,
    }


def test_it_keeps_unknown_names_with_a_did_you_mean_suggestion():
    deck = parse_deck("2x Alie Hensman\n1x Zzyzx the Unknowable\n")
    assert [(u.name, u.quantity, u.line, u.suggestion) for u in deck.unknown] == [
        ("Alie Hensman", 2, 1, "Allie Hensman"),
        ("Zzyzx the Unknowable", 1, 2, None),
    ]


def test_it_reads_the_json_shape_with_codes_or_names():
    doc = {
        "name": "json deck",
        "outfit": "The Sloane Gang",
        "legend": {"code": "21007"},
        "cards": [{"code": "24078", "quantity": 2, "starting": 1}, {"name": "tusk", "quantity": 1}],
        "jokers": 2,
    }
    deck = parse_deck(json.dumps(doc))
    assert (deck.outfit.name, deck.legend.name) == ("The Sloane Gang", "Doc Holliday")
    assert quantities(deck)["Allie Hensman"] == 2
    assert sum(e.quantity for e in deck.of_type("joker")) == 2


def test_it_reads_doomtowndb_json_slots():
    deck = parse_deck(json.dumps({"name": "dtdb", "slots": {"24012": 1, "24078": {"quantity": 2, "start": 1}}}))
    assert [(e.code, e.quantity, e.starting) for e in deck.entries] == [("24012", 1, 0), ("24078", 2, 1)]


@pytest.mark.parametrize(
    ("data", "code"),
    [
        (b"\x00\x01\x02binary\x00", "input.binary"),
        (b"\x89PNG\r\n\x1a\n\x01\x02\x03\x04\x05\x06\x07\x08\x0b\x0c", "input.binary"),
        ("2x Allie Hensman\n".encode("utf-16"), "input.binary"),
        (b"2x Caf\xe9 Tusk\n", "input.encoding"),
        (b"x" * (MAX_BYTES + 1), "input.too_large"),
        (b"{not json", "input.json"),
        (b'{"cards": "everything"}', "input.json"),
        (b'{"cards": [{"name": "Tusk", "quantity": -1}]}', "input.json"),
        (b"[1, 2, 3]", "input.json"),
        (b"1000x Tusk\n", "input.quantity"),
        (("a" * 300).encode(), "input.line"),
        (("a" * 1001).encode(), "input.line"),
    ],
)
def test_it_refuses_unreadable_input_with_a_stable_code(data, code):
    with pytest.raises(DeckParseError) as caught:
        parse_deck(data)
    assert caught.value.code == code
    assert caught.value.message


def test_it_refuses_an_unknown_input_format():
    with pytest.raises(DeckParseError, match="unknown input format"):
        parse_deck("Tusk", fmt="yaml")


def test_it_accepts_a_utf8_byte_order_mark():
    assert quantities(parse_deck("\ufeff2x Tusk\n".encode())) == {"Tusk": 2}


def test_it_lists_a_decks_draw_cards_as_poker_codes():
    codes = deck_from_json(load_deck_file("starter-law-dogs")).draw_codes()
    assert len(codes) == 54
    assert codes.count(JOKER_CODE) == 2
    assert codes.count(card_code(13, "S")) == 1  # Bass Reeves


@pytest.mark.parametrize("key", sorted(deck_files()))
def test_it_round_trips_each_provided_deck_through_text_and_json(key):
    deck = deck_from_json(load_deck_file(key))
    assert parse_deck(deck_to_text(deck)).canonical() == deck.canonical()
    assert parse_deck(json.dumps(deck.to_json())).canonical() == deck.canonical()


def test_it_round_trips_reprints_legends_unknown_cards_and_extra_outfits():
    deck = parse_deck(
        "Outfit: 108 Gracious Gifts (Too Tough to Die)\nOutfit: Law Dogs\nLegend: Doc Holliday\n"
        "1x Ike Clanton (Too Tough to Die)\n3x Ike Clanton\n2x Alie Hensman\n1x Joker (red) (Base Set)\n"
    )
    assert {e.code for e in deck.entries} >= {"20001", "20026", "24079", "01144"}
    again = parse_deck(deck_to_text(deck))
    assert again.canonical() == deck.canonical()


def test_it_drops_control_characters_so_an_export_reads_back():
    deck = parse_deck("Outfit: Law Dogs\nOutfit: 00\x1b\x80**\n2x Tusk\x1b\n1x Pinto\n")
    assert [u.name for u in deck.unknown] == ["00"]
    assert quantities(deck) == {"Law Dogs": 1, "Tusk": 2, "Pinto": 1}
    assert parse_deck(deck_to_text(deck)).canonical() == deck.canonical()


def test_it_reads_null_cards_as_no_cards():
    assert parse_deck('{"cards": null, "slots": {}}').entries == []
