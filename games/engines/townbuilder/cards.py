"""The 98 cards: four resources and 22 buildings (two copies each), int-coded for the hot paths.

A card code is a resource index (0-3) or ``BUILDING_BASE + building index``. Buildings carry the
data the rules need at N1 and N2; their effects live in ``activations.py``.
"""

from __future__ import annotations

from dataclasses import dataclass

WOOD, BRICK, SILVER, GOLD = 0, 1, 2, 3
RESOURCES = (WOOD, BRICK, SILVER, GOLD)
RESOURCE_KEYS = ("wood", "brick", "silver", "gold")
RESOURCE_NAMES = ("Wood", "Brick", "Silver", "Gold")
RESOURCE_COUNTS = (20, 16, 12, 6)
# Tie-break value of a card left in hand (buildings are worth 0).
HAND_VALUES = (1, 2, 2, 3)

PRODUCTION = "production"
STORAGE = "storage"
TRANSFORMATION = "transformation"
SPECIAL = "special"
DEFENCE = "special_defence"
ATTACK = "special_attack"
FAMILY_NAMES = {
    PRODUCTION: "Production",
    STORAGE: "Stockage",
    TRANSFORMATION: "Transformation",
    SPECIAL: "Spécial",
    DEFENCE: "Spécial — Défense",
    ATTACK: "Spécial — Attaque",
}
# The same families in English, for labels on an English page (FAMILY_NAMES keep the rulebook's words).
FAMILY_TITLES = {
    PRODUCTION: "Production",
    STORAGE: "Storage",
    TRANSFORMATION: "Transformation",
    SPECIAL: "Special",
    DEFENCE: "Special: defence",
    ATTACK: "Special: attack",
}


Thresholds = tuple[tuple[int, int], ...]  # (points, stored) pairs of one level, best first


@dataclass(frozen=True)
class Building:
    """One building type. ``stores``/``capacity`` describe single-resource storage; thresholds
    are (points, stored) pairs per level, best first (they are not cumulative)."""

    key: str
    name: str
    family: str
    stores: int | None = None
    capacity: int = 0
    thresholds: tuple[Thresholds, Thresholds] = ((), ())
    produces: int | None = None
    flat_n2_point: bool = False

    @property
    def stored_resource(self) -> int:
        """The resource a storage building keeps (only storage buildings have one)."""
        if self.stores is None:
            raise ValueError(f"{self.name} stores nothing")
        return self.stores

    @property
    def produced_resource(self) -> int:
        """The resource a production building makes (only production buildings make one)."""
        if self.produces is None:
            raise ValueError(f"{self.name} produces nothing")
        return self.produces


def _store(key: str, name: str, resource: int, capacity: int, n1: Thresholds, n2: Thresholds) -> Building:
    return Building(key, name, STORAGE, stores=resource, capacity=capacity, thresholds=(n1, n2))


BUILDINGS: tuple[Building, ...] = (
    Building("sawmill", "Sawmill", PRODUCTION, produces=WOOD),
    Building("brickyard", "Brickyard", PRODUCTION, produces=BRICK),
    Building("silver_mine", "Silver Mine", PRODUCTION, produces=SILVER),
    Building("gold_depot", "Gold Depot", PRODUCTION, produces=GOLD),
    _store("wood_warehouse", "Wood Warehouse", WOOD, 16, ((2, 16), (1, 8)), ((2, 12), (1, 6))),
    _store("brick_warehouse", "Brick Warehouse", BRICK, 14, ((2, 14), (1, 7)), ((2, 11), (1, 6))),
    _store("gold_vault", "Gold Vault", GOLD, 6, ((3, 6),), ((3, 5),)),
    _store("silver_bank", "Silver Bank", SILVER, 10, ((2, 10), (1, 5)), ((2, 8), (1, 4))),
    _store("hotel", "Hotel", SILVER, 4, (), ((1, 4),)),
    # River Claim has no printed capacity: all six gold fit.
    _store("river_claim", "River Claim", GOLD, 6, (), ()),
    Building("lumber_exchange", "Lumber Exchange", TRANSFORMATION, flat_n2_point=True),
    Building("brick_exchange", "Brick Exchange", TRANSFORMATION, flat_n2_point=True),
    Building("assay_office", "Assay Office", TRANSFORMATION, flat_n2_point=True),
    Building("mint", "Mint", TRANSFORMATION, flat_n2_point=True),
    Building("general_store", "General Store", TRANSFORMATION, flat_n2_point=True),
    Building("carpenter_shop", "Carpenter Shop", SPECIAL, flat_n2_point=True),
    Building("trading_post", "Trading Post", SPECIAL, capacity=3, flat_n2_point=True),
    Building("sheriff", "Sheriff", DEFENCE, flat_n2_point=True),
    Building("bandit_hangout", "Bandit Hangout", ATTACK, flat_n2_point=True),
    Building("saloon", "Saloon", SPECIAL, flat_n2_point=True),
    Building("corral", "Corral", ATTACK, flat_n2_point=True),
    Building("town_hall", "Town Hall", SPECIAL, flat_n2_point=True),
)
BUILDING_INDEX = {building.key: index for index, building in enumerate(BUILDINGS)}
BUILDING_COPIES = 2
BUILDING_BASE = len(RESOURCES)
CARD_KINDS = BUILDING_BASE + len(BUILDINGS)
TOTAL_CARDS = sum(RESOURCE_COUNTS) + BUILDING_COPIES * len(BUILDINGS)
HAND_LIMIT = 5
KEEP_AFTER_DISCARD = 3
TOWN_SLOTS = 5
# With reserve_start=full the decks hold no resource: each player opens with this much wood from
# the reserve (the price of two buildings) and draws the rest of the hand (RULINGS.md, Setup).
FULL_RESERVE_STAKE_WOOD = 2

# The buildings the rules single out by name.
GOLD_DEPOT = BUILDING_INDEX["gold_depot"]
HOTEL = BUILDING_INDEX["hotel"]
RIVER_CLAIM = BUILDING_INDEX["river_claim"]
TRADING_POST = BUILDING_INDEX["trading_post"]
SHERIFF = BUILDING_INDEX["sheriff"]
BANDIT_HANGOUT = BUILDING_INDEX["bandit_hangout"]
SALOON = BUILDING_INDEX["saloon"]
CORRAL = BUILDING_INDEX["corral"]
TOWN_HALL = BUILDING_INDEX["town_hall"]
CARPENTER_SHOP = BUILDING_INDEX["carpenter_shop"]

# Buildings a Sheriff N2 may demolish (any Sheriff also blocks Corral and Bandit Hangout).
SHERIFF_TARGETS = frozenset({CORRAL, BANDIT_HANGOUT, HOTEL, TOWN_HALL})


def card_key(code: int) -> str:
    return RESOURCE_KEYS[code] if code < BUILDING_BASE else BUILDINGS[code - BUILDING_BASE].key


def card_name(code: int) -> str:
    return RESOURCE_NAMES[code] if code < BUILDING_BASE else BUILDINGS[code - BUILDING_BASE].name


CARD_CODES = {card_key(code): code for code in range(CARD_KINDS)}
RESOURCE_CODES = {key: code for code, key in enumerate(RESOURCE_KEYS)}


def family_of(building: int, families: int) -> str:
    """The Poker family label; with ``families=4`` the three Special labels are one family."""
    family = BUILDINGS[building].family
    if families == 4 and family in (DEFENCE, ATTACK):
        return SPECIAL
    return family
