"""Where each match of a bracket goes when it is drawn as SVG: boxes by round of play, lines between them."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

GAP_X, GAP_Y, MARGIN = 48, 14, 10
SECTIONS = ("winners", "losers", "final", "third")


def bracket_layout(view: dict[str, Any], *, box_width: int, box_height: int) -> dict[str, Any]:
    """Boxes (x, y, match) and connector lines for ``bracket_view`` output.

    Columns are rounds of play (``wave``). Within a section, a round with half the matches of the
    section's largest round gets twice the vertical room, so each match sits level with its feeders.
    The losers' bracket is drawn below the winners'; the grand final level with the winners' final.
    """
    by_section: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for match in view["matches"]:
        by_section[match["bracket"]].append(match)
    row = box_height + GAP_Y
    boxes: dict[str, dict[str, Any]] = {}
    top = MARGIN
    for section in ("winners", "losers"):
        matches = by_section.get(section, [])
        if not matches:
            continue
        counts: dict[int, int] = defaultdict(int)
        for match in matches:
            counts[match["round"]] += 1
        widest = max(counts.values())
        for match in matches:
            slot = widest / counts[match["round"]]
            y = top + ((match["position"] - 1) * slot + (slot - 1) / 2) * row
            boxes[match["id"]] = {"x": MARGIN + (match["wave"] - 1) * (box_width + GAP_X), "y": y, "match": match}
        top += widest * row + 2 * GAP_Y
    winners_final = max(by_section.get("winners", []), key=lambda m: m["round"], default=None)
    final_y = boxes[winners_final["id"]]["y"] if winners_final else MARGIN
    for match in by_section.get("final", []):
        boxes[match["id"]] = {"x": MARGIN + (match["wave"] - 1) * (box_width + GAP_X), "y": final_y, "match": match}
    for match in by_section.get("third", []):  # the third-place match, under the final it is played beside
        x = MARGIN + (match["wave"] - 1) * (box_width + GAP_X)
        boxes[match["id"]] = {"x": x, "y": final_y + 2 * row, "match": match}
    lines = []
    for box in boxes.values():
        match = box["match"]
        if match["bracket"] != "winners" or match["round"] == 1:
            continue
        for feeder_position in (2 * match["position"] - 1, 2 * match["position"]):
            feeder = boxes.get(f"W{match['round'] - 1}-{feeder_position}")
            if feeder is not None:
                lines.append(elbow(feeder, box, box_width, box_height))
    width = max((b["x"] for b in boxes.values()), default=0) + box_width + MARGIN
    height = max((b["y"] for b in boxes.values()), default=0) + box_height + MARGIN
    return {
        "width": width,
        "height": height,
        "boxes": list(boxes.values()),
        "lines": lines,
        "box_width": box_width,
        "box_height": box_height,
        "half": box_height / 2,
    }


def elbow(source: dict[str, Any], target: dict[str, Any], box_width: int, box_height: int) -> str:
    """An SVG path from the right edge of ``source`` to the left edge of ``target``."""
    x1, y1 = source["x"] + box_width, source["y"] + box_height / 2
    x2, y2 = target["x"], target["y"] + box_height / 2
    middle = (x1 + x2) / 2
    return f"M{x1:.0f},{y1:.0f} H{middle:.0f} V{y2:.0f} H{x2:.0f}"
