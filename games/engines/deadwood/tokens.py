"""The box contents and where a cowboy can be: fixed numbers from the rulebook's component list."""

from __future__ import annotations

GANGS = 5
GANG_SIZE = 9
COWBOYS = GANGS * GANG_SIZE
MONEY_TOTAL = 15 * 1 + 15 * 2 + 20 * 5  # players make change freely, so only the total matters
CARTRIDGES = 20
PONIES = 10
POSTERS = 29
POSTERS_PER_PLAYER = 5
START_CASH = 5

# What a plot holds when it holds no building tile (building tiles are ids >= 0).
OPEN, RAIL = -1, -2

# A cowboy's location is a plot index (>= 0) or one of these places off the grid.
SUPPLY, RANCH, MINE, BOOT_HILL, BOX = -1, -2, -3, -4, -5
PLACE_NAMES = {SUPPLY: "supply", RANCH: "ranch", MINE: "mine", BOOT_HILL: "boot_hill", BOX: "box"}

# Cowboy ids: gang g owns 9g..9g+8; within a gang ids 0-2 are Greenhorns, 3-5 Gunslingers, 6-8 Trail Bosses.
OWNER = tuple(cowboy // GANG_SIZE for cowboy in range(COWBOYS))
STRENGTH = tuple((cowboy % GANG_SIZE) // 3 + 1 for cowboy in range(COWBOYS))
STRENGTH_NAME = {1: "Greenhorn", 2: "Gunslinger", 3: "Trail Boss"}
HIRE_COST = {1: 0, 2: 1, 3: 3}


def gang(seat: int) -> range:
    return range(seat * GANG_SIZE, (seat + 1) * GANG_SIZE)


def starting_cowboys(seat: int) -> tuple[int, int, int]:
    first = seat * GANG_SIZE
    return first, first + 3, first + 6
