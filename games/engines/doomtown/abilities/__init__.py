"""Card abilities and traits: how they are written (``core``), used (``windows``), what lasts
(``effects``), and the cards themselves: one module per card type, the dudes one per faction
(``dudes/``). A card script names its card as printed (``@ability("Clanton Ranch", ...)``).

``implemented_codes()`` names every card the engine plays in full: the cards whose abilities are
registered here, the cards without any ability text, and the jokers (their rule is the engine's).
"""

from __future__ import annotations

from functools import cache

from games.engines.doomtown.abilities import (  # noqa: F401 (they register cards and engine hooks)
    action_cards,
    arming_actions,
    cheatin_resolutions,
    conditions,
    curses,
    deed_reacts,
    deeds,
    deeds_of_chance,
    dudes,
    entering,
    expansion_actions,
    expansion_deeds,
    expansion_goods,
    expansion_outfits,
    expansion_spells,
    fight_spells,
    goods,
    kung_fu_plays,
    legends,
    magnum_rounds,
    outfits,
    paid_miracles,
    posse_actions,
    preventing,
    react_actions,
    reckoning_legends,
    reloading,
    sentinel,
    spells,
    sundown,
    techniques,
    wards,
)
from games.engines.doomtown.abilities.core import HOOKS, REGISTRY, TRAITS
from games.engines.doomtown.abilities.joining import ROAN
from games.engines.doomtown.abilities.reacts import REACTS
from games.engines.doomtown.abilities.reprints import alias_older_printings
from games.engines.doomtown.cards import all_cards
from games.engines.doomtown.table import VANILLA
from games.engines.doomtown.tokens import ANCESTOR_SPIRIT, GUNSLINGER

alias_older_printings()  # after every card module: older printings play as the newest (RULINGS 178)

# Cards whose only text is a rule the engine applies itself.
RULES_ONLY = {
    "24115": "Dead Dog Tavern: a Rowdy deed, controlled by bullets (town.deed_controller)",
    ROAN: "Roan: its react is a way of joining a posse (joining.join_without_booting)",
    GUNSLINGER: "Gunslinger token: removed from the game after its shootout (tokens.py)",
    ANCESTOR_SPIRIT: "Ancestor Spirit token: removed when it leaves its location or at the turn's end (tokens.py)",
}


@cache
def implemented_codes() -> frozenset[str]:
    jokers = {code for code, card in all_cards().items() if card.type == "joker"}
    scripted = (
        set(REGISTRY)
        | set(TRAITS)
        | set(REACTS)
        | set(RULES_ONLY)
        | {code for codes in HOOKS.values() for code in codes}
    )
    return frozenset(scripted | VANILLA | jokers)


__all__ = ["REGISTRY", "TRAITS", "HOOKS", "implemented_codes"]
