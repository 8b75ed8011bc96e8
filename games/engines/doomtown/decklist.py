"""Doomtown decklists: read pasted text, uploaded files or JSON into a ``Decklist``; write text back.

Text shapes accepted, one card per line: ``2x Card Name``, ``2 x Card Name``, ``2 Card Name``,
``Card Name x2``, ``Card Name (x2)``, a bare ``Card Name`` (one copy); labels ``Outfit: ...``,
``Legend: ...``, ``Deck: <deck name>``, ``Jokers: 2``; section headers (``Dudes (12)``, ``Deeds:``,
``[Goods]``, ``--- Actions ---``...) and comment lines (``#``, ``//``, ``;``) are skipped;
DoomtownDB's export is read as is (a ``*`` after a title marks one starting copy, a trailing
``(Pack name)`` picks that printing, the ``Cards up to ...`` footer is skipped). Cards under a
``Starting gang`` header are in the deck and start in play. A whole section may sit on one line,
items split by ";" (``- Dudes: 1x A; 2x B``, as the rulebook lists the starter decks). Names match
case-, accent- and punctuation-insensitively, and "Mornin'" matches "Morning"; an unknown name is
kept in ``Decklist.unknown`` with a "did you mean" suggestion, for the validator to report.

JSON: ``{"name"?, "outfit", "legend"?, "cards": [{"code"|"name", "quantity", "starting"?}],
"jokers"?: N}`` (outfit/legend as a code, a name or ``{"code"|"name"}``), or DoomtownDB's
``{"name", "slots": {code: quantity or {"quantity", "start"}}}``.

Anything unreadable (empty, too big, binary, not UTF-8, broken JSON, absurd quantities) raises
``DeckParseError`` with a stable ``code``; nothing else escapes the parser.
"""

from __future__ import annotations

import difflib
import json
import re
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Any

from games.engines.doomtown.cards import SUIT_LETTERS, Card, all_cards, cards_by_name, normalise_name
from games.engines.doomtown.poker import JOKER_CODE, card_code

MAX_BYTES = 64 * 1024
MAX_LINES = 1000
MAX_LINE_CHARS = 1000  # a whole section on one line ("Dudes: 1x A; 2x B; ...") is long
MAX_NAME_CHARS = 200
MAX_QUANTITY = 99
MAX_SUGGESTIONS = 25  # difflib is slow: only the first unknown names get a suggestion
TYPE_HEADINGS = {
    "dude": "Dudes",
    "deed": "Deeds",
    "goods": "Goods",
    "spell": "Spells",
    "action": "Actions",
    "joker": "Jokers",
}


class DeckParseError(ValueError):
    """Input that cannot be read as a decklist. ``code`` is stable (``input.*``)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass(frozen=True)
class Entry:
    code: str
    quantity: int
    starting: int = 0
    card: Card = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "card", all_cards()[self.code])


@dataclass(frozen=True)
class Unknown:
    name: str
    quantity: int
    line: int
    suggestion: str | None = None


@dataclass
class Decklist:
    """A parsed deck: every known card (outfits, legends and jokers included) and the unknown names."""

    name: str = ""
    entries: list[Entry] = field(default_factory=list)
    unknown: list[Unknown] = field(default_factory=list)

    def add(self, code: str, quantity: int, starting: int = 0) -> None:
        """Merge copies of one code into its entry (lists often name a card twice)."""
        for index, entry in enumerate(self.entries):
            if entry.code == code:
                self.entries[index] = merged = Entry(code, entry.quantity + quantity, entry.starting + starting)
                break
        else:
            self.entries.append(merged := Entry(code, quantity, starting))
        if merged.quantity > MAX_QUANTITY:
            raise DeckParseError("input.quantity", f"{merged.quantity} copies of {merged.card.name} is not plausible")

    def of_type(self, card_type: str) -> list[Entry]:
        return [entry for entry in self.entries if entry.card.type == card_type]

    @property
    def outfit(self) -> Card | None:
        outfits = self.of_type("outfit")
        return outfits[0].card if len(outfits) == 1 and outfits[0].quantity == 1 else None

    @property
    def legend(self) -> Card | None:
        legends = self.of_type("legend")
        return legends[0].card if len(legends) == 1 and legends[0].quantity == 1 else None

    def draw_codes(self) -> list[int]:
        """The cards a draw can turn up, as ``poker`` int codes: suited deck cards and jokers."""
        codes: list[int] = []
        for entry in self.entries:
            card = entry.card
            if card.type == "joker":
                codes += [JOKER_CODE] * entry.quantity
            elif card.has_suit and not card.token and card.type not in ("outfit", "legend"):
                codes += [card_code(card.value or 0, SUIT_LETTERS[card.suit or ""])] * entry.quantity
        return codes

    def canonical(self) -> tuple[Any, ...]:
        """Order-free form for comparing two lists of the same deck."""
        entries = tuple(sorted((e.code, e.quantity, e.starting) for e in self.entries))
        unknown = tuple(sorted((u.name, u.quantity) for u in self.unknown))
        return self.name, entries, unknown

    def to_json(self) -> dict[str, Any]:
        """The JSON import shape (re-readable by ``parse_deck``)."""
        # The one outfit (and legend) get their own key; anything odder stays in "cards" as it is.
        single = {
            kind: entries[0].card
            for kind in ("outfit", "legend")
            if len(entries := self.of_type(kind)) == 1 and (entries[0].quantity, entries[0].starting) == (1, 0)
        }
        cards = [
            {"code": e.code, "name": e.card.name, "quantity": e.quantity, "starting": e.starting}
            for e in self.entries
            if e.card.type not in single
        ]
        return {
            "name": self.name,
            **{
                kind: ({"code": c.code, "name": c.name} if (c := single.get(kind)) else None)
                for kind in ("outfit", "legend")
            },
            "cards": cards,
            "unknown": [{"name": u.name, "quantity": u.quantity, "suggestion": u.suggestion} for u in self.unknown],
        }


# ---- name lookup ----

# Typed names repeat across lists; normalising is the parser's main cost.
_normalised = lru_cache(maxsize=8192)(normalise_name)


@cache
def _pack_names() -> dict[str, str]:
    return {normalise_name(c.pack): c.pack for c in all_cards().values()}


@cache
def _joker_codes() -> tuple[str, ...]:
    """The default printing of each joker (red, black), as name lookup finds them."""
    return tuple(cards_by_name()[name][0].code for name in ("joker red", "joker black"))


_DIALECT = re.compile(r"(\w{2,}?)(?:ing|in)\b")


def _dialect(normalised: str) -> str:
    """One spelling for "Mornin'" and "Morning": titles and players drop the g either way."""
    return _DIALECT.sub(r"\1in", normalised)


@cache
def _cards_by_dialect() -> dict[str, list[Card]]:
    return {_dialect(name): printings for name, printings in cards_by_name().items()}


def _lookup(name: str, pack: str | None = None) -> Card | None:
    normalised = _normalised(name)
    printings = cards_by_name().get(normalised) or _cards_by_dialect().get(_dialect(normalised), [])
    if pack is not None:
        in_pack = [c for c in printings if _normalised(c.pack) == pack]
        printings = in_pack or printings
    return printings[0] if printings else None


def suggest(name: str) -> str | None:
    """The closest known card name, for "did you mean"."""
    matches = difflib.get_close_matches(normalise_name(name), list(cards_by_name()), n=1, cutoff=0.75)
    return cards_by_name()[matches[0]][0].name if matches else None


# ---- text ----

_COMMENT = re.compile(r"^\s*(#|//|;)")
_LABEL = re.compile(r"^\s*(outfit|home|legend|deck|deck name|name|title|jokers?)\s*[:=]\s*(.*)$", re.IGNORECASE)
_HEADER = re.compile(r"^\s*([A-Za-z][A-Za-z' ]*?)\s*(\(\s*\d+\s*\))?\s*:?\s*$")
# Section headers; a bare word on its own line is a header only in the plural ("Dudes", not "Joker").
_PLURAL_HEADERS = {
    "dudes", "deeds", "goods", "spells", "actions", "jokers", "outfits", "legends", "main deck", "cards",
    "hexes", "miracles", "spirits", "gadgets", "unknown cards",
}  # fmt: skip
_HEADER_WORDS = _PLURAL_HEADERS | {
    "dude", "deed", "good", "spell", "action", "joker", "outfit", "legend", "deck", "total", "hex", "miracle",
    "spirit", "gadget",
}  # fmt: skip
_START_HEADERS = {"start", "starting", "starting gang", "starting dudes", "starting posse", "starting cards"}
_DECORATED_HEADER = re.compile(r"^\s*(\[[^\]]*\]|-{2,}.*-{2,}|={2,}.*={2,})\s*$")  # [Dudes], --- Deeds ---
_FOOTER = re.compile(r"^\s*(cards up to\b|total\b.*\d\s*$|deck size\b)", re.IGNORECASE)
_QUANTITY_FIRST = re.compile(r"^(?:(\d+)\s*([x×]?)\s+|[x×]\s*(\d+)\s+)(.+)$", re.IGNORECASE)
_QUANTITY_LAST = re.compile(r"^(.+?)\s*(?:\s[x×]\s*(\d+)|\(\s*[x×]?\s*(\d+)\s*\))$", re.IGNORECASE)
_STARS = re.compile(r"\s*(\*+)\s*$")
_TRAILING_PARENS = re.compile(r"^(.*\S)\s*\(([^()]*)\)\s*$")
_SECTION_LIST = re.compile(r"^([A-Za-z][A-Za-z' ]*?)\s*(\(\s*\d+\s*\))?\s*:\s*(\S.*)$")
_BULLET = re.compile(r"^\s*[-•·]+\s*")
_CONTROL_BYTES = re.compile(rb"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_CONTROL_CHARS = re.compile(r"[\x00-\x08\x0a-\x1f\x7f-\x9f]")  # never part of a name; dropped so exports stay text


def _split_name(text: str) -> tuple[str, str | None, int]:
    """(name, pack or None, starting copies) from a title with DoomtownDB's ``*`` and ``(Pack)``."""
    pack = None
    trailing_stars = _STARS.search(text)  # "Name (Pack)*" as well as DoomtownDB's "Name* (Pack)"
    if trailing_stars:
        text = text[: trailing_stars.start()]
    parens = _TRAILING_PARENS.match(text)
    if parens and _normalised(parens.group(2)) in _pack_names():
        text, pack = parens.group(1), _normalised(parens.group(2))
    stars = _STARS.search(text)
    starting = len(trailing_stars.group(1)) if trailing_stars else 0
    if stars:
        starting += len(stars.group(1))
        text = text[: stars.start()]
    return text.strip(), pack, starting


def _card_line(text: str, number: int) -> tuple[str, int, str | None, int]:
    """(name, quantity, pack, starting) of one card line."""
    text = _BULLET.sub("", text).strip()
    quantity = 1
    first = _QUANTITY_FIRST.match(text)
    last = _QUANTITY_LAST.match(text)
    bare_number = first is not None and first.group(1) is not None and not first.group(2)
    if first and not (bare_number and _lookup(_split_name(text)[0])):  # "108 Gracious Gifts" is a name
        quantity, text = int(first.group(1) or first.group(3)), first.group(4)
    elif last and not _lookup(_split_name(text)[0]):
        quantity, text = int(last.group(2) or last.group(3)), last.group(1)
    if quantity > MAX_QUANTITY:
        raise DeckParseError("input.quantity", f"line {number}: {quantity} copies is not a plausible count")
    name, pack, starting = _split_name(text)
    return name, quantity, pack, starting


class _TextReader:
    def __init__(self, deck: Decklist | None = None) -> None:
        self.deck = deck or Decklist()
        self.starting_section = False
        self.suggestions_left = MAX_SUGGESTIONS
        self.jokers_added = 0

    def read(self, text: str) -> Decklist:
        lines = text.splitlines()
        if len(lines) > MAX_LINES:
            raise DeckParseError("input.too_large", f"{len(lines)} lines: a decklist has at most {MAX_LINES}")
        for number, raw in enumerate(lines, start=1):
            self.line(_CONTROL_CHARS.sub("", raw).strip(), number)
        return self.deck

    def line(self, line: str, number: int) -> None:
        if not line or _COMMENT.match(line) or _FOOTER.match(line):
            return
        if _DECORATED_HEADER.match(line):
            words = _normalised(line)
            self.starting_section = words in _START_HEADERS
            return
        if len(line) > MAX_LINE_CHARS:
            raise DeckParseError("input.line", f"line {number} is {len(line)} characters long: not a card line")
        line = _BULLET.sub("", line)
        label = _LABEL.match(line)
        if label:
            self.labelled(label.group(1).lower(), label.group(2).strip(), number)
            return
        listed = _SECTION_LIST.match(line)
        if listed and listed.group(1).strip().lower() in _HEADER_WORDS | _START_HEADERS:
            self.section_list(listed.group(1).strip().lower(), listed.group(3), number)
            return
        header = _HEADER.match(line)
        words = header.group(1).strip().lower() if header else ""
        counted = header is not None and header.group(2) is not None
        known = words in _PLURAL_HEADERS or words in _START_HEADERS or (counted and words in _HEADER_WORDS)
        if header and (known or line.endswith(":")):  # any "Something:" line is a header too
            self.starting_section = words in _START_HEADERS
            return
        self.card(line, number)

    def labelled(self, label: str, value: str, number: int) -> None:
        if label in ("deck", "deck name", "name", "title"):
            self.deck.name = value[:MAX_NAME_CHARS]
        elif label.startswith("joker") and value.isdigit():
            self.jokers(min(int(value), MAX_QUANTITY))
        else:
            for item in value.split(";"):
                if item.strip():
                    self.card(item.strip(), number)

    def section_list(self, words: str, items: str, number: int) -> None:
        """A whole section on one line, items split by ";" (the rulebook's starter decklists)."""
        self.starting_section = words in _START_HEADERS
        for item in items.split(";"):
            if item.strip():
                self.card(item.strip(), number)
        self.starting_section = False

    def jokers(self, count: int) -> None:
        codes = _joker_codes()
        for _ in range(count):
            self.deck.add(codes[self.jokers_added % len(codes)], 1)
            self.jokers_added += 1

    def card(self, text: str, number: int) -> None:
        if len(text) > MAX_NAME_CHARS:
            raise DeckParseError("input.line", f"line {number}: {len(text)} characters is too long for a card")
        name, quantity, pack, starting = _card_line(text, number)
        if quantity == 0 or not name:
            return
        if self.starting_section:
            starting = quantity
        if _normalised(name) in ("joker", "jokers"):
            self.jokers(quantity)
            return
        found = _lookup(name, pack)
        if found is None:
            self.unknown(name, quantity, number)
            return
        self.deck.add(found.code, quantity, min(starting, quantity))

    def unknown(self, name: str, quantity: int, number: int) -> None:
        name = _CONTROL_CHARS.sub("", name)
        suggestion = None
        if self.suggestions_left > 0:
            self.suggestions_left -= 1
            suggestion = suggest(name)
        self.deck.unknown.append(Unknown(name, quantity, number, suggestion))


# ---- JSON ----


def _json_card(item: Any, where: str) -> tuple[Card | None, str]:
    """A card from a code, a name, or ``{"code"|"name"}``; (None, what was written) if unknown."""
    if isinstance(item, dict):
        code, name = item.get("code"), item.get("name")
    elif isinstance(item, str):
        code, name = item, item
    else:
        raise DeckParseError("input.json", f"{where}: expected a card code, a name or an object")
    if isinstance(code, str) and code in all_cards():
        return all_cards()[code], code
    if isinstance(name, str) and len(name) <= MAX_NAME_CHARS:
        found = _lookup(name)
        if found is not None:
            return found, name
    written = name if isinstance(name, str) else code
    if not isinstance(written, str):
        raise DeckParseError("input.json", f'{where}: a card needs a string "code" or "name"')
    return None, written[:MAX_NAME_CHARS]


def _count(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_QUANTITY:
        raise DeckParseError("input.json", f"{where}: quantity must be a whole number from 0 to {MAX_QUANTITY}")
    return value


def _json_items(doc: dict[str, Any]) -> list[tuple[Any, Any, Any, str]]:
    """(card, quantity, starting, where) for the outfit, legend, and every card or DoomtownDB slot."""
    items: list[tuple[Any, Any, Any, str]] = [(doc[key], 1, 0, key) for key in ("outfit", "legend") if doc.get(key)]
    cards = doc.get("cards")
    cards = [] if cards is None else cards
    if not isinstance(cards, list):
        raise DeckParseError("input.json", '"cards" must be a list of {"code" or "name", "quantity"}')
    slots = doc.get("slots")
    if isinstance(slots, dict):
        for code, slot in slots.items():
            quantity, start = (slot.get("quantity", 1), slot.get("start", 0)) if isinstance(slot, dict) else (slot, 0)
            items.append((code, quantity, start, f"slot {code}"))
    if len(cards) + len(items) > MAX_LINES:
        raise DeckParseError("input.too_large", f"a decklist has at most {MAX_LINES} entries")
    for index, item in enumerate(cards, start=1):
        where = f"card {index}"
        if not isinstance(item, dict):
            raise DeckParseError("input.json", f'{where}: expected {{"code" or "name", "quantity"}}')
        items.append((item, item.get("quantity", 1), item.get("starting", 0) or 0, where))
    return items


def _read_json(doc: Any) -> Decklist:
    if not isinstance(doc, dict):
        raise DeckParseError("input.json", 'a JSON decklist is an object with "outfit" and "cards"')
    reader = _TextReader(Decklist(name=_CONTROL_CHARS.sub("", str(doc.get("name") or ""))[:MAX_NAME_CHARS]))
    deck = reader.deck
    for item, quantity, starting, where in _json_items(doc):
        count, start = _count(quantity, where), _count(starting, where)
        found, written = _json_card(item, where)
        if found is None and normalise_name(written) in ("joker", "jokers"):
            reader.jokers(count)
        elif found is None and count:
            reader.unknown(written, count, 0)
        elif found is not None and count:
            deck.add(found.code, count, min(start, count))
    jokers = doc.get("jokers")
    if jokers is not None and not deck.of_type("joker"):
        reader.jokers(_count(jokers, "jokers"))
    _read_unknown(doc.get("unknown"), reader)
    return deck


def _read_unknown(unknown: Any, reader: _TextReader) -> None:
    """Names ``Decklist.to_json`` kept as unknown come back as unknown (never silently dropped)."""
    if unknown is None:
        return
    if not isinstance(unknown, list) or len(unknown) > MAX_LINES:
        raise DeckParseError("input.json", '"unknown" must be a list of {"name", "quantity"}')
    for index, item in enumerate(unknown, start=1):
        where = f"unknown {index}"
        if not isinstance(item, dict) or not isinstance(item.get("name"), str):
            raise DeckParseError("input.json", f'{where}: expected {{"name", "quantity"}}')
        count = _count(item.get("quantity", 1), where)
        if count:
            reader.unknown(item["name"][:MAX_NAME_CHARS], count, 0)


# ---- entry points ----


def decode(data: bytes | str) -> str:
    """Text of an upload: size-capped UTF-8 (BOM allowed), never binary."""
    raw = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data
    if len(raw) > MAX_BYTES:
        raise DeckParseError("input.too_large", f"{len(raw)} bytes: a decklist is at most {MAX_BYTES // 1024} KiB")
    controls = len(_CONTROL_BYTES.findall(raw))
    if b"\x00" in raw or controls > 8 or controls * 20 > len(raw):
        raise DeckParseError("input.binary", "this looks like a binary file, not a decklist")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise DeckParseError("input.encoding", f"not UTF-8 text (byte {error.start}): save the list as UTF-8") from None


def parse_deck(data: bytes | str, fmt: str = "auto") -> Decklist:
    """Read a decklist from text or JSON (``fmt`` "auto", "text" or "json")."""
    if fmt not in ("auto", "text", "json"):
        raise DeckParseError("input.format", f"unknown input format {fmt!r}: use auto, text or json")
    text = decode(data)
    if not text.strip():
        raise DeckParseError("input.empty", "the decklist is empty: paste a list or choose a file")
    first = text.lstrip()[:1]
    if fmt == "json" or (fmt == "auto" and first in ("{", "[")):
        try:
            doc = json.loads(text)
        except (ValueError, RecursionError) as error:
            if fmt == "auto" and first == "[":  # "[Dudes]" opens many text lists
                return _TextReader().read(text)
            raise DeckParseError("input.json", f"not valid JSON: {error}") from None
        return _read_json(doc)
    return _TextReader().read(text)


def deck_from_json(doc: dict[str, Any]) -> Decklist:
    """A deck from an already-decoded JSON document (e.g. a provided deck file)."""
    return _read_json(doc)


def _title(entry: Entry) -> str:
    return f"{entry.card.name}{'*' * entry.starting} ({entry.card.pack})"


def deck_to_text(deck: Decklist) -> str:
    """Plain-text export in DoomtownDB's shape; ``parse_deck`` reads it back to the same deck."""
    lines = [f"Deck: {deck.name}"] if deck.name else []
    for label in ("outfit", "legend"):
        for entry in deck.of_type(label):
            count = f"{entry.quantity}x " if entry.quantity > 1 else ""
            lines.append(f"{label.title()}: {count}{_title(entry)}")
    for card_type, heading in TYPE_HEADINGS.items():
        entries = sorted(deck.of_type(card_type), key=lambda e: (e.card.name, e.code))
        if entries:
            lines += ["", f"{heading} ({sum(e.quantity for e in entries)})"]
            lines += [f"{entry.quantity}x {_title(entry)}" for entry in entries]
    if deck.unknown:
        lines += ["", "Unknown cards:"]
        lines += [f"{u.quantity}x {u.name}" for u in deck.unknown]
    return "\n".join(lines) + "\n"
