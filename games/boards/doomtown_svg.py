"""Doomtown's streets and Town Square drawn as SVG markup from the laid-out board (doomtown.layout).

Written here rather than in the template: every coordinate there was a variable lookup and a
filter, and this one drawing took more of the table fragment's time than the engine's view and
legal actions together. Every text from a card or a player goes through ``escape``, as the
template's autoescaping did.
"""

from __future__ import annotations

from typing import Any

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe
from django.utils.text import Truncator

HOME_FILL, OUT_OF_TOWN_FILL, DEED_FILL = "#f3ead6", "#e8e1cf", "#fffaf0"
DUDE_FILL, BOOTED_FILL = "#fffaf0", "#d9d2c3"


def town_svg(board: dict[str, Any]) -> SafeString:
    width, height = board["width"], board["height"]
    parts = [
        f'<svg class="board board-doomtown" viewBox="0 0 {width} {height}" role="img" aria-label="Gomorra">\n'
        f'  <rect x="0" y="0" width="{width}" height="{height}" rx="14" fill="#e6dcc8" stroke="#5b4a33"/>\n  '
    ]
    for street in board["streets"]:
        parts.append("\n    ")
        for location in street["locations"]:
            parts.append(_location(location, street))
        parts.append("\n  ")
    square = board["square"]
    x, y = square["x"], square["y"]
    parts.append(
        f'\n  <g class="town-square" data-target="loc:{square["id"]}" data-name="Town Square">\n'
        f'    <rect class="hit" x="{x}" y="{y}" width="{square["w"]}" height="{square["h"]}" rx="8" '
        'fill="#d9c9a5" stroke="#5b4a33" stroke-dasharray="8 4"/>\n'
        # Centred: a phone's board opens on the middle of the streets, where a left-hand title is out of view.
        f'    <text x="{x + square["w"] // 2}" y="{y + 20}" text-anchor="middle" class="area-title">'
        f"Town Square{_conditions(square['conditions'])}</text>\n"
        f"    {_dudes(square['dudes'])}\n  </g>\n</svg>"
    )
    return mark_safe("".join(parts))  # noqa: S308 - every card and player text above is escaped


def _conditions(names: list[str]) -> str:
    """The cards lying on the town square itself (Tumblebleeds!), after its title."""
    return "".join(f" · {escape(name)}" for name in names)


def _location(location: dict[str, Any], street: dict[str, Any]) -> str:
    x, y = location["x"], location["y"]
    name = escape(location["name"])
    fill = HOME_FILL if location["home"] else OUT_OF_TOWN_FILL if location["out_of_town"] else DEED_FILL
    home_mark = "⌂ " if location["home"] else ""
    title: str = name
    if location["home"]:
        title += f": {escape(street['who']['name'])}'s home"
    if location["summary"]:
        title += f" — {escape(location['summary'])}"
    return (
        f'\n    <g class="location" data-target="loc:{location["id"]}" data-name="{name}">\n'
        f'      <rect class="hit" x="{x}" y="{y}" width="150" height="{location["h"]}" rx="8" fill="{fill}" '
        f'stroke="{escape(street["colour"])}" stroke-width="{4 if location["home"] else 2}"/>\n'
        f'      <g class="deed-face" data-target="card:{location["id"]}" data-name="{name}">'
        f'<rect class="hit" x="{x + 3}" y="{y + 3}" width="144" height="33" rx="6" fill="transparent"/>\n'
        f'      <text x="{x + 8}" y="{y + 16}" class="card-name">{home_mark}{_short(location["name"], 19)}</text>\n'
        f'      <text x="{x + 8}" y="{y + 31}" class="family">{escape(location["line"])}</text></g>\n'
        f"      <title>{title}</title>\n"
        f"      {_dudes(location['dudes'])}\n    </g>\n    "
    )


def _dudes(dudes: list[dict[str, Any]]) -> str:
    return "".join(_dude(dude) for dude in dudes) + "\n"


def _dude(dude: dict[str, Any]) -> str:
    x, y, h = dude["x"], dude["y"], dude["h"]
    who, facts = dude["who"], dude["facts"]
    name, owner, stats = escape(dude["name"]), escape(who["name"]), escape(dude["stats"])
    booted = dude["booted"]
    status = ("booted " if booted else "") + (f"wanted ★{dude['bounty']}" if dude["wanted"] else "")
    title = f"{name} ({owner})"
    if dude["stats"]:
        title += f": {stats}"
    if booted:
        title += "; booted"
    if dude["summary"]:
        title += f" — {escape(dude['summary'])}"
    colour = escape(who["colour"])
    return (
        f'\n<g class="dude{" booted" if booted else ""}" data-target="card:{dude["id"]}" data-name="{name}">\n'
        f'  <rect class="hit" x="{x}" y="{y}" width="138" height="{h}" rx="5" '
        f'fill="{BOOTED_FILL if booted else DUDE_FILL}" stroke="{colour}" stroke-width="2"/>\n'
        f'  <rect x="{x}" y="{y}" width="20" height="{h}" rx="5" fill="{colour}"/>\n'
        f'  <text x="{x + 10}" y="{y + 16}" text-anchor="middle" class="chip" fill="{escape(who["ink"])}">'
        f"{escape(who['initials'][:1])}</text>\n"
        f'  <text x="{x + 25}" y="{y + 15}" class="card-name">{_short(dude["name"], 15)}</text>\n'
        f'  <text x="{x + 134}" y="{y + 15}" text-anchor="end" class="card-name{" red-suit" if facts["red"] else ""}">'
        f"{escape(facts['value'])}{escape(facts['suit'])}</text>\n"
        f'  <text x="{x + 25}" y="{y + 30}" class="family">{stats}</text>\n'
        f'  <text x="{x + 25}" y="{y + 42}" class="family">{status}</text>\n'
        f"  <title>{title}</title>\n"
        f"  {''.join(_good(good, x) for good in dude['goods'])}\n</g>\n"
    )


def _good(good: dict[str, Any], x: int) -> str:
    name, y = escape(good["name"]), good["y"]
    title = name + (f" — {escape(good['summary'])}" if good["summary"] else "")
    return (
        f'<g class="good" data-target="card:{good["id"]}" data-name="{name}">'
        f'<rect class="hit" x="{x + 22}" y="{y - 1}" width="114" height="13" rx="3" fill="transparent"/>'
        f'<text x="{x + 25}" y="{y + 9}" class="family">+ {_short(good["name"], 19)}'
        f"{' (booted)' if good['booted'] else ''}</text><title>{title}</title></g>"
    )


def _short(text: str, length: int) -> str:
    """As the template's ``truncatechars``: at most ``length`` characters, an ellipsis at the cut."""
    return escape(Truncator(text).chars(length))
