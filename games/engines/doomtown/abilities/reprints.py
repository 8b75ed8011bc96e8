"""Older printings of a reprinted card play as its newest printing (RULINGS 178).

A card script names its card as printed and registers its newest printing (``card_code``). Once
every card module is loaded, each older printing of the same name and type without a script of its
own takes the newest printing's abilities, traits, hooks and reacts: its own printed numbers (cost,
suit, value, stats) stay its own.
"""

from __future__ import annotations

from dataclasses import replace

from games.engines.doomtown.abilities.core import HOOKS, REGISTRY, TRAITS
from games.engines.doomtown.abilities.reacts import REACTS
from games.engines.doomtown.abilities.reveals import GAMBLIN_TRAITS
from games.engines.doomtown.abilities.techniques import TECHNIQUES
from games.engines.doomtown.cards import all_cards


def older_printings() -> dict[str, str]:
    """Older code -> newest code, for every card printed more than once under one name and type."""
    newest: dict[tuple[str, str], str] = {}
    for code in sorted(all_cards()):
        printed = all_cards()[code]
        newest[(printed.name, printed.type)] = code  # a later code is a later printing
    return {
        code: newest[(printed.name, printed.type)]
        for code, printed in all_cards().items()
        if newest[(printed.name, printed.type)] != code
    }


def _scripted(code: str) -> bool:
    return code in REGISTRY or code in TRAITS or code in REACTS or any(code in fns for fns in HOOKS.values())


def alias_older_printings() -> None:
    for old, new in older_printings().items():
        if _scripted(old) or not _scripted(new):
            continue
        if new in REGISTRY:
            REGISTRY[old] = [replace(spec, code=old) for spec in REGISTRY[new]]
        if new in TRAITS:
            TRAITS[old] = list(TRAITS[new])
        if new in REACTS:
            REACTS[old] = replace(REACTS[new], code=old)
        if new in TECHNIQUES:
            TECHNIQUES[old] = replace(TECHNIQUES[new], code=old)
        for fns in HOOKS.values():
            if new in fns:
                fns[old] = fns[new]
        if new in GAMBLIN_TRAITS:
            GAMBLIN_TRAITS.add(old)
