"""``manage.py doomtown_coverage --json``: every card with its status, each provided deck, the base set."""

from __future__ import annotations

import json
from io import StringIO

from django.core.management import call_command

from games.engines.doomtown.abilities import implemented_codes
from games.engines.doomtown.cards import all_cards, deck_files


def run() -> dict:
    out = StringIO()
    call_command("doomtown_coverage", "--json", stdout=out)
    return json.loads(out.getvalue())


def test_it_lists_every_card_of_the_database_with_its_status():
    report = run()

    assert len(report["cards"]) == len(all_cards())
    status = {card["code"]: card["implemented"] for card in report["cards"]}
    assert status["24114"] is True  # Clanton Ranch: its ability is implemented
    assert all(status[code] == (code in implemented_codes()) for code in status)


def test_it_reports_the_coverage_of_each_provided_deck_and_of_the_base_set():
    report = run()

    assert set(report["decks"]) == set(deck_files())
    for deck in report["decks"].values():
        assert 0 <= deck["implemented"] <= deck["cards"]
        assert deck["cards"] - deck["implemented"] == len(deck["missing"])
    base = report["base_set"]
    assert 0 < base["implemented"] <= base["cards"]


def test_it_prints_one_line_per_deck_without_json():
    out = StringIO()
    call_command("doomtown_coverage", stdout=out)

    lines = out.getvalue().splitlines()
    assert len(lines) == len(deck_files()) + 1 and lines[-1].startswith("base set:")


def test_it_reports_the_coverage_of_each_pack():
    report = run()

    packs = report["packs"]
    assert {card.pack for card in all_cards().values()} == set(packs)
    assert sum(pack["cards"] for pack in packs.values()) == report["database"]["cards"]
    assert sum(pack["implemented"] for pack in packs.values()) == report["database"]["implemented"]
    assert packs["Weird West Edition"]["coverage"] == 100.0
