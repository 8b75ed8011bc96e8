"""What people and scripts send, read strictly: numbers in ASCII digits, text without control characters.

``str.isdigit`` and ``int`` accept far more than ``0-9`` (``"¹".isdigit()`` is true and ``int("¹")``
raises; ``int(" 7_0")`` is 70), so every number read from a query string or a form goes through
``ascii_number``. Pure Python, no Django: any layer may use it.
"""

from __future__ import annotations

import re

# Nine digits fit every column and index the service keeps; longer "numbers" are refused, not parsed.
_NUMBER = re.compile(r"[0-9]{1,9}")
_SIGNED_NUMBER = re.compile(r"-?[0-9]{1,9}")
# C0 controls but tab, newline and carriage return, DEL, and C1 controls.
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")


def ascii_number(text: str | None) -> int | None:
    """The number ``text`` spells in ASCII digits, or None for anything else (signs, spaces, other scripts)."""
    if text is None or not _NUMBER.fullmatch(text):
        return None
    return int(text)


def ascii_signed_number(text: str | None) -> int | None:
    """As ``ascii_number``, with an optional leading minus sign."""
    if text is None or not _SIGNED_NUMBER.fullmatch(text):
        return None
    return int(text)


def has_control_characters(text: str) -> bool:
    return _CONTROL.search(text) is not None


# Deeper JSON than any payload of the service needs; json.loads recurses, so a deeper document could
# exhaust the stack before any validation runs.
MAX_JSON_DEPTH = 32
# A JSON string escape for a refused control character (\u0000-\u0008, \u000b, \u000c, \u000e-\u001f, \u007f-\u009f).
_ESCAPED_CONTROL = re.compile(r"\\u00(?:0[0-8bBcCeEfF]|1[0-9a-fA-F]|7[fF]|[89][0-9a-fA-F])")


def json_depth(text: str) -> int:
    """How deep the arrays and objects of a JSON text nest (brackets inside strings do not count)."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def json_has_control_characters(text: str) -> bool:
    """Control characters in a JSON text, written out or as ``\\u`` escapes."""
    return has_control_characters(text) or _ESCAPED_CONTROL.search(text) is not None
