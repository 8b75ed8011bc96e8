"""What people and scripts send, read strictly: numbers in ASCII digits, text without control characters.

``str.isdigit`` and ``int`` accept far more than ``0-9`` (``"¹".isdigit()`` is true and ``int("¹")``
raises; ``int(" 7_0")`` is 70), so every number read from a query string or a form goes through
``ascii_number``. Pure Python, no Django: any layer may use it.
"""

from __future__ import annotations

import re

# Nine digits fit every column and index the service keeps; longer "numbers" are refused, not parsed.
_NUMBER = re.compile(r"[0-9]{1,9}")
# C0 controls but tab, newline and carriage return, DEL, and C1 controls.
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")


def ascii_number(text: str | None) -> int | None:
    """The number ``text`` spells in ASCII digits, or None for anything else (signs, spaces, other scripts)."""
    if text is None or not _NUMBER.fullmatch(text):
        return None
    return int(text)


def has_control_characters(text: str) -> bool:
    return _CONTROL.search(text) is not None
