"""Final scoring, pure: towns and hands in, score lines and placements out.

Plain data only (building keys, levels, stored counts, hand counts), so the league's result entry
can score a recorded game and break ties the same way the engine does: points, then hand value.
A town is a list of ``{"building": key, "level": 1 | 2, "stored": {"wood": n, ...}}``; a hand is
``{"wood": n, "sawmill": n, ...}``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from games.engines.base import placements_from_keys
from games.engines.townbuilder.cards import (
    BUILDING_INDEX,
    BUILDINGS,
    FAMILY_TITLES,
    HAND_VALUES,
    RESOURCE_KEYS,
    RIVER_CLAIM,
    SALOON,
    STORAGE,
    TOWN_SLOTS,
    TRADING_POST,
    family_of,
)

Town = Sequence[Mapping[str, Any]]
Line = dict[str, Any]

POKER_POINTS = {"Flush": 2, "Rainbow": 2, "Full House": 1, "Four of a Kind": 1}
LEGEND_POINTS = 3


def _line(source: str, label: str, points: int) -> Line:
    return {"source": source, "label": label, "points": points}


def _stored(entry: Mapping[str, Any], resource: int) -> int:
    return int(entry.get("stored", {}).get(RESOURCE_KEYS[resource], 0))


def threshold_points(building: int, level: int, amount: int) -> int:
    for points, needed in BUILDINGS[building].thresholds[level - 1]:
        if amount >= needed:
            return points
    return 0


def building_lines(entry: Mapping[str, Any], hand: Mapping[str, int]) -> list[Line]:
    """The score lines one building makes (a zero line when it makes nothing, so the UI shows why)."""
    index = BUILDING_INDEX[entry["building"]]
    building = BUILDINGS[index]
    level = int(entry["level"])
    tag = f"{building.name} N{level}"
    lines: list[Line] = []
    if index == RIVER_CLAIM:
        gold = int(hand.get("gold", 0)) + _stored(entry, building.stored_resource)
        lines.append(_line(building.key, f"{tag}: {gold} gold in hand and stored, {gold // 2} pair(s)", gold // 2))
        if level == 2:
            stored = _stored(entry, building.stored_resource)
            lines.append(_line(building.key, f"{tag}: bonus for gold stored ({stored})", 1 if stored else 0))
        return lines
    if building.family == STORAGE:
        amount = _stored(entry, building.stored_resource)
        resource = RESOURCE_KEYS[building.stored_resource]
        points = threshold_points(index, level, amount)
        return [_line(building.key, f"{tag}: {amount} {resource} stored", points)]
    if level == 2 and building.flat_n2_point:
        lines.append(_line(building.key, f"{tag}: upgraded", 1))
    else:
        lines.append(_line(building.key, f"{tag}: scores nothing by itself", 0))
    if index == TRADING_POST and level == 2:
        kinds = sum(1 for resource in range(len(RESOURCE_KEYS)) if _stored(entry, resource))
        lines.append(_line(building.key, f"{tag}: {kinds} different resource type(s) stored", 1 if kinds >= 3 else 0))
    return lines


def poker_hand(town: Town, families: int = 6) -> str:
    """The name of the town's Poker combination (only five buildings make one)."""
    if len(town) < TOWN_SLOTS:
        return f"{len(town)} building(s): no Poker hand"
    return combination([family_of(BUILDING_INDEX[e["building"]], families) for e in town])


COMBINATIONS = {
    (5,): "Flush",
    (1, 1, 1, 1, 1): "Rainbow",
    (4, 1): "Four of a Kind",
    (3, 2): "Full House",
    (3, 1, 1): "Three of a Kind",
    (2, 2, 1): "Two Pair",
}


def combination(families: list[str]) -> str:
    """The Poker combination of a full town's families."""
    return COMBINATIONS.get(tuple(sorted(Counter(families).values(), reverse=True)), "One Pair")


def _family_counts(town: Town, families: int) -> str:
    if len(town) < TOWN_SLOTS:
        return ""
    counts = Counter(FAMILY_TITLES[family_of(BUILDING_INDEX[e["building"]], families)] for e in town)
    return " (" + ", ".join(f"{name} {n}" for name, n in counts.most_common()) + ")"


def score_lines(town: Town, hand: Mapping[str, int], families: int = 6) -> list[Line]:
    """Every line of one player's final score, in the rulebook's order."""
    lines = [line for entry in town for line in building_lines(entry, hand)]
    combination = poker_hand(town, families)
    poker = POKER_POINTS.get(combination, 0)
    lines.append(_line("poker", f"Poker: {combination}{_family_counts(town, families)}", poker))
    if any(BUILDING_INDEX[e["building"]] == SALOON and int(e["level"]) == 2 for e in town):
        lines.append(_line("saloon_poker", "Saloon N2: bonus on a scoring Poker hand", 1 if poker > 0 else 0))
    legend = len(town) == TOWN_SLOTS and all(int(e["level"]) == 2 for e in town)
    lines.append(_line("legend", "Legend of Deadwood: five buildings at N2", LEGEND_POINTS if legend else 0))
    return lines


def hand_value(hand: Mapping[str, int]) -> int:
    """Tie-break value of a final hand: wood 1, brick 2, silver 2, gold 3, buildings 0."""
    return sum(HAND_VALUES[i] * int(hand.get(key, 0)) for i, key in enumerate(RESOURCE_KEYS))


def placements(points: Sequence[int], hand_values: Sequence[int]) -> list[int]:
    """Placements by points, then hand value; still equal shares the placement (a draw)."""
    return placements_from_keys([(p, v) for p, v in zip(points, hand_values, strict=True)])


def final_scores(towns: Sequence[Town], hands: Sequence[Mapping[str, int]], families: int = 6) -> dict[str, Any]:
    """Scores, placements and the per-seat lines for a finished game."""
    players = []
    for seat, (town, hand) in enumerate(zip(towns, hands, strict=True)):
        lines = score_lines(town, hand, families)
        points = sum(line["points"] for line in lines)
        players.append({"seat": seat, "lines": lines, "points": points, "hand_value": hand_value(hand)})
    points = [p["points"] for p in players]
    values = [p["hand_value"] for p in players]
    return {"scores": points, "placements": placements(points, values), "players": players}
